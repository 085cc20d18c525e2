// @vitest-environment jsdom
/**
 * The chat panel and the crisis net (issue 17), as a person uses it: "Need help now?" is always
 * there, in the page's language, and one tap shows the numbers; a check-in shows its question,
 * three answer buttons and the contacts under them, and a button sends its answer; once a reply
 * carried the contacts every later request says so (memory only); with the network gone the
 * bundled net reads the whole conversation, and an act already done leads with 999/112.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import site from '../../../tests-catalog/site.json'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import { ChatWidget } from './index.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
const card = {
  kind: 'suicide-self-harm',
  heading: crisisContacts.card.heading,
  message: crisisContacts.card.message,
  contacts: crisisContacts.contacts.map(({ service, hours, numbers }) => ({ service, hours, numbers: numbers.map(({ tel, display }) => ({ tel, display })) })),
  therapist: crisisContacts.card.therapistButton,
}
const question = 'Thank you for telling me. I want to ask you directly, and it is all right to answer honestly: are you thinking about ending your life or hurting yourself?'
const checkInReply = {
  reply: question,
  descriptions: [],
  routeslugs: [],
  suggestions: [],
  language: 'en',
  crisis: card,
  checkIn: { question, answers: [{ answer: 'yes', label: 'Yes' }, { answer: 'no', label: 'No' }, { answer: 'someone-else', label: "I'm worried about someone else" }] },
}
const crisisReply = { reply: 'Thank you for telling me. Your safety matters most right now.', descriptions: [], routeslugs: [], suggestions: [], crisis: card }
const sleepReply = {
  reply: 'These may help.',
  descriptions: ['A sleep check.'],
  routeslugs: ['/tests/depression'],
  suggestions: [{ slug: '/tests/depression', text: 'Assess Depression Risk', reason: 'A sleep check.' }],
}
const swahiliReply = { ...sleepReply, reply: 'Hivi vinaweza kusaidia.', language: 'sw' }

function stubFetch(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const answer = answers.shift()
    if (!answer) throw new Error('No more answers')
    if (answer instanceof Error) throw answer
    return answer
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
const bodies = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
const log = () => screen.getByRole('log', { name: 'Conversation' })

async function openChat(): Promise<UserEvent> {
  const user = userEvent.setup()
  render(<ChatWidget />)
  await user.click(screen.getByRole('button', { name: 'AI Assistant' }))
  await screen.findByRole('dialog', { name: `Chat with ${site.assistant.name}` }, { timeout: 10_000 })
  return user
}
async function say(user: UserEvent, text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Your message' }), text)
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(''))
}

describe('"Need help now?"', () => {
  it('is always in the panel, and one tap shows 999, 112 and every crisis number', async () => {
    const user = await openChat()
    const control = screen.getByRole('button', { name: 'Need help now?' })
    expect(control.getAttribute('aria-expanded')).toBe('false')
    await user.click(control)
    const numbers = screen.getByRole('region', { name: 'Need help now?' })
    expect(within(numbers).getByText(/call 999 or 112/)).toBeTruthy()
    const tels = within(numbers).getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(tels).toEqual(crisisContacts.contacts.flatMap((contact) => contact.numbers.map((number) => `tel:${number.tel}`)))
  })

  it("speaks the page's language, whatever the reply's (issue 20: a Kiswahili page has it in Kiswahili, chat-widget-kiswahili.dom.test.tsx)", async () => {
    stubFetch(json(swahiliReply))
    const user = await openChat()
    await say(user, 'Siwezi kulala usiku')
    expect(screen.getByRole('button', { name: 'Need help now?' })).toBeTruthy()
  })
})

describe('the check-in', () => {
  it('asks directly with Yes, No and someone else, the contacts under the question; No is sent as an answer and the help control stays', async () => {
    const fetchMock = stubFetch(json(checkInReply), json(sleepReply))
    const user = await openChat()
    await say(user, 'I feel like a burden to my family')
    const answers = within(log()).getByRole('group', { name: question })
    expect(within(answers).getAllByRole('button').map((button) => button.textContent)).toEqual(['Yes', 'No', "I'm worried about someone else"])
    const contacts = within(log()).getByRole('region', { name: crisisContacts.card.heading })
    expect(answers.compareDocumentPosition(contacts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await user.click(within(answers).getByRole('button', { name: 'No' }))
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(''))
    expect(bodies(fetchMock)[1]).toMatchObject({ userInput: 'No', checkInAnswer: 'no', earlierMessages: ['I feel like a burden to my family'] })
    expect(bodies(fetchMock)[1]).not.toHaveProperty('riskSeen')
    expect(within(log()).queryByRole('group', { name: question })).toBeNull()
    expect(screen.getByRole('button', { name: 'Need help now?' })).toBeTruthy()
  })

  it('sends Yes as the answer yes', async () => {
    const fetchMock = stubFetch(json(checkInReply), json(crisisReply))
    const user = await openChat()
    await say(user, 'I feel like a burden to my family')
    await user.click(within(log()).getByRole('button', { name: 'Yes' }))
    await vi.waitFor(() => expect(bodies(fetchMock)).toHaveLength(2))
    expect(bodies(fetchMock)[1]).toMatchObject({ userInput: 'Yes', checkInAnswer: 'yes' })
  })
})

describe('the conversation is the unit', () => {
  it('says risk was seen on every request after a crisis reply, and keeps nothing in storage', async () => {
    const fetchMock = stubFetch(json(crisisReply), json(sleepReply), json(sleepReply))
    const user = await openChat()
    await say(user, 'I want to die')
    await say(user, 'which test is for sleep?')
    await say(user, 'and for stress?')
    expect(bodies(fetchMock).map((body) => body.riskSeen)).toEqual([undefined, true, true])
    expect(bodies(fetchMock)[2]).toMatchObject({ earlierMessages: ['I want to die', 'which test is for sleep?'] })
    expect(localStorage.length + sessionStorage.length).toBe(0)
  })

  it('offline, reads the whole conversation: the plan after the risk gets the bundled card', async () => {
    stubFetch(json(sleepReply), new TypeError('Failed to fetch'))
    const user = await openChat()
    await say(user, 'I have made a plan')
    await say(user, 'I picked the day')
    const cards = within(log()).getAllByRole('region', { name: crisisContacts.card.heading })
    expect(cards).toHaveLength(1)
  })

  it('offline, leads an act already done with 999 and 112 before anything else', async () => {
    stubFetch(new TypeError('Failed to fetch'))
    const user = await openChat()
    await say(user, 'I took the whole bottle of my pills an hour ago')
    const offlineCard = within(log()).getByRole('region', { name: crisisContacts.card.heading })
    expect(offlineCard.firstElementChild?.textContent).toMatch(/^Call 999 or 112 now/)
  })

  it('offline, says the emergency line in Swahili after a Swahili reply', async () => {
    stubFetch(json(swahiliReply), new TypeError('Failed to fetch'))
    const user = await openChat()
    await say(user, 'Siwezi kulala usiku')
    await say(user, 'Nimemeza vidonge vyote')
    // The whole bundled card follows the last reply's language: its Kiswahili words and the services' Kiswahili names (issue 20).
    const offlineCard = within(log()).getByRole('region', { name: crisisContacts.card.sw.heading })
    expect(offlineCard.firstElementChild?.textContent).toMatch(/^Piga simu 999 au 112 sasa/)
    expect(within(offlineCard).getByText(crisisContacts.contacts[1]!.sw.service)).toBeTruthy()
  })
})
