/** Reads the catalogue from disk: every test definition and every catalogue file beside them. */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CatalogFile } from '#engine/index.ts'

// A path from strings, not new URL(): the jsdom story tests read the catalogue too, and jsdom's URL is not Node's.
export const catalogDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'tests-catalog')
export const testsDir = path.join(catalogDir, 'tests')

/** Reads a JSON file; a file that is not valid JSON becomes a problem, not a crash. */
export async function readJsonFile(filePath: string): Promise<{ json?: unknown; error?: string }> {
  const text = await readFile(filePath, 'utf8')
  try {
    return { json: JSON.parse(text) }
  } catch (error) {
    return { error: `is not valid JSON: ${(error as Error).message}` }
  }
}

export async function testFilePaths(): Promise<string[]> {
  const names = await readdir(testsDir)
  return names.filter((name) => name.endsWith('.json')).sort().map((name) => path.join(testsDir, name))
}

/** The catalogue files other than tests (categories.json, services.json, ...), by schema name. */
export async function catalogueFilePaths(): Promise<{ filePath: string; schemaName: string }[]> {
  const names = await readdir(catalogDir)
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ filePath: path.join(catalogDir, name), schemaName: name.replace(/\.json$/, '.schema.json') }))
}

export type { CatalogFile }

/** The folder of a test file's worked cases: `worked-cases/` beside its `tests/` folder. */
export function workedCasesPathFor(testFilePath: string): string {
  return path.join(path.dirname(testFilePath), '..', 'worked-cases', path.basename(testFilePath))
}

/** A test's worked-cases file as read (its JSON, or why it is not JSON); undefined when there is none. */
export async function readWorkedCasesFor(testFilePath: string): Promise<{ json?: unknown; error?: string } | undefined> {
  return readJsonFile(workedCasesPathFor(testFilePath)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    return { error: `cannot be read: ${error.message}` }
  })
}
