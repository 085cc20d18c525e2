/**
 * The test flow machine as a person would step through it: loading, intro, answering, timed
 * jumps, going back along the path taken, submitting and recovering from a failed submit.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  createTestMachine,
  currentIndex,
  interpret,
  isOnLastQuestion,
  JUMP_DELAY_MS,
  submission,
  type LoadInput,
  type SubmitInput,
} from '#engine/index.ts'
import type { AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { checklistDefinition, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const audit = loadCatalogTest('audit')
const phq9 = loadCatalogTest('depression')
const ipaq = loadCatalogTest('physical-activity')

function start(definition: TestDefinition, submit?: (input: SubmitInput) => Promise<AssessmentResult>) {
  const clock = new SimulatedClock()
  const machine = createTestMachine(definition).provide({
    actors: {
      submitAnswers: fromPromise<AssessmentResult, SubmitInput>(({ input }) =>
        submit ? submit(input) : Promise.resolve(interpret(input.definition, input.answers)),
      ),
    },
  })
  const actor = createActor(machine, { clock, input: {} }).start()
  const currentId = () => definition.questions[currentIndex(actor.getSnapshot().context)]?.id
  return { actor, clock, currentId }
}

describe('loading', () => {
  it('loads the definition through the provided actor, then shows the intro', async () => {
    const requested: string[] = []
    const machine = createTestMachine().provide({
      actors: {
        loadDefinition: fromPromise<TestDefinition, LoadInput>(async ({ input }) => {
          requested.push(input.routeSlug)
          return phq9
        }),
      },
    })
    const actor = createActor(machine, { input: { routeSlug: 'depression' } }).start()
    expect(actor.getSnapshot().value).toBe('fetching')
    await waitFor(actor, (snapshot) => snapshot.matches('intro'))
    expect(requested).toEqual(['depression'])
    expect(actor.getSnapshot().context.answers).toHaveLength(10)
  })

  it('fails with the loader\'s message when the definition cannot be loaded', async () => {
    const machine = createTestMachine().provide({
      actors: {
        loadDefinition: fromPromise<TestDefinition, LoadInput>(async () => {
          throw new Error('Invalid test type')
        }),
      },
    })
    const actor = createActor(machine, { input: { routeSlug: 'no-such-test' } }).start()
    await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actor.getSnapshot().context.loadError).toBe('Invalid test type')
  })

  it('goes straight to the intro when the definition travels with the page', () => {
    const { actor } = start(phq9)
    expect(actor.getSnapshot().value).toBe('intro')
  })

  it('closes from the intro', () => {
    const { actor } = start(phq9)
    actor.send({ type: 'test.close' })
    expect(actor.getSnapshot().status).toBe('done')
  })
})

describe('answering', () => {
  it('keeps Next disabled until the current question is answered', () => {
    const { actor, currentId } = start(phq9)
    actor.send({ type: 'test.begin' })
    expect(actor.getSnapshot().can({ type: 'question.next' })).toBe(false)
    actor.send({ type: 'question.next' })
    expect(currentId()).toBe('phq-1')
    actor.send({ type: 'answer.selected', option: 2 })
    expect(actor.getSnapshot().can({ type: 'question.next' })).toBe(true)
    actor.send({ type: 'question.next' })
    expect(currentId()).toBe('phq-2')
  })

  it('does not allow Previous on the first question', () => {
    const { actor } = start(phq9)
    actor.send({ type: 'test.begin' })
    expect(actor.getSnapshot().can({ type: 'question.back' })).toBe(false)
  })

  it('ignores an option that does not exist', () => {
    const { actor } = start(phq9)
    actor.send({ type: 'test.begin' })
    actor.send({ type: 'answer.selected', option: 9 })
    expect(actor.getSnapshot().context.answers[0]).toBeNull()
  })

  it('jumps to an option\'s target question 0.5 s after it is chosen, not before', () => {
    const { actor, clock, currentId } = start(audit)
    actor.send({ type: 'test.begin' })
    actor.send({ type: 'answer.selected', option: 0 }) // "Never" jumps to question 9
    clock.increment(JUMP_DELAY_MS - 1)
    expect(currentId()).toBe('audit-1')
    clock.increment(1)
    expect(currentId()).toBe('audit-9')
  })

  it('cancels the jump when the person picks an option without a jump in time', () => {
    const { actor, clock, currentId } = start(audit)
    actor.send({ type: 'test.begin' })
    actor.send({ type: 'answer.selected', option: 0 })
    clock.increment(200)
    actor.send({ type: 'answer.selected', option: 2 })
    clock.increment(1000)
    expect(currentId()).toBe('audit-1')
    actor.send({ type: 'question.next' })
    expect(currentId()).toBe('audit-2')
  })

  it('follows a question-level jump (AUDIT: questions 2 and 3 both 0 go to question 9)', () => {
    const { actor, currentId } = start(audit)
    actor.send({ type: 'test.begin' })
    for (const option of [1, 0, 0]) {
      actor.send({ type: 'answer.selected', option })
      actor.send({ type: 'question.next' })
    }
    expect(currentId()).toBe('audit-9')
  })

  it('returns along the path actually taken, and sends null for questions skipped', async () => {
    const { actor, clock, currentId } = start(audit)
    actor.send({ type: 'test.begin' })
    actor.send({ type: 'answer.selected', option: 1 })
    actor.send({ type: 'question.next' })
    actor.send({ type: 'answer.selected', option: 3 })
    actor.send({ type: 'question.back' })
    actor.send({ type: 'answer.selected', option: 0 }) // now "Never": jump to 9
    clock.increment(JUMP_DELAY_MS)
    expect(currentId()).toBe('audit-9')
    actor.send({ type: 'question.back' })
    expect(currentId()).toBe('audit-1')
    actor.send({ type: 'question.next' })
    expect(currentId()).toBe('audit-9')
    const context = actor.getSnapshot().context
    expect(context.answers[1]).toBe(3) // remembered in case the person goes that way again
    expect(submission(context).slice(1, 8)).toEqual([null, null, null, null, null, null, null])
  })

  it('skips the minutes question when 0 days are entered (IPAQ)', () => {
    const { actor, currentId } = start(ipaq)
    actor.send({ type: 'test.begin' })
    actor.send({ type: 'answer.entered', value: '0' })
    actor.send({ type: 'question.next' })
    expect(currentId()).toBe('ipaq-3')
    actor.send({ type: 'answer.entered', value: '2' })
    actor.send({ type: 'question.next' })
    expect(currentId()).toBe('ipaq-4')
  })

  it('refuses numbers outside the question\'s bounds with a message naming them', () => {
    const { actor } = start(ipaq)
    actor.send({ type: 'test.begin' })
    actor.send({ type: 'answer.entered', value: '8' })
    expect(actor.getSnapshot().context.inputError).toBe('Enter a number from 0 to 7 days.')
    expect(actor.getSnapshot().can({ type: 'question.next' })).toBe(false)
    actor.send({ type: 'answer.entered', value: '2.5' })
    expect(actor.getSnapshot().context.inputError).toBe('Enter a whole number, using digits only.')
    actor.send({ type: 'answer.entered', value: '7' })
    expect(actor.getSnapshot().context.inputError).toBeNull()
    expect(actor.getSnapshot().context.answers[0]).toBe(7)
  })
})

describe('multi-select', () => {
  const checklist = checklistDefinition(phq9)

  it('toggles options on and off, and an exclusive option clears the others', () => {
    const { actor } = start(checklist)
    actor.send({ type: 'test.begin' })
    const answer = () => actor.getSnapshot().context.answers[0]
    actor.send({ type: 'answer.toggled', option: 1 })
    actor.send({ type: 'answer.toggled', option: 0 })
    expect(answer()).toEqual([0, 1])
    actor.send({ type: 'answer.toggled', option: 1 })
    expect(answer()).toEqual([0])
    actor.send({ type: 'answer.toggled', option: 2 })
    expect(answer()).toEqual([2])
    actor.send({ type: 'answer.toggled', option: 0 })
    expect(answer()).toEqual([0])
    actor.send({ type: 'answer.toggled', option: 0 })
    expect(answer()).toBeNull()
    expect(actor.getSnapshot().can({ type: 'test.submit' })).toBe(false)
  })

  it('a picked option means what the question type says, whichever event names it: a multi-select toggles', () => {
    const { actor } = start(checklist)
    actor.send({ type: 'test.begin' })
    actor.send({ type: 'answer.selected', option: 1 })
    actor.send({ type: 'answer.selected', option: 0 })
    expect(actor.getSnapshot().context.answers[0]).toEqual([0, 1])
  })
})

describe('submitting', () => {
  function answerAll(actor: ReturnType<typeof start>['actor']) {
    actor.send({ type: 'test.begin' })
    for (let index = 0; index < 10; index += 1) {
      actor.send({ type: 'answer.selected', option: 1 })
      if (index < 9) actor.send({ type: 'question.next' })
    }
  }

  it('offers submit only on the last question, then shows the result', async () => {
    const { actor } = start(phq9)
    answerAll(actor)
    expect(isOnLastQuestion(actor.getSnapshot().context)).toBe(true)
    actor.send({ type: 'test.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('result'))
    expect(actor.getSnapshot().context.result).toMatchObject({ grade: 'Mild depression', totalScore: 9 })
  })

  it('is busy while submitting and sends one answer per question', async () => {
    let received: SubmitInput | undefined
    let finish: (result: AssessmentResult) => void = () => {}
    const { actor } = start(phq9, (input) => {
      received = input
      return new Promise((resolve) => (finish = resolve))
    })
    answerAll(actor)
    actor.send({ type: 'test.submit' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(received?.answers).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    finish(interpret(phq9, received!.answers))
    await waitFor(actor, (snapshot) => snapshot.matches('result'))
  })

  it('returns to the last question without a result when the submit fails', async () => {
    const { actor, currentId } = start(phq9, async () => {
      throw new Error('network down')
    })
    answerAll(actor)
    actor.send({ type: 'test.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('questionnaire'))
    const { context } = actor.getSnapshot()
    expect(context.submitFailed).toBe(true)
    expect(context.result).toBeNull()
    expect(currentId()).toBe('phq-10')
    expect(context.answers).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
  })

  it('starts again with empty answers when the test is retaken', async () => {
    const { actor, currentId } = start(phq9)
    answerAll(actor)
    actor.send({ type: 'test.submit' })
    await waitFor(actor, (snapshot) => snapshot.matches('result'))
    actor.send({ type: 'test.retake' })
    expect(actor.getSnapshot().value).toBe('intro')
    expect(actor.getSnapshot().context.answers.every((answer) => answer === null)).toBe(true)
    actor.send({ type: 'test.begin' })
    expect(currentId()).toBe('phq-1')
  })
})

describe('a test begun before the machine started (the early steps of a test page, decision 117)', () => {
  const begun = (progress: { answers: (number | null)[]; path: number[] }, definition = phq9) =>
    createActor(createTestMachine(), { input: { definition, progress } }).start()

  it('starts on the last question of the path given, with its answers, and goes on and back from there', () => {
    const answers = phq9.questions.map((_, index) => (index < 3 ? 2 : null))
    const actor = begun({ answers, path: [0, 1, 2] })
    expect(actor.getSnapshot().matches({ questionnaire: 'answering' })).toBe(true)
    expect(currentIndex(actor.getSnapshot().context)).toBe(2)
    actor.send({ type: 'question.next' })
    expect(currentIndex(actor.getSnapshot().context)).toBe(3)
    actor.send({ type: 'question.back' })
    actor.send({ type: 'question.back' })
    expect(currentIndex(actor.getSnapshot().context)).toBe(1)
    expect(actor.getSnapshot().context.answers.slice(0, 3)).toEqual([2, 2, 2])
  })

  it('starts at the intro when the progress does not fit: a question skipped, a path the answers do not lead along, another test', () => {
    const none = phq9.questions.map(() => null)
    expect(begun({ answers: none, path: [0, 1] }).getSnapshot().matches('intro')).toBe(true)
    expect(begun({ answers: phq9.questions.map(() => 0), path: [0, 2] }).getSnapshot().matches('intro')).toBe(true)
    // AUDIT's "Never" on question 1 jumps to question 9: a path through question 2 does not fit.
    expect(begun({ answers: audit.questions.map(() => 0), path: [0, 1] }, audit).getSnapshot().matches('intro')).toBe(true)
    expect(begun({ answers: [0], path: [0] }).getSnapshot().context.answers).toEqual(none)
  })
})
