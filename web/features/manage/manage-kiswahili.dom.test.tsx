// @vitest-environment jsdom
/**
 * The manage page in Kiswahili: the code step, the error summary ("Kuna tatizo"), the opened
 * booking with the refund rule, all in Kiswahili with no English message of the page left.
 */
import { i18n } from '@lingui/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadCatalogues } from '../../shared/i18n.ts'
import { englishLeftIn, shownText } from '../../testing/english-left.ts'
import { ManagePage } from './index.ts'

const token = 'Z'.repeat(43)
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const booking = {
  message: 'Hii ndiyo miadi yako.',
  session: 'S'.repeat(43),
  reference: '3F2C1E9A',
  serviceType: 'Appointment',
  practitioner: 'Psychologist',
  modeOfConsultation: 'Voice call',
  packageName: null,
  date: '2026-12-14',
  time: '08:00',
  amountKes: 2500,
  paid: true,
  cancelled: false,
  changeable: true,
  refundIfCancelledKes: 2500,
  refund: null,
}
const catalogues = ['manage']

beforeAll(() => loadCatalogues('sw', catalogues))
afterAll(() => i18n.activate('en'))
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  window.history.replaceState(null, '', `/sw/manage#${token}`)
})
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

describe('the manage page in Kiswahili', () => {
  it('asks for the code, names a wrong one in the summary and shows the booking and its refund rule in Kiswahili', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input)
      expect(new Headers(init?.headers).get('accept-language')).toBe('sw')
      if (path === '/api/manage/code') return json({ message: 'Tumetuma msimbo wa tarakimu 6 kwa anwani ya barua pepe ya miadi hii. Unafanya kazi kwa dakika 10.' })
      if (path === '/api/manage/open') return json(booking)
      return json({ timeZone: 'Africa/Nairobi', maxDaysAhead: 180, days: [] })
    })
    const user = userEvent.setup()
    render(<ManagePage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Simamia miadi yangu' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Nitumie msimbo' }))
    await user.click(await screen.findByRole('button', { name: 'Fungua miadi yangu' }))
    expect(await screen.findByRole('alert', { name: 'Kuna tatizo' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Weka msimbo wa tarakimu 6 tuliokutumia.' })).toBeTruthy()
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])

    await user.type(screen.getByLabelText('Msimbo'), '123456')
    await user.click(screen.getByRole('button', { name: 'Fungua miadi yangu' }))
    await screen.findByText('Hii ndiyo miadi yako.')
    expect(screen.getByText('Mashauriano ya mtandaoni na Mwanasaikolojia')).toBeTruthy()
    expect(screen.getByText(/Ghairi angalau saa 24 kabla ya kipindi/)).toBeTruthy()
    expect(screen.getByText(/Ukighairi sasa, tutakurudishia/)).toBeTruthy()
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
  })
})
