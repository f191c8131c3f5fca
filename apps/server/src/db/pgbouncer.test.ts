import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { TEST_PASSWORD } from '@galata/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  pgbouncerInstalled,
  startPgbouncer,
  type RunningPgbouncer,
} from '../../../../scripts/stack/pgbouncer.js'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { runBootTasks } from '../boot.js'
import { checkLedger } from '../modules/wallet/index.js'
import { api } from '../test/accounts.js'
import { testConfig } from '../test/helper.js'
import { launchedPlayer } from '../test/originals.js'
import { openDatabase, queryRows, type Database } from './client.js'

/*
 * The server's database paths through a real PgBouncer in transaction mode (docs/operations.md
 * "The stack"): its two server connections carry every client connection of the app, so consecutive
 * transactions of one client land on different server sessions. Needs PostgreSQL (TEST_DATABASE_URL,
 * CI's second stage) and Debian's pgbouncer (.ci/run installs it).
 */
const adminUrl = process.env.TEST_DATABASE_URL
const LOCK_KEY = 7_260_037
const skipped = !adminUrl
  ? 'runs on PostgreSQL only (TEST_DATABASE_URL)'
  : !pgbouncerInstalled()
    ? 'pgbouncer is not installed (apt-get install pgbouncer, or PGBOUNCER_BIN)'
    : undefined
if (skipped && adminUrl) console.warn(`PgBouncer suite skipped: ${skipped}`)

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

describe('DATABASE_POOLING (README)', () => {
  const env = { SITE_MODE: 'demo', DATABASE_URL: 'postgres://app@127.0.0.1:6432/galata' }

  it('refuses transaction pooling without a direct url, naming the variable', () => {
    expect(() => loadConfig({ ...env, DATABASE_POOLING: 'transaction' })).toThrow(/DATABASE_DIRECT_URL/)
    expect(() => loadConfig({ ...env, DATABASE_POOLING: 'statement' })).toThrow(/DATABASE_POOLING/)
  })

  it('takes it with one, and defaults to session pooling', () => {
    const direct = 'postgres://app@127.0.0.1:5432/galata'
    const config = loadConfig({ ...env, DATABASE_POOLING: 'transaction', DATABASE_DIRECT_URL: direct })
    expect(config).toMatchObject({ DATABASE_POOLING: 'transaction', DATABASE_DIRECT_URL: direct })
    expect(loadConfig(env).DATABASE_POOLING).toBe('session')
  })
})

describe.skipIf(skipped)('PostgreSQL through PgBouncer, transaction mode', () => {
  const name = `galata_t_${randomBytes(6).toString('hex')}`
  const dir = mkdtempSync(join(tmpdir(), 'galata-pgbouncer-'))
  let bouncer: RunningPgbouncer
  let direct: string
  const open: Database[] = []
  let app: FastifyInstance | undefined

  /** The app's way in: the pooler, with the migrations over the direct url. */
  async function pooledDatabase(poolSize = 10): Promise<Database> {
    const database = await openDatabase({
      url: bouncer.url(name),
      directUrl: direct,
      pooling: 'transaction',
      poolSize,
    })
    open.push(database)
    return database
  }

  beforeAll(async () => {
    const upstream = new URL(adminUrl!)
    bouncer = await startPgbouncer({
      dir,
      port: await freePort(),
      upstreamHost: upstream.hostname,
      upstreamPort: Number(upstream.port || 5432),
      user: decodeURIComponent(upstream.username || 'postgres'),
      poolSize: 2,
    })
    await admin(`create database ${name}`)
    const url = new URL(adminUrl!)
    url.pathname = `/${name}`
    direct = url.toString()
  })

  afterAll(async () => {
    await app?.close()
    await Promise.all(open.map((d) => d.close()))
    await bouncer?.stop()
    await admin(`drop database if exists ${name} with (force)`).catch(() => {})
    rmSync(dir, { recursive: true, force: true })
  })

  it('is really transaction pooling: a named statement meets another client on its server session', async () => {
    // What the app must avoid (db/prepared.ts): four clients, two server sessions, one statement name.
    const pool = new pg.Pool({ connectionString: bouncer.url(name), max: 4 })
    try {
      const runs = await Promise.allSettled(
        [1, 2, 3, 4].map(() => pool.query({ name: 'probe', text: 'select pg_backend_pid()' })),
      )
      const refused = runs.filter((r) => r.status === 'rejected').map((r) => String(r.reason))
      expect(refused.length).toBeGreaterThan(0)
      expect(refused[0]).toMatch(/prepared statement "probe" (already exists|does not exist)/)
    } finally {
      await pool.end()
    }
  })

  it('migrates an empty database over the direct url, two instances booting together', async () => {
    const [a, b] = await Promise.all([pooledDatabase(5), pooledDatabase(5)])
    expect(await a!.isReady()).toBe(true)
    expect(await b!.isReady()).toBe(true)
    const [applied] = await queryRows<{ n: number }>(
      a!.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
    expect(applied!.n).toBeGreaterThan(0)
    // The migrations' session lock is gone with the migrating connection. pg_locks spans the
    // whole server, where other suites' leases run side by side: count this database's only.
    const [held] = await queryRows<{ n: number }>(
      a!.db,
      sql`select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
          where l.locktype = 'advisory' and l.granted and d.datname = current_database()`,
    )
    expect(held!.n).toBe(0)
  })

  it('boots, logs in and posts bets at once through two server connections; the ledger holds', async () => {
    const database = await pooledDatabase(10)
    app = await buildApp({ config: testConfig(), database, logger: false })
    await runBootTasks(app)
    await app.ready()
    // Registration and the session lookup of every call below run the prepared login and session
    // statements (auth.queries.ts); each bet posts through the wallet's prepared bet statements.
    const players = await Promise.all([1, 2, 3, 4].map((n) => launchedPlayer(app!, n, 100, 'galata-limbo')))
    const bets = await Promise.all(
      players.flatMap((p) =>
        [1, 2, 3, 4, 5].map(() =>
          app!.inject({
            method: 'POST',
            url: '/api/originals/galata-limbo/bet',
            headers: { 'x-game-token': p.gameToken, 'content-type': 'application/json', 'x-locale': 'en' },
            payload: JSON.stringify({ stake: 1, target: 2 }),
          }),
        ),
      ),
    )
    for (const res of bets) expect(res.statusCode, res.body).toBe(200)
    const [rounds] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from originals_rounds`,
    )
    expect(rounds!.n).toBe(20)
    expect(await api(app).login('ayse1', TEST_PASSWORD)).toMatch(/\S/)
    expect((await checkLedger(database.db)).ok).toBe(true)
  })

  it('keeps transaction-scoped advisory locks whole: one holder at a time, free after commit', async () => {
    const database = await pooledDatabase(4)
    const tryLock = (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) =>
      queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let holding!: () => void
    const taken = new Promise<void>((resolve) => (holding = resolve))
    // Taken the way the sports world job and the live pass take theirs (world-job.ts), on a key of its own.
    const first = database.db.transaction(async (tx) => {
      const [row] = await tryLock(tx)
      holding()
      await held
      return row!.ok
    })
    await taken
    const second = await database.db.transaction(async (tx) => (await tryLock(tx))[0]!.ok)
    release()
    expect(await first).toBe(true)
    expect(second).toBe(false)
    expect(await database.db.transaction(async (tx) => (await tryLock(tx))[0]!.ok)).toBe(true)
  })
})
