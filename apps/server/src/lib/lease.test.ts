import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, type Database } from '../db/client.js'
import { createTestDatabase } from '../test/helper.js'
import { acquireLease, fenceLease, isLeaseLost, releaseLease, underLease } from './lease.js'
import { registry } from './metrics.js'

// docs/leases.md: acquire, renew, expiry, takeover raising the token, the fence refusing a stale
// holder's write. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where a second pool plays
// the other instance).

let database: Database
let drop: () => Promise<void>
beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
})
afterAll(async () => drop())

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const T0 = Date.parse('2026-11-30T10:00:00Z')
const MS = 1_500

async function marks(name: string): Promise<string[]> {
  return queryRows<{ mark: string }>(
    database.db,
    sql`select mark from lease_marks where name = ${name}`,
  ).then((rows) => rows.map((r) => r.mark))
}

describe('the lease (docs/leases.md)', () => {
  beforeAll(async () => {
    await database.db.execute(sql`create table lease_marks (name text not null, mark text not null)`)
  })

  it('is taken when free, renewed by its holder and refused to another while it runs', async () => {
    const a = await acquireLease(database.db, 'l:basic', 'a', T0, MS)
    expect(a).toMatchObject({ name: 'l:basic', holder: 'a', token: 1n, expiresAt: T0 + MS })
    expect(await acquireLease(database.db, 'l:basic', 'b', T0 + MS - 1, MS)).toBeNull()
    const renewed = await acquireLease(database.db, 'l:basic', 'a', T0 + 700, MS)
    expect(renewed).toMatchObject({ token: 1n, expiresAt: T0 + 700 + MS })
    // Renewed: still refused to b past the first expiry.
    expect(await acquireLease(database.db, 'l:basic', 'b', T0 + MS + 1, MS)).toBeNull()
  })

  it('raises the token on every takeover after an expiry or a release, never on a renewal', async () => {
    const a1 = await acquireLease(database.db, 'l:takeover', 'a', T0, MS)
    const b2 = await acquireLease(database.db, 'l:takeover', 'b', T0 + MS + 1, MS)
    expect(a1?.token).toBe(1n)
    expect(b2?.token).toBe(2n)
    expect((await acquireLease(database.db, 'l:takeover', 'b', T0 + MS + 2, MS))?.token).toBe(2n)
    await releaseLease(database.db, 'l:takeover', 'b')
    // Released: a takes it back at once, without waiting for the expiry, with a new token.
    const a3 = await acquireLease(database.db, 'l:takeover', 'a', T0 + MS + 3, MS)
    expect(a3?.token).toBe(3n)
    // A release by a holder that lost the lease changes nothing.
    await releaseLease(database.db, 'l:takeover', 'b')
    expect(await acquireLease(database.db, 'l:takeover', 'b', T0 + MS + 4, MS)).toBeNull()
  })

  it("refuses a stale holder's fenced write and lets the new holder's through", async () => {
    const stale = await acquireLease(database.db, 'l:fence', 'a', T0, MS)
    expect(stale).not.toBeNull()
    await underLease(database.db, stale!, (tx) =>
      tx.execute(sql`insert into lease_marks values ('l:fence', 'a before')`),
    )
    // a is paused past its lease; b takes over.
    const fresh = await acquireLease(database.db, 'l:fence', 'b', T0 + MS + 1, MS)
    expect(fresh?.token).toBe(2n)
    const late = await underLease(database.db, stale!, (tx) =>
      tx.execute(sql`insert into lease_marks values ('l:fence', 'a late')`),
    ).then(
      () => 'written',
      (err: unknown) => (isLeaseLost(err) ? 'lease lost' : err),
    )
    expect(late).toBe('lease lost')
    await underLease(database.db, fresh!, (tx) =>
      tx.execute(sql`insert into lease_marks values ('l:fence', 'b')`),
    )
    expect((await marks('l:fence')).sort()).toEqual(['a before', 'b'])
    // The stale holder sees the gauge drop (docs/operations.md "Metrics").
    const text = await registry.metrics()
    expect(text).toMatch(/galata_lease_held\{lease="l:fence"\} 0/)
  })

  it('an expired holder nobody replaced still writes (no one else has written since)', async () => {
    const a = await acquireLease(database.db, 'l:expired', 'a', T0, MS)
    await underLease(database.db, a!, (tx) =>
      tx.execute(sql`insert into lease_marks values ('l:expired', 'a')`),
    )
    expect(await marks('l:expired')).toEqual(['a'])
  })

  // PGlite is one connection: a second transaction cannot run while the first is open.
  it.skipIf(!onPostgres)(
    'on PostgreSQL, a takeover waits for a fenced write in flight, then the late write is the last of a',
    async () => {
      const a = await acquireLease(database.db, 'l:race', 'a', T0, MS)
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let fenced!: () => void
      const inside = new Promise<void>((resolve) => (fenced = resolve))
      const write = underLease(database.db, a!, async (tx) => {
        fenced()
        await held
        await tx.execute(sql`insert into lease_marks values ('l:race', 'a in flight')`)
      })
      await inside
      // b's takeover must wait for a's transaction (the row is held for share).
      let tookOver = false
      const takeover = acquireLease(database.db, 'l:race', 'b', T0 + MS + 1, MS).then((h) => {
        tookOver = true
        return h
      })
      await new Promise((r) => setTimeout(r, 300))
      expect(tookOver).toBe(false)
      release()
      await write
      expect((await takeover)?.token).toBe(2n)
      await expect(database.db.transaction((tx) => fenceLease(tx, a!))).rejects.toSatisfy(isLeaseLost)
      expect(await marks('l:race')).toEqual(['a in flight'])
    },
  )

  it.skipIf(!onPostgres)(
    'on PostgreSQL, a holder stopped inside its fenced transaction cannot hold a takeover past the lease time',
    async () => {
      const a = await acquireLease(database.db, 'l:idle', 'a', T0, MS)
      let resume!: () => void
      const stopped = new Promise<void>((resolve) => (resume = resolve))
      const write = underLease(
        database.db,
        a!,
        async (tx) => {
          await stopped // as a process under SIGSTOP: idle in its transaction
          await tx.execute(sql`insert into lease_marks values ('l:idle', 'a late')`)
        },
        { leaseMs: 800 },
      ).catch((err: unknown) => err)
      await new Promise((r) => setTimeout(r, 100))
      const started = Date.now()
      const b = await acquireLease(database.db, 'l:idle', 'b', T0 + MS + 1, MS)
      expect(b?.token).toBe(2n)
      expect(Date.now() - started).toBeLessThan(5_000)
      resume()
      expect(await write).toBeInstanceOf(Error)
      expect(await marks('l:idle')).toEqual([])
    },
  )
})
