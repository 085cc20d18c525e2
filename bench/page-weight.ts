/**
 * Page weight from a production build: the JavaScript and CSS each route loads first, compressed as
 * the server sends them (brotli, the copies the build wrote; gzip alongside for comparison). It reads
 * Vite's manifest (dist/.vite/manifest.json): the entry with its static imports, plus the route's
 * lazily loaded module with its static imports. Deterministic, so `npm test` checks the budgets.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { appStartModule, matchRoute } from '../schemas/routes.ts'
import { entryKey, readManifest, staticClosure, type ManifestChunk } from '../server/web/build-manifest.ts'
import { brotli, gzip } from '../tools/vite-precompress.ts'


/** An address and the source modules (relative to web/) its screen is lazily loaded from, if any. */
export type RouteModules = { route: string; lazyModules: readonly string[] }

export type RouteWeight = {
  route: string
  files: string[]
  js: Sizes
  css: Sizes
}

/** The addresses the benchmark and the budgets measure. */
const measuredAddresses = ['/', '/categories', '/tests/depression', '/search', '/wellness', '/booking?productID=appointment']

/** Each measured address with the modules the route table (schemas/routes.ts) loads lazily for it. */
export const measuredRoutes: RouteModules[] = measuredAddresses.map((route) => {
  const match = matchRoute(route.split('?')[0]!)
  if (!match) throw new Error(`${route} is not a route of schemas/routes.ts`)
  return { route, lazyModules: match.route.modules }
})

type Sizes = { raw: number; gzip: number; brotli: number }

/** The sizes of each file, compressed once however many routes load it. */
function fileSizes(distDir: string): (files: string[]) => Promise<Sizes> {
  const known = new Map<string, Promise<Sizes>>()
  const measure = async (file: string): Promise<Sizes> => {
    const content = await readFile(path.join(distDir, file))
    return { raw: content.length, gzip: gzip(content).length, brotli: brotli(content).length }
  }
  return async (files) => {
    const each = await Promise.all(files.map((file) => known.get(file) ?? known.set(file, measure(file)).get(file)!))
    return each.reduce((sum, one) => ({ raw: sum.raw + one.raw, gzip: sum.gzip + one.gzip, brotli: sum.brotli + one.brotli }), { raw: 0, gzip: 0, brotli: 0 })
  }
}

export async function routeWeights(distDir: string, routes: RouteModules[] = measuredRoutes): Promise<RouteWeight[]> {
  const manifest = readManifest(distDir)
  const entry = entryKey(manifest)
  if (!entry) throw new Error('The build manifest has no entry chunk.')
  const missing = routes.flatMap((route) => route.lazyModules).filter((module) => !manifest[module])
  if (missing.length > 0) throw new Error(`${missing.join(', ')} not in the build manifest: are the routes still loaded from them?`)
  const sizes = fileSizes(distDir)
  const weights: RouteWeight[] = []
  for (const { route, lazyModules } of routes) {
    const keys = staticClosure(manifest, entry)
    staticClosure(manifest, appStartModule, keys)
    for (const lazyModule of lazyModules) staticClosure(manifest, lazyModule, keys)
    const chunks = [...keys].map((key) => manifest[key] as ManifestChunk)
    const jsFiles = [...new Set(chunks.map((chunk) => chunk.file))]
    const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
    weights.push({ route, files: [...jsFiles, ...cssFiles], js: await sizes(jsFiles), css: await sizes(cssFiles) })
  }
  return weights
}

export const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10
