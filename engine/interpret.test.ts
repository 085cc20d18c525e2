/**
 * interpret() refuses answers that do not fit their questions, naming the question, and scores
 * multi-select and text questions as the spec says.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { checklistDefinition, loadCatalogTest, refusalOf } from '#tools/catalog-fixtures.ts'

const phq9 = loadCatalogTest('depression')

describe('refusing answers', () => {
  it('names the count when there is not one answer per question', () => {
    expect(refusalOf(phq9, [0, 0, 0]).problems).toEqual([
      { pointer: '/answers', message: 'must hold 10 answers, one per question, but holds 3' },
    ])
  })

  it('names the question whose option does not exist', () => {
    expect(refusalOf(phq9, [0, 0, 4, 0, 0, 0, 0, 0, 0, 0]).problems).toEqual([
      { pointer: '/answers/2', message: 'the answer to question 3 ("phq-3") must be the position of one of its 4 options (0 to 3)' },
    ])
  })

  it('names a question on the path that has no answer', () => {
    expect(refusalOf(phq9, [0, 0, 0, 0, null, 0, 0, 0, 0, 0]).problems[0]).toEqual({
      pointer: '/answers/4',
      message: 'the answer to question 5 ("phq-5") has no answer',
    })
  })

  it('refuses a number outside the question\'s bounds and a fraction', () => {
    const ipaq = loadCatalogTest('physical-activity')
    expect(refusalOf(ipaq, [9, 30, 0, null, 0, null, 60]).problems[0]?.message).toBe('the answer to question 1 ("ipaq-1") must be a number from 0 to 7 days')
    expect(refusalOf(ipaq, [1.5, 30, 0, null, 0, null, 60]).problems[0]?.message).toBe('the answer to question 1 ("ipaq-1") must be a whole number')
  })

  it('refuses a score sent in place of an option position', () => {
    expect(refusalOf(phq9, ['3', 0, 0, 0, 0, 0, 0, 0, 0, 0]).problems[0]?.pointer).toBe('/answers/0')
  })
})

describe('multi-select and text questions', () => {
  const checklist = checklistDefinition(phq9)

  it('adds the scores of every chosen option, and a text scores nothing', () => {
    expect(interpret(checklist, [[0, 1], 'tired']).totalScore).toBe(3)
    expect(interpret(checklist, [[2], 'none']).grade).toBe('None')
  })

  it('refuses an exclusive option chosen with others, a repeated option and an empty choice', () => {
    expect(refusalOf(checklist, [[0, 2], 'x']).problems[0]?.message).toMatch(/must be chosen alone/)
    expect(refusalOf(checklist, [[1, 1], 'x']).problems[0]?.message).toMatch(/same option twice/)
    expect(refusalOf(checklist, [[], 'x']).problems[0]?.message).toMatch(/at least one chosen/)
  })

  it('refuses a text longer than the question allows, or blank', () => {
    expect(refusalOf(checklist, [[0], 'x'.repeat(21)]).problems[0]?.message).toMatch(/at most 20 characters/)
    expect(refusalOf(checklist, [[0], '   ']).problems[0]?.message).toMatch(/non-empty text/)
  })
})
