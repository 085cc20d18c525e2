/**
 * A test's worked cases (tests-catalog/worked-cases/<slug>.json, decision 045), as
 * `npm run check:catalog` checks them: the file exists and follows its schema, every case gives
 * what it says, every invariant holds, and the cases reach every band, grade rule, subscale band
 * and flag of the test at least once; an unreached one is named.
 */
import { registerSchema, schemaProblems, type TestDefinition } from '#schemas/index.ts'
import type { CrisisContactList } from '#schemas/generated/crisis-contacts.ts'
import workedCasesSchema from '#schemas/worked-cases.schema.json' with { type: 'json' }
import { traceScoring } from '../scoring-trace.ts'
import { InvalidAnswersError } from '../interpret.ts'
import { invariantProblems } from '../worked-invariants.ts'
import { caseAnswers, expectationProblems, unknownAnswerIds, workedCaseProblems, type OtherTest, type WorkedCases } from '../worked-cases.ts'
import type { DefinitionProblem, Problem } from './problem.ts'

export const workedCasesSchemaName = 'worked-cases.schema.json'
registerSchema(workedCasesSchemaName, workedCasesSchema)

/** A worked-cases file as read: its JSON, or why it could not be read; undefined when there is none. */
export type WorkedCasesFile = { json?: unknown; error?: string } | undefined

/** How the checker names a worked-cases file in its lines. */
export function workedCasesFileName(routeSlug: string): string {
  return `worked-cases/${routeSlug}.json`
}

function textOf(text: string): string {
  return text.length > 70 ? `${text.slice(0, 67)}...` : text
}

function bandSpan(band: { min: number; max?: number; below?: number }): string {
  if (band.max !== undefined) return `totals ${band.min} to ${band.max}`
  if (band.below !== undefined) return `totals from ${band.min} up to ${band.below}`
  return `totals from ${band.min} up`
}

/** The bands, grade rules, subscale bands and flags no accepted case reaches. */
function coverageProblems(definition: TestDefinition, workedCases: WorkedCases): Problem[] {
  const grades = new Set<string>()
  const flags = new Set<number>()
  const subscaleBands = new Set<string>()
  for (const workedCase of workedCases.cases) {
    if (unknownAnswerIds(definition, workedCase).length > 0) continue
    try {
      const trace = traceScoring(definition, caseAnswers(definition, workedCase))
      if (trace.grade) grades.add(trace.grade)
      trace.flags.forEach((flag) => flags.add(flag))
      trace.subscaleBands.forEach((band) => subscaleBands.add(band))
    } catch (error) {
      if (!(error instanceof InvalidAnswersError)) throw error
    }
  }
  const file = `${definition.routeSlug}.json`
  const { bands, gradeRules = [], flags: flagList = [] } = definition.scoring
  const missing = [
    ...bands.flatMap((band, index) => (grades.has(`/scoring/bands/${index}`) ? [] : [
      `no worked case reaches the band "${band.grade}" (${bandSpan(band)}, ${file} /scoring/bands/${index}); add a case whose answers give a total in it`,
    ])),
    ...gradeRules.flatMap((rule, index) => (grades.has(`/scoring/gradeRules/${index}`) ? [] : [
      `no worked case reaches the grade rule "${rule.grade}" (${file} /scoring/gradeRules/${index}); add a case whose answers meet its condition`,
    ])),
    ...(definition.scoring.subscales ?? []).flatMap((subscale, index) => subscale.bands.flatMap((band, bandIndex) => (subscaleBands.has(`/scoring/subscales/${index}/bands/${bandIndex}`) ? [] : [
      `no worked case reaches the band "${band.grade}" of the subscale "${subscale.label}" (${bandSpan(band).replace('totals', 'scores')}, ${file} /scoring/subscales/${index}/bands/${bandIndex}); add a case whose answers give a score in it`,
    ]))),
    ...flagList.flatMap((flag, index) => (flags.has(index) ? [] : [
      `no worked case makes the ${flag.section} flag "${textOf(flag.text)}" fire (${file} /scoring/flags/${index}); add a case whose answers meet its condition`,
    ])),
  ]
  return missing.map((message) => ({ pointer: '/cases', message }))
}

/** The numbers crisisNumbers names that crisis-contacts.json does not list with a source. */
function crisisNumberProblems(workedCases: WorkedCases, contacts: CrisisContactList | undefined): Problem[] {
  if (!workedCases.crisisNumbers || !contacts) return []
  const sourced = new Set(contacts.contacts.filter((contact) => contact.sources.length > 0).flatMap((contact) => contact.numbers.map((number) => number.tel)))
  return workedCases.crisisNumbers.flatMap((tel, index) =>
    sourced.has(tel) ? [] : [{ pointer: `/crisisNumbers/${index}`, message: `"${tel}" is not a number crisis-contacts.json lists with a source` }],
  )
}

/** Every problem of a test's worked cases; the test itself is already known to be sound. */
export function checkWorkedCases(
  definition: TestDefinition,
  read: WorkedCasesFile,
  others: OtherTest,
  contacts?: CrisisContactList,
): DefinitionProblem[] {
  const file = workedCasesFileName(definition.routeSlug)
  if (!read) {
    return [{
      file: `${definition.routeSlug}.json`,
      pointer: '/',
      message: `has no worked cases: add ${file} beside tests/, with answers from the published scoring that reach every band and flag (tests-catalog/README.md, "Worked cases")`,
    }]
  }
  if (read.error) return [{ file, pointer: '/', message: read.error }]
  const structural = schemaProblems(workedCasesSchemaName, read.json)
  if (structural.length > 0) return structural.map((problem) => ({ file, ...problem }))
  const workedCases = read.json as WorkedCases
  const problems: Problem[] = []
  if (workedCases.test !== definition.routeSlug) {
    problems.push({ pointer: '/test', message: `is "${workedCases.test}", but these are the cases of ${definition.routeSlug}.json; write "${definition.routeSlug}"` })
  }
  problems.push(...expectationProblems(definition, workedCases.definition, '/definition', others))
  problems.push(...crisisNumberProblems(workedCases, contacts))
  workedCases.invariants?.forEach((invariant, index) => problems.push(...invariantProblems(definition, invariant, `/invariants/${index}`, others)))
  workedCases.cases.forEach((workedCase, index) => problems.push(...workedCaseProblems(definition, workedCase, `/cases/${index}`, others)))
  problems.push(...coverageProblems(definition, workedCases))
  return problems.map((problem) => ({ file, ...problem }))
}
