/**
 * Invariants over every catalogue test, on answer paths produced by driving the real machine
 * with random choices (including going back and changing answers). fast-check prints the seed of
 * a failure; rerun it with FC_SEED=<seed> npx vitest run engine/catalog.property.test.ts.
 */
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { answerProblem, createTestMachine, currentIndex, followPath, interpret, InvalidAnswersError, JUMP_DELAY_MS, type SubmitInput } from '#engine/index.ts'
import { schemaProblems, type Answer, type AssessmentResult, type Question, type TestDefinition } from '#schemas/index.ts'
import { allCatalogTests } from '#tools/catalog-fixtures.ts'
import { inRange } from './bands.ts'
import { enumeratePaths, reachableRange } from './score-range.ts'

// Each property drives the real machine hundreds of times over long tests (DQQ has 29 questions).
vi.setConfig({ testTimeout: 60_000 })

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const runs = { numRuns: 150, ...(seed === undefined ? {} : { seed }) }

/** A tape of random numbers the driver reads its choices from. */
const tape = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 400, maxLength: 400 })

function randomEntry(question: Question, pick: () => number): string {
  if (question.type === 'user-input-text') return ['fine', 'not sure', 'a bit tired'][pick() % 3]!
  const min = question.min ?? 0
  const max = question.max ?? 0
  const edges = [min, max, min + 1, max - 1, Math.floor((min + max) / 2)]
  const roll = pick() % 4
  const value = roll === 0 ? edges[pick() % edges.length]! : min + (pick() % (max - min + 1))
  return String(Math.min(max, Math.max(min, value)))
}

type Submitted = { answers: Answer[]; path: number[]; unansweredOnSubmit: number[] }

/** Steps through the test as a person might, then submits; returns what was sent. */
function drive(definition: TestDefinition, numbers: number[]): Submitted {
  let position = 0
  const pick = () => numbers[position++ % numbers.length]!
  let sent: SubmitInput | undefined
  const machine = createTestMachine(definition).provide({
    actors: {
      submitAnswers: fromPromise<AssessmentResult, SubmitInput>(async ({ input }) => {
        sent = input
        return new Promise<AssessmentResult>(() => {})
      }),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock, input: {} }).start()
  actor.send({ type: 'test.begin' })
  let unansweredOnSubmit: number[] = []
  for (let step = 0; step < 400 && !sent; step += 1) {
    const context = actor.getSnapshot().context
    const question = definition.questions[currentIndex(context)]!
    if (pick() % 7 === 0 && actor.getSnapshot().can({ type: 'question.back' })) {
      actor.send({ type: 'question.back' })
      continue
    }
    if (question.type === 'single-select') actor.send({ type: 'answer.selected', option: pick() % question.options!.length })
    else if (question.type === 'multi-select') {
      for (let toggles = 1 + (pick() % 3); toggles > 0; toggles -= 1) actor.send({ type: 'answer.toggled', option: pick() % question.options!.length })
    } else actor.send({ type: 'answer.entered', value: randomEntry(question, pick) })
    clock.increment(pick() % 2 === 0 ? JUMP_DELAY_MS : 0)
    const snapshot = actor.getSnapshot()
    if (snapshot.can({ type: 'test.submit' })) {
      unansweredOnSubmit = snapshot.context.path.filter(
        (index) => answerProblem(definition.questions[index]!, snapshot.context.answers[index] ?? null) !== null,
      )
      actor.send({ type: 'test.submit' })
    } else if (snapshot.matches({ questionnaire: 'answering' })) {
      actor.send({ type: 'question.next' })
    }
  }
  actor.stop()
  if (!sent) throw new Error(`The driver did not reach the end of ${definition.routeSlug}`)
  return { answers: sent.answers, path: [...actor.getSnapshot().context.path], unansweredOnSubmit }
}

describe.each(allCatalogTests().map((definition) => [definition.routeSlug, definition] as const))('%s', (_slug, definition) => {
  const paths = enumeratePaths(definition)!
  const totalRange = reachableRange(definition, paths, definition.scoring.total)!

  it('submits only complete paths, with null for every question off the path', () => {
    fc.assert(
      fc.property(tape, (numbers) => {
        const { answers, path, unansweredOnSubmit } = drive(definition, numbers)
        expect(unansweredOnSubmit).toEqual([])
        expect(answers).toHaveLength(definition.questions.length)
        const onPath = new Set(path)
        answers.forEach((answer, index) => expect(answer === null).toBe(!onPath.has(index)))
      }),
      runs,
    )
  })

  it('honours every jump: the path sent is the path the answers lead along', () => {
    fc.assert(
      fc.property(tape, (numbers) => {
        const { answers, path } = drive(definition, numbers)
        expect(followPath(definition, answers)).toEqual({ path, problems: [] })
      }),
      runs,
    )
  })

  it('scores every path without throwing: a total in range, exactly one grade, a valid result', () => {
    fc.assert(
      fc.property(tape, (numbers) => {
        const { answers } = drive(definition, numbers)
        const result = interpret(definition, answers)
        expect(result.totalScore).toBeGreaterThanOrEqual(totalRange.lo)
        expect(result.totalScore).toBeLessThanOrEqual(totalRange.hi)
        if (!definition.scoring.openEnded) expect(result.totalScore).toBeLessThanOrEqual(definition.expectedTotalScore)
        const bandsHolding = definition.scoring.bands.filter((band) => inRange(band, result.totalScore))
        expect(bandsHolding).toHaveLength(1)
        const grades = [...(definition.scoring.gradeRules ?? []), ...definition.scoring.bands].map((graded) => graded.grade)
        expect(grades).toContain(result.grade)
        expect(schemaProblems('assessment-result.schema.json', result)).toEqual([])
      }),
      runs,
    )
  })

  it('gives the same result for the same answers, however often they are scored', () => {
    fc.assert(
      fc.property(tape, (numbers) => {
        const { answers } = drive(definition, numbers)
        const first = interpret(definition, answers)
        expect(interpret(definition, JSON.parse(JSON.stringify(answers)) as Answer[])).toEqual(first)
        expect(interpret(definition, answers)).toEqual(first)
      }),
      runs,
    )
  })

  it('ignores answers to questions off the path taken', () => {
    fc.assert(
      fc.property(tape, fc.nat(), (numbers, noise) => {
        const { answers, path } = drive(definition, numbers)
        const onPath = new Set(path)
        const noisy = answers.map((answer, index) => {
          if (onPath.has(index)) return answer
          const question = definition.questions[index]!
          return question.type === 'user-input-number' ? (question.max ?? 0) : question.type === 'user-input-text' ? 'x' : question.type === 'multi-select' ? [0] : noise % question.options!.length
        })
        expect(interpret(definition, noisy)).toEqual(interpret(definition, answers))
      }),
      runs,
    )
  })

  it('refuses malformed answers with InvalidAnswersError and nothing else', () => {
    const anyAnswer = fc.oneof(fc.constant(null), fc.integer({ min: -3, max: 2000 }), fc.double(), fc.string(), fc.array(fc.integer({ min: -1, max: 6 })))
    fc.assert(
      fc.property(fc.array(anyAnswer, { minLength: 0, maxLength: definition.questions.length + 2 }), (answers) => {
        try {
          interpret(definition, answers as Answer[])
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidAnswersError)
          expect((error as InvalidAnswersError).problems[0]?.pointer).toMatch(/^\/answers/)
        }
      }),
      runs,
    )
  })
  it('takes every jump of the test over many runs', () => {
    const seen = new Set<string>()
    fc.assert(fc.property(tape, (numbers) => {
      const { path } = drive(definition, numbers)
      path.forEach((index, position) => {
        const next = path[position + 1]
        if (next !== undefined && next !== index + 1) seen.add(`${index}->${next}`)
      })
    }), { ...runs, numRuns: 200 })
    // Every jump some path through the test takes, as the checker enumerates them.
    const jumps = paths.flatMap((shape) => {
      const order = [...shape.keys()]
      return order.flatMap((index, position) => {
        const next = order[position + 1]
        return next !== undefined && next !== index + 1 ? [`${index}->${next}`] : []
      })
    })
    expect([...seen].sort()).toEqual([...new Set(jumps)].sort())
  })
})

describe('the property driver', () => {
  it('reaches the result of every catalogue test', () => {
    for (const definition of allCatalogTests()) {
      expect(() => interpret(definition, drive(definition, Array.from({ length: 400 }, (_, index) => index * 7919)).answers)).not.toThrow()
    }
  })

})
