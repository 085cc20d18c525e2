/**
 * A booking form's values and its submit: checks the required fields first (a toast
 * '{label} is required.', focus on that field, nothing sent) and the form's own check, then hands the booking to
 * bookingSubmitMachine with the form's Idempotency-Key. On success: a toast with the server's
 * message and /checkout/{service_id} (no personal data in the address); on failure: a toast, the
 * named field marked, every value kept. Nothing is written to browser storage.
 */
import { useMachine } from '@xstate/react'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from 'react-toastify/unstyled'
import { fromPromise } from 'xstate'
import { createBookingSender, type BookingOutcome } from './booking-api.ts'
import { normaliseKenyanPhone } from '#engine/booking.ts'
import { bookingToastOptions, fieldInputId, firstMissingField, requiredMessage, type BookingFormDefinition, type FieldValue } from './booking-form-rules.ts'
import { bookingSubmitMachine } from './booking-submit-machine.ts'
import { createIdempotencyKeys } from './idempotency-keys.ts'
import { phoneNumberProblemMessage } from './slot-messages.ts'

/** The field the page points at, and why. */
export type InvalidField = { name: string; message: string }

export type BookingForm<Values> = {
  values: Values
  set<Name extends keyof Values>(name: Name, value: Values[Name]): void
  submit(): void
  submitting: boolean
  invalid: InvalidField | undefined
}

function focusField(name: string): void {
  document.getElementById(fieldInputId(name))?.focus()
}

/** A typed phone number that is not a Kenyan mobile number: the server's own rule and words (engine/bookings/kenyan-phone.ts). */
function phoneProblem(values: Record<string, FieldValue>): InvalidField | undefined {
  const phone = values['phone_number']
  if (typeof phone !== 'string' || phone.trim() === '' || normaliseKenyanPhone(phone)) return undefined
  return { name: 'phone_number', message: phoneNumberProblemMessage() }
}

/** The first problem in the form's order: a missing required field, a phone number the server would refuse, or what `check` finds. */
function firstProblem<Values extends Record<string, FieldValue>>(form: BookingFormDefinition<Values>, values: Values, check: ((values: Values) => InvalidField | undefined) | undefined): InvalidField | undefined {
  const missing = firstMissingField(form.requiredFields, values)
  const order = (name: string) => {
    const index = form.requiredFields.findIndex((field) => field.name === name)
    return index < 0 ? form.requiredFields.length : index
  }
  const problems = [missing && { name: missing.name, message: requiredMessage(missing.field) }, phoneProblem(values), check?.(values)].filter((problem): problem is InvalidField => problem !== undefined)
  return problems.sort((a, b) => order(a.name) - order(b.name))[0]
}

/**
 * `check`, when given, finds a problem the form can see before sending (a closed day, a time not
 * offered); it is shown like a missing field when it comes first in the form, and nothing is sent.
 */
export function useBookingForm<Values extends Record<string, FieldValue>>(
  form: BookingFormDefinition<Values>,
  initialValues: Values,
  check?: (values: Values) => InvalidField | undefined,
): BookingForm<Values> {
  const [values, setValues] = useState(initialValues)
  const [invalid, setInvalid] = useState<InvalidField>()
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  const [keys] = useState(() => createIdempotencyKeys())

  const [machine] = useState(() => {
    const sendBooking = createBookingSender()
    return bookingSubmitMachine.provide({
      actors: { sendBooking: fromPromise(({ input }) => sendBooking(input)) },
      actions: {
        announceBooked: (_, booked: Extract<BookingOutcome, { kind: 'booked' }>) => {
          toast.success(booked.message, bookingToastOptions)
          if (booked.serviceId) navigateRef.current(`/checkout/${booked.serviceId}`)
          else console.info('Booking saved without a service id; no checkout to open.')
        },
        announceRefused: (_, refused: Extract<BookingOutcome, { kind: 'refused' }>) => {
          toast.error(refused.message, bookingToastOptions)
          if (refused.field && document.getElementById(fieldInputId(refused.field))) {
            setInvalid({ name: refused.field, message: refused.message })
            focusField(refused.field)
          }
        },
      },
    })
  })
  const [snapshot, send] = useMachine(machine)

  return {
    values,
    set(name, value) {
      setValues((previous) => ({ ...previous, [name]: value }))
      setInvalid((current) => (current?.name === name ? undefined : current))
    },
    submit() {
      if (!snapshot.matches('editing')) return
      const problem = firstProblem(form, values, check)
      if (problem) {
        setInvalid(problem)
        // One toast per problem: pressing Submit again does not stack the same one, and a new problem on the same field gets its own.
        toast.error(problem.message, { ...bookingToastOptions, toastId: `booking-problem-${problem.name}-${problem.message}` })
        focusField(problem.name)
        return
      }
      setInvalid(undefined)
      send({
        type: 'booking.submit',
        submission: {
          call: form.call,
          body: form.toBody(values),
          idempotencyKey: keys.keyFor(values),
          insuranceCard: form.insuranceCard?.(values),
        },
      })
    },
    submitting: snapshot.matches('submitting') || snapshot.matches('booked'),
    invalid,
  }
}
