/**
 * The route table: every page of the web app, once (shape: route-table.schema.json; issue 14).
 * The browser's router (web/app/app.tsx, through a page per route id), the prerender step
 * (tools/prerendered-paths.ts), the server's page shell, preloads, 404s and no-store pages
 * (server/web/) and the end-to-end crawl (e2e/crawl.spec.ts) all expand this list; a new page is
 * one entry here plus its page in web/app/route-pages.tsx, which the type checker demands.
 * `modules` name web files as strings (this folder may not import web/): tools/architecture.test.ts
 * fails when one is not a file of web/ that web/app/ loads with import().
 *
 * Pure: the catalogue's slugs are given by the caller, who reads them its own way.
 */
import type { CatalogueSource, RouteDefinition } from './generated/route-table.ts'

export type { CatalogueSource, RouteDefinition, RouteParam } from './generated/route-table.ts'

type Immutable<T> = T extends readonly (infer Item)[] ? readonly Immutable<Item>[] : T extends object ? { readonly [Key in keyof T]: Immutable<T[Key]> } : T

const staticPages = ['features/static-pages/index.ts'] as const
const catalogue = ['app/catalogue-route.tsx'] as const
const wellness = ['features/wellness/index.ts'] as const
const payment = ['features/payment/index.ts'] as const
/** The booking id of the example addresses (a checkout, a payment): the crawl puts a real booking's id in its place. */
export const exampleServiceId = '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'

/**
 * The module the browser entry (web/main.tsx) imports with import() to start the app: every page
 * fetches it and what it imports with the page, and runs it after its first paint (decision 118).
 */
export const appStartModule = 'app/start-app.tsx'

export const routeTable = [
  { id: 'home', path: '/', modules: [], prerender: 'once', title: 'Free health self-tests' },
  { id: 'test', path: '/tests/:slug', modules: ['app/test-route.tsx', 'app/test-titles.ts'], prerender: 'per-item', params: { slug: { source: 'tests' } } },
  { id: 'categories', path: '/categories', modules: catalogue, prerender: 'once', title: 'Test categories' },
  { id: 'tests', path: '/tests', modules: catalogue, prerender: 'once', title: 'Test categories' },
  { id: 'category', path: '/categories/:slug', modules: catalogue, prerender: 'per-item', params: { slug: { source: 'categories' } } },
  { id: 'search', path: '/search', modules: ['app/search-route.tsx'], prerender: 'none', title: 'Search' },
  { id: 'about-us', path: '/about-us', modules: staticPages, prerender: 'once', title: 'About Us' },
  { id: 'privacy-policy', path: '/privacy-policy', modules: staticPages, prerender: 'once', title: 'Privacy Policy' },
  { id: 'terms-and-conditions', path: '/terms-and-conditions', modules: staticPages, prerender: 'once', title: 'Terms and Conditions' },
  { id: 'wellness', path: '/wellness', modules: wellness, prerender: 'once' },
  { id: 'wellness-package', path: '/wellness/:slug', modules: wellness, prerender: 'per-item', params: { slug: { source: 'wellness-packages' } } },
  { id: 'free-sample-collection', path: '/free-sample-collection', modules: wellness, prerender: 'once' },
  { id: 'service', path: '/services/:slug', modules: ['features/services/index.ts'], prerender: 'per-item', params: { slug: { source: 'services' } } },
  { id: 'booking', path: '/booking', modules: ['features/booking/index.ts', 'features/result/index.ts'], prerender: 'none' },
  { id: 'checkout', path: '/checkout/:serviceId', modules: ['features/checkout/index.ts'], prerender: 'none', params: { serviceId: { example: exampleServiceId } }, noStore: true },
  { id: 'payment', path: '/payments/*', modules: payment, prerender: 'none', params: { '*': { example: `pesapal?service=${exampleServiceId}` } }, noStore: true },
  { id: 'payment-confirmation', path: '/payment/confirmation', modules: payment, prerender: 'none', noStore: true },
  { id: 'payment-receipt', path: '/payment/receipt', modules: payment, prerender: 'none', noStore: true },
  { id: 'screening', path: '/screening', modules: ['features/screening/index.ts'], prerender: 'none', noStore: true },
  // The visitor manages a booking with the link we sent (issue 22; the token is in the address's fragment, never sent).
  { id: 'manage', path: '/manage', modules: ['features/manage/index.ts', 'features/result/index.ts'], prerender: 'none', noStore: true },
  { id: 'premium', path: '/premium', modules: ['features/premium/index.ts'], prerender: 'once' },
  // The staff console (issue 22): its own chunk, English only, never stored, never prerendered.
  { id: 'staff', path: '/staff/*', modules: ['features/staff/index.ts'], prerender: 'none', params: { '*': { example: 'set-password' } }, noStore: true },
] as const satisfies readonly Immutable<RouteDefinition>[]

export type Route = (typeof routeTable)[number]
export type RouteId = Route['id']

/** The routeSlug values of each catalogue source (the test files' names, the items of the other files). */
export type CatalogueSlugs = Readonly<Record<CatalogueSource, Iterable<string>>>

export type RouteMatch = { route: Route; params: Readonly<Record<string, string>> }

/** A path segment decoded, or as it is when its escapes are malformed (no catalogue item has such a slug). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const segmentsOf = (path: string): string[] => path.split('/').slice(1)

function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = segmentsOf(pattern)
  const given = segmentsOf(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)
  const params: Record<string, string> = {}
  for (const [index, part] of wanted.entries()) {
    if (part === '*') {
      params['*'] = given.slice(index).map(decoded).join('/')
      return params
    }
    const segment = given[index]
    if (segment === undefined) return undefined
    if (part.startsWith(':')) {
      if (segment === '') return undefined
      params[part.slice(1)] = decoded(segment)
    } else if (part !== segment) return undefined
  }
  return given.length === wanted.length ? params : undefined
}

/** The route an address's path (no query) is drawn by, first in the table's order, with its parameters. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const route of routeTable) {
    const params = matchPattern(route.path, pathname)
    if (params) return { route, params }
  }
  return undefined
}

const paramsOf = (route: Route): Readonly<Record<string, { source: CatalogueSource } | { example: string }>> => ('params' in route ? route.params : {})

/** Whether the address is a page: its route exists and each catalogue parameter names an item the catalogue has. */
export function isPage(pathname: string, slugs: CatalogueSlugs): boolean {
  const match = matchRoute(pathname)
  if (!match) return false
  return Object.entries(paramsOf(match.route)).every(([name, param]) => !('source' in param) || new Set(slugs[param.source]).has(match.params[name] ?? ''))
}

/**
 * Every address of a route: the path itself, one per item of a catalogue parameter's source, or
 * the example of a parameter only a booking knows.
 */
export function addressesOf(route: Route, slugs: CatalogueSlugs): string[] {
  let addresses = [route.path as string]
  for (const [name, param] of Object.entries(paramsOf(route))) {
    const token = name === '*' ? '*' : `:${name}`
    const values = 'source' in param ? [...slugs[param.source]].map(encodeURIComponent) : [param.example]
    addresses = addresses.flatMap((address) => values.map((value) => address.replace(token, value)))
  }
  return addresses
}

/** The addresses the build prerenders: each `once` route's path and each item of a `per-item` route's source. */
export function prerenderedAddresses(slugs: CatalogueSlugs): string[] {
  return routeTable.filter((route) => route.prerender !== 'none').flatMap((route) => addressesOf(route, slugs))
}

/** The address the build prerenders the 404 page at, in each language (`/404`, `/sw/404`): no route has it, so it is never a page. */
export const notFoundAddress = '/404'

/** The first segments under which every address is a no-store page (/checkout, /payment, /payments, /screening). */
export const noStoreSections: readonly string[] = [...new Set(routeTable.filter((route) => 'noStore' in route && route.noStore).map((route) => segmentsOf(route.path)[0]!))]
