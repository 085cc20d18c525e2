// @vitest-environment jsdom
/**
 * A test taken on a Kiswahili page (issue 20): the test flow asks for the Kiswahili definition and
 * shows it, the result comes back with the Kiswahili band and flag texts, the safety card speaks
 * Kiswahili with the Kenyan crisis lines, and no English interface message of the test flow or the
 * result is left. A test with no Kiswahili version says so in Kiswahili first, points to the tests
 * that have one and can then be taken in English; a result kept from the English page comes back
 * in English, under a Kiswahili safety card. The fetch double answers like the server (?lang=sw
 * gives the engine's localiseDefinition).
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { StrictMode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { interpret, localiseDefinition } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import crisisContacts from '../../tests-catalog/crisis-contacts.json' with { type: 'json' }
import { backToEnglish, englishLeftIn, featureCatalogue, inKiswahili } from '../testing/kiswahili-page.ts'
import { catalogTest, forgetTestsInProgress, mockApi } from '../testing/route-test-support.tsx'
import { TestRoute } from './test-route.tsx'

const swahiliCard = crisisContacts.card.sw

beforeAll(async () => {
  await inKiswahili(['test-flow', 'result', 'feedback'])
})

afterAll(backToEnglish)

/** What a person reads or hears: the page's text and its elements' labels. */
const shown = () => [document.body.textContent ?? '', ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'))].join('\n')

/** The English messages of the test flow's and the result's catalogues still on screen: none on a Kiswahili page. */
const englishLeft = () => englishLeftIn(shown(), [featureCatalogue('test-flow'), featureCatalogue('result')])

afterEach(() => {
  cleanup()
  forgetTestsInProgress()
  sessionStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderTest(slug: string) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  const user = userEvent.setup()
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/tests/${slug}`]}>
        <Routes>
          <Route path="/tests/:slug" element={<TestRoute />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  )
  return user
}

/** Chooses the option at each position (0-based), one question per page, pressing Endelea between pages and Tuma on the last. */
async function answerAll(user: UserEvent, positions: number[]) {
  for (const [index, position] of positions.entries()) {
    await user.click(screen.getAllByRole('radio')[position]!)
    await user.click(screen.getByRole('button', { name: index < positions.length - 1 ? 'Endelea' : 'Tuma' }))
  }
}

const existential = catalogTest('existential_anxiety')
const existentialSw = localiseDefinition(existential, 'sw')
// Thirteen statements answered "Kweli" (True), then "Siku kadhaa" (Several days) for the safety question.
const RISK_ANSWERS = [...Array<number>(13).fill(0), 1]

describe('a test with a Kiswahili version, on a Kiswahili page', () => {
  it('is asked for in Kiswahili and shown in Kiswahili, question by question', async () => {
    const fetchMock = mockApi()
    const user = renderTest('existential_anxiety')
    expect(screen.getByText('Subiri kidogo! Tunakuandalia kipimo...')).toBeTruthy()

    const dialog = await screen.findByRole('dialog', { name: `${existentialSw.informalTitle} (${existentialSw.formalTitle})` })
    expect(within(dialog).getByText(`Kipimo hiki kitachukua takriban ${existentialSw.duration} kukamilika`)).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'Tahadhari' })).toBeTruthy()
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/tests/?lang=sw')
    await user.click(within(dialog).getByRole('button', { name: 'Anza Kipimo' }))

    expect(screen.getByRole('heading', { level: 1, name: existentialSw.questions[0]!.question })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: `Swali 1 kati ya ${existential.questions.length}` })).toBeTruthy()
    const [firstOption] = existentialSw.questions[0]!.options!
    expect(screen.getByRole('radio', { name: firstOption!.text })).toBeTruthy()
    expect(englishLeft()).toEqual([])
  })

  it('gives the result in Kiswahili, the safety card first with the Kenyan crisis lines, and the same score as in English', async () => {
    const fetchMock = mockApi()
    const user = renderTest('existential_anxiety')
    await user.click(await screen.findByRole('button', { name: 'Anza Kipimo' }))
    await answerAll(user, RISK_ANSWERS)

    const card = await screen.findByRole('region', { name: swahiliCard.heading })
    // The flag's Kiswahili text, its numbers one-tap links inside the sentence.
    const said = (element: Element | null) => element?.tagName === 'P' && /piga simu 999 au 112 sasa/.test(element.textContent ?? '')
    expect(within(card).getAllByText((_, element) => said(element)).length).toBeGreaterThan(0)
    // Each sentence once: the heading ("... peke yako", not alone) is not said again by the flag's text.
    expect(card.textContent!.match(/peke yako/g)).toHaveLength(1)
    for (const number of ['999', '112', '1199']) {
      const links = within(card).getAllByRole('link', { name: new RegExp(`(^|\\s)${number}$`) })
      expect(links.map((link) => link.getAttribute('href'))).toContain(`tel:${number}`)
    }
    expect(within(card).getByRole('link', { name: swahiliCard.therapistButton }).getAttribute('href')).toBe('/services/talk-to-a-therapist')

    const english = interpret(existential, RISK_ANSWERS as Answer[])
    const swahili = interpret(existentialSw, RISK_ANSWERS as Answer[])
    expect(screen.getByRole('heading', { level: 1, name: existentialSw.resultHeading })).toBeTruthy()
    expect(screen.getByRole('img', { name: `Alama ${english.totalScore} kati ya ${english.expectedTotalScore}` })).toBeTruthy()
    expect(screen.getByText(swahili.grade)).toBeTruthy()
    expect(swahili.grade).not.toBe(english.grade)
    expect(screen.getByRole('button', { name: 'Rudia kipimo' })).toBeTruthy()

    // Scored on the device (decision 110): no answer was sent.
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/interpret/'))).toBe(false)
    expect(englishLeft()).toEqual([])
  })

  it('brings back a result kept from the English page in English, under a Kiswahili safety card', async () => {
    mockApi()
    const english = interpret(existential, RISK_ANSWERS as Answer[])
    sessionStorage.setItem('kept-result', JSON.stringify({ routeSlug: 'existential_anxiety', testCode: existential.testCode, language: 'en', result: english }))
    renderTest('existential_anxiety')

    const card = await screen.findByRole('region', { name: swahiliCard.heading })
    const flag = within(card).getByText(/You said you have had thoughts/)
    expect(flag.closest('[lang]')?.getAttribute('lang')).toBe('en')
    expect(screen.getByText(english.grade).getAttribute('lang')).toBe('en')
    expect(screen.getByRole('button', { name: 'Rudia kipimo' })).toBeTruthy()
  })
})

describe('a test with no Kiswahili version, on a Kiswahili page', () => {
  it('says in Kiswahili that it is in English only, and why, and points to the tests in Kiswahili', async () => {
    mockApi()
    renderTest('depression')
    expect(await screen.findByRole('heading', { level: 1, name: 'Kipimo hiki kinapatikana kwa Kiingereza pekee kwa sasa' })).toBeTruthy()
    expect(screen.getByText(/Bado hatujapata toleo kama hilo la kipimo hiki/)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Vipimo unavyoweza kufanya kwa Kiswahili' })).toBeTruthy()
    const link = await screen.findByRole('link', { name: existentialSw.informalTitle })
    expect(link.getAttribute('href')).toBe('/tests/existential_anxiety')
    // A mental health test in Kiswahili comes first for a mental health test.
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe(existentialSw.informalTitle)
    expect(screen.queryByRole('link', { name: /Depression/ })).toBeNull()
    expect(englishLeft()).toEqual([])
  })

  it('can be taken in English, its own words marked English and the buttons in Kiswahili', async () => {
    mockApi()
    const user = renderTest('depression')
    await user.click(await screen.findByRole('button', { name: 'Kifanye kwa Kiingereza' }))

    const dialog = screen.getByRole('dialog', { name: 'Depression Symptoms Screening (PHQ-9)' })
    expect(within(dialog).getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en')
    await user.click(within(dialog).getByRole('button', { name: 'Anza Kipimo' }))
    const question = screen.getByRole('heading', { level: 1, name: 'Little interest or pleasure in doing things' })
    expect(question.closest('[lang]')?.getAttribute('lang')).toBe('en')
    expect(screen.getByText('Several days').getAttribute('lang')).toBe('en')
    expect(screen.getByRole('button', { name: 'Endelea' })).toBeTruthy()
  })
})
