// @vitest-environment jsdom
/** The Premium page at /sw/premium (issue 20): the card's words from site.json's Kiswahili, the form, its problems and thanks in Kiswahili. */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { backToEnglish, englishLeftIn, featureCatalogue, inKiswahili } from '../../testing/kiswahili-page.ts'
import { PremiumPage } from './index.ts'

const fetchMock = vi.fn<typeof fetch>()

// As the route's loader does (web/app/route-pages.tsx): Premium shows the home page's Premium card.
beforeAll(() => inKiswahili(['premium', 'home']))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})
afterAll(() => backToEnglish())

function renderPage() {
  vi.stubGlobal('fetch', fetchMock)
  render(
    <MemoryRouter initialEntries={['/premium']}>
      <PremiumPage />
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('the Premium page in Kiswahili', () => {
  it('shows the launch line, the form and its labels in Kiswahili, with no English left', () => {
    renderPage()
    expect(screen.getByText('Tarehe ya kuzinduliwa itatangazwa')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Barua pepe (si lazima)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Agiza Mapema Sasa' })).toBeTruthy()
    expect(document.title).toBe('Agiza Premium mapema | Afya Hub')
    expect(englishLeftIn(document.body.textContent ?? '', [featureCatalogue('premium')])).toEqual([])
    expect(document.body.textContent).not.toMatch(/Launching|Go deeper/)
  })

  it('says the launch day in Kiswahili while it is still ahead (decision 079)', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-04-20T10:00:00+03:00'))
    try {
      renderPage()
      expect(screen.getByText('Inazinduliwa Alhamisi, 1 Mei 2025')).toBeTruthy()
      expect(document.body.textContent).not.toMatch(/Launching/)
    } finally {
      vi.useRealTimers()
    }
  })

  it('says a failed send in Kiswahili, then thanks in Kiswahili', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const user = renderPage()
    await user.type(screen.getByRole('textbox', { name: 'Barua pepe (si lazima)' }), 'amina@example.com')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Agiza Mapema Sasa' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Hatukuweza kutuma agizo lako la mapema. Tafadhali angalia muunganisho wako na ujaribu tena.')
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 201 }))
    await user.click(screen.getByRole('button', { name: 'Agiza Mapema Sasa' }))
    expect(await screen.findByRole('heading', { name: 'Asante! Agizo lako la mapema limepokelewa.' })).toBeTruthy()
  })
})
