/**
 * Worked cases as data (tests-catalog/worked-cases/<slug>.json, decision 045): what a case's
 * answers must give, checked against a result. Pure, so the catalogue check, the generic test and
 * the HTTP and story runs all judge a case with the same code.
 */
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import type { Expectation, WorkedCase, WorkedCases } from '#schemas/generated/worked-cases.ts'
import { interpret, InvalidAnswersError } from './interpret.ts'
import { followPath } from './paths.ts'
import { traceScoring } from './scoring-trace.ts'
import type { Problem } from './checks/problem.ts'

export type { WorkedCase, WorkedCases, Expectation }

/** Another test's definition, by routeSlug (for `sameAs`). */
export type OtherTest = (routeSlug: string) => TestDefinition | undefined

/** The case's answers as the API takes them: one per question, in order, null when left out. */
export function caseAnswers(definition: TestDefinition, workedCase: Pick<WorkedCase, 'answers'>): Answer[] {
  const { answers } = workedCase
  if (Array.isArray(answers)) return answers as Answer[]
  return definition.questions.map((question) => (answers[question.id] ?? null) as Answer)
}

/** Ids the case answers that the test does not have. */
export function unknownAnswerIds(definition: TestDefinition, workedCase: Pick<WorkedCase, 'answers'>): string[] {
  if (Array.isArray(workedCase.answers)) return []
  return Object.keys(workedCase.answers).filter((id) => !definition.questions.some((question) => question.id === id))
}

type Found = { present: true; value: unknown } | { present: false }

/** The value at a JSON pointer ("/nextSteps/0"; ~1 is a /, ~0 a ~). */
export function valueAt(root: unknown, pointer: string): Found {
  let current: unknown = root
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (Array.isArray(current) && /^\d+$/.test(key) && Number(key) < current.length) current = current[Number(key)]
    else if (current !== null && typeof current === 'object' && !Array.isArray(current) && Object.hasOwn(current, key)) current = (current as Record<string, unknown>)[key]
    else return { present: false }
  }
  return { present: true, value: current }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-9
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]))
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const [ka, kb] = [Object.keys(a), Object.keys(b)]
    return ka.length === kb.length && ka.every((key) => Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  }
  return false
}

function show(found: Found): string {
  if (!found.present) return 'nothing'
  const text = JSON.stringify(found.value)
  return text.length > 160 ? `${text.slice(0, 157)}...` : text
}

/** Whether what was found meets the expectation. */
function meets(expectation: Expectation, found: Found, others: OtherTest): boolean {
  if ('not' in expectation) return !meets(expectation.not, found, others)
  if ('absent' in expectation) return !found.present || found.value === undefined
  if (!found.present) return false
  if ('equals' in expectation) return sameValue(found.value, expectation.equals)
  if ('contains' in expectation) return typeof found.value === 'string' && found.value.includes(expectation.contains)
  if ('matches' in expectation) return typeof found.value === 'string' && new RegExp(expectation.matches).test(found.value)
  if ('count' in expectation) return Array.isArray(found.value) && found.value.length === expectation.count
  const other = others(expectation.sameAs.test)
  const there = other ? valueAt(other, expectation.sameAs.at) : { present: false as const }
  return there.present && sameValue(found.value, there.value)
}

/** The problem with the value at `pointer` of `root`, or null when it meets the expectation. */
export function expectationProblem(root: unknown, pointer: string, expectation: Expectation, others: OtherTest): string | null {
  const found = valueAt(root, pointer)
  return meets(expectation, found, others) ? null : `expected ${JSON.stringify(expectation)} at ${pointer || '/'}, but found ${show(found)}`
}

/** Every unmet expectation of a pointer-to-expectation map, each reported at `at` (the map's place). */
export function expectationProblems(root: unknown, expectations: Record<string, Expectation> | undefined, at: string, others: OtherTest): Problem[] {
  return Object.entries(expectations ?? {}).flatMap(([pointer, expectation]) => {
    const message = expectationProblem(root, pointer, expectation, others)
    // The place in the result (or test file) is in the message; the pointer names the map, which reads better than ~1-escaped keys.
    return message ? [{ pointer: at, message }] : []
  })
}

/** What a scored case says of a result: total, grade, tone and the result's other places. */
export function resultProblems(workedCase: WorkedCase, result: AssessmentResult, at: string, others: OtherTest): Problem[] {
  const problems: Problem[] = []
  for (const key of ['totalScore', 'grade', 'tone'] as const) {
    const expected = workedCase[key]
    if (expected !== undefined && !sameValue(result[key], expected)) {
      problems.push({ pointer: `${at}/${key}`, message: `is ${JSON.stringify(expected)}, but the answers give ${JSON.stringify(result[key])}` })
    }
  }
  return [...problems, ...expectationProblems(result, workedCase.result, `${at}/result`, others)]
}

/** Runs one case through the engine: every way it fails, at pointers inside the case (`at`). */
export function workedCaseProblems(definition: TestDefinition, workedCase: WorkedCase, at: string, others: OtherTest): Problem[] {
  const unknown = unknownAnswerIds(definition, workedCase)
  if (unknown.length > 0) return [{ pointer: `${at}/answers`, message: `names ${unknown.map((id) => `"${id}"`).join(', ')}, which ${unknown.length === 1 ? 'is not a question' : 'are not questions'} of ${definition.routeSlug}.json` }]
  const answers = caseAnswers(definition, workedCase)
  const problems: Problem[] = []
  if (workedCase.path) {
    const path = followPath(definition, answers).path.map((index) => definition.questions[index]!.id)
    if (!sameValue(path, workedCase.path)) problems.push({ pointer: `${at}/path`, message: `the answers go through ${JSON.stringify(path)}, not ${JSON.stringify(workedCase.path)}` })
  }
  let result: AssessmentResult
  try {
    result = interpret(definition, answers)
  } catch (error) {
    if (!(error instanceof InvalidAnswersError)) throw error
    const first = error.problems[0]!
    if (!workedCase.refused) return [...problems, { pointer: `${at}/answers`, message: `are refused: ${first.pointer}: ${first.message}` }]
    if (first.pointer !== workedCase.refused.pointer) problems.push({ pointer: `${at}/refused/pointer`, message: `the answers are refused first at ${first.pointer} (${first.message}), not at ${workedCase.refused.pointer}` })
    if (workedCase.refused.message) problems.push(...expectationProblems(first.message, { '': workedCase.refused.message }, `${at}/refused/message`, others))
    return problems
  }
  if (workedCase.refused) return [...problems, { pointer: `${at}/refused`, message: `the answers are accepted (a total of ${result.totalScore}, "${result.grade}"), not refused` }]
  const fired = traceScoring(definition, answers).flags
  if (workedCase.flags && !sameValue(fired, workedCase.flags)) {
    problems.push({ pointer: `${at}/flags`, message: `the answers make ${fired.length === 0 ? 'no flag' : `the flags ${JSON.stringify(fired)}`} fire, not ${JSON.stringify(workedCase.flags)}` })
  }
  return [...problems, ...resultProblems(workedCase, result, at, others)]
}
