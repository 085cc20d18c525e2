/**
 * The path a log line shows for a request: never the query string, and never a value the person
 * typed or holds in clear. Every value in a parameter's place is written as `~` plus the first 12
 * hex digits of its SHA-256, so operators can follow one booking across lines without the id:
 * - a request a server route answered: the route's pattern with each parameter's value hashed
 *   (`/api/payments/sandbox/~3f9a0c1d2e4b/approve`);
 * - a page of the web app (the route table, schemas/routes.ts): the same with the table's pattern
 *   (`/checkout/~…`, `/tests/~…`);
 * - a file the build names (`/assets/index-O7toAmYV.js`) as it is;
 * - any other path (an unknown address, a mistyped page): its first segment when it is one the
 *   site has (`api`, `assets`, a page's), then the rest as one hash (`/api/~…`), so a name or a
 *   phone number typed into an address never reaches the logs.
 */
import { createHash } from 'node:crypto'
import { matchRoute, routeTable } from '#schemas/routes.ts'

export function hashedSegment(segment: string): string {
  return `~${createHash('sha256').update(segment).digest('hex').slice(0, 12)}`
}

/** A file Vite wrote: a name, a dash, an 8-character hash and an extension. */
const builtAsset = /^\/assets\/[A-Za-z0-9_.]+-[A-Za-z0-9_-]{8}\.[a-z0-9.]+$/
const knownFirstSegments = new Set(['api', 'assets', ...routeTable.map((route) => route.path.split('/')[1] ?? '').filter((segment) => segment !== '' && !segment.startsWith(':'))])

function withParamsHashed(pattern: string, pathname: string): string | undefined {
  // A static route answered: the path is its pattern (give or take a trailing slash).
  if (!pattern.includes(':') && !pattern.includes('*')) return pathname
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)
  const wanted = trim(pattern).split('/')
  const given = trim(pathname).split('/')
  const star = wanted.findIndex((part) => part.includes('*'))
  if (star >= 0) {
    if (given.length <= star) return undefined
    return [...withParamsHashedExactly(wanted.slice(0, star), given), hashedSegment(safeDecode(given.slice(star).join('/')))].join('/')
  }
  return given.length === wanted.length ? withParamsHashedExactly(wanted, given).join('/') : undefined
}

function withParamsHashedExactly(wanted: string[], given: string[]): string[] {
  return wanted.map((part, index) => (part.startsWith(':') ? hashedSegment(safeDecode(given[index] ?? '')) : (given[index] ?? part)))
}

/** @param routePattern the pattern of the server route that answered (`request.routeOptions.url`), if any. */
export function loggablePath(url: string, routePattern?: string): string {
  const pathname = url.split(/[?#]/)[0] ?? ''
  if (routePattern !== undefined && routePattern !== '*' && routePattern !== '/*') {
    const path = withParamsHashed(routePattern, pathname)
    if (path !== undefined) return path
  }
  if (builtAsset.test(pathname)) return pathname
  const page = matchRoute(pathname)
  if (page) return withParamsHashed(page.route.path, pathname) ?? unknownPath(pathname)
  return unknownPath(pathname)
}

function unknownPath(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/')
  if (!knownFirstSegments.has(first)) return `/${hashedSegment(pathname)}`
  const remainder = rest.join('/')
  return remainder === '' ? pathname : `/${first}/${hashedSegment(remainder)}`
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
