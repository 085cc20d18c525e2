/**
 * The pages built as HTML ahead of time (tools/vite-prerender.ts): every page whose content comes
 * from the catalogue files alone. Pages that depend on a person's booking, a test in progress or
 * a search are rendered in the browser only.
 */
import { readFileSync } from 'node:fs'

const catalogue = (file: string): unknown => JSON.parse(readFileSync(new URL(`../tests-catalog/${file}`, import.meta.url), 'utf8'))

export function prerenderedPaths(): string[] {
  const categories = (catalogue('categories.json') as { categories: { routeSlug: string }[] }).categories
  const packages = (catalogue('wellness-packages.json') as { packages: { routeSlug: string }[] }).packages
  const services = (catalogue('services.json') as { services: { routeSlug: string }[] }).services
  return [
    '/',
    '/categories',
    '/tests',
    ...categories.map((category) => `/categories/${category.routeSlug}`),
    '/wellness',
    ...packages.map((item) => `/wellness/${item.routeSlug}`),
    '/free-sample-collection',
    ...services.map((service) => `/services/${service.routeSlug}`),
    '/about-us',
    '/privacy-policy',
    '/terms-and-conditions',
  ]
}
