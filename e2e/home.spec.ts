/**
 * The home page in a real browser (SPEC.md section 2): every section with axe and a screenshot,
 * nothing fetched from another site; 'Our Services' in the navigation bar bringing the services
 * to just below the sticky bar; the logo carousel's logos at their real width and moving, pausing
 * on its button and standing still for reduced motion; the journey home → 'Explore 30+ Free
 * Tests' → a category → a test → its result;
 * and the small-screen menu at 360x740.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { beginTest, catalogTest, next, onQuestion, resultHeading, useJourney } from './support/journey.ts'
import { repoRoot } from './support/server.ts'

const HERO = 'Find the answers you need to fuel your wellness journey'
const { home } = JSON.parse(readFileSync(path.join(repoRoot, 'tests-catalog', 'site.json'), 'utf8')) as { home: { partners: { logos: { alt: string; placeholder?: boolean }[] } } }
const wellbeing = catalogTest('holistic-wellbeing')

/** The services section's top, less the navigation bar's bottom (SPEC.md: the bar's height plus 10 px). */
async function servicesGapBelowBar(page: Page): Promise<number> {
  return page.evaluate(() => {
    const services = document.querySelector('.our-services')!.getBoundingClientRect().top
    const bar = document.querySelector('.navbar')!.getBoundingClientRect().bottom
    return Math.round(services - bar)
  })
}

describe('the home page', () => {
  const journey = useJourney()

  it('shows every section, passes axe and loads nothing from another site', async () => {
    const { page, pageErrors } = await journey.open()
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(journey.baseUrl) && !request.url().startsWith('data:')) foreign.push(request.url())
    })
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: HERO }).waitFor()
    const main = page.getByRole('main')
    for (const name of ['3 Simple Steps', 'Secure. Private. Trusted.', 'Most Popular Tests', 'Our Services']) {
      await main.getByRole('heading', { level: 2, name }).waitFor()
    }
    await page.getByRole('complementary', { name: 'Early preview' }).waitFor()
    await checkA11y(page, 'home page')

    // Every picture the page names exists, as a WebP or (the category and service pictures, decision 095) an SVG from this site.
    const sources = await page.evaluate(() => [...new Set(Array.from(document.images, (image) => image.getAttribute('src')!))])
    // Nine pictures now that no placeholder partner logo is drawn (decision 079); it was eight more.
    expect(sources.length).toBeGreaterThan(8)
    for (const source of sources) {
      const response = await page.request.get(source)
      expect(response.status(), source).toBe(200)
      expect(response.headers()['content-type'], source).toMatch(/^image\/(webp|svg\+xml)/)
    }

    // The FAQ opens one answer at a time, in the real browser too.
    await main.getByRole('button', { name: 'Is my data safe?' }).click()
    await main.getByText(/encrypted connection/).waitFor()
    await main.getByRole('button', { name: 'How long does a test take?' }).click()
    await expect.poll(() => main.getByText(/encrypted connection/).isVisible()).toBe(false)
    await checkA11y(page, 'home page, an FAQ answer open')

    await screenshot(page, 'home')
    expect(foreign).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it("'Our Services' in the navigation bar brings the services to 10 px below the sticky bar", async () => {
    const { page, pageErrors } = await journey.open()
    await page.setViewportSize({ width: 1024, height: 768 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Our Services' }).click()
    await expect.poll(() => servicesGapBelowBar(page), { timeout: 5000 }).toBe(10)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('our-services')

    // From another page: / replaces it, then the same scroll.
    await page.goto('/search')
    await nav.getByRole('link', { name: 'Our Services' }).click()
    await page.waitForURL(journey.baseUrl + '/')
    await expect.poll(() => servicesGapBelowBar(page), { timeout: 5000 }).toBe(10)

    // The hero starts right under the bar, so 'Home' brings the page back to (nearly) its top.
    await nav.getByRole('link', { name: 'Home' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeLessThan(100)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('hero')
    expect(pageErrors).toEqual([])
  })

  // Decision 079: only real partners' logos are shown; site.json has placeholders only, so there is
  // no strip and no 'Trusted by' claim. (The strip's motion and pause: partner-carousel.dom.test.tsx.)
  it('shows no partner strip while only placeholder logos are configured', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: HERO }).waitFor()
    expect(home.partners.logos.every((logo) => logo.placeholder)).toBe(true)
    expect(await page.getByRole('heading', { name: 'Trusted by Industry Leaders' }).count()).toBe(0)
    expect(await page.locator('.partner-track').count()).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it("goes from 'Explore 30+ Free Tests' to a category, a test and its result", async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/about-us')
    await page.goto('/')
    await page.getByRole('link', { name: 'Explore 30+ Free Tests' }).click()
    await page.waitForURL('**/categories')
    // The categories replaced the home page in the history: Back goes to the page before it.
    await page.goBack()
    await page.waitForURL('**/about-us')
    await page.goForward()
    await page.waitForURL('**/categories')
    const main = page.getByRole('main')
    await main.getByRole('link', { name: 'General Wellbeing Assessments' }).waitFor()
    await checkA11y(page, 'categories, from the home page')

    await main.getByRole('link', { name: 'General Wellbeing Assessments' }).click()
    await page.waitForURL('**/categories/general-wellbeing')
    const start = main.getByRole('link', { name: `Start ${wellbeing.informalTitle}` })
    await start.waitFor()
    await checkA11y(page, 'general wellbeing category')

    await start.click()
    await page.waitForURL('**/tests/holistic-wellbeing')
    await page.getByRole('dialog').getByRole('button', { name: 'Begin Test' }).waitFor()
    await beginTest(page)
    const total = wellbeing.questions.length
    for (let n = 1; n <= total; n++) {
      await onQuestion(page, n, total)
      await page.getByRole('radio').nth(n % 3).check()
      if (n < total) await next(page)
    }
    await page.getByRole('button', { name: 'Submit' }).click()
    await resultHeading(page, wellbeing.resultHeading)
    await checkA11y(page, 'wellbeing result, from the home page')
    await screenshot(page, 'home-to-result')

    expect(pageErrors).toEqual([])
  })

  it('opens the small-screen menu at 360x740, closes it with Escape, and scrolls to the services from it', async () => {
    const { page, pageErrors } = await journey.open()
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.getByRole('link', { name: 'About Us' }).count()).toBe(0)

    await toggle.click()
    await nav.getByRole('link', { name: 'About Us' }).waitFor()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await checkA11y(page, 'small-screen menu open')
    await screenshot(page, 'home-small-screen-menu')

    await page.keyboard.press('Escape')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu')

    await toggle.click()
    await nav.getByRole('link', { name: 'Our Services' }).click()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => servicesGapBelowBar(page), { timeout: 5000 }).toBe(10)
    expect(pageErrors).toEqual([])
  })
})
