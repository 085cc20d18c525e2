/**
 * The feedback panel (SPEC.md section 4): the drawer open or closed, and the survey editing,
 * submitting or thanking. The floating button toggles the drawer; opening or closing clears the
 * thank-you. An OK answer clears every answer; a failed one keeps them and shows nothing.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { SurveyRequest } from '#schemas/generated/survey-request.ts'
import { emptyAnswers, postSurvey, toSurveyRequest, type Answers, type TextField } from './survey.ts'

export type FeedbackEvent =
  | { type: 'toggle' }
  | { type: 'close' }
  | { type: 'rate'; stars: number }
  | { type: 'answer'; field: TextField; value: string }
  | { type: 'submit' }

export const feedbackMachine = setup({
  types: { context: {} as { answers: Answers }, events: {} as FeedbackEvent },
  actors: { submitSurvey: fromPromise<boolean, SurveyRequest>(({ input }) => postSurvey(input)) },
}).createMachine({
  id: 'feedback',
  type: 'parallel',
  context: { answers: emptyAnswers },
  states: {
    drawer: {
      initial: 'closed',
      states: {
        closed: { on: { toggle: 'open' } },
        open: { on: { toggle: 'closed', close: 'closed' } },
      },
    },
    survey: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            // Choosing the star already chosen clears the rating.
            rate: {
              actions: assign({
                answers: ({ context, event }) => ({ ...context.answers, experience: event.stars === context.answers.experience ? 0 : event.stars }),
              }),
            },
            answer: {
              actions: assign({ answers: ({ context, event }) => ({ ...context.answers, [event.field]: event.value }) as Answers }),
            },
            submit: 'submitting',
          },
        },
        submitting: {
          invoke: {
            src: 'submitSurvey',
            input: ({ context }) => toSurveyRequest(context.answers),
            onDone: [
              { guard: ({ event }) => event.output, target: 'thanks', actions: assign({ answers: emptyAnswers }) },
              { target: 'editing' },
            ],
            onError: 'editing',
          },
        },
        thanks: { on: { toggle: 'editing', close: 'editing' } },
      },
    },
  },
})
