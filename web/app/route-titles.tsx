/**
 * Tab titles for the pages that do not name themselves. `RouteTitles`, placed once before the
 * routes, gives a route's title from the route table (schemas/routes.ts: search, categories,
 * static pages) and the booking form's by its productID; a page that
 * names itself with useDocumentTitle still has the last word, as its effect runs after this one.
 * `withTitle` names a lazily loaded page from its address (a test, a category), with the
 * catalogue data its own chunk already carries, so no title list weighs on the first load.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { useLocation, useParams, type Params } from 'react-router-dom'
import { matchRoute, type Route } from '#schemas/routes.ts'
import { useDocumentLanguage, useDocumentTitle, useRouteTitle } from '../shared/use-document-title.ts'

/** SPEC.md section 2: the booking form, by productID. */
const bookingTitles: Record<string, MessageDescriptor> = {
  appointment: msg`Book an appointment`,
  VitalCare360: msg`Join the VitalCare360 waitlist`,
  wellness: msg`Book a wellness check-up`,
}
const bookingNotFound = msg`Booking not found`

type TitledRoute = Extract<Route, { title: string }>

/**
 * The route table's titles as messages of the web's catalogue, which gives their Kiswahili
 * (decision 059: the table keeps English strings). Each message's English is the table's title:
 * route-titles.dom.test.tsx fails when they part.
 */
export const routeTitleMessages: Readonly<Record<TitledRoute['id'], MessageDescriptor>> = {
  home: msg`Free health self-tests`,
  categories: msg`Test categories`,
  tests: msg`Test categories`,
  search: msg`Search`,
  'about-us': msg`About Us`,
  'privacy-policy': msg`Privacy Policy`,
  'terms-and-conditions': msg`Terms and Conditions`,
}

/** The route's own title in the page's language, or undefined for a route whose page names itself. The path is the route table's (the router's, under any language prefix). */
export function routeTitle(pathname: string, search: string): string | undefined {
  const route = matchRoute(pathname)?.route
  if (route?.id === 'booking') return i18n._(bookingTitles[new URLSearchParams(search).get('productID') ?? ''] ?? bookingNotFound)
  return route && 'title' in route ? i18n._(routeTitleMessages[route.id]) : undefined
}

export function RouteTitles() {
  const { pathname, search } = useLocation()
  useDocumentLanguage()
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
