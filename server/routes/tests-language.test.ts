/**
 * GET /api/tests/?lang=sw and POST /api/interpret/?lang=sw: a test with a Kiswahili version
 * answers in Kiswahili, one without answers in English, and both say which (the definition's
 * `language` and Content-Language), so a Kiswahili page can say a test is available only in
 * English. The score never depends on the language. Served from a folder holding a bilingual copy
 * of PHQ-9 (every visible string marked "[sw]", made for the test) and an English-only test.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { END_OF_TEST, interpret, isItemWording, nextQuestionIndex, visibleStrings } from '#engine/index.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import errorHandler from '../plugins/error-handler.ts'
import validation from '../plugins/validation.ts'
import { defaultTestsDir, testsRoutes } from './tests.ts'

let dir: string
let app: FastifyInstance
let english: TestDefinition

async function catalogueCopy(slug: string): Promise<TestDefinition> {
  const definition = JSON.parse(await readFile(path.join(defaultTestsDir, `${slug}.json`), 'utf8')) as TestDefinition
  delete definition.translations
  delete definition.source.translations
  return definition
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tests-language-'))
  english = await catalogueCopy('depression')
  const bilingual = structuredClone(english)
  const published: Record<string, string> = {}
  const team: Record<string, string> = {}
  for (const { pointer, text } of visibleStrings(english)) (isItemWording(pointer) ? published : team)[pointer] = `[sw] ${text}`
  bilingual.translations = { sw: { published, team } }
  bilingual.source.translations = { sw: { translation: 'fixture', validation: 'fixture', licence: 'fixture', url: 'https://example.org/fixture' } }
  await writeFile(path.join(dir, 'depression.json'), JSON.stringify(bilingual))
  await writeFile(path.join(dir, 'anxiety.json'), JSON.stringify(await catalogueCopy('anxiety')))
  app = Fastify()
  await app.register(errorHandler)
  await app.register(validation)
  await app.register(testsRoutes, { prefix: '/api', testsDir: dir })
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await rm(dir, { recursive: true, force: true })
})

function withoutSource(definition: TestDefinition): Omit<TestDefinition, 'source'> {
  const { source: _source, ...rest } = definition
  return rest
}

const getTest = (code: string, query = '') => app.inject({ method: 'GET', url: `/api/tests/${query}`, headers: { 'x-test-code': code } })
const answers = [3, 3, 2, 2, 1, 1, 0, 0, 1, 2]
const score = (query: string) => app.inject({ method: 'POST', url: `/api/interpret/${query}`, headers: { 'x-test-code': 'MH-001' }, payload: { answers } })

describe('tests in a language', () => {
  it('answers a test that has Kiswahili in Kiswahili, saying so, without the translations', async () => {
    const response = await getTest('MH-001', '?lang=sw')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-language']).toBe('sw')
    const definition = response.json() as TestDefinition
    expect(definition.language).toBe('sw')
    expect(definition.translations).toBeUndefined()
    expect(definition.formalTitle).toBe(`[sw] ${english.formalTitle}`)
    expect(definition.questions[8]!.question).toBe(`[sw] ${english.questions[8]!.question}`)
    expect(definition.questions[8]!.options!.map((option) => option.score)).toEqual(english.questions[8]!.options!.map((option) => option.score))
  })

  it('answers English, saying so, for a test without Kiswahili and for an English page', async () => {
    const onlyEnglish = await getTest('MH-002', '?lang=sw')
    expect(onlyEnglish.statusCode).toBe(200)
    expect(onlyEnglish.headers['content-language']).toBe('en')
    expect(onlyEnglish.json()).toMatchObject({ language: 'en', formalTitle: 'GAD-7' })
    const englishPage = await getTest('MH-001')
    expect(englishPage.headers['content-language']).toBe('en')
    const { source, ...rest } = englishPage.json() as TestDefinition
    expect(rest).toEqual({ ...withoutSource(english), language: 'en' })
    expect(source.translations?.sw?.translation, 'the Kiswahili source is cited on both pages').toBe('fixture')
  })

  it('refuses a language the site does not speak, naming the field', async () => {
    const response = await getTest('MH-001', '?lang=fr')
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.map((error: { path: string }) => error.path)).toContain('/querystring/lang')
  })

  it('scores the same in both languages and gives the Kiswahili result texts', async () => {
    const inEnglish = await score('')
    const inSwahili = await score('?lang=sw')
    expect(inSwahili.statusCode).toBe(200)
    expect(inSwahili.headers['content-language']).toBe('sw')
    const expected = interpret(english, answers)
    expect(inEnglish.json()).toEqual(expected)
    expect(inSwahili.json()).toMatchObject({ totalScore: expected.totalScore, tone: expected.tone, grade: `[sw] ${expected.grade}`, suicideRisk: `[sw] ${expected.suicideRisk}` })
  })
})

/** One complete set of answers: each question's first option, lowest number or a short text, along the path they lead. */
function firstAnswers(definition: TestDefinition): Answer[] {
  const answers: Answer[] = definition.questions.map(() => null)
  for (let index = 0; index !== END_OF_TEST; index = nextQuestionIndex(definition, index, answers)) {
    const question = definition.questions[index]!
    if (question.type === 'single-select') answers[index] = 0
    else if (question.type === 'multi-select') answers[index] = [0]
    else if (question.type === 'user-input-number') answers[index] = question.min ?? 0
    else answers[index] = 'A short answer'
  }
  return answers
}

describe('tests in a language, in the whole app', () => {
  it('says English for a test without Kiswahili even when the page asked for Kiswahili in Accept-Language too', async () => {
    const { createTestApp } = await import('../testing/test-app.ts')
    const { defaultTestCatalog } = await import('./tests.ts')
    const testApp = await createTestApp()
    try {
      const englishOnly = [...(await defaultTestCatalog()).values()].find(({ definition }) => !definition.translations?.sw)!.definition
      const headers = { 'x-test-code': englishOnly.testCode, 'accept-language': 'sw' }
      const definition = await testApp.app.inject({ method: 'GET', url: '/api/tests/?lang=sw', headers })
      expect(definition.headers['content-language']).toBe('en')
      const scored = await testApp.app.inject({ method: 'POST', url: '/api/interpret/?lang=sw', headers, payload: { answers: firstAnswers(englishOnly) } })
      expect(scored.statusCode).toBe(200)
      expect(scored.headers['content-language']).toBe('en')
      const refused = await testApp.app.inject({ method: 'POST', url: '/api/interpret/?lang=sw', headers, payload: { answers: englishOnly.questions.map(() => null) } })
      expect(refused.statusCode).toBe(400)
      expect(refused.headers['content-language'], 'the refusal\'s sentences are in the page\'s language').toBe('sw')
    } finally {
      await testApp.app.close()
    }
  }, 60_000)
})
