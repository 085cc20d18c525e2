/**
 * Which addresses are pages of the web app, so any other answers HTTP 404 (with the app's 404
 * page, still drawn by the browser's router). The pages are the route table's (schemas/routes.ts,
 * the same list the browser's router is built from): a route with a catalogue parameter
 * (/tests/<slug>, /categories/<slug>, /wellness/<slug>, /services/<slug>) is a page only for a
 * slug the catalogue has; a booking's id (/checkout/<id>) or a payment address cannot be known
 * here, so those stay pages whatever they hold. A trailing slash is allowed, as the router allows it.
 * Every page is a page under `/sw` too (issue 20), with the same rules.
 */
import { readFileSync } from 'node:fs'
import { splitLocale } from '#schemas/locales.ts'
import { isPage, type CatalogueSlugs } from '#schemas/routes.ts'

const catalogue = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../tests-catalog/${file}`, import.meta.url), 'utf8'))
const slugsOf = (items: readonly { routeSlug: string }[]): ReadonlySet<string> => new Set(items.map((item) => item.routeSlug))

/** The routeSlug values of each catalogue source: the tests given (the server's loaded catalogue), the other files read here. */
export function catalogueSlugs(testSlugs: Iterable<string>): CatalogueSlugs {
  return {
    tests: new Set(testSlugs),
    categories: slugsOf((catalogue('categories.json') as { categories: { routeSlug: string }[] }).categories),
    'wellness-packages': slugsOf((catalogue('wellness-packages.json') as { packages: { routeSlug: string }[] }).packages),
    services: slugsOf((catalogue('services.json') as { services: { routeSlug: string }[] }).services),
  }
}

export type PageRoutes = { isPage(pathname: string): boolean }

export function createPageRoutes(testSlugs: Iterable<string>): PageRoutes {
  const slugs = catalogueSlugs(testSlugs)
  return { isPage: (pathname) => isPage(splitLocale(pathname).path, slugs) }
}
