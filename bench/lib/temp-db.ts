import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../../apps/server/src/db/client.js'

/** Where the benches make their temporary databases (a server the user may create databases on). */
export const benchAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/**
 * A fresh, empty database made on the server of `adminUrl` (one the user may create databases on):
 * its URL, and `drop`, which removes it whatever connections are still open.
 */
export async function createBenchDatabase(
  adminUrl: string = benchAdminUrl,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `galata_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl })
      await a.connect()
      await a.query(`drop database if exists ${name} with (force)`)
      await a.end()
    },
  }
}

/**
 * Runs `work` on a fresh, migrated database made beside TEST_DATABASE_URL, dropped afterwards
 * whatever happens (bench/bingo, bench/tables).
 */
export async function withBenchDatabase<T>(
  poolSize: number,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const made = await createBenchDatabase()
  const database = await openDatabase({ url: made.url, poolSize })
  try {
    return await work(database)
  } finally {
    await database.close()
    await made.drop()
  }
}

/** The p-th percentile of `xs` (nearest rank). */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0
}

export const ms = (x: number) => `${x.toFixed(1)} ms`
