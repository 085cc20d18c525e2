/**
 * The catalogue tests in Storybook, made from the catalogue itself (docs/decisions/023):
 *
 * - `catalogueIndexer`: Storybook lists each file in tests-catalog/tests/ as one story, under
 *   "Catalogue tests/<category name>" and named after the test's informal title, imported from
 *   `virtual:catalogue-story/<slug>`. Adding a test file adds its story.
 * - `catalogueStoriesPlugin`: Vite serves that virtual module, a two-line CSF module built by
 *   stories/support/catalogue-stories.ts (which checks the file: a broken one fails its own story).
 * - `catalogueCheckPlugin`: `npm run build-storybook` runs `npm run check:catalog` first and fails
 *   with its lines when the catalogue has a problem; `npm run storybook` prints them and goes on,
 *   and serves a file that is not even JSON as `{}` to the app's own imports, so the other stories
 *   keep working while the author fixes it.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Indexer } from 'storybook/internal/types'
import type { Plugin } from 'vite'
import { catalogueStoryPlace, storyExportName, type NamedCategory } from '../stories/support/catalogue-story-names.ts'

// Paths from strings, not new URL(): in the jsdom story tests URL is jsdom's, which Node refuses.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const storyModules = path.join(repoRoot, 'stories', 'support', 'catalogue-stories.ts')
const defaultCategories = path.join(repoRoot, 'tests-catalog', 'categories.json')

export const CATALOGUE_STORY_PREFIX = 'virtual:catalogue-story/'

/** A test file of the catalogue, by path (with or without a query). */
const TEST_FILE = /tests-catalog[\\/]tests[\\/][^\\/?]+\.json$/

function readCategories(categoriesFile: string): NamedCategory[] {
  try {
    const json = JSON.parse(readFileSync(categoriesFile, 'utf8')) as { categories?: Partial<NamedCategory>[] }
    return (json.categories ?? []).filter((category): category is NamedCategory => typeof category.routeSlug === 'string' && typeof category.name === 'string')
  } catch {
    return []
  }
}

/** Lists each test file as one story; never throws, so a broken file cannot hide the others. */
export function catalogueIndexer(categoriesFile = defaultCategories): Indexer {
  return {
    test: TEST_FILE,
    createIndex: async (fileName) => {
      const routeSlug = path.basename(fileName, '.json')
      const place = catalogueStoryPlace(routeSlug, readFileSync(fileName, 'utf8'), readCategories(categoriesFile))
      return [{ type: 'story', importPath: `${CATALOGUE_STORY_PREFIX}${routeSlug}`, exportName: place.exportName, name: place.name, title: place.title }]
    },
  }
}

/** The CSF module of one catalogue test, as Storybook imports it. */
export function catalogueStorySource(routeSlug: string): string {
  const exportName = storyExportName(routeSlug)
  return [
    `import { catalogueStoryModule } from ${JSON.stringify(storyModules)}`,
    `const module = catalogueStoryModule(${JSON.stringify(routeSlug)})`,
    'export default module.default',
    `export const ${exportName} = module[${JSON.stringify(exportName)}]`,
    '',
  ].join('\n')
}

export function catalogueStoriesPlugin(): Plugin {
  return {
    name: 'stories:catalogue-stories',
    enforce: 'pre',
    resolveId: (source) => (source.startsWith(CATALOGUE_STORY_PREFIX) ? `\0${source}` : null),
    load: (id) => (id.startsWith(`\0${CATALOGUE_STORY_PREFIX}`) ? catalogueStorySource(id.slice(1 + CATALOGUE_STORY_PREFIX.length)) : null),
  }
}

export type CatalogueCheck = { ok: boolean; output: string }

/** `npm run check:catalog [files]`, run as the authors run it. */
export function runCatalogueCheck(files: string[] = []): CatalogueCheck {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/check-catalog.ts', ...files], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 })
  return { ok: run.status === 0, output: `${run.stderr ?? ''}${run.stdout ?? ''}`.trim() || String(run.error ?? '') }
}

export function catalogueCheckFailure(output: string): string {
  return `npm run check:catalog found problems in the catalogue; fix them, then build Storybook again:\n${output}`
}

/** Whether a module id is a catalogue test file read as JSON data (not as ?raw text or a ?url). */
function isTestJson(id: string): boolean {
  const [file = '', query = ''] = id.split('?')
  return TEST_FILE.test(file) && !/(^|&)(raw|url)(&|$)/.test(query)
}

export function catalogueCheckPlugin(check: () => CatalogueCheck = () => runCatalogueCheck()): Plugin {
  let command: 'build' | 'serve' = 'serve'
  return {
    name: 'stories:catalogue-check',
    enforce: 'pre',
    configResolved(config) {
      command = config.command
    },
    buildStart() {
      if (command !== 'build') return
      const result = check()
      if (!result.ok) this.error(catalogueCheckFailure(result.output))
    },
    configureServer() {
      const result = check()
      if (!result.ok) console.warn(`\n${result.output}\nThe stories of these files show their problems; the others work.\n`)
    },
    transform(code, id) {
      if (command !== 'serve' || !isTestJson(id)) return null
      try {
        JSON.parse(code)
        return null
      } catch {
        return { code: '{}', map: null }
      }
    },
  }
}
