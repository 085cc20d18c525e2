/**
 * SPEC.md sections 2 and 9: after internal navigation, wait 200 ms, then smoothly scroll to a
 * target offset by the navigation bar's height plus 10 px. Does nothing if the target is absent.
 */
export const SCROLL_DELAY_MS = 200
const NAV_GAP_PX = 10

/** Scrolls to the first element matching `selector`, below the navigation bar (`.navbar`, if there is one). */
export function scrollToSection(selector: string): void {
  const target = document.querySelector(selector)
  if (!target) return
  const navBar = document.querySelector('.navbar')
  const offset = (navBar?.getBoundingClientRect().height ?? 0) + NAV_GAP_PX
  const top = target.getBoundingClientRect().top + window.scrollY - offset
  window.scrollTo({ top, behavior: 'smooth' })
}

/** Schedules `scrollToSection` after the 200 ms delay; returns the timer id. */
export function scrollToSectionSoon(selector: string): ReturnType<typeof setTimeout> {
  return setTimeout(() => scrollToSection(selector), SCROLL_DELAY_MS)
}
