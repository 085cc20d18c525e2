/**
 * The route table (schemas/routes.ts): valid against route-table.schema.json, consistent in
 * meaning (each path parameter described once, prerendering only what the catalogue alone can
 * draw), and the expansions every consumer uses: matching an address, pages and 404s, the
 * addresses of a route, the prerendered addresses and the no-store sections.
 */
import { describe, expect, it } from 'vitest'
import { registerSchema, schemaProblems } from './ajv.ts'
import schema from './route-table.schema.json' with { type: 'json' }
import { addressesOf, isPage, matchRoute, noStoreSections, prerenderedAddresses, routeTable, type CatalogueSlugs, type Route } from './routes.ts'

registerSchema('route-table.schema.json', schema)

const slugs: CatalogueSlugs = { tests: ['depression', 'social_support'], categories: ['mental-health'], 'wellness-packages': ['gen-z', 'afya-huru'], services: ['talk-to-a-doctor'] }
const route = (id: string): Route => routeTable.find((candidate) => candidate.id === id)!
const paramNames = (path: string): string[] => path.split('/').flatMap((part) => (part === '*' ? ['*'] : part.startsWith(':') ? [part.slice(1)] : []))
const paramsOf = (candidate: Route): Record<string, object> => ('params' in candidate ? candidate.params : {})

describe('the route table', () => {
  it('is valid against its schema', () => {
    expect(schemaProblems('route-table.schema.json', routeTable)).toEqual([])
  })

  it('is refused by its schema with a mistyped prerender, an unknown source or a path that is no pattern', () => {
    const broken = [{ ...routeTable[0], prerender: 'always' }, { ...route('test'), params: { slug: { source: 'recipes' } } }, { ...routeTable[0], path: 'about' }]
    const pointers = schemaProblems('route-table.schema.json', broken).map((problem) => problem.pointer)
    expect(pointers).toEqual(expect.arrayContaining(['/0/prerender', '/2/path']))
    expect(pointers.some((pointer) => pointer.startsWith('/1/params/slug'))).toBe(true)
  })

  it('has unique ids and paths, and describes each parameter of a path exactly once', () => {
    expect(new Set(routeTable.map((candidate) => candidate.id)).size).toBe(routeTable.length)
    expect(new Set(routeTable.map((candidate) => candidate.path)).size).toBe(routeTable.length)
    for (const candidate of routeTable) expect([candidate.id, Object.keys(paramsOf(candidate)).sort()]).toEqual([candidate.id, paramNames(candidate.path).sort()])
  })

  it('prerenders a page once only without parameters, and per item only from one catalogue source', () => {
    for (const candidate of routeTable) {
      const params = Object.values(paramsOf(candidate))
      if (candidate.prerender === 'once') expect([candidate.id, params]).toEqual([candidate.id, []])
      if (candidate.prerender === 'per-item') expect([candidate.id, params.length, params.every((param) => 'source' in param)]).toEqual([candidate.id, 1, true])
    }
  })
})

describe('matching an address', () => {
  it('finds the route and its decoded parameters, with or without a trailing slash', () => {
    expect(matchRoute('/')?.route.id).toBe('home')
    expect(matchRoute('/tests')?.route.id).toBe('tests')
    expect(matchRoute('/tests/')?.route.id).toBe('tests')
    expect(matchRoute('/tests/social_support/')).toMatchObject({ route: { id: 'test' }, params: { slug: 'social_support' } })
    expect(matchRoute('/tests/caf%C3%A9')?.params).toEqual({ slug: 'café' })
    expect(matchRoute('/tests/%E0%A4%A')?.params).toEqual({ slug: '%E0%A4%A' })
    expect(matchRoute('/payments')).toMatchObject({ route: { id: 'payment' }, params: { '*': '' } })
    expect(matchRoute('/payments/pesapal/x')?.params).toEqual({ '*': 'pesapal/x' })
  })

  it('finds nothing for a deeper, shorter, empty or unknown path', () => {
    for (const url of ['/tests/depression/x', '/checkout', '/checkout//', '/tests//', '/no/such/page', '/About-Us', '/premium/x']) expect([url, matchRoute(url)]).toEqual([url, undefined])
  })

  it('is a page only for a slug its catalogue source has; any booking id is a page', () => {
    expect(isPage('/wellness/gen-z', slugs)).toBe(true)
    expect(isPage('/wellness/no-such-package', slugs)).toBe(false)
    expect(isPage('/services/constructor', slugs)).toBe(false)
    expect(isPage('/checkout/anything-at-all', slugs)).toBe(true)
    expect(isPage('/nowhere', slugs)).toBe(false)
  })
})

describe('expanding the table', () => {
  it('gives a fixed route its path, a catalogue route one address per item, a booking route its example', () => {
    expect(addressesOf(route('premium'), slugs)).toEqual(['/premium'])
    expect(addressesOf(route('wellness-package'), slugs)).toEqual(['/wellness/gen-z', '/wellness/afya-huru'])
    expect(addressesOf(route('checkout'), slugs)).toEqual([expect.stringMatching(/^\/checkout\/[0-9a-f-]{36}$/)])
    expect(addressesOf(route('payment'), slugs)[0]).toMatch(/^\/payments\/\S+/)
    for (const candidate of routeTable) for (const url of addressesOf(candidate, slugs)) expect([url, isPage(url.split('?')[0]!, slugs)]).toEqual([url, true])
  })

  it('prerenders every once route and every item of a per-item route, and nothing marked none', () => {
    const prerendered = prerenderedAddresses(slugs)
    for (const candidate of routeTable) {
      const addresses = addressesOf(candidate, slugs)
      const expected = candidate.prerender === 'none' ? [] : addresses
      expect([candidate.id, addresses.filter((url) => prerendered.includes(url))]).toEqual([candidate.id, expected])
    }
    expect(prerendered).toEqual(expect.arrayContaining(['/', '/premium', '/categories/mental-health', '/wellness/afya-huru', '/services/talk-to-a-doctor']))
    expect(prerendered).not.toContain('/search')
  })

  it('names the sections of the pages that show a booking', () => {
    expect([...noStoreSections].sort()).toEqual(['checkout', 'manage', 'payment', 'payments', 'screening', 'staff'])
  })
})
