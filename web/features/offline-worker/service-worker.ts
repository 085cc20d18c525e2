/**
 * The service worker (issue 21 part 2; decision 075), built by vite-plugin-pwa's injectManifest
 * from Workbox's own modules: what it keeps is cache-rules.ts, how is Workbox's.
 * - Precache: the app shell (index.html), every script and stylesheet of the build (which holds
 *   the catalogue, the crisis contacts and both languages' message catalogues), the icons and the
 *   manifests. Installed in the background after the first visit.
 * - Pages (navigations of cacheable routes): network first, 4 s, then the copy kept; a page never
 *   kept answers with the app shell, whose router draws it from the precached scripts (a test's
 *   page then takes its definition from the definitions cache).
 * - Test definitions: network first, 4 s, then the copy kept (one per test and language).
 * - Anything else is not routed here: it goes to the network and is never stored.
 * A new version waits (no skipWaiting at install): the page offers a reload (update-offer.tsx) and
 * sends SKIP_WAITING only when the visitor accepts, so a test in progress is never reloaded away.
 */
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { SKIP_WAITING } from './register.ts'
import { cacheBounds, cacheNames, isCacheablePage, isTestDefinitionRequest, networkTimeoutSeconds, pageCacheKey, testCodeHeader, testDefinitionCacheKey } from './cache-rules.ts'

/** The parts of ServiceWorkerGlobalScope used here (the project's types are the DOM's, not a worker's). */
type WorkerScope = {
  __WB_MANIFEST: (string | PrecacheEntry)[]
  skipWaiting(): Promise<void>
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
}
const worker = self as unknown as WorkerScope

/** The message register.ts sends when the visitor accepts the update. */
const isSkipWaiting = (data: unknown): boolean => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING.type

worker.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void worker.skipWaiting()
})
// The first install takes the open page at once, so the definitions it opens are kept. An update
// is activated only after SKIP_WAITING (or when every tab has closed), never mid-test.
clientsClaim()

cleanupOutdatedCaches()
// Written as `self.__WB_MANIFEST`: the build replaces that text with the precache list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST)

const onlySuccess = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.status === 200 ? response : null) }

registerRoute(
  ({ request, url }) => isCacheablePage({ method: request.method, url, mode: request.mode, destination: request.destination }),
  new NetworkFirst({
    cacheName: cacheNames.pages,
    networkTimeoutSeconds,
    plugins: [
      onlySuccess,
      { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)) },
      new ExpirationPlugin({ ...cacheBounds.pages, purgeOnQuotaError: true }),
    ],
  }),
)

registerRoute(
  ({ request, url }) => isTestDefinitionRequest({ method: request.method, url }),
  new NetworkFirst({
    cacheName: cacheNames.testDefinitions,
    networkTimeoutSeconds,
    plugins: [
      onlySuccess,
      { cacheKeyWillBeUsed: async ({ request }) => testDefinitionCacheKey(new URL(request.url), request.headers.get(testCodeHeader)) },
      new ExpirationPlugin({ ...cacheBounds.testDefinitions, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
)

// A cacheable page neither online nor kept: the app shell, whose router draws the page offline.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache('/index.html')) ?? Response.error()
  return Response.error()
})
