/**
 * When the app starts on a page with early steps (decision 117): at once on a page without them;
 * while the visitor keeps stepping, not until they pause; at once when they press something only
 * the app does.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { EarlySteps, EarlyStepsHost } from './early-steps.ts'
import { EARLY_STEPS_PAUSE_MS, earlyStepsPause } from './early-steps-pause.ts'

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }))
afterEach(() => vi.useRealTimers())

function pageWithEarlySteps(): { host: EarlyStepsHost; steps: EarlySteps } {
  const steps: EarlySteps = { testCode: 'PHQ9', answers: [], path: [0], submitted: false, stop: () => {}, needsApp: false }
  return { host: { earlyTestSteps: steps }, steps }
}

/** Whether the promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

it('lets the app start at once on a page without early steps', async () => {
  expect(await settled(earlyStepsPause({}))).toBe(true)
})

it('waits while the visitor keeps stepping, and lets the app start once they have paused', async () => {
  const { host, steps } = pageWithEarlySteps()
  const pause = earlyStepsPause(host)
  for (let step = 0; step < 5; step += 1) {
    await vi.advanceTimersByTimeAsync(EARLY_STEPS_PAUSE_MS / 2)
    steps.lastActedAt = performance.now()
  }
  expect(await settled(pause)).toBe(false)
  await vi.advanceTimersByTimeAsync(EARLY_STEPS_PAUSE_MS - 1)
  expect(await settled(pause)).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(await settled(pause)).toBe(true)
})

it('lets the app start at once when the visitor presses something only it does', async () => {
  const { host, steps } = pageWithEarlySteps()
  const pause = earlyStepsPause(host)
  expect(await settled(pause)).toBe(false)
  steps.needsApp = true
  steps.onNeedsApp?.()
  expect(await settled(pause)).toBe(true)
  expect(steps.onNeedsApp).toBeUndefined()
})
