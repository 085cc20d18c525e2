/**
 * Nothing personal is cached (issue 21 part 2; decision 075): over the route table (its no-store
 * pages, booking and search, in both languages) and the contract table (every call of the web app,
 * the server's own calls and the FHIR calls), only the pages of `cacheablePageRoutes` and the GET
 * of a test definition may enter the service worker's caches.
 */
import { describe, expect, it } from 'vitest'
import { apiCalls, fhirCalls, serverOwnCalls } from '#schemas/api-calls.ts'
import { locales, localisedPath } from '#schemas/locales.ts'
import { addressesOf, noStoreSections, routeTable, type CatalogueSlugs } from '#schemas/routes.ts'
import { cacheablePageRoutes, isCacheablePage, isTestDefinitionRequest, mayCache, pageCacheKey, testDefinitionCacheKey } from './cache-rules.ts'

const origin = 'https://afya.example'
const slugs: CatalogueSlugs = { tests: ['depression'], categories: ['mental-health'], 'wellness-packages': ['gen-z'], services: ['consultation'] }
const navigation = (path: string, method = 'GET') => ({ method, url: new URL(path, origin), mode: 'navigate', destination: 'document' })
const fetchOf = (path: string, method: string) => ({ method, url: new URL(path, origin), mode: 'cors', destination: '' })

/** Every address of a route in both languages, with a query a person might carry. */
const addressesInBothLanguages = (route: (typeof routeTable)[number]) =>
  addressesOf(route, slugs).flatMap((address) => locales.map((locale) => `${localisedPath(address, locale)}?ref=ABC123`))

describe('what the service worker never caches', () => {
  it('no page of a no-store section (checkout, payment, receipt, screening), in either language', () => {
    const noStoreRoutes = routeTable.filter((route) => noStoreSections.includes(route.path.split('/')[1] ?? ''))
    expect(noStoreRoutes.map((route) => route.id)).toEqual(expect.arrayContaining(['checkout', 'payment', 'payment-confirmation', 'payment-receipt', 'screening']))
    for (const route of noStoreRoutes) {
      for (const address of addressesInBothLanguages(route)) expect(mayCache(navigation(address)), address).toBe(false)
    }
  })

  it('no booking or search page, and no address outside the route table (manage, staff, an API path)', () => {
    for (const id of ['booking', 'search'] as const) {
      const route = routeTable.find((entry) => entry.id === id)!
      for (const address of addressesInBothLanguages(route)) expect(mayCache(navigation(address)), address).toBe(false)
    }
    for (const address of ['/manage/abc', '/sw/manage/abc', '/staff', '/staff/sign-in', '/api/health', '/no/such/page']) {
      expect(mayCache(navigation(address)), address).toBe(false)
    }
  })

  it('no call of the contract table but the test definition GET, whatever its method', () => {
    const everyCall = { ...apiCalls, ...serverOwnCalls, ...fhirCalls }
    for (const [name, call] of Object.entries(everyCall)) {
      for (const method of ['GET', 'POST']) {
        const cacheable = name === 'testDefinition' && method === 'GET'
        expect(mayCache(fetchOf(`${call.path}?lang=sw`, method)), `${method} ${call.path} (${name})`).toBe(cacheable)
      }
    }
  })

  it('no POST to a page address', () => {
    expect(mayCache(navigation('/categories', 'POST'))).toBe(false)
    expect(mayCache(navigation('/tests/depression', 'POST'))).toBe(false)
  })
})

describe('what it keeps, and under which key', () => {
  it('the content pages of the allowlist, tests included, in both languages', () => {
    for (const route of routeTable.filter((entry) => cacheablePageRoutes.has(entry.id))) {
      for (const address of addressesInBothLanguages(route)) expect(isCacheablePage(navigation(address)), address).toBe(true)
    }
    expect(isCacheablePage(navigation('/sw/tests/depression'))).toBe(true)
  })

  it('a page under its path alone: a query never enters the cache', () => {
    expect(pageCacheKey(new URL('/sw/categories/mental-health?q=hiv&ref=1', origin))).toBe(`${origin}/sw/categories/mental-health`)
  })

  it('a test definition per test and language (the test is named in a header, not the address)', () => {
    expect(isTestDefinitionRequest(fetchOf(`${apiCalls.testDefinition.path}?lang=sw`, 'GET'))).toBe(true)
    const url = new URL(`${apiCalls.testDefinition.path}?lang=sw`, origin)
    const keys = new Set([testDefinitionCacheKey(url, 'PHQ9'), testDefinitionCacheKey(url, 'GAD7'), testDefinitionCacheKey(new URL(`${apiCalls.testDefinition.path}?lang=en`, origin), 'PHQ9')])
    expect(keys.size).toBe(3)
  })
})
