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

export async function checkFiles(requested: string[]): Promise<{ problems: DefinitionProblem[]; testCount: number; fileCount: number }> {
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
    }
  }
  return { problems, testCount: tests.length, fileCount }
}

async function main(): Promise<void> {
  const { problems, testCount, fileCount } = await checkFiles(process.argv.slice(2))
  for (const problem of problems) console.error(formatProblem(problem))
  const summary = `${testCount} test definition${testCount === 1 ? '' : 's'} and ${fileCount} catalogue file${fileCount === 1 ? '' : 's'} checked`
  if (problems.length > 0) {
    console.error(`\n${summary}: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix.`)
    process.exitCode = 1
  } else {
    console.log(`${summary}: no problems.`)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
