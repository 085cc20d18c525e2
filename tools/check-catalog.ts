/**
 * The clinical authors' command: `npm run check:catalog [files]`. Checks every test definition
 * (or only the files named) and the catalogue files, prints every problem as
 * "file /pointer: sentence", and exits with status 1 if there is any.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkCatalog, formatProblem, type DefinitionProblem } from '#engine/index.ts'
import { schemaProblems, validatorFor } from '#schemas/index.ts'
import { catalogueFilePaths, readJsonFile, testFilePaths, type CatalogFile } from './catalog-files.ts'

async function categorySlugs(): Promise<string[]> {
  const categories = await readJsonFile(path.join(path.dirname(fileURLToPath(import.meta.url)), '../tests-catalog/categories.json')).catch(() => ({ json: undefined }))
  const list = (categories.json as { categories?: { routeSlug?: string }[] } | undefined)?.categories ?? []
  return list.map((category) => category.routeSlug).filter((slug): slug is string => typeof slug === 'string')
}

/** What a catalogue file holds, counted for the summary (e.g. "8 categories"). */
function countEntries(schemaName: string, json: unknown): string | undefined {
  const lists: Record<string, [string, string]> = {
    'categories.schema.json': ['categories', 'categories'],
    'services.schema.json': ['services', 'services'],
    'wellness-packages.schema.json': ['packages', 'wellness packages'],
    'crisis-contacts.schema.json': ['contacts', 'crisis contacts'],
  }
  const [key, label] = lists[schemaName] ?? []
  const list = key ? (json as Record<string, unknown> | undefined)?.[key] : undefined
  return Array.isArray(list) ? `${list.length} ${label}` : undefined
}

export async function checkFiles(
  requested: string[],
): Promise<{ problems: DefinitionProblem[]; testCount: number; fileCount: number; counts: string[] }> {
  const problems: DefinitionProblem[] = []
  const testPaths = requested.length > 0 ? requested.map((file) => path.resolve(file)) : await testFilePaths()
  const tests: CatalogFile[] = []
  for (const filePath of testPaths) {
    const fileName = path.basename(filePath)
    const read = await readJsonFile(filePath).catch((error: Error) => ({ json: undefined, error: `cannot be read: ${error.message}` }))
    if (read.error) problems.push({ file: fileName, pointer: '/', message: read.error })
    else tests.push({ fileName, json: read.json })
  }
  problems.push(...checkCatalog(tests, await categorySlugs()))

  let fileCount = 0
  const counts: string[] = []
  if (requested.length === 0) {
    for (const { filePath, schemaName } of await catalogueFilePaths()) {
      const file = path.basename(filePath)
      try {
        validatorFor(schemaName)
      } catch {
        problems.push({ file, pointer: '/', message: `has no schema: add schemas/${schemaName}` })
        continue
      }
      const read = await readJsonFile(filePath)
      fileCount += 1
      if (read.error) problems.push({ file, pointer: '/', message: read.error })
      else problems.push(...schemaProblems(schemaName, read.json).map((problem) => ({ file, ...problem })))
      const counted = read.error ? undefined : countEntries(schemaName, read.json)
      if (counted) counts.push(counted)
    }
  }
  return { problems, testCount: tests.length, fileCount, counts }
}

async function main(): Promise<void> {
  const { problems, testCount, fileCount, counts } = await checkFiles(process.argv.slice(2))
  for (const problem of problems) console.error(formatProblem(problem))
  const tests = `${testCount} test definition${testCount === 1 ? '' : 's'}`
  const files = `${fileCount} catalogue file${fileCount === 1 ? '' : 's'}${counts.length > 0 ? ` (${counts.join(', ')})` : ''}`
  const summary = `${tests} and ${files} checked`
  if (problems.length > 0) {
    console.error(`\n${summary}: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix.`)
    process.exitCode = 1
  } else {
    console.log(`${summary}: no problems.`)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
