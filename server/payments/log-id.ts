/** Ids in logs are shortened hashes: a log line can be matched to a row, but never used as the id. */
import { createHash } from 'node:crypto'

export function logId(id: string): string {
  return createHash('sha256').update(id).digest('hex').slice(0, 12)
}
