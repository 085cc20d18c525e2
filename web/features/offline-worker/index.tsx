/**
 * The offline worker feature (issue 21 part 2; decision 075): registers the Workbox service worker
 * after load and offers a new version when one waits. Loaded with import() by web/main.tsx, so it
 * is never part of what the first screen waits for.
 */
import { createRoot } from 'react-dom/client'
import { registerOfflineWorker } from './register.ts'
import { UpdateOffer } from './update-offer.tsx'

/** Registers the worker; a waiting update is offered in a bar of its own above the app's root (the app is never re-rendered for it). */
export function startOfflineWorker(): Promise<void> {
  return registerOfflineWorker((update) => {
    if (document.querySelector('.update-offer-root')) return
    const container = document.createElement('div')
    container.className = 'update-offer-root'
    document.body.prepend(container)
    createRoot(container).render(<UpdateOffer update={update} />)
  })
}
