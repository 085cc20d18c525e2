/**
 * Scores answers in the browser when the server cannot be reached (offline after one visit,
 * decision 075): the same engine the server runs (`interpret`), on the definition the page shows,
 * which is already in the language the test was taken in, so the result, its texts and its safety
 * card are those the server would have sent. `interpret` comes through the engine's scoring entry
 * (score.ts), loaded only then and without the definition checks: they bring Ajv, whose compiled
 * validators the site's Content Security Policy (no eval) refuses.
 */
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'

export async function scoreOnDevice(definition: TestDefinition, answers: Answer[]): Promise<AssessmentResult> {
  const { interpret } = await import('#engine/score.ts')
  return interpret(definition, answers)
}
