/**
 * The catalogue as test fixtures: the real definitions, read synchronously and checked, plus a
 * helper that writes answers by question id so worked cases read like the published examples.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { interpret, InvalidAnswersError, loadDefinition } from '#engine/index.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { testsDir } from './catalog-files.ts'

export function readCatalogJson(slug: string): TestDefinition {
  return JSON.parse(readFileSync(path.join(testsDir, `${slug}.json`), 'utf8')) as TestDefinition
}

export function loadCatalogTest(slug: string): TestDefinition {
  return loadDefinition(readCatalogJson(slug), `${slug}.json`)
}

export function catalogSlugs(): string[] {
  return readdirSync(testsDir).filter((name) => name.endsWith('.json')).map((name) => name.replace(/\.json$/, '')).sort()
}

export function allCatalogTests(): TestDefinition[] {
  return catalogSlugs().map(loadCatalogTest)
}

/** One answer per question in definition order, from a map of id to answer (null elsewhere). */
export function answersById(definition: TestDefinition, byId: Record<string, Answer>): Answer[] {
  const unknown = Object.keys(byId).filter((id) => !definition.questions.some((question) => question.id === id))
  if (unknown.length > 0) throw new Error(`No such question in ${definition.routeSlug}: ${unknown.join(', ')}`)
  return definition.questions.map((question) => byId[question.id] ?? null)
}

/** A deep copy to break on purpose in tests. */
export function copyOf<T>(value: T): T {
  return structuredClone(value)
}

/** Item answers (each 0 to `perItem`) adding up to `total`, filled from the first item. */
export function itemsTotalling(total: number, count: number, perItem: number): number[] {
  const items = Array.from({ length: count }, () => 0)
  let left = total
  for (let index = 0; index < count && left > 0; index += 1) {
    items[index] = Math.min(perItem, left)
    left -= items[index]!
  }
  if (left > 0) throw new Error(`No ${count} items of at most ${perItem} add up to ${total}`)
  return items
}

/** The InvalidAnswersError that interpret throws for these answers (fails if it accepts them). */
export function refusalOf(definition: TestDefinition, answers: unknown[]): InvalidAnswersError {
  try {
    interpret(definition, answers as Answer[])
  } catch (error) {
    if (error instanceof InvalidAnswersError) return error
    throw error
  }
  throw new Error('interpret accepted the answers')
}

/** A small checklist test with a multi-select question (one exclusive option) and a text question. */
export function checklistDefinition(base: TestDefinition): TestDefinition {
  return {
    ...base,
    questions: [
      {
        id: 'signs',
        type: 'multi-select',
        question: 'Which of these do you have?',
        options: [
          { text: 'Headache', score: 1 },
          { text: 'Fever', score: 2 },
          { text: 'None of these', score: 0, exclusive: true },
        ],
      },
      { id: 'notes', type: 'user-input-text', question: 'Anything else?', maxLength: 20 },
    ],
    expectedTotalScore: 3,
    scoring: {
      total: { sum: { items: ['signs'] } },
      bands: [
        { min: 0, max: 0, grade: 'None', tone: 'green', description: 'No signs.', nextSteps: ['Nothing to do.'] },
        { min: 1, max: 3, grade: 'Some', tone: 'blue', description: 'Some signs.', nextSteps: ['See a doctor.'] },
      ],
    },
  }
}
