/**
 * A booking as the checkout and confirmation pages read it: only the fields those pages show, never
 * the phone number, email, location or notes. Dates are read as YYYY-MM-DD text on both databases.
 * It also lists the booking's pre-session screenings and which are finished (screenings.ts).
 */
import { sql, type Kysely } from 'kysely'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import type { Tables } from '../db/tables.ts'
import { screeningsOf } from './screenings.ts'

export async function findServiceData(db: Kysely<Tables>, serviceId: string): Promise<ServiceData | undefined> {
  const row = await db
    .selectFrom('services')
    .select([
      'service_type',
      'first_name',
      'practitioner',
      sql<string | null>`to_char(appointment_date, 'YYYY-MM-DD')`.as('appointment_date'),
      'appointment_time',
      sql<string | null>`to_char(wellness_date, 'YYYY-MM-DD')`.as('wellness_date'),
      'wellness_time',
      'description',
      'amount_kes',
      'package',
      'is_paid',
    ])
    .where('id', '=', serviceId)
    .executeTakeFirst()
  if (!row) return undefined
  const { amount_kes: amount, ...fields } = row
  return { ...fields, amount, testId: null, screenings: await screeningsOf(db, serviceId, row) }
}
