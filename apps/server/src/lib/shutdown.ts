import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client.js'

export interface ShutdownOptions {
  /** How long `/api/ready` answers 503 before the app closes (SHUTDOWN_DRAIN_MS). */
  drainMs: number
  /** From the signal to the hard stop (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number
  exit?: (code: number) => void
}

/**
 * Before the hard stop, the time left for the steps after the connections are cut: the close hooks
 * (leases given up, the Redis fan-out closed) and the pools. A cut leaves them this much, so they
 * still run on a loaded machine instead of being lost to the hard stop.
 */
const AFTER_CUT_MS = 2_000

/**
 * A graceful stop on SIGTERM or SIGINT (docs/operations.md "Graceful shutdown"), in this order:
 * 1. at the signal, before anything else, the hub says goodbye (`app.realtime.goodbye()`): every
 *    socket gets its close record with `allowReconnect: true` (the official SignalR client
 *    reconnects at once, through the balancer, to another instance) and every upgrade from then on
 *    is refused 503, which nginx passes on to another instance. Nothing later (the drain, requests
 *    in flight, job passes, round loops) delays it; under load each of those takes seconds;
 * 2. readiness answers 503 (`app.lifecycle.draining`) for `drainMs` while requests are still
 *    served, so a balancer that polls it sends new work elsewhere;
 * 3. `app.close()`: new requests on open connections get 503 SERVER_BUSY and every answer closes its
 *    connection (lib/closing.ts); new connections are refused; requests in flight finish; then each
 *    module's onClose runs: job passes under way finish, round loops stop and release their leases,
 *    the Redis fan-out and the simulator close;
 * 4. the database pools close, and the process exits 0.
 * Each step has its own deadline inside `timeoutMs`: connections still open `AFTER_CUT_MS` before
 * the hard stop are cut (their requests roll back), so the close hooks and the pools still run,
 * and the process exits 1. Whatever still runs at `timeoutMs` is cut by the hard stop: exit 1.
 */
export function handleShutdown(app: FastifyInstance, database: Database, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    const started = Date.now()
    let cut = false
    // Not unref'd: on a loaded machine these must fire even when nothing else keeps the loop alive.
    const force = setTimeout(() => {
      app.log.error({ signal, ms: Date.now() - started }, 'shutdown timed out; stopping now')
      exit(1)
    }, options.timeoutMs)
    const cutAt = Math.max(options.timeoutMs - AFTER_CUT_MS, Math.floor(options.timeoutMs / 2))
    const cutter = setTimeout(() => {
      cut = true
      app.log.warn({ signal, ms: Date.now() - started }, 'shutdown: cutting the connections still open')
      app.server.closeAllConnections()
    }, cutAt)
    app.lifecycle.draining = true
    try {
      app.realtime.goodbye()
    } catch (err) {
      // The rest of the stop still runs: the hub's own close hook ends what is left.
      app.log.error({ err }, 'shutdown: the hub goodbye failed')
    }
    app.log.info({ signal, drainMs: options.drainMs }, 'shutting down: draining')
    try {
      if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs))
      await app.close()
      clearTimeout(cutter)
      await database.close()
      clearTimeout(force)
      app.log.info({ signal, ms: Date.now() - started, cut }, 'shut down')
      exit(cut ? 1 : 0)
    } catch (err) {
      clearTimeout(cutter)
      clearTimeout(force)
      app.log.error({ err }, 'shutdown failed')
      exit(1)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
