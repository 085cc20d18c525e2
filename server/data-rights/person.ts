/**
 * Whose data a manage session may see and erase (decision 086): "the person" is every booking that
 * has the same e-mail address and the same phone number as the booking the link and the one-time
 * code opened (no e-mail on both counts as the same). The code went to that e-mail or to that
 * phone, so the visitor proved one of the two; asking for both means a booking made by someone
 * else with only one of them (a mistyped or borrowed address) is never shown or erased. Both are
 * envelope-encrypted; the bookings keep blind indexes of them (migration 160), which the encrypting
 * database computes from the plain values this module passes.
 */
import type { Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'

export type Person = {
  /** The booking the session opened, first; then the person's other bookings, oldest first. */
  serviceIds: string[]
  email: string | null
  phone: string
}

/** The person of a booking, or undefined when the booking is gone or already erased. */
export async function personOfBooking(db: Kysely<Tables>, serviceId: string): Promise<Person | undefined> {
  const opened = await db.selectFrom('services').select(['id', 'email', 'phone_number', 'anonymised_at']).where('id', '=', serviceId).executeTakeFirst()
  if (!opened || opened.anonymised_at !== null) return undefined
  const email = opened.email
  const phone = opened.phone_number
  if (phone === '') return { serviceIds: [serviceId], email, phone }
  const same = await db
    .selectFrom('services')
    .select('id')
    .where('anonymised_at', 'is', null)
    .where('phone_index', '=', phone)
    .$call((query) => (email ? query.where('email_index', '=', email.toLowerCase()) : query.where('email_index', 'is', null)))
    .orderBy('created_at')
    .execute()
  return { serviceIds: [serviceId, ...same.map((row) => row.id).filter((id) => id !== serviceId)], email, phone }
}
