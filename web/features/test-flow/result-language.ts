/**
 * The language a result's texts are in: the language the test was taken in (the interpretation is
 * asked for in it, test-api.ts), which a kept result brings back after a reload or a switch to the
 * other language's page (kept-result.ts). The result page marks the result's own texts with it
 * when it is not the page's language; the page's own words and the safety card stay in the page's
 * language. Remembered beside the result object, not in it: the result is the server's answer.
 */
import type { AssessmentResult } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'

const languages = new WeakMap<AssessmentResult, Locale>()

export function rememberResultLanguage(result: AssessmentResult, language: Locale): AssessmentResult {
  languages.set(result, language)
  return result
}

/** The result's language, or `fallback` (the definition's) for a result this page did not get through test-api.ts or kept-result.ts. */
export function resultLanguage(result: AssessmentResult, fallback: Locale): Locale {
  return languages.get(result) ?? fallback
}
