/**
 * The page of each route of the route table (schemas/routes.ts), by route id. The type demands
 * exactly one entry per route: a route the table gains without a page here, or a page here for
 * no route, fails the type check. A route with lazy modules in the table gets a loader (its
 * import() names those modules: route-pages.test.ts checks it) and the text shown while it
 * loads; a route drawn by the entry gets its component. A loader fetches, beside its modules, the
 * message catalogues of the feature folders they draw (web/shared/i18n.ts; the shell's are loaded
 * before the first render).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import type { Route } from '#schemas/routes.ts'
import { HomePage } from '../features/home/index.ts'
import { activeLocale, withCatalogues } from '../shared/i18n.ts'
import { ShareChoicesContext } from '../shared/visit-results.ts'
import { withTitle } from './route-titles.tsx'

/** `loading`: the words shown while the page loads, rendered in the page's language. */
export type LazyPage = { load: () => Promise<ComponentType>; loading?: MessageDescriptor }
/** `features`: the feature catalogues and content the page needs before its first render (web/main.tsx loads them with the shell's). */
export type EagerPage = { component: ComponentType; features?: readonly string[] }
type PageOf<R extends Route> = R['modules'] extends readonly [] ? EagerPage : LazyPage
export type RoutePages = { readonly [R in Route as R['id']]: PageOf<R> }

const NotFoundSearch = lazy(() => withCatalogues(['catalogue', 'search'], import('./not-found-search.tsx')).then((module) => ({ default: module.NotFoundSearch })))

/** The test-not-found screen's search box, given to the test route from here so its chunk stays small. */
function renderNotFoundSearch(links: ReactNode) {
  return (
    <Suspense fallback={links}>
      <NotFoundSearch links={links} />
    </Suspense>
  )
}

const pageText = msg`Loading the page...`
const categoryList: LazyPage = { load: () => withCatalogues(['catalogue'], import('./catalogue-route.tsx')).then((module) => module.CategoryListPage), loading: msg`Loading the categories...` }

export const routePages: RoutePages = {
  home: { component: HomePage, features: ['home'] },
  test: {
    // The result's messages come with the page, for the safety card drawn before the result's own
    // module; its content (the services its next steps name) comes with that module (test-route.tsx).
    load: () =>
      withCatalogues(['test-flow', 'result'], Promise.all([import('./test-route.tsx'), import('./test-titles.ts').then((module) => module.loadTestTitles(activeLocale()))]), ['result']).then(([{ TestRoute }, testTitle]) =>
        withTitle(() => <TestRoute renderSearch={renderNotFoundSearch} />, ({ slug }) => testTitle(slug)),
      ),
  },
  categories: categoryList,
  tests: categoryList,
  category: {
    load: () =>
      withCatalogues(['catalogue'], Promise.all([import('./catalogue-route.tsx'), import('../features/catalogue/index.ts')])).then(([module, { categoryTitle }]) =>
        withTitle(module.CategoryDetailPage, ({ slug }) => categoryTitle(slug)),
      ),
    loading: msg`Loading the tests...`,
  },
  search: { load: () => withCatalogues(['catalogue', 'search'], import('./search-route.tsx')).then((module) => module.SearchRoute), loading: msg`Loading the search...` },
  'about-us': { load: () => withCatalogues(['static-pages'], import('../features/static-pages/index.ts')).then((module) => module.AboutUsPage), loading: pageText },
  'privacy-policy': { load: () => withCatalogues(['static-pages'], import('../features/static-pages/index.ts')).then((module) => module.PrivacyPolicyPage), loading: pageText },
  'terms-and-conditions': { load: () => withCatalogues(['static-pages'], import('../features/static-pages/index.ts')).then((module) => module.TermsPage), loading: pageText },
  wellness: { load: () => withCatalogues(['wellness'], import('../features/wellness/index.ts')).then((module) => module.WellnessListPage), loading: msg`Loading the packages...` },
  'wellness-package': { load: () => withCatalogues(['wellness'], import('../features/wellness/index.ts')).then((module) => module.WellnessDetailPage), loading: msg`Loading the package...` },
  'free-sample-collection': { load: () => withCatalogues(['wellness'], import('../features/wellness/index.ts')).then((module) => module.FreeSampleCollectionPage), loading: pageText },
  service: { load: () => withCatalogues(['services'], import('../features/services/index.ts')).then((module) => module.ServicePage), loading: pageText },
  // The appointment's notes show the result page's safety card when the crisis net calls for it (issue 17),
  // and its form offers the results of this visit with the result page's preview and consent (decision 102).
  booking: {
    load: () =>
      withCatalogues(['booking', 'result'], Promise.all([import('../features/booking/index.ts'), import('../features/result/index.ts')])).then(([{ BookingPage }, { SafetyCard, ShareChoices }]) => () => (
        <ShareChoicesContext.Provider value={ShareChoices}>
          <BookingPage crisisCard={<SafetyCard message="" />} />
        </ShareChoicesContext.Provider>
      )),
    loading: msg`Loading the booking form...`,
  },
  checkout: { load: () => withCatalogues(['checkout'], import('../features/checkout/index.ts')).then((module) => module.CheckoutPage), loading: msg`Loading your booking...` },
  payment: { load: () => withCatalogues(['payment'], import('../features/payment/index.ts')).then((module) => module.PaymentPage), loading: msg`Please wait...` },
  'payment-confirmation': { load: () => withCatalogues(['payment'], import('../features/payment/index.ts')).then((module) => module.ConfirmationPage), loading: msg`Loading your payment...` },
  'payment-receipt': { load: () => withCatalogues(['payment'], import('../features/payment/index.ts')).then((module) => module.ReceiptPage), loading: msg`Loading your receipt...` },
  // The manage page's note shows the result page's safety card when the crisis net calls for it, as the booking's notes do.
  manage: {
    load: () =>
      withCatalogues(['manage', 'result'], Promise.all([import('../features/manage/index.ts'), import('../features/result/index.ts')])).then(([{ ManagePage }, { SafetyCard }]) => () => (
        <ManagePage crisisCard={<SafetyCard message="" />} />
      )),
    loading: msg`Loading your booking...`,
  },
  screening: { load: () => withCatalogues(['screening'], import('../features/screening/index.ts')).then((module) => module.ScreeningPage), loading: msg`Loading your screenings...` },
  // Premium shows the home page's Premium card (site.json's words: the feature 'home').
  premium: { load: () => withCatalogues(['premium', 'home'], import('../features/premium/index.ts')).then((module) => module.PremiumPage), loading: pageText },
  // Staff-facing and English only (decision 070): no message catalogue.
  staff: { load: () => import('../features/staff/index.ts').then((module) => module.StaffConsole), loading: pageText },
}
