/**
 * The app's start: loads the page's language (its address says which; web/shared/i18n.ts) and the
 * page's own route, then mounts the app into index.html's #root, hydrating the page when the
 * server sent it prerendered (tools/vite-prerender.ts) and rendering it afresh otherwise.
 *
 * Fetched with the page (the page shell preloads it and what it imports) but run only when the
 * entry (web/main.tsx) calls it, after the first paint and, on a test page with early steps, once
 * the visitor pauses (decision 118): running this module graph is itself a long task on a slow
 * phone, and it must not fall on a visitor's press.
 */
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { splitLocale } from '#schemas/locales.ts'
import { App, featuresBeforeRender, startLoadingPage } from './app.tsx'
import { addressLocale, i18n, loadCatalogues } from '../shared/i18n.ts'

export function startApp(root: HTMLElement): Promise<void> {
  // The page's language is active from the start, with its messages added as they come: Lingui's
  // provider draws nothing until a language is active (a catalogue that cannot be fetched, offline or
  // a deploy in between, must not blank a prerendered page on hydration), and the route's own load
  // fetches this language's catalogues. Nothing is drawn before the shell's are in, or failed.
  const locale = addressLocale()
  const path = splitLocale(location.pathname).path
  i18n.loadAndActivate({ locale, messages: {} })
  const ready = loadCatalogues(locale, featuresBeforeRender(path)).catch(() => undefined)
  // The page's own route (its code and, on a Kiswahili page, its catalogues) starts loading beside
  // the shell's catalogue, instead of when the first render asks for it.
  startLoadingPage(path)
  return ready.then(() => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    )
    if (root.hasChildNodes()) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
}
