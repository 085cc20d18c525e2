// @vitest-environment jsdom
/** The footer on a Kiswahili page (issue 20): its links, social names and the subscribe form's states in Kiswahili, and the switch to English. */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { todayInNairobi } from '#engine/index.ts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { backToEnglish, englishLeftIn, inKiswahili, shellCatalogue } from '../../testing/kiswahili-page.ts'
import { Footer } from './index.ts'

const fetchMock = vi.fn<typeof fetch>()

beforeAll(() => inKiswahili())
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
afterAll(() => backToEnglish())

function renderFooter() {
  vi.stubGlobal('fetch', fetchMock)
  render(
    <MemoryRouter initialEntries={['/privacy-policy']}>
      <Footer />
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('the footer in Kiswahili', () => {
  it('names its links and the social profiles in Kiswahili, and leads to this page in English', () => {
    renderFooter()
    expect(screen.getByRole('link', { name: 'Sera ya Faragha' }).getAttribute('href')).toBe('/privacy-policy')
    expect(screen.getByRole('link', { name: /^Afya Hub kwenye Facebook/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/privacy-policy?lang=en')
    expect(screen.getByText(`© ${todayInNairobi(new Date()).slice(0, 4)} Afya Hub Care. Haki zote zimehifadhiwa.`)).toBeTruthy()
    expect(englishLeftIn(screen.getByRole('contentinfo').textContent ?? '', [shellCatalogue])).toEqual([])
  })

  it('says a failed subscription in Kiswahili, then thanks in Kiswahili', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const user = renderFooter()
    await user.type(screen.getByRole('textbox', { name: 'Barua pepe' }), 'amina@example.com')
    await user.click(screen.getByRole('button', { name: 'Jisajili' }))
    expect(await screen.findByText('Imeshindikana kujisajili. Tafadhali jaribu tena baadaye.')).toBeTruthy()
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 201 }))
    await user.click(screen.getByRole('button', { name: 'Jisajili' }))
    const thanks = await screen.findByText(/^Asante/)
    expect(englishLeftIn(thanks.textContent ?? '', [shellCatalogue])).toEqual([])
    expect(thanks.textContent).not.toMatch(/Thank you/)
  })
})
