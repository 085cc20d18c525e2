/**
 * The tab title of each route whose page sets none itself (the test, catalogue, search, static
 * and booking pages): placed once, before the routes, so a page that names itself with
 * useDocumentTitle (its effect runs after this one) still has the last word. Test and category
 * titles come from the catalogue: only each test's informalTitle (the files' named exports; the
 * query keeps these modules apart from the test route's imports of the same files) and the list
 * of categories.
 */
import { useLocation } from 'react-router-dom'
import { useRouteTitle } from '../shared/use-document-title.ts'

const testTitles = import.meta.glob<string>('../../tests-catalog/tests/*.json', { eager: true, import: 'informalTitle', query: '?title&lang.json' })
const testSlugs = import.meta.glob<string>('../../tests-catalog/tests/*.json', { eager: true, import: 'routeSlug', query: '?title&lang.json' })
const categoryLists = import.meta.glob<{ routeSlug: string; title: string }[]>('../../tests-catalog/categories.json', { eager: true, import: 'categories', query: '?title&lang.json' })

const titleOfTest = new Map(Object.keys(testSlugs).map((file) => [testSlugs[file]!, testTitles[file]!]))
const titleOfCategory = new Map(Object.values(categoryLists).flat().map((category) => [category.routeSlug, category.title]))

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

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The route's own title, or undefined for a route whose page names itself. */
export function routeTitle(pathname: string, search: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  if (Object.hasOwn(fixedTitles, path)) return fixedTitles[path]
  if (path === '/booking') return bookingTitles[new URLSearchParams(search).get('productID') ?? ''] ?? 'Booking not found'
  const [, section, slug, ...rest] = path.split('/')
  if (rest.length > 0 || slug === undefined) return undefined
  if (section === 'tests') return titleOfTest.get(decoded(slug)) ?? 'Test not found'
  if (section === 'categories') return titleOfCategory.get(decoded(slug)) ?? 'Category not found'
  return undefined
}

export function RouteTitles() {
  const { pathname, search } = useLocation()
  useRouteTitle(routeTitle(pathname, search), `${pathname}${search}`)
  return null
}
