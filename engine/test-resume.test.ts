/**
 * Picking a test up again, in the machine (issue 19 item 8): asked for, it goes to the question
 * the person was on with their answers, or back to a kept result; progress that does not fit the
 * definition (another test, a path the answers do not lead along), nothing stored, or a failing
 * lookup start at the intro. Without `resume`, the lookup is never made.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { createTestMachine, currentIndex, interpret, progressFits, type ResumeInput, type ResumePoint } from '#engine/index.ts'
import { loadCatalogTest } from '#tools/catalog-fixtures.ts'

const phq9 = loadCatalogTest('depression')
const answered = phq9.questions.map((_question, index) => [1, 2, 0][index] ?? null)
const progress = { testCode: phq9.testCode, answers: answered, path: [0, 1, 2, 3] }

async function resumed(point: ResumePoint | Error, resume = true) {
  const asked: ResumeInput[] = []
  const machine = createTestMachine(phq9).provide({
    actors: {
      findResumePoint: fromPromise<ResumePoint, ResumeInput>(async ({ input }) => {
        asked.push(input)
        if (point instanceof Error) throw point
        return point
      }),
    },
  })
  const actor = createActor(machine, { input: { resume } }).start()
  await waitFor(actor, (snapshot) => !snapshot.matches('resuming'))
  return { snapshot: actor.getSnapshot(), asked }
}

describe('resuming a test', () => {
  it('goes to the question the person was on, with the answers given', async () => {
    const { snapshot, asked } = await resumed({ progress })
    expect(snapshot.matches({ questionnaire: 'answering' })).toBe(true)
    expect(currentIndex(snapshot.context)).toBe(3)
    expect(snapshot.context.answers).toEqual(answered)
    expect(asked).toEqual([{ routeSlug: phq9.routeSlug, definition: phq9 }])
  })

  it('shows a kept result again, for the same test only', async () => {
    const result = interpret(phq9, phq9.questions.map(() => 0))
    const { snapshot } = await resumed({ result, testCode: phq9.testCode })
    expect(snapshot.matches('result')).toBe(true)
    expect(snapshot.context.result).toEqual(result)
    expect((await resumed({ result, testCode: 'MH-002' })).snapshot.matches('intro')).toBe(true)
  })

  it.each([
    ['nothing stored', null],
    ['progress of another test', { progress: { ...progress, testCode: 'MH-002' } }],
    ['a path the answers do not lead along', { progress: { ...progress, path: [0, 2, 3] } }],
    ['an unanswered question on the path', { progress: { ...progress, answers: answered.map((answer, index) => (index === 1 ? null : answer)) } }],
    ['one answer too few', { progress: { ...progress, answers: answered.slice(1) } }],
  ])('starts at the intro with %s', async (_case, point) => {
    expect((await resumed(point as ResumePoint)).snapshot.matches('intro')).toBe(true)
  })

  it('starts at the intro when the lookup fails, and never looks when not asked to', async () => {
    expect((await resumed(new Error('storage refused'))).snapshot.matches('intro')).toBe(true)
    const { snapshot, asked } = await resumed({ progress }, false)
    expect(snapshot.matches('intro')).toBe(true)
    expect(asked).toEqual([])
  })

  it('checks stored progress against the definition', () => {
    expect(progressFits(phq9, progress)).toBe(true)
    expect(progressFits(phq9, 'unreadable')).toBe(false)
    expect(progressFits(phq9, { ...progress, path: [1] })).toBe(false)
  })
})
