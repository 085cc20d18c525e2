/**
 * SPEC.md sections 2 and 9: after internal navigation, wait 200 ms, then smoothly scroll to a
 * target offset by the navigation bar's height plus 10 px. Does nothing if the target is absent.
 * Used by the navigation bar, the home page's hero and the footer.
 *
 * Two additions for people who do not use a mouse: the scroll is instant when the person asks
 * for reduced motion, and a target that can take focus (tabindex="-1") gets it, without a second
 * scroll, so the next Tab and a screen reader carry on from the section rather than the link.
 */
export const SCROLL_DELAY_MS = 200
export const NAV_GAP_PX = 10

/** The home page's sections that links elsewhere lead to (the hero's id, the services' class). */
export const HOME_SECTIONS = { hero: '#hero', services: '.our-services' } as const

/** The navigation bar's class: its height is the offset. */
export const NAV_BAR_SELECTOR = '.navbar'

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Scrolls to the first element matching `selector`, below the navigation bar (`.navbar`, if there is one). */
export function scrollToSection(selector: string): void {
  const target = document.querySelector<HTMLElement>(selector)
  if (!target) return
  const navBar = document.querySelector(NAV_BAR_SELECTOR)
  const offset = (navBar?.getBoundingClientRect().height ?? 0) + NAV_GAP_PX
  const top = target.getBoundingClientRect().top + window.scrollY - offset
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true })
}

/** Schedules `scrollToSection` after the 200 ms delay; returns the timer id. */
export function scrollToSectionSoon(selector: string): ReturnType<typeof setTimeout> {
  return setTimeout(() => scrollToSection(selector), SCROLL_DELAY_MS)
}
