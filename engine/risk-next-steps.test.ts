/**
 * A result that shows the safety card never tells the person that nothing needs doing. The hard
 * case is a low total with one risk answer (PHQ-9 item 9 "Several days", total 1): the band is the
 * lowest, so its next steps were written for someone with no symptoms. Every catalogue test is
 * scored on its lowest answers and on each single change of them, which reaches exactly those
 * low-total, one-risk-answer results.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { Answer, Question } from '#schemas/index.ts'
import { allCatalogTests } from '#tools/catalog-fixtures.ts'

const NOTHING_TO_DO = /\bno (action|treatment|help) is needed\b|\bnothing (needs|to) do\b/i

function lowestAnswer(question: Question): Answer {
  if (question.type === 'single-select') return 0
  if (question.type === 'multi-select') return [Math.max(0, (question.options ?? []).findIndex((option) => option.exclusive))]
  if (question.type === 'user-input-number') return question.min ?? 0
  return 'fine'
}

function choices(question: Question): Answer[] {
  const options = question.options ?? []
  if (question.type === 'single-select') return options.map((_, index) => index)
  if (question.type === 'multi-select') return options.map((_, index) => [index])
  if (question.type === 'user-input-number') return [question.min ?? 0, question.max ?? 0]
  return ['fine']
}

describe('a result with the safety card never says nothing needs doing', () => {
  it.each(allCatalogTests().map((definition) => [definition.routeSlug, definition] as const))('%s', (_slug, definition) => {
    const lowest = definition.questions.map(lowestAnswer)
    const contradictions: string[] = []
    definition.questions.forEach((question, index) => {
      for (const choice of choices(question)) {
        const answers = lowest.map((answer, position) => (position === index ? choice : answer))
        const result = interpret(definition, answers)
        if (!result.suicideRisk && !result.dangerSigns?.length) continue
        const said = (result.nextSteps ?? []).filter((step) => NOTHING_TO_DO.test(step))
        if (said.length > 0) contradictions.push(`${question.id}=${JSON.stringify(choice)}: ${said.join(' ')}`)
      }
    })
    expect(contradictions).toEqual([])
  })
})
