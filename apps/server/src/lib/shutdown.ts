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
 * A graceful stop on SIGTERM or SIGINT (docs/operations.md "Graceful shutdown"), in this order:
 * 1. readiness answers 503 (`app.lifecycle.draining`) for `drainMs` while requests are still
 *    served, so a balancer that polls it sends new work elsewhere;
 * 2. `app.close()`: new requests on open connections get 503 and new connections are refused;
 *    the hub tells every socket to reconnect (a close record with `allowReconnect: true`, which the
 *    official SignalR client follows, so it lands on another instance); requests in flight finish;
 *    then each module's onClose runs: job passes under way finish, round loops stop and release
 *    their leases, the Redis fan-out and the simulator close;
 * 3. the database pools close, and the process exits 0.
 * Whatever is still running after `timeoutMs` from the signal is cut: exit 1.
 */
export function handleShutdown(app: FastifyInstance, database: Database, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    const started = Date.now()
    const force = setTimeout(() => {
      app.log.error({ signal, ms: Date.now() - started }, 'shutdown timed out; stopping now')
      exit(1)
    }, options.timeoutMs)
    force.unref()
    app.lifecycle.draining = true
    app.log.info({ signal, drainMs: options.drainMs }, 'shutting down: draining')
    try {
      if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs))
      await app.close()
      await database.close()
      app.log.info({ signal, ms: Date.now() - started }, 'shut down')
      exit(0)
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      exit(1)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
