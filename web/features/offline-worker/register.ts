/**
 * Registers the service worker (service-worker.ts, decision 075; Workbox builds the worker) after
 * the page has loaded and when the browser is idle, so it never competes with the first paint or
 * the first question. A new version found later waits: `onUpdateWaiting` is told, and the page
 * offers a reload (update-offer.tsx); the waiting worker takes over only when the visitor accepts.
 * The browser's own registration API does this in a few lines, so no library is fetched for it
 * (workbox-window was 2.3 KiB on every page; decision 115).
 */

/** The worker's address, at the site's root so its scope is every page (both languages). */
export const serviceWorkerUrl = '/service-worker.js'

export type UpdateWaiting = { accept: () => void }

/** The message service-worker.ts answers with skipWaiting(). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const

/** Registers the worker; calls `onUpdateWaiting` when a new version waits for the visitor's consent. */
export async function registerOfflineWorker(onUpdateWaiting: (update: UpdateWaiting) => void): Promise<void> {
  const container = navigator.serviceWorker
  const registration = await container.register(serviceWorkerUrl, { scope: '/' })
  const offer = () =>
    onUpdateWaiting({
      accept: () => {
        // Reload once the new worker controls the page, so the page and its scripts are of one version.
        container.addEventListener('controllerchange', () => window.location.reload(), { once: true })
        // The worker waiting now: a newer one found since the offer replaces the one offered.
        registration.waiting?.postMessage(SKIP_WAITING)
      },
    })
  // A worker waits only behind one that controls the page: the first install takes over by itself.
  const offerOnceInstalled = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer()
    })
  if (registration.waiting && container.controller) offer()
  // A version the browser found before this page registered (its own check on the navigation) may
  // still be installing: its updatefound has passed, so it is followed from here.
  else offerOnceInstalled(registration.installing)
  registration.addEventListener('updatefound', () => offerOnceInstalled(registration.installing))
}
