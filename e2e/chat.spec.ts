/**
 * The AI assistant in a real browser against the real /api/chat/ (SPEC.md section 2, AI chat
 * widget; RELIABILITY.md C2, C4, S9): opened from the toggle, a worry about sleep and hope gets
 * Assess Depression Risk, which opens the depression test's intro in a new tab; "I want to kill
 * myself" gets the crisis contacts, with one-tap tel: links, before anything else, and still gets
 * them from the bundle when the request fails; the search page's "Use Our AI Assistant" opens it.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import crisisContacts from '../tests-catalog/crisis-contacts.json'
import site from '../tests-catalog/site.json'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { catalogTest, useJourney } from './support/journey.ts'

const CHAT = `Chat with ${site.assistant.name}`
const CRISIS_HEADING = crisisContacts.card.heading
const ERROR = 'An error occurred. Please try again later.'
const depression = catalogTest('depression')

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'AI Assistant', exact: true }).click()
  const chat = page.getByRole('dialog', { name: CHAT })
  await chat.getByRole('textbox', { name: 'Your message' }).waitFor()
  return chat
}

/** Sends a message with the Send button (or the Enter key) and waits until the assistant has answered it. */
async function say(chat: Locator, text: string, send: 'button' | 'enter' = 'button'): Promise<Locator> {
  const answers = chat.locator('.chat-message-assistant')
  const before = await answers.count()
  const box = chat.getByRole('textbox', { name: 'Your message' })
  await box.fill(text)
  if (send === 'enter') await box.press('Enter')
  else await chat.getByRole('button', { name: 'Send' }).click()
  await expect.poll(() => answers.count(), { timeout: 15_000 }).toBe(before + 1)
  return answers.last()
}

/** True when the crisis card comes before every other text and link of the message. */
async function crisisLeads(message: Locator): Promise<boolean> {
  return message.evaluate((element) => {
    const card = element.querySelector('.chat-crisis')
    if (!card) return false
    const others = [...element.querySelectorAll('.chat-text, a')].filter((node) => !card.contains(node))
    return others.every((node) => Boolean(card.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING))
  })
}

describe('the AI assistant', () => {
  const journey = useJourney()

  it('suggests the depression test for poor sleep and hopelessness, opening it in a new tab', async () => {
    const { context, page, pageErrors } = await journey.open()
    await page.goto('/')
    await page.getByRole('button', { name: "Don't know where to start? Ask me!" }).waitFor()
    const chat = await openChat(page)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe(site.assistant.inputPlaceholder)
    await chat.getByText(/^Hello, I'm Amani\./).waitFor()
    await chat.getByText(/not a diagnosis/).waitFor()
    await checkA11y(page, 'chat panel open')
    await screenshot(page, 'chat-open')

    const reply = await say(chat, "I can't sleep and I feel hopeless")
    const suggestion = reply.getByRole('link', { name: /^Assess Depression Risk/ })
    expect(await suggestion.getAttribute('href')).toBe('/tests/depression')
    expect(await suggestion.getAttribute('target')).toBe('_blank')
    await checkA11y(page, 'chat with suggestions')
    await screenshot(page, 'chat-suggestions')

    const [tab] = await Promise.all([context.waitForEvent('page'), suggestion.click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/tests/depression')
    const intro = tab.getByRole('dialog')
    await expect.poll(() => intro.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toContain(depression.informalTitle)
    await intro.getByRole('button', { name: 'Begin Test' }).waitFor()
    await checkA11y(tab, 'depression intro from the chat')
    await screenshot(tab, 'chat-suggestion-tab')
    expect(pageErrors).toEqual([])
  })

  it('leads the reply to "I want to kill myself" with the crisis contacts and tel: links', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/')
    const chat = await openChat(page)
    const reply = await say(chat, 'I want to kill myself')
    const card = reply.getByRole('region', { name: CRISIS_HEADING })
    await card.waitFor()
    expect(await crisisLeads(reply)).toBe(true)
    expect(await card.locator('a[href="tel:999"]').count()).toBe(1)
    expect(await card.locator('a[href="tel:112"]').count()).toBe(1)
    expect(await card.getByRole('link', { name: /^Talk to a Therapist/ }).getAttribute('href')).toBe('/services/talk-to-a-therapist')
    await checkA11y(page, 'chat crisis reply')
    await screenshot(page, 'chat-crisis')
    expect(pageErrors).toEqual([])
  })

  it('still shows the crisis contacts, from the bundle, when the request fails', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/')
    const chat = await openChat(page)
    await page.route('**/api/chat/', (route) => route.abort('internetdisconnected'))
    const reply = await say(chat, 'I want to kill myself', 'enter')
    await reply.getByRole('region', { name: CRISIS_HEADING }).waitFor()
    await reply.getByText(ERROR).waitFor()
    expect(await crisisLeads(reply)).toBe(true)
    expect(await reply.locator('a[href="tel:999"]').count()).toBe(1)
    await checkA11y(page, 'chat crisis offline')
    await screenshot(page, 'chat-crisis-offline')
    expect(pageErrors).toEqual([])
  })

  it('opens from the search page, and Escape closes it back to the toggle', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/search')
    await page.getByRole('main').getByRole('button', { name: 'Use Our AI Assistant' }).click()
    const chat = page.getByRole('dialog', { name: CHAT })
    await chat.getByRole('textbox', { name: 'Your message' }).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe(site.assistant.inputPlaceholder)
    await checkA11y(page, 'chat opened from search')
    await screenshot(page, 'chat-from-search')

    await page.keyboard.press('Escape')
    await chat.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('AI Assistant')
    expect(pageErrors).toEqual([])
  })
})
