/**
 * What a booking is for, in words: stored in English on the booking (`services.description`, which
 * staff read), and shown to the visitor in their language by the checkout page and the receipt
 * (GET /api/appointments/get_service_data/, GET /api/payments/receipt/), through the server's
 * catalogue (issue 20). A wellness package's description is its name, which is not translated here.
 */
import type { MessageDescriptor } from '@lingui/core'
import type { AppointmentBooking } from '#schemas/generated/booking-appointment.ts'
import type { Locale } from '#schemas/locales.ts'
import { i18nFor } from '../i18n/index.ts'

type Descriptor = MessageDescriptor & { message: string }

const consultations: Record<AppointmentBooking['practitioner'], Descriptor> = {
  Doctor: /*i18n*/ { id: 'booking.description.doctor', message: 'Virtual consultation with a Doctor' },
  Nutritionist: /*i18n*/ { id: 'booking.description.nutritionist', message: 'Virtual consultation with a Nutritionist' },
  Psychologist: /*i18n*/ { id: 'booking.description.psychologist', message: 'Virtual consultation with a Psychologist' },
}

const waitList: Descriptor = /*i18n*/ { id: 'booking.description.vitalcare', message: 'VitalCare360 wait-list' }

/** The English description stored with a consultation. */
export function consultationDescription(practitioner: AppointmentBooking['practitioner']): string {
  return consultations[practitioner].message
}

/** The English description stored with a VitalCare360 wait-list place. */
export const vitalCareDescription = waitList.message

const byEnglish = new Map([...Object.values(consultations), waitList].map((descriptor) => [descriptor.message, descriptor]))

/** A stored description in the visitor's language (a package's name, or any other text, as it is). */
export function describedIn(description: string, locale: Locale): string {
  const descriptor = byEnglish.get(description)
  return descriptor ? i18nFor(locale)._(descriptor) : description
}
