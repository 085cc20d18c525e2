/**
 * The pages built as HTML ahead of time (tools/vite-prerender.ts): the route table's
 * (schemas/routes.ts) `once` routes and one page per catalogue item of its `per-item` routes,
 * pages whose content comes from the catalogue files alone, each in every language (English at
 * its path, Kiswahili under /sw: decision 059), and the 404 page in every language at an address
 * no route has. A test's page is its introduction, drawn with the definition the server inlines
 * (web/prerender.tsx; decision 106). Pages that depend on a person's booking or a search are
 * rendered in the browser only.
 * `catalogueSlugs` reads the catalogue's slugs from disk, for the build and the end-to-end crawl.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { locales, localisedPath } from '../schemas/locales.ts'
import { notFoundAddress, prerenderedAddresses, type CatalogueSlugs } from '../schemas/routes.ts'

const catalogueDir = new URL('../tests-catalog/', import.meta.url)
const catalogue = (file: string): unknown => JSON.parse(readFileSync(new URL(file, catalogueDir), 'utf8'))
const slugsOf = (items: readonly { routeSlug: string }[]): string[] => items.map((item) => item.routeSlug)

/** The routeSlug values of each catalogue source, in the files' order (tests: by file name, which is the slug). */
export function catalogueSlugs(): CatalogueSlugs {
  return {
    tests: readdirSync(new URL('tests/', catalogueDir))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort(),
    categories: slugsOf((catalogue('categories.json') as { categories: { routeSlug: string }[] }).categories),
    'wellness-packages': slugsOf((catalogue('wellness-packages.json') as { packages: { routeSlug: string }[] }).packages),
    services: slugsOf((catalogue('services.json') as { services: { routeSlug: string }[] }).services),
  }
}

/** Every prerendered page's address, in each language: English first, then Kiswahili (`/sw/`, `/sw/about-us`). */
export function prerenderedPaths(): string[] {
  const addresses = prerenderedAddresses(catalogueSlugs())
  return locales.flatMap((locale) => addresses.map((address) => localisedPath(address, locale)))
}

/** The 404 page's address in each language (`/404`, `/sw/404`): the server sends it, status 404, for any address no route has. */
export function notFoundPaths(): string[] {
  return locales.map((locale) => localisedPath(notFoundAddress, locale))
}
