/**
 * What "Save for my doctor (FHIR)" downloads: a collection Bundle holding the QuestionnaireResponse
 * and the Observation scored from it, which points back at the response. Ids come from the caller
 * (random UUIDs in the browser), so the engine stays free of randomness.
 */
import type { Bundle, Observation, QuestionnaireResponse } from 'fhir/r4'
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import type { FhirContext } from './fhir-context.ts'
import { observationOf } from './observation.ts'
import { questionnaireResponseOf } from './questionnaire-response.ts'

export type ResultBundleInput = {
  definition: TestDefinition
  answers: readonly Answer[]
  result: AssessmentResult
  /** When the test was taken: an ISO 8601 date-time with its offset (e.g. new Date().toISOString()). */
  when: string
  /** Three UUIDs: the bundle's, the response's and the observation's. */
  ids: { bundle: string; response: string; observation: string }
  context: FhirContext
}

export function resultBundleOf({ definition, answers, result, when, ids, context }: ResultBundleInput): Bundle<QuestionnaireResponse | Observation> {
  const responseUrl = `urn:uuid:${ids.response}`
  return {
    resourceType: 'Bundle',
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${ids.bundle}` },
    type: 'collection',
    timestamp: when,
    entry: [
      { fullUrl: responseUrl, resource: { id: ids.response, ...questionnaireResponseOf(definition, answers, when, context) } },
      { fullUrl: `urn:uuid:${ids.observation}`, resource: { id: ids.observation, ...observationOf(definition, result, when, context, responseUrl) } },
    ],
  }
}

/** The download's file name: the test, the day it was taken (YYYY-MM-DD, Nairobi's), and the format: depression-2026-11-25.fhir.json. */
export function resultBundleFileName(definition: TestDefinition, day: string): string {
  return `${definition.routeSlug}-${day}.fhir.json`
}
