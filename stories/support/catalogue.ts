/**
 * The catalogue as story fixtures, in the browser as in the tests: every file in
 * tests-catalog/tests/, read as text and checked with the engine's loader (Ajv and the meaning
 * checks) only when a story asks for that test. A broken file therefore fails its own story, with
 * the checker's "file /pointer: sentence" lines, and leaves every other story working; the
 * Storybook build fails on it (.storybook/catalogue-stories.ts runs the checker).
 * tools/catalog-fixtures.ts does the same for Node tests; it reads files with node:fs, which a
 * browser does not have, hence this twin.
 */
import { DefinitionError, loadDefinition } from '#engine/index.ts'
import type { Answer, Question, TestDefinition } from '#schemas/index.ts'

/** A catalogue read from file texts: the tests' addresses, and each test checked when asked for. */
export type Catalogue = {
  /** Every test's address (its file name without .json), in file-name order. */
  readonly slugs: readonly string[]
  /** The checked definition; undefined when there is no such file; throws DefinitionError when it has problems. */
  find(routeSlug: string): TestDefinition | undefined
  /** The file's text, unchecked. */
  text(routeSlug: string): string | undefined
}

function parse(fileName: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new DefinitionError([{ file: fileName, pointer: '/', message: `is not valid JSON: ${(error as Error).message}` }])
  }
}

/** A catalogue from file paths (or names) and their texts. */
export function catalogueFrom(texts: Record<string, string>): Catalogue {
  const byFile = new Map(Object.entries(texts).map(([file, text]) => [file.replace(/^.*\//, ''), text] as const))
  const slugs = [...byFile.keys()].sort().map((name) => name.replace(/\.json$/, ''))
  const loaded = new Map<string, TestDefinition>()
  return {
    slugs,
    text: (routeSlug) => byFile.get(`${routeSlug}.json`),
    find(routeSlug) {
      const fileName = `${routeSlug}.json`
      const text = byFile.get(fileName)
      if (text === undefined) return undefined
      const definition = loaded.get(routeSlug) ?? loadDefinition(parse(fileName, text), fileName)
      loaded.set(routeSlug, definition)
      return definition
    },
  }
}

const files = import.meta.glob<string>('../../tests-catalog/tests/*.json', { eager: true, query: '?raw', import: 'default' })

/** Every catalogue test, as the stories and the fixture machine see it. */
export const catalogue: Catalogue = catalogueFrom(files)

export function catalogueTest(routeSlug: string): TestDefinition {
  const definition = catalogue.find(routeSlug)
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
