import { randomBytes } from 'node:crypto'
import { Writable } from 'node:stream'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, inject } from 'vitest'
import type { Config } from '../config.js'
import { openDatabase, type Database } from '../db/client.js'
import { buildApp } from '../app.js'
import { runBootTasks } from '../boot.js'
import { ManualClock } from '../lib/clock.js'
import { TEST_PGLITE_SETTINGS, templateBlob, templateFor, type TemplateName } from './templates.js'
import { testConfig } from './test-config.js'

/**
 * A fresh database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped afterwards), so every suite
 * runs on both engines (docs/testing.md, CI). It starts as a copy of one of the run's templates
 * (templates.ts): `migrated` (the default) or `seeded`; `empty` migrates from nothing, the boot
 * path of a new site, which the templates would otherwise keep the suites from running.
 */
export async function createTestDatabase(from: TemplateName | 'empty' = 'migrated'): Promise<{
  database: Database
  url?: string
  drop: () => Promise<void>
}> {
  const templates = from === 'empty' ? undefined : inject('galataTemplates')
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const loadDataDir =
      templates?.engine === 'pglite' ? templateBlob(templates.files[from as TemplateName]) : undefined
    const database = await openDatabase({ loadDataDir, pgliteSettings: TEST_PGLITE_SETTINGS })
    return { database, drop: () => database.close() }
  }
  const name = `galata_t_${randomBytes(6).toString('hex')}`
  const template =
    templates?.engine === 'postgres' ? ` template ${templates.databases[from as TemplateName]}` : ''
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}${template}`)
  // A file's database is thrown away at its end: its commits need not wait for the WAL's flush
  // (docs/testing.md "The template databases"). Locks, visibility and answers are the same either way.
  await admin.query(`alter database ${name} set synchronous_commit = off`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  // openDatabase still runs the migrator: on a copy it finds every migration applied.
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

export { testConfig } from './test-config.js'

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
  /** Migrate and seed an empty database, as a new site's first boot does, instead of copying a template. */
  fromScratch?: boolean
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
    const values = typeof overrides === 'function' ? overrides() : overrides
    ctx.config = testConfig(options.captureLogs ? { LOG_LEVEL: 'trace', ...values } : values)
    // The seeded template only where this file's boot would seed the same; the boot tasks run
    // on the copy all the same, as on a site's restart.
    const created = await createTestDatabase(options.fromScratch ? 'empty' : templateFor(ctx.config))
    drop = created.drop
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
