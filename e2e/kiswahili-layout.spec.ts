/**
 * Kiswahili runs longer than English: at 360 px wide, no text overflows its box, is cut, or reaches
 * beyond the screen, and the page never scrolls sideways (e2e/support/layout.ts), on the home page,
 * a test question, a result with its score ring (a score, and the urgent "act now" ring of a result
 * with danger signs), the booking form and the checkout, each in Kiswahili. The same check runs on
 * the English home page first, so a failure is the language's, not the page's.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayInNairobi } from '#engine/index.ts'
import { screenshot } from './support/browser.ts'
import { useJourney } from './support/journey.ts'
import { sw, swTest } from './support/kiswahili.ts'
import { layoutProblems } from './support/layout.ts'

const NARROW = { width: 360, height: 740 }

function main(page: Page) {
  return page.getByRole('main')
}

/** The page at 360 px, scrolled through once so everything loaded lazily is drawn, then checked. */
async function expectFits(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    window.scrollTo(0, 0)
  })
  await page.evaluate(() => document.fonts.ready)
  await screenshot(page, `layout-360-${label.replace(/[^a-z0-9]+/gi, '-')}`)
  expect((await layoutProblems(page)).join('\n'), label).toBe('')
}

async function narrowPage(journey: ReturnType<typeof useJourney>): Promise<Page> {
  const { page } = await journey.open()
  await page.setViewportSize(NARROW)
  return page
}

async function begin(page: Page, slug: string): Promise<void> {
  await page.goto(`/sw/tests/${slug}`)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: sw('Begin Test') }).click()
  await dialog.waitFor({ state: 'detached' })
}

async function nextQuestion(page: Page, last: boolean): Promise<void> {
  await page.getByRole('button', { name: last ? sw('Submit') : sw('Next'), exact: true }).click()
}

async function bookConsultation(baseUrl: string): Promise<string> {
  let day = addDays(todayInNairobi(new Date()), 14)
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1)
  const response = await fetch(`${baseUrl}/api/appointments/book_appointment/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Mwanaisha',
      last_name: 'Achieng-Wekesa',
      practitioner: 'Nutritionist',
      mode_of_consultation: 'Voice call',
      payment_mode: 'payNow',
      appointment_date: day,
      appointment_time: '10:30',
      phone_number: '0712 345 678',
      email: 'e2e-sw-layout@example.com',
      consent: { version: '2024-09', accepted: true },
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { service_id: string } }).data.service_id
}

describe('layout at 360 px in Kiswahili', () => {
  const journey = useJourney()
  let serviceId = ''
  beforeAll(async () => {
    serviceId = await bookConsultation(journey.baseUrl)
  })

  it('finds text that does not fit (so the checks below can fail)', async () => {
    const page = await narrowPage(journey)
    await page.goto('/sw/about-us')
    await main(page).getByRole('heading', { level: 1 }).waitFor()
    await page.evaluate(() => {
      const box = document.createElement('p')
      box.style.cssText = 'width: 80px; white-space: nowrap; overflow: hidden'
      box.textContent = 'Kipimo cha hatari ya shinikizo la damu'
      document.querySelector('main')?.append(box)
      const ring = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
      ring.setAttribute('class', 'score-circle')
      ring.setAttribute('viewBox', '0 0 120 120')
      ring.setAttribute('width', '160')
      ring.innerHTML = '<circle cx="60" cy="60" r="52" stroke-width="10"/><text x="60" y="60" text-anchor="middle" font-size="28">Chukua hatua sasa</text>'
      document.querySelector('main')?.append(ring)
    })
    const problems = await layoutProblems(page)
    expect(problems.some((problem) => problem.includes('Kipimo cha hatari') && problem.includes('px box'))).toBe(true)
    expect(problems.some((problem) => problem.startsWith('score ring "Chukua hatua sasa"'))).toBe(true)
  })

  it('the English home page fits', async () => {
    const page = await narrowPage(journey)
    await page.goto('/')
    await main(page).getByRole('heading', { level: 1 }).waitFor()
    await expectFits(page, 'home (English)')
  })

  it('the home page fits', async () => {
    const page = await narrowPage(journey)
    await page.goto('/sw/')
    await main(page).getByRole('heading', { level: 1 }).waitFor()
    await expectFits(page, 'home')
  })

  it('a test question fits', async () => {
    const page = await narrowPage(journey)
    const test = swTest('hypertension-risk')
    await begin(page, 'hypertension-risk')
    await expect.poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe(test.questions[0]!.question)
    await expectFits(page, 'question')
  })

  it('a result with its score ring fits', async () => {
    const page = await narrowPage(journey)
    const test = swTest('existential_anxiety')
    await begin(page, 'existential_anxiety')
    for (let index = 0; index < test.questions.length; index++) {
      await expect.poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe(test.questions[index]!.question)
      await page.getByRole('radio').nth(1).check()
      await nextQuestion(page, index === test.questions.length - 1)
    }
    await page.getByRole('heading', { level: 1, name: test.resultHeading }).waitFor({ timeout: 15_000 })
    await page.locator('svg.score-circle').waitFor()
    await expectFits(page, 'result')
  })

  it('a result with danger signs, its ring saying to act now, fits', async () => {
    const page = await narrowPage(journey)
    const test = swTest('colorectal-cancer')
    await begin(page, 'colorectal-cancer')
    await expect.poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe(test.questions[0]!.question)
    await main(page).getByRole('textbox').fill('58')
    await nextQuestion(page, false)
    await expect.poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe(test.questions[1]!.question)
    await page.getByRole('checkbox').first().check()
    await nextQuestion(page, false)
    await expect.poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe(test.questions[2]!.question)
    await page.getByRole('checkbox').last().check()
    await nextQuestion(page, false)
    await expect.poll(() => main(page).getByRole('heading', { level: 1 }).textContent()).toBe(test.questions[3]!.question)
    await page.getByRole('radio').first().check()
    await nextQuestion(page, true)
    await page.getByRole('heading', { level: 1, name: test.resultHeading }).waitFor({ timeout: 15_000 })
    await page.locator('svg.score-circle text.score-urgent').waitFor()
    await expectFits(page, 'result with danger signs')
  })

  it('the booking form fits', async () => {
    const page = await narrowPage(journey)
    await page.goto('/sw/booking?productID=appointment')
    await main(page).getByLabel(sw('First name')).waitFor()
    await expectFits(page, 'booking form')
  })

  it('the checkout fits', async () => {
    const page = await narrowPage(journey)
    await page.goto(`/sw/checkout/${serviceId}`)
    await main(page).getByRole('heading', { level: 1, name: sw('Hello!') }).waitFor()
    await expectFits(page, 'checkout')
  })
})
