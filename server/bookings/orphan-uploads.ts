/**
 * Uploads never attached to a booking (the person uploaded the insurance card, then left, or a
 * stranger uploads files to fill the disk) are deleted a day after they came in; an upload a
 * booking refers to stays as long as the booking. See docs/decisions/032-forged-notifications-and-uploads.md.
 */
import type { Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'

export const orphanUploadMaxAgeMs = 24 * 60 * 60 * 1000

/** Deletes the uploads older than maxAgeMs that no booking refers to; returns how many went. */
export async function purgeOrphanUploads(db: Kysely<Tables>, now: Date, maxAgeMs = orphanUploadMaxAgeMs): Promise<number> {
  const result = await db
    .deleteFrom('uploads')
    .where('created_at', '<', new Date(now.getTime() - maxAgeMs))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('services').select('services.id').whereRef('services.attachment_id', '=', 'uploads.id'))))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
