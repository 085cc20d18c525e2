// @vitest-environment jsdom
/**
 * The navigation bar as a person uses it (SPEC.md sections 2 and 9): the items, the scroll to a
 * home-page section 200 ms after a click, below the bar plus 10 px, from the home page and from
 * another page (which is replaced by /), the top banner on the home page only, and the
 * small-screen menu (toggle, Escape, choosing an item).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { home } from '../../../tests-catalog/site.json'
import { NavigationBar } from './index.ts'

const NAV_HEIGHT = 56
const SERVICES_TOP = 900
const HERO_TOP = 120

/** Stubs matchMedia: `wide` answers the bar's min-width query; nothing asks for reduced motion. */
function screenIs(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? wide : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

function rectAt(top: number, height: number): DOMRect {
  return { top, height, bottom: top + height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) }
}

/** A stand-in home page with the two sections the items lead to, at known positions. */
function FakeHome() {
  return (
    <main>
      <section id="hero" ref={(node) => void (node && vi.spyOn(node, 'getBoundingClientRect').mockReturnValue(rectAt(HERO_TOP, 400)))}>Hero</section>
      <section className="our-services" ref={(node) => void (node && vi.spyOn(node, 'getBoundingClientRect').mockReturnValue(rectAt(SERVICES_TOP, 600)))}>
        Services
      </section>
    </main>
  )
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NavigationBar />
            <FakeHome />
          </>
        ),
      },
    ],
    { initialEntries: ['/previous', path], initialIndex: 1 },
  )
  render(<RouterProvider router={router} />)
  const bar = document.querySelector('.navbar')!
  vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(rectAt(0, NAV_HEIGHT))
  return router
}

let scrollTo: ReturnType<typeof vi.fn>

beforeEach(() => {
  scrollTo = vi.fn()
  vi.stubGlobal('scrollTo', scrollTo)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('on a wide screen', () => {
  beforeEach(() => screenIs(true))

  it('shows the seven items in the main navigation, with no menu button', () => {
    renderAt('/')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const names = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent)
    expect(names).toEqual(['Home', 'Our Services', 'Wellness', 'About Us', 'Search', 'My booking', 'Premium'])
    expect(screen.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about-us')
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search')
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull()
  })

  // Decision 079: no item promises what is not there (SPEC.md's 'Log In' led to the services; there are no visitor accounts).
  it.each([
    ['Wellness', '/wellness'],
    ['My booking', '/manage'],
    ['Premium', '/premium'],
  ])('"%s" opens its page, %s, with no scroll to the services', (name, path) => {
    vi.useFakeTimers()
    const router = renderAt('/')
    fireEvent.click(screen.getByRole('link', { name }))
    expect(router.state.location.pathname).toBe(path)
    act(() => vi.advanceTimersByTime(200))
    expect(scrollTo).not.toHaveBeenCalled()
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull()
  })

  it('scrolls to the services 200 ms after "Our Services", to their top less the bar height and 10 px', () => {
    vi.useFakeTimers()
    renderAt('/')
    fireEvent.click(screen.getByRole('link', { name: 'Our Services' }))
    act(() => vi.advanceTimersByTime(199))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenCalledWith({ top: SERVICES_TOP - (NAV_HEIGHT + 10), behavior: 'smooth' })
  })

  it('from another page, "Home" replaces that page with / and then scrolls to the hero', () => {
    vi.useFakeTimers()
    const router = renderAt('/about-us')
    fireEvent.click(screen.getByRole('link', { name: 'Home' }))
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(200))
    expect(scrollTo).toHaveBeenCalledWith({ top: HERO_TOP - (NAV_HEIGHT + 10), behavior: 'smooth' })
  })

  it('scrolls without animation for people who ask for reduced motion', () => {
    vi.useFakeTimers()
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }))
    renderAt('/')
    fireEvent.click(screen.getByRole('link', { name: 'Our Services' }))
    act(() => vi.advanceTimersByTime(200))
    expect(scrollTo).toHaveBeenCalledWith({ top: SERVICES_TOP - (NAV_HEIGHT + 10), behavior: 'auto' })
  })

  it('shows the top banner on the home page only', () => {
    const router = renderAt('/')
    expect(screen.getByRole('complementary', { name: 'Early preview' }).textContent).toContain(home.banner.title)
    act(() => void router.navigate('/search'))
    expect(screen.queryByRole('complementary', { name: 'Early preview' })).toBeNull()
  })
})

describe('on a small screen', () => {
  beforeEach(() => screenIs(false))

  const toggle = () => screen.getByRole('button', { name: 'Menu' })

  it('keeps the items behind a closed menu button that controls them', () => {
    renderAt('/')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'About Us' })).toBeNull()
    const menu = document.getElementById(toggle().getAttribute('aria-controls')!)
    expect(menu?.hidden).toBe(true)
  })

  it('opens and closes with the button', () => {
    renderAt('/')
    fireEvent.click(toggle())
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'About Us' })).toBeTruthy()
    fireEvent.click(toggle())
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'About Us' })).toBeNull()
  })

  it('closes on Escape and gives focus back to the button', () => {
    renderAt('/')
    fireEvent.click(toggle())
    screen.getByRole('link', { name: 'Search' }).focus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle())
  })

  it('closes when an item is chosen, and still scrolls to its section', () => {
    vi.useFakeTimers()
    renderAt('/')
    fireEvent.click(toggle())
    fireEvent.click(screen.getByRole('link', { name: 'Our Services' }))
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    act(() => vi.advanceTimersByTime(200))
    expect(scrollTo).toHaveBeenCalledWith({ top: SERVICES_TOP - (NAV_HEIGHT + 10), behavior: 'smooth' })
  })

  it('closes when a page link is chosen', () => {
    const router = renderAt('/')
    fireEvent.click(toggle())
    fireEvent.click(screen.getByRole('link', { name: 'About Us' }))
    expect(router.state.location.pathname).toBe('/about-us')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
  })
})
