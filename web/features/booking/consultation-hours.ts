/**
 * Reads the consultation hours (GET /api/consultation-hours, schemas/consultation-hours.schema.json).
 * What the forms derive from them (the bookable days, the times offered, the sentences for a date
 * or time the server would refuse) is the engine's, the same rules the server applies
 * (engine/bookings/, decision 052).
 */
import type { ConsultationHours } from '#engine/booking.ts'
import { callApi } from '../../shared/api-client.ts'

export type { ConsultationHours }

/** Reads GET /api/consultation-hours; throws when it fails or answers something else. */
export async function fetchConsultationHours(signal?: AbortSignal): Promise<ConsultationHours> {
  const result = await callApi('consultationHours', { ...(signal && { signal }) })
  if (!result.ok) throw new Error(`Consultation hours could not be read (${result.failure.kind} ${result.failure.status ?? ''})`)
  const body: Partial<ConsultationHours> = result.answer
  if (!Array.isArray(body.days) || typeof body.maxDaysAhead !== 'number') throw new Error('Consultation hours are not in the expected form')
  return result.answer
}
