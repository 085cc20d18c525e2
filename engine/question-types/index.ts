/**
 * Every question type of the schema's Question union paired with its module. The map's type
 * names each kind the union has, so a new type in the schema without a module here (or a module
 * written for the wrong shape) fails the type check.
 */
import type { Question } from '#schemas/index.ts'
import type { QuestionKind, QuestionOfKind, QuestionType } from './question-type.ts'
import { multiSelect } from './multi-select.ts'
import { singleSelect } from './single-select.ts'
import { userInputNumber } from './user-input-number.ts'
import { userInputText } from './user-input-text.ts'

export type { AllowedOptions, Entry, QuestionKind, QuestionOfKind, QuestionType } from './question-type.ts'
export { DEFAULT_TEXT_MAX_LENGTH } from './user-input-text.ts'
export { numberRangeText } from './user-input-number.ts'

export const questionTypes: { readonly [K in QuestionKind]: QuestionType<QuestionOfKind<K>> } = {
  'single-select': singleSelect,
  'multi-select': multiSelect,
  'user-input-number': userInputNumber,
  'user-input-text': userInputText,
}

/**
 * The module of a question's own type, to call with that same question. (Its methods take
 * Question: the map above guarantees the pairing, which TypeScript cannot follow through a union.)
 */
export function questionTypeOf(question: Question): QuestionType<Question> {
  return questionTypes[question.type]
}
