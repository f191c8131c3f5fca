import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { sql, type SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema/index.js'

export type Schema = typeof schema
/** The handle every query function takes first: the database or a transaction on it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Either handle: query functions that may run inside a caller's transaction or on their own. */
export type DbOrTx = Db | Tx

/**
 * The rows of a raw `db.execute(sql…)` result. node-postgres answers `{ rows }`; Drizzle's PGlite
 * driver answers the same shape, and some paths hand back the row array itself.
 */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? [])
}

/** A raw statement's rows, typed by the caller (who knows the statement's columns). */
export async function queryRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement))
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** True when the database answers and every committed migration is applied. */
  isReady(): Promise<boolean>
  /** Connections in use and queries waiting for one, for `/metrics` (docs/operations.md "Metrics"). */
  poolStats(): PoolStats[]
  close(): Promise<void>
}

export interface PoolStats {
  /** `main` and `generic-plan` on PostgreSQL, `pglite` for the embedded database. */
  pool: string
  total: number
  idle: number
  waiting: number
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** Arbitrary constant: only one instance migrates at a time when several boot together. */
const MIGRATION_LOCK_ID = 7_260_001

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite runs embedded. */
  url?: string | undefined
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string | undefined
  /**
   * PGlite only: start from this dumped data directory (`dumpDataDir()`) instead of an empty one.
   * The test helper copies its migrated and seeded template this way (docs/testing.md).
   */
  loadDataDir?: Blob | undefined
  /**
   * PGlite only: server settings for its start (`-c name=value` after PGlite's own). The test
   * helper shrinks `shared_buffers`, whose 128 MB PGlite zeroes at every start (docs/testing.md
   * "The template databases").
   */
  pgliteSettings?: Record<string, string> | undefined
  poolSize?: number
  /**
   * `transaction`: `url` is a transaction-mode pooler (PgBouncer), where consecutive transactions of
   * one client connection may run on different server sessions: statements go unnamed and the
   * migrations run over `directUrl` (docs/operations.md "The stack"). Default `session`.
   */
  pooling?: 'session' | 'transaction' | undefined
  /** PostgreSQL itself, for the migrations' session-level advisory lock; default `url`. */
  directUrl?: string | undefined
}

/** The database options of the server's settings (config.ts), for the site and the command-line tools. */
export function databaseOptionsOf(c: {
  DATABASE_URL?: string | undefined
  DATA_DIR: string
  DATABASE_POOLING: 'session' | 'transaction'
  DATABASE_DIRECT_URL?: string | undefined
}): DatabaseOptions {
  return {
    url: c.DATABASE_URL,
    dataDir: c.DATA_DIR,
    pooling: c.DATABASE_POOLING,
    directUrl: c.DATABASE_DIRECT_URL,
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres({ ...options, url: options.url })
  return openPglite(options)
}

async function openPglite({ dataDir, loadDataDir, pgliteSettings }: DatabaseOptions): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const settings = Object.entries(pgliteSettings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`])
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(settings.length > 0 ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
  })
  await client.waitReady
  const running = countQueries(client)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  await migratePglite(db as never, { migrationsFolder })
  return {
    db,
    kind: 'pglite',
    isReady: () => checkReady(db),
    poolStats: () => [
      { pool: 'pglite', total: 1, idle: running.n === 0 ? 1 : 0, waiting: Math.max(0, running.n - 1) },
    ],
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

/**
 * The pool whose connections plan every statement generically (`plan_cache_mode =
 * force_generic_plan`), for the named statements of the hot paths run outside a transaction
 * (db/prepared.ts `execute`), keyed by the app's own pool. Why a pool of their own: the setting
 * is per connection and would also apply to every one-off parameterised query (Drizzle's), whose
 * one-shot custom plans are what they need; a named statement is planned once and then only bound.
 * docs/sportsbook.md "Benchmark" says why; bench/RESULTS.md "sportsbook" has the figures.
 */
export const genericPlanPools = new WeakMap<pg.Pool, pg.Pool>()

/**
 * The pools behind a transaction-mode pooler, and every client they opened: db/prepared.ts sends
 * their statements unnamed. A named statement lives in one server session, and the pooler may run
 * the next transaction of the same client connection on another one ("prepared statement does not
 * exist"); PgBouncer before 1.21 does not track them (docs/operations.md "The stack").
 */
export const unnamedStatementsOn = new WeakSet<pg.Pool | pg.ClientBase>()

/**
 * A client whose connection breaks must not crash the process, idle or checked out. The pool
 * handles an idle one's error (`pool.on('error')`) and replaces it; a checked-out one (a
 * transaction, Drizzle's query) emits `error` on itself with no listener of the pool's — node-pg
 * removes it on acquire — and an unhandled `error` event ends the process. Its query is failed
 * with the same error and the pool drops the client on release; the listener only keeps the
 * process alive. Two ways it happens: a PostgreSQL restart or PgBouncer's stop (docs/operations.md
 * "The chaos run"), and the server ending a fenced transaction left idle past the lease time
 * (docs/leases.md "A stopped leader").
 */
export function newPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config)
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  return pool
}

async function openPostgres(options: DatabaseOptions & { url: string }): Promise<Database> {
  const { url } = options
  const max = options.poolSize ?? 20
  const pooled = options.pooling === 'transaction'
  if (pooled && !options.directUrl)
    throw new Error('transaction pooling needs the direct url for the migrations')
  const pool = newPool({ connectionString: url, max })
  let planned: pg.Pool | undefined
  if (pooled) {
    unnamedStatementsOn.add(pool)
    pool.on('connect', (client) => unnamedStatementsOn.add(client))
  } else {
    // Its connections open only when a named statement first runs (pg.Pool connects lazily). Not
    // behind a transaction pooler: its statements are unnamed there, and PgBouncer refuses the
    // `options` startup parameter.
    planned = newPool({ connectionString: url, max, options: '-c plan_cache_mode=force_generic_plan' })
    genericPlanPools.set(pool, planned)
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db
  // Readiness on a connection of its own: "the database answers and is migrated", not "no call is
  // waiting for one of the app's connections". On the app's pool a loaded instance's probe queued
  // behind hundreds of calls and timed out, so the instance read as not ready for as long as it was
  // busy (docs/operations.md "The chaos run": 90 s after a restart under the 2,000-player load).
  const probePool = newPool({ connectionString: url, max: 1 })
  const probe = drizzlePg(probePool, { schema }) as unknown as Db
  await migrateLocked(options.directUrl ?? url)
  let closed = false
  return {
    db,
    kind: 'postgres',
    isReady: () => checkReady(probe),
    poolStats: () =>
      // The generic-plan pool is not made behind a transaction-mode pooler (DATABASE_POOLING).
      [['main', pool] as const, ...(planned ? [['generic-plan', planned] as const] : [])].map(
        ([name, p]) => ({
          pool: name,
          total: p.totalCount,
          idle: p.idleCount,
          waiting: p.waitingCount,
        }),
      ),
    close: async () => {
      if (closed) return
      closed = true
      await Promise.all([pool.end(), planned?.end(), probePool.end()])
    },
  }
}

/**
 * Applies the migrations on one connection of its own to PostgreSQL itself, holding a session-level
 * advisory lock from before the first to after the last: instances booting together take turns.
 * The lock and the migrator's statements need one server session throughout, which a
 * transaction-mode pooler does not give; hence the direct url there.
 */
async function migrateLocked(url: string): Promise<void> {
  const lockClient = new pg.Client({ connectionString: url })
  lockClient.on('error', () => {})
  await lockClient.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder })
  } finally {
    // Ending the session releases the lock too; the unlock only makes it prompt.
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    await lockClient.end().catch(() => {})
  }
}

/**
 * PGlite runs one statement at a time behind its own queue, which it does not expose: every call
 * the app makes (Drizzle uses `query`, `exec` and `transaction`) is counted while it is queued or
 * running, so the queue's length is the count less the one running.
 */
function countQueries(client: PGlite): { n: number } {
  const running = { n: 0 }
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>
    ;(client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      running.n++
      return original(...args).finally(() => void running.n--)
    }
  }
  return running
}

async function checkReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1 from drizzle.__drizzle_migrations limit 1`)
    return true
  } catch {
    return false
  }
}
