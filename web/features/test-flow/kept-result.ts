/**
 * A result that leads with a safety card (a risk flag or danger signs), kept in this tab's
 * sessionStorage so that a reload shows it again, card first, instead of the intro (issue 17,
 * decision 042). Only the test's slug and code and the scored result the server sent are kept: no
 * name, no contact detail, not even the answers. One result at most; it is forgotten when the
 * person leaves the result (Retake, another page, another test) and sessionStorage ends with the
 * tab. A result without a safety card is never stored.
 *
 * The language the test was taken in is kept with it (issue 20), so the result comes back in that
 * language, even on the other language's page after the language switch (a full page load): the
 * result's texts are the server's, in the language they were asked for.
 */
import type { AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { isLocale, type Locale } from '#schemas/locales.ts'
import { leadsWithSafetyCard } from '../../shared/safety-result.ts'
import { rememberResultLanguage } from './result-language.ts'
import { tabStorage } from './tab-storage.ts'
import { keptResultStorageKey } from './tab-keys.ts'

export { keptResultStorageKey }

type Kept = { routeSlug: string; testCode: string; language?: Locale; result: AssessmentResult }

/** Keeps the result, with the language its texts are in. */
export function keepResult(routeSlug: string, definition: TestDefinition, result: AssessmentResult, language: Locale): void {
  if (!leadsWithSafetyCard(result)) return
  const kept: Kept = { routeSlug, testCode: definition.testCode, language, result }
  try {
    tabStorage()?.setItem(keptResultStorageKey, JSON.stringify(kept))
  } catch {
    // Storage refused: the result stays on screen, it just does not survive a reload.
  }
}

export function forgetKeptResult(): void {
  try {
    tabStorage()?.removeItem(keptResultStorageKey)
  } catch {
    // Nothing stored.
  }
}

function readKept(): unknown {
  try {
    const text = tabStorage()?.getItem(keptResultStorageKey)
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return 'unreadable' // fits nothing, so it is removed
  }
}

/**
 * The kept result of this test, when there is one that fits: the same slug and test code, and a
 * result with its grade, tone, scores and a safety card. Anything else kept is removed (it belongs
 * to another test, or is not a result this site wrote).
 */
export function keptResult(routeSlug: string, definition: TestDefinition): AssessmentResult | undefined {
  const kept = readKept()
  if (kept === undefined) return undefined
  // A result kept before languages were recorded was in English.
  if (fits(kept, routeSlug, definition)) return rememberResultLanguage(kept.result, kept.language ?? 'en')
  forgetKeptResult()
  return undefined
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function fits(kept: unknown, routeSlug: string, definition: TestDefinition): kept is Kept {
  if (typeof kept !== 'object' || kept === null) return false
  const { routeSlug: slug, testCode, language, result } = kept as Partial<Kept>
  if (slug !== routeSlug || testCode !== definition.testCode || typeof result !== 'object' || result === null) return false
  if (language !== undefined && !isLocale(language)) return false
  const { grade, tone, totalScore, expectedTotalScore, suicideRisk, dangerSigns } = result
  if (!isText(grade) || !isText(tone) || !isNumber(totalScore) || !isNumber(expectedTotalScore)) return false
  if (suicideRisk !== undefined && !isText(suicideRisk)) return false
  if (dangerSigns !== undefined && !(Array.isArray(dangerSigns) && dangerSigns.every(isText))) return false
  return result.testCode === definition.testCode && leadsWithSafetyCard(result)
}
