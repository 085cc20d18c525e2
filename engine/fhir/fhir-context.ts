/**
 * Where the FHIR resources of a deployment live: the site's public address (canonical URLs,
 * identifier systems and our own code systems hang under `<base>/fhir`) and its name as publisher.
 * Passed in, never read from the environment, so the engine stays pure; the server gives its public
 * address and the browser its own origin, which on one deployment is the same.
 */
import type { TestDefinition } from '#schemas/index.ts'

export type FhirContext = {
  /** The site's public address without a trailing slash, e.g. https://afyahub.example. */
  base: string
  /** Who publishes the questionnaires: the site's brand name. */
  publisher: string
}

/** A FHIR id allows letters, digits, '-' and '.': a route slug's '_' becomes '-' (social_support is social-support). */
export function fhirIdOf(slug: string): string {
  return slug.replace(/_/g, '-')
}

export const fhirBaseOf = (context: FhirContext): string => `${context.base.replace(/\/+$/, '')}/fhir`

/** The Questionnaire's canonical URL, which GET /fhir/Questionnaire/:id answers. */
export const questionnaireUrlOf = (context: FhirContext, definition: TestDefinition): string =>
  `${fhirBaseOf(context)}/Questionnaire/${fhirIdOf(definition.routeSlug)}`

/** Our code system for one test's answer options: code `<question id>/<option position>`. */
export const answerSystemOf = (context: FhirContext, definition: TestDefinition): string =>
  `${fhirBaseOf(context)}/CodeSystem/${fhirIdOf(definition.routeSlug)}-answers`

/** Our code system for test totals that LOINC has no code for: code = the test code (MH-003). */
export const totalSystemOf = (context: FhirContext): string => `${fhirBaseOf(context)}/CodeSystem/test-totals`

/** Identifier systems of a test: its code and its slug. */
export const testCodeSystemOf = (context: FhirContext): string => `${fhirBaseOf(context)}/test-code`
export const testSlugSystemOf = (context: FhirContext): string => `${fhirBaseOf(context)}/test-slug`

export const optionCode = (questionId: string, position: number): string => `${questionId}/${position}`

/** The option position an answer code names for a question, or undefined when it names none of that question's. */
export function optionPositionOf(code: string | undefined, questionId: string): number | undefined {
  if (!code?.startsWith(`${questionId}/`)) return undefined
  const rest = code.slice(questionId.length + 1)
  return /^(0|[1-9]\d*)$/.test(rest) ? Number(rest) : undefined
}

/** Extensions from HL7's extension registry that the resources use. */
export const extensionUrls = {
  itemWeight: 'http://hl7.org/fhir/StructureDefinition/itemWeight',
  ordinalValue: 'http://hl7.org/fhir/StructureDefinition/ordinalValue',
  minValue: 'http://hl7.org/fhir/StructureDefinition/minValue',
  maxValue: 'http://hl7.org/fhir/StructureDefinition/maxValue',
  unit: 'http://hl7.org/fhir/StructureDefinition/questionnaire-unit',
  citation: 'http://hl7.org/fhir/StructureDefinition/cqf-citation',
} as const

/** Our own extension, on an item whose skipping enableWhen cannot say (decision 068). */
export const skipNoteUrlOf = (context: FhirContext): string => `${fhirBaseOf(context)}/StructureDefinition/skip-rule-note`
