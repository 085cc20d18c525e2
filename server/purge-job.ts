/**
 * The retention job: notifications about unknown orders older than UNKNOWN_NOTIFICATIONS_KEEP_DAYS
 * (payments/unknown-notifications.ts), uploads never attached to a booking after a day
 * (bookings/orphan-uploads.ts), and the retention table of tests-catalog/retention.json
 * (retention/enforce-retention.ts, decision 078: each kind of personal data deleted or anonymised
 * once past its time). main.ts starts it and stops it on shutdown; it runs every hour (and once soon
 * after start), one run at a time.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { purgeOrphanUploads } from './bookings/orphan-uploads.ts'
import type { Tables } from './db/tables.ts'
import { purgeUnknownNotifications, type UnknownNotificationLimits } from './payments/unknown-notifications.ts'
import { thisInstance } from './job-lease.ts'
import { enforceRetention } from './retention/enforce-retention.ts'
import { startRepeatingJob, type RepeatingJob } from './repeating-job.ts'

export type PurgeOptions = {
  db: Kysely<Tables>
  log: FastifyBaseLogger
  unknownNotifications: UnknownNotificationLimits
  /** The clock; tests move it forward instead of waiting. */
  now?: () => Date
}

export type PurgeReport = { unknownNotifications: number; orphanUploads: number; retention: number }

/** One pass; each part runs even if the other fails (a failure is logged and retried next run). */
export async function purgeOnce(options: PurgeOptions): Promise<PurgeReport> {
  const now = options.now?.() ?? new Date()
  const report: PurgeReport = { unknownNotifications: 0, orphanUploads: 0, retention: 0 }
  const parts: [keyof PurgeReport, () => Promise<number>][] = [
    ['unknownNotifications', () => purgeUnknownNotifications(options.db, now, options.unknownNotifications)],
    ['orphanUploads', () => purgeOrphanUploads(options.db, now)],
    ['retention', async () => Object.values(await enforceRetention(options.db, now)).reduce((sum, rows) => sum + rows, 0)],
  ]
  for (const [name, purge] of parts) {
    try {
      report[name] = await purge()
    } catch (error) {
      options.log.error({ purge: name, err: { message: (error as Error).message } }, 'Purge failed; it is tried again at the next run')
    }
  }
  if (report.unknownNotifications > 0 || report.orphanUploads > 0 || report.retention > 0) options.log.info({ purged: report }, 'Expired rows deleted')
  return report
}

export type PurgeJob = RepeatingJob

const hour = 60 * 60 * 1000

/**
 * Runs purgeOnce after firstRunAfterMs (default 1 min), then every intervalMs (default 1 h), until
 * stop(); once an interval across all instances sharing the database (lease 'retention-purge').
 */
export function startPurgeJob(options: PurgeOptions & { intervalMs?: number; firstRunAfterMs?: number; instance?: string }): PurgeJob {
  const lease = { db: options.db, job: 'retention-purge', holder: options.instance ?? thisInstance, log: options.log }
  return startRepeatingJob(() => purgeOnce(options), { firstRunAfterMs: options.firstRunAfterMs ?? 60_000, intervalMs: options.intervalMs ?? hour, lease })
}
