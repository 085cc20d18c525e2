/**
 * One step of a test taken without JavaScript (decision 092): the engine's own test machine,
 * resumed where the hidden progress field says the visitor is, is sent the events the app would
 * send for the button pressed and the answer posted (a choice, several, or a typed entry), so
 * branching, skips and answer checks are the machine's. It ends on the next question, the same
 * question with a problem, or the result, scored by the engine's `interpret` exactly as
 * `POST /api/interpret` scores (same definition, same language).
 */
import { createActor, fromPromise, waitFor } from 'xstate'
import { createTestMachine, currentIndex, interpret, isCurrentAnswered, isOnLastQuestion, resumedState, type TestMachineContext, type TestMachineEvent } from '#engine/index.ts'
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import type { NoScriptTestStep } from '#schemas/generated/no-script-test-step.ts'
import type { NoScriptAnswerProblem } from '#schemas/no-script-renderer.ts'
import type { Progress } from './test-progress-field.ts'

export type StepOutcome =
  | { kind: 'question'; progress: Progress; problem?: NoScriptAnswerProblem }
  | { kind: 'result'; result: AssessmentResult }
  /** The post cannot be used: no progress where one is needed, or an option the question does not have. */
  | { kind: 'unusable' }

const machineFor = (definition: TestDefinition) =>
  createTestMachine(definition).provide({
    actors: { submitAnswers: fromPromise<AssessmentResult, { definition: TestDefinition; answers: Answer[] }>(async ({ input }) => interpret(input.definition, input.answers)) },
  })

/** The events that post the answer to the current question, or undefined for an option it does not have. */
function answerEvents(definition: TestDefinition, index: number, posted: readonly string[]): TestMachineEvent[] | undefined {
  const question = definition.questions[index]
  if (!question) return undefined
  if (question.type === 'single-select' || question.type === 'multi-select') {
    const options = posted.map((value) => (/^\d{1,3}$/.test(value) ? Number(value) : -1))
    if (options.some((option) => option < 0 || option >= question.options.length)) return undefined
    if (question.type === 'single-select') return options.length > 1 ? undefined : options.map((option) => ({ type: 'answer.selected', option }))
    return [...new Set(options)].map((option) => ({ type: 'answer.toggled', option }))
  }
  if (posted.length > 1) return undefined
  return posted.length === 1 && posted[0]!.trim() !== '' ? [{ type: 'answer.entered', value: posted[0]! }] : []
}

const question = (context: TestMachineContext, problem?: NoScriptAnswerProblem): StepOutcome => ({ kind: 'question', progress: { answers: context.answers, path: context.path }, ...(problem ? { problem } : {}) })

export async function takeStep(definition: TestDefinition, step: NoScriptTestStep, progress: Progress | undefined): Promise<StepOutcome> {
  if (step.step === 'begin') return { kind: 'question', progress: { answers: definition.questions.map(() => null), path: [0] } }
  if (!progress) return { kind: 'unusable' }
  const machine = machineFor(definition)
  const index = progress.path[progress.path.length - 1]!
  // The posted answer replaces the one held for this question (a choice changed after Previous).
  const answers = step.step === 'back' ? progress.answers : progress.answers.map((answer, at) => (at === index ? null : answer))
  const actor = createActor(machine, { input: { definition }, snapshot: resumedState(machine, definition, { answers, path: progress.path }) }).start()
  try {
    if (step.step === 'back') {
      actor.send({ type: 'question.back' })
      return question(actor.getSnapshot().context)
    }
    const events = answerEvents(definition, index, step.answer ?? [])
    if (!events) return { kind: 'unusable' }
    for (const event of events) actor.send(event)
    const { context } = actor.getSnapshot()
    if (context.inputError) return question(context, { kind: 'entry', inputError: context.inputError })
    if (!isCurrentAnswered(context)) return question(context, { kind: 'unanswered' })
    if (!isOnLastQuestion(context)) {
      actor.send({ type: 'question.next' })
      return question(actor.getSnapshot().context)
    }
    actor.send({ type: 'test.submit' })
    const done = await waitFor(actor, (snapshot) => snapshot.matches('result') || snapshot.context.submitFailed)
    if (!done.context.result) throw new Error(`The answers to ${definition.testCode} at question ${currentIndex(done.context) + 1} could not be scored.`)
    return { kind: 'result', result: done.context.result }
  } finally {
    actor.stop()
  }
}
