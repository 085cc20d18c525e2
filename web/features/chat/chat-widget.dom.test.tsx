// @vitest-environment jsdom
/**
 * The AI assistant widget as a person uses it (SPEC.md sections 2, 3, 8 and 9; RELIABILITY.md C2,
 * C4, S9): the toggle and the prompt bubble, the greeting, sending, the request body, suggestions,
 * replies shown as text, the error message, crisis contacts first (from the server, and from the
 * bundle when the request fails), Escape, and the opener other screens use. fetch is replaced.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import site from '../../../tests-catalog/site.json'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import { ChatWidget, openAssistant } from './index.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const GREETING = `Hello, I'm ${site.assistant.name}. I'm here to assist you! Please type your health concerns or goals, and I'll recommend the most relevant screening tests.`
const ERROR = 'An error occurred. Please try again later.'
const CRISIS_HEADING = crisisContacts.card.heading

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const sleepReply = {
  reply: 'Poor sleep and low mood often go together. These may help you understand what is going on.',
  descriptions: ['You mentioned poor sleep and feeling low, which this depression screening covers.'],
  routeslugs: ['/tests/depression'],
  suggestions: [
    { slug: '/tests/depression', text: 'Assess Depression Risk', reason: 'You mentioned poor sleep and feeling low, which this depression screening covers.' },
  ],
}
const worryReply = {
  reply: 'Worry that keeps you up is worth checking.',
  descriptions: ['You said you worry a lot.'],
  routeslugs: ['/tests/anxiety'],
  suggestions: [{ slug: '/tests/anxiety', text: 'Learn More', reason: 'You said you worry a lot.' }],
}
const crisisReply = {
  reply: 'Thank you for telling me. Your safety matters most right now.',
  descriptions: ['Someone to talk to, today.'],
  routeslugs: ['/services/talk-to-a-therapist'],
  suggestions: [{ slug: '/services/talk-to-a-therapist', text: 'Talk to a Therapist', reason: 'Someone to talk to, today.' }],
  crisis: {
    kind: 'suicide-self-harm',
    heading: CRISIS_HEADING,
    message: crisisContacts.card.message,
    contacts: crisisContacts.contacts.map(({ service, hours, numbers }) => ({ service, hours, numbers: numbers.map(({ tel, display }) => ({ tel, display })) })),
    therapist: crisisContacts.card.therapistButton,
  },
}

/** fetch answers with the given responses in turn (an Error is a network failure). */
function stubFetch(...answers: (Response | Error | Promise<Response>)[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const answer = answers.shift()
    if (!answer) throw new Error('No more answers')
    if (answer instanceof Error) throw answer
    return answer
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const toggle = (name: 'AI Assistant' | 'Close') => screen.getByRole('button', { name })
const messageBox = () => screen.getByRole('textbox', { name: 'Your message' })
const log = () => screen.getByRole('log', { name: 'Conversation' })

/** The panel's code is fetched on first open: give it time on a loaded machine. */
const PANEL_LOAD = { timeout: 10_000 }

async function openChat(): Promise<{ user: UserEvent; dialog: HTMLElement }> {
  const user = userEvent.setup()
  render(<ChatWidget />)
  await user.click(toggle('AI Assistant'))
  return { user, dialog: await screen.findByRole('dialog', { name: `Chat with ${site.assistant.name}` }, PANEL_LOAD) }
}

async function say(user: UserEvent, text: string) {
  await user.type(messageBox(), text)
  await user.click(screen.getByRole('button', { name: 'Send' }))
}

/** Waits until the assistant has answered (the typing indicator is gone). */
async function answered() {
  await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(''))
}

function sentBodies(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) as unknown }))
}

describe('the toggle and the prompt bubble', () => {
  it('reads AI Assistant when closed and Close when open, with focus moving to the message box', async () => {
    const { dialog } = await openChat()
    expect(toggle('Close').getAttribute('aria-expanded')).toBe('true')
    // Focus moves in an effect once the lazily loaded panel has mounted, which on a loaded machine
    // can land a moment after the dialog is found.
    await vi.waitFor(() => expect(document.activeElement).toBe(messageBox()))
    expect(messageBox().getAttribute('placeholder')).toBe('Type your health concerns or goals ...')
    expect(messageBox().getAttribute('rows')).toBe('3')
    expect(within(dialog).getByText(/not a diagnosis/)).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: '999' }).getAttribute('href')).toBe('tel:999')
  })

  it('closes with the toggle and with the close icon, returning focus to the toggle', async () => {
    const { user } = await openChat()
    await user.click(toggle('Close'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(toggle('AI Assistant'))

    await user.click(toggle('AI Assistant'))
    await user.click(screen.getByRole('button', { name: 'Close the assistant' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(toggle('AI Assistant'))
  })

  it('closes on Escape and returns focus to the toggle', async () => {
    const { user } = await openChat()
    await user.type(messageBox(), 'half a thought')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(toggle('AI Assistant'))
  })

  it('shows the bubble only while closed, and hides it for good once dismissed', async () => {
    const user = userEvent.setup()
    render(<ChatWidget />)
    const bubble = () => screen.queryByRole('button', { name: "Don't know where to start? Ask me!" })
    expect(bubble()).toBeTruthy()

    await user.click(toggle('AI Assistant'))
    await screen.findByRole('dialog', {}, PANEL_LOAD)
    expect(bubble()).toBeNull()
    await user.click(toggle('Close'))
    expect(bubble()).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(bubble()).toBeNull()
    await user.click(toggle('AI Assistant'))
    await user.click(toggle('Close'))
    expect(bubble()).toBeNull()
  })

  it('opens from the bubble too', async () => {
    const user = userEvent.setup()
    render(<ChatWidget />)
    await user.click(screen.getByRole('button', { name: "Don't know where to start? Ask me!" }))
    expect(await screen.findByRole('dialog', {}, PANEL_LOAD)).toBeTruthy()
  })

  it('opens when another screen calls openAssistant, with focus in the message box', async () => {
    render(<ChatWidget />)
    act(() => openAssistant())
    await screen.findByRole('dialog', {}, PANEL_LOAD)
    await vi.waitFor(() => expect(document.activeElement).toBe(messageBox()))
  })
})

describe('the conversation', () => {
  it('starts with the greeting naming the assistant', async () => {
    await openChat()
    expect(within(log()).getByText(GREETING)).toBeTruthy()
  })

  it('ignores a blank message: nothing is sent or added', async () => {
    const fetchMock = stubFetch()
    const { user } = await openChat()
    await say(user, '   ')
    await user.type(messageBox(), '{Enter}')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(within(log()).queryByText('You said:')).toBeNull()
  })

  it('adds the message and clears the box at once, shows the typing indicator, then the reply', async () => {
    let answer: (response: Response) => void = () => {}
    stubFetch(new Promise<Response>((resolve) => (answer = resolve)))
    const { user } = await openChat()
    await say(user, "I can't sleep")
    expect(within(log()).getByText("I can't sleep")).toBeTruthy()
    expect((messageBox() as HTMLTextAreaElement).value).toBe('')
    expect(screen.getByRole('status').textContent).toBe(`${site.assistant.name} is typing...`)

    answer(json(sleepReply))
    expect(await within(log()).findByText(sleepReply.reply)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('sends the whole conversation joined by single spaces, and the new message', async () => {
    const fetchMock = stubFetch(json(sleepReply), json(worryReply))
    const { user } = await openChat()
    await say(user, "  I can't sleep ")
    await answered()
    await user.type(messageBox(), 'I worry a lot{Enter}')
    await answered()
    expect(sentBodies(fetchMock)).toEqual([
      { url: '/api/chat/', method: 'POST', body: { conversationHistory: `${GREETING} I can't sleep`, userInput: "I can't sleep", earlierMessages: [], language: 'en' } },
      {
        url: '/api/chat/',
        method: 'POST',
        body: { conversationHistory: `${GREETING} I can't sleep ${sleepReply.reply} I worry a lot`, userInput: 'I worry a lot', earlierMessages: ["I can't sleep"], language: 'en' },
      },
    ])
  })

  it('shows suggestions, with their reasons, on the last assistant message only, opening in a new tab', async () => {
    stubFetch(json(sleepReply), json(worryReply))
    const { user } = await openChat()
    await say(user, "I can't sleep")
    const depression = await within(log()).findByRole('link', { name: /^Assess Depression Risk/ })
    expect(depression.getAttribute('href')).toBe('/tests/depression')
    expect(depression.getAttribute('target')).toBe('_blank')
    expect(depression.getAttribute('rel')).toBe('noopener')
    expect(within(log()).getByText(sleepReply.suggestions[0]!.reason)).toBeTruthy()

    await say(user, 'I worry a lot')
    const anxiety = await within(log()).findByRole('link', { name: /^Learn More/ })
    expect(anxiety.getAttribute('href')).toBe('/tests/anxiety')
    expect(within(log()).queryByRole('link', { name: /Assess Depression Risk/ })).toBeNull()
    expect(within(log()).getByText(sleepReply.reply)).toBeTruthy()
  })

  it('drops suggestions that lead anywhere but the site’s tests and services', async () => {
    stubFetch(
      json({
        ...sleepReply,
        suggestions: [
          { slug: 'javascript:alert(1)', text: 'Run me', reason: 'x' },
          { slug: 'https://evil.example/tests/depression', text: 'Foreign', reason: 'x' },
          { slug: '//evil.example/tests/x', text: 'Protocol relative', reason: 'x' },
          { slug: '/tests/../admin', text: 'Climb out', reason: 'x' },
          { slug: '/admin', text: 'Admin', reason: 'x' },
          { slug: '/services/talk-to-a-doctor', text: 'Consult a Doctor', reason: 'A doctor can help.' },
        ],
      }),
    )
    const { user } = await openChat()
    await say(user, 'help')
    await within(log()).findByRole('link', { name: /^Consult a Doctor/ })
    expect(within(log()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/services/talk-to-a-doctor'])
    for (const name of ['Run me', 'Foreign', 'Protocol relative', 'Climb out', 'Admin']) expect(within(log()).queryByText(name)).toBeNull()
  })

  it('marks a reply in Swahili as Swahili, so that a screen reader reads it in Swahili', async () => {
    const swahili = 'Ninaelewa. Hii ni orodha ya vipimo.'
    stubFetch(json({ ...sleepReply, reply: swahili, language: 'sw' }), json(worryReply))
    const { user } = await openChat()
    await say(user, 'sina usingizi')
    expect((await within(log()).findByText(swahili)).getAttribute('lang')).toBe('sw')
    await say(user, 'I worry a lot')
    expect((await within(log()).findByText(worryReply.reply)).getAttribute('lang')).toBeNull()
  })

  it('shows HTML in a reply and in the person’s message as text', async () => {
    const payload = '<img src=x onerror=alert(1)>'
    stubFetch(json({ ...sleepReply, reply: `Hi ${payload}`, suggestions: [{ ...sleepReply.suggestions[0]!, reason: payload }] }))
    const { user } = await openChat()
    await say(user, payload)
    expect(await within(log()).findByText(`Hi ${payload}`)).toBeTruthy()
    expect(within(log()).getByText(payload, { selector: '.chat-text' })).toBeTruthy()
    expect(within(log()).getByText(payload, { selector: '.chat-suggestion-reason' })).toBeTruthy()
    expect(log().querySelector('img')).toBeNull()
  })

  it('says an error occurred when the request fails, the server answers an error, or the reply is empty', async () => {
    stubFetch(new TypeError('Failed to fetch'), json({ message: 'Something went wrong.' }, 500), json({ reply: 'Hmm.', descriptions: [], routeslugs: [], suggestions: [] }))
    const { user } = await openChat()
    for (const [index, text] of ['one', 'two', 'three'].entries()) {
      await say(user, text)
      await answered()
      expect(within(log()).getAllByText(ERROR)).toHaveLength(index + 1)
    }
    expect(within(log()).queryByText('Hmm.')).toBeNull()
    expect(within(log()).queryByRole('region', { name: CRISIS_HEADING })).toBeNull()
  })

  it('keeps nothing of the conversation in browser storage', async () => {
    stubFetch(json(sleepReply))
    const { user } = await openChat()
    await say(user, 'canary-7731 feeling low')
    await answered()
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
  })

  it('keeps the conversation when closed and reopened', async () => {
    stubFetch(json(sleepReply))
    const { user } = await openChat()
    await say(user, "I can't sleep")
    await answered()
    await user.click(toggle('Close'))
    await user.click(toggle('AI Assistant'))
    expect(within(log()).getByText("I can't sleep")).toBeTruthy()
  })
})

describe('a crisis', () => {
  it('leads the reply with the crisis contacts, each number a tel: link', async () => {
    stubFetch(json(crisisReply))
    const { user } = await openChat()
    await say(user, 'I want to end it all')
    const card = await within(log()).findByRole('region', { name: CRISIS_HEADING })
    const replyText = within(log()).getByText(crisisReply.reply)
    expect(card.compareDocumentPosition(replyText) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const tels = within(card).getAllByRole('link', { name: /^Call / }).map((link) => link.getAttribute('href'))
    expect(tels).toEqual(crisisContacts.contacts.flatMap((contact) => contact.numbers.map((number) => `tel:${number.tel}`)))
    const therapist = within(card).getByRole('link', { name: /^Talk to a Therapist/ })
    expect(therapist.getAttribute('href')).toBe('/services/talk-to-a-therapist')
    expect(therapist.getAttribute('target')).toBe('_blank')
  })

  it('still shows the bundled crisis contacts when the request fails', async () => {
    stubFetch(new TypeError('Failed to fetch'))
    const { user } = await openChat()
    await say(user, 'I want to kill myself')
    const card = await within(log()).findByRole('region', { name: CRISIS_HEADING })
    expect(within(card).getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999')
    expect(within(card).getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112')
    const error = within(log()).getByText(ERROR)
    expect(card.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
