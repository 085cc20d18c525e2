/**
 * A job the server repeats in the background (payment reconciliation, the retention purge): the
 * first run after `firstRunAfterMs`, each next one `intervalMs` after the previous run ended, so
 * runs never overlap. stop() cancels the next run and waits for one under way. The timers do not
 * keep the process alive. `run` handles and logs its own failures.
 *
 * With `lease`, the job runs once across every instance sharing the database (job-lease.ts,
 * decision 051): at each turn the instance takes the job's lease for `intervalMs`; if another
 * instance holds it, this one skips the run and tries again when that lease runs out. After a run
 * the lease is kept for `intervalMs` more, so whichever instance comes next runs it one interval
 * after this run ended. A run that outlasts its interval may meet a run on another instance: the
 * jobs are written to be safe then (the purge deletes, the reconciliation claims rows with SKIP
 * LOCKED).
 */
import type { Kysely } from 'kysely'
import type { Tables } from './db/tables.ts'
import { holdLease, takeLease } from './job-lease.ts'

export type RepeatingJob = { stop(): Promise<void> }

export type JobLease = {
  db: Kysely<Tables>
  /** The job's name in job_leases. */
  job: string
  /** This instance (job-lease.ts thisInstance). */
  holder: string
  log: { error(details: object, message: string): void }
}

export type RepeatingJobOptions = { firstRunAfterMs: number; intervalMs: number; lease?: JobLease }

/** The shortest wait before asking again for a lease another instance holds. */
const leaseRetryFloorMs = 50

export function startRepeatingJob(run: () => Promise<unknown>, { firstRunAfterMs, intervalMs, lease }: RepeatingJobOptions): RepeatingJob {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  /** One turn; resolves to the wait before the next. */
  const turn = async (): Promise<number> => {
    if (!lease) {
      await run()
      return intervalMs
    }
    try {
      const claim = await takeLease(lease.db, lease.job, lease.holder, intervalMs)
      if (!claim.taken) return Math.max(claim.freeInMs, leaseRetryFloorMs)
    } catch (error) {
      lease.log.error({ job: lease.job, err: { message: (error as Error).message } }, 'The job lease could not be taken; the job is tried again at the next interval')
      return intervalMs
    }
    await run()
    await holdLease(lease.db, lease.job, lease.holder, intervalMs).catch((error: unknown) =>
      lease.log.error({ job: lease.job, err: { message: (error as Error).message } }, 'The job lease could not be kept after a run'),
    )
    return intervalMs
  }
  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      // run() logs its own failures; a turn that still throws is tried again an interval later.
      running = turn().catch(() => intervalMs).then(schedule)
    }, delay)
    timer.unref()
  }
  schedule(firstRunAfterMs)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
