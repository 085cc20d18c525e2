/**
 * A job the server repeats in the background (payment reconciliation, the retention purge): the
 * first run after `firstRunAfterMs`, each next one `intervalMs` after the previous run ended, so
 * runs never overlap. stop() cancels the next run and waits for one under way. The timers do not
 * keep the process alive. `run` handles and logs its own failures.
 */
export type RepeatingJob = { stop(): Promise<void> }

export function startRepeatingJob(run: () => Promise<unknown>, { firstRunAfterMs, intervalMs }: { firstRunAfterMs: number; intervalMs: number }): RepeatingJob {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      running = run().finally(() => schedule(intervalMs))
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
