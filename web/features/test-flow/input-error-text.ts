/**
 * A typed answer's error in the page's language. The engine says what is wrong with an entry in
 * English (engine/question-types/user-input-number.ts and user-input-text.ts: a number that is not
 * whole digits, a number out of the question's range, a text over its length); the page says the
 * same in its own words, from the question's own limits, so the engine stays free of languages.
 */
import { t } from '@lingui/core/macro'
import { DEFAULT_TEXT_MAX_LENGTH } from '#engine/flow.ts'
import type { NumberQuestion, TextQuestion } from '#schemas/index.ts'

/** The engine's error for digits that are not a whole number starts so. */
const notWholeNumber = /^Enter a whole number/

export function numberErrorText(question: NumberQuestion, engineError: string): string {
  if (notWholeNumber.test(engineError)) return t({ message: 'Enter a whole number, using digits only.', comment: 'Error under a number answer that is not digits' })
  const { min, max, unit } = question
  return unit
    ? t({ message: `Enter a number from ${min} to ${max} ${unit}.`, comment: 'Error under a number answer out of range, with its unit' })
    : t({ message: `Enter a number from ${min} to ${max}.`, comment: 'Error under a number answer out of range' })
}

export function textErrorText(question: TextQuestion): string {
  const limit = question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH
  return t({ message: `Please keep your answer to ${limit} characters or fewer.`, comment: 'Error under a text answer that is too long' })
}
