/** user-input-text: free text, kept for the result but never scored. */
import type { TextQuestion } from '#schemas/index.ts'
import { exact } from '../ranges.ts'
import type { QuestionType } from './question-type.ts'

export const DEFAULT_TEXT_MAX_LENGTH = 500

const limitOf = (question: TextQuestion): number => question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH

export const userInputText: QuestionType<TextQuestion> = {
  problems: () => [],
  scored: false,
  score: () => 0,
  range: () => exact(0),
  answerProblem: (question, answer) => {
    if (typeof answer !== 'string' || answer.trim() === '') return 'must be a non-empty text'
    return answer.length > limitOf(question) ? `must be at most ${limitOf(question)} characters` : null
  },
  parse: (question, value) => {
    const raw = String(value).trim()
    if (raw === '') return { answer: null, error: null }
    return raw.length > limitOf(question)
      ? { answer: null, error: `Please keep your answer to ${limitOf(question)} characters or fewer.` }
      : { answer: raw, error: null }
  },
  choose: (_question, answer) => answer,
  optionJumps: () => [],
}
