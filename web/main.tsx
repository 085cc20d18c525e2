/**
 * The browser entry point, kept small (decision 118): it waits for the page's first paint and, on a
 * test page whose visitor is answering in its early steps (decision 117), for them to pause; only
 * then does it run the app's start (web/app/start-app.tsx: the page's language and route, then the
 * app mounted, hydrating a prerendered page). The app's files are fetched with the page (the page
 * shell preloads them); what waits is running them, a long task on a slow phone. Then, once the
 * page has loaded and the browser is idle, it registers the service worker (web/features/offline-worker/).
 * The site's styles are imported here, so the built index.html links them in its head.
 */
import './styles.css'
import { whenLoadedAndIdle } from './features/offline-worker/when-idle.ts'
import { earlyStepsPause } from './features/test-flow/early-steps-pause.ts'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no element with id "root"')
const root = rootElement

// A prerendered page is on screen as soon as it paints: hydrating is a long task on a slow phone,
// so it starts after the browser has drawn a frame (or 100 ms, where frames wait: a hidden tab),
// never ahead of the first paint.
const painted = new Promise<void>((resolve) => {
  if (!root.hasChildNodes()) return resolve()
  const done = () => setTimeout(resolve, 0)
  requestAnimationFrame(done)
  setTimeout(resolve, 100)
})
// On a test page whose visitor is answering in the page's early steps, after that too, once they
// pause or press something only the app does: its start is not run under their presses.
const started = painted
  .then(() => earlyStepsPause())
  .then(() => import('./app/start-app.tsx'))
  .then(({ startApp }) => startApp(root))

// The service worker (offline after one visit, decision 075): built only, fetched after load when
// the browser is idle, so it never delays the first screen; and after the app's start, whose
// language its offer of a new version speaks. A browser without one, or a failed registration,
// leaves the site working online as before.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void started.then(() =>
    whenLoadedAndIdle(() => {
      import('./features/offline-worker/index.tsx').then(({ startOfflineWorker }) => startOfflineWorker()).catch(() => undefined)
    }),
  )
}
