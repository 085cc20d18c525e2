// @vitest-environment jsdom
/**
 * Answers are scored on the device (decisions 075 and 110): postAnswers gives the result the
 * server's engine gives, in the language the test was taken in, crisis flag included, and sends
 * nothing, whether or not the server can be reached.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { interpret, localiseDefinition } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { catalogTest, mockApi } from '../../testing/route-test-support.tsx'
import { postAnswers } from './test-api.ts'
import { resultLanguage } from './result-language.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('scoring on the device', () => {
  it('gives the engine result for PHQ-9 with item 9 above 0, in Kiswahili, with no connection', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', fetch)
    const definition = localiseDefinition(catalogTest('depression'), 'sw')
    // The third option of each question ('More than half the days', 2 points), item 9 included.
    const answers: Answer[] = definition.questions.map(() => 2)
    const result = await postAnswers(definition, answers)
    expect(fetch).not.toHaveBeenCalled()
    expect(result).toEqual(interpret(definition, answers))
    expect(result.totalScore).toBe(18)
    expect(result.suicideRisk).toBeTruthy()
  })

  it('sends no answer when the server can be reached, and says the result is in the language the test was taken in', async () => {
    const fetchMock = mockApi()
    const definition = localiseDefinition(catalogTest('existential_anxiety'), 'sw')
    const answers: Answer[] = definition.questions.map(() => 0)
    const result = await postAnswers(definition, answers)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(result).toEqual(interpret(definition, answers))
    expect(resultLanguage(result, 'en')).toBe('sw')
  })
})
