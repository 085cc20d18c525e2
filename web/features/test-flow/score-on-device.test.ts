// @vitest-environment jsdom
/**
 * A test taken offline is scored on the device (decision 075): when POST /api/interpret/ cannot be
 * reached, postAnswers gives the result the server's engine gives, in the language the test was
 * taken in, crisis flag included.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { interpret, localiseDefinition } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { catalogTest } from '../../testing/route-test-support.tsx'
import { postAnswers } from './test-api.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('scoring with no connection', () => {
  it('gives the engine result for PHQ-9 with item 9 above 0, in Kiswahili, without the server', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', fetch)
    const definition = localiseDefinition(catalogTest('depression'), 'sw')
    // The third option of each question ('More than half the days', 2 points), item 9 included.
    const answers: Answer[] = definition.questions.map(() => 2)
    const result = await postAnswers(definition, answers)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(result).toEqual(expect.objectContaining(interpret(definition, answers)))
    expect(result.totalScore).toBe(18)
    expect(result.suicideRisk).toBeTruthy()
  })
})
