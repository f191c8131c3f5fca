import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { apiRoutes } from '@galata/contract'
import { route } from './route.js'
import { AppError } from './app-error.js'

/*
 * The instance's metrics for Prometheus (docs/operations.md "Metrics"). One registry per process,
 * as one process is one instance: the wallet, the lease code and the job runner report into it from
 * functions that have no app at hand. The series a scrape reads at its own time (hub sockets, pool
 * use) come from sources each app adds while it runs, summed, so a test process running several
 * apps sees them all.
 */

export const registry = new Registry()

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const httpDuration = new Histogram({
  name: 'galata_http_request_duration_seconds',
  help: 'HTTP answers by route pattern, method and status class',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: SECONDS,
  registers: [registry],
})

const walletPostings = new Counter({
  name: 'galata_wallet_postings_total',
  help: 'Ledger postings committed, by transaction kind',
  labelNames: ['kind'] as const,
  registers: [registry],
})

const walletRefusals = new Counter({
  name: 'galata_wallet_refusals_total',
  help: 'Money transactions refused with an error code (nothing posted)',
  labelNames: ['code'] as const,
  registers: [registry],
})

const pushLatency = new Histogram({
  name: 'galata_hub_push_latency_seconds',
  help: 'From a push being published to its being written to this instance’s sockets',
  labelNames: ['kind'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
})

const jobPass = new Histogram({
  name: 'galata_job_pass_duration_seconds',
  help: 'Background job passes by job and outcome (ok, failed)',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
})

const leaseHeldGauge = new Gauge({
  name: 'galata_lease_held',
  help: 'Singleton leases (docs/leases.md): 1 on the instance that holds it at its last attempt, else 0',
  labelNames: ['lease'] as const,
  registers: [registry],
})

export interface HubStats {
  connections: number
  players: number
}

export interface PoolStats {
  /** `main` and `generic-plan` (PostgreSQL), or `pglite` (the embedded database's one connection). */
  pool: string
  total: number
  idle: number
  /** Queries queued for a connection (pg's waiting clients; PGlite's queries behind the running one). */
  waiting: number
}

const hubSources = new Set<() => HubStats>()
const poolSources = new Set<() => PoolStats[]>()

new Gauge({
  name: 'galata_hub_sockets',
  help: 'Open hub (SignalR) sockets on this instance',
  registers: [registry],
  collect() {
    let n = 0
    for (const s of hubSources) n += s().connections
    this.set(n)
  },
})

new Gauge({
  name: 'galata_hub_players',
  help: 'Players with at least one open hub socket on this instance',
  registers: [registry],
  collect() {
    let n = 0
    for (const s of hubSources) n += s().players
    this.set(n)
  },
})

new Gauge({
  name: 'galata_db_pool_connections',
  help: 'Database connections by pool and state (total, idle, waiting)',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset()
    for (const source of poolSources)
      for (const p of source()) {
        this.inc({ pool: p.pool, state: 'total' }, p.total)
        this.inc({ pool: p.pool, state: 'idle' }, p.idle)
        this.inc({ pool: p.pool, state: 'waiting' }, p.waiting)
      }
  },
})

const gateSources = new Set<() => { running: number; queued: number }>()
new Gauge({
  name: 'galata_api_calls',
  help: 'API calls running and waiting in line (docs/operations.md "Calls in line")',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset()
    let running = 0
    let queued = 0
    for (const source of gateSources) {
      const s = source()
      running += s.running
      queued += s.queued
    }
    this.set({ state: 'running' }, running)
    this.set({ state: 'queued' }, queued)
  },
})

let defaultsOn = false

/** Committed postings (wallet/effects.ts counts them after the commit, never for a rolled-back one). */
export function countPostings(kinds: readonly string[]): void {
  for (const kind of kinds) walletPostings.inc({ kind })
}

export function countRefusal(code: string): void {
  walletRefusals.inc({ code })
}

export function observePush(kind: string, publishedAt: number): void {
  pushLatency.observe({ kind }, Math.max(0, Date.now() - publishedAt) / 1000)
}

export function observeJobPass(job: string, ok: boolean, ms: number): void {
  jobPass.observe({ job, outcome: ok ? 'ok' : 'failed' }, ms / 1000)
}

/** Whether this instance holds a singleton's lease or lock after its latest attempt. */
export function leaseHeld(lease: string, held: boolean): void {
  leaseHeldGauge.set({ lease }, held ? 1 : 0)
}

/** The route label: the table's pattern, never the raw URL (one series per route, not per id). */
function routeLabel(reply: FastifyReply): string {
  const spec = reply.request.routeOptions.config.routeSpec
  if (spec) return spec.path
  return reply.request.routeOptions.url === undefined ? 'unmatched' : 'static'
}

function tokenMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice(7))
  const wanted = Buffer.from(token)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

/**
 * `/metrics` in Prometheus's text format, and the series this app feeds (docs/operations.md
 * "Metrics"): answered only with `Authorization: Bearer METRICS_TOKEN`; without METRICS_TOKEN it is
 * off (404), so a site never publishes its figures by accident.
 */
export const metricsPlugin = fp(metricsRoutes, { name: 'galata-metrics' })

async function metricsRoutes(app: FastifyInstance): Promise<void> {
  if (!defaultsOn) {
    // Event-loop lag, heap, GC and handles: prom-client's process series.
    collectDefaultMetrics({ register: registry })
    defaultsOn = true
  }
  app.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe(
      {
        route: routeLabel(reply),
        method: request.method,
        // `2xx`: the first digit (the money guard forbids dividing by a hundred in server code).
        status_class: `${String(reply.statusCode).charAt(0)}xx`,
      },
      reply.elapsedTime / 1000,
    )
    done()
  })
  const hub = () => app.realtime.stats()
  const pools = () => app.database.poolStats()
  const gate = () => app.apiGate.stats()
  hubSources.add(hub)
  poolSources.add(pools)
  gateSources.add(gate)
  app.addHook('onClose', async () => {
    hubSources.delete(hub)
    poolSources.delete(pools)
    gateSources.delete(gate)
  })

  const token = app.config.METRICS_TOKEN
  route(app, apiRoutes['page:metrics'], async (request, reply) => {
    if (!token) throw new AppError('NOT_FOUND')
    if (!tokenMatches(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"')
      throw new AppError('UNAUTHORIZED')
    }
    const text = await registry.metrics()
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text)
  })
}
