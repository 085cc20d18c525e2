/**
 * Settles payments whose notification was lost. Every open attempt older than five minutes is
 * checked with the provider every five minutes for a day, then daily for a week, then given up
 * (marked abandoned, logged). Workers claim attempts with FOR UPDATE SKIP LOCKED and stamp
 * last_checked_at in one short transaction, so any number of server instances can run the job
 * and the provider is never asked while a transaction is open.
 *
 * main.ts starts it after the app is built and stops it on shutdown:
 *   const reconciliation = startPaymentReconciliation({ db: database.db, provider: createPaymentProvider(config, database.db), log: app.log, operationsEmail: config.mail.operationsEmail })
 *   app.addHook('onClose', () => reconciliation.stop())
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { logId } from './log-id.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { applyProviderStatus, type SettlementOutcome } from './settlement.ts'
import { thisInstance } from '../job-lease.ts'
import { startRepeatingJob, type RepeatingJob } from '../repeating-job.ts'

const minute = 60_000
const day = 24 * 60 * minute

export type ReconciliationOptions = {
  db: Kysely<Tables>
  provider: PaymentProvider
  log: FastifyBaseLogger
  operationsEmail: string
  /** The clock; tests move it forward instead of waiting. */
  now?: () => Date
  /** Attempts checked per run (default 50). */
  batchSize?: number
  /** Only attempts submitted at least this long ago (default 5 min): the IPN usually comes first. */
  firstCheckAfterMs?: number
  /** Check interval during the first day (default 5 min), then daily; give up after a week. */
  frequentIntervalMs?: number
  frequentForMs?: number
  dailyIntervalMs?: number
  giveUpAfterMs?: number
}

export type ReconciliationReport = { checked: number; outcomes: Partial<Record<SettlementOutcome | 'error', number>>; gaveUp: number }

/** One pass: checks the attempts that are due; returns what happened. */
export async function reconcilePayments(options: ReconciliationOptions): Promise<ReconciliationReport> {
  const now = options.now?.() ?? new Date()
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const { db, provider } = options
  const gaveUp = await db
    .updateTable('payment_attempts')
    .set({ status: 'abandoned', updated_at: now })
    .where('status', '=', 'pending')
    .where('provider', '=', provider.name)
    .where('submitted_at', '<', ago(options.giveUpAfterMs ?? 7 * day))
    .returning('merchant_reference')
    .execute()
  for (const row of gaveUp) options.log.warn({ payment: logId(row.merchant_reference) }, 'Payment still open after a week: given up')

  const due = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('payment_attempts')
      .select(['merchant_reference', 'order_id', 'provider_order_id'])
      .where('status', '=', 'pending')
      .where('provider', '=', provider.name)
      .where('provider_order_id', 'is not', null)
      .where('submitted_at', '<', ago(options.firstCheckAfterMs ?? 5 * minute))
      .where((eb) =>
        eb.or([
          eb('last_checked_at', 'is', null),
          eb.and([eb('submitted_at', '>', ago(options.frequentForMs ?? day)), eb('last_checked_at', '<', ago(options.frequentIntervalMs ?? 5 * minute))]),
          eb('last_checked_at', '<', ago(options.dailyIntervalMs ?? day)),
        ]),
      )
      .orderBy('submitted_at')
      .limit(options.batchSize ?? 50)
      .forUpdate()
      .skipLocked()
      .execute()
    if (rows.length > 0) {
      await trx
        .updateTable('payment_attempts')
        .set({ last_checked_at: now })
        .where('merchant_reference', 'in', rows.map((row) => row.merchant_reference))
        .execute()
    }
    return rows
  })

  const report: ReconciliationReport = { checked: due.length, outcomes: {}, gaveUp: gaveUp.length }
  for (const attempt of due) {
    let outcome: SettlementOutcome | 'error'
    try {
      outcome = await applyProviderStatus(options, attempt, await provider.getStatus(attempt.provider_order_id ?? ''))
    } catch (error) {
      outcome = 'error'
      options.log.warn({ payment: logId(attempt.merchant_reference), err: { message: (error as Error).message } }, 'Reconciliation could not check a payment')
    }
    report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1
  }
  if (report.checked > 0 || report.gaveUp > 0) options.log.info({ reconciliation: report }, 'Payments reconciled')
  return report
}

export type ReconciliationJob = RepeatingJob

/**
 * Runs reconcilePayments every intervalMs (default one minute) until stop(); a run never overlaps
 * the next, and one instance at a time runs it (lease 'payment-reconciliation', decision 051).
 */
export function startPaymentReconciliation(options: ReconciliationOptions & { intervalMs?: number; instance?: string }): ReconciliationJob {
  if (options.provider.name === 'sandbox') options.log.warn('Payments use the sandbox provider: no money is collected (set the Pesapal keys to take payments)')
  const reconcile = () =>
    reconcilePayments(options).catch((error: unknown) => options.log.error({ err: { message: (error as Error).message } }, 'Payment reconciliation failed'))
  const intervalMs = options.intervalMs ?? minute
  const lease = { db: options.db, job: 'payment-reconciliation', holder: options.instance ?? thisInstance, log: options.log }
  return startRepeatingJob(reconcile, { firstRunAfterMs: intervalMs, intervalMs, lease })
}
