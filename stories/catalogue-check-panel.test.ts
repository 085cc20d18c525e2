/**
 * In the real Storybook (`npm run storybook`, port 3146) on a copy of the repository with one
 * broken test file: that test's story shows the checker's line in the canvas and in Storybook's
 * own "Catalogue check" panel, not Storybook's generic render-error advice; another test's story
 * still opens its intro, and its panel says the checker finds no problem. Chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanCheckout } from '#tools/clean-checkout.ts'

const PORT = 3146
const base = `http://127.0.0.1:${PORT}`
const BAND_LINE = 'depression.json /scoring/bands/2/min: a total of 10 to 14 has no band'
let copy: string
let storybook: ChildProcess
let browser: Browser

async function waitForStorybook(): Promise<void> {
  const until = Date.now() + 120_000
  while (Date.now() < until) {
    const ready = await fetch(`${base}/index.json`).then((response) => response.ok, () => false)
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('Storybook did not start')
}

async function openStory(id: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(`${base}/?path=/story/${id}`)
  await page.getByRole('tab', { name: 'Catalogue check' }).click({ timeout: 60_000 })
  return page
}

beforeAll(async () => {
  copy = cleanCheckout('storybook-panel-')
  const file = path.join(copy, 'tests-catalog', 'tests', 'depression.json')
  const broken = JSON.parse(readFileSync(file, 'utf8')) as { scoring: { bands: unknown[] } }
  broken.scoring.bands.splice(2, 1)
  writeFileSync(file, JSON.stringify(broken, null, 2))
  storybook = spawn(path.join(copy, 'node_modules', '.bin', 'storybook'), ['dev', '-p', String(PORT), '--exact-port', '--host', '127.0.0.1', '--ci', '--no-open'], { cwd: copy, stdio: 'ignore', detached: true })
  await waitForStorybook()
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  if (storybook?.pid) process.kill(-storybook.pid, 'SIGTERM')
  rmSync(copy, { recursive: true, force: true })
})

describe('Storybook with a broken catalogue file', () => {
  it("shows the checker's line in the broken test's canvas and in the Catalogue check panel", async () => {
    const page = await openStory('catalogue-tests-mental-health--depression')
    const canvas = page.frameLocator('#storybook-preview-iframe')
    await canvas.getByRole('heading', { level: 1, name: 'depression.json has a problem' }).waitFor({ timeout: 90_000 })
    expect(await canvas.getByRole('list', { name: "The checker's lines" }).innerText()).toBe(BAND_LINE)
    const panel = page.locator('#storybook-panel-root')
    await panel.getByText(BAND_LINE).waitFor({ timeout: 30_000 })
    expect(await panel.innerText()).toContain("The catalogue checker (npm run check:catalog) found a problem in this test's file.")
    expect(await canvas.locator('body').innerText()).not.toMatch(/failed to render properly|This addon has errors/i)
    expect(await panel.innerText()).not.toContain('This addon has errors')
    await page.close()
  }, 150_000)

  it("keeps another test's story working, its panel finding no problem", async () => {
    const page = await openStory('catalogue-tests-mental-health--anxiety')
    await page.frameLocator('#storybook-preview-iframe').getByRole('button', { name: 'Begin Test' }).waitFor({ timeout: 90_000 })
    await page.locator('#storybook-panel-root').getByText("The catalogue checker finds no problem in this test's file.").waitFor({ timeout: 30_000 })
    await page.close()
  }, 150_000)
})
