/**
 * The catalogue as test fixtures: the real definitions, read synchronously and checked, plus a
 * helper that writes answers by question id so worked cases read like the published examples.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadDefinition } from '#engine/index.ts'
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
