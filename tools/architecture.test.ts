/**
 * The dependency rule of ARCHITECTURE.md and the purity of the engine, checked on every import
 * and call in the source (test files included: a test of web/ must not reach into server/).
 * engine/ imports only schemas/ and xstate; schemas/ imports nothing of the project; web/ and
 * server/ never import each other; nothing imports stories/. engine/ and schemas/ use no React,
 * DOM, network, Node API, clock or randomness.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { routeTable } from '#schemas/routes.ts'

const root = fileURLToPath(new URL('../', import.meta.url))
const sourceFile = /\.(ts|tsx|mts)$/

function filesUnder(folder: string): string[] {
  const dir = path.join(root, folder)
  try {
    statSync(dir)
  } catch {
    return []
  }
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => sourceFile.test(name) && !name.includes('node_modules'))
    .map((name) => path.join(folder, name))
}

type Source = { file: string; text: string }

function read(file: string): Source {
  return { file, text: readFileSync(path.join(root, file), 'utf8') }
}

function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName)
}

/** The project folder an import lands in, or the package name for a dependency. */
function target(file: string, specifier: string): string {
  const aliases: Record<string, string> = { '#schemas/': 'schemas', '#engine/': 'engine', '#catalog/': 'tests-catalog', '#web/': 'web', '#server/': 'server', '#tools/': 'tools' }
  for (const [alias, folder] of Object.entries(aliases)) if (specifier.startsWith(alias)) return folder
  if (specifier.startsWith('.')) {
    const resolved = path.relative(root, path.resolve(root, path.dirname(file), specifier))
    return resolved.split(path.sep)[0] ?? ''
  }
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file)

/** Which project folders and packages each folder's non-test code may import. */
const rules: Record<string, { folders: string[]; packages?: RegExp }> = {
  schemas: { folders: ['schemas'], packages: /^ajv$/ },
  // fhir: @types/fhir, FHIR R4's type declarations only (import type; no code), for engine/fhir/ (decision 068).
  engine: { folders: ['engine', 'schemas'], packages: /^(xstate|fhir)$/ },
  'tests-catalog': { folders: ['tests-catalog', 'schemas'] },
  web: { folders: ['web', 'engine', 'schemas', 'tests-catalog'] },
  server: { folders: ['server', 'engine', 'schemas', 'tests-catalog'] },
}
const projectFolders = ['schemas', 'engine', 'tests-catalog', 'web', 'server', 'stories', 'tools', 'e2e', 'bench']

/**
 * The engine's public entries (decisions 008 and 052): index.ts is its whole API; the lighter
 * entries, subsets of it, keep the definition checks (Ajv) out of the browser's chunks, so only the
 * code bundled for the browser (web/, stories/) may use them. No other engine file is reachable
 * from outside engine/.
 */
const engineEntries: Record<string, readonly string[]> = {
  'engine/index.ts': projectFolders,
  'engine/flow.ts': ['web', 'stories'],
  'engine/crisis.ts': ['web', 'stories'],
  'engine/booking.ts': ['web', 'stories'],
  // Nairobi's date and the time of day as Kiswahili reads it, for every page (the footer, dates; not the booking rules).
  'engine/clock.ts': ['web', 'stories'],
  // The FHIR download's builders only (web/features/fhir-export; decision 068).
  'engine/fhir.ts': ['web', 'stories'],
  // Scoring on the device when offline (web/features/test-flow/score-on-device.ts; decision 075).
  'engine/score.ts': ['web', 'stories'],
}

/** The repository path an import of the project lands on ('' for a dependency). */
function resolvedPath(file: string, specifier: string): string {
  if (specifier.startsWith('.')) return path.relative(root, path.resolve(root, path.dirname(file), specifier)).split(path.sep).join('/')
  const alias = /^#(schemas|engine|catalog|web|server|tools)\/(.*)$/.exec(specifier)
  if (!alias) return ''
  return `${alias[1] === 'catalog' ? 'tests-catalog' : alias[1]}/${alias[2]}`
}

/** An import from outside engine/ that passes its public entries. */
function deepEngineImport(file: string, specifier: string): string | undefined {
  const folder = file.split(path.sep)[0]!
  const landing = resolvedPath(file, specifier)
  if (folder === 'engine' || !landing.startsWith('engine/')) return undefined
  const entry = engineEntries[landing]
  if (!entry) return `${file} imports ${specifier}: outside code imports the engine only through engine/index.ts (or, in the browser, flow.ts, crisis.ts, booking.ts, fhir.ts, score.ts); export what you need there`
  if (!entry.includes(folder)) return `${file} imports ${specifier}: ${folder}/ imports the engine through engine/index.ts; ${landing} is a light entry for the browser's chunks`
  return undefined
}

export function dependencyViolations(sources: Source[]): string[] {
  const violations: string[] = []
  for (const { file, text } of sources) {
    const folder = file.split(path.sep)[0]!
    for (const specifier of importsOf(text)) {
      const landing = target(file, specifier)
      if (landing === 'stories' && folder !== 'stories') violations.push(`${file} imports ${specifier}: nothing may import stories/`)
      const featureOf = (pathInRepo: string) => /^web\/features\/([^/]+)\//.exec(pathInRepo)?.[1]
      const resolved = specifier.startsWith('.') ? path.relative(root, path.resolve(root, path.dirname(file), specifier)) : specifier.startsWith('#web/') ? `web/${specifier.slice(5)}` : ''
      const [ownFeature, otherFeature] = [featureOf(file), featureOf(resolved)]
      if (ownFeature && otherFeature && ownFeature !== otherFeature) {
        violations.push(`${file} imports ${specifier}: features never import each other; compose them in web/app/`)
      }
      const forbiddenPair = (folder === 'web' && landing === 'server') || (folder === 'server' && landing === 'web')
      if (forbiddenPair) violations.push(`${file} imports ${specifier}: web/ and server/ never import each other`)
      const deep = deepEngineImport(file, specifier)
      if (deep) violations.push(deep)
      const rule = rules[folder]
      if (!rule || isTest(file)) continue
      const isProject = projectFolders.includes(landing)
      if (isProject && !rule.folders.includes(landing)) violations.push(`${file} imports ${specifier}: ${folder}/ may not import ${landing}/`)
      if (!isProject && rule.packages && !rule.packages.test(landing) && folder !== 'web' && folder !== 'server') {
        violations.push(`${file} imports ${specifier}: ${folder}/ may only use ${rule.packages.source}`)
      }
    }
  }
  return violations
}

/** Calls and names that make code impure: DOM, network, Node, clock, randomness, code strings. */
const impure: [RegExp, string][] = [
  [/\bDate\.now\s*\(|\bnew Date\s*\(/, 'reads the clock'],
  [/\bMath\.random\s*\(|\bcrypto\./, 'uses randomness'],
  [/\bfetch\s*\(|\bXMLHttpRequest\b|\bWebSocket\b/, 'uses the network'],
  [/\b(window|document|localStorage|sessionStorage|navigator)\./, 'uses the browser'],
  [/\bprocess\.|\brequire\s*\(|\b__dirname\b/, 'uses Node'],
  [/\beval\s*\(|\bnew Function\s*\(/, 'runs code from strings'],
  [/\bsetTimeout\s*\(|\bsetInterval\s*\(/, 'keeps its own timers'],
]

export function purityViolations(sources: Source[]): string[] {
  return sources.flatMap(({ file, text: withComments }) => {
    const text = withComments.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    const imported = importsOf(withComments).filter((specifier) => specifier.startsWith('node:') || /^react(-dom)?(\/|$)/.test(specifier))
    return [
      ...imported.map((specifier) => `${file} imports ${specifier}`),
      ...impure.filter(([pattern]) => pattern.test(text)).map(([, what]) => `${file} ${what}`),
    ]
  })
}

describe('the dependency rule', () => {
  const sources = projectFolders.flatMap(filesUnder).map(read)

  it('holds for every source file', () => {
    expect(sources.length).toBeGreaterThan(20)
    expect(dependencyViolations(sources)).toEqual([])
  })

  it.each([
    ['web/app/__probe__.ts', "import { buildApp } from '#server/app.ts'", 'web/ and server/ never import each other'],
    ['server/__probe__.ts', "import '../web/main.tsx'", 'web/ and server/ never import each other'],
    ['engine/__probe__.ts', "import { App } from '#web/app/app.tsx'", 'engine/ may not import web/'],
    ['engine/__probe__.ts', "import { buildApp } from '../server/app.ts'", 'engine/ may not import server/'],
    ['engine/__probe__.ts', "import { createRoot } from 'react-dom/client'", 'engine/ may only use'],
    ['schemas/__probe__.ts', "import { interpret } from '#engine/index.ts'", 'schemas/ may not import engine/'],
    ['web/__probe__.ts', "import meta from '../stories/question.stories.tsx'", 'nothing may import stories/'],
    ['web/features/result/__probe__.tsx', "import { FeedbackButton } from '../feedback/index.ts'", 'features never import each other'],
    ['server/__probe__.ts', "import { interpret } from '#engine/interpret.ts'", 'outside code imports the engine only through engine/index.ts'],
    ['web/features/booking/__probe__.ts', "import { weekdayOf } from '../../../engine/bookings/nairobi-calendar.ts'", 'outside code imports the engine only through engine/index.ts'],
    ['tools/__probe__.test.ts', "import { repeatedInstruments } from '#engine/checks/repeat-checks.ts'", 'outside code imports the engine only through engine/index.ts'],
    ['server/chat/__probe__.ts', "import { detectCrisis } from '#engine/crisis.ts'", 'server/ imports the engine through engine/index.ts'],
  ])('refuses %s importing %s', (file, text, message) => {
    expect(dependencyViolations([{ file, text }]).join('\n')).toContain(message)
  })
})

describe('the pure engine', () => {
  const pure = [...filesUnder('engine'), ...filesUnder('schemas')].filter((file) => !isTest(file)).map(read)

  it('uses no React, DOM, network, Node API, clock or randomness', () => {
    expect(pure.length).toBeGreaterThan(10)
    expect(purityViolations(pure)).toEqual([])
  })

  it.each([
    ['const now = Date.now()', 'reads the clock'],
    ['const id = Math.random()', 'uses randomness'],
    ["await fetch('/api/tests/')", 'uses the network'],
    ["document.title = 'x'", 'uses the browser'],
    ["import { readFileSync } from 'node:fs'", 'imports node:fs'],
    ["import { useState } from 'react'", 'imports react'],
    ["const f = new Function('return 1')", 'runs code from strings'],
  ])('catches %s', (text, message) => {
    expect(purityViolations([{ file: 'engine/__probe__.ts', text }]).join('\n')).toContain(message)
  })
})

/**
 * schemas/routes.ts names the web modules each route loads as strings (schemas/ may not import
 * web/), for the server's preloads. Each must be a file of web/ that the app loads with import(),
 * so a wrong or stale name fails here instead of silently preloading nothing.
 */
export function routeModuleProblems(table: readonly { id: string; modules: readonly string[] }[], sources: Source[]): string[] {
  const loaded = new Set(
    sources
      .filter(({ file }) => file.startsWith(`web${path.sep}app${path.sep}`) && !isTest(file))
      .flatMap(({ file, text }) => [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => path.relative(path.join(root, 'web'), path.resolve(root, path.dirname(file), match[1]!)).split(path.sep).join('/'))),
  )
  return table.flatMap((route) =>
    route.modules.flatMap((module) => {
      const file = path.join(root, 'web', module)
      try {
        statSync(file)
      } catch {
        return [`route ${route.id} names ${module}, which is not a file of web/`]
      }
      return loaded.has(module) ? [] : [`route ${route.id} names ${module}, which web/app/ never loads with import()`]
    }),
  )
}

describe('the route table', () => {
  const appSources = filesUnder('web').filter((file) => file.startsWith(`web${path.sep}app${path.sep}`)).map(read)

  it("names only web modules the app loads lazily", () => {
    expect(routeModuleProblems(routeTable, appSources)).toEqual([])
  })

  it.each([
    [{ id: 'booking', modules: ['features/bookings/index.ts'] }, 'route booking names features/bookings/index.ts, which is not a file of web/'],
    [{ id: 'home', modules: ['features/home/index.ts'] }, 'route home names features/home/index.ts, which web/app/ never loads with import()'],
  ])('refuses %j', (route, problem) => {
    expect(routeModuleProblems([route], appSources)).toEqual([problem])
  })
})

