/**
 * The one way a page loads its data (issue 19 item 8):
 * loading, then ready with the data, or a problem with a sentence and whether trying again can
 * help; `load.retry` loads again. A page that cannot even ask (a link without its booking id)
 * starts in the problem. The load itself is an actor the page provides (`usePageLoad`), so tests
 * and stories replace it with `.provide()`.
 */
import { assign, fromPromise, setup } from 'xstate'

export type LoadProblem = { message: string; retryable: boolean }

/** A failure the page words itself; `retryable: false` hides Try again (a missing or unknown booking). */
export class PageLoadError extends Error {
  constructor(
    message: string,
    readonly retryable = true,
  ) {
    super(message)
  }
}

type Context = { data: unknown; problem: LoadProblem | undefined; fallbackMessage: string }

export type PageLoadInput = { unavailable?: LoadProblem | undefined; fallbackMessage: string }

const problemOf = (error: unknown, fallbackMessage: string): LoadProblem =>
  error instanceof PageLoadError ? { message: error.message, retryable: error.retryable } : { message: fallbackMessage, retryable: true }

export const pageLoadMachine = setup({
  types: { context: {} as Context, input: {} as PageLoadInput, events: {} as { type: 'load.retry' } },
  actors: { load: fromPromise<unknown>(async () => Promise.reject(new Error('No load provided'))) },
  guards: {
    isUnavailable: ({ context }) => context.problem !== undefined,
    isRetryable: ({ context }) => context.problem?.retryable === true,
  },
}).createMachine({
  id: 'pageLoad',
  context: ({ input }) => ({ data: undefined, problem: input.unavailable, fallbackMessage: input.fallbackMessage }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isUnavailable', target: 'problem' }, { target: 'loading' }] },
    loading: {
      entry: assign({ problem: undefined }),
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'problem', actions: assign({ problem: ({ context, event }) => problemOf(event.error, context.fallbackMessage) }) },
      },
    },
    ready: {},
    problem: { on: { 'load.retry': { guard: 'isRetryable', target: 'loading' } } },
  },
})
