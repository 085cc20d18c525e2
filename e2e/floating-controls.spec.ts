/**
 * On a 360x740 phone, the controls that float over every page (the WhatsApp link, the assistant's
 * prompt bubble and button, the feedback button) never cover what a person reads or taps, while
 * the page scrolls from top to bottom: the home page (hero button, carousel, footer), a PHQ-9
 * result with the safety card (its crisis tel: links) and the booking form (its fields and the
 * sticky Submit bar). Every link, button and field can also be brought fully into view. The
 * controls share the floating dock, an opaque bar across the bottom (docs/decisions/024).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { beginTest, catalogTest, next, onQuestion, openIntro, resultHeading, useJourney } from './support/journey.ts'
import { walkForCoveredContent, type CoverReport } from './support/floating-cover.ts'

const SMALL_PHONE = { width: 360, height: 740 }
const HERO = 'Find the answers you need to fuel your wellness journey'
const depression = catalogTest('depression')

/** The floating dock: across the whole width at the very bottom, opaque, at most 15% of the screen. */
async function dockShape(page: Page) {
  return page.locator('.floating-dock').evaluate((dock) => {
    const rect = dock.getBoundingClientRect()
    return {
      left: rect.left,
      width: Math.round(rect.width),
      bottomGap: Math.round(window.innerHeight - rect.bottom),
      height: Math.round(rect.height),
      background: getComputedStyle(dock).backgroundColor,
    }
  })
}

function expectNothingCovered(report: CoverReport): void {
  expect(report.covered).toEqual([])
  expect(report.neverClear).toEqual([])
  expect(report.stops).toBeGreaterThan(2)
  expect(report.judged.length).toBeGreaterThan(5)
}

async function expectDockAtTheBottom(page: Page): Promise<void> {
  const dock = await dockShape(page)
  expect(dock).toMatchObject({ left: 0, width: SMALL_PHONE.width, bottomGap: 0, background: 'rgb(255, 255, 255)' })
  expect(dock.height).toBeLessThanOrEqual(SMALL_PHONE.height * 0.15)
}

describe('floating controls on a 360x740 phone', () => {
  const journey = useJourney()

  it('cover nothing on the home page, with the prompt bubble and after it is dismissed', async () => {
    const { page, pageErrors } = await journey.open()
    await page.setViewportSize(SMALL_PHONE)
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: HERO }).waitFor()
    await page.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' }).waitFor()
    await page.getByRole('button', { name: "Don't know where to start? Ask me!" }).waitFor()
    await screenshot(page, 'floating-controls-home')
    expectNothingCovered(await walkForCoveredContent(page))
    await expectDockAtTheBottom(page)

    // Without the bubble the dock is one row, and the page's end still clears it.
    const twoRows = (await dockShape(page)).height
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await expect.poll(async () => (await dockShape(page)).height).toBeLessThan(twoRows)
    expectNothingCovered(await walkForCoveredContent(page))
    expect(pageErrors).toEqual([])
  })

  it('cover none of the safety card on a PHQ-9 result, its crisis numbers included', async () => {
    const { page, pageErrors } = await journey.open()
    await page.setViewportSize(SMALL_PHONE)
    await openIntro(page, 'depression')
    await beginTest(page)
    const positions = [0, 0, 0, 0, 0, 0, 0, 0, 1, 0]
    for (const [index, position] of positions.entries()) {
      await onQuestion(page, index + 1, positions.length)
      await page.getByRole('radio').nth(position).check()
      if (index < positions.length - 1) await next(page)
    }
    await page.getByRole('button', { name: 'Submit' }).click()
    await resultHeading(page, depression.resultHeading)
    await page.getByRole('region', { name: "You don't have to face this alone" }).locator('a[href="tel:999"]').first().waitFor()
    await page.getByRole('button', { name: 'We Value Your Feedback' }).waitFor()
    await screenshot(page, 'floating-controls-result')

    const report = await walkForCoveredContent(page)
    expectNothingCovered(report)
    // The crisis numbers were among the links judged.
    const crisisLinks = await page.locator('main a[href^="tel:"]').count()
    expect(crisisLinks).toBeGreaterThan(0)
    expect(report.judged.filter((item) => item.includes('href="tel:')).length).toBeGreaterThanOrEqual(crisisLinks)
    await expectDockAtTheBottom(page)
    expect(pageErrors).toEqual([])
  })

  it('cover none of the booking form, and the sticky Submit bar stands clear above them', async () => {
    const { page, pageErrors } = await journey.open()
    await page.setViewportSize(SMALL_PHONE)
    await page.goto('/booking?productID=appointment')
    const main = page.getByRole('main')
    await main.getByRole('heading', { level: 1, name: 'Book a Virtual Appointment' }).waitFor()
    await screenshot(page, 'floating-controls-booking')
    const report = await walkForCoveredContent(page)
    expectNothingCovered(report)
    for (const field of ['First name', 'Last name', 'Appointment date', 'Phone number', 'Submit']) {
      expect(
        report.judged.some((item) => item.includes(field)),
        field,
      ).toBe(true)
    }
    await expectDockAtTheBottom(page)

    // Midway down the form, the Submit bar sits on the dock: entirely in view, nothing on top.
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }))
    const submitClear = await main.getByRole('button', { name: 'Submit' }).evaluate((button) => {
      const rect = button.getBoundingClientRect()
      const dockTop = document.querySelector('.floating-dock')!.getBoundingClientRect().top
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      return { aboveDock: rect.bottom <= dockTop, onTop: hit !== null && button.contains(hit), inView: rect.top >= 0 }
    })
    expect(submitClear).toEqual({ aboveDock: true, onTop: true, inView: true })
    expect(pageErrors).toEqual([])
  })
})
