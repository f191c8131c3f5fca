import { randomBytes } from 'node:crypto'
import type { Db } from '../../apps/server/src/db/client.js'
import { players } from '../../apps/server/src/db/schema/index.js'
import { systemClock } from '../../apps/server/src/lib/clock.js'
import { createEventBus, type AppEvents } from '../../apps/server/src/lib/events.js'
import {
  ensurePlayerAccounts,
  moneyTransaction,
  post,
  systemAccounts,
} from '../../apps/server/src/modules/wallet/index.js'

/** One funded bench player: the player's id and cash account id. */
export interface BenchPlayer {
  playerId: number
  cashAccountId: number
}

/**
 * `count` players, each with its accounts and 1,000,000 TL of cash deposited through the wallet
 * (a `deposit` posting from payment clearing), for the money benches (bench/wallet,
 * bench/sportsbook). `prefix` keeps usernames apart between benches sharing a database.
 */
export async function fundedBenchPlayers(db: Db, count: number, prefix: string): Promise<BenchPlayer[]> {
  const money = { db, clock: systemClock, events: createEventBus<AppEvents>(() => {}) }
  const sys = await systemAccounts(db)
  const out: BenchPlayer[] = []
  for (let n = 0; n < count; n++) {
    const tag = `${n}${randomBytes(3).toString('hex')}`
    const [p] = await db
      .insert(players)
      .values({
        username: `${prefix}${tag}`,
        name: 'Bench',
        surname: 'Player',
        usercode: `${prefix.slice(0, 1)}${tag}`,
        passwordHash: 'x',
      })
      .returning({ id: players.id })
    const acc = await ensurePlayerAccounts(db, p!.id)
    await moneyTransaction(money, (m) =>
      post(m, {
        idempotencyKey: `bench-fund:${p!.id}`,
        kind: 'deposit',
        entries: [
          { accountId: sys.payment_clearing, amount: -100_000_000n },
          { accountId: acc.cash, amount: 100_000_000n },
        ],
      }),
    )
    out.push({ playerId: p!.id, cashAccountId: acc.cash })
  }
  return out
}
