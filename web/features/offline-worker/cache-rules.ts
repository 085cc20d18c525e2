/**
 * What the service worker may keep, and how much (issue 21 part 2; decision 075). Pure: the worker
 * (service-worker.ts) routes requests with these predicates, and cache-rules.test.ts proves them
 * against the route table's no-store pages and the contract table's calls.
 *
 * An allowlist, never a denylist: a request is cached only when a rule here names it.
 * - Pages: a GET navigation to a route of the route table listed in `cacheablePageRoutes` (the
 *   catalogue, the tests, the static pages, services and wellness), kept under its path alone, so
 *   a query (a search word, a reference) never enters the cache. A test's page carries its
 *   definition (the page shell inlines it), so a test opened by its address works offline too.
 * - Test definitions: the GET of `apiCalls.testDefinition`, kept per test and language.
 * Everything else (booking, checkout, payment, receipt, screening, manage, staff, chat, search,
 * every POST and every other API answer) goes to the network and is never stored.
 */
import { apiCalls } from '#schemas/api-calls.ts'
import { splitLocale } from '#schemas/locales.ts'
import { matchRoute, type RouteId } from '#schemas/routes.ts'

/** The pages kept for offline reading: content the same for every visitor, never a person's own. */
export const cacheablePageRoutes: ReadonlySet<RouteId> = new Set<RouteId>([
  'home',
  'test',
  'categories',
  'tests',
  'category',
  'about-us',
  'privacy-policy',
  'terms-and-conditions',
  'wellness',
  'wellness-package',
  'free-sample-collection',
  'service',
  'premium',
])

/** The names of the runtime caches (the precache is Workbox's own). */
export const cacheNames = { pages: 'pages-v1', testDefinitions: 'test-definitions-v1' } as const

/**
 * The bound of each runtime cache: at most `maxEntries`, none older than `maxAgeSeconds`
 * (Workbox expiration). tools/offline-cache-bound.test.ts proves the sum within `totalCacheBoundBytes`.
 */
export const cacheBounds = {
  pages: { maxEntries: 20, maxAgeSeconds: 14 * 24 * 60 * 60 },
  testDefinitions: { maxEntries: 70, maxAgeSeconds: 30 * 24 * 60 * 60 },
} as const satisfies Record<keyof typeof cacheNames, { maxEntries: number; maxAgeSeconds: number }>

/** The most the precache and the runtime caches may hold together, in bytes (issue 21: at most 3 MB). */
export const totalCacheBoundBytes = 3 * 1024 * 1024

/** How long a navigation or a definition waits for the network before the cached copy answers. */
export const networkTimeoutSeconds = 4

/** The header a test definition's request names its test by (web/features/test-flow/test-api.ts). */
export const testCodeHeader = 'x-test-code'

type RequestFacts = { method: string; url: URL; mode?: string; destination?: string }

/** Whether a navigation's page may be kept: a GET of a cacheable route, in either language. */
export function isCacheablePage({ method, url, mode, destination }: RequestFacts): boolean {
  if (method !== 'GET' || (mode !== 'navigate' && destination !== 'document')) return false
  const route = matchRoute(splitLocale(url.pathname).path)?.route.id
  return route !== undefined && cacheablePageRoutes.has(route)
}

/** Whether a request is a test definition's GET (the only API answer ever kept). */
export function isTestDefinitionRequest({ method, url }: RequestFacts): boolean {
  return method === apiCalls.testDefinition.method && url.pathname === apiCalls.testDefinition.path
}

/** The key a page is kept under: its path alone, the query dropped. */
export function pageCacheKey(url: URL): string {
  return `${url.origin}${url.pathname}`
}

/**
 * The key a test definition is kept under. The test is named in a header, not the address, so the
 * key puts it in the query: one entry per test and language.
 */
export function testDefinitionCacheKey(url: URL, testCode: string | null): string {
  const lang = url.searchParams.get('lang') ?? 'en'
  return `${url.origin}${url.pathname}?lang=${encodeURIComponent(lang)}&test=${encodeURIComponent(testCode ?? '')}`
}

/** Whether the worker may cache this request at all: the union of the rules above. */
export function mayCache(request: RequestFacts): boolean {
  return isCacheablePage(request) || isTestDefinitionRequest(request)
}
