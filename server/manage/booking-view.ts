/**
 * What the manage page shows of a booking (schemas/manage-booking.schema.json): what, when, how,
 * paid or not, and what changing it would mean now (the rule of engine/bookings/booking-changes.ts).
 * Never the person's contact details or notes; of a shared result, only which test, when and its band.
 */
import type { Kysely } from 'kysely'
import { isChangeableAt, refundOnCancel } from '#engine/index.ts'
import type { ManageBooking } from '#schemas/generated/manage-booking.ts'
import type { Tables } from '../db/tables.ts'
import { shortReference } from '../mail/booking-lines.ts'
import { sessionColumns, sessionStartOf } from './manage-links.ts'
import { sharedResultsOf } from './shared-results.ts'

export async function manageBookingView(db: Kysely<Tables>, serviceId: string, now: Date, message: string): Promise<ManageBooking | undefined> {
  const row = await db
    .selectFrom('services')
    .select(['id', 'service_type', 'practitioner', 'mode_of_consultation', 'description', 'amount_kes', 'is_paid', 'cancelled_at']).select(sessionColumns)
    .where('id', '=', serviceId)
    .executeTakeFirst()
  if (!row) return undefined
  const refund = await db.selectFrom('refunds').select(['amount_kes', 'status']).where('service_id', '=', serviceId).executeTakeFirst()
  const shared = (await sharedResultsOf(db, serviceId)).flatMap((share) => (share.content ? [{ id: share.id, testCode: share.testCode, title: share.content.title, takenOn: share.content.takenOn, grade: share.content.grade }] : []))
  const start = sessionStartOf(row)
  const cancelled = row.cancelled_at !== null
  return {
    message,
    reference: shortReference(row.id),
    serviceType: row.service_type,
    practitioner: row.practitioner,
    modeOfConsultation: row.mode_of_consultation,
    packageName: row.service_type === 'Wellness' ? row.description : null,
    date: row.appointment_date ?? row.wellness_date,
    time: row.appointment_time ?? row.wellness_time,
    amountKes: row.amount_kes,
    paid: row.is_paid,
    cancelled,
    changeable: !cancelled && start !== undefined && isChangeableAt(start, now),
    refundIfCancelledKes: cancelled || !row.is_paid ? 0 : refundOnCancel(row.amount_kes, start, now).amountKes,
    refund: refund ? { amountKes: refund.amount_kes, status: refund.status } : null,
    sharedResults: shared,
  }
}
