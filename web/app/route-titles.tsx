/**
 * Tab titles for the pages that do not name themselves. `RouteTitles`, placed once before the
 * routes, names the fixed routes (search, categories, static and booking pages); a page that
 * names itself with useDocumentTitle still has the last word, as its effect runs after this one.
 * `withTitle` names a lazily loaded page from its address (a test, a category), with the
 * catalogue data its own chunk already carries, so no title list weighs on the first load.
 */
import type { ComponentType } from 'react'
import { useLocation, useParams, type Params } from 'react-router-dom'
import { useDocumentTitle, useRouteTitle } from '../shared/use-document-title.ts'

const fixedTitles: Record<string, string> = {
  '/': 'Free health self-tests',
  '/categories': 'Test categories',
  '/tests': 'Test categories',
  '/search': 'Search',
  '/about-us': 'About Us',
  '/privacy-policy': 'Privacy Policy',
  '/terms-and-conditions': 'Terms and Conditions',
}

/** SPEC.md section 2: the booking form, by productID. */
const bookingTitles: Record<string, string> = {
  appointment: 'Book an appointment',
  VitalCare360: 'Join the VitalCare360 waitlist',
  wellness: 'Book a wellness check-up',
}

/** The route's own title, or undefined for a route whose page names itself. */
export function routeTitle(pathname: string, search: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  if (Object.hasOwn(fixedTitles, path)) return fixedTitles[path]
  if (path === '/booking') return bookingTitles[new URLSearchParams(search).get('productID') ?? ''] ?? 'Booking not found'
  return undefined
}

export function RouteTitles() {
  const { pathname, search } = useLocation()
  useRouteTitle(routeTitle(pathname, search), `${pathname}${search}`)
  return null
}

/** The page, named by `titleOf` its address's parameters. */
export function withTitle<Props extends object>(Page: ComponentType<Props>, titleOf: (params: Readonly<Params>) => string): ComponentType<Props> {
  return function TitledPage(props: Props) {
    useDocumentTitle(titleOf(useParams()))
    return <Page {...props} />
  }
}
