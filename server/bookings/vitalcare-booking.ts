/** A place on the VitalCare360 wait-list: free, so the amount is 0 and nothing is paid. */
import type { VitalCareBooking } from '#schemas/generated/booking-vitalcare.ts'
import { consentColumns, personColumns, Problems, type PreparedBooking } from './booking-fields.ts'
import { answerMessage } from '../i18n/answer-messages.ts'
import { vitalCareDescription } from './service-descriptions.ts'

export const vitalCareJoinedMessage = answerMessage(/*i18n*/ { id: 'booking.wait-list-joined', message: 'You have joined the VitalCare360 wait-list. Our team will be in touch soon.' })
export { vitalCareDescription }

export function prepareVitalCare(body: VitalCareBooking, now: Date): PreparedBooking {
  const problems = new Problems()
  const person = personColumns(body, problems)
  const consent = consentColumns(body.consent, now, problems)
  problems.throwIfAny()
  return {
    message: vitalCareJoinedMessage,
    row: { service_type: 'VitalCare', ...person, description: vitalCareDescription, amount_kes: 0, ...consent },
  }
}
