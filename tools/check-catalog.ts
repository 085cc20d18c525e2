/**
 * The clinical authors' command: `npm run check:catalog [files]`. Checks every test definition
 * (or only the files named, against the rest of the catalogue) and the catalogue files, prints
 * every problem as "file /pointer: sentence", and exits with status 1 if there is any; then says
 * which of the tests checked are in Kiswahili (decision 057). Warnings
 * (a test that repeats an instrument already in the catalogue; an item scored against the rest of
 * a scale that declares a direction) are printed as
 * "warning: file /pointer: sentence" and do not fail it.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { catalogItemDirectionWarnings, checkCatalog, checkCatalogSafety, checkPractitionerScreenings, checkTestCodes, formatProblem, repeatedInstruments, screeningsFileName, type CodedCategory, type CrisisLexicon, type DefinitionProblem } from '#engine/index.ts'
import { schemaProblems, validatorFor } from '#schemas/index.ts'
import { catalogDir, catalogueFilePaths, readJsonFile, testFilePaths, type CatalogFile } from './catalog-files.ts'
import { checkAllWorkedCases } from './check-worked-cases.ts'

/** The crisis lexicon, when it can be read (a broken one is reported with the catalogue files). */
async function readCrisisLexicon(): Promise<CrisisLexicon | undefined> {
  const read = await readJsonFile(path.join(catalogDir, 'crisis-lexicon.json')).catch(() => ({ json: undefined }))
  return schemaProblems('crisis-lexicon.schema.json', read.json).length === 0 ? (read.json as CrisisLexicon) : undefined
}

async function readCategories(): Promise<CodedCategory[]> {
  const categories = await readJsonFile(path.join(path.dirname(fileURLToPath(import.meta.url)), '../tests-catalog/categories.json')).catch(() => ({ json: undefined }))
  const list = (categories.json as { categories?: Partial<CodedCategory>[] } | undefined)?.categories ?? []
  return list.filter((category): category is CodedCategory => typeof category.routeSlug === 'string' && typeof category.id === 'string')
}

/** The catalogue's test files other than those named: what named files are compared with. */
async function otherCatalogTests(named: string[]): Promise<CatalogFile[]> {
  const names = new Set(named.map((file) => path.basename(file)))
  const others: CatalogFile[] = []
  for (const filePath of await testFilePaths()) {
    if (names.has(path.basename(filePath))) continue
    const read = await readJsonFile(filePath).catch(() => ({ json: undefined }))
    if (read.json !== undefined) others.push({ fileName: path.basename(filePath), json: read.json })
  }
  return others
}

/** The tests that exist, by file name without .json, as the screenings file names them. */
function testSlugsOf(tests: CatalogFile[]): string[] {
  return tests.map((test) => path.basename(test.fileName, '.json'))
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
): Promise<{ problems: DefinitionProblem[]; warnings: DefinitionProblem[]; testCount: number; fileCount: number; counts: string[]; inKiswahili: string[] }> {
  const problems: DefinitionProblem[] = []
  const testPaths = requested.length > 0 ? requested.map((file) => path.resolve(file)) : await testFilePaths()
  const tests: CatalogFile[] = []
  for (const filePath of testPaths) {
    const fileName = path.basename(filePath)
    const read = await readJsonFile(filePath).catch((error: Error) => ({ json: undefined, error: `cannot be read: ${error.message}` }))
    if (read.error) problems.push({ file: fileName, pointer: '/', message: read.error })
    else tests.push({ fileName, json: read.json })
  }
  const categories = await readCategories()
  const others = requested.length > 0 ? await otherCatalogTests(testPaths) : []
  problems.push(...checkCatalog(tests, categories.map((category) => category.routeSlug)))
  problems.push(...checkTestCodes(tests, categories, others))
  problems.push(...checkCatalogSafety(tests, await readCrisisLexicon(), new Set(problems.map((problem) => problem.file))))
  problems.push(...(await checkAllWorkedCases(tests, testPaths, others, new Set(problems.map((problem) => problem.file)))))
  const warnings = [...repeatedInstruments(tests, others), ...catalogItemDirectionWarnings(tests)]

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
      if (file === screeningsFileName && !read.error) problems.push(...checkPractitionerScreenings(read.json, testSlugsOf(tests)))
      const counted = read.error ? undefined : countEntries(schemaName, read.json)
      if (counted) counts.push(counted)
    }
  }
  const inKiswahili = tests.filter((test) => (test.json as { translations?: { sw?: unknown } }).translations?.sw !== undefined).map((test) => path.basename(test.fileName, '.json'))
  return { problems, warnings, testCount: tests.length, fileCount, counts, inKiswahili }
}

async function main(): Promise<void> {
  const { problems, warnings, testCount, fileCount, counts, inKiswahili } = await checkFiles(process.argv.slice(2))
  for (const problem of problems) console.error(formatProblem(problem))
  for (const warning of warnings) console.error(`warning: ${formatProblem(warning)}`)
  const tests = `${testCount} test definition${testCount === 1 ? '' : 's'}`
  const files = `${fileCount} catalogue file${fileCount === 1 ? '' : 's'}${counts.length > 0 ? ` (${counts.join(', ')})` : ''}`
  const warned = warnings.length > 0 ? ` (${warnings.length} warning${warnings.length === 1 ? '' : 's'}: see above)` : ''
  const summary = `${tests} and ${files} checked`
  if (problems.length > 0) {
    console.error(`\n${summary}: ${problems.length} problem${problems.length === 1 ? '' : 's'} to fix${warned}.`)
    process.exitCode = 1
  } else {
    console.log(`${summary}: no problems${warned}.`)
  }
  console.log(`In Kiswahili: ${inKiswahili.length} of ${testCount} test${testCount === 1 ? '' : 's'}${inKiswahili.length > 0 ? ` (${inKiswahili.join(', ')})` : ''}.`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
