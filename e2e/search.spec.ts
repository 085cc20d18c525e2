/**
 * Search in a real browser (SPEC.md section 2, Search page; section 5, search rules): nothing
 * below 3 non-blank characters, results as the person types, each card coloured by its type and
 * labelled with it in words, the no-match text for nonsense, and a test found by a concern word
 * ("alcohol") taken from its intro to its result.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { answerByPosition, beginTest, catalogTest, onQuestion, resultHeading, useJourney } from './support/journey.ts'

const audit = catalogTest('audit')
const TOTAL = audit.questions.length
const NONSENSE = 'xqzvwk'
const noMatch = (query: string) => `No matches found for "${query}". Continue typing or try a different search term.`

function searchBox(page: Page) {
  return page.getByRole('main').getByRole('searchbox', { name: 'Search tests, categories and services' })
}

function results(page: Page) {
  return page.getByRole('main').getByRole('list', { name: 'Search results' })
}

/** The left border colour of a result card: the colour that tells its type. */
function typeColour(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('link', { name, exact: true })
    .evaluate((card) => getComputedStyle(card).borderLeftColor)
}

describe('search', () => {
  const journey = useJourney()

  it('finds a test by a concern word as the person types, and takes it to a result', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/search')
    await page.getByRole('heading', { level: 1, name: 'Discover hidden gems ...' }).waitFor()
    // The status line is hidden while empty, so it is found with hidden elements included.
    const status = page.getByRole('main').getByRole('status', { includeHidden: true })
    await checkA11y(page, 'search page')
    await screenshot(page, 'search-page')

    // Fewer than 3 non-blank characters: no results and no no-match text, even with a space making 3.
    await searchBox(page).pressSequentially('a l')
    expect(await results(page).count()).toBe(0)
    expect(await status.textContent()).toBe('')

    // Results appear while the word is still being typed, before it is finished.
    await searchBox(page).fill('')
    await searchBox(page).pressSequentially('alc')
    await results(page).waitFor()
    await searchBox(page).pressSequentially('ohol')
    const list = results(page)
    await list.getByRole('link', { name: `Test ${audit.informalTitle}`, exact: true }).waitFor()

    // Every card says its type in words, and the two types have different colours.
    const testCard = list.getByRole('link', { name: `Test ${audit.informalTitle}`, exact: true })
    const categoryCard = list.getByRole('link', { name: 'Category Mental Health Assessments', exact: true })
    expect(await testCard.getAttribute('href')).toBe('/tests/audit')
    expect(await categoryCard.getAttribute('href')).toBe('/categories/mental-health')
    const labels = await list.locator('.search-result-type').allTextContents()
    expect(labels.length).toBe(await list.getByRole('link').count())
    for (const label of labels) expect(['Category', 'Test', 'Service']).toContain(label)
    const testColour = await typeColour(page, `Test ${audit.informalTitle}`)
    const categoryColour = await typeColour(page, 'Category Mental Health Assessments')
    expect(testColour).not.toBe(categoryColour)
    expect(await status.textContent()).toBe('')
    await checkA11y(page, 'search results for "alcohol"')
    await screenshot(page, 'search-results')

    // Nonsense: the results go and the no-match text says what was searched.
    await searchBox(page).fill(NONSENSE)
    await expect.poll(() => status.textContent()).toBe(noMatch(NONSENSE))
    expect(await results(page).count()).toBe(0)
    await checkA11y(page, 'search with no match')
    await screenshot(page, 'search-no-match')

    // Follow the test result to its intro and take the short path (AUDIT: "Never" jumps to question 9).
    await searchBox(page).fill('alcohol')
    await results(page).getByRole('link', { name: `Test ${audit.informalTitle}`, exact: true }).click()
    await page.waitForURL('**/tests/audit')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Begin Test' }).waitFor()
    await expect.poll(() => dialog.getByRole('heading', { level: 1 }).textContent()).toContain(audit.informalTitle)
    await checkA11y(page, 'audit intro from search')
    await screenshot(page, 'search-test-intro')
    await beginTest(page)
    await onQuestion(page, 1, TOTAL)
    await page.getByRole('radio').nth(0).check() // Never
    await answerByPosition(page, [0, 0, 2], TOTAL, 9) // No, No, Prefer not to say

    await resultHeading(page, audit.resultHeading)
    await page.getByRole('img', { name: /^Score \d+ out of \d+$/ }).waitFor()
    await checkA11y(page, 'audit result from search')
    await screenshot(page, 'search-test-result')
    expect(pageErrors).toEqual([])
  })
})
