/**
 * The retention table (tests-catalog/retention.json, shape in schemas/retention.schema.json;
 * decision 078): how long each kind of personal data is kept and why. The job here enforces it and
 * the privacy policy page shows it; both read this one file.
 */
import retention from '#catalog/retention.json' with { type: 'json' }
import type { Retention } from '#schemas/generated/retention.ts'

export const retentionTable: Retention = retention as unknown as Retention

export type RetentionRow = Retention['rows'][number]

/** The row with this id; a missing row is a programming error (the table is in the repository). */
export function retentionRow(id: string): RetentionRow {
  const row = retentionTable.rows.find((entry) => entry.id === id)
  if (!row) throw new Error(`tests-catalog/retention.json has no row '${id}'`)
  return row
}
