/**
 * Sending a booking (SPEC.md section 4, Booking form): editing, then submitting (Submit disabled
 * with a spinner; a second submit is ignored), then booked, on to /checkout/{service_id}. A refusal
 * or failure returns to editing with every value kept. The call is the `sendBooking` actor and the
 * announcements are named actions, both provided by the page (and by tests).
 */
import { i18n } from '@lingui/core'
import { fromPromise, setup } from 'xstate'
import { unexpectedErrorMessage, type BookingOutcome, type BookingSubmission } from './booking-api.ts'

export type BookingSubmitEvent = { type: 'booking.submit'; submission: BookingSubmission }

type Booked = Extract<BookingOutcome, { kind: 'booked' }>
type Refused = Extract<BookingOutcome, { kind: 'refused' }>

export const bookingSubmitMachine = setup({
  types: { events: {} as BookingSubmitEvent },
  actors: {
    sendBooking: fromPromise<BookingOutcome, BookingSubmission>(() => Promise.reject(new Error('sendBooking is provided by the page'))),
  },
  actions: {
    /** Toast the server's message; go to the checkout when there is a service id. */
    announceBooked: (_, _booked: Booked) => {},
    /** Toast the refusal and point at the field it names. */
    announceRefused: (_, _refused: Refused) => {},
  },
  guards: {
    isBookedWithCheckout: (_, outcome: BookingOutcome) => outcome.kind === 'booked' && outcome.serviceId !== undefined,
    isBooked: (_, outcome: BookingOutcome) => outcome.kind === 'booked',
  },
}).createMachine({
  id: 'bookingSubmit',
  initial: 'editing',
  states: {
    editing: { on: { 'booking.submit': 'submitting' } },
    submitting: {
      invoke: {
        src: 'sendBooking',
        input: ({ event }) => (event as BookingSubmitEvent).submission,
        onDone: [
          { guard: { type: 'isBookedWithCheckout', params: ({ event }) => event.output }, target: 'booked', actions: { type: 'announceBooked', params: ({ event }) => event.output as Booked } },
          // SPEC.md section 8: a success without a service_id is only logged; the person stays.
          { guard: { type: 'isBooked', params: ({ event }) => event.output }, target: 'editing', actions: { type: 'announceBooked', params: ({ event }) => event.output as Booked } },
          { target: 'editing', actions: { type: 'announceRefused', params: ({ event }) => event.output as Refused } },
        ],
        onError: { target: 'editing', actions: { type: 'announceRefused', params: () => ({ kind: 'refused', message: i18n._(unexpectedErrorMessage), field: undefined, problems: [{ field: undefined, message: i18n._(unexpectedErrorMessage) }] }) } },
      },
    },
    booked: { type: 'final' },
  },
})
