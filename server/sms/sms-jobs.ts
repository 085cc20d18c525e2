/**
 * The SMS background work main.ts starts: the reminder job (once a minute, on one instance at a
 * time: lease 'sms-reminders'; it also erases the number and text of messages done more than
 * SMS_KEEP_DAYS ago) and the SMS worker (every few seconds on every instance; rows are claimed
 * with SKIP LOCKED, so workers never send one row twice at once).
 */
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Tables } from '../db/tables.ts'
import { thisInstance } from '../job-lease.ts'
import { startRepeatingJob, type RepeatingJob } from '../repeating-job.ts'
import { africasTalkingTransport } from './africas-talking.ts'
import { queueDueReminders } from './reminders.ts'
import { drainSmsOnce, purgeSentSms, type SmsLog } from './sms-outbox.ts'
import { recordOnlySmsTransport, type SmsTransport } from './sms-transport.ts'

export type SmsJobOptions = {
  db: Kysely<Tables>
  config: Pick<Config, 'sms' | 'siteContacts' | 'publicBaseUrl'>
  log: SmsLog
  /** Defaults to the configured one (Africa's Talking, or record-only). */
  transport?: SmsTransport
  reminderIntervalMs?: number
  workerIntervalMs?: number
  firstRunAfterMs?: number
  instance?: string
  now?: () => Date
}

/** Africa's Talking when AT_USERNAME and AT_API_KEY are set; otherwise record-only. */
export function createSmsTransport(config: Pick<Config, 'sms'>): SmsTransport {
  const at = config.sms.africasTalking
  return at ? africasTalkingTransport(at) : recordOnlySmsTransport()
}

/** One turn of the reminder job: due reminders written, old messages' content erased. */
export async function reminderTurn(options: SmsJobOptions): Promise<{ written: number; purged: number }> {
  const now = options.now?.() ?? new Date()
  const result = { written: 0, purged: 0 }
  try {
    result.written = await queueDueReminders(options.db, options.config, now)
    result.purged = await purgeSentSms(options.db, now, options.config.sms.keepDays)
  } catch (error) {
    options.log.error({ err: { message: (error as Error).message } }, 'The SMS reminder job failed; it runs again at the next turn')
  }
  if (result.written > 0) options.log.info({ reminders: result.written }, 'SMS reminders queued')
  return result
}

export function startSmsJobs(options: SmsJobOptions): { stop(): Promise<void> } {
  const transport = options.transport ?? createSmsTransport(options.config)
  const reminderIntervalMs = options.reminderIntervalMs ?? 60_000
  const lease = { db: options.db, job: 'sms-reminders', holder: options.instance ?? thisInstance, log: options.log }
  const reminders: RepeatingJob = startRepeatingJob(() => reminderTurn(options), { firstRunAfterMs: options.firstRunAfterMs ?? 10_000, intervalMs: reminderIntervalMs, lease })
  const worker: RepeatingJob = startRepeatingJob(
    async () => {
      try {
        while ((await drainSmsOnce({ db: options.db, transport, log: options.log, ...(options.now ? { now: options.now } : {}) })).claimed > 0);
      } catch (error) {
        options.log.error({ err: { message: (error as Error).message } }, 'The SMS worker could not reach the sms_outbox; it will try again')
      }
    },
    { firstRunAfterMs: options.firstRunAfterMs ?? 0, intervalMs: options.workerIntervalMs ?? 5_000 },
  )
  options.log.info({ via: transport.via }, transport.via === 'record-only' ? 'SMS worker started: AT_API_KEY is unset, so SMS are kept in the sms_outbox table and not sent' : "SMS worker started: SMS go through Africa's Talking")
  return {
    async stop() {
      await reminders.stop()
      await worker.stop()
    },
  }
}
