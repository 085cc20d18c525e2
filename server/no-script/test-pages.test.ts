/**
 * A test taken without JavaScript, through the real app (decision 092): the pages come from a stub
 * renderer written where the build puts the real one (`.ssr/no-script.mjs`), which shows what the
 * server asked it to draw, so these tests see the server's decisions: the steps the engine's
 * machine takes (AUDIT's skip), the result scored as `POST /api/interpret` scores it, and posts
 * that cannot be used refused with a page and nothing stored or logged. The real renderer is
 * checked in web/no-script-render.dom.test.tsx and, with a build, in e2e/no-javascript.spec.ts.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localiseDefinition } from '#engine/index.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { defaultTestCatalog } from '../routes/tests.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { rawDatabaseDump } from '../testing/database-dump.ts'

const indexHtml = '<!doctype html><html lang="en"><head><title>Free health self-tests for Kenya</title><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div><noscript>This site needs JavaScript to run the self-tests. Please turn it on and reload the page.</noscript><script type="module" src="/assets/index.js"></script></body></html>'

/** Draws each page as its kind and what it was given, as JSON the tests read back. */
const stubRenderer = `
const page = (kind, data) => '<main data-kind="' + kind + '"><pre id="drawn">' + JSON.stringify(data).replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</pre></main>'
export const renderer = {
  chrome: async (pathname) => ({ header: '<header data-for="' + pathname + '">header</header>', footer: '<footer>footer</footer>' }),
  testIntro: async ({ pathname, definition }) => page('intro', { pathname, testCode: definition.testCode, language: definition.language }),
  testQuestion: async ({ pathname, answers, path, progress, problem }) => page('question', { pathname, answers, path, progress, problem: problem ?? null }),
  testResult: async ({ pathname, result }) => page('result', { pathname, result }),
  testProblem: async ({ pathname }) => page('problem', { pathname }),
  testNotFound: async (pathname) => page('not-found', { pathname }),
  pageNotFound: async (pathname) => page('page-not-found', { pathname }),
}
`

type Drawn = { kind: string; data: Record<string, unknown> }
type QuestionData = { answers: Answer[]; path: number[]; progress: string; problem: { kind: string } | null }

let webRoot: string
let test: TestApp
let app: FastifyInstance
let definitions: Map<string, TestDefinition>

beforeAll(async () => {
  webRoot = path.join(await mkdtemp(path.join(tmpdir(), 'no-script-test-')), 'dist')
  await mkdir(path.join(webRoot, '.ssr'), { recursive: true })
  await writeFile(path.join(webRoot, 'index.html'), indexHtml)
  await writeFile(path.join(webRoot, '.ssr', 'no-script.mjs'), stubRenderer)
  test = await createTestApp({ webRoot })
  app = test.app
  definitions = new Map([...(await defaultTestCatalog()).values()].map(({ definition }) => [definition.routeSlug, definition]))
  // A fresh database runs every migration: on a loaded 2-core machine that took more than a minute.
}, 240_000)

afterAll(async () => {
  await app?.close()
  await rm(path.dirname(webRoot), { recursive: true, force: true })
})

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function drawn(html: string): Drawn {
  const kind = /<main data-kind="([^"]+)"/.exec(html)?.[1] ?? ''
  const json = /<pre id="drawn">([^<]*)<\/pre>/.exec(html)?.[1] ?? '{}'
  return { kind, data: JSON.parse(json.replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as Record<string, unknown> }
}

async function post(pathname: string, fields: [string, string][], headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url: pathname, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() })
  return { response, page: drawn(response.body) }
}

/** Posts one answer (or none) to the question the progress is on. */
async function answer(pathname: string, progress: string, values: (string | number)[]) {
  return post(pathname, [['step', 'next'], ['progress', progress], ...values.map((value): [string, string] => ['answer', String(value)])])
}

/** Begins the test and answers each question it shows with `choose(questionIndex)`, to the result. */
async function takeTest(pathname: string, choose: (index: number) => number): Promise<{ result: unknown; path: number[]; answers: Answer[] }> {
  let { page } = await post(pathname, [['step', 'begin']])
  let last: QuestionData | undefined
  for (let guard = 0; page.kind === 'question' && guard < 100; guard++) {
    last = page.data as unknown as QuestionData
    const index = last.path[last.path.length - 1]!
    ;({ page } = await answer(pathname, last.progress, [choose(index)]))
  }
  expect(page.kind).toBe('result')
  const index = last!.path[last!.path.length - 1]!
  const answers = last!.answers.map((given, at) => (at === index ? choose(index) : given))
  return { result: page.data['result'], path: last!.path, answers }
}

async function interpretByApi(definition: TestDefinition, answers: Answer[], lang: string) {
  const response = await app.inject({ method: 'POST', url: `/api/interpret/?lang=${lang}`, headers: { 'x-test-code': definition.testCode, 'content-type': 'application/json' }, payload: { answers } })
  expect(response.statusCode).toBe(200)
  return response.json() as unknown
}

describe('a test without JavaScript', () => {
  it('has its introduction, with a Begin button that posts, in the page the app draws', async () => {
    const response = await app.inject({ method: 'GET', url: '/tests/depression', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(response.body)?.[1] ?? ''
    expect(drawn(noscript)).toMatchObject({ kind: 'intro', data: { pathname: '/tests/depression', testCode: 'MH-001' } })
    expect(noscript).toContain('<header data-for="/tests/depression">')
    // The app itself is unchanged: its root is empty and its script loads.
    expect(response.body).toContain('<div id="root"></div>')
    expect(response.body).toContain('<script type="module" src="/assets/index.js">')
    const swahili = await app.inject({ method: 'GET', url: '/sw/tests/depression', headers: { accept: 'text/html' } })
    expect(drawn(/<noscript>([\s\S]*)<\/noscript>/.exec(swahili.body)?.[1] ?? '')).toMatchObject({ kind: 'intro', data: { pathname: '/sw/tests/depression' } })
  })

  it('walks PHQ-9 question by question to the result, scored as the API scores it, with no script on any page', async () => {
    const { response, page } = await post('/tests/depression', [['step', 'begin']])
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).not.toContain('<script')
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">')
    expect(page).toMatchObject({ kind: 'question', data: { path: [0] } })
    const taken = await takeTest('/tests/depression', () => 3)
    expect(taken.path).toHaveLength(definitions.get('depression')!.questions.length)
    expect(taken.result).toEqual(await interpretByApi(definitions.get('depression')!, taken.answers, 'en'))
    expect(taken.result).toMatchObject({ suicideRisk: expect.any(String) })
  })

  it('carries the link preview and the language links of the page the app serves, in the address\'s language (decision 104)', async () => {
    const definition = definitions.get('depression')!
    for (const [pathname, locale] of [['/tests/depression', 'en'], ['/sw/tests/depression', 'sw']] as const) {
      const { response } = await post(pathname, [['step', 'begin']])
      const html = response.body
      const test = localiseDefinition(definition, locale)
      expect(html).toMatch(new RegExp(`<html[^>]*lang="${locale}"`))
      expect(html).toContain('<link rel="alternate" hreflang="en" href="/tests/depression">')
      expect(html).toContain('<link rel="alternate" hreflang="sw" href="/sw/tests/depression">')
      expect(html).toContain(`<link rel="canonical" href="${pathname}">`)
      const meta = (attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1]
      expect(meta('property', 'og:title')).toBe(escapeText(test.informalTitle))
      expect(meta('property', 'og:locale')).toBe(locale === 'sw' ? 'sw_KE' : 'en_KE')
      expect(meta('property', 'og:image')).toMatch(/\.png$/)
      expect(meta('name', 'twitter:card')).toBe('summary_large_image')
      // The same tags as the app's own page at that address.
      const served = (await app.inject({ method: 'GET', url: pathname, headers: { accept: 'text/html' } })).body
      for (const name of ['og:title', 'og:description', 'og:image', 'og:url', 'og:locale']) expect(meta('property', name)).toBe(new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(served)?.[1])
    }
  })

  it("follows AUDIT's skip: 'Never' on the first question goes straight to question 9, and Previous comes back", async () => {
    const { page: first } = await post('/tests/audit', [['step', 'begin']])
    const { page: skipped } = await answer('/tests/audit', (first.data as unknown as QuestionData).progress, [0])
    expect((skipped.data as unknown as QuestionData).path).toEqual([0, 8])
    const { page: back } = await post('/tests/audit', [['step', 'back'], ['progress', (skipped.data as unknown as QuestionData).progress]])
    expect(back.data).toMatchObject({ path: [0], answers: [0, ...Array(10).fill(null)] })
  })

  it('asks again, with the problem, for a question sent without an answer', async () => {
    const { page: first } = await post('/tests/depression', [['step', 'begin']])
    const { response, page } = await answer('/tests/depression', (first.data as unknown as QuestionData).progress, [])
    expect(response.statusCode).toBe(400)
    expect(page.data).toMatchObject({ path: [0], problem: { kind: 'unanswered' } })
  })

  it('is in Kiswahili under /sw: the test and its result as the API gives them in Kiswahili', async () => {
    const definition = definitions.get('depression')!
    const taken = await takeTest('/sw/tests/depression', () => 1)
    expect(taken.result).toEqual(await interpretByApi(localiseDefinition(definition, 'sw'), taken.answers, 'sw'))
  })

  it('scores random answers along each path exactly as POST /api/interpret does (property)', async () => {
    const slugs = ['depression', 'audit', 'anxiety'].filter((slug) => definitions.has(slug))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...slugs), fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), async (slug, picks) => {
        const definition = definitions.get(slug)!
        const choose = (index: number) => {
          const question = definition.questions[index]!
          return 'options' in question && question.options ? picks[index % picks.length]! % question.options.length : 0
        }
        const taken = await takeTest(`/tests/${slug}`, choose)
        expect(taken.result).toEqual(await interpretByApi(definition, taken.answers, 'en'))
      }),
      { numRuns: 8 },
    )
  })
})

describe('a post that cannot be used', () => {
  it('gets a page saying the answers could not be read when the answers were changed on the way', async () => {
    const { page: first } = await post('/tests/depression', [['step', 'begin']])
    const { page: second } = await answer('/tests/depression', (first.data as unknown as QuestionData).progress, [1])
    const progress = JSON.parse((second.data as unknown as QuestionData).progress) as { answers: Answer[]; path: number[] }
    for (const tampered of [
      { ...progress, answers: progress.answers.map((given, at) => (at === 0 ? 17 : given)) },
      { ...progress, path: [0, 5] },
      { ...progress, answers: progress.answers.slice(1) },
      { ...progress, path: [] },
    ]) {
      const { response, page } = await answer('/tests/depression', JSON.stringify(tampered), [1])
      expect([response.statusCode, page.kind]).toEqual([400, 'problem'])
    }
    const notJson = await answer('/tests/depression', '{"answers":', [1])
    expect([notJson.response.statusCode, notJson.page.kind]).toEqual([400, 'problem'])
  })

  it('is refused for an unknown field, an unknown button, an option the question does not have, or no progress', async () => {
    const { page: first } = await post('/tests/depression', [['step', 'begin']])
    const progress = (first.data as unknown as QuestionData).progress
    for (const fields of [
      [['step', 'begin'], ['email', 'someone@example.com']],
      [['step', 'jump']],
      [['step', 'next'], ['progress', progress], ['answer', '9']],
      [['step', 'next'], ['progress', progress], ['answer', '1'], ['answer', '2']],
      [['step', 'next'], ['answer', '1']],
      [['step', 'begin'], ['step', 'next']],
    ] as [string, string][][]) {
      const { response, page } = await post('/tests/depression', fields)
      expect([fields, response.statusCode, page.kind]).toEqual([fields, 400, 'problem'])
    }
  })

  it('gets the not-found page for a test that does not exist', async () => {
    const { response, page } = await post('/tests/no-such-test', [['step', 'begin']])
    expect([response.statusCode, page.kind]).toEqual([404, 'not-found'])
  })

  it('is refused when another site posts it', async () => {
    const { response } = await post('/tests/depression', [['step', 'begin']], { 'sec-fetch-site': 'cross-site' })
    expect(response.statusCode).toBe(403)
  })

  it('stores nothing and logs no answer', async () => {
    const before = JSON.stringify(test.logLines)
    const rowsBefore = await rawDatabaseDump(test.database.db)
    const taken = await takeTest('/tests/depression', (index) => (index === 8 ? 2 : 1))
    expect(taken.result).toBeDefined()
    const lines = JSON.stringify(test.logLines.slice(JSON.parse(before).length))
    expect(lines).not.toContain('progress')
    expect(lines).not.toContain('"answers"')
    expect(lines).not.toMatch(/\[1,1,1/)
    expect(await rawDatabaseDump(test.database.db)).toBe(rowsBefore)
  })
})
