/**
 * Everything held about a person (decision 086; schemas/data-export.schema.json): their bookings
 * with every field, the notes they added, the file they uploaded and the screenings they finished;
 * the payments with their attempts and refunds; the results they shared; the mails and SMS written
 * to them about those bookings; and every consent with its notice version and moment. Read through
 * the encrypting database, so values come decrypted; the staff audit log is not included (it names
 * staff actions, not the person's data, and holds no personal field values).
 */
import { sql, type Kysely } from 'kysely'
import type { DataExport } from '#schemas/generated/data-export.ts'
import type { Tables } from '../db/tables.ts'
import { shortReference } from '../mail/booking-lines.ts'
import { sessionColumns } from '../manage/manage-links.ts'
import type { Person } from './person.ts'

const iso = (value: Date | string | null | undefined): string | null => (value === null || value === undefined ? null : new Date(value).toISOString())
const isoOf = (value: Date | string): string => new Date(value).toISOString()

/** Shared results (migration 150), read only where that table exists. */
export async function sharedResultRows(db: Kysely<Tables>, serviceIds: readonly string[]) {
  const exists = await sql<{ found: string | null }>`select to_regclass('shared_results')::text as found`.execute(db)
  if (!exists.rows[0]?.found || serviceIds.length === 0) return []
  const rows = await sql<{ service_id: string; test_code: string; content: string | null; consent_version: string; consented_at: Date; withdrawn_at: Date | null }>`
    select service_id, test_code, content, consent_version, consented_at, withdrawn_at from shared_results
    where service_id in (${sql.join(serviceIds)}) order by created_at`.execute(db)
  return rows.rows
}

function parsedContent(content: string | null): Record<string, unknown> | null {
  if (content === null) return null
  try {
    const parsed: unknown = JSON.parse(content)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { shared: parsed }
  } catch {
    return { shared: content }
  }
}

export async function exportPerson(db: Kysely<Tables>, person: Person, openedWith: string, howFound: string, now: Date): Promise<DataExport> {
  const ids = person.serviceIds
  const services = await db
    .selectFrom('services')
    .select(['id', 'service_type', 'created_at', 'language', 'first_name', 'last_name', 'email', 'phone_number', 'practitioner', 'mode_of_consultation', 'package', 'description', 'collection_preference', 'location', 'latitude', 'longitude', 'sex', 'patient_notes', 'attachment_id', 'amount_kes', 'payment_mode', 'is_paid', 'paid_at', 'cancelled_at', 'rescheduled_at', 'consent_version', 'consent_given_at'])
    .select(sessionColumns).where('id', 'in', ids).orderBy('created_at').execute()
  const notes = await db.selectFrom('booking_notes').select(['service_id', 'note', 'risk_flagged', 'created_at']).where('service_id', 'in', ids).orderBy('created_at').execute()
  const screenings = await db.selectFrom('screening_completions').select(['service_id', 'route_slug', 'completed_at']).where('service_id', 'in', ids).orderBy('completed_at').execute()
  const attachmentIds = services.map((row) => row.attachment_id).filter((id): id is string => id !== null)
  const uploads = attachmentIds.length === 0 ? [] : await db.selectFrom('uploads').select(['id', 'content_type', 'size_bytes', 'bytes']).where('id', 'in', attachmentIds).execute()
  const orders = await db.selectFrom('payment_orders').select(['id', 'service_id', 'provider', 'amount_kes', 'currency', 'status', 'created_at']).where('service_id', 'in', ids).orderBy('created_at').execute()
  const orderIds = orders.map((order) => order.id)
  const attempts = orderIds.length === 0 ? [] : await db.selectFrom('payment_attempts').select(['order_id', 'merchant_reference', 'status', 'payment_method', 'confirmation_code', 'created_at']).where('order_id', 'in', orderIds).orderBy('attempt').execute()
  const refunds = await db.selectFrom('refunds').select(['service_id', 'amount_kes', 'status', 'created_at']).where('service_id', 'in', ids).execute()
  const mails = await db.selectFrom('outbox').select(['service_id', 'kind', 'subject', 'body', 'created_at', 'sent_at']).where('service_id', 'in', ids).orderBy('created_at').execute()
  const texts = await db.selectFrom('sms_outbox').select(['service_id', 'kind', 'body', 'created_at', 'sent_at', 'delivery_status']).where('service_id', 'in', ids).orderBy('created_at').execute()
  const shared = await sharedResultRows(db, ids)
  const reference = (serviceId: string | null) => (serviceId ? shortReference(serviceId) : '')

  return {
    generatedAt: now.toISOString(),
    openedWith,
    howFound,
    bookings: services.map((row) => {
      const upload = uploads.find((file) => file.id === row.attachment_id)
      return {
        reference: shortReference(row.id),
        id: row.id,
        serviceType: row.service_type,
        madeAt: isoOf(row.created_at),
        language: row.language,
        contact: { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone_number },
        practitioner: row.practitioner,
        modeOfConsultation: row.mode_of_consultation,
        package: row.package ?? (row.service_type === 'Appointment' ? null : row.description),
        date: row.appointment_date ?? row.wellness_date,
        time: row.appointment_time ?? row.wellness_time,
        collectionPreference: row.collection_preference,
        location: row.location,
        coordinates: row.latitude !== null && row.longitude !== null ? `${row.latitude}, ${row.longitude}` : null,
        sex: row.sex,
        notesAtBooking: row.patient_notes,
        notesAdded: notes.filter((note) => note.service_id === row.id).map((note) => ({ note: note.note, addedAt: isoOf(note.created_at), flaggedForCrisis: note.risk_flagged })),
        attachment: upload ? { contentType: upload.content_type, sizeBytes: upload.size_bytes, base64: Buffer.from(upload.bytes).toString('base64') } : null,
        screeningsCompleted: screenings.filter((done) => done.service_id === row.id).map((done) => ({ test: done.route_slug, completedAt: isoOf(done.completed_at) })),
        amountKes: row.amount_kes,
        paymentMode: row.payment_mode,
        paid: row.is_paid,
        paidAt: iso(row.paid_at),
        cancelledAt: iso(row.cancelled_at),
        rescheduledAt: iso(row.rescheduled_at),
      }
    }),
    payments: orders.map((order) => ({
      bookingReference: reference(order.service_id),
      provider: order.provider,
      amountKes: order.amount_kes,
      currency: order.currency,
      status: order.status,
      createdAt: isoOf(order.created_at),
      attempts: attempts.filter((attempt) => attempt.order_id === order.id).map((attempt) => ({ merchantReference: attempt.merchant_reference, status: attempt.status, paymentMethod: attempt.payment_method, confirmationCode: attempt.confirmation_code, at: isoOf(attempt.created_at) })),
      refunds: refunds.filter((refund) => refund.service_id === order.service_id).map((refund) => ({ amountKes: refund.amount_kes, status: refund.status, askedAt: isoOf(refund.created_at) })),
    })),
    sharedResults: shared.map((row) => ({ bookingReference: reference(row.service_id), testCode: row.test_code, content: parsedContent(row.content), consentVersion: row.consent_version, consentedAt: isoOf(row.consented_at), withdrawnAt: iso(row.withdrawn_at) })),
    mails: mails.map((mail) => ({ bookingReference: reference(mail.service_id), kind: mail.kind, subject: mail.subject, body: mail.body, writtenAt: isoOf(mail.created_at), sentAt: iso(mail.sent_at) })),
    sms: texts.map((text) => ({ bookingReference: reference(text.service_id), kind: text.kind, text: text.body, writtenAt: isoOf(text.created_at), sentAt: iso(text.sent_at), deliveryStatus: text.delivery_status })),
    consents: [
      ...services.map((row) => ({ about: 'booking', bookingReference: shortReference(row.id), version: row.consent_version, givenAt: isoOf(row.consent_given_at) })),
      ...shared.map((row) => ({ about: 'shared-result', bookingReference: reference(row.service_id), version: row.consent_version, givenAt: isoOf(row.consented_at) })),
    ],
  }
}
