// @vitest-environment jsdom
/**
 * A result with a safety card survives a reload (issue 17, decision 042): while it shows it is kept
 * in this tab's sessionStorage (the slug, the test code and the scored result, nothing else), a
 * page that comes back shows it again instead of the intro, and it is forgotten when the person
 * leaves it (Retake, another page) or when what is kept does not fit this test. A result without a
 * safety card is never kept.
 */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import depressionJson from '../../../tests-catalog/tests/depression.json' with { type: 'json' }
import { TestFlowPage } from './index.ts'
import { keptResultStorageKey } from './kept-result.ts'
import { clearProgress } from './test-progress.ts'

const depression = depressionJson as unknown as TestDefinition
const RISK_ANSWERS: Answer[] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 0] // item 9: "Several days"
const riskResult = interpret(depression, RISK_ANSWERS)

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/interpret/')) {
      const { answers } = JSON.parse(String(init?.body)) as { answers: Answer[] }
      return new Response(JSON.stringify(interpret(depression, answers)), { status: 200 })
    }
    return new Response(JSON.stringify(depression), { status: 200 })
  })
})

afterEach(() => {
  cleanup()
  clearProgress('depression')
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

function renderTest(slug = 'depression') {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={[`/tests/${slug}`]}>
      <Routes>
        <Route
          path="/tests/:slug"
          element={
            <TestFlowPage
              renderResult={({ result, answers, onRetake }) => (
                <main>
                  <h1>Result: {result.totalScore}</h1>
                  {result.suicideRisk && <p>Card: {result.suicideRisk}</p>}
                  <p>{answers ? `Answers: ${answers.join(',')}` : 'Answers not known'}</p>
                  <button type="button" onClick={onRetake}>
                    Retake the test
                  </button>
                </main>
              )}
            />
          }
        />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
    </MemoryRouter>,
  )
  return user
}

async function takeTest(user: UserEvent, answers: Answer[]) {
  await user.click(await screen.findByRole('button', { name: 'Begin Test' }))
  for (const [index, choice] of answers.entries()) {
    const radios = await screen.findAllByRole('radio')
    await user.click(radios[choice as number]!)
    await user.click(screen.getByRole('button', { name: index === answers.length - 1 ? 'Submit' : 'Next' }))
  }
}

/** What a reload leaves: the tab's storage as it was, and a page that starts again. */
function reloadPage(): UserEvent {
  const stored = { ...sessionStorage }
  cleanup()
  for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value)
  return renderTest()
}

const keep = (value: unknown) => sessionStorage.setItem(keptResultStorageKey, typeof value === 'string' ? value : JSON.stringify(value))

describe('a result with a safety card', () => {
  it('is kept for the tab while it shows, with nothing but the slug, the test code, the language it was taken in and the result', async () => {
    const user = renderTest()
    await takeTest(user, RISK_ANSWERS)
    await screen.findByText(`Card: ${riskResult.suicideRisk}`)
    expect(Object.keys(sessionStorage)).toEqual([keptResultStorageKey])
    expect(JSON.parse(sessionStorage.getItem(keptResultStorageKey)!)).toEqual({ routeSlug: 'depression', testCode: 'MH-001', language: 'en', result: riskResult })
  })

  it('shows again after a reload, card and all, instead of the intro', async () => {
    const user = renderTest()
    await takeTest(user, RISK_ANSWERS)
    await screen.findByText(`Card: ${riskResult.suicideRisk}`)

    expect(screen.getByText(`Answers: ${RISK_ANSWERS.join(',')}`)).toBeTruthy()

    reloadPage()
    expect(await screen.findByText(`Card: ${riskResult.suicideRisk}`)).toBeTruthy()
    expect(screen.getByRole('heading', { name: `Result: ${riskResult.totalScore}` })).toBeTruthy()
    // The answers are never kept, so the result that comes back does not claim to know them.
    expect(screen.getByText('Answers not known')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Begin Test' })).toBeNull()
    expect(sessionStorage.getItem(keptResultStorageKey)).not.toBeNull() // still kept for the next reload
  })

  it('is forgotten on Retake, and the test starts again from the intro', async () => {
    keep({ routeSlug: 'depression', testCode: 'MH-001', result: riskResult })
    const user = renderTest()
    await user.click(await screen.findByRole('button', { name: 'Retake the test' }))
    expect(await screen.findByRole('button', { name: 'Begin Test' })).toBeTruthy()
    expect(sessionStorage.getItem(keptResultStorageKey)).toBeNull()
  })

  it('is forgotten when the person leaves the page', async () => {
    keep({ routeSlug: 'depression', testCode: 'MH-001', result: riskResult })
    renderTest()
    await screen.findByText(`Card: ${riskResult.suicideRisk}`)
    cleanup() // the page goes away (another route, or another test)
    expect(sessionStorage.getItem(keptResultStorageKey)).toBeNull()
  })
})

describe('a result without a safety card', () => {
  it('is never kept, so a reload starts at the intro', async () => {
    const user = renderTest()
    await takeTest(user, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    await screen.findByRole('heading', { name: 'Result: 0' })
    expect(sessionStorage.getItem(keptResultStorageKey)).toBeNull()
    reloadPage()
    expect(await screen.findByRole('button', { name: 'Begin Test' })).toBeTruthy()
  })
})

describe('a kept result that does not fit', () => {
  const noCard: AssessmentResult = interpret(depression, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
  it.each([
    ['of another test', { routeSlug: 'anxiety', testCode: 'MH-002', result: { ...riskResult, testCode: 'MH-002' } }],
    ['of another test code', { routeSlug: 'depression', testCode: 'MH-002', result: riskResult }],
    ['without a safety card', { routeSlug: 'depression', testCode: 'MH-001', result: noCard }],
    ['without a score', { routeSlug: 'depression', testCode: 'MH-001', result: { ...riskResult, totalScore: 'high' } }],
    ['with a card that is not text', { routeSlug: 'depression', testCode: 'MH-001', result: { ...riskResult, suicideRisk: { html: '<b>' } } }],
    ['broken JSON', '{"routeSlug": '],
  ])('is forgotten when it is %s, and the intro shows', async (_, value) => {
    keep(value)
    renderTest()
    expect(await screen.findByRole('button', { name: 'Begin Test' })).toBeTruthy()
    expect(sessionStorage.getItem(keptResultStorageKey)).toBeNull()
  })
})
