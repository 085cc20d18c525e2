/**
 * The app shell: the router, the routes of SPEC.md built so far, toasts and scroll-to-top.
 * The test route is loaded on demand, so the home page does not carry the questionnaire code.
 *
 * Toasts come from 'react-toastify/unstyled' everywhere (its main entry injects the same CSS
 * from JavaScript); the stylesheet is imported once here. Use the same entry in every feature:
 * the two entries keep separate toast queues.
 */
import { lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { ToastContainer } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'
import '../styles.css'
import { HomePage } from './home-page.tsx'
import { NotFoundPage } from './not-found-page.tsx'
import { ScrollToTop } from './scroll-to-top.tsx'

const TestRoute = lazy(() => import('./test-route.tsx').then((module) => ({ default: module.TestRoute })))

/** SPEC.md section 9: toasts close after 5 seconds by default. */
export const TOAST_AUTO_CLOSE_MS = 5000

/** The routes without a router, so tests can render them in a MemoryRouter. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
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
          <Route path="/tests/:slug" element={<TestRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <ToastContainer autoClose={TOAST_AUTO_CLOSE_MS} />
    </>
  )
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
