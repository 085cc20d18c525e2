/**
 * Scores answers in the browser (decision 110; first for a test taken offline, decision 075): the
 * same engine the server runs (`interpret`), on the definition the page shows, which is already in
 * the language the test was taken in, so the result, its texts and its safety card are those the
 * server would have sent. The answers never leave the device, and the result needs no round trip.
 * `interpret` comes through the engine's scoring entry (score.ts), without the definition checks:
 * they bring Ajv, whose compiled validators the site's Content Security Policy (no eval) refuses.
 * This module is its own chunk, fetched ahead at the visitor's first press (`prepareScoring`).
 */
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { interpret } from '#engine/score.ts'

export function scoreOnDevice(definition: TestDefinition, answers: Answer[]): AssessmentResult {
  return interpret(definition, answers)
}
