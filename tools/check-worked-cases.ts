/**
 * The worked cases part of `npm run check:catalog` (decision 045): each sound test's
 * `worked-cases/<slug>.json` (beside its `tests/` folder) is read and checked by the engine:
 * its schema, every case, every invariant, and that the cases reach every band, grade rule and flag.
 */
import path from 'node:path'
import { checkWorkedCases, type CatalogFile, type DefinitionProblem } from '#engine/index.ts'
import type { CrisisContactList, TestDefinition } from '#schemas/index.ts'
import { catalogDir, readJsonFile, readWorkedCasesFor } from './catalog-files.ts'

async function readCrisisContacts(): Promise<CrisisContactList | undefined> {
  const read = await readJsonFile(path.join(catalogDir, 'crisis-contacts.json')).catch(() => ({ json: undefined }))
  return read.json as CrisisContactList | undefined
}

export async function checkAllWorkedCases(
  tests: CatalogFile[],
  testPaths: string[],
  others: CatalogFile[],
  broken: ReadonlySet<string>,
): Promise<DefinitionProblem[]> {
  const bySlug = new Map([...others, ...tests].map(({ fileName, json }) => [path.basename(fileName, '.json'), json as TestDefinition]))
  const contacts = await readCrisisContacts()
  const problems: DefinitionProblem[] = []
  for (const { fileName, json } of tests) {
    if (broken.has(fileName)) continue
    const testPath = testPaths.find((candidate) => path.basename(candidate) === fileName)
    if (!testPath) continue
    problems.push(...checkWorkedCases(json as TestDefinition, await readWorkedCasesFor(testPath), (slug) => bySlug.get(slug), contacts))
  }
  return problems
}
