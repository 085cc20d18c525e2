/**
 * The lattice of reachable totals (base + k × step) is sound: on every catalogue test, random
 * complete answers score a total that lies within the reachable range and on its lattice, so a
 * band check built on it never calls a reachable total unreachable. And it is sharp where it
 * matters: the WHO-5 raw score times 4 goes up in steps of 4.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { allCatalogTests, copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'
import { END_OF_TEST, interpret, nextQuestionIndex } from './index.ts'
import { enumeratePaths, latticeOf, latticePointsIn, reachableRange } from './score-range.ts'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const runs = { numRuns: 60, ...(seed === undefined ? {} : { seed }) }

/** Complete answers along the path they take, each choice read from the tape. */
function answersFrom(definition: TestDefinition, tape: number[]): Answer[] {
  const answers: Answer[] = definition.questions.map(() => null)
  let read = 0
  const next = () => tape[read++ % tape.length]!
  for (let index = 0; index !== END_OF_TEST; index = nextQuestionIndex(definition, index, answers)) {
    const question = definition.questions[index]!
    const options = question.options ?? []
    if (question.type === 'single-select') answers[index] = next() % options.length
    else if (question.type === 'user-input-number') answers[index] = (question.min ?? 0) + (next() % ((question.max ?? 0) - (question.min ?? 0) + 1))
    else if (question.type === 'user-input-text') answers[index] = 'A short answer'
    else {
      const free = options.map((option, position) => ({ option, position })).filter(({ option }) => !option.exclusive)
      const exclusive = options.findIndex((option) => option.exclusive)
      const chosen = free.filter(() => next() % 2 === 0).map(({ position }) => position)
      answers[index] = chosen.length > 0 ? chosen : exclusive >= 0 ? [exclusive] : [free[0]!.position]
    }
  }
  return answers
}

describe('the lattice of reachable totals', () => {
  it.each(allCatalogTests().map((definition) => [definition.routeSlug, definition] as const))('holds every total %s scores', (_, definition) => {
    const range = reachableRange(definition, enumeratePaths(definition)!, definition.scoring.total)!
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1, maxLength: 40 }), (tape) => {
        const { totalScore } = interpret(definition, answersFrom(definition, tape))
        expect(totalScore).toBeGreaterThanOrEqual(range.lo)
        expect(totalScore).toBeLessThanOrEqual(range.hi)
        if (range.whole) expect(latticePointsIn(range, totalScore, totalScore), `${totalScore} is not on ${JSON.stringify(latticeOf(range))}`).toBeDefined()
      }),
      runs,
    )
  })

  it('goes up in steps of 4 for the WHO-5 raw score times 4 (0 to 100), and by 1 for the raw score', () => {
    const who5 = copyOf(readCatalogJson('holistic-wellbeing'))
    const paths = enumeratePaths(who5)!
    expect(latticeOf(reachableRange(who5, paths, who5.scoring.total)!)).toEqual({ base: 25, step: 1 })
    const percent = reachableRange(who5, paths, { mul: [who5.scoring.total, 4] })!
    expect({ lo: percent.lo, hi: percent.hi, step: latticeOf(percent)?.step }).toEqual({ lo: 0, hi: 100, step: 4 })
    expect(latticePointsIn(percent, 29, 31)).toBeUndefined()
    expect(latticePointsIn(percent, 29, 40)).toEqual({ first: 32, last: 40 })
  })
})
