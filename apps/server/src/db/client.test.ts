import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { newPool } from './client.js'

/*
 * A connection that breaks while checked out of the pool (PostgreSQL restarted, PgBouncer stopped)
 * must fail its query and leave the process running (docs/operations.md "The chaos run"). PostgreSQL
 * only: the embedded database has no connection to break.
 */
const url = process.env.TEST_DATABASE_URL

describe.skipIf(!url)('the pool when a connection breaks', () => {
  it('a checked-out client whose backend is terminated fails its query; the process and the pool go on', async () => {
    const pool = newPool({ connectionString: url, max: 2 })
    const killer = new pg.Client({ connectionString: url })
    killer.on('error', () => {})
    await killer.connect()
    const uncaught: unknown[] = []
    const onUncaught = (e: unknown) => uncaught.push(e)
    process.on('uncaughtException', onUncaught)
    try {
      const client = await pool.connect()
      await client.query('begin')
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
      // The server ends the session between two statements of a transaction, as a restart does:
      // node-pg emits `error` on the checked-out client (no query to fail), then the end of it.
      await killer.query('select pg_terminate_backend($1)', [rows[0]!.pid])
      await new Promise((r) => setTimeout(r, 300))
      expect(uncaught).toEqual([])
      await expect(client.query('select 1')).rejects.toThrow()
      client.release(true)
      const again = await pool.query<{ one: number }>('select 1 as one')
      expect(again.rows[0]!.one).toBe(1)
    } finally {
      process.off('uncaughtException', onUncaught)
      await killer.end()
      await pool.end()
    }
  })
})
