import { describe, expect, it } from 'vitest'
import type { NumberQuestion } from '#schemas/index.ts'
import { userInputNumber } from './user-input-number.ts'

const question: NumberQuestion = { id: 'ipaq-2', type: 'user-input-number', question: 'How much time did you usually spend?', min: 0, max: 960, unit: 'minutes' }

describe('user-input-number', () => {
  it('scores the number itself', () => {
    expect(userInputNumber.score(question, 45)).toBe(45)
    expect(userInputNumber.score(question, 'forty')).toBe(0)
  })

  it('accepts a whole number from min to max', () => {
    expect(userInputNumber.answerProblem(question, 0)).toBeNull()
    expect(userInputNumber.answerProblem(question, 960)).toBeNull()
    expect(userInputNumber.answerProblem(question, 961)).toBe('must be a number from 0 to 960 minutes')
    expect(userInputNumber.answerProblem(question, 2.5)).toBe('must be a whole number')
    expect(userInputNumber.answerProblem(question, '45')).toBe('must be a whole number')
  })

  it('reaches every whole number from min to max', () => {
    expect(userInputNumber.range(question, 'any')).toEqual({ lo: 0, hi: 960, whole: true, base: 0, step: 1 })
    expect(userInputNumber.range({ ...question, min: 30, max: 250 }, 'any')).toEqual({ lo: 30, hi: 250, whole: true, base: 30, step: 1 })
  })

  it('reads typed digits, and tells the person what to fix otherwise', () => {
    expect(userInputNumber.parse(question, ' 45 ')).toEqual({ answer: 45, error: null })
    expect(userInputNumber.parse(question, 60)).toEqual({ answer: 60, error: null })
    expect(userInputNumber.parse(question, '')).toEqual({ answer: null, error: null })
    expect(userInputNumber.parse(question, '2.5')).toEqual({ answer: null, error: 'Enter a whole number, using digits only.' })
    expect(userInputNumber.parse(question, '1000')).toEqual({ answer: null, error: 'Enter a number from 0 to 960 minutes.' })
    expect(userInputNumber.parse({ ...question, min: -5, unit: undefined }, '-6')).toEqual({ answer: null, error: 'Enter a number from -5 to 960.' })
  })

  it('has no options to pick or jump by', () => {
    expect(userInputNumber.choose(question, 45, 0)).toBe(45)
    expect(userInputNumber.optionJumps(question)).toEqual([])
  })

  it('finds a smallest number larger than the largest', () => {
    expect(userInputNumber.problems({ ...question, min: 10, max: 5 }, '/questions/1')).toEqual([
      { pointer: '/questions/1/min', message: 'the smallest number accepted (10) is larger than the largest (5)' },
    ])
    expect(userInputNumber.problems(question, '/questions/1')).toEqual([])
  })
})
