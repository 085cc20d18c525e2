/**
 * The crisis card never disappears (issue 17, item 7), in a real browser: a PHQ-9 result with item
 * 9 above 0, then the connection lost for 1 s and back, lost for 30 s and back, then a reload. At
 * every step the safety card is on screen with its one-tap tel:999; the offline page never
 * replaces it (a watch inside the page reports any moment the card leaves the document), coming
 * back online reloads nothing, and after the reload the same result and card show again from this
 * tab's sessionStorage, which holds the slug, the test code, the language it was taken in and the result, nothing else. Then the
 * offline page itself: the crisis numbers in English and Kiswahili, with the network gone.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import crisisContacts from '../tests-catalog/crisis-contacts.json'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { answerByPosition, beginTest, catalogTest, openIntro, resultHeading, useJourney } from './support/journey.ts'

const depression = catalogTest('depression')
const SAFETY = crisisContacts.card.heading
const RISK_ANSWERS = [0, 0, 0, 0, 0, 0, 0, 0, 1, 0] // item 9: "Several days"
const OFFLINE_NOTICE = "You're offline. This page stays"
/** A small phone, where a person in crisis is most likely to read the card. */
const SMALL_PHONE = { width: 360, height: 740 }

/** Watches, inside this document, for any moment the card is not in it; `cardLeft()` reports it. */
async function watchCard(page: Page): Promise<void> {
  await page.evaluate((heading) => {
    const state = window as unknown as { cardLeft: boolean; sameDocument: boolean }
    state.cardLeft = false
    state.sameDocument = true
    const present = () => [...document.querySelectorAll('section.safety-card h2')].some((h2) => h2.textContent === heading)
    new MutationObserver(() => {
      if (!present()) state.cardLeft = true
    }).observe(document.body, { childList: true, subtree: true })
  }, SAFETY)
}

const cardLeft = (page: Page) => page.evaluate(() => (window as unknown as { cardLeft: boolean }).cardLeft)
/** True while no reload or navigation has replaced the document `watchCard` marked. */
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

async function expectCardOnScreen(page: Page, step: string): Promise<void> {
  const card = page.getByRole('region', { name: SAFETY })
  expect(await card.isVisible(), `card visible ${step}`).toBe(true)
  expect(await card.locator('a[href="tel:999"]').first().isVisible(), `tel:999 visible ${step}`).toBe(true)
  expect(await page.getByRole('img', { name: 'Score 1 out of 27' }).isVisible(), `score ${step}`).toBe(true)
  expect(await page.getByRole('heading', { name: "You're Offline" }).count(), `offline page ${step}`).toBe(0)
}

/** Offline for `seconds`, checking the card every second, then online again. */
async function dropConnection(context: BrowserContext, page: Page, seconds: number): Promise<void> {
  await context.setOffline(true)
  try {
    await page.getByText(OFFLINE_NOTICE).waitFor()
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    for (let second = 0; second < seconds; second++) {
      await expectCardOnScreen(page, `${second} s into ${seconds} s offline`)
      await page.waitForTimeout(1000)
    }
    await expectCardOnScreen(page, `after ${seconds} s offline`)
  } finally {
    await context.setOffline(false)
  }
  await page.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached' })
  await expectCardOnScreen(page, `back online after ${seconds} s`)
  expect(await sameDocument(page), `no reload after ${seconds} s offline`).toBe(true)
  expect(await cardLeft(page), `the card never left during ${seconds} s offline`).toBe(false)
}

describe('the crisis card through offline, online and a reload', () => {
  const journey = useJourney()

  it('keeps a risk result and its card on screen through 1 s and 30 s offline, back online and a reload', async () => {
    const { context, page, pageErrors } = await journey.open()
    await page.setViewportSize(SMALL_PHONE)
    await openIntro(page, 'depression')
    await beginTest(page)
    await answerByPosition(page, RISK_ANSWERS, depression.questions.length)
    await resultHeading(page, depression.resultHeading)
    await page.getByRole('region', { name: SAFETY }).waitFor()
    await expectCardOnScreen(page, 'on the result')
    await screenshot(page, 'crisis-card-360')
    await watchCard(page)

    await dropConnection(context, page, 1)
    await context.setOffline(true)
    await page.getByText(OFFLINE_NOTICE).waitFor()
    await checkA11y(page, 'risk result while offline')
    await screenshot(page, 'crisis-card-offline')
    await context.setOffline(false)
    await page.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached' })
    await dropConnection(context, page, 30)

    // Kept for this tab: the slug, the test code and the scored result, nothing identifying.
    const kept = await page.evaluate(() => ({ keys: Object.keys(sessionStorage), value: sessionStorage.getItem('kept-result') }))
    expect(kept.keys).toEqual(['kept-result'])
    const stored = JSON.parse(kept.value!) as { routeSlug: string; testCode: string; result: { suicideRisk?: string } }
    expect(Object.keys(stored).sort()).toEqual(['language', 'result', 'routeSlug', 'testCode'])
    expect(stored).toMatchObject({ routeSlug: 'depression', testCode: 'MH-001', language: 'en' })
    expect(stored.result.suicideRisk).toBeTruthy()

    await page.reload()
    await resultHeading(page, depression.resultHeading)
    await page.getByRole('region', { name: SAFETY }).waitFor()
    await expectCardOnScreen(page, 'after the reload')
    expect(await page.getByRole('dialog').count(), 'no intro after the reload').toBe(0)
    await checkA11y(page, 'risk result after a reload')

    // Leaving the result forgets it.
    await page.getByRole('button', { name: 'Retake the test' }).click()
    await page.getByRole('dialog').waitFor()
    expect(await page.evaluate(() => sessionStorage.getItem('kept-result'))).toBeNull()
    expect(pageErrors).toEqual([])
  }, 120_000)

  it('shows the crisis numbers on the offline page, in English and Kiswahili, with the network gone', async () => {
    const { context, page, pageErrors } = await journey.open()
    await page.setViewportSize(SMALL_PHONE)
    await page.goto('/categories')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await context.setOffline(true)
    try {
      await page.getByRole('heading', { level: 1, name: "You're Offline" }).waitFor()
      const numbers = page.getByRole('region', { name: /Need help now\? Unahitaji msaada sasa hivi\?/ })
      await numbers.waitFor()
      for (const contact of crisisContacts.contacts) {
        expect(await numbers.getByText(contact.service, { exact: true }).isVisible()).toBe(true)
        expect(await numbers.getByText(contact.sw.service, { exact: true }).isVisible()).toBe(true)
        for (const number of contact.numbers) expect(await numbers.getByRole('link', { name: `Call ${number.display}` }).isVisible()).toBe(true)
      }
      await numbers.getByText(/piga simu 999 au 112 sasa/).waitFor()
      await checkA11y(page, 'offline page with crisis numbers')
      await screenshot(page, 'offline-crisis-numbers-360')
    } finally {
      await context.setOffline(false)
    }
    await page.getByRole('heading', { level: 1, name: "You're Offline" }).waitFor({ state: 'detached', timeout: 15_000 })
    expect(pageErrors).toEqual([])
  })
})
