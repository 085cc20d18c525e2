/**
 * Pre-session screenings: which catalogue tests suit a booking (by the practitioner for a
 * consultation, a fixed set for a wellness check-up, none for the VitalCare360 wait-list), and
 * which of them the person has finished. A finished screening is stored as its route slug and a
 * time only: the answers, score and grade never leave the browser with the booking attached
 * (RELIABILITY: screening answers are never stored with identity).
 */
import type { Kysely } from 'kysely'
import anxiety from '#catalog/tests/anxiety.json' with { type: 'json' }
import burnout from '#catalog/tests/burnout.json' with { type: 'json' }
import depression from '#catalog/tests/depression.json' with { type: 'json' }
import diabetesRisk from '#catalog/tests/diabetes-risk.json' with { type: 'json' }
import dietaryAssessment from '#catalog/tests/dietary-assessment.json' with { type: 'json' }
import hypertensionRisk from '#catalog/tests/hypertension-risk.json' with { type: 'json' }
import lifestyleHabits from '#catalog/tests/lifestyle-habits.json' with { type: 'json' }
import type { ServiceData } from '#schemas/generated/service-data.ts'
import type { Tables } from '../db/tables.ts'

export type Screening = ServiceData['screenings'][number]

type CatalogTest = { routeSlug: string; informalTitle: string; description: string }

// Imported, not looked up by name, so a renamed or removed test file fails the type check and the build.
const tests: Record<string, CatalogTest> = Object.fromEntries(
  [anxiety, burnout, depression, diabetesRisk, dietaryAssessment, hypertensionRisk, lifestyleHabits].map((test) => [test.routeSlug, test]),
)

/** The tests offered before each kind of session, in the order the page lists them. */
export const screeningsByPractitioner: Readonly<Record<string, readonly string[]>> = {
  Psychologist: ['depression', 'anxiety', 'burnout'],
  Doctor: ['diabetes-risk', 'hypertension-risk'],
  Nutritionist: ['dietary-assessment'],
}

/** A wellness check-up screens the lifestyle risks its lab tests look at. */
export const wellnessScreenings: readonly string[] = ['lifestyle-habits', 'diabetes-risk', 'hypertension-risk']

type BookedService = Pick<ServiceData, 'service_type' | 'practitioner'>

/** The route slugs of the screenings offered for a booking (none for the VitalCare360 wait-list). */
export function screeningSlugsFor(service: BookedService): readonly string[] {
  if (service.service_type === 'Wellness') return wellnessScreenings
  if (service.service_type === 'Appointment') return screeningsByPractitioner[service.practitioner ?? ''] ?? []
  return []
}

/** Every slug this module may offer, for the check that each is a real catalogue test. */
export function allScreeningSlugs(): string[] {
  return [...new Set([...Object.values(screeningsByPractitioner).flat(), ...wellnessScreenings])]
}

/** The booking's screenings with their catalogue title and description, and whether each is finished. */
export async function screeningsOf(db: Kysely<Tables>, serviceId: string, service: BookedService): Promise<Screening[]> {
  const slugs = screeningSlugsFor(service)
  if (slugs.length === 0) return []
  const done = await db.selectFrom('screening_completions').select('route_slug').where('service_id', '=', serviceId).execute()
  const completed = new Set(done.map((row) => row.route_slug))
  return slugs.map((slug) => {
    const test = tests[slug]
    if (!test) throw new Error(`The screening ${slug} is not a catalogue test`)
    return { routeSlug: slug, title: test.informalTitle, description: test.description, completed: completed.has(slug) }
  })
}

export type CompletionResult = 'completed' | 'not-found' | 'not-paid' | 'not-offered'

/**
 * Records that the person finished one of the booking's screenings: only for a paid booking and
 * a test in its list. Finishing it again changes nothing (the first time is kept).
 */
export async function markScreeningCompleted(db: Kysely<Tables>, serviceId: string, routeSlug: string): Promise<CompletionResult> {
  const service = await db.selectFrom('services').select(['service_type', 'practitioner', 'is_paid']).where('id', '=', serviceId).executeTakeFirst()
  if (!service) return 'not-found'
  if (!service.is_paid) return 'not-paid'
  if (!screeningSlugsFor(service).includes(routeSlug)) return 'not-offered'
  await db
    .insertInto('screening_completions')
    .values({ service_id: serviceId, route_slug: routeSlug })
    .onConflict((conflict) => conflict.columns(['service_id', 'route_slug']).doNothing())
    .execute()
  return 'completed'
}
