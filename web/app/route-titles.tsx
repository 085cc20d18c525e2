/**
 * Tab titles for the pages that do not name themselves. `RouteTitles`, placed once before the
 * routes, gives a route's title from the route table (schemas/routes.ts: search, categories,
 * static pages) and the booking form's by its productID; a page that
 * names itself with useDocumentTitle still has the last word, as its effect runs after this one.
 * `withTitle` names a lazily loaded page from its address (a test, a category), with the
 * catalogue data its own chunk already carries, so no title list weighs on the first load.
 */
import type { ComponentType } from 'react'
import { useLocation, useParams, type Params } from 'react-router-dom'
import { matchRoute } from '#schemas/routes.ts'
import { useDocumentTitle, useRouteTitle } from '../shared/use-document-title.ts'

/** SPEC.md section 2: the booking form, by productID. */
const bookingTitles: Record<string, string> = {
  appointment: 'Book an appointment',
  VitalCare360: 'Join the VitalCare360 waitlist',
  wellness: 'Book a wellness check-up',
}

/** The route's own title, or undefined for a route whose page names itself. */
export function routeTitle(pathname: string, search: string): string | undefined {
  const route = matchRoute(pathname)?.route
  if (route?.id === 'booking') return bookingTitles[new URLSearchParams(search).get('productID') ?? ''] ?? 'Booking not found'
  return route && 'title' in route ? route.title : undefined
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
