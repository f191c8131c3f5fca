import type { FastifyInstance } from 'fastify'
import { observeJobPass } from './metrics.js'

export interface IntervalJob {
  /** Named in the logs. */
  name: string
  everyMs: number
  /**
   * Does one pass and answers how many things it changed (logged when more than none). `stop` is
   * aborted when the app closes: a pass over many items stops between two of them (each item is its
   * own transaction, and the next pass takes up what is left), so a graceful stop does not wait out
   * a pass of hundreds (docs/operations.md "Graceful shutdown").
   */
  run: (stop: AbortSignal) => Promise<number>
}

/**
 * Runs a background job on a timer while the app is up (ARCHITECTURE.md: in-process background
 * jobs). A pass never overlaps the previous one, a failing pass is logged and the next one tries
 * again, and the timer stops when the app closes. Jobs must be safe on several instances at once
 * (row locks with SKIP LOCKED, idempotent ledger keys); tests call the pass itself with a moved clock.
 */
/** A pass longer than this is logged as a warning. */
const SLOW_PASS_MS = 2_000

export function startIntervalJob(app: FastifyInstance, job: IntervalJob): void {
  let timer: ReturnType<typeof setInterval> | null = null
  let running: Promise<void> | null = null
  const stopping = new AbortController()
  const pass = async () => {
    const started = performance.now()
    try {
      const changed = await job.run(stopping.signal)
      const ms = Math.round(performance.now() - started)
      observeJobPass(job.name, true, ms)
      // A long pass holds a connection (PGlite has one) and delays every answer behind it.
      if (ms > SLOW_PASS_MS) app.log.warn({ job: job.name, changed, ms }, 'slow background job pass')
      else if (changed > 0) app.log.info({ job: job.name, changed, ms }, 'background job pass')
    } catch (err) {
      observeJobPass(job.name, false, performance.now() - started)
      app.log.error({ err, job: job.name }, 'background job pass failed')
    }
  }
  const tick = () => {
    if (running || stopping.signal.aborted) return
    running = pass().finally(() => void (running = null))
  }
  app.addHook('onReady', async () => {
    timer = setInterval(tick, job.everyMs)
    timer.unref()
  })
  // A pass under way is told to stop at its next safe point and finishes there before the app goes
  // on closing (the database after it): a graceful stop never cuts a job inside one of its writes
  // (docs/operations.md "Graceful shutdown"). The wait is logged: it is part of the exit's time.
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    stopping.abort()
    if (!running) return
    const waited = performance.now()
    await running
    app.log.info({ job: job.name, ms: Math.round(performance.now() - waited) }, 'shutdown: job pass ended')
  })
}
