import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/helper.js'
import type { Database } from './client.js'
import { preparedStatement } from './prepared.js'

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (the CI stage does).
let database: Database
let drop: () => Promise<void>

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  await database.db.execute(
    sql`create table prep_t (id serial primary key, name text not null unique, flag boolean, n bigint)`,
  )
})
afterAll(() => drop())

const insert = preparedStatement<{ id: number }, { name: string; flag: boolean | null; n: bigint }>(
  'test_prep_insert',
  sql`insert into prep_t (name, flag, n) values (${sql.placeholder('name')}, ${sql.placeholder('flag')}::boolean,
      ${sql.placeholder('n')}::bigint) returning id`,
)
// One constant parameter (the prefix) mixed with placeholders, and a placeholder used twice.
const byName = preparedStatement<
  { name: string; flag: boolean | null; n: unknown; twice: string },
  { name: string }
>(
  'test_prep_by_name',
  sql`select name, flag, n, ${'x-'} || ${sql.placeholder('name')} || ${sql.placeholder('name')} as twice
      from prep_t where name = ${sql.placeholder('name')}`,
)

describe('prepared statements', () => {
  it('bind the placeholders and the statement constants, and run again with new values', async () => {
    await insert.execute(database.db, { name: 'ayşe', flag: true, n: 9_007_199_254_740_993n })
    await insert.execute(database.db, { name: 'mehmet', flag: null, n: 0n })
    const [ayse] = await byName.execute(database.db, { name: 'ayşe' })
    expect(ayse).toMatchObject({ name: 'ayşe', flag: true, twice: 'x-ayşeayşe' })
    expect(BigInt(ayse!.n as string | bigint)).toBe(9_007_199_254_740_993n)
    expect(await byName.execute(database.db, { name: 'mehmet' })).toMatchObject([{ flag: null }])
    expect(await byName.execute(database.db, { name: 'nobody' })).toEqual([])
  })

  it('pass a database error on and keep working', async () => {
    await expect(insert.execute(database.db, { name: 'ayşe', flag: false, n: 1n })).rejects.toMatchObject({
      code: '23505',
    })
    const [row] = await insert.execute(database.db, { name: 'zeynep', flag: false, n: 1n })
    expect(Number(row!.id)).toBeGreaterThan(0)
  })

  it('wait for an open transaction instead of running inside it', async () => {
    let reading: Promise<unknown[]> | undefined
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into prep_t (name) values ('rolled back')`)
        reading = byName.execute(database.db, { name: 'rolled back' })
        // Give the read every chance to slip in before the rollback.
        await new Promise((r) => setTimeout(r, 50))
        tx.rollback()
      })
      .catch(() => {})
    expect(await reading).toEqual([])
  })

  it('are planned generically, and the setting stays theirs, also when one fails', async () => {
    const mode = preparedStatement<{ mode: string }, { name: string }>(
      'test_prep_plan_mode',
      sql`select current_setting('plan_cache_mode') as mode, ${sql.placeholder('name')}::text as name`,
    )
    const current = async () =>
      (
        (await database.db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as {
          rows: Array<{ mode: string }>
        }
      ).rows[0]!.mode
    expect(await mode.execute(database.db, { name: 'a' })).toMatchObject([{ mode: 'force_generic_plan' }])
    await expect(insert.execute(database.db, { name: 'ayşe', flag: false, n: 1n })).rejects.toMatchObject({
      code: '23505',
    })
    // Drizzle's one-off queries (and, on PGlite, the same connection) keep the default.
    expect(await current()).toBe('auto')
    await database.db.transaction(async (tx) => {
      expect(await mode.executeIn(tx, { name: 'b' })).toMatchObject([{ mode: 'auto' }])
    })
  })

  it('refuse a transaction handle', async () => {
    await database.db.transaction(async (tx) => {
      await expect(byName.execute(tx as never, { name: 'ayşe' })).rejects.toThrow(/not in a transaction/)
    })
  })

  it('say which placeholder is missing', async () => {
    await expect(byName.execute(database.db, {} as never)).rejects.toThrow(/no value for placeholder name/)
  })
})
