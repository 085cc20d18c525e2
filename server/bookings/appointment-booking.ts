/** A virtual consultation: priced from the practitioner's service in tests-catalog/services.json. */
import type { AppointmentBooking } from '#schemas/generated/booking-appointment.ts'
import { truncateCoordinate } from './coordinates.ts'
import { consultationDescription, consultationPrice } from './booking-prices.ts'
import { checkBookingDate, consentColumns, optionalText, personColumns, Problems, type PreparedBooking } from './booking-fields.ts'

export const appointmentBookedMessage = 'Your appointment is booked. Continue to checkout to pay.'

export function prepareAppointment(body: AppointmentBooking, now: Date): PreparedBooking {
  const problems = new Problems()
  const person = personColumns(body, problems)
  checkBookingDate('/appointment_date', 'Appointment date', body.appointment_date, now, problems)
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
