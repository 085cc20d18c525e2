// @vitest-environment jsdom
/**
 * A test in progress survives the page going away (the offline page replaces it, then the page
 * reloads): answers and position are kept in memory and in this tab's sessionStorage under the
 * test's slug (storage once the question has painted, or as the page goes away), the test resumes
 * at the same question with earlier answers kept, and the saved
 * progress goes once the result shows. Saved progress that does not fit the test is ignored.
 */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import depressionJson from '../../../tests-catalog/tests/depression.json' with { type: 'json' }
import { TestFlowPage } from './index.ts'
import { clearProgress, progressStorageKey, saveProgress, savedProgress, writeSavedProgress } from './test-progress.ts'

const depression = depressionJson as unknown as TestDefinition
const key = progressStorageKey('depression')

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

function renderTest() {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/tests/depression']}>
      <Routes>
        <Route path="/tests/:slug" element={<TestFlowPage renderResult={({ result }) => <h1>Result: {result.totalScore}</h1>} />} />
      </Routes>
    </MemoryRouter>,
  )
  return user
}

async function onQuestion(n: number) {
  await screen.findByText(`Question ${n} of 10`)
}

/** Chooses the option at `position` (0-based) and presses Next. */
async function answer(user: UserEvent, n: number, position: number) {
  await onQuestion(n)
  await user.click(screen.getAllByRole('radio')[position]!)
  await user.click(screen.getByRole('button', { name: n === 10 ? 'Submit' : 'Next' }))
}

const checkedPosition = () => screen.getAllByRole('radio').findIndex((radio) => (radio as HTMLInputElement).checked)

describe('a test in progress', () => {
  it('resumes at the same question after the page goes away, with earlier answers kept, and forgets them at the result', async () => {
    let user = renderTest()
    await user.click(await screen.findByRole('button', { name: 'Begin Test' }))
    await answer(user, 1, 1)
    await answer(user, 2, 2)
    await answer(user, 3, 3)
    await onQuestion(4)
    // Written once the question has painted (not on the way to it), before the page could go away.
    await vi.waitFor(() => expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({ testCode: 'MH-001', answers: [1, 2, 3, null, null, null, null, null, null, null], path: [0, 1, 2, 3] }))
    expect(Object.keys(sessionStorage)).toEqual([key])

    cleanup() // the offline page replaces the test
    user = renderTest()
    await onQuestion(4)
    expect(screen.queryByRole('button', { name: 'Begin Test' })).toBeNull()
    expect(checkedPosition()).toBe(-1)
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await onQuestion(3)
    expect(checkedPosition()).toBe(3)
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await onQuestion(2)
    expect(checkedPosition()).toBe(2)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    for (let n = 4; n <= 10; n++) await answer(user, n, 0)
    await screen.findByRole('heading', { name: 'Result: 6' })
    expect(sessionStorage.getItem(key)).toBeNull()
    expect(savedProgress('depression', depression)).toBeUndefined()
  })

  it('resumes from sessionStorage alone, as after a reload', async () => {
    sessionStorage.setItem(key, JSON.stringify({ testCode: 'MH-001', answers: [0, 1, null, null, null, null, null, null, null, null], path: [0, 1, 2] }))
    renderTest()
    await onQuestion(3)
  })

  it.each([
    ['another test', { testCode: 'MH-002', answers: [0, 0, null, null, null, null, null, null, null, null], path: [0, 1, 2] }],
    ['a path past an unanswered question', { testCode: 'MH-001', answers: [0, null, null, null, null, null, null, null, null, null], path: [0, 1, 2] }],
    ['too few answers', { testCode: 'MH-001', answers: [0, 0], path: [0, 1] }],
    ['an answer of the wrong kind', { testCode: 'MH-001', answers: [{ x: 1 }, null, null, null, null, null, null, null, null, null], path: [0, 1] }],
    ['broken JSON', '{"testCode": '],
  ])('starts at the intro, and forgets the saved progress, when it is %s', async (_, stored) => {
    sessionStorage.setItem(key, typeof stored === 'string' ? stored : JSON.stringify(stored))
    renderTest()
    await screen.findByRole('button', { name: 'Begin Test' })
    expect(sessionStorage.getItem(key)).toBeNull()
  })

  it('writes the progress not yet stored as the page goes away (a reload fires pagehide)', () => {
    saveProgress('depression', depression, { answers: [1, null, null, null, null, null, null, null, null, null], path: [0, 1] })
    dispatchEvent(new Event('pagehide'))
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({ testCode: 'MH-001', answers: [1, null, null, null, null, null, null, null, null, null], path: [0, 1] })
  })

  it('keeps the progress in memory when sessionStorage refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    saveProgress('depression', depression, { answers: [2, null, null, null, null, null, null, null, null, null], path: [0, 1] })
    writeSavedProgress()
    expect(sessionStorage.getItem(key)).toBeNull()
    expect(savedProgress('depression', depression)).toEqual({ answers: [2, null, null, null, null, null, null, null, null, null], path: [0, 1] })
  })
})
