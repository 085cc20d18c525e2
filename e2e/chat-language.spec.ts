/**
 * The AI assistant in a real browser against the real /api/chat/ (issue 12): keyboard mash gets a
 * request to rephrase, shown as the assistant's answer (not the error message), with no suggestion;
 * a Swahili message gets a Swahili answer whose suggestions open the Kiswahili pages (issue 20,
 * decision 061: a test in English only keeps its English label); a Swahili crisis message gets the
 * crisis contacts first, in Swahili; on a Kiswahili page the widget speaks Kiswahili and a
 * suggestion shows the test's Kiswahili title and opens its /sw/ page.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import site from '../tests-catalog/site.json'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { useJourney } from './support/journey.ts'

const CHAT = `Chat with ${site.assistant.name}`
const ERROR = 'An error occurred. Please try again later.'

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'AI Assistant', exact: true }).click()
  const chat = page.getByRole('dialog', { name: CHAT })
  await chat.getByRole('textbox', { name: 'Your message' }).waitFor()
  return chat
}

/** Sends a message and waits until the assistant has answered it. */
async function say(chat: Locator, text: string): Promise<Locator> {
  const answers = chat.locator('.chat-message-assistant')
  const before = await answers.count()
  await chat.getByRole('textbox', { name: 'Your message' }).fill(text)
  await chat.getByRole('button', { name: 'Send' }).click()
  await expect.poll(() => answers.count(), { timeout: 15_000 }).toBe(before + 1)
  return answers.last()
}

describe('the AI assistant, for nonsense and in Swahili', () => {
  const journey = useJourney()

  it('asks to rephrase keyboard mash, with no suggestion and no error, then answers Swahili in Swahili', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/')
    const chat = await openChat(page)

    const rephrase = await say(chat, 'asdfgh')
    await rephrase.getByText(/^Sorry, I did not understand that\. Could you say it another way\?/).waitFor()
    expect(await rephrase.getByText(ERROR).count()).toBe(0)
    expect(await rephrase.getByRole('link').count()).toBe(0)
    await checkA11y(page, 'chat rephrase')
    await screenshot(page, 'chat-rephrase')

    const swahili = await say(chat, 'sina usingizi')
    await swahili.getByText(/^Asante kwa kuniambia\./).waitFor()
    await swahili.getByText(/si utambuzi wa ugonjwa/).waitFor()
    const suggestion = swahili.getByRole('link', { name: /^Assess Depression Risk/ })
    expect(await suggestion.getAttribute('href')).toBe('/sw/tests/depression')
    await swahili.getByText(/Kipimo hiki kinapatikana kwa Kiingereza tu\./).first().waitFor()
    await swahili.getByText(/^Ulitaja kukosa usingizi/).first().waitFor()
    await checkA11y(page, 'chat in Swahili')
    await screenshot(page, 'chat-swahili')
    expect(pageErrors).toEqual([])
  })

  it('leads a Swahili crisis message with the crisis contacts, in Swahili', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/')
    const chat = await openChat(page)
    const reply = await say(chat, 'nataka kujiua')
    const card = reply.getByRole('region', { name: 'Huhitaji kupitia hili peke yako' })
    await card.waitFor()
    expect(await card.locator('a[href="tel:999"]').count()).toBe(1)
    expect(await card.locator('a[href="tel:112"]').count()).toBe(1)
    await reply.getByText(/^Asante kwa kuniambia\. Usalama wako/).waitFor()
    expect(await card.getByRole('link', { name: /^Ongea na Mtaalamu/ }).getAttribute('href')).toBe('/sw/services/talk-to-a-therapist')
    expect(pageErrors).toEqual([])
  })

  it('speaks Kiswahili on a Kiswahili page, and names a test by its Kiswahili title, opening its /sw/ page', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/sw/search')
    await page.getByRole('button', { name: 'Msaidizi wa AI', exact: true }).click()
    const chat = page.getByRole('dialog', { name: `Ongea na ${site.assistant.name}` })
    const box = chat.getByRole('textbox', { name: 'Ujumbe wako' })
    await box.waitFor()
    const answers = chat.locator('.chat-message-assistant')
    await box.fill('presha yangu imekuwa juu tangu mwaka jana')
    await chat.getByRole('button', { name: 'Tuma' }).click()
    await expect.poll(() => answers.count(), { timeout: 15_000 }).toBe(2)
    const reply = answers.last()
    await reply.getByText(/^Asante kwa kuniambia\./).waitFor()
    const suggestion = reply.getByRole('link', { name: /^Kipimo cha Hatari ya Shinikizo/ })
    expect(await suggestion.getAttribute('href')).toBe('/sw/tests/hypertension-risk')
    await checkA11y(page, 'chat on a Kiswahili page')
    await screenshot(page, 'chat-kiswahili-page')
    expect(pageErrors).toEqual([])
  })
})
