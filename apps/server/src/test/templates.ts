import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildApp } from '../app.js'
import { runBootTasks } from '../boot.js'
import type { Config } from '../config.js'
import { openDatabase, type Database } from '../db/client.js'

/**
 * The template databases of a test run (docs/testing.md). Migrating and seeding took seconds per
 * test file; the run's global setup does it once and every file starts from a copy:
 * - `migrated`: every committed migration applied, nothing else;
 * - `seeded`: the boot tasks run on it as well, with the suites' default demo configuration.
 * On PGlite they are dumped data directories (files); on PostgreSQL, databases copied with
 * `CREATE DATABASE … TEMPLATE`, which refuse connections so nothing can hold them open.
 */
export type TemplateName = 'migrated' | 'seeded'

export type TestTemplates =
  | { engine: 'pglite'; files: Record<TemplateName, string> }
  | { engine: 'postgres'; databases: Record<TemplateName, string> }

declare module 'vitest' {
  export interface ProvidedContext {
    galataTemplates: TestTemplates
  }
}

/**
 * A template's dumped data directory as PGlite's `loadDataDir`, read from disk once per worker
 * (docs/testing.md "The template databases"). PGlite takes the bytes with `arrayBuffer()`, which
 * on Node 20 streams a Blob in chunks and joins them: about a quarter of a second for the 40 MB of a
 * template, at every test file's start. This Blob answers that call with a copy of bytes it holds.
 */
class TemplateBlob extends Blob {
  constructor(private readonly held: ArrayBuffer) {
    super([held])
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.held.slice(0))
  }
}

const templateBlobs = new Map<string, Blob>()

export function templateBlob(file: string): Blob {
  let blob = templateBlobs.get(file)
  if (!blob) {
    const bytes = readFileSync(file)
    blob = new TemplateBlob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
    templateBlobs.set(file, blob)
  }
  return blob
}

/**
 * PGlite's start zeroes its shared buffers, 128 MB by default: half a second of every test file's
 * start. A test file's database is a few megabytes; pages beyond these buffers are read back from
 * PGlite's in-memory files.
 */
export const TEST_PGLITE_SETTINGS = { shared_buffers: '8MB' } as const

/** Whether a file's configuration boots to the seeded template's content (else it seeds itself). */
export function templateFor(config: Pick<Config, 'SEED' | 'SITE_MODE'>): TemplateName {
  return config.SEED === 'demo' && config.SITE_MODE === 'demo' ? 'seeded' : 'migrated'
}

/** Runs the boot tasks the way `useTestApp` does for a file with the default configuration. */
async function seed(database: Database, config: Config): Promise<void> {
  const app = await buildApp({ config, database, logger: false })
  try {
    await runBootTasks(app)
  } finally {
    await app.close()
  }
}

/** Builds both templates; the answer's `remove` deletes them at the end of the run. */
export async function createTemplates(
  config: Config,
  adminUrl: string | undefined,
): Promise<{ templates: TestTemplates; remove: () => Promise<void> }> {
  return adminUrl ? createPostgresTemplates(config, adminUrl) : createPgliteTemplates(config)
}

async function createPgliteTemplates(config: Config) {
  const dir = mkdtempSync(join(tmpdir(), 'galata-test-templates-'))
  const files = { migrated: join(dir, 'migrated.tar'), seeded: join(dir, 'seeded.tar') }
  const database = await openDatabase({})
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client
    const dump = async (file: string) =>
      writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
    await dump(files.migrated)
    await seed(database, config)
    await dump(files.seeded)
  } finally {
    await database.close()
  }
  return {
    templates: { engine: 'pglite', files } as const,
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

async function createPostgresTemplates(config: Config, adminUrl: string) {
  const tag = randomBytes(4).toString('hex')
  const databases = { migrated: `galata_tpl_${tag}_migrated`, seeded: `galata_tpl_${tag}_seeded` }
  const admin = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      for (const statement of statements) await client.query(statement)
    } finally {
      await client.end()
    }
  }
  const urlOf = (name: string) => {
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return url.toString()
  }
  for (const [name, seeded] of [
    [databases.migrated, false],
    [databases.seeded, true],
  ] as const) {
    await admin([`create database ${name}`])
    // openDatabase migrates; its pool is closed before the copies start.
    const database = await openDatabase({ url: urlOf(name), poolSize: 5 })
    try {
      if (seeded) await seed(database, config)
    } finally {
      await database.close()
    }
    // A template with a session on it cannot be copied: from here on nobody may connect to it.
    await admin([`alter database ${name} with allow_connections false`])
  }
  return {
    templates: { engine: 'postgres', databases } as const,
    remove: () =>
      admin(Object.values(databases).map((name) => `drop database if exists ${name} with (force)`)),
  }
}
