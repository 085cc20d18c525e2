/**
 * A result as a FHIR R4 Observation (decision 068): the total as valueQuantity (UCUM `{score}`),
 * coded with LOINC where a confirmed code exists (loinc.ts) and always with our own code (the test
 * code), the band's grade as interpretation text and every band as a reference range, subscales as
 * components, and the risk flags and the band's meaning as notes for the clinician. No subject: the
 * visitor downloads it and no identity is in it.
 */
import type { Annotation, CodeableConcept, Observation, ObservationComponent, ObservationReferenceRange, Quantity } from 'fhir/r4'
import type { AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { totalSystemOf, type FhirContext } from './fhir-context.ts'
import { loincSystem, loincTotals } from './loinc.ts'

const score = (value: number): Quantity => ({ value, unit: '{score}', system: 'http://unitsofmeasure.org', code: '{score}' })

const surveyCategory: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey', display: 'Survey' }],
}

export function totalCodeOf(definition: TestDefinition, context: FhirContext): CodeableConcept {
  const loinc = loincTotals[definition.routeSlug]
  const text = `${definition.formalTitle} total score`
  return {
    coding: [
      ...(loinc ? [{ system: loincSystem, ...loinc }] : []),
      { system: totalSystemOf(context), code: definition.testCode, display: text },
    ],
    text,
  }
}

/** The bands as reference ranges: each band's lowest and highest total (or the total it stays below) and its grade. */
function rangesOf(definition: TestDefinition): ObservationReferenceRange[] {
  return definition.scoring.bands.map((band) => ({
    low: score(band.min),
    ...(band.max !== undefined ? { high: score(band.max) } : {}),
    text: band.below !== undefined ? `${band.grade} (${band.min} to below ${band.below})` : band.grade,
  }))
}

function componentsOf(result: AssessmentResult, definition: TestDefinition, context: FhirContext): ObservationComponent[] {
  return (result.subscales ?? []).map((subscale) => ({
    code: { coding: [{ system: totalSystemOf(context), code: `${definition.testCode}/${subscale.id}`, display: subscale.label }], text: subscale.label },
    valueQuantity: score(subscale.score),
    interpretation: [{ text: subscale.grade }],
  }))
}

function notesOf(result: AssessmentResult): Annotation[] {
  return [
    ...(result.suicideRisk ? [result.suicideRisk] : []),
    ...(result.dangerSigns ?? []),
    ...(result.description ? [result.description] : []),
  ].map((text) => ({ text }))
}

/**
 * The result observed at `when` (an ISO 8601 date-time with its offset). `derivedFrom`, when given,
 * is the reference of the QuestionnaireResponse it was scored from (a bundle's `urn:uuid:`).
 */
export function observationOf(definition: TestDefinition, result: AssessmentResult, when: string, context: FhirContext, derivedFrom?: string): Observation {
  const components = componentsOf(result, definition, context)
  const notes = notesOf(result)
  return {
    resourceType: 'Observation',
    ...(definition.language ? { language: definition.language } : {}),
    status: 'final',
    category: [surveyCategory],
    code: totalCodeOf(definition, context),
    effectiveDateTime: when,
    issued: when,
    valueQuantity: score(result.totalScore),
    interpretation: [{ text: result.grade }],
    ...(notes.length > 0 ? { note: notes } : {}),
    referenceRange: rangesOf(definition),
    ...(derivedFrom ? { derivedFrom: [{ reference: derivedFrom, type: 'QuestionnaireResponse' }] } : {}),
    ...(components.length > 0 ? { component: components } : {}),
  }
}
