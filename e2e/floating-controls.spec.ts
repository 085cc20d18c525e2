/**
 * On a 360x740 phone, the controls that float over a page (the WhatsApp link, the assistant's
 * prompt bubble and button) never cover what a person reads or taps, while the page scrolls from
 * top to bottom: the home page (hero button, carousel, footer), a PHQ-9 result with the safety card
 * (its crisis tel: links) and the booking form. Every link, button and field can also be brought
 * fully into view. The controls share the floating dock, an opaque bar across the bottom
 * (docs/decisions/024), one row: together they take at most 56 px of the screen, the prompt bubble
 * included, in English and Kiswahili; on a result, the booking form, the checkout and the payment
 * page nothing floats at all: the assistant's button waits after the footer, the feedback button
 * and Submit in the page's flow (issue 21 item 5, docs/decisions/098).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { beginTest, catalogTest, next, onQuestion, openIntro, resultHeading, useJourney } from './support/journey.ts'
import { walkForCoveredContent, type CoverReport } from './support/floating-cover.ts'
import { floatingHeight } from './support/floating-height.ts'

const SMALL_PHONE = { width: 360, height: 740 }
const HERO = 'Find the answers you need to fuel your wellness journey'
const depression = catalogTest('depression')

/** At most this much of a phone screen floats (issue 21 item 5): one dock row. */
const MOST_FLOATING_PX = 56

/** The floating dock: across the whole width at the very bottom, opaque, one row. */
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
  expect(dock.height).toBeLessThanOrEqual(MOST_FLOATING_PX)
}

/** Nothing floats: no fixed or sticky element but the navigation bar, at the top, middle or end of the page. */
async function expectNothingFloats(page: Page): Promise<void> {
  const measure = await floatingHeight(page)
  expect(measure.floating).toEqual([])
  expect(measure.height).toBe(0)
}

/** The assistant's button, after the footer: reachable at the page's end, in its flow. */
async function expectAssistantAfterFooter(page: Page): Promise<void> {
  const place = await page.locator('.chat-toggle').evaluate((toggle) => {
    const footer = document.querySelector('footer')
    return {
      position: getComputedStyle(toggle.closest('.floating-dock')!).position,
      afterFooter: footer !== null && (footer.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    }
  })
  expect(place).toEqual({ position: 'relative', afterFooter: true })
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
    // The bubble, the WhatsApp link and the assistant's button share one row: 56 px float, no more.
    const withBubble = await floatingHeight(page)
    expect(withBubble.height, withBubble.floating.join('\n')).toBeLessThanOrEqual(MOST_FLOATING_PX)
    const bubble = await page.locator('.chat-bubble').boundingBox()
    const whatsApp = await page.locator('.messaging-app-link').boundingBox()
    const toggle = await page.locator('.chat-toggle').boundingBox()
    expect(bubble!.x).toBeGreaterThanOrEqual(whatsApp!.x + whatsApp!.width)
    expect(bubble!.x + bubble!.width).toBeLessThanOrEqual(toggle!.x)
    // Its words fit its box: nothing cut.
    const bubbleText = await page.locator('.chat-bubble-text').evaluate((text) => ({ fits: text.scrollHeight <= text.clientHeight && text.scrollWidth <= text.clientWidth }))
    expect(bubbleText).toEqual({ fits: true })

    // Without the bubble the dock is the same row, and the page's end still clears it.
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await page.locator('.chat-bubble').waitFor({ state: 'detached' })
    expect((await dockShape(page)).height).toBeLessThanOrEqual(MOST_FLOATING_PX)
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
    // Nothing floats over a result: no bubble, the feedback button in the page, the assistant after the footer.
    await expectNothingFloats(page)
    expect(await page.locator('.chat-bubble').isVisible()).toBe(false)
    expect(report.judged.some((item) => item.includes('We Value Your Feedback'))).toBe(true)
    await expectAssistantAfterFooter(page)
    expect(pageErrors).toEqual([])
  })

  it('float nowhere over the booking form: Submit at its end, the assistant after the footer', async () => {
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
    await expectNothingFloats(page)
    await expectAssistantAfterFooter(page)
    // Submit is the form's last control, in its flow: after the last field, not stuck to the screen.
    const submitAtEnd = await main.getByRole('button', { name: 'Submit' }).evaluate((button) => {
      const form = button.closest('form')!
      const fields = Array.from(form.querySelectorAll('input, select, textarea'))
      const last = fields[fields.length - 1]!
      return { position: getComputedStyle(button.parentElement!).position, afterLastField: button.getBoundingClientRect().top >= last.getBoundingClientRect().bottom }
    })
    expect(submitAtEnd).toEqual({ position: 'static', afterLastField: true })
    expect(pageErrors).toEqual([])
  })

  it('take at most 56 px on the pages a person reads and browses, in English and Kiswahili', async () => {
    const { page, pageErrors } = await journey.open()
    await page.setViewportSize(SMALL_PHONE)
    const pages = [
      { path: '/categories', heading: 'Test Categories' },
      { path: '/categories/mental-health', heading: undefined },
      { path: '/services/talk-to-a-therapist', heading: undefined },
      { path: '/wellness', heading: undefined },
      { path: '/about-us', heading: undefined },
      { path: '/sw/', heading: undefined },
    ]
    for (const { path } of pages) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.locator('.chat-toggle').waitFor()
      const measure = await floatingHeight(page)
      expect(measure.height, `${path}: ${measure.floating.join(', ')}`).toBeLessThanOrEqual(MOST_FLOATING_PX)
      expect(measure.height, path).toBeGreaterThan(0)
    }
    // A question of a test: the same single row.
    await openIntro(page, 'depression')
    await beginTest(page)
    await onQuestion(page, 1, 10)
    const question = await floatingHeight(page)
    expect(question.height, question.floating.join(', ')).toBeLessThanOrEqual(MOST_FLOATING_PX)
    expect(pageErrors).toEqual([])
  })

  it('float nowhere on the checkout and payment pages', async () => {
    const { page, pageErrors } = await journey.open()
    await page.setViewportSize(SMALL_PHONE)
    const serviceId = await bookAppointment(journey.baseUrl)
    await page.goto(`/checkout/${serviceId}`)
    await page.getByRole('main').getByRole('button', { name: 'Pay Now' }).waitFor()
    await expectNothingFloats(page)
    await expectAssistantAfterFooter(page)
    await page.getByRole('main').getByRole('button', { name: 'Pay Now' }).click()
    await page.waitForURL((url) => url.pathname === '/payments/pesapal')
    await page.frameLocator('iframe').first().getByRole('button', { name: 'Approve payment' }).waitFor()
    await screenshot(page, 'floating-controls-payment')
    await expectNothingFloats(page)
    await expectAssistantAfterFooter(page)
    expect(pageErrors).toEqual([])
  })
})

/** A weekday at least two weeks ahead (YYYY-MM-DD), inside the default consultation hours' days. */
function dayAhead(): string {
  const day = new Date(Date.now() + 14 * 86_400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** Books a consultation through the booking API, as the booking form does; returns the service id. */
async function bookAppointment(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/appointments/book_appointment/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Amani',
      last_name: 'Floating',
      practitioner: 'Psychologist',
      mode_of_consultation: 'Video call',
      payment_mode: 'payNow',
      appointment_date: dayAhead(),
      appointment_time: '11:30',
      phone_number: '0712 345 678',
      email: 'e2e-floating@example.com',
      consent: { version: '2024-09', accepted: true },
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { service_id: string } }).data.service_id
}
