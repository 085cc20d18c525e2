/**
 * How much of the screen floats: the rows of the viewport taken by fixed or sticky elements other
 * than the navigation bar at the top (the page's header, docs/decisions/098), measured at the top,
 * the middle and the end of the page; the largest of the three. Rows taken by two overlapping
 * elements count once, so the dock and a control painted on it count as the dock.
 */
import type { Page } from 'playwright-core'

export type FloatingMeasure = {
  /** The most pixel rows that floated at any of the three positions. */
  height: number
  /** What floated there (tag, class and height), for the message of a failing check. */
  floating: string[]
}

export async function floatingHeight(page: Page): Promise<FloatingMeasure> {
  let height = 0
  const floating = new Set<string>()
  for (const where of ['top', 'middle', 'end'] as const) {
    const measure = await page.evaluate(async (position) => {
      const end = document.documentElement.scrollHeight - window.innerHeight
      const top = position === 'top' ? 0 : position === 'middle' ? Math.round(end / 2) : end
      window.scrollTo({ top, behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const rows = new Set<number>()
      const names: string[] = []
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const place = getComputedStyle(element).position
        if (place !== 'fixed' && place !== 'sticky') continue
        if (element.closest('.navbar') || !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
        const rect = element.getBoundingClientRect()
        const from = Math.max(0, Math.floor(rect.top))
        const to = Math.min(window.innerHeight, Math.ceil(rect.bottom))
        if (rect.width < 1 || to <= from) continue
        // A sticky element floats only while it is stuck: where its own place in the page is out of view.
        if (place === 'sticky' && !isStuck(element)) continue
        for (let row = from; row < to; row++) rows.add(row)
        names.push(`<${element.tagName.toLowerCase()} class="${element.className}"> ${to - from}px`)
      }
      return { rows: rows.size, names }

      function isStuck(element: HTMLElement): boolean {
        const stuckTop = parseFloat(getComputedStyle(element).top)
        const stuckBottom = parseFloat(getComputedStyle(element).bottom)
        const rect = element.getBoundingClientRect()
        return (!Number.isNaN(stuckTop) && Math.abs(rect.top - stuckTop) < 1) || (!Number.isNaN(stuckBottom) && Math.abs(window.innerHeight - rect.bottom - stuckBottom) < 1)
      }
    }, where)
    height = Math.max(height, measure.rows)
    for (const name of measure.names) floating.add(`${where}: ${name}`)
  }
  return { height, floating: [...floating] }
}
