// @vitest-environment jsdom
/**
 * The result screen's module is fetched after the test page's first screen (decision 109). When it
 * has not arrived (the connection dropped before it came, with no service worker yet), a result
 * that signals risk still shows its safety card, with the crisis numbers, under "Analyzing your
 * responses...": safety first, whatever else happens.
 */
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetTestsInProgress, mockApi, renderAt } from '../testing/route-test-support.tsx'

// The module never arrives: a connection that dropped mid-fetch.
vi.mock('./test-result.tsx', () => new Promise(() => undefined))

afterEach(() => {
  cleanup()
  forgetTestsInProgress()
  sessionStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const SAFETY = "You don't have to face this alone"
/** A loaded machine draws each screen slowly: wait for what a visitor waits for. */
const DRAWN = { timeout: 10_000 }

async function answerPhq9(choices: string[]) {
  const user = userEvent.setup()
  renderAt('/tests/depression')
  await user.click(await screen.findByRole('button', { name: 'Begin Test' }, DRAWN))
  for (const choice of choices) {
    await user.click(screen.getByRole('radio', { name: choice }))
    await user.click(screen.getByRole('button', { name: /^(Next|Submit)$/ }))
  }
}

describe('a result whose screen has not loaded', () => {
  it('shows the safety card and its crisis numbers for a risk result, saying the rest is on its way', async () => {
    mockApi()
    await answerPhq9([...Array<string>(8).fill('Not at all'), 'Several days', 'Not difficult at all'])
    const card = await screen.findByRole('region', { name: SAFETY }, DRAWN)
    expect(within(card).getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999')
    expect(screen.getByRole('status').textContent).toBe('Analyzing your responses...')
  })

  it('shows no safety card for a result without risk', async () => {
    mockApi()
    await answerPhq9([...Array<string>(9).fill('Not at all'), 'Not difficult at all'])
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Analyzing your responses...'), DRAWN)
    expect(screen.queryByRole('region', { name: SAFETY })).toBeNull()
  })
})
