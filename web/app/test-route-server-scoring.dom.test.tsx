// @vitest-environment jsdom
/**
 * When the scoring code cannot be had (a connection lost before it came, a deploy in between), the
 * answers go to the server, as SPEC.md's call 7 describes (decision 110): the page says it is
 * analysing them, asks in the page's language, and a failed submit keeps the visitor on the last
 * question with the answer kept, in SPEC.md section 8's words.
 */
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { forgetTestsInProgress, jsonResponse, mockApi, renderAt } from '../testing/route-test-support.tsx'

// The scoring chunk fails to load, as a dynamic import does when the network is gone.
vi.mock('../features/test-flow/score-on-device.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

afterEach(() => {
  cleanup()
  forgetTestsInProgress()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const SUBMIT_FAILED = 'We encountered an issue while submitting your responses.'
const MILD = [...Array<string>(3).fill('Nearly every day'), ...Array<string>(6).fill('Not at all'), 'Not difficult at all']

describe('scoring by the server when the device cannot', () => {
  it('sends the answers, says it is analysing them, then shows the score and grade', async () => {
    let release: () => void = () => {}
    const fetchMock = mockApi(async (definition: TestDefinition, answers: Answer[]) => {
      await new Promise<void>((resolve) => (release = resolve))
      return jsonResponse(interpret(definition, answers))
    })
    const user = userEvent.setup()
    renderAt('/tests/depression')
    await user.click(await screen.findByRole('button', { name: 'Begin Test' }))
    for (const [index, choice] of MILD.entries()) {
      await user.click(screen.getByRole('radio', { name: choice }))
      if (index < MILD.length - 1) await user.click(screen.getByRole('button', { name: 'Next' }))
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Analyzing your responses...')).toBeTruthy()
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/interpret/'))).toBe(true))
    release()

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Depression Screening Result' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Score 9 out of 27' })).toBeTruthy()
    expect(screen.getByText('Mild depression')).toBeTruthy()
    const [url, init] = fetchMock.mock.calls.find(([address]) => String(address).startsWith('/api/interpret/'))!
    expect(String(url)).toBe('/api/interpret/?lang=en')
    expect(JSON.parse(String(init?.body))).toEqual({ answers: [3, 3, 3, 0, 0, 0, 0, 0, 0, 0] })
  })

  it('toasts the failure and stays on the last question with the answer kept', async () => {
    mockApi(() => jsonResponse({ message: 'Server error' }, 500))
    const user = userEvent.setup()
    renderAt('/tests/depression')
    await user.click(await screen.findByRole('button', { name: 'Begin Test' }))
    for (let index = 0; index < 9; index += 1) {
      await user.click(screen.getByRole('radio', { name: 'Not at all' }))
      await user.click(screen.getByRole('button', { name: 'Next' }))
    }
    await user.click(screen.getByRole('radio', { name: 'Very difficult' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText(SUBMIT_FAILED)).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Question 10 of 10' })).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'Very difficult' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByRole('img', { name: /^Score/ })).toBeNull()
  })

  it('treats an empty answer from the server as a failure', async () => {
    mockApi(() => new Response('', { status: 200 }))
    const user = userEvent.setup()
    renderAt('/tests/audit')
    await user.click(await screen.findByRole('button', { name: 'Begin Test' }))
    await user.click(screen.getByRole('radio', { name: 'Never' }))
    await screen.findByRole('progressbar', { name: 'Question 9 of 11' }, { timeout: 2000 })
    await user.click(screen.getByRole('radio', { name: 'No' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('radio', { name: 'No' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('radio', { name: 'Prefer not to say' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText(SUBMIT_FAILED)).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Question 11 of 11' })).toBeTruthy()
  })
})

