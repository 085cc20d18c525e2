/**
 * `npm run dev` (issue 19 item 3): on a copy of the repository, with the Vite dev server running,
 * a test file added to tests-catalog/tests/ opens on the site in Chromium at once, the page that
 * was showing "not found" reloading by itself; a changed file is served changed; a broken one
 * shows the checker's line on the page (Vite's error overlay) and in its test calls; no rebuild
 * and no restart. Port 3142.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanCheckout } from '#tools/clean-checkout.ts'

const PORT = 3142
const base = `http://127.0.0.1:${PORT}`
let copy: string
let server: ViteDevServer
let browser: Browser

const testFile = (slug: string) => path.join(copy, 'tests-catalog', 'tests', `${slug}.json`)
const readTest = (slug: string) => JSON.parse(readFileSync(testFile(slug), 'utf8')) as Record<string, unknown> & { questions: { question: string }[]; scoring: { bands: unknown[] } }
const getTest = (code: string) => fetch(`${base}/api/tests/`, { headers: { 'x-test-code': code } })

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

beforeAll(async () => {
  copy = cleanCheckout('catalogue-dev-')
  server = await createServer({ configFile: path.join(copy, 'vite.config.ts'), server: { port: PORT, strictPort: true, host: '127.0.0.1' }, logLevel: 'error' })
  await server.listen()
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  rmSync(copy, { recursive: true, force: true })
})

describe('npm run dev with a test file added or changed', () => {
  it('opens a new test on the site at once: the test-not-found page reloads by itself into its intro', async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/tests/worry-check`)
    await page.getByRole('heading', { name: "Oops! We couldn't find your test." }).waitFor({ timeout: 60_000 })
    expect((await getTest('MH-099')).status).toBe(404)

    const worryCheck = { ...readTest('anxiety'), routeSlug: 'worry-check', testCode: 'MH-099', informalTitle: 'Worry Check' }
    writeFileSync(testFile('worry-check'), JSON.stringify(worryCheck, null, 2))

    await page.getByRole('button', { name: 'Begin Test' }).waitFor({ timeout: 30_000 })
    expect(await page.getByRole('dialog').textContent()).toContain('Worry Check')
    const served = await getTest('MH-099')
    expect(served.status).toBe(200)
    expect(((await served.json()) as { routeSlug: string }).routeSlug).toBe('worry-check')
    await page.close()
  }, 90_000)

  it('serves a changed file changed, and scores with it', async () => {
    const depression = readTest('depression')
    depression.questions[0]!.question = 'Little interest or pleasure in doing things (changed while the dev server runs)'
    writeFileSync(testFile('depression'), JSON.stringify(depression, null, 2))
    const served = await eventually(async () => (await (await getTest('MH-001')).json()) as { questions: { question: string }[] }, (json) => json.questions[0]!.question.includes('changed while'))
    expect(served.questions[0]!.question).toBe('Little interest or pleasure in doing things (changed while the dev server runs)')
    const scored = await fetch(`${base}/api/interpret/`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-test-code': 'MH-001' }, body: JSON.stringify({ answers: [2, 2, 2, 2, 2, 0, 0, 0, 0, 0] }) })
    expect(await scored.json()).toMatchObject({ totalScore: 10, grade: 'Moderate depression' })
  }, 60_000)

  it("returns a test's graded subscales through the server's own interpret route and response schema (burnout)", async () => {
    // Personal items "Sometimes" (50), work items "Always" with item 7 "Never" (100), no client work.
    const answers = [2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0, 4, 1, null, null, null, null, null, null, 0]
    const scored = await fetch(`${base}/api/interpret/`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-test-code': 'MH-003' }, body: JSON.stringify({ answers }) })
    const result = (await scored.json()) as { subscales?: { id: string; score: number; grade: string; tone: string }[] }
    expect(result.subscales?.map(({ id, score, grade, tone }) => [id, score, grade, tone])).toEqual([
      ['personalBurnout', 50, 'Moderate personal burnout', 'yellow'],
      ['workBurnout', 100, 'High work-related burnout', 'orange'],
    ])
  }, 60_000)

  it("shows a broken file's checker line on the page and in its test calls until it is fixed", async () => {
    const page = await browser.newPage()
    await page.goto(`${base}/tests/depression`)
    await page.getByRole('button', { name: 'Begin Test' }).waitFor({ timeout: 60_000 })
    const good = readFileSync(testFile('depression'), 'utf8')
    const broken = JSON.parse(good) as { scoring: { bands: unknown[] } }
    broken.scoring.bands.splice(2, 1)
    writeFileSync(testFile('depression'), JSON.stringify(broken, null, 2))
    const line = /depression\.json \/scoring\/bands\/2\/min: a total of 10 to 14 has no band/
    await page.locator('vite-error-overlay').getByText(line).waitFor({ timeout: 30_000 })
    const refused = await getTest('MH-001')
    expect(refused.status).toBe(500)
    expect(((await refused.json()) as { message: string }).message).toMatch(line)
    writeFileSync(testFile('depression'), good)
    expect((await eventually(() => getTest('MH-001'), (response) => response.status === 200)).status).toBe(200)
    await page.close()
  }, 90_000)
})
