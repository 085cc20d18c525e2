import { describe, expect, it } from 'vitest'
import type { SingleSelectQuestion } from '#schemas/index.ts'
import { singleSelect } from './single-select.ts'

const question: SingleSelectQuestion = {
  id: 'audit-1',
  type: 'single-select',
  question: 'How often do you have a drink containing alcohol?',
  options: [
    { text: 'Never', score: 0, nextQuestion: 'audit-9' },
    { text: 'Monthly or less', score: 1 },
    { text: '2 to 4 times a month', score: 2 },
    { text: '4 or more times a week', score: 4 },
  ],
}

describe('single-select', () => {
  it('scores the chosen option, and nothing for an answer of another shape', () => {
    expect(singleSelect.score(question, 2)).toBe(2)
    expect(singleSelect.score(question, 3)).toBe(4)
    expect(singleSelect.score(question, [1, 2])).toBe(0)
    expect(singleSelect.score(question, 'Monthly')).toBe(0)
  })

  it('accepts one option position only', () => {
    expect(singleSelect.answerProblem(question, 0)).toBeNull()
    expect(singleSelect.answerProblem(question, 4)).toBe('must be the position of one of its 4 options (0 to 3)')
    expect(singleSelect.answerProblem(question, 1.5)).toMatch(/^must be the position/)
    expect(singleSelect.answerProblem(question, [1])).toMatch(/^must be the position/)
  })

  it('reaches from the lowest to the highest score, on the lattice of the scores', () => {
    expect(singleSelect.range(question, 'any')).toEqual({ lo: 0, hi: 4, whole: true, base: 0, step: 1 })
    const doubled = question.options.map((option) => ({ ...option, score: option.score * 2 })) as SingleSelectQuestion['options']
    expect(singleSelect.range({ ...question, options: doubled }, 'any')).toMatchObject({ lo: 0, hi: 8, step: 2 })
  })

  it('reaches only the scores of the options that lead along the path', () => {
    expect(singleSelect.range(question, new Set([1, 2, 3]))).toMatchObject({ lo: 1, hi: 4 })
    expect(singleSelect.range(question, new Set([0]))).toMatchObject({ lo: 0, hi: 0, step: 0 })
  })

  it('picking an option chooses it, replacing the earlier choice; an option that does not exist changes nothing', () => {
    expect(singleSelect.choose(question, null, 1)).toBe(1)
    expect(singleSelect.choose(question, 1, 3)).toBe(3)
    expect(singleSelect.choose(question, 1, 7)).toBe(1)
  })

  it('is not typed in', () => {
    expect(singleSelect.parse(question, '2')).toEqual({ answer: null, error: null })
  })

  it('jumps where the chosen option says', () => {
    expect(singleSelect.optionJumps(question)).toEqual(['audit-9', undefined, undefined, undefined])
  })

  it('finds an option offered twice and an option marked exclusive, at their pointers', () => {
    const broken: SingleSelectQuestion = { ...question, options: [...question.options, { text: ' never ', score: 0, exclusive: true }] }
    expect(singleSelect.problems(broken, '/questions/0')).toEqual([
      { pointer: '/questions/0/options/4/exclusive', message: '"exclusive" only applies to options of a multi-select question' },
      { pointer: '/questions/0/options/4/text', message: '" never " is offered twice in this question' },
    ])
    expect(singleSelect.problems(question, '/questions/0')).toEqual([])
  })

  it('scores', () => expect(singleSelect.scored).toBe(true))
})
