/**
 * The two messages a booking sends, written to the outbox in the booking's own transaction: a
 * confirmation to the person (only when they gave an email) and a notice to the operations
 * address. The texts are in mail/templates.ts; this file only says what they say about the row.
 * The notice carries no name, phone, email, location or notes: staff look the booking up by its
 * reference, so personal data does not travel through mailboxes. When the notes go through the
 * crisis net (the assistant's, server/chat/free-text-risk.ts) and it answers a crisis or a
 * check-in, the notice is marked urgent (issue 17 item 6), still without the notes. The person's
 * confirmation is in the language they booked in (the row's `language`); the notice is English.
 */
import { needsCrisisCard } from '../chat/free-text-risk.ts'
import type { Config } from '../config.ts'
import { localeOrDefault } from '../i18n/index.ts'
import type { OutgoingMail } from '../mail/outbox.ts'
import { bookingConfirmationMail, bookingOperationsNoticeMail, type BookingMailDetails } from '../mail/templates.ts'
import type { ServiceRow } from './booking-fields.ts'

export function bookingMails(row: ServiceRow, serviceId: string, config: Config): OutgoingMail[] {
  const booking = bookingMailDetails(row, serviceId)
  const mails: OutgoingMail[] = [bookingOperationsNoticeMail(config.mail.operationsEmail, booking)]
  if (row.email) mails.unshift(bookingConfirmationMail(row.email, booking, { publicBaseUrl: config.publicBaseUrl, siteContacts: config.siteContacts }, localeOrDefault(row.language)))
  // Tied to the booking (160), so they are exported and erased with it (server/data-rights/).
  return mails.map((mail) => ({ ...mail, serviceId }))
}

/** What the mails may say about the booking: never its contact details, location or notes. */
function bookingMailDetails(row: ServiceRow, serviceId: string): BookingMailDetails {
  return {
    serviceId,
    serviceType: row.service_type,
    firstName: row.first_name,
    practitioner: row.practitioner,
    modeOfConsultation: row.mode_of_consultation,
    packageName: row.service_type === 'Wellness' ? row.description : null,
    date: row.appointment_date ?? row.wellness_date,
    time: row.appointment_time ?? row.wellness_time,
    amountKes: row.amount_kes,
    paymentMode: row.payment_mode,
    cashPaymentOption: row.cash_payment_option,
    collectionPreference: row.collection_preference,
    urgent: needsCrisisCard([row.patient_notes]),
    language: row.language ?? null,
  }
}
