/**
 * A booking form's values and its submit (the GOV.UK error pattern, decision 074): a submit checks
 * every required field, the phone number and the form's own check at once; when any problem
 * remains, nothing is sent, every problem is listed in the form's error summary (in the form's
 * order) and on its field, and the summary takes focus. A field's problem goes as soon as the field
 * is changed. Otherwise the booking goes to bookingSubmitMachine with the form's Idempotency-Key.
 * On success: a toast with the server's message and /checkout/{service_id} (no personal data in the
 * address); on a refusal: the server's problems in the same summary, on the fields it names, every
 * value kept. Nothing is written to browser storage.
 */
import { useMachine } from '@xstate/react'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from '../../shared/toasts.tsx'
import { fromPromise } from 'xstate'
import { createBookingSender, type BookingOutcome } from './booking-api.ts'
import { normaliseKenyanPhone } from '#engine/booking.ts'
import { bookingToastOptions, fieldInputId, isBlank, requiredMessage, type BookingFormDefinition, type FieldValue } from './booking-form-rules.ts'
import { bookingSubmitMachine } from './booking-submit-machine.ts'
import { createIdempotencyKeys } from './idempotency-keys.ts'
import { phoneNumberProblemMessage } from './slot-messages.ts'

/** A field the page points at, and why. A problem the server did not tie to a field of the form has the name ''. */
export type InvalidField = { name: string; message: string }

/** Every problem the form shows now, in the form's order. */
export type FieldProblems = readonly InvalidField[]

/** What a plain form post sent (no JavaScript, issue 21): the fields as typed and the server's problems with them. */
export type PostedBooking = { values: Readonly<Record<string, string>>; problems: FieldProblems }

/**
 * A form the server draws for a browser without JavaScript (issue 21): where it posts (the page's
 * own address), and what the last post sent with the server's problems.
 */
export type NoScriptForm = { action: string; posted?: PostedBooking | undefined }

/** The posted text of a field, '' when it was not sent. */
export const postedText = (posted: PostedBooking | undefined, name: string): string => posted?.values[name] ?? ''

export function problemOf(problems: FieldProblems, name: string): InvalidField | undefined {
  return problems.find((problem) => problem.name === name)
}

export type BookingForm<Values> = {
  values: Values
  set<Name extends keyof Values>(name: Name, value: Values[Name]): void
  submit(): void
  submitting: boolean
  invalid: FieldProblems
  /** Changes each time the error summary must take focus. */
  summaryFocus: number
}

/** A typed phone number that is not a Kenyan mobile number: the server's own rule and words (engine/bookings/kenyan-phone.ts). */
function phoneProblem(values: Record<string, FieldValue>): InvalidField | undefined {
  const phone = values['phone_number']
  if (typeof phone !== 'string' || phone.trim() === '' || normaliseKenyanPhone(phone)) return undefined
  return { name: 'phone_number', message: phoneNumberProblemMessage() }
}

/** Every problem in the form's order, one per field: each missing required field, a phone number the server would refuse, and what `check` finds. */
export function formProblems<Values extends Record<string, FieldValue>>(form: BookingFormDefinition<Values>, values: Values, check: ((values: Values) => InvalidField | undefined) | undefined): InvalidField[] {
  const missing = form.requiredFields
    .filter((field) => (field.isAsked?.(values) ?? true) && isBlank(values[field.name]))
    .map((field) => ({ name: field.name, message: requiredMessage(field.field) }))
  const order = (name: string) => {
    const index = form.requiredFields.findIndex((field) => field.name === name)
    return index < 0 ? form.requiredFields.length : index
  }
  const others = [phoneProblem(values), check?.(values)].filter((problem): problem is InvalidField => problem !== undefined && !missing.some((known) => known.name === problem.name))
  return [...missing, ...others].sort((a, b) => order(a.name) - order(b.name))
}

/**
 * `initialProblems`: see below. `check`, when given, finds a problem the form can see before sending (a closed day, a time not
 * offered); it is listed with the missing fields, and nothing is sent.
 */
export function useBookingForm<Values extends Record<string, FieldValue>>(
  form: BookingFormDefinition<Values>,
  initialValues: Values,
  check?: (values: Values) => InvalidField | undefined,
  /** Problems to show from the start: the server's, on a form it drew after a plain form post (no JavaScript, issue 21). */
  initialProblems: FieldProblems = [],
): BookingForm<Values> {
  const [values, setValues] = useState(initialValues)
  const [invalid, setInvalid] = useState<FieldProblems>(initialProblems)
  const [summaryFocus, setSummaryFocus] = useState(0)
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
          const onForm = (field: string | undefined): field is string => field !== undefined && document.getElementById(fieldInputId(field)) !== null
          setInvalid(refused.problems.map((problem) => ({ name: onForm(problem.field) ? problem.field : '', message: problem.message })))
          setSummaryFocus((count) => count + 1)
        },
      },
    })
  })
  const [snapshot, send] = useMachine(machine)

  return {
    values,
    set(name, value) {
      setValues((previous) => ({ ...previous, [name]: value }))
      setInvalid((current) => (current.some((problem) => problem.name === name) ? current.filter((problem) => problem.name !== name) : current))
    },
    submit() {
      if (!snapshot.matches('editing')) return
      const problems = formProblems(form, values, check)
      setInvalid(problems)
      if (problems.length > 0) {
        setSummaryFocus((count) => count + 1)
        return
      }
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
    summaryFocus,
  }
}
