// @vitest-environment jsdom
/**
 * The home page inside the app (SPEC.md section 2): the top banner, then the sticky navigation
 * bar, then the hero; and the footer's 'Our Services' from another page, which replaces that
 * page with / and scrolls to the services 200 ms later, below the navigation bar plus 10 px.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAt } from '../testing/route-test-support.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the home page in the app', () => {
  it('puts the top banner above the navigation bar, and the bar above the hero', () => {
    renderAt('/')
    const banner = screen.getByRole('complementary', { name: 'Early preview' })
    const bar = screen.getByRole('banner')
    const hero = screen.getByRole('heading', { level: 1 })
    expect(banner.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(bar.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(bar.classList.contains('navbar')).toBe(true)
  })

  it("the footer's 'Our Services', from another page, lands on / and scrolls to the services below the bar", () => {
    renderAt('/no-such-page')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/doesn't exist/)
    vi.useFakeTimers()
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Our Services' }))

    const services = document.querySelector('.our-services')
    expect(services).not.toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find the answers you need to fuel your wellness journey')
    vi.spyOn(services!, 'getBoundingClientRect').mockReturnValue({ top: 2400, height: 700 } as DOMRect)
    vi.spyOn(document.querySelector('.navbar')!, 'getBoundingClientRect').mockReturnValue({ top: 0, height: 60 } as DOMRect)
    const scrollTo = vi.mocked(window.scrollTo)
    scrollTo.mockClear()

    act(() => vi.advanceTimersByTime(199))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2400 - (60 + 10), behavior: 'smooth' })
  })
})
