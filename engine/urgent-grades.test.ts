/**
 * Every urgent grade carries danger signs (decision 022): the result page shows the urgency instead
 * of the score when the result has danger signs, so a red-orange grade rule that says to act now,
 * today or promptly must never come without them, or its low-looking score would show. Random
 * answers (a fixed-seed generator, so a failure repeats) over every catalogue test.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { Answer, Question } from '#schemas/index.ts'
import { allCatalogTests } from '#tools/catalog-fixtures.ts'

const URGENT_WORDS = /\b(now|today|promptly)\b|danger sign/i
const RUNS_PER_TEST = 600

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function randomAnswer(question: Question, random: () => number): Answer {
  const below = (count: number) => Math.floor(random() * count)
  const options = question.options ?? []
  if (question.type === 'single-select') return below(options.length)
  if (question.type === 'multi-select') {
    const chosen = options.flatMap((option, index) => (!option.exclusive && random() < 0.25 ? [index] : []))
    if (chosen.length > 0) return chosen
    const exclusive = options.flatMap((option, index) => (option.exclusive ? [index] : []))
    return [exclusive.length > 0 ? exclusive[below(exclusive.length)]! : 0]
  }
  if (question.type === 'user-input-number') return (question.min ?? 0) + below((question.max ?? 0) - (question.min ?? 0) + 1)
  return 'fine'
}

describe('urgent grades come with danger signs', () => {
  it.each(allCatalogTests().map((definition) => [definition.routeSlug, definition] as const))('%s', (_slug, definition) => {
    const urgent = new Set((definition.scoring.gradeRules ?? []).filter((rule) => rule.tone === 'red-orange' && URGENT_WORDS.test(rule.grade)).map((rule) => rule.grade))
    const random = seeded(12)
    const missing = new Set<string>()
    let urgentSeen = 0
    for (let run = 0; run < RUNS_PER_TEST; run += 1) {
      const result = interpret(definition, definition.questions.map((question) => randomAnswer(question, random)))
      if (!urgent.has(result.grade)) continue
      urgentSeen += 1
      if (!result.dangerSigns?.length) missing.add(result.grade)
    }
    expect([...missing]).toEqual([])
    if (urgent.size > 0) expect(urgentSeen).toBeGreaterThan(0)
  })
})
