/**
 * Correcting a person's contact details (decision 086): the fields given replace the old ones on
 * every booking of the person, with the blind indexes that find them (migration 160), in one
 * transaction. The JSON Schema has refused a malformed field already; the phone number is checked
 * and normalised here as the booking form does, and a refusal names the field and writes nothing.
 */
import type { Kysely } from 'kysely'
import { normaliseKenyanPhone, phoneNumberProblem } from '#engine/index.ts'
import type { ManageContactRequest } from '#schemas/generated/manage-contact-request.ts'
import type { Tables } from '../db/tables.ts'
import type { Person } from './person.ts'

export type Correction =
  | { kind: 'corrected'; fields: string[] }
  | { kind: 'nothing' }
  | { kind: 'refused'; field: string; message: string }

export async function correctContact(db: Kysely<Tables>, person: Person, request: ManageContactRequest): Promise<Correction> {
  const changes: { first_name?: string; last_name?: string; phone_number?: string; phone_index?: string; email?: string; email_index?: string } = {}
  if (request.first_name !== undefined) changes.first_name = request.first_name.trim()
  if (request.last_name !== undefined) changes.last_name = request.last_name.trim()
  if (request.phone_number !== undefined) {
    const phone = normaliseKenyanPhone(request.phone_number)
    if (!phone) return { kind: 'refused', field: 'phone_number', message: phoneNumberProblem }
    changes.phone_number = phone
    changes.phone_index = phone
  }
  if (request.email !== undefined) {
    changes.email = request.email.trim()
    changes.email_index = changes.email.toLowerCase()
  }
  const fields = Object.keys(changes).filter((field) => !field.endsWith('_index'))
  if (fields.length === 0) return { kind: 'nothing' }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('services').set(changes).where('id', 'in', person.serviceIds).where('anonymised_at', 'is', null).execute()
    // What is still waiting to be sent goes to the corrected contact.
    if (changes.phone_number) await trx.updateTable('sms_outbox').set({ recipient: changes.phone_number }).where('service_id', 'in', person.serviceIds).where('sent_at', 'is', null).where('failed_at', 'is', null).where('recipient', 'is not', null).execute()
    if (changes.email) await trx.updateTable('outbox').set({ recipient: changes.email }).where('service_id', 'in', person.serviceIds).where('sent_at', 'is', null).where('failed_at', 'is', null).execute()
  })
  return { kind: 'corrected', fields }
}
