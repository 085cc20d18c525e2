/** A virtual consultation: priced from the practitioner's service in tests-catalog/services.json. */
import type { AppointmentBooking } from '#schemas/generated/booking-appointment.ts'
import { truncateCoordinate, type ConsultationHours } from '#engine/index.ts'
import { consultationDescription, consultationPrice } from './booking-prices.ts'
import { checkBookingSlot, consentColumns, optionalText, personColumns, Problems, type PreparedBooking } from './booking-fields.ts'
import { answerMessage } from '../i18n/answer-messages.ts'

export const appointmentBookedMessage = answerMessage(/*i18n*/ { id: 'api.appointment-booked', message: 'Your appointment is booked. Continue to checkout to pay.' })

export function prepareAppointment(body: AppointmentBooking, hours: ConsultationHours, now: Date): PreparedBooking {
  const problems = new Problems()
  const person = personColumns(body, problems)
  const slot = {
    date: { path: '/appointment_date', label: 'Appointment date', value: body.appointment_date },
    time: { path: '/appointment_time', label: 'Appointment time', value: body.appointment_time },
  }
  checkBookingSlot(slot, hours, now, problems)
  const consent = consentColumns(body.consent, now, problems)
  problems.throwIfAny()
  return {
    message: appointmentBookedMessage,
    row: {
      service_type: 'Appointment',
      ...person,
      practitioner: body.practitioner,
      mode_of_consultation: body.mode_of_consultation,
      payment_mode: body.payment_mode,
      patient_notes: optionalText(body.patient_notes),
      appointment_date: body.appointment_date,
      appointment_time: body.appointment_time,
      latitude: truncateCoordinate(body.latitude),
      longitude: truncateCoordinate(body.longitude),
      description: consultationDescription(body.practitioner),
      amount_kes: consultationPrice(body.practitioner),
      ...consent,
    },
  }
}
