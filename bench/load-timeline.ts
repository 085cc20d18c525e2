/**
 * What a test page's first paint waits for (issue 21, item 3): one cold visit of a page under the
 * anchor's throttling (bench/throttling.ts), and a timeline from navigation of the page's own
 * response, each file it fetched (asked for, first byte, last byte), first contentful paint, when
 * the parser finished (domInteractive), DOMContentLoaded, and the long tasks (script work over 50 ms)
 * with their starts. A tool to run by hand, not part of `npm run bench`:
 *
 *   node --import tsx bench/load-timeline.ts [--path=/tests/depression] [--url=http://...] [--runs=3] [--floor] [--checkout=DIR]
 *
 * --checkout=DIR serves another copy of the repository (an earlier commit's worktree, say), with
 * its own server code and its build in DIR/dist, for a before-and-after comparison.
 * Without --url it starts the real server on WEB_ROOT or dist/ (e2e/support/server.ts) and stops it
 * after; with --floor it visits the plain-HTML floor of PHQ-9 instead (bench/plain-floor.ts). Figures are medians of the runs where a run has the same files; each run's table is printed.
 */
import path from 'node:path'
import { launchBrowser, PHONE_VIEWPORT } from '../e2e/support/browser.ts'
import { startServer } from '../e2e/support/server.ts'
import { startFloorServer } from './plain-floor.ts'
import { throttle } from './throttling.ts'

const argument = (name: string): string | undefined => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3)

/** Collects long tasks from the very start of the document (an init script). */
const longTaskWatch = `
  window.__longTasks = [];
  try { new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]); }).observe({ type: 'longtask', buffered: true }); } catch {}
`

type Timeline = {
  page: { responseStart: number; responseEnd: number; domInteractive: number; domContentLoaded: number; loadEvent: number; bytes: number }
  firstPaint: number
  files: { name: string; start: number; firstByte: number; end: number; bytes: number }[]
  longTasks: [number, number][]
}

const round = (value: number): number => Math.round(value)

async function visit(origin: string, pathname: string): Promise<Timeline> {
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.addInitScript(longTaskWatch)
    await throttle(page)
    await page.goto(`${origin}${pathname}`, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForTimeout(1500)
    return (await page.evaluate(`(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        page: { responseStart: navigation.responseStart, responseEnd: navigation.responseEnd, domInteractive: navigation.domInteractive, domContentLoaded: navigation.domContentLoadedEventStart, loadEvent: navigation.loadEventStart, bytes: navigation.transferSize },
        firstPaint: paint ? paint.startTime : -1,
        files: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name.replace(location.origin, ''), start: entry.startTime, firstByte: entry.responseStart, end: entry.responseEnd, bytes: entry.transferSize })),
        longTasks: window.__longTasks,
      };
    })()`)) as Timeline
  } finally {
    await browser.close()
  }
}

function print(timeline: Timeline): void {
  const { page } = timeline
  console.log(`  page: first byte ${round(page.responseStart)}, last byte ${round(page.responseEnd)} (${page.bytes} B), parsed ${round(page.domInteractive)}, DOMContentLoaded ${round(page.domContentLoaded)}, load ${round(page.loadEvent)}`)
  console.log(`  first contentful paint: ${round(timeline.firstPaint)}`)
  for (const file of timeline.files) console.log(`  ${String(round(file.start)).padStart(6)} → ${String(round(file.firstByte)).padStart(6)} → ${String(round(file.end)).padStart(6)}  ${String(file.bytes).padStart(7)} B  ${file.name}`)
  console.log(`  long tasks (start+duration): ${timeline.longTasks.map(([start, duration]) => `${round(start)}+${round(duration)}`).join(', ') || 'none'}`)
  console.log(`  summary: first paint ${round(timeline.firstPaint)}, stylesheets in ${round(stylesIn(timeline))}, code in ${round(codeIn(timeline))}, last long task ends ${round(lastLongTaskEnd(timeline))}`)
}

/** When the last stylesheet arrived (0 for a page with none). */
const stylesIn = (timeline: Timeline): number => Math.max(0, ...timeline.files.filter((file) => file.name.endsWith('.css')).map((file) => file.end))

/** When the last script fetched before the load event arrived (the offline worker's registration comes after it). */
const codeIn = (timeline: Timeline): number => Math.max(0, ...timeline.files.filter((file) => file.name.endsWith('.js') && file.start < timeline.page.loadEvent).map((file) => file.end))

const lastLongTaskEnd = (timeline: Timeline): number => Math.max(0, ...timeline.longTasks.filter(([start]) => start < timeline.page.loadEvent + 200).map(([start, duration]) => start + duration))

async function main(): Promise<void> {
  const runs = Number(argument('runs') ?? 3)
  const floor = process.argv.includes('--floor') ? await startFloorServer() : undefined
  const checkout = argument('checkout')
  const server = argument('url') || floor ? undefined : await startServer({ timeoutMs: 240_000, checkout: checkout ? { root: checkout, web: path.join(checkout, 'dist') } : undefined })
  const origin = argument('url') ?? floor?.baseUrl ?? server!.baseUrl
  const pathname = floor ? floor.route : (argument('path') ?? '/tests/depression')
  try {
    const timelines: Timeline[] = []
    for (let run = 1; run <= runs; run += 1) {
      const timeline = await visit(origin, pathname)
      console.log(`run ${run}, ${pathname}, throttled (ms from navigation):`)
      print(timeline)
      timelines.push(timeline)
    }
    const median = (values: number[]) => round(values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!)
    console.log(`medians: first paint ${median(timelines.map((t) => t.firstPaint))}, stylesheets in ${median(timelines.map(stylesIn))}, code in ${median(timelines.map(codeIn))}, last long task ends ${median(timelines.map(lastLongTaskEnd))}`)
  } finally {
    await server?.stop()
    await floor?.stop()
  }
}

await main()
