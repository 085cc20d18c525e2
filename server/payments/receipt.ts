/**
 * The facts of a completed payment for the printable receipt (/payment/receipt in the web app),
 * found by any merchant reference of the booking's payment with that attempt's tracking id (the
 * reference alone is not enough: docs/decisions/031-booking-id-exposure.md): the receipt shows the attempt that
 * went through. Only for a paid booking, and only what a receipt needs: never the phone number,
 * email, location or notes.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { PaymentReceipt } from '#schemas/generated/payment-receipt.ts'
import type { Tables } from '../db/tables.ts'

export type ReceiptResult = { kind: 'receipt'; receipt: PaymentReceipt } | { kind: 'not-found' } | { kind: 'not-paid' }

/** R- and the first eight characters of the reference, upper case: short enough to read out on the phone. */
export function receiptNumber(merchantReference: string): string {
  return `R-${merchantReference.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}

/** Found by a merchant reference together with the provider's tracking id of that same attempt. */
export async function findReceipt(db: Kysely<Tables>, merchantReference: string, trackingId: string): Promise<ReceiptResult> {
  const order = await db
    .selectFrom('payment_attempts')
    .innerJoin('payment_orders', 'payment_orders.id', 'payment_attempts.order_id')
    .select(['payment_orders.id', 'payment_orders.status', 'payment_orders.service_id', 'payment_attempts.provider_order_id'])
    .where('payment_attempts.merchant_reference', '=', merchantReference)
    .executeTakeFirst()
  if (!order || order.provider_order_id?.toLowerCase() !== trackingId.toLowerCase()) return { kind: 'not-found' }
  if (order.status !== 'paid') return { kind: 'not-paid' }
  const row = await db
    .selectFrom('payment_attempts')
    .innerJoin('payment_orders', 'payment_orders.id', 'payment_attempts.order_id')
    .innerJoin('services', 'services.id', 'payment_orders.service_id')
    .select([
      'payment_attempts.merchant_reference',
      'payment_attempts.provider_order_id',
      'payment_attempts.confirmation_code',
      'payment_attempts.payment_method',
      'payment_attempts.updated_at',
      'payment_orders.amount_kes',
      'payment_orders.currency',
      'services.first_name',
      'services.service_type',
      'services.description',
      'services.paid_at',
      sql<string | null>`to_char(coalesce(services.appointment_date, services.wellness_date), 'YYYY-MM-DD')`.as('session_date'),
      sql<string | null>`coalesce(services.appointment_time, services.wellness_time)`.as('session_time'),
    ])
    .where('payment_orders.id', '=', order.id)
    .where('payment_attempts.status', '=', 'paid')
    .orderBy('payment_attempts.attempt')
    .executeTakeFirst()
  if (!row) return { kind: 'not-paid' }
  return {
    kind: 'receipt',
    receipt: {
      receipt_number: receiptNumber(row.merchant_reference),
      first_name: row.first_name,
      service_type: row.service_type,
      description: row.description ?? row.service_type,
      session_date: row.session_date,
      session_time: row.session_time,
      amount: row.amount_kes,
      currency: row.currency,
      paid_at: new Date(row.paid_at ?? row.updated_at).toISOString(),
      payment_reference: row.merchant_reference,
      provider_reference: row.provider_order_id,
      confirmation_code: row.confirmation_code,
      payment_method: row.payment_method,
    },
  }
}
