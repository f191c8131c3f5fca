import { randomBytes } from 'node:crypto'
import type { Db, Tx } from '../db/client.js'
import { bonuses, players } from '../db/schema/index.js'
import { ensurePlayerAccounts, post, systemAccounts, type Ledger } from '../modules/wallet/index.js'

/**
 * A posting handle for test set-up in a plain transaction: its balance events go nowhere (set-up
 * money needs no push; products use `moneyTransaction`, which publishes them).
 */
export function quietLedger(db: Db, tx: Tx): Ledger {
  return { tx, db, fx: { balances: new Set(), bonuses: [], postings: [] } }
}

/** A bare player row for ledger tests that need no session (user name and usercode unique). */
export async function insertTestPlayer(db: Db, overrides: Partial<typeof players.$inferInsert> = {}) {
  const tag = randomBytes(5).toString('hex')
  const [row] = await db
    .insert(players)
    .values({
      username: `p${tag}`,
      name: 'Test',
      surname: 'Player',
      usercode: `u${tag}`,
      passwordHash: 'x',
      ...overrides,
    })
    .returning({ id: players.id })
  return row!.id
}

/**
 * Money for a test player, the way real money arrives: `cash` kuruş as a deposit from the payment
 * clearing account and, when `bonus` > 0, a bonus grant from the house with its active bonus row.
 */
export async function fundPlayer(
  db: Db,
  playerId: number,
  {
    cash = 0n,
    bonus = 0n,
    wageringRequired = 0n,
    expiresAt,
  }: { cash?: bigint; bonus?: bigint; wageringRequired?: bigint; expiresAt?: Date },
) {
  const acc = await ensurePlayerAccounts(db, playerId)
  const sys = await systemAccounts(db)
  await db.transaction(async (tx) => {
    if (cash > 0n)
      await post(quietLedger(db, tx), {
        idempotencyKey: `test-fund:${playerId}`,
        kind: 'deposit',
        entries: [
          { accountId: sys.payment_clearing, amount: -cash },
          { accountId: acc.cash, amount: cash },
        ],
      })
    if (bonus > 0n) {
      const grant = await post(quietLedger(db, tx), {
        idempotencyKey: `test-bonus:${playerId}`,
        kind: 'bonus_grant',
        entries: [
          { accountId: sys.house, amount: -bonus },
          { accountId: acc.bonus, amount: bonus },
        ],
      })
      await tx.insert(bonuses).values({
        playerId,
        kind: 'campaign',
        amount: bonus,
        wageringRequired,
        expiresAt: expiresAt ?? new Date(Date.now() + 30 * 86_400_000),
        ledgerTransactionId: grant.transactionId,
      })
    }
  })
  return acc
}
