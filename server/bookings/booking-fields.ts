/**
 * Checks and clean-ups shared by the three booking forms, beyond what their JSON Schemas say:
 * every problem is collected (not only the first) and the request is refused once, with each
 * problem tied to its field.
 */
import type { Insertable, Transaction } from 'kysely'
import type { ServicesTable, Tables } from '../db/tables.ts'
import { RequestValidationError, type FieldProblem } from '../plugins/validation.ts'
import { bookingSlotProblem, normaliseKenyanPhone, phoneNumberProblem, type ConsultationHours } from '#engine/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { consentRecord, type ConsentGiven } from './consent.ts'

export type ServiceRow = Omit<Insertable<ServicesTable>, 'id'>

/** A refusal found inside the creating transaction: its status, its sentence, and the fields it names. */
export type BookingRefusal = { statusCode: number; message: string; errors: FieldProblem[] }

/**
 * A booking ready to be saved: its row and the sentence the browser shows; `refusal` runs in the
 * creating transaction before the row is written (a refusal writes nothing: a time that has just
 * become full), `attach` after it, in the same transaction (what is tied to the new booking).
 */
export type PreparedBooking = {
  row: ServiceRow
  message: string
  refusal?: (trx: Transaction<Tables>) => Promise<BookingRefusal | undefined>
  attach?: ((trx: Transaction<Tables>, serviceId: string) => Promise<void>) | undefined
}

export class Problems {
  private readonly list: FieldProblem[] = []

  add(path: string, message: string): void {
    this.list.push({ path, message })
  }

  /** Refuses the request with every problem found, if any. */
  throwIfAny(): void {
    if (this.list.length > 0) throw new RequestValidationError(this.list)
  }
}

/** Trimmed text, or null when the optional field is absent or blank. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

type PersonInput = { first_name: string; last_name: string; phone_number: string; email?: string | null; language?: Locale }

/** Name (trimmed), phone (normalised to +254...), email (trimmed; blank means none) and the language (of the page, for the mails) of the person booking. */
export function personColumns(input: PersonInput, problems: Problems) {
  const phone = normaliseKenyanPhone(input.phone_number)
  if (!phone) problems.add('/phone_number', phoneNumberProblem)
  return {
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    phone_number: phone ?? '',
    email: optionalText(input.email),
    language: input.language ?? null,
  }
}

/** The consent columns; a booking without explicit consent is refused. */
export function consentColumns(consent: ConsentGiven, now: Date, problems: Problems) {
  const record = consentRecord(consent, now)
  if ('path' in record) {
    problems.add(record.path, record.message)
    return { consent_version: '', consent_given_at: now }
  }
  return record
}

/** A booked date and time, each with its path and label. */
export type BookedSlot = { date: { path: string; label: string; value: string }; time: { path: string; label: string; value: string } }

/** Refuses a date that does not exist, lies before today or more than 180 days ahead in Nairobi, falls on a closed day, or a time outside the hours or already past. */
export function checkBookingSlot(slot: BookedSlot, hours: ConsultationHours, now: Date, problems: Problems): void {
  const problem = bookingSlotProblem({ date: slot.date.label, time: slot.time.label }, slot.date.value, slot.time.value, hours, now)
  if (problem) problems.add(slot[problem.field].path, problem.message)
}
