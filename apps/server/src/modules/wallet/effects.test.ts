import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf, type Database } from '../../db/client.js'
import { systemClock } from '../../lib/clock.js'
import { createEventBus, type AppEvents } from '../../lib/events.js'
import { createTestDatabase } from '../../test/helper.js'
import { MONEY_TX_ATTEMPTS, moneyTransaction } from './effects.js'

/**
 * docs/wallet.md "Deadlocks": a money transaction that PostgreSQL picks as a deadlock's victim runs
 * again from the start, and its effects go out once, after the commit. Two real connections are
 * needed to deadlock, so this runs on PostgreSQL only (TEST_DATABASE_URL; CI sets it).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

let database: Database
let drop: () => Promise<void>
const published: number[] = []
const events = createEventBus<AppEvents>(() => {})
events.on('wallet.balance_changed', ({ playerId }) => void published.push(playerId))
const deps = () => ({ db: database.db, clock: systemClock, events })

beforeAll(async () => {
  const created = await createTestDatabase()
  database = created.database
  drop = created.drop
  await database.db.execute(sql`create table deadlock_probe (id int primary key, v int not null)`)
})
afterAll(async () => {
  await drop()
})

describe.skipIf(!onPostgres)('money transactions and deadlocks (PostgreSQL)', () => {
  it('runs the deadlock victim again, so both transactions commit once', async () => {
    await database.db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`)
    let attempts = 0
    // Both hold their first row before either asks for its second: a certain deadlock, once.
    let arrived = 0
    let bothIn!: () => void
    const gate = new Promise<void>((r) => (bothIn = r))
    const crossing = (first: number, second: number, playerId: number) => {
      let tried = false
      return moneyTransaction(deps(), async (m) => {
        attempts++
        await m.tx.execute(sql`update deadlock_probe set v = v + 1 where id = ${first}`)
        if (!tried) {
          tried = true
          if (++arrived === 2) bothIn()
          await gate
        }
        await m.tx.execute(sql`update deadlock_probe set v = v + 1 where id = ${second}`)
        m.fx.balances.add(playerId)
        return first
      })
    }
    const answers = await Promise.all([crossing(1, 2, 101), crossing(2, 1, 102)])
    expect(answers).toEqual([1, 2])
    // Three attempts: both first ones, one of them the victim, and the victim's second.
    expect(attempts).toBe(3)
    const rows = rowsOf<{ id: number; v: number }>(
      await database.db.execute(sql`select id, v from deadlock_probe order by id`),
    )
    expect(rows.map((r) => Number(r.v))).toEqual([2, 2])
    // Each transaction's effects went out once, the rolled-back attempt's never.
    expect(published.sort()).toEqual([101, 102])
  })

  it('does not run other errors again, and gives up on a deadlock after the last attempt', async () => {
    let attempts = 0
    await expect(
      moneyTransaction(deps(), async () => {
        attempts++
        throw new Error('not a conflict')
      }),
    ).rejects.toThrow('not a conflict')
    expect(attempts).toBe(1)

    attempts = 0
    await expect(
      moneyTransaction(deps(), async () => {
        attempts++
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' })
      }),
    ).rejects.toThrow('deadlock detected')
    expect(attempts).toBe(MONEY_TX_ATTEMPTS)
  })
})
