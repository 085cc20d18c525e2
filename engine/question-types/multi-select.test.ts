import { describe, expect, it } from 'vitest'
import type { MultiSelectQuestion } from '#schemas/index.ts'
import { multiSelect } from './multi-select.ts'

const NONE = 3
const question: MultiSelectQuestion = {
  id: 'lung-symptoms',
  type: 'multi-select',
  question: 'Do you have any of these?',
  options: [
    { text: 'A cough that does not go away', score: 2 },
    { text: 'Coughing up blood', score: 4 },
    { text: 'Weight loss without trying', score: 2 },
    { text: 'None of these', score: 0, exclusive: true },
  ],
}

describe('multi-select', () => {
  it('adds the scores of the chosen options', () => {
    expect(multiSelect.score(question, [0, 1, 2])).toBe(8)
    expect(multiSelect.score(question, [NONE])).toBe(0)
    expect(multiSelect.score(question, 1)).toBe(0)
  })

  it('accepts a list of distinct positions, with an exclusive option only alone', () => {
    expect(multiSelect.answerProblem(question, [0, 2])).toBeNull()
    expect(multiSelect.answerProblem(question, [NONE])).toBeNull()
    expect(multiSelect.answerProblem(question, [])).toBe('must be a list of positions of its 4 options (0 to 3), with at least one chosen')
    expect(multiSelect.answerProblem(question, 1)).toMatch(/with at least one chosen$/)
    expect(multiSelect.answerProblem(question, [0, 4])).toBe('must be a list of positions of its 4 options (0 to 3)')
    expect(multiSelect.answerProblem(question, [1, 1])).toBe('lists the same option twice')
    expect(multiSelect.answerProblem(question, [0, NONE])).toBe('combines an option that must be chosen alone with others')
  })

  it('reaches from nothing to every free option together, in steps of the scores\' common divisor', () => {
    expect(multiSelect.range(question, 'any')).toEqual({ lo: 0, hi: 8, whole: true, base: 0, step: 2 })
  })

  it('reaches a negative total when negative options can be chosen together', () => {
    const mixed: MultiSelectQuestion = { ...question, options: [{ text: 'A', score: -1 }, { text: 'B', score: -2 }, { text: 'C', score: 3 }] }
    expect(multiSelect.range(mixed, 'any')).toMatchObject({ lo: -3, hi: 3, step: 1 })
  })

  it('toggles options; an exclusive option clears the others and another clears it', () => {
    expect(multiSelect.choose(question, null, 1)).toEqual([1])
    expect(multiSelect.choose(question, [1], 0)).toEqual([0, 1])
    expect(multiSelect.choose(question, [0, 1], 1)).toEqual([0])
    expect(multiSelect.choose(question, [0], 0)).toBeNull()
    expect(multiSelect.choose(question, [0, 1], NONE)).toEqual([NONE])
    expect(multiSelect.choose(question, [NONE], 2)).toEqual([2])
    expect(multiSelect.choose(question, [2], 9)).toEqual([2])
  })

  it('is not typed in and never jumps by option', () => {
    expect(multiSelect.parse(question, '1')).toEqual({ answer: null, error: null })
    expect(multiSelect.optionJumps({ ...question, options: [{ text: 'A', score: 0, nextQuestion: 'later' }, { text: 'B', score: 1 }] })).toEqual([])
  })

  it('finds an option that tries to jump and an option offered twice', () => {
    const broken: MultiSelectQuestion = { ...question, options: [{ text: 'Cough', score: 1, nextQuestion: 'later' }, { text: 'COUGH', score: 1 }] }
    expect(multiSelect.problems(broken, '/questions/5')).toEqual([
      { pointer: '/questions/5/options/0/nextQuestion', message: 'only options of a single-select question can jump; use "next" on the question instead' },
      { pointer: '/questions/5/options/1/text', message: '"COUGH" is offered twice in this question' },
    ])
    expect(multiSelect.problems(question, '/questions/5')).toEqual([])
  })
})
