/**
 * When the app may start on a page with early steps (decision 117). The app's start (its route's
 * code run, then the page hydrated) is a long task on a slow phone, and a press during it waits for
 * it to end. While the visitor is answering and going on in the page's early steps, nothing waits
 * for the app: so it starts once they have paused (nothing pressed on the question page for
 * `pauseMs`: reading a question takes longer), or at once when they press something only the app
 * does (Submit, a question the early steps leave to it, anything outside the question page). A page
 * without early steps starts the app as soon as it can, as before.
 *
 * Imports nothing: the entry waits on it before anything else of the app is run.
 */
import type { EarlyStepsHost } from './early-steps.ts'

/** Long enough that a visitor stepping on is not caught by the app's start; short beside the time a question takes to read. */
export const EARLY_STEPS_PAUSE_MS = 1000

export function earlyStepsPause(host: EarlyStepsHost = globalThis as EarlyStepsHost, pauseMs = EARLY_STEPS_PAUSE_MS): Promise<void> {
  const steps = host.earlyTestSteps
  if (!steps) return Promise.resolve()
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const done = () => {
      clearTimeout(timer)
      steps.onNeedsApp = undefined
      resolve()
    }
    const check = () => {
      const quiet = performance.now() - (steps.lastActedAt ?? -Infinity)
      if (steps.needsApp || quiet >= pauseMs) done()
      else timer = setTimeout(check, pauseMs - quiet)
    }
    steps.onNeedsApp = done
    // Counted from now at the earliest: the page has just painted, and a visitor about to press Begin Test is not kept waiting either.
    steps.lastActedAt = Math.max(steps.lastActedAt ?? 0, performance.now())
    check()
  })
}
