/**
 * A focused field is never under a bar (issue 21 item 5, docs/decisions/098): tabbing through the
 * booking form, forwards and then backwards, at 1280x800 and on a 360x740 phone, every control that
 * takes focus in the form is entirely in view, and at its centre and four corners the browser paints
 * the control itself (document.elementFromPoint), with no fixed or sticky element (the navigation
 * bar, the floating dock) over any part of it. The page's scroll-padding (top: the navigation
 * bar; bottom: the dock) is what keeps them clear when the browser scrolls a focused field into
 * view. The error summary's links do the same: each moves focus to a field in the clear.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { useJourney } from './support/journey.ts'

const SCREENS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const

type FocusCheck = { inForm: boolean; label: string; problems: string[] }

/** Runs in the page: is the focused element, if in the form, in full view with nothing over it? */
function checkFocused(): FocusCheck {
  const focused = document.activeElement as HTMLElement | null
  const form = document.querySelector('main form')
  if (!focused || !form || !form.contains(focused)) return { inForm: false, label: focused?.tagName ?? 'none', problems: [] }
  const label =
    focused.getAttribute('aria-label') || (focused as HTMLInputElement).labels?.[0]?.innerText?.trim().slice(0, 40) || focused.innerText?.trim().slice(0, 40) || focused.id || focused.tagName
  const problems: string[] = []
  // A link wrapped over two lines is two boxes (its bounding box would take in the words around it).
  const rects = Array.from(focused.getClientRects()).filter((box) => box.width >= 2 && box.height >= 2)
  if (rects.length === 0) problems.push('no box on screen')
  const bars = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((element) => {
    const position = getComputedStyle(element).position
    return (position === 'fixed' || position === 'sticky') && !element.contains(focused) && element.checkVisibility()
  })
  for (const rect of rects) {
    if (rect.top < 0 || rect.left < 0 || rect.bottom > window.innerHeight || rect.right > window.innerWidth) {
      problems.push(`out of view: top ${Math.round(rect.top)}, bottom ${Math.round(rect.bottom)} of ${window.innerHeight}`)
    }
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
    ] as const
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y)
      const itself = hit !== null && (hit === focused || focused.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === focused))
      if (!itself) problems.push(`at (${Math.round(x)}, ${Math.round(y)}) the page shows ${hit ? `<${hit.tagName.toLowerCase()} class="${hit.className}">` : 'nothing'}`)
    }
    for (const element of bars) {
      const bar = element.getBoundingClientRect()
      const overlap = Math.min(bar.bottom, rect.bottom) - Math.max(bar.top, rect.top) > 0.5 && Math.min(bar.right, rect.right) - Math.max(bar.left, rect.left) > 0.5
      if (overlap) problems.push(`under <${element.tagName.toLowerCase()} class="${element.className}">`)
    }
  }
  return { inForm: true, label, problems }
}

/** Presses `key` until focus has left the form after visiting it; returns every check made inside it. */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<FocusCheck[]> {
  const checks: FocusCheck[] = []
  for (let press = 0; press < 120; press++) {
    await page.keyboard.press(key)
    const check = await page.evaluate(checkFocused)
    if (check.inForm) checks.push(check)
    else if (checks.length > 0) break
  }
  return checks
}

describe('a focused booking field is never under a bar', () => {
  const journey = useJourney()

  for (const screen of SCREENS) {
    it(`tabbing through the booking form forwards and backwards at ${screen.width}x${screen.height}`, async () => {
      const { page, pageErrors } = await journey.open()
      await page.setViewportSize({ width: screen.width, height: screen.height })
      await page.goto('/booking?productID=appointment')
      const main = page.getByRole('main')
      await main.getByRole('heading', { level: 1, name: 'Book a Virtual Appointment' }).waitFor()
      await page.locator('.chat-toggle').waitFor()

      const forwards = await tabThrough(page, 'Tab')
      const labels = forwards.map((check) => check.label)
      for (const field of ['First name', 'Last name', 'Phone number', 'Submit']) {
        expect(labels.some((label) => label.includes(field)), `${field} among ${labels.join(' | ')}`).toBe(true)
      }
      expect(forwards.filter((check) => check.problems.length > 0)).toEqual([])

      // Backwards from after Submit, up to the top of the form: the navigation bar is now the bar in the way.
      const backwards = await tabThrough(page, 'Shift+Tab')
      expect(backwards.length).toBeGreaterThanOrEqual(forwards.length - 1)
      expect(backwards.filter((check) => check.problems.length > 0)).toEqual([])
      await screenshot(page, `focus-clear-of-bars-${screen.name}`)

      // Submit an empty form: each link of the error summary focuses its field, in the clear.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      await main.getByRole('button', { name: 'Submit' }).click()
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
      await summary.waitFor()
      const links = await summary.getByRole('link').count()
      expect(links).toBeGreaterThan(2)
      for (let index = 0; index < links; index++) {
        await summary.getByRole('link').nth(index).click()
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const check = await page.evaluate(checkFocused)
        expect(check.inForm).toBe(true)
        expect(check.problems, check.label).toEqual([])
        await summary.scrollIntoViewIfNeeded()
      }
      expect(pageErrors).toEqual([])
    })
  }
})
