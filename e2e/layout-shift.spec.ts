/**
 * Nothing jumps while a page loads (issue 8; Lighthouse's CLS): the layout shifts Chromium records
 * from navigation until the page is ready add up to less than 0.05, on a prerendered page, a page
 * drawn in the browser, and a test page up to its intro dialog, on the benchmark's slow phone
 * (4x CPU, 150 ms, 1.6 Mbps), where loading texts stay up long enough to be replaced visibly.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { throttle } from '../bench/throttling.ts'
import { useJourney } from './support/journey.ts'

const recordShifts = `
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__layoutShifts.push({ value: entry.value, nodes: entry.sources.map((source) => source.node ? source.node.nodeName + '.' + source.node.className : '?') });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`

async function shiftsWhileLoading(page: Page, path: string, ready: () => Promise<unknown>): Promise<{ total: number; nodes: string[] }> {
  await page.addInitScript(recordShifts)
  await throttle(page)
  await page.goto(path, { timeout: 30_000 })
  await ready()
  await page.waitForLoadState('networkidle')
  const shifts = (await page.evaluate('window.__layoutShifts')) as { value: number; nodes: string[] }[]
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), nodes: shifts.flatMap((shift) => shift.nodes) }
}

describe('layout shift while loading', () => {
  const journey = useJourney()

  it.each([
    ['/', 'the home page (prerendered)'],
    ['/categories/mental-health', 'a category (prerendered)'],
    ['/search', 'the search page (drawn in the browser)'],
  ])('%s: %s', async (path) => {
    const { page } = await journey.open()
    const result = await shiftsWhileLoading(page, path, () => page.getByRole('main').getByRole('heading', { level: 1 }).waitFor())
    expect(result.total, `shifted: ${result.nodes.join(', ')}`).toBeLessThan(0.05)
  })

  it('/tests/depression: the loading text, then the intro dialog', async () => {
    const { page } = await journey.open()
    const result = await shiftsWhileLoading(page, '/tests/depression', () => page.getByRole('button', { name: 'Begin Test' }).waitFor())
    expect(result.total, `shifted: ${result.nodes.join(', ')}`).toBeLessThan(0.05)
  })
})
