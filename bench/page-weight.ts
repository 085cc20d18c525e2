/**
 * Page weight from a production build: the JavaScript and CSS each route loads first, compressed as
 * the server sends them (brotli, the copies the build wrote; gzip alongside for comparison). It reads
 * Vite's manifest (dist/.vite/manifest.json): the entry with its static imports, plus the route's
 * lazily loaded module with its static imports. Deterministic, so `npm test` checks the budgets.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotli, gzip } from '../tools/vite-precompress.ts'

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

/** A route and the source module (relative to web/) its screen is lazily loaded from, if any. */
export type RouteModules = { route: string; lazyModule?: string }

export type RouteWeight = {
  route: string
  files: string[]
  js: { raw: number; gzip: number; brotli: number }
  css: { raw: number; gzip: number; brotli: number }
}

/** The routes the benchmark and the budgets measure, with the module web/app/app.tsx loads lazily for each. */
export const measuredRoutes: RouteModules[] = [
  { route: '/' },
  { route: '/categories', lazyModule: 'app/catalogue-route.tsx' },
  { route: '/tests/depression', lazyModule: 'app/test-route.tsx' },
  { route: '/search', lazyModule: 'app/search-route.tsx' },
  { route: '/wellness', lazyModule: 'features/wellness/index.ts' },
  { route: '/booking?productID=appointment', lazyModule: 'features/booking/index.ts' },
]

async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** The chunk keys a module needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest: is the route still loaded from it?`)
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

async function sizes(distDir: string, files: string[]): Promise<{ raw: number; gzip: number; brotli: number }> {
  let raw = 0
  let gz = 0
  let br = 0
  for (const file of files) {
    const content = await readFile(path.join(distDir, file))
    raw += content.length
    gz += gzip(content).length
    br += brotli(content).length
  }
  return { raw, gzip: gz, brotli: br }
}

export async function routeWeights(distDir: string, routes: RouteModules[] = measuredRoutes): Promise<RouteWeight[]> {
  const manifest = await readManifest(distDir)
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0]
  if (!entry) throw new Error('The build manifest has no entry chunk.')
  const weights: RouteWeight[] = []
  for (const { route, lazyModule } of routes) {
    const keys = staticClosure(manifest, entry)
    if (lazyModule) staticClosure(manifest, lazyModule, keys)
    const chunks = [...keys].map((key) => manifest[key] as ManifestChunk)
    const jsFiles = [...new Set(chunks.map((chunk) => chunk.file))]
    const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
    weights.push({ route, files: [...jsFiles, ...cssFiles], js: await sizes(distDir, jsFiles), css: await sizes(distDir, cssFiles) })
  }
  return weights
}

export const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10
