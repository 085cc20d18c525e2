// @vitest-environment jsdom
/**
 * The definition inlined by the page shell: used without a request when it is this test's and
 * usable; otherwise (another test's, broken, or already used) the definition is fetched.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import depression from '../../../tests-catalog/tests/depression.json' with { type: 'json' }
import { fetchDefinition, inlineDefinitionId } from './test-api.ts'

function inline(code: string, text: string): void {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = inlineDefinitionId
  element.dataset.testCode = code
  element.textContent = text
  document.body.append(element)
}

const fetchSpy = vi.fn(async () => new Response(JSON.stringify(depression), { status: 200 }))

beforeEach(() => {
  fetchSpy.mockClear()
  vi.stubGlobal('fetch', fetchSpy)
})

afterEach(() => {
  document.getElementById(inlineDefinitionId)?.remove()
  vi.unstubAllGlobals()
})

describe('fetchDefinition with a definition in the page', () => {
  it('uses the inlined definition of this test without a request, once', async () => {
    inline('MH-001', JSON.stringify(depression))
    expect(await fetchDefinition('depression')).toEqual(depression)
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(document.getElementById(inlineDefinitionId)).toBeNull()

    await fetchDefinition('depression')
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it("fetches when the page carries another test's definition", async () => {
    inline('MH-002', JSON.stringify({ ...depression, testCode: 'MH-002' }))
    await fetchDefinition('depression')
    expect(fetchSpy).toHaveBeenCalledWith('/api/tests/?lang=en', expect.objectContaining({ headers: expect.objectContaining({ 'x-test-code': 'MH-001' }) }))
  })

  it('fetches when the inlined block is not valid JSON or lacks required fields', async () => {
    inline('MH-001', '{"broken": ')
    await fetchDefinition('depression')
    inline('MH-001', JSON.stringify({ testCode: 'MH-001' }))
    await fetchDefinition('depression')
    expect(fetchSpy).toHaveBeenCalledTimes(2)
  })
})

describe('fetchDefinition on a Kiswahili page', () => {
  it('uses the inlined definition the page shell localised, in Kiswahili or, for a test without Kiswahili, in English', async () => {
    inline('MH-001', JSON.stringify({ ...depression, language: 'en' }))
    expect((await fetchDefinition('depression', 'sw')).language).toBe('en')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('fetches in Kiswahili when the page carries a definition that was not localised', async () => {
    inline('MH-001', JSON.stringify(depression))
    await fetchDefinition('depression', 'sw')
    expect(fetchSpy).toHaveBeenCalledWith('/api/tests/?lang=sw', expect.anything())
  })
})
