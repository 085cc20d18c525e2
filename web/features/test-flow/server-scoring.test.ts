// @vitest-environment jsdom
/**
 * When the scoring code cannot be fetched (decision 110), postAnswers asks the server in the
 * language the test was taken in, and gives its result; a server that cannot be reached either is
 * a failure the page reports.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { interpret, localiseDefinition } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { catalogTest, mockApi } from '../../testing/route-test-support.tsx'
import { postAnswers } from './test-api.ts'

// The scoring chunk fails to load, as a dynamic import does when the network is gone.
vi.mock('./score-on-device.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('scoring by the server', () => {
  it('asks in the language the test was taken in and gives the engine result', async () => {
    const fetchMock = mockApi()
    const definition = localiseDefinition(catalogTest('existential_anxiety'), 'sw')
    const answers: Answer[] = definition.questions.map(() => 0)
    const result = await postAnswers(definition, answers)
    const [url] = fetchMock.mock.calls.find(([address]) => String(address).startsWith('/api/interpret/'))!
    expect(String(url)).toBe('/api/interpret/?lang=sw')
    expect(result).toEqual(interpret(definition, answers))
  })

  it('fails when the server cannot be reached either', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))))
    const definition = catalogTest('depression')
    await expect(postAnswers(definition, definition.questions.map(() => 0))).rejects.toThrow(/could not be interpreted/)
  })
})
