/**
 * Search, subscribe, booking and the pages around them with JavaScript turned off in the browser
 * (issue 21 item 1; decisions 092 and 099), as on Opera Mini's data saving or KaiOS:
 * - a search is a plain GET to /search?q=..., whose page the server draws with the results as links,
 *   and a result leads on to its test;
 * - the footer's subscribe form posts, and a page says the thanks;
 * - the booking form posts to its own address: an empty form comes back with the GOV.UK error
 *   summary (every problem, each a link to its field) and what was typed kept; a complete one goes on
 *   to the checkout, whose Pay Now opens the payment provider's page as a whole page (no frame). No
 *   name, phone number or other booking detail is ever in an address: only in POSTed bodies;
 * - the home page, categories, a category, a service, wellness, a wellness package and the static
 *   pages load with their content and their links lead on;
 * - a wellness package is booked from its page the same way, to the provider's page (decision 104);
 * - the same form submitted again after Back lands on the same checkout: one booking (the booking's
 *   own fingerprint is its Idempotency-Key);
 * - after the sandbox provider approves, the confirmation and the receipt show what was paid, in
 *   Kiswahili under /sw/.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { useWithoutJavaScript } from './support/without-javascript.ts'

const { openWithoutJavaScript, checkA11yWithoutScripts } = useWithoutJavaScript()

/** A weekday two weeks ahead (YYYY-MM-DD), open under the default consultation hours. */
function weekdayAhead(): string {
  const day = new Date(Date.now() + 14 * 86_400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

const main = (page: Page) => page.locator('#main-content main')

/**
 * An address without its origin (whose random port can hold any digits), decoded, so a phone
 * number or name is found however it was written into the query.
 */
function addressAfterOrigin(url: string): string {
  const { pathname, search, hash } = new URL(url)
  return decodeURIComponent(`${pathname}${search}${hash}`.replace(/\+/g, ' '))
}

/** The booking's name or phone number (0712 345 678, in any spacing), or a personal field's name. */
const personalDetail = /Wanjiru|Kamau|0?712\s*345\s*678|0?722\s*000\s*111|first_name|last_name|phone/i

/** Fills the appointment form the server drew (by field names: the same in either language). */
async function fillAppointment(page: Page, time: string): Promise<void> {
  await main(page).locator('input[name="first_name"]').fill('Wanjiru')
  await main(page).locator('input[name="last_name"]').fill('Kamau')
  await main(page).locator('input[name="practitioner"][value="Doctor"]').check()
  await main(page).locator('input[name="mode_of_consultation"][value="Voice call"]').check()
  await main(page).locator('input[name="payment_mode"][value="payNow"]').check()
  await main(page).locator('input[name="appointment_date"]').fill(weekdayAhead())
  await main(page).locator('input[name="appointment_time"]').fill(time)
  await main(page).locator('input[name="phone_number"]').fill('0712 345 678')
  await main(page).locator('input[name="consent"]').check()
}

const checkoutAddress = (url: URL) => /^(\/sw)?\/checkout\/[0-9a-f-]{36}$/.test(url.pathname)

describe('without JavaScript', () => {
  it('a search is a GET form the server answers, and a result leads to its test', async () => {
    const { page, navigations } = await openWithoutJavaScript()
    await page.goto('/search')
    await main(page).getByRole('heading', { level: 1 }).waitFor()
    await main(page).getByRole('searchbox', { name: 'Search tests, categories and services' }).fill('alcohol')
    await main(page).getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'alcohol')
    const results = main(page).getByRole('list', { name: 'Search results' })
    await results.getByRole('link', { name: /Test\s+Alcohol Use Screening/ }).waitFor()
    expect(await main(page).getByRole('searchbox').inputValue()).toBe('alcohol')
    await checkA11yWithoutScripts(page, 'no-javascript search results')
    await screenshot(page, 'no-javascript-search')
    await results.getByRole('link', { name: /Alcohol Use Screening/ }).click()
    await page.waitForURL((url) => url.pathname === '/tests/audit')
    await page.getByRole('button', { name: 'Begin Test' }).waitFor()
    expect(navigations.map((navigation) => navigation.method)).toEqual(['GET', 'GET', 'GET'])
  }, 180_000)

  it('the footer subscribe form posts, and the page says thank you', async () => {
    const { page, navigations } = await openWithoutJavaScript()
    await page.goto('/about-us')
    const form = page.getByRole('form', { name: 'Subscribe to our newsletter' }).first()
    await form.getByLabel('Email address').fill('no-javascript-subscriber@example.com')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor()
    await page.getByText('Thank you for subscribing!').waitFor()
    expect(new URL(page.url()).pathname).toBe('/subscribe')
    expect(navigations.some((navigation) => navigation.url.includes('example.com'))).toBe(false)
    await checkA11yWithoutScripts(page, 'no-javascript subscribed')
  }, 180_000)

  it('a booking is a form post: every problem in the error summary, then the checkout, then the provider page as a whole page', async () => {
    const { page, navigations } = await openWithoutJavaScript()
    await page.goto('/booking?productID=appointment')
    await main(page).getByRole('heading', { level: 1, name: 'Book a Virtual Appointment' }).waitFor()
    await checkA11yWithoutScripts(page, 'no-javascript booking form')

    // Only a first name: the server's summary lists every other problem, and keeps what was typed.
    await main(page).getByLabel('First name').fill('Wanjiru')
    await main(page).getByRole('button', { name: 'Submit' }).click()
    const summary = main(page).locator('.error-summary')
    await summary.getByRole('heading', { name: 'There is a problem' }).waitFor()
    const problems = await summary.getByRole('link').allInnerTexts()
    expect(problems).toContain('Last name is required.')
    expect(problems).toContain('Phone number is required.')
    expect(problems).toContain('Consent to processing your health data is required.')
    expect(problems.some((problem) => problem.startsWith('First name'))).toBe(false)
    expect(await main(page).getByLabel('First name').inputValue()).toBe('Wanjiru')
    expect(await main(page).getByLabel('Last name').getAttribute('aria-invalid')).toBe('true')
    await checkA11yWithoutScripts(page, 'no-javascript booking problems')
    await screenshot(page, 'no-javascript-booking-problems')
    // A summary link takes the visitor to its field.
    await summary.getByRole('link', { name: 'Last name is required.' }).click()
    await expect.poll(() => new URL(page.url()).hash).toBe('#booking-last_name')

    await main(page).getByLabel('Last name').fill('Kamau')
    await main(page).locator('input[name="practitioner"][value="Psychologist"]').check()
    await main(page).locator('input[name="mode_of_consultation"][value="Video call"]').check()
    await main(page).locator('input[name="payment_mode"][value="payNow"]').check()
    await main(page).locator('input[name="appointment_date"]').fill(weekdayAhead())
    await main(page).locator('input[name="appointment_time"]').fill('11:00')
    await main(page).getByLabel('Phone number').fill('0712 345 678')
    await main(page).locator('input[name="consent"]').check()
    await main(page).getByRole('button', { name: 'Submit' }).click()

    await page.waitForURL((url) => /^\/checkout\/[0-9a-f-]{36}$/.test(url.pathname))
    await main(page).getByText('You are paying for a virtual appointment with an Afya Hub Psychologist', { exact: false }).waitFor()
    await checkA11yWithoutScripts(page, 'no-javascript checkout')
    await main(page).getByRole('button', { name: 'Pay Now' }).click()

    // The provider's page, as the whole page: no frame of ours around it.
    await page.getByRole('button', { name: 'Approve payment' }).waitFor()
    expect(page.frames()).toHaveLength(1)
    await screenshot(page, 'no-javascript-payment-page')

    // Booking details went only in POSTed bodies, never in an address.
    const posts = navigations.filter((navigation) => navigation.method === 'POST')
    expect(posts.map((post) => new URL(post.url).pathname)).toEqual(['/booking', '/booking', expect.stringMatching(/^\/checkout\//)])
    expect(posts[1]!.body).toContain('last_name=Kamau')
    for (const { url } of navigations) {
      expect(addressAfterOrigin(url)).not.toMatch(personalDetail)
    }
  }, 300_000)

  it('a wellness package is booked from its page by form post: the error summary, the checkout, the provider page', async () => {
    const { page, navigations } = await openWithoutJavaScript()
    await page.goto('/wellness')
    await page.locator('main a[href^="/wellness/"]').first().click()
    await page.locator('main a[href^="/booking?productID=wellness&packageID="]').first().click()
    await page.waitForURL((url) => url.pathname === '/booking' && url.searchParams.get('productID') === 'wellness')
    const form = main(page).locator('form.booking-form')
    // Nothing on the form needs a script: no card upload, a typed time.
    expect(await form.locator('input[type="file"]').count()).toBe(0)

    await form.locator('input[name="first_name"]').fill('Njeri')
    await main(page).getByRole('button', { name: 'Submit' }).click()
    const summary = main(page).locator('.error-summary')
    await summary.getByRole('heading', { name: 'There is a problem' }).waitFor()
    const problems = await summary.getByRole('link').allInnerTexts()
    expect(problems).toEqual(expect.arrayContaining(['Last name is required.', 'Phone number is required.']))
    expect(problems.length).toBeGreaterThanOrEqual(6)
    expect(await form.locator('input[name="first_name"]').inputValue()).toBe('Njeri')
    await checkA11yWithoutScripts(page, 'no-javascript wellness booking problems')

    await form.locator('input[name="last_name"]').fill('Wanjiru')
    const sex = form.locator('input[name="sex"][value="female"]')
    if ((await sex.count()) > 0) await sex.check()
    await form.locator('input[name="collection_preference"][value="Home"]').check()
    await form.locator('input[name="location"]').fill('Kilimani, Nairobi')
    await form.locator('input[name="payment_mode"][value="Cash"]').check()
    await form.locator('input[name="cashPaymentOption"][value="now"]').check()
    await form.locator('input[name="wellness_date"]').fill(weekdayAhead())
    await form.locator('input[name="wellness_time"]').fill('09:00')
    await form.locator('input[name="phone_number"]').fill('0722 000 111')
    await form.locator('input[name="consent"]').check()
    await main(page).getByRole('button', { name: 'Submit' }).click()

    await page.waitForURL(checkoutAddress)
    await main(page).getByRole('button', { name: 'Pay Now' }).click()
    await page.getByRole('button', { name: 'Approve payment' }).waitFor()
    expect(page.frames()).toHaveLength(1)
    for (const { url } of navigations) expect(addressAfterOrigin(url)).not.toMatch(/Njeri|Kilimani/i)
    for (const { url } of navigations) expect(addressAfterOrigin(url)).not.toMatch(personalDetail)
  }, 120_000)

  it('the same form submitted again after Back lands on the same checkout: one booking', async () => {
    const { page, navigations } = await openWithoutJavaScript()
    await page.goto('/booking?productID=appointment')
    await fillAppointment(page, '12:30')
    await main(page).getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL(checkoutAddress)
    const first = new URL(page.url()).pathname

    // Back to the form (the browser may draw it anew), the same booking filled in again, and Submit.
    await page.goBack()
    await main(page).getByRole('button', { name: 'Submit' }).waitFor()
    await fillAppointment(page, '12:30')
    await main(page).getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL(checkoutAddress)
    expect(new URL(page.url()).pathname).toBe(first)
    const posts = navigations.filter((navigation) => navigation.method === 'POST')
    expect(posts).toHaveLength(2)
  }, 120_000)

  it('after the provider approves, the confirmation and the receipt show what was paid, in Kiswahili under /sw/', async () => {
    const { page, navigations } = await openWithoutJavaScript()
    await page.goto('/sw/booking?productID=appointment')
    await fillAppointment(page, '15:30')
    await main(page).getByRole('button', { name: 'Tuma' }).click()
    await page.waitForURL(checkoutAddress)
    expect(new URL(page.url()).pathname).toMatch(/^\/sw\/checkout\//)
    await main(page).getByRole('button', { name: 'Lipa Sasa' }).click()
    // The provider's page (in Kiswahili too): its approve form needs the payer cookie Pay Now's answer set.
    await page.locator('form[action$="/approve"] button').click()

    await page.waitForURL((url) => url.pathname === '/sw/payment/confirmation')
    expect(await page.locator('html').getAttribute('lang')).toBe('sw')
    await main(page).getByRole('heading', { level: 1, name: 'Asante, Wanjiru!' }).waitFor()
    // What was booked, from the server, without a script to fetch it.
    await main(page).locator('#booking-details').waitFor()
    await checkA11yWithoutScripts(page, 'no-javascript payment confirmation')
    await screenshot(page, 'no-javascript-payment-confirmation')
    // The address holds only the payment's reference and the provider's tracking id.
    for (const { url } of navigations) expect(addressAfterOrigin(url)).not.toMatch(personalDetail)

    await main(page).getByRole('link', { name: 'Pakua Risiti Yako' }).click()
    await page.waitForURL((url) => url.pathname === '/sw/payment/receipt')
    await main(page).getByRole('heading', { level: 1, name: 'Risiti ya malipo' }).waitFor()
    const facts = await main(page).locator('.receipt-facts').innerText()
    expect(facts).toContain('Wanjiru')
    expect(facts).toMatch(/KES|Ksh/)
    await main(page).getByRole('link', { name: 'Rudi kwenye uthibitisho wako' }).waitFor()
    await checkA11yWithoutScripts(page, 'no-javascript payment receipt')
  }, 120_000)

  it('the catalogue, categories, services, wellness and static pages load, and their links lead on', async () => {
    const { page } = await openWithoutJavaScript()
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: 'Find the answers you need to fuel your wellness journey' }).waitFor()
    await page.getByRole('link', { name: 'Explore 30+ Free Tests' }).first().click()
    await page.waitForURL((url) => url.pathname === '/categories')
    await page.getByRole('link', { name: 'Mental Health Assessments' }).first().click()
    await page.waitForURL((url) => url.pathname === '/categories/mental-health')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.locator('main a[href="/tests/depression"]').first().click()
    await page.waitForURL((url) => url.pathname === '/tests/depression')
    await page.getByRole('button', { name: 'Begin Test' }).waitFor()

    for (const path of ['/tests', '/services/talk-to-a-therapist', '/wellness', '/about-us', '/privacy-policy', '/terms-and-conditions', '/free-sample-collection', '/sw/categories']) {
      const answer = await page.goto(path)
      expect(answer?.status(), path).toBe(200)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      // Every page leads on: its navigation and footer are plain links.
      const links = await page.locator('a[href^="/"]:visible').count()
      expect(links, `${path} has links onward`).toBeGreaterThan(3)
    }
    await page.goto('/about-us')
    await page.locator('footer a[href="/privacy-policy"]').first().click()
    await page.waitForURL((url) => url.pathname === '/privacy-policy')
    // Wellness: a package's page from the list.
    await page.goto('/wellness')
    const packageLink = page.locator('main a[href^="/wellness/"]').first()
    const href = await packageLink.getAttribute('href')
    await packageLink.click()
    await page.waitForURL((url) => url.pathname === href)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
  }, 300_000)
})
