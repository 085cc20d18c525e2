/**
 * Where a PHQ-9 step's time goes (issue 21, item 3): the app's /tests/depression in Chromium with
 * the CPU slowed 4x, Begin Test pressed, then several steps (an answer, then Next) under the
 * DevTools protocol's sampling profiler and its page metrics (script, style, layout time and
 * counts). Prints the heaviest functions by self time and the metrics per step. A tool to run by
 * hand, not part of `npm run bench`:
 *
 *   npx vite build --minify false --outDir /tmp/web-unminified   # readable function names
 *   WEB_ROOT=/tmp/web-unminified node --import tsx bench/step-profile.ts [--steps=6] [--url=http://...]
 *
 * Without --url it starts the real server on WEB_ROOT (e2e/support/server.ts) and stops it after.
 */
import type { CDPSession } from 'playwright-core'
import { launchBrowser, PHONE_VIEWPORT } from '../e2e/support/browser.ts'
import { startServer } from '../e2e/support/server.ts'
import { slowPhone } from './throttling.ts'

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const argument = (name: string): string | undefined => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3)

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]))
}

/** Self time per function (ms), heaviest first. */
function heaviest(profile: Profile, count: number): string[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<string, number>()
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id)!
    const { functionName, url, lineNumber } = node.callFrame
    const key = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*\//, '')}:${lineNumber + 1}` : ''}`.trim()
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000)
  })
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${key}`)
}

async function main(): Promise<void> {
  const steps = Number(argument('steps') ?? 6)
  const server = argument('url') ? undefined : await startServer({ timeoutMs: 240_000 })
  const origin = argument('url') ?? server!.baseUrl
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true, serviceWorkers: 'block' })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown })
    await page.goto(`${origin}/tests/depression`)
    await page.getByRole('button', { name: 'Begin Test' }).click()
    await page.getByText('Question 1 of 10').waitFor()
    await cdp.send('Performance.enable')
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    const before = await metrics(cdp)
    await cdp.send('Profiler.start')
    const started = Date.now()
    // Driven from inside the page, as the bench's runner does: Playwright's own actions (hit
    // tests, computed styles) would be counted as the page's style and layout work.
    await page.evaluate(`(async (steps) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const until = async (find) => { for (;;) { const found = find(); if (found) return found; await frame(); } };
      const button = (label) => [...document.querySelectorAll('button')].find((candidate) => candidate.textContent.trim() === label && !candidate.disabled);
      for (let step = 1; step <= steps; step += 1) {
        (await until(() => document.querySelector('main input[type="radio"]'))).click();
        (await until(() => button('Next'))).click();
        await until(() => document.querySelector('main').textContent.includes('Question ' + (step + 1) + ' of 10'));
      }
    })(${steps})`)
    const wall = Date.now() - started
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
    const after = await metrics(cdp)
    console.log(`${steps} steps (answer, Next) under ${slowPhone.cpuSlowdown}x CPU; wall ${wall} ms including the automation's round trips\n`)
    console.log('Per step (Performance.getMetrics):')
    for (const name of ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration']) {
      console.log(`  ${name.padEnd(20)} ${(((after[name] ?? 0) - (before[name] ?? 0)) * 1000 / steps).toFixed(1)} ms`)
    }
    for (const name of ['RecalcStyleCount', 'LayoutCount', 'Nodes', 'JSHeapUsedSize']) {
      console.log(`  ${name.padEnd(20)} ${name === 'Nodes' || name === 'JSHeapUsedSize' ? after[name] : (((after[name] ?? 0) - (before[name] ?? 0)) / steps).toFixed(1)}`)
    }
    console.log('\nHeaviest functions by self time, all steps:')
    for (const line of heaviest(profile, 40)) console.log(line)
  } finally {
    await browser.close()
    await server?.stop()
  }
}

await main()
