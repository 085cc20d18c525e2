/**
 * Lighthouse (the npm package) on Debian's Chromium with its mobile defaults (a Moto G class phone,
 * simulated 4x CPU slowdown, 150 ms RTT, 1.6 Mbps): performance score, LCP, TBT, CLS and total
 * bytes, the median of several runs per page.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_PATH } from '../e2e/support/browser.ts'
import { median, round } from './stats.ts'

export type LighthouseRun = { score: number; lcpMs: number; tbtMs: number; cls: number; totalBytes: number }
export type LighthouseFigures = { page: string; runs: LighthouseRun[]; median: LighthouseRun }

async function auditOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: round(audit('largest-contentful-paint')),
      tbtMs: round(audit('total-blocking-time')),
      cls: round(audit('cumulative-layout-shift'), 3),
      totalBytes: round(audit('total-byte-weight')),
    }
  } finally {
    await chrome.kill()
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, up to 3 times. */
async function auditWithRetries(url: string, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url)
    } catch (error) {
      if (attempt >= attempts) throw error
      console.log(`  ${(error as Error).message}: trying again (${attempt + 1} of ${attempts})`)
    }
  }
}

export async function measureLighthouse(baseUrl: string, pages: string[], { runs = 5 } = {}): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = []
  for (const page of pages) {
    const results: LighthouseRun[] = []
    for (let run = 0; run < runs; run += 1) results.push(await auditWithRetries(`${baseUrl}${page}`))
    figures.push({
      page,
      runs: results,
      median: {
        score: median(results.map((run) => run.score)),
        lcpMs: median(results.map((run) => run.lcpMs)),
        tbtMs: median(results.map((run) => run.tbtMs)),
        cls: median(results.map((run) => run.cls)),
        totalBytes: median(results.map((run) => run.totalBytes)),
      },
    })
  }
  return figures
}
