/**
 * Where this tab left a test: its result still on screen before a reload (kept-result.ts), else
 * the progress saved as it went (test-progress.ts), else nothing. Its own module, apart from the
 * machine's I/O actors, so the stories' fixture machine (which stands in for test-flow-machine.ts)
 * leaves it as it is.
 */
import type { ResumeInput, ResumePoint } from '#engine/flow.ts'
import { keptResult } from './kept-result.ts'
import { savedProgress } from './test-progress.ts'

export function resumePoint({ routeSlug, definition }: ResumeInput): ResumePoint {
  const result = keptResult(routeSlug, definition)
  if (result) return { result, testCode: definition.testCode }
  const progress = savedProgress(routeSlug, definition)
  return progress ? { progress: { testCode: definition.testCode, ...progress } } : null
}
