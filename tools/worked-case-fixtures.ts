/**
 * Every worked-cases file of the catalogue with its test, read synchronously for the generic
 * worked-case tests (tests-catalog/worked-cases.test.ts, stories/worked-cases.dom.test.tsx).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { OtherTest, WorkedCases } from '#engine/index.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { catalogDir } from './catalog-files.ts'
import { catalogSlugs, readCatalogJson } from './catalog-fixtures.ts'

export const workedCasesDir = path.join(catalogDir, 'worked-cases')

export type WorkedCaseFile = { slug: string; workedCases: WorkedCases; definition: TestDefinition }

export function workedCaseFiles(): WorkedCaseFile[] {
  return readdirSync(workedCasesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const slug = name.replace(/\.json$/, '')
      const workedCases = JSON.parse(readFileSync(path.join(workedCasesDir, name), 'utf8')) as WorkedCases
      return { slug, workedCases, definition: readCatalogJson(slug) }
    })
}

/** Other catalogue tests by routeSlug, for `sameAs`. */
export const catalogTestBySlug: OtherTest = (routeSlug) => (catalogSlugs().includes(routeSlug) ? readCatalogJson(routeSlug) : undefined)
