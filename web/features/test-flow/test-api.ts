/**
 * The test flow's two calls (SPEC.md section 7, calls 6 and 7): the definition of a test by its
 * code, and the interpretation of the answers. The route slug → test code map is read from the
 * catalogue at build time, taking only each file's `testCode` so no definition text is bundled.
 * On a first visit the server has usually inlined the definition in the page
 * (server/web/page-shell.ts), which saves the request on a slow network.
 *
 * Both calls name the page's language (`?lang=sw` on a Kiswahili page, issue 20): the definition
 * comes back in Kiswahili when the test has a Kiswahili version, else in English, and its
 * `language` says which; the answers are interpreted in the language the test was taken in, so
 * the result's grade, description and next steps are in that language. The scores are the same in
 * both (the engine's localise property test).
 *
 * The answers are scored on the device by the same engine (score-on-device.ts, decision 110), and
 * sent to the server only when that code cannot be had.
 */
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { apiMessages } from '#schemas/api-contract.ts'
import { pageDataIds } from '#schemas/page-data.ts'
import { callApi, type ApiFailure } from '../../shared/api-client.ts'
import { rememberResultLanguage } from './result-language.ts'

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

/** The language a definition's text is in: the `language` a localised definition carries, English when it has none. */
export function definitionLanguage(definition: Pick<TestDefinition, 'language'>): Locale {
  return definition.language === 'sw' ? 'sw' : 'en'
}

/**
 * Whether a usable inlined definition is the one the API would answer for this page. The page
 * shell localises it for the page's language and says which language it is in: the page's, or
 * English for a test with no version in it (`language: 'en'`). A definition that names no language
 * was not localised, so it does for an English page only.
 */
function inlineFits(definition: TestDefinition, locale: Locale): boolean {
  if (definition.language === undefined) return locale === 'en'
  return definition.language === locale || definition.language === 'en'
}

/** The element holding the definition the server inlined for this test, if the page has it. */
function inlineElement(testCode: string): HTMLElement | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(inlineDefinitionId)
  return element && element.dataset.testCode === testCode ? element : null
}

function parsedInline(element: HTMLElement | null): unknown {
  if (!element) return undefined
  try {
    return JSON.parse(element.textContent ?? '')
  } catch {
    return undefined
  }
}

/** The definition inlined in the page for this test, taken once (a later visit fetches it fresh). */
function takeInlineDefinition(testCode: string): unknown {
  const element = inlineElement(testCode)
  element?.remove()
  return parsedInline(element)
}

/** The definition inlined in the page for this test, read and left in place: every render of the first screen (StrictMode's second, a remount) reads it. */
function readInlineDefinition(testCode: string): unknown {
  return parsedInline(inlineElement(testCode))
}

/**
 * The build's prerender (web/prerender.tsx) draws a test page with the definition the server
 * inlines in it (the same catalogue file, localised the same way), given here.
 */
let prerenderDefinition: ((testCode: string, locale: Locale) => TestDefinition | undefined) | undefined
export function providePrerenderDefinitions(find: (testCode: string, locale: Locale) => TestDefinition | undefined): void {
  prerenderDefinition = find
}

/**
 * The test's definition when the page already holds it (inlined by the server, or given to the
 * prerender), so its first screen draws at once, as the prerendered page shows it; undefined when
 * it must be fetched.
 */
export function definitionAtOnce(routeSlug: string, locale: Locale = 'en'): TestDefinition | undefined {
  const testCode = testCodeBySlug.get(routeSlug)
  if (!testCode) return undefined
  if (prerenderDefinition) return prerenderDefinition(testCode, locale)
  const inline = readInlineDefinition(testCode)
  return isUsableDefinition(inline) && inline.testCode === testCode && inlineFits(inline, locale) ? inline : undefined
}

/** The test's definition in `locale` when it has a version in it, else in English (its `language` says which). */
export async function fetchDefinition(routeSlug: string, locale: Locale = 'en'): Promise<TestDefinition> {
  const testCode = testCodeBySlug.get(routeSlug)
  if (!testCode) throw new Error(invalidTestType)
  const inline = takeInlineDefinition(testCode)
  if (isUsableDefinition(inline) && inline.testCode === testCode && inlineFits(inline, locale)) return inline
  const result = await callApi('testDefinition', { headers: { 'x-test-code': testCode }, query: { lang: locale } })
  if (!result.ok) throw new Error(`The test could not be loaded (${failureText(result.failure)})`)
  const definition: unknown = result.answer
  if (!isUsableDefinition(definition)) throw new Error('The test data is incomplete')
  return definition
}

const failureText = ({ kind, status }: ApiFailure) => (status === undefined ? kind : `status ${status}`)

type Scorer = typeof import('./score-on-device.ts')
let loadingScorer: Promise<Scorer> | undefined

/**
 * Fetches the scoring code once (the visitor's first press on a test page asks for it ahead,
 * web/app/test-route.tsx); a failed fetch (offline before it came) is forgotten, so the next call
 * tries again.
 */
export function prepareScoring(): Promise<Scorer> {
  loadingScorer ??= import('./score-on-device.ts').catch((error: unknown) => {
    loadingScorer = undefined
    throw error
  })
  return loadingScorer
}

/** The answers scored on the device, or undefined when its scoring code cannot be had or refuses them (the server then answers). */
async function scoredHere(definition: TestDefinition, answers: Answer[]): Promise<AssessmentResult | undefined> {
  try {
    const { scoreOnDevice } = await prepareScoring()
    return scoreOnDevice(definition, answers)
  } catch {
    return undefined
  }
}

/**
 * The result of the answers, its texts in the language the definition was shown in. Scored on
 * the device by the server's own engine (decision 110): the answers stay on it and the result
 * shows without a round trip. Only when the scoring code cannot be fetched (offline before it
 * came, a deploy in between) are the answers sent to POST /api/interpret/ (SPEC.md call 7).
 */
export async function postAnswers(definition: TestDefinition, answers: Answer[]): Promise<AssessmentResult> {
  const query = { lang: definitionLanguage(definition) }
  const here = await scoredHere(definition, answers)
  if (here) return rememberResultLanguage(here, query.lang)
  const result = await callApi('interpret', { body: { answers }, headers: { 'x-test-code': definition.testCode }, query })
  if (!result.ok && result.failure.kind === 'malformed') throw new Error('Invalid response')
  if (!result.ok) throw new Error(`The answers could not be interpreted (${failureText(result.failure)})`)
  const assessment: unknown = result.answer
  if (typeof assessment !== 'object' || assessment === null || typeof (assessment as AssessmentResult).totalScore !== 'number') {
    throw new Error('Invalid response')
  }
  return rememberResultLanguage(result.answer, query.lang)
}
