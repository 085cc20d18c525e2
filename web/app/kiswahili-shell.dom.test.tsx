// @vitest-environment jsdom
/** The app's own screens on a Kiswahili page (issue 20): the 404 page, a route's loading words, with the tab title and <html lang>, and the pre-session screening card. */
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { backToEnglish, englishLeftIn, inKiswahili, shellCatalogue } from '../testing/kiswahili-page.ts'
import { AppRoutes } from './app.tsx'
import { ScreeningCompletion } from './screening-completion.tsx'

beforeAll(() => inKiswahili())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
afterAll(() => {
  backToEnglish()
  document.documentElement.lang = 'en'
})

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

describe('the 404 page in Kiswahili', () => {
  it('says so in Kiswahili, with a way home and a tab title in Kiswahili', () => {
    renderAt('/no-such-page')
    expect(screen.getByRole('heading', { level: 1, name: 'Samahani! Ukurasa unaoutafuta haupo.' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Nenda Mwanzo' }).getAttribute('href')).toBe('/')
    expect(document.title).toBe('Ukurasa haukupatikana | Afya Hub')
    expect(document.documentElement.lang).toBe('sw')
    expect(englishLeftIn(screen.getByRole('main').textContent ?? '', [shellCatalogue])).toEqual([])
  })
})

describe('a page that loads on demand', () => {
  it('says it is loading in Kiswahili', () => {
    renderAt('/premium')
    expect(screen.getByRole('status').textContent).toBe('Inapakia ukurasa...')
  })
})

describe('the pre-session screening card in Kiswahili', () => {
  it('says the screening is marked, and a failure with Try again, in Kiswahili', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(new Response(null, { status: 503 }))
    vi.stubGlobal('fetch', fetchMock)
    render(
      <MemoryRouter initialEntries={[{ pathname: '/tests/anxiety', state: { screeningFor: '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60' } }]}>
        <ScreeningCompletion routeSlug="anxiety" />
      </MemoryRouter>,
    )
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toMatch(/^Hatukuweza kuweka alama/)
    expect(screen.getByRole('link', { name: 'Rudi kwenye uchunguzi wako' })).toBeTruthy()
    const card = screen.getByRole('complementary', { name: 'Uchunguzi wako kabla ya kipindi' })
    expect(englishLeftIn(card.textContent ?? '', [shellCatalogue])).toEqual([])
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ routeSlug: 'anxiety', completed: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    act(() => screen.getByRole('button', { name: 'Jaribu tena' }).click())
    expect(screen.getByRole('status').textContent).toMatch(/Inaweka alama kuwa uchunguzi huu umekamilika/)
    expect(await screen.findByText(/^Uchunguzi huu umewekwa alama kuwa umekamilika/)).toBeTruthy()
  })
})
