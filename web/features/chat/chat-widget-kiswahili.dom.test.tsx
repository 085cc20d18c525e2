// @vitest-environment jsdom
/**
 * The assistant on a Kiswahili page (issue 20, decision 061), as a visitor uses it: the toggle, the
 * "Ask me!" bubble, the panel, "Need help now?", the greeting and the error are in Kiswahili with
 * no English interface text left; every request says the page's language; a suggestion opens the
 * address the server gave (/sw/tests/...), an English-only test's label is marked lang="en"; and
 * with the network gone the bundled crisis card speaks Kiswahili and links to the Kiswahili pages.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import site from '../../../tests-catalog/site.json'
import { backToEnglish, englishLeftIn, inKiswahili, shellCatalogue } from '../../testing/kiswahili-page.ts'
import { ChatWidget } from './index.ts'

beforeAll(() => inKiswahili())
afterAll(() => backToEnglish())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
const swahiliReply = {
  reply: 'Asante kwa kuniambia. Hivi vinaweza kusaidia.',
  descriptions: ['Ulitaja presha.', 'Ulitaja huzuni.'],
  routeslugs: ['/tests/hypertension-risk', '/tests/depression'],
  suggestions: [
    { slug: '/tests/hypertension-risk', href: '/sw/tests/hypertension-risk', text: 'Kipimo cha Hatari ya Shinikizo la Juu la Damu', reason: 'Ulitaja presha.' },
    { slug: '/tests/depression', href: '/sw/tests/depression', text: 'Assess Depression Risk', reason: 'Ulitaja huzuni. Kipimo hiki kinapatikana kwa Kiingereza tu.', englishOnly: true },
  ],
  language: 'sw',
}

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
const log = () => screen.getByRole('log', { name: 'Mazungumzo' })

async function openChat(): Promise<UserEvent> {
  const user = userEvent.setup()
  render(<ChatWidget />)
  expect(screen.getByRole('button', { name: 'Hujui pa kuanzia? Niulize!' })).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Msaidizi wa AI' }))
  await screen.findByRole('dialog', { name: `Ongea na ${site.assistant.name}` }, { timeout: 10_000 })
  return user
}
async function say(user: UserEvent, text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Ujumbe wako' }), text)
  await user.click(screen.getByRole('button', { name: 'Tuma' }))
  await vi.waitFor(() => expect(screen.getAllByRole('status').at(-1)?.textContent).toBe(''))
}

describe('the assistant on a Kiswahili page', () => {
  it('is all in Kiswahili: toggle, bubble, panel, greeting and "Need help now?"', async () => {
    stubFetch()
    const user = await openChat()
    expect(within(log()).getByText(new RegExp(`^Habari, mimi ni ${site.assistant.name}\\.`))).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Funga msaidizi' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Ujumbe wako' }).getAttribute('placeholder')).toBe('Andika wasiwasi au malengo yako ya afya ...')
    await user.click(screen.getByRole('button', { name: 'Unahitaji msaada sasa hivi?' }))
    const numbers = screen.getByRole('region', { name: 'Unahitaji msaada sasa hivi?' })
    expect(within(numbers).getByText(/piga simu 999 au 112/)).toBeTruthy()
    expect(within(numbers).getByText(crisisContacts.contacts[0]!.sw.service)).toBeTruthy()
    expect(englishLeftIn(document.body.textContent ?? '', [shellCatalogue])).toEqual([])
    expect(document.body.textContent).not.toMatch(/Need help now|AI Assistant|Your message|For information only/)
  })

  it('sends the page language and opens the Kiswahili pages the reply points to', async () => {
    const fetchMock = stubFetch(json(swahiliReply))
    const user = await openChat()
    await say(user, 'presha yangu iko juu')
    expect(bodies(fetchMock)[0]).toMatchObject({ userInput: 'presha yangu iko juu', language: 'sw' })
    const links = within(log()).getAllByRole('link', { name: /Kipimo cha Hatari|Assess Depression Risk/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/sw/tests/hypertension-risk', '/sw/tests/depression'])
    expect(within(links[1]!).getByText('Assess Depression Risk').getAttribute('lang')).toBe('en')
    expect(within(links[0]!).getByText('(inafunguka kwenye kichupo kipya)')).toBeTruthy()
  })

  it('with the network gone, says the error in Kiswahili with the bundled crisis card in Kiswahili, linking to the Kiswahili pages', async () => {
    stubFetch(new TypeError('Failed to fetch'))
    const user = await openChat()
    await say(user, 'nataka kujiua')
    expect(within(log()).getByText('Hitilafu imetokea. Tafadhali jaribu tena baadaye.')).toBeTruthy()
    const card = within(log()).getByRole('region', { name: crisisContacts.card.sw.heading })
    expect(within(card).getByText(crisisContacts.card.sw.message)).toBeTruthy()
    expect(within(card).getByRole('link', { name: new RegExp(crisisContacts.card.sw.therapistButton) }).getAttribute('href')).toBe('/sw/services/talk-to-a-therapist')
    expect(englishLeftIn(document.body.textContent ?? '', [shellCatalogue])).toEqual([])
  })
})
