/**
 * The service worker's caches stay within 3 MB together (issue 21 part 2; decision 075), measured
 * on the build (WEB_ROOT, else dist/; `npm run build` first):
 * - the precache: the files the worker's precache list names (Workbox's getManifest over the
 *   build, with the same globs as tools/vite-offline-worker.ts);
 * - the pages cache: the largest `maxEntries` pages it may keep, each as the server's page shell
 *   answers it, in both languages, over every address of the allowlisted routes;
 * - the test definitions cache: the largest `maxEntries` answers of GET /api/tests/, every test in
 *   every language, as the server localises it.
 * Each runtime cache holds distinct keys, so the sum of its largest `maxEntries` answers bounds it.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { getManifest } from 'workbox-build'
import { beforeAll, describe, expect, it } from 'vitest'
import { localiseDefinition } from '#engine/index.ts'
import { locales, localisedPath } from '#schemas/locales.ts'
import { addressesOf, routeTable } from '#schemas/routes.ts'
import type { SiteContent } from '#schemas/generated/site.ts'
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import { defaultTestCatalog } from '#server/routes/tests.ts'
import { createPageShell } from '#server/web/page-shell.ts'
import { catalogueSlugs } from '#server/web/page-routes.ts'
import { cacheablePageRoutes, cacheBounds, totalCacheBoundBytes } from '#web/features/offline-worker/cache-rules.ts'
import { buildIfStale, webBuild } from './build-targets.ts'
import { precacheGlobs } from './vite-offline-worker.ts'

const webRoot = process.env.WEB_ROOT ?? path.join(import.meta.dirname, '..', 'dist')

// The production build, made here when it is missing or older than its sources (shared with the
// size budgets and the end-to-end journeys: tools/build-targets.ts); a given WEB_ROOT is used as it is.
beforeAll(async () => {
  if (!process.env.WEB_ROOT) await buildIfStale(webBuild)
}, 180_000)

const sumOfLargest = (sizes: number[], count: number) => [...sizes].sort((a, b) => b - a).slice(0, count).reduce((sum, size) => sum + size, 0)
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

describe('the offline caches', () => {
  it('hold at most 3 MB together: precache, plus the largest pages and definitions each runtime cache may keep', async () => {
    expect(existsSync(path.join(webRoot, 'index.html')), `no build in ${webRoot}: run npm run build`).toBe(true)
    const precache = await getManifest({ globDirectory: webRoot, ...precacheGlobs, maximumFileSizeToCacheInBytes: 512 * 1024 })
    expect(precache.warnings).toEqual([])

    const catalog = await defaultTestCatalog()
    const definitions = new Map([...catalog.values()].map(({ definition }) => [definition.routeSlug, definition]))
    const definitionSizes = [...definitions.values()].flatMap((definition) => locales.map((locale) => Buffer.byteLength(JSON.stringify(localiseDefinition(definition, locale)))))

    const slugs = catalogueSlugs(definitions.keys())
    const site = placeholderSite as SiteContent
    const shell = createPageShell(webRoot, definitions, { placeholders: site, configured: site })
    const pageSizes = routeTable
      .filter((route) => cacheablePageRoutes.has(route.id))
      .flatMap((route) => addressesOf(route, slugs))
      .flatMap((address) => locales.map((locale) => Buffer.byteLength(shell.pageFor(localisedPath(address, locale)).text)))

    const pages = sumOfLargest(pageSizes, cacheBounds.pages.maxEntries)
    const testDefinitions = sumOfLargest(definitionSizes, cacheBounds.testDefinitions.maxEntries)
    const total = precache.size + pages + testDefinitions
    console.info(
      `offline caches: precache ${precache.count} files ${kilobytes(precache.size)}, pages at most ${kilobytes(pages)} (${cacheBounds.pages.maxEntries} of ${pageSizes.length}), ` +
        `test definitions at most ${kilobytes(testDefinitions)} (${cacheBounds.testDefinitions.maxEntries} of ${definitionSizes.length}); total at most ${kilobytes(total)} of ${kilobytes(totalCacheBoundBytes)}`,
    )
    expect(precache.count).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(totalCacheBoundBytes)
    // Every cacheable address drawn in both languages (280 pages, test pages with their definition
    // inlined): over a minute on a loaded 2-core CI machine.
  }, 180_000)
})
