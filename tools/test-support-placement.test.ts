/**
 * Test support lives in the testing folders, never beside the product (issue 14, decision 039):
 * (a) no file of the product folders outside server/testing/ and web/testing/ imports a test tool
 *     (vitest, Testing Library, fast-check, ...), apart from the tests themselves;
 * (b) nothing the product runs (the server, the web app, the build and the commands) imports a
 *     testing folder;
 * (c) every file of server/ and web/ outside the testing folders is reached from what the product
 *     runs: a file only tests import is test support and belongs in a testing folder.
 * e2e/, stories/, bench/ and tools/ are not the product and may hold their own test support.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../', import.meta.url))

type Source = { file: string; text: string }

const testingFolders = ['server/testing/', 'web/testing/']
const productFolders = ['engine/', 'schemas/', 'tests-catalog/', 'web/', 'server/']
/** Packages only tests use (devDependencies of package.json). */
const testTools = /^(vitest|@testing-library\/[^/]+|fast-check|jsdom|smtp-server|playwright-core|axe-core|lighthouse|autocannon)(\/|$)/
/** What the product runs: the server (`npm start`), the web app and its prerendering, the renderer of the pages without JavaScript (built beside the prerenderer by tools/vite-prerender.ts, loaded by server/no-script), its service worker (built by name: tools/vite-offline-worker.ts), a test page's early steps (built by name: tools/vite-early-steps.ts), the build, the commands. */
export const productEntries = [
  'server/main.ts',
  'web/main.tsx',
  'web/prerender.tsx',
  'web/no-script-render.tsx',
  'web/features/offline-worker/service-worker.ts',
  'web/features/test-flow/early-steps-entry.ts',
  'vite.config.ts',
  'tools/check-catalog.ts',
  'tools/generate-types.ts',
  'tools/rotate-keys.ts',
]

/**
 * Files that break a rule today, each with the reason it waits. An entry that no longer breaks a
 * rule fails the test, so the list only shrinks.
 */
const waiting: Record<string, string> = {
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file)
const inTesting = (file: string) => testingFolders.some((folder) => file.startsWith(folder))
const inProduct = (file: string) => productFolders.some((folder) => file.startsWith(folder))

const aliases: Record<string, string> = { '#schemas/': 'schemas/', '#engine/': 'engine/', '#catalog/': 'tests-catalog/', '#web/': 'web/', '#server/': 'server/', '#tools/': 'tools/' }

/** The repository path an import lands on, or undefined for a package. */
function resolve(file: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, '')
  for (const [alias, folder] of Object.entries(aliases)) if (bare.startsWith(alias)) return folder + bare.slice(alias.length)
  if (bare.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), bare))
  return undefined
}

const importsOf = (text: string) => ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName)

/** Every file reached from the entries through static and dynamic imports. */
function reachedFrom(entries: string[], sources: Map<string, string>): Set<string> {
  const reached = new Set<string>()
  const pending = [...entries]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue
    reached.add(file)
    const text = sources.get(file)
    if (text === undefined) continue
    for (const specifier of importsOf(text)) {
      const landing = resolve(file, specifier)
      if (landing) pending.push(landing)
    }
  }
  return reached
}

export function placementViolations(sources: Source[], entries: string[] = productEntries): string[] {
  const byFile = new Map(sources.map(({ file, text }) => [file, text]))
  const reached = reachedFrom(entries, byFile)
  const violations: string[] = []
  for (const { file, text } of sources) {
    if (isTest(file)) continue
    const runsInProduct = reached.has(file) || (inProduct(file) && !inTesting(file))
    for (const specifier of importsOf(text)) {
      if (inProduct(file) && !inTesting(file) && testTools.test(specifier)) {
        violations.push(`${file} imports ${specifier}: test support belongs in server/testing/ or web/testing/`)
      }
      const landing = resolve(file, specifier)
      if (runsInProduct && landing && inTesting(landing)) {
        violations.push(`${file} imports ${specifier}: the product never imports a testing folder`)
      }
    }
    const serverOrWeb = file.startsWith('server/') || file.startsWith('web/')
    if (serverOrWeb && !inTesting(file) && !reached.has(file)) {
      violations.push(`${file} is not reached from the server, the web app or the build: if only tests use it, move it to a testing folder`)
    }
  }
  return violations
}

function repositorySources(): Source[] {
  const folders = [...productFolders, 'tools/']
  const files = folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx|mts)$/.test(name) && !name.includes('node_modules'))
      .map((name) => folder + name.split(path.sep).join('/')),
  )
  return [...files, 'vite.config.ts'].map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }))
}

describe('test support placement', () => {
  const sources = repositorySources()
  const violations = placementViolations(sources)

  it('holds for every source file, apart from the files named as waiting', () => {
    expect(sources.length).toBeGreaterThan(100)
    const unexpected = violations.filter((violation) => !Object.keys(waiting).some((file) => violation.startsWith(`${file} `)))
    expect(unexpected).toEqual([])
  })

  it.each(Object.entries(waiting))('still needs %s waiting (%s)', (file) => {
    expect(violations.some((violation) => violation.startsWith(`${file} `))).toBe(true)
  })

  it('finds the product reaching the server, the web app and the build tools it runs', () => {
    const reached = reachedFrom(productEntries, new Map(sources.map(({ file, text }) => [file, text])))
    for (const file of ['server/app.ts', 'web/app/app.tsx', 'tools/vite-prerender.ts', 'server/crypto/rotation.ts']) {
      expect(reached.has(file), file).toBe(true)
    }
  })
})

describe('the placement rule on probes', () => {
  const world = (extra: Source[]): Source[] => [
    { file: 'server/main.ts', text: "import { buildApp } from './app.ts'" },
    { file: 'server/app.ts', text: '' },
    { file: 'web/main.tsx', text: "import { App } from '#web/app/app.tsx'" },
    { file: 'web/app/app.tsx', text: '' },
    { file: 'vite.config.ts', text: "import { prerender } from './tools/vite-prerender.ts'" },
    { file: 'server/testing/test-app.ts', text: "import { it } from 'vitest'\nimport { buildApp } from '../app.ts'" },
    { file: 'web/testing/route-support.tsx', text: "import { render } from '@testing-library/react'" },
    { file: 'server/app.test.ts', text: "import { it } from 'vitest'\nimport { testApp } from './testing/test-app.ts'" },
    ...extra,
  ]
  const entries = ['server/main.ts', 'web/main.tsx', 'vite.config.ts']

  it('lets tests and the testing folders use test tools and each other', () => {
    expect(placementViolations(world([]), entries)).toEqual([])
  })

  it.each([
    ['web/features/booking/form-support.tsx', "import { render } from '@testing-library/react'", 'test support belongs in server/testing/ or web/testing/'],
    ['server/bookings/shared-tests.ts', "import { expect, it } from 'vitest'", 'test support belongs in server/testing/ or web/testing/'],
    ['engine/property-support.ts', "import fc from 'fast-check'", 'test support belongs in server/testing/ or web/testing/'],
  ])('refuses %s importing a test tool', (file, text, message) => {
    expect(placementViolations(world([{ file, text }]), entries).join('\n')).toContain(`${file} imports`)
    expect(placementViolations(world([{ file, text }]), entries).join('\n')).toContain(message)
  })

  it.each([
    ['server/app.ts', "import { testKeyring } from './testing/test-keyring.ts'"],
    ['web/app/app.tsx', "import { renderAt } from '#web/testing/route-support.tsx'"],
    ['tools/vite-prerender.ts', "import { mockApi } from '../web/testing/route-support.tsx'"],
  ])('refuses the product file %s importing a testing folder', (file, text) => {
    const sources = world([]).map((source) => (source.file === file ? { file, text } : source))
    if (!sources.some((source) => source.file === file)) sources.push({ file, text })
    expect(placementViolations(sources, entries).join('\n')).toContain(`${file} imports ${importsOf(text)[0]}: the product never imports a testing folder`)
  })

  it('refuses a file of server/ or web/ that only tests import', () => {
    const fixture = { file: 'server/bookings/upload-fixtures.ts', text: "export const tinyPng = new Uint8Array()" }
    const user = { file: 'server/routes/uploads.test.ts', text: "import { tinyPng } from '../bookings/upload-fixtures.ts'" }
    expect(placementViolations(world([fixture, user]), entries)).toEqual([
      'server/bookings/upload-fixtures.ts is not reached from the server, the web app or the build: if only tests use it, move it to a testing folder',
    ])
  })
})
