/**
 * Build-time rendering of pages that need no data from the server (tools/vite-prerender.ts runs
 * it after the client build): the app's own routes, rendered to HTML with the same renderer the
 * browser uses (Preact through preact/compat), so the browser hydrates the page it already shows.
 * A test page shows its introduction, with the first question drawn behind it (decision 106).
 */
import { I18nProvider } from '@lingui/react'
import { renderToStringAsync } from 'preact-render-to-string'
import { StaticRouter } from 'react-router-dom'
import { splitLocale } from '#schemas/locales.ts'
import { localiseDefinition } from '#engine/flow.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { AppRoutes } from './app/app.tsx'
import { providePrerenderDefinitions } from './features/test-flow/test-api.ts'
import { cataloguedFeatures, i18n, loadCatalogues, routerBasename } from './shared/i18n.ts'
import { prerenderedTitle } from './shared/use-document-title.ts'

// A test page is drawn with the definition the server inlines in it (server/web/page-shell.ts: the
// same catalogue file, localised for the page's language), so the browser hydrates the same intro.
const testFiles = import.meta.glob<TestDefinition>('../tests-catalog/tests/*.json', { eager: true, import: 'default' })
const definitionsByCode = new Map(Object.values(testFiles).map((definition) => [definition.testCode, definition]))
providePrerenderDefinitions((testCode, locale) => {
  const definition = definitionsByCode.get(testCode)
  return definition && localiseDefinition(definition, locale)
})

/**
 * The page's HTML, and its tab title when the page sets one, in the language its address asks for
 * (`/sw/...` is Kiswahili). Pages are rendered one at a time, so the global `i18n` is that page's.
 */
export async function renderPage(url: string): Promise<{ html: string; title: string | undefined }> {
  prerenderedTitle.value = undefined
  const { locale } = splitLocale(url)
  // Every feature's catalogue in this language: a lazy route drawn earlier in the other language
  // does not load again, so it would not fetch this language's catalogue itself.
  await loadCatalogues(locale, [...cataloguedFeatures(), 'home'])
  const html = await renderToStringAsync(
    <I18nProvider i18n={i18n}>
      <StaticRouter location={url} basename={routerBasename(locale)}>
        <AppRoutes />
      </StaticRouter>
    </I18nProvider>,
  )
  return { html, title: prerenderedTitle.value }
}
