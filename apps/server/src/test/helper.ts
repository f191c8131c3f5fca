import { randomBytes } from 'node:crypto'
import { Writable } from 'node:stream'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { loadConfig, type Config } from '../config.js'
import { openDatabase, type Database } from '../db/client.js'
import { buildApp } from '../app.js'
import { runBootTasks } from '../boot.js'
import { ManualClock } from '../lib/clock.js'

/**
 * A fresh database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped afterwards), so every suite
 * runs on both engines (issue 2, CI).
 */
export async function createTestDatabase(): Promise<{
  database: Database
  url?: string
  drop: () => Promise<void>
}> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const database = await openDatabase({})
    return { database, drop: () => database.close() }
  }
  const name = `galata_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), poolSize: 30 })
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close()
      const a = new pg.Client({ connectionString: adminUrl })
      await a.connect()
      await a.query(`drop database if exists ${name} with (force)`)
      await a.end()
    },
  }
}

/**
 * Demo mode unless a test says otherwise: the suites pay through the demo gateway. A live-mode test
 * passes `SITE_MODE: 'live'` with the SMTP and SMS catchers' URLs (catchers.ts).
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  // The argon2 address budget and the SMS address ceiling would answer instead of the endpoints
  // under test (every inject comes from one address); the files that test them set their own.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_MODE: 'demo',
    SEED: 'demo',
    // A token argon2 cost (docs/testing.md); the files about hashing itself ask for 'production'.
    ARGON2_COST: 'test',
    AUTH_ADDRESS_BUDGET: '1000000',
    SMS_ADDRESS_MAX_PER_HOUR: '1000000',
    ...overrides,
  })
}

export interface TestContext {
  app: FastifyInstance
  database: Database
  /** The PostgreSQL database of this file (TEST_DATABASE_URL), for a second connection; none on PGlite. */
  databaseUrl?: string
  config: Config
  /** The app's clock: real time plus whatever the test moved it by (`t.clock.advance(ms)`). */
  clock: ManualClock
  /** Every line the app logged, when built with `captureLogs` (LOG_LEVEL trace unless overridden). */
  logs: string[]
}

export interface TestAppOptions {
  /** Keep the app's pino output (with the production redaction) in `logs`, to grep for secrets. */
  captureLogs?: boolean
}

/**
 * Builds one app on one fresh database for the whole test file and closes both afterwards.
 * `overrides` may be a function, for values known only once other test servers are listening
 * (an SMTP or SMS catcher on a free port).
 */
export function useTestApp(
  overrides: Record<string, string> | (() => Record<string, string>) = {},
  options: TestAppOptions = {},
): TestContext {
  const ctx = { clock: new ManualClock(), logs: [] as string[] } as TestContext
  let drop: () => Promise<void> = async () => {}
  beforeAll(async () => {
    const created = await createTestDatabase()
    drop = created.drop
    const values = typeof overrides === 'function' ? overrides() : overrides
    ctx.config = testConfig(options.captureLogs ? { LOG_LEVEL: 'trace', ...values } : values)
    ctx.database = created.database
    if (created.url) ctx.databaseUrl = created.url
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        ctx.logs.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        done()
      },
    })
    ctx.app = await buildApp({
      config: ctx.config,
      database: created.database,
      clock: ctx.clock,
      ...(options.captureLogs ? { logStream } : { logger: false }),
    })
    await runBootTasks(ctx.app)
    await ctx.app.ready()
  })
  afterAll(async () => {
    await ctx.app?.close()
    await drop()
  })
  return ctx
}
