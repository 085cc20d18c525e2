/**
 * The two "nothing here" screens in a real browser, each answered with HTTP 404 and its own tab
 * title: a test slug with no test, and a path with no page.
 */
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { useJourney } from './support/journey.ts'

describe('not found', () => {
  const journey = useJourney()

  it('shows the test not-found screen for an unknown test slug', async () => {
    const { page, pageErrors } = await journey.open()
    const response = await page.goto('/tests/no-such-test')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: "Oops! We couldn't find your test." }).waitFor()
    expect(await page.title()).toBe('Test not found | Afya Hub')
    expect(await page.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/')
    await checkA11y(page, 'test not found')
    await screenshot(page, 'test-not-found')
    expect(pageErrors).toEqual([])
  })

  it('shows the 404 page for an unknown path', async () => {
    const { page, pageErrors } = await journey.open()
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: "Oops! The page you're looking for doesn't exist." }).waitFor()
    expect(await page.title()).toBe('Page not found | Afya Hub')
    expect(await page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/')
    await checkA11y(page, '404 page')
    await screenshot(page, 'page-not-found')
    expect(pageErrors).toEqual([])
  })

  it('answers 404 for a package, category or service the catalogue lacks, and 200 for one it has', async () => {
    const { page } = await journey.open()
    for (const [path, status] of [['/wellness/no-such-package', 404], ['/categories/no-such-category', 404], ['/services/no-such-service', 404], ['/wellness/gen-z', 200], ['/premium', 200]] as const) {
      const response = await page.goto(path)
      expect([path, response?.status()]).toEqual([path, status])
    }
  })
})
