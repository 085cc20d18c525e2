/**
 * A virtual consultation: priced from the practitioner's service in tests-catalog/services.json.
 * Inside the creating transaction its time is locked and checked again (decision 102): a time that
 * no practitioner can take any more (two visitors racing for the last one) is refused with 409 on
 * appointment_time and nothing is written. Results the visitor chose to share go with it.
 */
import type { FastifyRequest } from 'fastify'
import type { AppointmentBooking } from '#schemas/generated/booking-appointment.ts'
import { truncateCoordinate, type ConsultationHours } from '#engine/index.ts'
import { consultationDescription, consultationPrice } from './booking-prices.ts'
import { checkBookingSlot, consentColumns, optionalText, personColumns, Problems, type PreparedBooking } from './booking-fields.ts'
import { attachShares, sharesOfBooking } from './booking-shares.ts'
import { answerMessage } from '../i18n/answer-messages.ts'
import { isTimeFree, lockSlot } from '../operations/slot-availability.ts'

export const appointmentBookedMessage = answerMessage(/*i18n*/ { id: 'api.appointment-booked', message: 'Your appointment is booked. Continue to checkout to pay.' })

export const appointmentTimeTakenMessage = answerMessage(
  /*i18n*/ { id: 'api.appointment-time-taken', message: 'This time has just been taken: no practitioner is free then any more. Choose another time; nothing was booked.' },
)

export async function prepareAppointment(body: AppointmentBooking, hours: ConsultationHours, now: Date, request?: Pick<FastifyRequest, 'ip' | 'headers'>): Promise<PreparedBooking> {
  const problems = new Problems()
  const person = personColumns(body, problems)
  const slot = {
    date: { path: '/appointment_date', label: 'Appointment date', value: body.appointment_date },
    time: { path: '/appointment_time', label: 'Appointment time', value: body.appointment_time },
  }
  checkBookingSlot(slot, hours, now, problems)
  const consent = consentColumns(body.consent, now, problems)
  const shares = await sharesOfBooking(body.shared_results ?? [], now, problems)
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
    async refusal(trx) {
      await lockSlot(trx, body.appointment_date, body.appointment_time)
      if (await isTimeFree(trx, body.appointment_date, body.appointment_time, now)) return undefined
      return { statusCode: 409, message: appointmentTimeTakenMessage, errors: [{ path: '/appointment_time', message: appointmentTimeTakenMessage }] }
    },
    attach: shares.length === 0 ? undefined : (trx, serviceId) => attachShares(trx, serviceId, shares, now, request),
  }
}
