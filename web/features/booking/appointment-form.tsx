/**
 * The virtual-consultation form (productID=appointment; SPEC.md sections 3 and 5): practitioner
 * with each one's price, voice or video call, pay now or later, date and time (inside the
 * consultation hours, today to 180 days ahead in Kenya), phone, optional email and notes, consent. No location is asked: the consultation is
 * virtual.
 */
import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import type { AppointmentBooking } from '#schemas/generated/booking-appointment.ts'
import appointmentSchema from '#schemas/booking-appointment.schema.json'
import { formatKes } from '../../shared/format-kes.ts'
import { activeLocale } from '../../shared/i18n.ts'
import { consultationPrice, type Practitioner } from './booking-catalogue.ts'
import { consentGiven } from './booking-consent.ts'
import { ChoiceField, ConsentField, SubmitBar, TextField } from './booking-fields.tsx'
import { optionalText, requiredFieldsOf, type BookingFormDefinition } from './booking-form-rules.ts'
import { BookingSlotFields, slotProblem } from './booking-slot-fields.tsx'
import { ContactFields, emptyPerson, NameFields, personFieldsOf, type PersonValues } from './person-fields.tsx'
import { fieldTitle, optionText } from './field-texts.ts'
import { choicesOf, schemaFields, shownLabel } from './schema-fields.ts'
import { useCrisisCardFor } from '../../shared/free-text-risk.ts'
import { BookingErrorSummary } from './booking-error-summary.tsx'
import { BookingShareResults, sharedResultsBody } from './booking-share-results.tsx'
import { formProblems, postedText, useBookingForm, type FieldProblems, type NoScriptForm, type PostedBooking } from './use-booking-form.ts'
import { useConsultationHours } from './use-consultation-hours.ts'
import { useSlotAvailability } from '../../shared/use-slot-availability.ts'

export type AppointmentValues = PersonValues & {
  practitioner: Practitioner | ''
  mode_of_consultation: AppointmentBooking['mode_of_consultation'] | ''
  payment_mode: AppointmentBooking['payment_mode'] | ''
  appointment_date: string
  appointment_time: string
  patient_notes: string
  consent: boolean
  /** The results of this visit the visitor ticked to share, by test code (booking-share-results.tsx). */
  shared_results: string
}

/** The form's fields in the order it shows them; labels, required fields and options come from the schema. */
const fieldOrder = [
  'first_name',
  'last_name',
  'practitioner',
  'mode_of_consultation',
  'payment_mode',
  'appointment_date',
  'appointment_time',
  'phone_number',
  'email',
  'patient_notes',
  'consent',
] as const satisfies readonly (keyof AppointmentValues)[]

const fields = schemaFields(appointmentSchema, fieldOrder)
const personFields = personFieldsOf(appointmentSchema)

export const appointmentForm: BookingFormDefinition<AppointmentValues> = {
  call: 'bookAppointment',
  requiredFields: requiredFieldsOf<AppointmentValues>(appointmentSchema, fieldOrder),
  toBody(values): AppointmentBooking {
    return {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      practitioner: values.practitioner as Practitioner,
      mode_of_consultation: values.mode_of_consultation as AppointmentBooking['mode_of_consultation'],
      payment_mode: values.payment_mode as AppointmentBooking['payment_mode'],
      appointment_date: values.appointment_date,
      appointment_time: values.appointment_time,
      phone_number: values.phone_number.trim(),
      ...(optionalText(values.email) && { email: optionalText(values.email) }),
      ...(optionalText(values.patient_notes) && { patient_notes: optionalText(values.patient_notes) }),
      consent: consentGiven(),
      language: activeLocale(),
      ...sharedResultsBody(values.shared_results),
    }
  },
}

const slotNames = { date: 'appointment_date', time: 'appointment_time' }

const emptyAppointment: AppointmentValues = {
  ...emptyPerson,
  practitioner: '',
  mode_of_consultation: '',
  payment_mode: '',
  appointment_date: '',
  appointment_time: '',
  patient_notes: '',
  consent: false,
  shared_results: '',
}

function practitionerChoice(practitioner: Practitioner) {
  const name = optionText(fields.practitioner, practitioner)
  const price = consultationPrice(practitioner)
  if (price === undefined) return { value: practitioner, label: name }
  const amount = formatKes(price)
  return { value: practitioner, label: t({ message: `${name}: ${amount} a session`, comment: 'Booking form: a practitioner with the price of one consultation' }) }
}

export type { PostedBooking }

/** The posted fields as the form's values: text as typed, the consent box ticked when sent. */
function postedValues(posted: PostedBooking | undefined): AppointmentValues {
  if (!posted) return emptyAppointment
  return {
    ...emptyAppointment,
    ...Object.fromEntries(fieldOrder.filter((name) => name !== 'consent').map((name) => [name, postedText(posted, name)])),
    consent: posted.values['consent'] !== undefined,
  }
}

/**
 * A plain form post of this form (no JavaScript, issue 21), judged as a submit with scripts is:
 * every problem the form would list (the time is typed, so the server checks it against the hours),
 * or the body it would send. Runs on the server, in the page's language (web/no-script-render.tsx).
 */
export function appointmentSubmission(fieldsPosted: Readonly<Record<string, string>>): { problems: FieldProblems } | { body: AppointmentBooking } {
  const values = postedValues({ values: fieldsPosted, problems: [] })
  const slotLabels = { date: fieldTitle(fields.appointment_date), time: fieldTitle(fields.appointment_time) }
  const problems = formProblems(appointmentForm, values, (current) => slotProblem({ status: 'failed' }, slotNames, slotLabels, current.appointment_date, current.appointment_time))
  return problems.length > 0 ? { problems } : { body: appointmentForm.toBody(values) as AppointmentBooking }
}

/**
 * `crisisCard`: shown under the notes when they call for it (the crisis net, issue 17). `noScript`:
 * the form as the server draws it for a browser without scripts: where it posts (the page's own
 * address), and the values and the server's problems of the last post.
 */
export function AppointmentForm({ crisisCard, noScript }: { crisisCard?: ReactNode; noScript?: NoScriptForm | undefined } = {}) {
  const posted = noScript?.posted
  const loadedHours = useConsultationHours()
  // Drawn on the server for a browser without scripts: the time is typed, and the server checks it.
  const hours: typeof loadedHours = noScript ? { status: 'failed' } : loadedHours
  const slotLabels = { date: fieldTitle(fields.appointment_date), time: fieldTitle(fields.appointment_time) }
  const { values, set, submit, submitting, invalid, summaryFocus } = useBookingForm(
    appointmentForm,
    postedValues(posted),
    (current) => slotProblem(hours, slotNames, slotLabels, current.appointment_date, current.appointment_time, full),
    posted?.problems,
  )
  // Times no practitioner can take any more are not offered (decision 080), asked again with each
  // error summary: a time taken while the visitor filled the form goes from the list (decision 102).
  const full = useSlotAvailability(values.appointment_date, hours.status === 'ready', summaryFocus)
  const showCrisisCard = useCrisisCardFor([values.patient_notes]) && crisisCard !== undefined
  const field = { invalid }
  return (
    <form
      className="booking-form"
      noValidate
      method="post"
      action={noScript?.action}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <BookingErrorSummary problems={invalid} focusKey={summaryFocus} />
      <NameFields fields={personFields} values={values} set={set} invalid={invalid} />
      <ChoiceField name="practitioner" legend={shownLabel(fields.practitioner)} choices={fields.practitioner.options.map((option) => practitionerChoice(option as Practitioner))} value={values.practitioner} onChange={(value) => set('practitioner', value)} {...field} />
      <ChoiceField
        name="mode_of_consultation"
        legend={shownLabel(fields.mode_of_consultation)}
        choices={choicesOf<AppointmentBooking['mode_of_consultation']>(fields.mode_of_consultation)}
        value={values.mode_of_consultation}
        onChange={(value) => set('mode_of_consultation', value)}
        {...field}
      />
      <ChoiceField
        name="payment_mode"
        legend={shownLabel(fields.payment_mode)}
        choices={choicesOf<AppointmentBooking['payment_mode']>(fields.payment_mode)}
        value={values.payment_mode}
        onChange={(value) => set('payment_mode', value)}
        {...field}
      />
      <BookingSlotFields
        hours={hours}
        full={full}
        names={slotNames}
        labels={slotLabels}
        date={values.appointment_date}
        time={values.appointment_time}
        onDate={(value) => set('appointment_date', value)}
        onTime={(value) => set('appointment_time', value)}
        invalid={invalid}
      />
      <ContactFields fields={personFields} values={values} set={set} invalid={invalid} />
      <TextField name="patient_notes" label={shownLabel(fields.patient_notes)} hint={t`Anything you would like the practitioner to know beforehand.`} multiline maxLength={2000} value={values.patient_notes} onChange={(value) => set('patient_notes', value)} {...field} />
      {showCrisisCard && <div className="booking-crisis-card">{crisisCard}</div>}
      {!noScript && <BookingShareResults value={values.shared_results} onChange={(value) => set('shared_results', value)} invalid={invalid} />}
      <ConsentField label={fieldTitle(fields.consent)} checked={values.consent} onChange={(checked) => set('consent', checked)} invalid={invalid} />
      <SubmitBar submitting={submitting} />
    </form>
  )
}
