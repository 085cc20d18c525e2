/**
 * Which addresses are pages of the web app, so any other answers HTTP 404 (with the app's 404
 * page, still drawn by the browser's router). The fixed routes are web/app/app.tsx's; a route with
 * a catalogue slug (/tests/<slug>, /categories/<slug>, /wellness/<slug>, /services/<slug>) is a
 * page only for a slug the catalogue has. A booking's id (/checkout/<id>) or a payment address
 * cannot be known here, so those stay pages whatever follows them. A trailing slash is allowed,
 * as the router allows it. page-routes.test.ts keeps this in step with app.tsx.
 */
import { readFileSync } from 'node:fs'

const catalogue = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../tests-catalog/${file}`, import.meta.url), 'utf8'))
const slugsOf = (items: readonly { routeSlug: string }[]): ReadonlySet<string> => new Set(items.map((item) => item.routeSlug))

/** Routes with nothing variable in them. */
const fixedPages = new Set([
  '/',
  '/categories',
  '/tests',
  '/search',
  '/about-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/wellness',
  '/free-sample-collection',
  '/booking',
  '/payment/confirmation',
  '/payment/receipt',
  '/screening',
  '/premium',
])

/** Routes whose last part is anything (a booking id, the payment page's own paths). */
const openPages = [/^\/checkout\/[^/]+$/, /^\/payments(\/.*)?$/]

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export type PageRoutes = { isPage(pathname: string): boolean }

export function createPageRoutes(testSlugs: Iterable<string>): PageRoutes {
  const slugPages = new Map<string, ReadonlySet<string>>([
    ['tests', new Set(testSlugs)],
    ['categories', slugsOf((catalogue('categories.json') as { categories: { routeSlug: string }[] }).categories)],
    ['wellness', slugsOf((catalogue('wellness-packages.json') as { packages: { routeSlug: string }[] }).packages)],
    ['services', slugsOf((catalogue('services.json') as { services: { routeSlug: string }[] }).services)],
  ])
  return {
    isPage(pathname) {
      const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
      if (fixedPages.has(path) || openPages.some((pattern) => pattern.test(path))) return true
      const [, section, slug, ...rest] = path.split('/')
      if (section === undefined || slug === undefined || rest.length > 0) return false
      return slugPages.get(section)?.has(decoded(slug)) ?? false
    },
  }
}
