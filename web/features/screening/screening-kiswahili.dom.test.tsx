// @vitest-environment jsdom
/**
 * The screening page on a Kiswahili page (issue 20): the page's words in Kiswahili, each screening
 * by its test's Kiswahili title and description when the test has a Kiswahili version (its card
 * text) and in English, marked lang="en", when it has none; no English message of the screening
 * catalogue left.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import hypertension from '../../../tests-catalog/tests/hypertension-risk.json' with { type: 'json' }
import { backToEnglish, englishLeftIn, featureCatalogue, inKiswahili } from '../../testing/kiswahili-page.ts'
import { ScreeningPage } from './index.ts'

const id = '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

const booking: ServiceData = {
  service_type: 'Appointment',
  practitioner: 'Doctor',
  appointment_date: '2026-03-02',
  appointment_time: '14:30',
  wellness_date: null,
  wellness_time: null,
  description: 'Virtual consultation with a Doctor',
  amount: 2000,
  package: null,
  is_paid: true,
  testId: null,
  screenings: [
    { routeSlug: 'hypertension-risk', title: hypertension.informalTitle, description: hypertension.description, completed: true },
    { routeSlug: 'diabetes-risk', title: 'Diabetes Risk Assessment', description: 'Eight questions about your risk of type 2 diabetes.', completed: false },
  ],
}

const swahiliTitle = hypertension.translations.sw.team['/informalTitle']

beforeAll(() => inKiswahili(['screening']))
afterAll(backToEnglish)
beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderScreening(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/screening" element={<ScreeningPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('the screening page in Kiswahili', () => {
  it("lists a booking's screenings with the progress, each in Kiswahili where its test has Kiswahili", async () => {
    fetchMock.mockResolvedValue(json(booking))
    renderScreening(`/screening?service=${id}&firstName=Amina`)
    expect(await screen.findByText('1 / 2 Vimekamilika')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Vipimo kabla ya kikao' })).toBeTruthy()
    expect(screen.getByText(/^Habari, Amina\. Vipimo hivi vifupi, vya hiari, vinakusaidia kujiandaa kwa miadi yako ya mtandaoni na Daktari\./)).toBeTruthy()
    const [done, toTake] = screen.getAllByRole('listitem')
    expect(within(done!).getByRole('heading', { level: 2 }).textContent).toBe(swahiliTitle)
    expect(within(done!).getByText('Imekamilika')).toBeTruthy()
    const english = within(toTake!).getByRole('heading', { level: 2 })
    expect([english.textContent, english.getAttribute('lang')]).toEqual(['Diabetes Risk Assessment', 'en'])
    expect(within(toTake!).getByRole('link', { name: /^Fanya Kipimo/ }).getAttribute('href')).toBe('/tests/diabetes-risk')
    expect(englishLeftIn(document.body.textContent ?? '', [featureCatalogue('screening')])).toEqual([])
  })

  it('asks for the payment first, in Kiswahili', async () => {
    fetchMock.mockResolvedValue(json({ ...booking, is_paid: false }))
    renderScreening(`/screening?service=${id}`)
    expect(await screen.findByText('Fungua vipimo vya afya vilivyoandaliwa kwa ajili yako kwa kukamilisha malipo ya miadi yako ya mtandaoni na Daktari.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Kamilisha Malipo' }).getAttribute('href')).toBe(`/checkout/${id}`)
  })
})
