/**
 * Vite's build manifest (`<build>/.vite/manifest.json`): which files each source module of the web
 * app became, and what each needs before it runs. Read by the page shell (what to preload) and by
 * the benchmarks and size budgets (what each route downloads first).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>

/** The manifest of a build, or an empty one when the build wrote none. */
export function readManifest(webRoot: string): Manifest {
  const file = path.join(webRoot, '.vite', 'manifest.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {}
}

/** The key of the entry chunk (the module index.html loads), if any. */
export function entryKey(manifest: Manifest): string | undefined {
  return Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0]
}

/** Chunk keys a module needs before it runs: itself and its static imports, transitively, added to `into`. Unknown keys are skipped. */
export function staticClosure(manifest: Manifest, key: string, into: Set<string> = new Set()): Set<string> {
  if (into.has(key) || !manifest[key]) return into
  into.add(key)
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into)
  return into
}
