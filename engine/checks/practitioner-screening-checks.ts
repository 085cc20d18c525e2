/**
 * tests-catalog/practitioner-screenings.json, checked for meaning once its shape is sound: every
 * screening names a test that exists in tests-catalog/tests/, once per list, and there is one entry per
 * practitioner the booking form offers (the practitioner enum of booking-appointment.schema.json).
 * The author's command and the server at boot both run it.
 */
import { registerSchema, schemaProblems } from '#schemas/ajv.ts'
import bookingSchema from '#schemas/booking-appointment.schema.json' with { type: 'json' }
import type { PractitionerScreenings } from '#schemas/generated/practitioner-screenings.ts'
import screeningsSchema from '#schemas/practitioner-screenings.schema.json' with { type: 'json' }
import type { DefinitionProblem } from './problem.ts'

export const screeningsFileName = 'practitioner-screenings.json'
export const screeningsSchemaName = 'practitioner-screenings.schema.json'

registerSchema(screeningsSchemaName, screeningsSchema)

/** The practitioners a consultation can be booked with, as the booking form spells them. */
export const bookablePractitioners: readonly string[] = bookingSchema.properties.practitioner.enum

/**
 * Problems of meaning in the screenings file; none while it breaks its schema (those are
 * reported by the schema check). `testSlugs`: the file names in tests-catalog/tests/ without .json.
 */
export function checkPractitionerScreenings(
  json: unknown,
  testSlugs: Iterable<string>,
  practitioners: readonly string[] = bookablePractitioners,
): DefinitionProblem[] {
  if (schemaProblems(screeningsSchemaName, json).length > 0) return []
  const plan = json as PractitionerScreenings
  const tests = new Set(testSlugs)
  const problem = (pointer: string, message: string): DefinitionProblem => ({ file: screeningsFileName, pointer, message })
  const problems: DefinitionProblem[] = []
  const offered = practitioners.join(', ')
  for (const practitioner of practitioners) {
    if (!(practitioner in plan.consultations)) {
      problems.push(problem('/consultations', `has no entry for ${practitioner}, whom the booking form offers; add "${practitioner}": [...] with the tests to offer before the session ([] for none)`))
    }
  }
  const lists: [string, string[]][] = Object.entries(plan.consultations).map(([practitioner, slugs]) => [`/consultations/${practitioner}`, slugs])
  lists.push(['/wellnessCheckup', plan.wellnessCheckup])
  for (const [pointer, slugs] of lists) {
    const practitioner = pointer.startsWith('/consultations/') ? pointer.slice('/consultations/'.length) : undefined
    if (practitioner !== undefined && !practitioners.includes(practitioner)) {
      problems.push(problem(pointer, `"${practitioner}" is not a practitioner the booking form offers (${offered}); correct the spelling or remove the entry`))
    }
    slugs.forEach((slug, index) => {
      if (!tests.has(slug)) {
        problems.push(problem(`${pointer}/${index}`, `"${slug}" is not a test in tests-catalog/tests/ (there is no tests/${slug}.json); write a test's routeSlug, its file name without .json`))
      } else if (slugs.indexOf(slug) < index) {
        problems.push(problem(`${pointer}/${index}`, `"${slug}" is already offered at ${pointer}/${slugs.indexOf(slug)}; list each test once`))
      }
    })
  }
  return problems
}
