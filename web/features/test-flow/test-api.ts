/**
 * The test flow's two calls (SPEC.md section 7, calls 6 and 7): the definition of a test by its
 * code, and the interpretation of the answers. The route slug → test code map is read from the
 * catalogue at build time, taking only each file's `testCode` so no definition text is bundled.
 * On a first visit the server has usually inlined the definition in the page
 * (server/web/page-shell.ts), which saves the request on a slow network.
 */
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { apiMessages } from '#schemas/api-contract.ts'
import { pageDataIds } from '#schemas/page-data.ts'
import { callApi, type ApiFailure } from '../../shared/api-client.ts'

const testCodes = import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'testCode' })

/** Route slug (the catalogue file name) → test code. */
export const testCodeBySlug: ReadonlyMap<string, string> = new Map(
  Object.entries(testCodes).map(([file, code]) => [file.replace(/^.*\//, '').replace(/\.json$/, ''), code]),
)

export const invalidTestType = apiMessages.invalidTestType

/** SPEC.md section 3: the eight fields a test configuration must carry. */
const requiredTextFields = ['duration', 'disclaimer', 'formHeading', 'formalTitle', 'informalTitle', 'resultHeading'] as const

function isUsableDefinition(value: unknown): value is TestDefinition {
  if (typeof value !== 'object' || value === null) return false
  const fields = value as Record<string, unknown>
  const texts = requiredTextFields.every((key) => typeof fields[key] === 'string' && fields[key] !== '')
  const lists = ['instructions', 'questions'].every((key) => Array.isArray(fields[key]) && (fields[key] as unknown[]).length > 0)
  return texts && lists && typeof fields.testCode === 'string'
}

/** The id of the JSON data block the page shell writes for a test page. */
export const inlineDefinitionId = pageDataIds.testDefinition

/** The definition inlined in the page for this test, taken once (a later visit fetches it fresh). */
function takeInlineDefinition(testCode: string): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(inlineDefinitionId)
  if (!element || element.dataset.testCode !== testCode) return undefined
  element.remove()
  try {
    return JSON.parse(element.textContent ?? '')
  } catch {
    return undefined
  }
}

export async function fetchDefinition(routeSlug: string): Promise<TestDefinition> {
  const testCode = testCodeBySlug.get(routeSlug)
  if (!testCode) throw new Error(invalidTestType)
  const inline = takeInlineDefinition(testCode)
  if (isUsableDefinition(inline) && inline.testCode === testCode) return inline
  const result = await callApi('testDefinition', { headers: { 'x-test-code': testCode } })
  if (!result.ok) throw new Error(`The test could not be loaded (${failureText(result.failure)})`)
  const definition: unknown = result.answer
  if (!isUsableDefinition(definition)) throw new Error('The test data is incomplete')
  return definition
}

const failureText = ({ kind, status }: ApiFailure) => (status === undefined ? kind : `status ${status}`)

export async function postAnswers(definition: TestDefinition, answers: Answer[]): Promise<AssessmentResult> {
  const result = await callApi('interpret', { body: { answers }, headers: { 'x-test-code': definition.testCode } })
  if (!result.ok && result.failure.kind === 'malformed') throw new Error('Invalid response')
  if (!result.ok) throw new Error(`The answers could not be interpreted (${failureText(result.failure)})`)
  const assessment: unknown = result.answer
  if (typeof assessment !== 'object' || assessment === null || typeof (assessment as AssessmentResult).totalScore !== 'number') {
    throw new Error('Invalid response')
  }
  return result.answer
}
