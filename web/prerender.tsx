/**
 * Build-time rendering of pages that need no data from the server (tools/vite-prerender.ts runs
 * it after the client build): the app's own routes, rendered to HTML with the same renderer the
 * browser uses (Preact through preact/compat), so the browser hydrates the page it already shows.
 */
import { renderToStringAsync } from 'preact-render-to-string'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes } from './app/app.tsx'
import { prerenderedTitle } from './shared/use-document-title.ts'

/** The page's HTML, and its tab title when the page sets one. */
export async function renderPage(url: string): Promise<{ html: string; title: string | undefined }> {
  prerenderedTitle.value = undefined
  const html = await renderToStringAsync(
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>,
  )
  return { html, title: prerenderedTitle.value }
}
