/**
 * Pre-session screenings: which catalogue tests suit a booking, as tests-catalog/
 * practitioner-screenings.json says (by the practitioner for a consultation, one list for a
 * wellness check-up, none for the VitalCare360 wait-list), and which of them the person has
 * finished. The file is checked when the server starts: a broken one, a test that does not exist
 * or a practitioner without an entry stops it, every problem named. A finished screening is stored
 * as its route slug and a time only: the answers, score and grade never leave the browser with the
 * booking attached (RELIABILITY: screening answers are never stored with identity).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Kysely } from 'kysely'
import planJson from '#catalog/practitioner-screenings.json' with { type: 'json' }
import { checkPractitionerScreenings, screeningsFileName, screeningsSchemaName } from '#engine/index.ts'
import { schemaProblems } from '#schemas/ajv.ts'
import type { PractitionerScreenings } from '#schemas/generated/practitioner-screenings.ts'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import type { Tables } from '../db/tables.ts'

export type Screening = ServiceData['screenings'][number]

type CatalogTest = { routeSlug: string; title: string; description: string }

export type ScreeningPlan = {
  readonly plan: PractitionerScreenings
  /** Each offered test's title and description, by route slug. */
  readonly tests: ReadonlyMap<string, CatalogTest>
}

const defaultTestsDir = fileURLToPath(new URL('../../tests-catalog/tests/', import.meta.url))

/** Checks the screenings file against its schema and the tests on disk, then reads each offered test's card. */
export function loadScreeningPlan(json: unknown, testsDir: string = defaultTestsDir): ScreeningPlan {
  const testSlugs = readdirSync(testsDir).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length))
  const problems = [...schemaProblems(screeningsSchemaName, json), ...checkPractitionerScreenings(json, testSlugs)]
  if (problems.length > 0) {
    throw new Error(`tests-catalog/${screeningsFileName} is not valid:\n${problems.map((problem) => `- ${problem.pointer}: ${problem.message}`).join('\n')}`)
  }
  const plan = json as PractitionerScreenings
  const tests = new Map<string, CatalogTest>()
  for (const slug of new Set([...Object.values(plan.consultations).flat(), ...plan.wellnessCheckup])) {
    const test = JSON.parse(readFileSync(`${testsDir}/${slug}.json`, 'utf8')) as { informalTitle: string; description: string }
    tests.set(slug, { routeSlug: slug, title: test.informalTitle, description: test.description })
  }
  return { plan, tests }
}

const { plan, tests } = loadScreeningPlan(planJson)

type BookedService = Pick<ServiceData, 'service_type' | 'practitioner'>

/** The route slugs of the screenings offered for a booking (none for the VitalCare360 wait-list). */
export function screeningSlugsFor(service: BookedService): readonly string[] {
  if (service.service_type === 'Wellness') return plan.wellnessCheckup
  if (service.service_type !== 'Appointment') return []
  const practitioner = service.practitioner ?? ''
  return Object.hasOwn(plan.consultations, practitioner) ? plan.consultations[practitioner]! : []
}

/** Every slug the file may offer (each checked at load to be a catalogue test). */
export function allScreeningSlugs(): string[] {
  return [...tests.keys()]
}

/** The booking's screenings with their catalogue title and description, and whether each is finished. */
export async function screeningsOf(db: Kysely<Tables>, serviceId: string, service: BookedService): Promise<Screening[]> {
  const slugs = screeningSlugsFor(service)
  if (slugs.length === 0) return []
  const done = await db.selectFrom('screening_completions').select('route_slug').where('service_id', '=', serviceId).execute()
  const completed = new Set(done.map((row) => row.route_slug))
  return slugs.map((slug) => {
    const { title, description } = tests.get(slug)!
    return { routeSlug: slug, title, description, completed: completed.has(slug) }
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
