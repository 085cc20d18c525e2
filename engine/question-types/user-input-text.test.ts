import { describe, expect, it } from 'vitest'
import type { TextQuestion } from '#schemas/index.ts'
import { DEFAULT_TEXT_MAX_LENGTH, userInputText } from './user-input-text.ts'

const question: TextQuestion = { id: 'notes', type: 'user-input-text', question: 'Anything else you would like to tell us?', maxLength: 20 }

describe('user-input-text', () => {
  it('never scores, so scoring may not refer to it', () => {
    expect(userInputText.scored).toBe(false)
    expect(userInputText.score(question, 'I feel tired')).toBe(0)
    expect(userInputText.range(question, 'any')).toEqual({ lo: 0, hi: 0, whole: true, base: 0, step: 0 })
  })

  it('accepts a non-empty text within its length', () => {
    expect(userInputText.answerProblem(question, 'I feel tired')).toBeNull()
    expect(userInputText.answerProblem(question, '   ')).toBe('must be a non-empty text')
    expect(userInputText.answerProblem(question, 3)).toBe('must be a non-empty text')
    expect(userInputText.answerProblem(question, 'x'.repeat(21))).toBe('must be at most 20 characters')
    expect(userInputText.answerProblem({ ...question, maxLength: undefined }, 'x'.repeat(DEFAULT_TEXT_MAX_LENGTH + 1))).toBe('must be at most 500 characters')
  })

  it('reads typed text trimmed, and refuses text over the limit with a message', () => {
    expect(userInputText.parse(question, '  I feel tired  ')).toEqual({ answer: 'I feel tired', error: null })
    expect(userInputText.parse(question, '   ')).toEqual({ answer: null, error: null })
    expect(userInputText.parse(question, 'x'.repeat(21))).toEqual({ answer: null, error: 'Please keep your answer to 20 characters or fewer.' })
  })

  it('has no options to pick or jump by, and no field rules beyond the schema', () => {
    expect(userInputText.choose(question, 'hello', 0)).toBe('hello')
    expect(userInputText.optionJumps(question)).toEqual([])
    expect(userInputText.problems(question, '/questions/0')).toEqual([])
  })
})
