/**
 * The catalogue tests' stories come from the catalogue itself (docs/decisions/023): a new test
 * file is listed by Storybook's indexer and served as a story module with no stories file to
 * edit; a broken file is listed and fails its own story only; `npm run build-storybook` fails with
 * the checker's lines. (stories.dom.test.tsx renders every real catalogue story.)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Plugin } from 'vite'
import { DefinitionError } from '#engine/index.ts'
import { copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'
import { testsDir } from '#tools/catalog-files.ts'
import config from '../.storybook/main.ts'
import { catalogueCheckPlugin, catalogueIndexer, catalogueStoriesPlugin, runCatalogueCheck, type CatalogueCheck } from '../.storybook/catalogue-stories.ts'
import { catalogueFrom } from './support/catalogue.ts'

const workDir = mkdtempSync(path.join(tmpdir(), 'catalogue-stories-'))
const tempTests = path.join(workDir, 'tests-catalog', 'tests')
mkdirSync(tempTests, { recursive: true })
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

/** Writes a file into the temporary catalogue; returns its path. */
function writeTestFile(name: string, content: unknown): string {
  const filePath = path.join(tempTests, name)
  writeFileSync(filePath, typeof content === 'string' ? content : JSON.stringify(content, null, 2))
  return filePath
}

/** A new mental-health test: a copy of anxiety.json under another address, code and title. */
function worryCheck() {
  const definition = copyOf(readCatalogJson('anxiety'))
  return Object.assign(definition, { routeSlug: 'worry-check', testCode: 'MH-099', informalTitle: 'Worry Check' })
}

const index = (filePath: string) => catalogueIndexer().createIndex(filePath, { makeTitle: (title) => title ?? '' })
const realTexts = () => Object.fromEntries(['depression', 'anxiety'].map((slug) => [`${slug}.json`, readFileSync(path.join(testsDir, `${slug}.json`), 'utf8')]))

/** Calls a Vite plugin hook written as a function. */
function hook<T>(plugin: Plugin, name: keyof Plugin, context: object, ...args: unknown[]): T {
  return (plugin[name] as (...rest: unknown[]) => T).call(context, ...args)
}

describe('the catalogue tests in Storybook', () => {
  it("are found by Storybook among the test files, by this project's indexer first", async () => {
    expect(config.stories).toContain('../tests-catalog/tests/*.json')
    const indexers = await (config.experimental_indexers as unknown as (existing: unknown[]) => Promise<{ test: RegExp }[]>)([])
    expect(indexers[0]!.test.test(path.join(testsDir, 'depression.json'))).toBe(true)
  })

  it('list a test added as one new file, under its category and named after it, with no stories file to edit', async () => {
    const added = writeTestFile('worry-check.json', worryCheck())
    expect(await index(added)).toEqual([
      { type: 'story', importPath: 'virtual:catalogue-story/worry-check', exportName: 'WorryCheck', name: 'Worry Check', title: 'Catalogue tests/Mental Health' },
    ])
  })

  it('serve the listed story as a module that exports it, built from the test file', async () => {
    const plugin = catalogueStoriesPlugin()
    const id = hook<string>(plugin, 'resolveId', {}, 'virtual:catalogue-story/worry-check')
    const source = hook<string>(plugin, 'load', {}, id)
    expect(source).toContain('catalogueStoryModule("worry-check")')
    expect(source).toMatch(/^export default module\.default$/m)
    expect(source).toMatch(/^export const WorryCheck = module\["WorryCheck"\]$/m)
    expect(hook(plugin, 'resolveId', {}, './other.ts')).toBeNull()
  })

  it('list a broken file too (under "Files with problems"), without failing the list of the others', async () => {
    const notJson = writeTestFile('half-written.json', '{ "routeSlug": "half-written", ')
    expect(await index(notJson)).toEqual([expect.objectContaining({ title: 'Catalogue tests/Files with problems', name: 'half-written.json', exportName: 'HalfWritten' })])
  })

  it("fail only the broken test's story, with the checker's lines; the other tests still load", () => {
    const missingBand = copyOf(readCatalogJson('depression'))
    missingBand.scoring.bands.splice(2, 1)
    const catalogue = catalogueFrom({ ...realTexts(), 'depression.json': JSON.stringify(missingBand), 'half-written.json': '{ "routeSlug": ' })
    expect(catalogue.slugs).toEqual(['anxiety', 'depression', 'half-written'])
    expect(catalogue.find('anxiety')?.testCode).toBe('MH-002')
    expect(() => catalogue.find('depression')).toThrow(DefinitionError)
    expect(() => catalogue.find('depression')).toThrow('depression.json /scoring/bands/2/min: a total of 10 to 14 has no band')
    expect(() => catalogue.find('half-written')).toThrow(/half-written\.json \/: is not valid JSON/)
  })
})

describe("the Storybook build and the catalogue checker", () => {
  const missingBand = () => {
    const definition = copyOf(readCatalogJson('depression'))
    definition.scoring.bands.splice(2, 1)
    return writeTestFile('depression.json', definition)
  }

  /** Runs the plugin's hooks as Vite would for `command`; returns the error the build stops with, if any. */
  function buildWith(command: 'build' | 'serve', check: () => CatalogueCheck): string | undefined {
    const plugin = catalogueCheckPlugin(check)
    hook(plugin, 'configResolved', {}, { command })
    try {
      hook(plugin, 'buildStart', { error: (message: string) => { throw new Error(message) } })
      return undefined
    } catch (error) {
      return (error as Error).message
    }
  }

  it("fails the build with the checker's message when a test file has a problem", () => {
    const failure = buildWith('build', () => runCatalogueCheck([missingBand()]))
    expect(failure).toMatch(/^npm run check:catalog found problems in the catalogue/)
    expect(failure).toContain('depression.json /scoring/bands/2/min: a total of 10 to 14 has no band')
  }, 60_000)

  it('builds when the checker passes, and never stops `npm run storybook` (serve)', () => {
    expect(buildWith('build', () => ({ ok: true, output: 'no problems' }))).toBeUndefined()
    expect(buildWith('serve', () => ({ ok: false, output: 'problems' }))).toBeUndefined()
  })

  it('in `npm run storybook`, serves a test file that is not JSON as {} to the app, so its imports do not fail every story', () => {
    const plugin = catalogueCheckPlugin(() => ({ ok: true, output: '' }))
    hook(plugin, 'configResolved', {}, { command: 'serve' })
    const file = path.join(testsDir, 'half-written.json')
    expect(hook(plugin, 'transform', {}, '{ "routeSlug": ', file)).toEqual({ code: '{}', map: null })
    expect(hook(plugin, 'transform', {}, '{ "routeSlug": ', `${file}?card&lang.json`)).toEqual({ code: '{}', map: null })
    expect(hook(plugin, 'transform', {}, '{ "routeSlug": ', `${file}?raw`)).toBeNull()
    expect(hook(plugin, 'transform', {}, '{ "routeSlug": "ok" }', file)).toBeNull()
  })
})
