/**
 * The virtual-consultation form (productID=appointment; SPEC.md sections 3 and 5): practitioner
 * with each one's price, voice or video call, pay now or later, date and time (inside the
 * consultation hours, today to 180 days ahead in Kenya), phone, optional email and notes, consent. No location is asked: the consultation is
 * virtual.
 */
import type { AppointmentBooking } from '#schemas/generated/booking-appointment.ts'
import { consultationPrice, formatKes, practitioners, type Practitioner } from './booking-catalogue.ts'
import { consentGiven, consentLabel } from './booking-consent.ts'
import { ChoiceField, ConsentField, SubmitBar, TextField } from './booking-fields.tsx'
import { optionalText, type BookingFormDefinition } from './booking-form-rules.ts'
import { BookingSlotFields, slotProblem } from './booking-slot-fields.tsx'
import { ContactFields, emptyPerson, NameFields, personLabels, type PersonValues } from './person-fields.tsx'
import { useBookingForm } from './use-booking-form.ts'
import { useConsultationHours } from './use-consultation-hours.ts'

export type AppointmentValues = PersonValues & {
  practitioner: Practitioner | ''
  mode_of_consultation: AppointmentBooking['mode_of_consultation'] | ''
  payment_mode: AppointmentBooking['payment_mode'] | ''
  appointment_date: string
  appointment_time: string
  patient_notes: string
  consent: boolean
}

export const appointmentLabels = {
  practitioner: 'Practitioner',
  mode_of_consultation: 'Mode of consultation',
  payment_mode: 'Payment mode',
  appointment_date: 'Appointment date',
  appointment_time: 'Appointment time',
  patient_notes: 'Notes for the practitioner (optional)',
} as const

export const appointmentForm: BookingFormDefinition<AppointmentValues> = {
  call: 'bookAppointment',
  requiredFields: [
    { name: 'first_name', label: personLabels.first_name },
    { name: 'last_name', label: personLabels.last_name },
    { name: 'practitioner', label: appointmentLabels.practitioner },
    { name: 'mode_of_consultation', label: appointmentLabels.mode_of_consultation },
    { name: 'payment_mode', label: appointmentLabels.payment_mode },
    { name: 'appointment_date', label: appointmentLabels.appointment_date },
    { name: 'appointment_time', label: appointmentLabels.appointment_time },
    { name: 'phone_number', label: personLabels.phone_number },
    { name: 'consent', label: consentLabel },
  ],
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
    }
  },
}

const slotNames = { date: 'appointment_date', time: 'appointment_time' }
const slotLabels = { date: appointmentLabels.appointment_date, time: appointmentLabels.appointment_time }

const emptyAppointment: AppointmentValues = {
  ...emptyPerson,
  practitioner: '',
  mode_of_consultation: '',
  payment_mode: '',
  appointment_date: '',
  appointment_time: '',
  patient_notes: '',
  consent: false,
}

function practitionerChoice(practitioner: Practitioner) {
  const price = consultationPrice(practitioner)
  return { value: practitioner, label: price === undefined ? practitioner : `${practitioner}: ${formatKes(price)} a session` }
}

export function AppointmentForm() {
  const hours = useConsultationHours()
  const { values, set, submit, submitting, invalid } = useBookingForm(appointmentForm, emptyAppointment, (current) =>
    slotProblem(hours, slotNames, slotLabels, current.appointment_date, current.appointment_time),
  )
  const field = { invalid }
  return (
    <form
      className="booking-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <NameFields values={values} set={set} invalid={invalid} />
      <ChoiceField name="practitioner" legend={appointmentLabels.practitioner} choices={practitioners.map(practitionerChoice)} value={values.practitioner} onChange={(value) => set('practitioner', value)} {...field} />
      <ChoiceField
        name="mode_of_consultation"
        legend={appointmentLabels.mode_of_consultation}
        choices={[
          { value: 'Voice call', label: 'Voice call' },
          { value: 'Video call', label: 'Video call' },
        ]}
        value={values.mode_of_consultation}
        onChange={(value) => set('mode_of_consultation', value)}
        {...field}
      />
      <ChoiceField
        name="payment_mode"
        legend={appointmentLabels.payment_mode}
        choices={[
          { value: 'payNow', label: 'Pay now' },
          { value: 'payLater', label: 'Pay later' },
        ]}
        value={values.payment_mode}
        onChange={(value) => set('payment_mode', value)}
        {...field}
      />
      <BookingSlotFields
        hours={hours}
        names={slotNames}
        labels={slotLabels}
        date={values.appointment_date}
        time={values.appointment_time}
        onDate={(value) => set('appointment_date', value)}
        onTime={(value) => set('appointment_time', value)}
        invalid={invalid}
      />
      <ContactFields values={values} set={set} invalid={invalid} />
      <TextField name="patient_notes" label={appointmentLabels.patient_notes} hint="Anything you would like the practitioner to know beforehand." multiline maxLength={2000} value={values.patient_notes} onChange={(value) => set('patient_notes', value)} {...field} />
      <ConsentField label={consentLabel} checked={values.consent} onChange={(checked) => set('consent', checked)} invalid={invalid} />
      <SubmitBar submitting={submitting} />
    </form>
  )
}
