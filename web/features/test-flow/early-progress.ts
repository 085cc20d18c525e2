/**
 * The app's side of the early steps (early-steps.ts, decision 117): when the test's page starts,
 * it stops the page's early listeners and takes what the visitor did before the app ran (the
 * answers, the question reached, a Submit pressed), when it is this test's and fits its definition
 * (the engine's check for resumed progress). Taken once: a later test in the same tab starts afresh.
 */
import { progressFits } from '#engine/flow.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import type { EarlyStepsHost } from './early-steps.ts'

export type EarlyProgress = { answers: Answer[]; path: number[]; submitted: boolean }

export function takeEarlyProgress(definition: TestDefinition, host: EarlyStepsHost = globalThis as EarlyStepsHost): EarlyProgress | undefined {
  const steps = host.earlyTestSteps
  if (!steps) return undefined
  steps.stop()
  host.earlyTestSteps = undefined
  const { testCode, answers, path, submitted } = steps
  const acted = submitted || path.length > 1 || answers.some((answer) => answer !== null)
  if (!acted || !progressFits(definition, { testCode, answers, path })) return undefined
  return { answers: [...answers], path: [...path], submitted }
}
