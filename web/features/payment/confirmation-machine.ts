/**
 * The confirmation page's states: ask the server to verify the payment (it asks the provider),
 * then paid, failed (declined or cancelled), reversed, or pending, which checks again every few
 * seconds for about a minute and then waits for 'Check again'. The status call is an actor,
 * replaced in tests with `.provide()`; the delay and the number of checks come in as input.
 */
import { assign, fromPromise, not, setup } from 'xstate'
import type { PaymentStatus } from '#schemas/generated/payment-status.ts'
import { fetchPaymentStatus, PaymentError, type PaymentLink } from './payment-api.ts'

type Input = { payment: PaymentLink | undefined; delayMs?: number; maxChecks?: number }
type Context = {
  payment: PaymentLink | undefined
  delayMs: number
  maxChecks: number
  checks: number
  status?: PaymentStatus
}

export const confirmationMachine = setup({
  types: {
    context: {} as Context,
    input: {} as Input,
    events: {} as { type: 'status.recheck' },
  },
  actors: {
    checkStatus: fromPromise<PaymentStatus, { payment: PaymentLink }>(({ input }) => fetchPaymentStatus(input.payment)),
  },
  guards: {
    hasReference: ({ context }) => context.payment !== undefined,
    mayCheckAgain: ({ context }) => context.checks < context.maxChecks,
  },
  delays: { recheckDelay: ({ context }) => context.delayMs },
}).createMachine({
  id: 'confirmation',
  context: ({ input }) => ({
    payment: input.payment,
    delayMs: input.delayMs ?? 3_000,
    maxChecks: input.maxChecks ?? 20,
    checks: 0,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasReference', target: 'checking' }, { target: 'notFound' }],
    },
    checking: {
      entry: assign({ checks: ({ context }) => context.checks + 1 }),
      invoke: {
        src: 'checkStatus',
        input: ({ context }) => ({ payment: context.payment! }),
        onDone: [
          {
            guard: ({ event }) => event.output.payment_status === 'paid',
            target: 'paid',
            actions: assign({ status: ({ event }) => event.output }),
          },
          {
            guard: ({ event }) => event.output.payment_status === 'reversed',
            target: 'reversed',
            actions: assign({ status: ({ event }) => event.output }),
          },
          {
            guard: ({ event }) => event.output.payment_status !== 'pending',
            target: 'failed',
            actions: assign({ status: ({ event }) => event.output }),
          },
          {
            target: 'pending',
            actions: assign({ status: ({ event }) => event.output }),
          },
        ],
        onError: [
          {
            guard: ({ event }) => event.error instanceof PaymentError && event.error.kind === 'not-found',
            target: 'notFound',
          },
          { target: 'unreachable' },
        ],
      },
    },
    pending: {
      initial: 'waiting',
      on: {
        'status.recheck': {
          target: 'checking',
          actions: assign({ checks: 0 }),
        },
      },
      states: {
        waiting: {
          always: { guard: not('mayCheckAgain'), target: 'stopped' },
          after: { recheckDelay: '#confirmation.checking' },
        },
        stopped: {},
      },
    },
    unreachable: {
      on: {
        'status.recheck': {
          target: 'checking',
          actions: assign({ checks: 0 }),
        },
      },
    },
    paid: { type: 'final' },
    failed: { type: 'final' },
    reversed: { type: 'final' },
    notFound: { type: 'final' },
  },
})
