/**
 * The browser entry point: loads the page's language (its address says which; web/shared/i18n.ts)
 * and the page's own route, then mounts the app into index.html's #root, hydrating the page when
 * the server sent it prerendered (tools/vite-prerender.ts) and rendering it afresh otherwise (on a
 * test page whose visitor is stepping through it before the app, once they pause); then,
 * once the page has loaded and the browser is idle, registers the service worker
 * (web/features/offline-worker/).
 */
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { splitLocale } from '#schemas/locales.ts'
import { App, featuresBeforeRender, startLoadingPage } from './app/app.tsx'
import { addressLocale, i18n, loadCatalogues } from './shared/i18n.ts'
import { whenLoadedAndIdle } from './features/offline-worker/when-idle.ts'
import { earlyStepsPause } from './features/test-flow/early-steps-pause.ts'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no element with id "root"')
const root = rootElement

function mount() {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  if (root.hasChildNodes()) hydrateRoot(root, app)
  else createRoot(root).render(app)
}

// The page's language is active from the start, with its messages added as they come: Lingui's
// provider draws nothing until a language is active (a catalogue that cannot be fetched, offline or
// a deploy in between, must not blank a prerendered page on hydration), and the route's own load
// below fetches this language's catalogues. Nothing is drawn before the shell's are in, or failed.
const locale = addressLocale()
i18n.loadAndActivate({ locale, messages: {} })
const ready = loadCatalogues(locale, featuresBeforeRender(splitLocale(location.pathname).path)).catch(() => undefined)

// A prerendered page is on screen as soon as it paints: hydrating is a long task on a slow phone,
// so it starts after the browser has drawn a frame (or 100 ms, where frames wait: a hidden tab),
// never ahead of the first paint.
const painted = new Promise<void>((resolve) => {
  if (!root.hasChildNodes()) return resolve()
  const done = () => setTimeout(resolve, 0)
  requestAnimationFrame(done)
  setTimeout(resolve, 100)
})
// On a test page whose visitor is answering in the page's early steps (decision 117), after that too,
// once they pause or press something only the app does: its start is not run under their presses.
const settled = painted.then(() => earlyStepsPause())
// The page's own route (its code and, on a Kiswahili page, its catalogues) starts loading once the
// page has painted (its files are preloaded by the page), beside the shell's catalogue, instead of
// when the first render asks for it.
void settled.then(() => startLoadingPage(splitLocale(location.pathname).path))
void Promise.all([ready, settled]).then(mount)

// The service worker (offline after one visit, decision 075): built only, fetched after load when
// the browser is idle, so it never delays the first screen. A browser without one, or a failed
// registration, leaves the site working online as before.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenLoadedAndIdle(() => {
    import('./features/offline-worker/index.tsx').then(({ startOfflineWorker }) => startOfflineWorker()).catch(() => undefined)
  })
}
