/**
 * The one generic worked-case test (decision 045): every file in worked-cases/ is run against the
 * engine and against the HTTP API (POST /api/interpret/ through app.inject, the real app over
 * PGlite). The stories run the same files in stories/worked-cases.dom.test.tsx (a DOM is needed
 * there). Adding a test adds its cases here with no code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { caseAnswers, checkWorkedCases, expectationProblems, interpret, invariantProblems, InvalidAnswersError, resultProblems, workedCaseProblems } from '#engine/index.ts'
import type { AssessmentResult } from '#schemas/index.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { catalogSlugs } from '#tools/catalog-fixtures.ts'
import { catalogTestBySlug, workedCaseFiles } from '#tools/worked-case-fixtures.ts'

const files = workedCaseFiles()

describe('worked cases', () => {
  it('has a worked-cases file for every test, and a test for every file', () => {
    expect(files.map((file) => file.slug)).toEqual(catalogSlugs())
    for (const { slug, workedCases } of files) expect(workedCases.test).toBe(slug)
  })

  describe.each(files.map((file) => [file.slug, file] as const))('%s', (_slug, { definition, workedCases }) => {
    it('every case gives its total, grade, tone, flags, path and result through the engine', () => {
      const problems = workedCases.cases.flatMap((workedCase, index) =>
        workedCaseProblems(definition, workedCase, `/cases/${index}`, catalogTestBySlug).map((problem) => `${problem.pointer} (${workedCase.name}): ${problem.message}`),
      )
      expect(problems).toEqual([])
    })

    it('the test file holds the published facts, and every invariant holds for every set of answers', () => {
      const problems = [
        ...expectationProblems(definition, workedCases.definition, '/definition', catalogTestBySlug),
        ...(workedCases.invariants ?? []).flatMap((invariant, index) => invariantProblems(definition, invariant, `/invariants/${index}`, catalogTestBySlug)),
      ]
      expect(problems).toEqual([])
    })

    it('the cases reach every band, grade rule and flag, as check:catalog requires', () => {
      expect(checkWorkedCases(definition, { json: workedCases }, catalogTestBySlug)).toEqual([])
    })
  })
})

describe('worked cases through POST /api/interpret/', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({ kind: 'pglite' })
    await testApp.app.ready()
  }, 60_000)
  afterAll(async () => {
    await testApp?.app.close()
  })

  it.each(files.map((file) => [file.slug, file] as const))('%s: the API gives the engine\'s result for every case, and refuses what the case says it refuses', async (_slug, { definition, workedCases }) => {
    const problems: string[] = []
    for (const [index, workedCase] of workedCases.cases.entries()) {
      const answers = caseAnswers(definition, workedCase)
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/interpret/',
        headers: { 'x-test-code': definition.testCode },
        payload: { answers },
      })
      const at = `/cases/${index} (${workedCase.name})`
      if (workedCase.refused) {
        const body = response.json() as { errors?: { path: string }[] }
        if (response.statusCode !== 400 || body.errors?.[0]?.path !== workedCase.refused.pointer) {
          problems.push(`${at}: expected 400 with the first error at ${workedCase.refused.pointer}, got ${response.statusCode} ${response.body.slice(0, 200)}`)
        }
        continue
      }
      if (response.statusCode !== 200) {
        problems.push(`${at}: expected 200, got ${response.statusCode} ${response.body.slice(0, 200)}`)
        continue
      }
      const body = response.json() as AssessmentResult
      expect(body, at).toEqual(interpret(definition, answers))
      problems.push(...resultProblems(workedCase, body, `/cases/${index}`, catalogTestBySlug).map((problem) => `${problem.pointer} (${workedCase.name}): ${problem.message}`))
    }
    expect(problems).toEqual([])
  })

  it('a case the engine refuses is a refusal the API gives too (the check above is not vacuous)', () => {
    const refused = files.flatMap(({ definition, workedCases }) => workedCases.cases.filter((workedCase) => workedCase.refused).map((workedCase) => ({ definition, workedCase })))
    expect(refused.length).toBeGreaterThan(0)
    for (const { definition, workedCase } of refused) expect(() => interpret(definition, caseAnswers(definition, workedCase))).toThrow(InvalidAnswersError)
  })
})
