import { describe, expect, it } from 'vitest'
import type { Question } from '#schemas/index.ts'
import { answerText } from './answer-text.ts'

const choice = { id: 'q1', question: 'How often?', type: 'single-select', options: [{ text: 'Never', score: 0 }, { text: 'Often', score: 2 }] } as unknown as Question
const many = { id: 'q2', question: 'Which?', type: 'multi-select', options: [{ text: 'Tea', score: 0 }, { text: 'Coffee', score: 1 }] } as unknown as Question
const measured = { id: 'q3', question: 'Your waist?', type: 'number', unit: 'cm' } as unknown as Question

describe('how an answer reads back', () => {
  it('names the chosen options, the number with its unit, or the words for no answer', () => {
    expect(answerText(choice, 1, { none: '—' })).toBe('Often')
    expect(answerText(many, [0, 1], { none: '—' })).toBe('Tea; Coffee')
    expect(answerText(measured, 1200, { none: '—', number: (value) => value.toLocaleString('en-KE') })).toBe('1,200 cm')
    expect(answerText(choice, null, { none: 'Not answered' })).toBe('Not answered')
    expect(answerText(many, [], { none: 'Not answered' })).toBe('Not answered')
  })
})
