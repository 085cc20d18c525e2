/**
 * The catalogue as story fixtures, in the browser as in the tests: every definition in
 * tests-catalog/tests/, checked with the engine's loader (Ajv and the meaning checks) so a broken
 * file fails the Storybook and the stories test loudly, plus answers written by question id.
 * tools/catalog-fixtures.ts does the same for Node tests; it reads files with node:fs, which a
 * browser does not have, hence this twin.
 */
import { loadDefinition } from '#engine/index.ts'
import type { Answer, Question, TestDefinition } from '#schemas/index.ts'

const files = import.meta.glob<unknown>('../../tests-catalog/tests/*.json', { eager: true, import: 'default' })

/** Every catalogue test, by route slug, in file-name order. */
export const catalogueTests: ReadonlyMap<string, TestDefinition> = new Map(
  Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, json]) => {
      const name = file.replace(/^.*\//, '')
      return [name.replace(/\.json$/, ''), loadDefinition(json, name)] as const
    }),
)

export function catalogueTest(routeSlug: string): TestDefinition {
  const definition = catalogueTests.get(routeSlug)
  if (!definition) throw new Error(`No catalogue test "${routeSlug}" in tests-catalog/tests/`)
  return definition
}

export function catalogueQuestion(routeSlug: string, questionId: string): Question {
  const question = catalogueTest(routeSlug).questions.find((candidate) => candidate.id === questionId)
  if (!question) throw new Error(`No question "${questionId}" in ${routeSlug}.json`)
  return question
}

/** One answer per question in definition order, from a map of id to answer (null elsewhere). */
export function answersById(definition: TestDefinition, byId: Record<string, Answer>): Answer[] {
  const unknown = Object.keys(byId).filter((id) => !definition.questions.some((question) => question.id === id))
  if (unknown.length > 0) throw new Error(`No such question in ${definition.routeSlug}: ${unknown.join(', ')}`)
  return definition.questions.map((question) => byId[question.id] ?? null)
}
