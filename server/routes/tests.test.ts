/**
 * GET /api/tests/ and POST /api/interpret/ through app.inject() on both databases: every
 * catalogue test is served and scored exactly as engine/ scores it, the score comes from the
 * answers only, bad answers are refused naming the question, nothing is stored or logged, and a
 * bad definition stops the server at boot.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DefinitionError, END_OF_TEST, interpret, localiseDefinition, nextQuestionIndex } from '#engine/index.ts'
import { schemaProblems, type Answer, type TestDefinition } from '#schemas/index.ts'
import type { Tables } from '../db/tables.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { defaultTestsDir, loadTestCatalog, testsRoutes, type TestCatalog } from './tests.ts'

let catalog: TestCatalog
beforeAll(async () => {
  catalog = await loadTestCatalog()
})

/** A complete set of answers on one path: each question's first (or last) option, min (or max) number. */
function answersOnOnePath(definition: TestDefinition, pick: 'first' | 'last'): Answer[] {
  const answers: Answer[] = definition.questions.map(() => null)
  for (let index = 0; index !== END_OF_TEST; index = nextQuestionIndex(definition, index, answers)) {
    const question = definition.questions[index]!
    const last = (question.options?.length ?? 1) - 1
    if (question.type === 'single-select') answers[index] = pick === 'first' ? 0 : last
    else if (question.type === 'multi-select') answers[index] = [pick === 'first' ? 0 : last]
    else if (question.type === 'user-input-number') answers[index] = (pick === 'first' ? question.min : question.max) ?? 0
    else answers[index] = 'A short answer'
  }
  return answers
}

async function rowCounts(db: Kysely<Tables>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  const counts: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db)
    counts[name] = Number(result.rows[0]!.n)
  }
  return counts
}

const depression = (answers: unknown) => ({ method: 'POST' as const, url: '/api/interpret/', headers: { 'x-test-code': 'MH-001' }, payload: { answers } })

describe.each(testDatabaseKinds)('tests and interpret on %s', (kind) => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({ kind })
    await testApp.app.ready()
  }, 30_000)
  afterAll(async () => {
    await testApp.app.close()
  })

  it('GET /api/tests/ answers every catalogue definition by its x-test-code', async () => {
    expect(catalog.size).toBe((await readdir(defaultTestsDir)).filter((name) => name.endsWith('.json')).length)
    for (const [code, { definition }] of catalog) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/tests/', headers: { 'x-test-code': code } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toEqual(localiseDefinition(JSON.parse(await readFile(path.join(defaultTestsDir, `${definition.routeSlug}.json`), 'utf8')), 'en'))
    }
  })

  it.each([
    ['an unknown code', { 'x-test-code': 'MH-999' }],
    ['a code in the wrong case', { 'x-test-code': 'mh-001' }],
    ['no code', {}],
  ])('GET /api/tests/ with %s answers 404 Invalid test type', async (_case, headers) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/tests', headers })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Invalid test type' })
  })

  it('scores depression with engine/: PHQ-9 item 9 above 0 brings the Risk of Harm section', async () => {
    const withRisk = await testApp.app.inject(depression([0, 0, 0, 0, 0, 0, 0, 0, 1, 0]))
    expect(withRisk.statusCode).toBe(200)
    const result = withRisk.json()
    expect(schemaProblems('assessment-result.schema.json', result)).toEqual([])
    expect(result).toMatchObject({ testCode: 'MH-001', grade: 'Minimal or no depression', tone: 'green', totalScore: 1, expectedTotalScore: 27 })
    expect(result.suicideRisk).toMatch(/999 or 112/)

    const withoutRisk = (await testApp.app.inject(depression([3, 3, 3, 3, 3, 3, 3, 3, 0, 3]))).json()
    expect(withoutRisk).toMatchObject({ grade: 'Severe depression', tone: 'red-orange', totalScore: 24 })
    expect(withoutRisk).not.toHaveProperty('suicideRisk')
  })

  it('scores every catalogue test exactly as engine/ does, in the shape of assessment-result.schema.json', async () => {
    for (const [code, { definition }] of catalog) {
      for (const pick of ['first', 'last'] as const) {
        const answers = answersOnOnePath(definition, pick)
        const response = await testApp.app.inject({ method: 'POST', url: '/api/interpret', headers: { 'x-test-code': code }, payload: { answers } })
        expect(response.statusCode, `${code} (${pick})`).toBe(200)
        expect(response.json(), `${code} (${pick})`).toEqual(interpret(definition, answers))
        expect(schemaProblems('assessment-result.schema.json', response.json())).toEqual([])
      }
    }
  })

  it.each([
    ['a score beside the answers', { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], totalScore: 27 }, '/totalScore'],
    ['the old {scores} body', { scores: [3, 3, 3, 3, 3, 3, 3, 3, 3, 3] }, '/answers'],
  ])('refuses %s: only answers are accepted, the server computes the score', async (_case, payload, errorPath) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/interpret/', headers: { 'x-test-code': 'MH-001' }, payload })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(errorPath)
  })

  it('refuses an invalid answer with 400 naming the question', async () => {
    const response = await testApp.app.inject(depression([0, 0, 4, 0, 0, 0, 0, 0, 0, 0]))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: 'The answer to question 3 ("phq-3") must be the position of one of its 4 options (0 to 3).',
      errors: [{ path: '/answers/2', message: 'The answer to question 3 ("phq-3") must be the position of one of its 4 options (0 to 3).' }],
    })
  })

  it('refuses a missing answer on the path with 400 naming the question', async () => {
    const response = await testApp.app.inject(depression([0, 0, 0, 0, null, 0, 0, 0, 0, 0]))
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('The answer to question 5 ("phq-5") has no answer.')
  })

  it.each([[9], [11], [0]])('refuses %i answers to a 10-question test with 400 saying how many to send', async (count) => {
    const response = await testApp.app.inject(depression(Array.from({ length: count }, () => 0)))
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(`Send 10 answers, one per question of the PHQ-9; ${count} ${count === 1 ? 'was' : 'were'} sent.`)
    expect(response.json().errors).toEqual([{ path: '/answers', message: expect.stringMatching(/^Must hold 10 answers/) }])
  })

  it('answers 404 Invalid test type to an unknown or missing code, whatever the body', async () => {
    for (const headers of [{ 'x-test-code': 'XX-000' }, {}]) {
      for (const payload of [{ answers: [0] }, { scores: 'nonsense' }]) {
        const response = await testApp.app.inject({ method: 'POST', url: '/api/interpret/', headers, payload })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ message: 'Invalid test type' })
      }
    }
  })

  it('stores nothing and logs no answers or results', async () => {
    const before = await rowCounts(testApp.app.db)
    const firstLogLine = testApp.logLines.length
    const answers = [1, 2, 3, 1, 2, 3, 1, 2, 3, 2]
    for (let i = 0; i < 20; i += 1) expect((await testApp.app.inject(depression(answers))).statusCode).toBe(200)
    await testApp.app.inject(depression([0, 0, 9]))
    expect(await rowCounts(testApp.app.db)).toEqual(before)
    const logs = JSON.stringify(testApp.logLines.slice(firstLogLine))
    expect(logs).not.toMatch(/1,2,3|MH-001|depression|totalScore|grade|phq/i)
  })
})

describe('booting with a bad catalogue', () => {
  let badDir: string
  beforeAll(async () => {
    badDir = await mkdtemp(path.join(tmpdir(), 'bad-catalogue-'))
    const anxiety = JSON.parse(await readFile(path.join(defaultTestsDir, 'anxiety.json'), 'utf8'))
    anxiety.questions[0].options[0].nextQuestion = 'gad-99'
    await writeFile(path.join(badDir, 'anxiety.json'), JSON.stringify(anxiety))
    const depressionJson = JSON.parse(await readFile(path.join(defaultTestsDir, 'depression.json'), 'utf8'))
    delete depressionJson.formHeading
    await writeFile(path.join(badDir, 'depression.json'), JSON.stringify(depressionJson))
    await writeFile(path.join(badDir, 'audit.json'), '{ "testCode": ')
    await writeFile(path.join(badDir, 'burnout.json'), await readFile(path.join(defaultTestsDir, 'burnout.json')))
    const copy = JSON.parse(await readFile(path.join(defaultTestsDir, 'ptsd.json'), 'utf8'))
    copy.testCode = 'MH-003'
    await writeFile(path.join(badDir, 'ptsd.json'), JSON.stringify(copy))
  })
  afterAll(async () => {
    await rm(badDir, { recursive: true, force: true })
  })

  it('refuses, naming every bad file, pointer and problem in a sentence', async () => {
    const error = await loadTestCatalog(badDir).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DefinitionError)
    const problems = (error as DefinitionError).problems
    expect(problems.map((problem) => problem.file).sort()).toEqual(['anxiety.json', 'audit.json', 'depression.json', 'ptsd.json'])
    expect(problems).toContainEqual(expect.objectContaining({ file: 'anxiety.json', pointer: expect.stringMatching(/^\/questions\/0/), message: expect.stringContaining('gad-99') }))
    expect(problems).toContainEqual(expect.objectContaining({ file: 'depression.json', message: expect.stringContaining('formHeading') }))
    expect(problems).toContainEqual(expect.objectContaining({ file: 'audit.json', pointer: '/', message: expect.stringMatching(/^is not valid JSON/) }))
    expect(problems).toContainEqual({ file: 'ptsd.json', pointer: '/testCode', message: 'is MH-003, which burnout.json already uses; give each test its own code' })
    expect((error as Error).message).toMatch(/anxiety\.json \/questions\/0.*gad-99/)
  })

  it('stops the server from starting', async () => {
    const app = Fastify()
    app.register(testsRoutes, { testsDir: badDir })
    await expect(app.ready()).rejects.toThrow(DefinitionError)
    await app.close().catch(() => {})
  })
})
