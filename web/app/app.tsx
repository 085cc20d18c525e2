/**
 * The app shell: the router, the footer, toasts and scroll-to-top, all replaced by the offline page
 * while the browser is offline. The routes are the route table's (schemas/routes.ts), in its order,
 * each drawn by its page of route-pages.tsx, then the 404 page for any other path. Every page but
 * the home page is loaded on demand, so the home page carries neither the questionnaire code nor
 * the catalogue index.
 *
 * Toasts come from web/shared/toasts.tsx everywhere: it fetches react-toastify's unstyled entry
 * and its stylesheet with the first toast, so no page's first load carries them.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { matchRoute, routeTable } from '#schemas/routes.ts'
import { ChatWidget } from '../features/chat/index.ts'
import { Footer } from '../features/footer/index.ts'
import { NavigationBar } from '../features/navigation/index.ts'
import { OnlineStatus } from '../features/offline/index.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { routePages, type LazyPage } from './route-pages.tsx'
import { RouteTitles } from './route-titles.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'
import { i18n, routerBasename } from '../shared/i18n.ts'
import { ForgetLanguageParameter } from '../shared/language-switch.tsx'
import { Toasts } from '../shared/toasts.tsx'

/** A lazy route with its own short loading text, in the page's language. */
function Loading({ text, children }: { text: MessageDescriptor; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <main className="page">
          <p className="status" role="status">
            {i18n._(text)}
          </p>
        </main>
      }
    >
      {children}
    </Suspense>
  )
}

/** Each lazy route's page, loaded once: asked for by the first render, or earlier by the entry (startLoadingPage). A failed load is forgotten. */
const pageLoads = new Map<string, Promise<ComponentType>>()

function loadPage(id: string, page: LazyPage): Promise<ComponentType> {
  let loading = pageLoads.get(id)
  if (!loading) {
    loading = page.load()
    loading.catch(() => pageLoads.delete(id))
    pageLoads.set(id, loading)
  }
  return loading
}

/**
 * Starts loading the page that draws `pathname` (a route-table path, no language prefix): its code
 * and its catalogues in the page's language. The entry calls it once the page has painted, so a
 * Kiswahili page's route catalogues come beside the shell's, not a round trip after them when the
 * first render asks.
 */
export function startLoadingPage(pathname: string): void {
  const match = matchRoute(pathname)
  const page = match && routePages[match.route.id]
  if (match && page && 'load' in page) loadPage(match.route.id, page).catch(() => undefined)
}

/** The feature catalogues and content the page that draws `pathname` needs before its first render: an eager page's `features` (the home page's words). */
export function featuresBeforeRender(pathname: string): readonly string[] {
  const match = matchRoute(pathname)
  const page = match && routePages[match.route.id]
  return page && 'component' in page ? (page.features ?? []) : []
}

/** Each route of the table with its element: the entry's component, or the lazy page under its loading text. Made once, so each lazy page loads once. */
const routeElements = routeTable.map((route) => {
  const page = routePages[route.id]
  if ('component' in page) return { path: route.path, element: <page.component /> }
  const Page: ComponentType = lazy(() => loadPage(route.id, page).then((component) => ({ default: component })))
  return { path: route.path, element: page.loading ? <Loading text={page.loading}><Page /></Loading> : <Page /> }
})

/** SPEC.md section 9: toasts close after 5 seconds by default. */
export const TOAST_AUTO_CLOSE_MS = 5000

/** The routes without a router, so tests can render them in a MemoryRouter. */
export function AppRoutes({ reload }: { reload?: () => void } = {}) {
  return (
    <OnlineStatus reload={reload}>
      <ScrollToTop />
      <ForgetLanguageParameter />
      <RouteTitles />
      <NavigationBar />
      <Suspense
        fallback={
          <main className="page">
            <p className="status" role="status">
              {t`Hang tight! We're getting the test ready for you...`}
            </p>
          </main>
        }
      >
        <Routes>
          {routeElements.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <Footer />
      <ChatWidget />
      <Toasts autoClose={TOAST_AUTO_CLOSE_MS} />
    </OnlineStatus>
  )
}

/** The app in the page's language: Kiswahili pages route under /sw, so in-app links keep the language. */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <BrowserRouter basename={routerBasename()}>
        <AppRoutes />
      </BrowserRouter>
    </I18nProvider>
  )
}
