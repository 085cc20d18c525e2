/**
 * The server's renderer for pages that work without JavaScript (issue 21 item 1; decision 092):
 * built with the prerender step into `<build>/.ssr/no-script.mjs` (tools/vite-prerender.ts), loaded
 * by the server (server/no-script/), which posts plain forms to it. It draws the app's own
 * components with the same renderer as the prerendered pages (Preact through preact/compat), in the
 * language the address names. Renders run one at a time: the app's `i18n` is one global, activated
 * for the page being drawn. The contract is schemas/no-script-renderer.ts.
 */
import type { ReactNode } from 'react'
import { I18nProvider } from '@lingui/react'
import { renderToString } from 'preact-render-to-string'
import { StaticRouter } from 'react-router-dom'
import { splitLocale } from '#schemas/locales.ts'
import type { NoScriptRenderer } from '#schemas/no-script-renderer.ts'
import { NoScriptFooter, NoScriptHeader } from './app/no-script/no-script-frame.tsx'
import { NoScriptResult, NoScriptTestProblem, NoScriptTestQuestion } from './app/no-script/test-pages.tsx'
import { NoScriptSearch } from './app/no-script/search-page.tsx'
import { NoScriptBooking, NoScriptCheckout, NoScriptConfirmation, NoScriptReceipt } from './app/no-script/booking-pages.tsx'
import { bookingSubmission } from './features/booking/index.ts'
import { NoScriptSubscribed } from './app/no-script/subscribe-page.tsx'
import { NotFoundPage } from './app/not-found-page.tsx'
import { NoScriptIntro, TestNotFound } from './features/test-flow/no-script.ts'
import { cataloguedFeatures, i18n, loadCatalogues, routerBasename } from './shared/i18n.ts'

let queue: Promise<unknown> = Promise.resolve()

/** Attributes that name element ids. */
const idAttributes = /(\s(?:id|for|form|aria-controls|aria-labelledby|aria-describedby|aria-owns)=")([^"]*)"/g

/**
 * The same markup with its generated ids (useId: `P0-0`, ...) given a prefix of their own: the
 * header, the page and the footer are drawn apart, and each would count its ids from the start.
 */
export function withIdPrefix(html: string, prefix: string): string {
  return html.replace(idAttributes, (_, attribute: string, ids: string) => `${attribute}${ids.replace(/\bP(\d+-)/g, `${prefix}$1`)}"`)
}

/** The element's HTML as the page at `pathname` draws it, in that page's language. */
function draw(pathname: string, element: () => ReactNode, search = ''): Promise<string> {
  const { locale } = splitLocale(pathname)
  const run = async () => {
    await loadCatalogues(locale, cataloguedFeatures())
    if (i18n.locale !== locale) i18n.activate(locale)
    return renderToString(
      <I18nProvider i18n={i18n}>
        <StaticRouter location={`${pathname}${search}`} basename={routerBasename(locale)}>
          {element()}
        </StaticRouter>
      </I18nProvider>,
    )
  }
  const drawn = queue.then(run, run)
  queue = drawn.catch(() => undefined)
  return drawn
}

/** Work that reads the page's messages (a form's problems), in the language of `pathname`, in the same queue as the renders. */
function inLanguageOf<T>(pathname: string, work: () => T): Promise<T> {
  const { locale } = splitLocale(pathname)
  const run = async () => {
    await loadCatalogues(locale, cataloguedFeatures())
    if (i18n.locale !== locale) i18n.activate(locale)
    return work()
  }
  const done = queue.then(run, run)
  queue = done.catch(() => undefined)
  return done
}

export const renderer: NoScriptRenderer = {
  async chrome(pathname) {
    const [header, footer] = [await draw(pathname, () => <NoScriptHeader />), await draw(pathname, () => <NoScriptFooter />)]
    return { header: withIdPrefix(header, 'H'), footer: withIdPrefix(footer, 'F') }
  },
  testIntro: (page) => draw(page.pathname, () => <NoScriptIntro {...page} />),
  testQuestion: (page) => draw(page.pathname, () => <NoScriptTestQuestion {...page} />),
  testResult: (page) => draw(page.pathname, () => <NoScriptResult {...page} />),
  testProblem: (page) => draw(page.pathname, () => <NoScriptTestProblem {...page} />),
  testNotFound: (pathname) => draw(pathname, () => <TestNotFound />),
  pageNotFound: (pathname) => draw(pathname, () => <NotFoundPage />),
  search: ({ pathname, query }) => draw(pathname, () => <NoScriptSearch query={query} />),
  booking: ({ pathname, search, posted }) => draw(pathname, () => <NoScriptBooking noScript={{ action: `${pathname}${search}`, posted }} />, search),
  checkout: ({ pathname, service, problem }) => draw(pathname, () => <NoScriptCheckout service={service} action={pathname} problem={problem} />),
  bookingSubmission: ({ pathname, search, values }) => inLanguageOf(pathname, () => bookingSubmission(search, values)),
  paymentConfirmation: ({ pathname, search, status, service, unreachable }) => draw(pathname, () => <NoScriptConfirmation search={search} status={status} service={service} unreachable={unreachable} />, search),
  paymentReceipt: ({ pathname, search, receipt, problem }) => draw(pathname, () => <NoScriptReceipt search={search} receipt={receipt} problem={problem} />, search),
  subscribed: ({ pathname, outcome }) => draw(pathname, () => <NoScriptSubscribed outcome={outcome} />),
}
