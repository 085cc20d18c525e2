/**
 * The checkout page's states (SPEC.md section 4, Payment): loading the booking, then the summary
 * (or already paid, a free wait-list place, or one of the red errors); Pay Now is busy while the
 * server asks the provider, then either hands over the provider's page or returns to the summary
 * with a message. The calls are actors, replaced in tests with `.provide()`.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { assign, fromPromise, setup } from 'xstate'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { fetchFailedMessage, fetchServiceData, missingServiceIdMessage, paymentNotStartedMessage, startPayment, type PaymentStart } from './checkout-api.ts'

type Context = {
  serviceId: string
  service?: ServiceData
  error?: string
  payError?: string
  redirectUrl?: string
}

const messageOf = (error: unknown, fallback: MessageDescriptor) => (error instanceof Error && error.message ? error.message : i18n._(fallback))

export const checkoutMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { serviceId: string },
    events: {} as { type: 'payment.start' },
  },
  actors: {
    loadService: fromPromise<ServiceData, { serviceId: string }>(({ input }) => fetchServiceData(input.serviceId)),
    startPayment: fromPromise<PaymentStart, { serviceId: string }>(({ input }) => startPayment(input.serviceId)),
  },
  guards: {
    hasServiceId: ({ context }) => context.serviceId.trim() !== '',
    isFree: ({ context }) => context.service?.service_type === 'VitalCare',
    isPaid: ({ context }) => context.service?.is_paid === true,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ serviceId: input.serviceId }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasServiceId', target: 'loading' },
        {
          target: 'failed',
          actions: assign({ error: () => i18n._(missingServiceIdMessage) }),
        },
      ],
    },
    loading: {
      invoke: {
        src: 'loadService',
        input: ({ context }) => ({ serviceId: context.serviceId }),
        onDone: {
          target: 'loaded',
          actions: assign({ service: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => messageOf(event.error, fetchFailedMessage),
          }),
        },
      },
    },
    loaded: {
      always: [{ guard: 'isFree', target: 'free' }, { guard: 'isPaid', target: 'alreadyPaid' }, { target: 'ready' }],
    },
    ready: {
      on: {
        'payment.start': {
          target: 'paying',
          actions: assign({ payError: undefined }),
        },
      },
    },
    paying: {
      invoke: {
        src: 'startPayment',
        input: ({ context }) => ({ serviceId: context.serviceId }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'already-paid',
            target: 'alreadyPaid',
          },
          {
            target: 'redirecting',
            actions: assign({
              redirectUrl: ({ event }) => (event.output.kind === 'redirect' ? event.output.redirectUrl : undefined),
            }),
          },
        ],
        onError: {
          target: 'ready',
          actions: assign({
            payError: ({ event }) => messageOf(event.error, paymentNotStartedMessage),
          }),
        },
      },
    },
    redirecting: { type: 'final' },
    alreadyPaid: { type: 'final' },
    free: { type: 'final' },
    failed: { type: 'final' },
  },
})
