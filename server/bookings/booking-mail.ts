/**
 * The two messages a booking sends, written to the outbox in the booking's own transaction: a
 * confirmation to the person (only when they gave an email) and a notice to the operations
 * address. The notice carries no name, phone, email, location or notes: staff look the booking up
 * by its reference, so personal data does not travel through mailboxes.
 */
import site from '#catalog/site.json' with { type: 'json' }
import type { Config } from '../config.ts'
import type { OutgoingMail } from '../mail/outbox.ts'
import type { ServiceRow } from './booking-fields.ts'

const brand = site.brand.name

export function bookingMails(row: ServiceRow, serviceId: string, config: Config): OutgoingMail[] {
  const mails: OutgoingMail[] = [operationsNotice(row, serviceId, config)]
  if (row.email) mails.unshift(confirmation(row, row.email, serviceId, config))
  return mails
}

function confirmation(row: ServiceRow, recipient: string, serviceId: string, config: Config): OutgoingMail {
  const opening =
    row.service_type === 'VitalCare'
      ? 'You have joined the VitalCare360 wait-list. Our team will be in touch soon.'
      : `Thank you for booking with ${brand}. Here is what you booked.`
  const checkout = config.publicBaseUrl && row.amount_kes > 0 && row.payment_mode !== 'Insurance'
    ? [`To pay, open ${new URL(`/checkout/${serviceId}`, config.publicBaseUrl).href}`, '']
    : []
  return {
    kind: 'booking-confirmation',
    recipient,
    subject: `Your ${brand} booking: ${row.description ?? row.service_type}`,
    body: [
      `Hello ${row.first_name},`,
      '',
      opening,
      '',
      ...details(row, serviceId),
      '',
      ...checkout,
      'If you did not make this booking, reply to this email and we will remove it.',
      '',
      brand,
    ].join('\n'),
  }
}

function operationsNotice(row: ServiceRow, serviceId: string, config: Config): OutgoingMail {
  return {
    kind: 'booking-notice',
    recipient: config.mail.operationsEmail,
    subject: `New ${row.service_type} booking ${serviceId}`,
    body: [
      `A new ${row.service_type} booking was made.`,
      '',
      ...details(row, serviceId),
      ...(row.payment_mode ? [`Payment: ${row.payment_mode}${row.cash_payment_option ? ` (${row.cash_payment_option})` : ''}`] : []),
      ...(row.collection_preference ? [`Sample collection: ${row.collection_preference}`] : []),
      '',
      'The contact details are in the booking records under this reference.',
    ].join('\n'),
  }
}

function details(row: ServiceRow, serviceId: string): string[] {
  const date = row.appointment_date ?? row.wellness_date
  const time = row.appointment_time ?? row.wellness_time
  return [
    `What: ${row.description ?? row.service_type}`,
    ...(date ? [`When: ${date}${time ? ` at ${time}` : ''} (Kenyan time)`] : []),
    ...(row.amount_kes && row.amount_kes > 0 ? [`Amount: KES ${row.amount_kes}`] : []),
    `Reference: ${serviceId}`,
  ]
}
