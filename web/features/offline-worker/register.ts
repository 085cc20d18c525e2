/**
 * Registers the service worker (service-worker.ts, decision 075) with workbox-window, after the
 * page has loaded and when the browser is idle, so it never competes with the first paint or the
 * first question. A new version found later waits: `onUpdateWaiting` is told, and the page offers a
 * reload (update-offer.tsx); the waiting worker takes over only when the visitor accepts.
 */
import { Workbox } from 'workbox-window'

/** The worker's address, at the site's root so its scope is every page (both languages). */
export const serviceWorkerUrl = '/service-worker.js'

export type UpdateWaiting = { accept: () => void }

/** Registers the worker; calls `onUpdateWaiting` when a new version waits for the visitor's consent. */
export async function registerOfflineWorker(onUpdateWaiting: (update: UpdateWaiting) => void): Promise<void> {
  const workbox = new Workbox(serviceWorkerUrl, { scope: '/' })
  workbox.addEventListener('waiting', () => {
    onUpdateWaiting({
      accept: () => {
        // Reload once the new worker controls the page, so the page and its scripts are of one version.
        workbox.addEventListener('controlling', () => window.location.reload())
        workbox.messageSkipWaiting()
      },
    })
  })
  await workbox.register()
}
