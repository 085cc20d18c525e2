/**
 * GET /fhir/Questionnaire/:id and GET /fhir/Questionnaire through the whole app: each catalogue
 * test as a FHIR R4 Questionnaire that validates against the FHIR R4 JSON schema, in
 * application/fhir+json, compressed; Kiswahili by ?_language=sw or Accept-Language where the test
 * has it; an unknown id is a 404 OperationOutcome; the search answers a searchset Bundle of all 34.
 */
import { brotliDecompressSync } from 'node:zlib'
import type { Bundle, Questionnaire } from 'fhir/r4'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fhirValidator } from '#tools/fhir-validator.ts'
import { testEnv } from '../testing/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const validate = fhirValidator()
let test: TestApp

beforeAll(async () => {
  test = await createTestApp({ env: { ...testEnv, PUBLIC_BASE_URL: 'https://afyahub.example' } })
  await test.app.ready()
}, 60_000)
afterAll(async () => test.app.close())

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers })

describe('GET /fhir/Questionnaire/:id', () => {
  it('answers the test as a valid FHIR R4 Questionnaire, with its canonical URL on the public address', async () => {
    const answer = await get('/fhir/Questionnaire/depression')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/fhir+json; charset=utf-8')
    expect(answer.headers['content-language']).toBe('en')
    const questionnaire = answer.json<Questionnaire>()
    expect(validate(questionnaire)).toEqual([])
    expect(questionnaire).toMatchObject({ resourceType: 'Questionnaire', id: 'depression', url: 'https://afyahub.example/fhir/Questionnaire/depression', publisher: 'Afya Hub' })
    expect(answer.headers['access-control-allow-origin']).toBe('*')
  })

  it('finds a test by its FHIR id or by its slug', async () => {
    for (const id of ['social-support', 'social_support']) {
      const answer = await get(`/fhir/Questionnaire/${id}`)
      expect(answer.statusCode).toBe(200)
      expect(answer.json<Questionnaire>().id).toBe('social-support')
    }
  })

  it('is in Kiswahili by ?_language=sw or Accept-Language where the test has it, and says English where not', async () => {
    const byParameter = await get('/fhir/Questionnaire/lung-cancer?_language=sw')
    expect(byParameter.headers['content-language']).toBe('sw')
    expect(byParameter.json<Questionnaire>().language).toBe('sw')
    const byHeader = await get('/fhir/Questionnaire/lung-cancer', { 'accept-language': 'sw-KE,sw;q=0.9' })
    expect(byHeader.json<Questionnaire>().title).toBe(byParameter.json<Questionnaire>().title)
    const englishOnly = await get('/fhir/Questionnaire/depression?_language=sw')
    expect(englishOnly.headers['content-language']).toBe('en')
  })

  it('answers an unknown test with a 404 OperationOutcome', async () => {
    const answer = await get('/fhir/Questionnaire/no-such-test')
    expect(answer.statusCode).toBe(404)
    expect(answer.headers['content-type']).toBe('application/fhir+json; charset=utf-8')
    const outcome = answer.json()
    expect(validate(outcome)).toEqual([])
    expect(outcome).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'not-found' }] })
  })

  it('is compressed for a client that accepts brotli', async () => {
    const answer = await get('/fhir/Questionnaire/ptsd', { 'accept-encoding': 'br' })
    expect(answer.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString('utf8'))).toMatchObject({ id: 'ptsd' })
  })
})

describe('GET /fhir/Questionnaire', () => {
  it('answers a valid searchset Bundle of every catalogue test', async () => {
    const answer = await get('/fhir/Questionnaire')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/fhir+json; charset=utf-8')
    const bundle = answer.json<Bundle<Questionnaire>>()
    expect(validate(bundle)).toEqual([])
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 34 })
    expect(bundle.entry?.map((entry) => entry.fullUrl)).toContain('https://afyahub.example/fhir/Questionnaire/anxiety')
  })

  it('lists the tests in Kiswahili where they have it', async () => {
    const bundle = (await get('/fhir/Questionnaire?_language=sw')).json<Bundle<Questionnaire>>()
    const languages = new Set(bundle.entry?.map((entry) => entry.resource?.language))
    expect(languages).toEqual(new Set(['sw', 'en']))
  })
})
