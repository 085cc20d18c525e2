/**
 * The test flow as an XState v5 machine (SPEC.md section 4, Question flow and Test flow): loading,
 * intro, one question at a time, timed jumps, Previous along the path taken, submit, and failure
 * back to the last question. Loading and submitting are actors the caller provides with
 * `.provide({ actors })`; the machine itself does no I/O and reads no clock.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { answerProblem, chooseOption, optionJump, parseEntry } from './answers.ts'
import { answersOnPath, END_OF_TEST, nextQuestionIndex } from './paths.ts'
import { progressFits, type ResumePoint } from './test-resume.ts'

/** SPEC.md section 9: a jump to a target question happens 0.5 s after the option is chosen. */
export const JUMP_DELAY_MS = 500

/**
 * `resume`: once the definition is known, ask the `findResumePoint` actor where to pick the test up (test-resume.ts).
 * `progress`: start at once on the last question of its path with its answers, when it fits the
 * given definition (a test begun in the page before the app ran); otherwise it is ignored.
 */
export type TestMachineInput = { definition?: TestDefinition; routeSlug?: string; resume?: boolean; progress?: { answers: Answer[]; path: number[] } }
export type LoadInput = { routeSlug: string }
export type ResumeInput = { routeSlug: string; definition: TestDefinition }
export type SubmitInput = { definition: TestDefinition; answers: Answer[] }

export type TestMachineContext = {
  routeSlug: string
  definition: TestDefinition | null
  answers: Answer[]
  /** Indices of the questions asked, in order; the last one is on screen. */
  path: number[]
  inputError: string | null
  result: AssessmentResult | null
  submitFailed: boolean
  loadError: string | null
  /** Whether the test may be picked up where it was left (the app's input). */
  resume?: boolean
  /** Whether the test began before the machine started (the input's progress fitted): it starts in the questions. */
  begun?: boolean
}

export type TestMachineEvent =
  | { type: 'test.begin' }
  | { type: 'test.close' }
  | { type: 'test.retake' }
  | { type: 'answer.selected'; option: number }
  | { type: 'answer.toggled'; option: number }
  | { type: 'answer.entered'; value: string | number }
  | { type: 'question.next' }
  | { type: 'question.back' }
  | { type: 'test.submit' }

function emptyAnswers(definition: TestDefinition | null): Answer[] {
  return definition ? definition.questions.map(() => null) : []
}

export function currentIndex(context: TestMachineContext): number {
  return context.path[context.path.length - 1] ?? 0
}

/** The answers to send: one per question, null for every question not on the path taken. */
export function submission(context: TestMachineContext): Answer[] {
  return answersOnPath(context.answers, context.path, context.definition?.questions.length ?? 0)
}

/** Where Next would lead from the current question, given the answers so far. */
export function upcomingIndex(context: TestMachineContext): number {
  if (!context.definition) return END_OF_TEST
  return nextQuestionIndex(context.definition, currentIndex(context), submission(context))
}

export function isCurrentAnswered(context: TestMachineContext): boolean {
  const question = context.definition?.questions[currentIndex(context)]
  return question !== undefined && answerProblem(question, context.answers[currentIndex(context)] ?? null) === null
}

export function isOnLastQuestion(context: TestMachineContext): boolean {
  return upcomingIndex(context) === END_OF_TEST
}

function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`The test machine's "${name}" actor was not provided`)
  }
}

export function createTestMachine(definition?: TestDefinition) {
  return setup({
    types: {
      context: {} as TestMachineContext,
      events: {} as TestMachineEvent,
      input: {} as TestMachineInput | undefined,
    },
    actors: {
      loadDefinition: fromPromise<TestDefinition, LoadInput>(notProvided('loadDefinition')),
      submitAnswers: fromPromise<AssessmentResult, SubmitInput>(notProvided('submitAnswers')),
      findResumePoint: fromPromise<ResumePoint, ResumeInput>(async () => null),
    },
    delays: { jumpDelay: JUMP_DELAY_MS },
    guards: {
      hasDefinition: ({ context }) => context.definition !== null,
      wantsResume: ({ context }) => context.resume === true,
      hasBegun: ({ context }) => context.begun === true,
      isKeptResult: ({ context }, point: ResumePoint) => point !== null && 'result' in point && point.testCode === context.definition?.testCode,
      isFittingProgress: ({ context }, point: ResumePoint) => point !== null && 'progress' in point && context.definition !== null && progressFits(context.definition, point.progress),
      canGoNext: ({ context }) => isCurrentAnswered(context) && !isOnLastQuestion(context),
      canGoBack: ({ context }) => context.path.length > 1,
      canSubmit: ({ context }) => isCurrentAnswered(context) && isOnLastQuestion(context),
      isJumpOption: ({ context }, params: { option: number }) => {
        const question = context.definition?.questions[currentIndex(context)]
        return question !== undefined && optionJump(question, params.option) !== undefined
      },
    },
    actions: {
      // Picking an option (selected or toggled) means what the question's type says it means.
      recordChoice: assign(({ context }, params: { option: number }) => {
        const index = currentIndex(context)
        const question = context.definition?.questions[index]
        if (!question) return {}
        return { answers: replaceAt(context.answers, index, chooseOption(question, context.answers[index] ?? null, params.option)), inputError: null }
      }),
      recordEntry: assign(({ context }, params: { value: string | number }) => {
        const question = context.definition?.questions[currentIndex(context)]
        if (!question) return {}
        const { answer, error } = parseEntry(question, params.value)
        return { answers: replaceAt(context.answers, currentIndex(context), answer), inputError: error }
      }),
      goForward: assign(({ context }) => {
        const next = upcomingIndex(context)
        return next === END_OF_TEST ? {} : { path: [...context.path, next], inputError: null }
      }),
      goBack: assign(({ context }) => ({ path: context.path.slice(0, -1), inputError: null })),
      storeDefinition: assign((_, params: { definition: TestDefinition }) => ({
        definition: params.definition,
        answers: emptyAnswers(params.definition),
        path: [0],
      })),
      restart: assign(({ context }) => ({
        answers: emptyAnswers(context.definition),
        path: [0],
        inputError: null,
        result: null,
        submitFailed: false,
      })),
    },
  }).createMachine({
    id: 'test',
    context: ({ input }) => {
      const preloaded = input?.definition ?? definition ?? null
      const progress = input?.progress
      const begun = preloaded !== null && progress !== undefined && progressFits(preloaded, { testCode: preloaded.testCode, ...progress })
      return {
        routeSlug: input?.routeSlug ?? preloaded?.routeSlug ?? '',
        definition: preloaded,
        answers: begun ? [...progress.answers] : emptyAnswers(preloaded),
        path: begun ? [...progress.path] : [0],
        inputError: null,
        result: null,
        submitFailed: false,
        loadError: null,
        resume: input?.resume === true,
        begun,
      }
    },
    initial: 'loading',
    states: {
      loading: {
        always: [{ guard: 'hasDefinition', target: 'ready' }, { target: 'fetching' }],
      },
      ready: {
        always: [{ guard: 'hasBegun', target: 'questionnaire' }, { guard: 'wantsResume', target: 'resuming' }, { target: 'intro' }],
      },
      resuming: {
        invoke: {
          src: 'findResumePoint',
          input: ({ context }) => ({ routeSlug: context.routeSlug, definition: context.definition! }),
          onDone: [
            {
              guard: { type: 'isKeptResult', params: ({ event }) => event.output },
              target: 'result',
              actions: assign({ result: ({ event }) => (event.output as { result: AssessmentResult }).result }),
            },
            {
              guard: { type: 'isFittingProgress', params: ({ event }) => event.output },
              target: 'questionnaire',
              actions: assign(({ event }) => {
                const { answers, path } = (event.output as { progress: { answers: Answer[]; path: number[] } }).progress
                return { answers, path }
              }),
            },
            { target: 'intro' },
          ],
          onError: { target: 'intro' },
        },
      },
      fetching: {
        invoke: {
          src: 'loadDefinition',
          input: ({ context }) => ({ routeSlug: context.routeSlug }),
          onDone: {
            target: 'ready',
            actions: { type: 'storeDefinition', params: ({ event }) => ({ definition: event.output }) },
          },
          onError: {
            target: 'failed',
            actions: assign({ loadError: ({ event }) => (event.error instanceof Error ? event.error.message : 'Failed to load test data') }),
          },
        },
      },
      failed: {},
      intro: {
        on: {
          'test.begin': { target: 'questionnaire' },
          'test.close': { target: 'closed' },
        },
      },
      closed: { type: 'final' },
      questionnaire: {
        initial: 'answering',
        on: {
          'answer.toggled': { actions: { type: 'recordChoice', params: ({ event }) => ({ option: event.option }) } },
          'answer.entered': { actions: { type: 'recordEntry', params: ({ event }) => ({ value: event.value }) } },
          'question.next': { guard: 'canGoNext', target: '.answering', actions: 'goForward' },
          'question.back': { guard: 'canGoBack', target: '.answering', actions: 'goBack' },
          'test.submit': { guard: 'canSubmit', target: 'submitting' },
          'answer.selected': [
            {
              guard: { type: 'isJumpOption', params: ({ event }) => ({ option: event.option }) },
              target: '.jumping',
              reenter: true,
              actions: { type: 'recordChoice', params: ({ event }) => ({ option: event.option }) },
            },
            { target: '.answering', actions: { type: 'recordChoice', params: ({ event }) => ({ option: event.option }) } },
          ],
        },
        states: {
          answering: {},
          jumping: {
            after: { jumpDelay: { guard: 'canGoNext', target: 'answering', actions: 'goForward' } },
          },
        },
      },
      submitting: {
        entry: assign({ submitFailed: false, result: null }),
        invoke: {
          src: 'submitAnswers',
          input: ({ context }) => ({ definition: context.definition!, answers: submission(context) }),
          onDone: { target: 'result', actions: assign({ result: ({ event }) => event.output }) },
          onError: { target: 'questionnaire', actions: assign({ submitFailed: true, result: null }) },
        },
      },
      result: {
        on: { 'test.retake': { target: 'intro', actions: 'restart' } },
      },
    },
  })
}

export type TestMachine = ReturnType<typeof createTestMachine>

function replaceAt(answers: Answer[], index: number, answer: Answer): Answer[] {
  const copy = [...answers]
  copy[index] = answer
  return copy
}

/**
 * The machine's state for a test resumed from saved progress: on the question the person was on
 * (the last of the path), with every answer kept. For the renderer's resume after a reload.
 */
export function resumedState(machine: TestMachine, definition: TestDefinition, progress: { answers: Answer[]; path: number[] }) {
  return machine.resolveState({
    value: { questionnaire: 'answering' },
    context: {
      routeSlug: definition.routeSlug,
      definition,
      answers: progress.answers,
      path: progress.path,
      inputError: null,
      result: null,
      submitFailed: false,
      loadError: null,
    },
  })
}
