/**
 * The app shell: the router, the routes of SPEC.md built so far, the footer, toasts and scroll-to-top,
 * all replaced by the offline page while the browser is offline.
 * The test, catalogue and search routes are loaded on demand, so the home page carries neither the
 * questionnaire code nor the catalogue index.
 *
 * Toasts come from 'react-toastify/unstyled' everywhere (its main entry injects the same CSS
 * from JavaScript); the stylesheet is imported once here. Use the same entry in every feature:
 * the two entries keep separate toast queues.
 */
import { lazy, Suspense, type ReactNode } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { ToastContainer } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'
import '../styles.css'
import { ChatWidget } from '../features/chat/index.ts'
import { Footer } from '../features/footer/index.ts'
import { HomePage } from '../features/home/index.ts'
import { NavigationBar } from '../features/navigation/index.ts'
import { OnlineStatus } from '../features/offline/index.ts'
import { NotFoundPage } from './not-found-page.tsx'
import { RouteTitles, withTitle } from './route-titles.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'

const TestRoute = lazy(() =>
  Promise.all([import('./test-route.tsx'), import('./test-titles.ts')]).then(([module, { testTitle }]) => ({ default: withTitle(module.TestRoute, ({ slug }) => testTitle(slug)) })),
)
const CategoryListPage = lazy(() => import('./catalogue-route.tsx').then((module) => ({ default: module.CategoryListPage })))
const CategoryDetailPage = lazy(() =>
  Promise.all([import('./catalogue-route.tsx'), import('../features/catalogue/index.ts')]).then(([module, { categoryCards }]) => ({
    default: withTitle(module.CategoryDetailPage, ({ slug }) => categoryCards.find((category) => category.routeSlug === slug)?.title ?? 'Category not found'),
  })),
)
const SearchRoute = lazy(() => import('./search-route.tsx').then((module) => ({ default: module.SearchRoute })))
const AboutUsPage = lazy(() => import('../features/static-pages/index.ts').then((module) => ({ default: module.AboutUsPage })))
const PrivacyPolicyPage = lazy(() => import('../features/static-pages/index.ts').then((module) => ({ default: module.PrivacyPolicyPage })))
const TermsPage = lazy(() => import('../features/static-pages/index.ts').then((module) => ({ default: module.TermsPage })))
const WellnessListPage = lazy(() => import('../features/wellness/index.ts').then((module) => ({ default: module.WellnessListPage })))
const WellnessDetailPage = lazy(() => import('../features/wellness/index.ts').then((module) => ({ default: module.WellnessDetailPage })))
const FreeSampleCollectionPage = lazy(() => import('../features/wellness/index.ts').then((module) => ({ default: module.FreeSampleCollectionPage })))
const ServicePage = lazy(() => import('../features/services/index.ts').then((module) => ({ default: module.ServicePage })))
const BookingPage = lazy(() => import('../features/booking/index.ts').then((module) => ({ default: module.BookingPage })))
const CheckoutPage = lazy(() => import('../features/checkout/index.ts').then((module) => ({ default: module.CheckoutPage })))
const PaymentPage = lazy(() => import('../features/payment/index.ts').then((module) => ({ default: module.PaymentPage })))
const ConfirmationPage = lazy(() => import('../features/payment/index.ts').then((module) => ({ default: module.ConfirmationPage })))
const ReceiptPage = lazy(() => import('../features/payment/index.ts').then((module) => ({ default: module.ReceiptPage })))
const ScreeningPage = lazy(() => import('../features/screening/index.ts').then((module) => ({ default: module.ScreeningPage })))
const PremiumPage = lazy(() => import('../features/premium/index.ts').then((module) => ({ default: module.PremiumPage })))
const NotFoundSearch = lazy(() => import('./not-found-search.tsx').then((module) => ({ default: module.NotFoundSearch })))

/** A lazy route with its own short loading text. */
function Loading({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <main className="page">
          <p className="status" role="status">
            {text}
          </p>
        </main>
      }
    >
      {children}
    </Suspense>
  )
}

/** The test-not-found screen's search box, given to the test route from here so its chunk stays small. */
function renderNotFoundSearch(links: ReactNode) {
  return (
    <Suspense fallback={links}>
      <NotFoundSearch links={links} />
    </Suspense>
  )
}

/** SPEC.md section 9: toasts close after 5 seconds by default. */
export const TOAST_AUTO_CLOSE_MS = 5000

/** The routes without a router, so tests can render them in a MemoryRouter. */
export function AppRoutes({ reload }: { reload?: () => void } = {}) {
  return (
    <OnlineStatus reload={reload}>
      <ScrollToTop />
      <RouteTitles />
      <NavigationBar />
      <Suspense
        fallback={
          <main className="page">
            <p className="status" role="status">
              Hang tight! We're getting the test ready for you...
            </p>
          </main>
        }
      >
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/tests/:slug" element={<TestRoute renderSearch={renderNotFoundSearch} />} />
          <Route path="/categories" element={<Loading text="Loading the categories..."><CategoryListPage /></Loading>} />
          <Route path="/tests" element={<Loading text="Loading the categories..."><CategoryListPage /></Loading>} />
          <Route path="/categories/:slug" element={<Loading text="Loading the tests..."><CategoryDetailPage /></Loading>} />
          <Route path="/search" element={<Loading text="Loading the search..."><SearchRoute /></Loading>} />
          <Route path="/about-us" element={<Loading text="Loading the page..."><AboutUsPage /></Loading>} />
          <Route path="/privacy-policy" element={<Loading text="Loading the page..."><PrivacyPolicyPage /></Loading>} />
          <Route path="/terms-and-conditions" element={<Loading text="Loading the page..."><TermsPage /></Loading>} />
          <Route path="/wellness" element={<Loading text="Loading the packages..."><WellnessListPage /></Loading>} />
          <Route path="/wellness/:slug" element={<Loading text="Loading the package..."><WellnessDetailPage /></Loading>} />
          <Route path="/free-sample-collection" element={<Loading text="Loading the page..."><FreeSampleCollectionPage /></Loading>} />
          <Route path="/services/:slug" element={<Loading text="Loading the page..."><ServicePage /></Loading>} />
          <Route path="/booking" element={<Loading text="Loading the booking form..."><BookingPage /></Loading>} />
          <Route path="/checkout/:serviceId" element={<Loading text="Loading your booking..."><CheckoutPage /></Loading>} />
          <Route path="/payments/*" element={<Loading text="Please wait..."><PaymentPage /></Loading>} />
          <Route path="/payment/confirmation" element={<Loading text="Loading your payment..."><ConfirmationPage /></Loading>} />
          <Route path="/payment/receipt" element={<Loading text="Loading your receipt..."><ReceiptPage /></Loading>} />
          <Route path="/screening" element={<Loading text="Loading your screenings..."><ScreeningPage /></Loading>} />
          <Route path="/premium" element={<Loading text="Loading the page..."><PremiumPage /></Loading>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <Footer />
      <ChatWidget />
      <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} />
    </OnlineStatus>
  )
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
