import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { AppError } from '../../lib/app-error.js'
import { useTestApp } from '../../test/helper.js'
import { fundPlayer, insertTestPlayer } from '../../test/wallet.js'
import { placeBet } from '../../test/wagering.js'
import { checkLedger, getBalances, type WageringDeps } from './index.js'

/*
 * First audit item 8 (docs/security.md): operators cannot play. Every product's stake passes the wallet's bet
 * command, so the refusal lives there once (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */

const t = useTestApp()
const deps = (): WageringDeps => ({ db: t.app.db, clock: t.app.clock, events: t.app.events })

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const bet = (playerId: number, txId: string) =>
  placeBet(deps(), {
    provider: 'galata',
    txId,
    playerId,
    roundId: `r-${txId}`,
    gameCode: 'galata-dice',
    amount: 1000n,
    currency: 'TRY',
  })

describe('operators cannot play', () => {
  it('refuses a bet from every operator role with OPERATOR_CANNOT_PLAY; nothing moves or is claimed', async () => {
    for (const role of ['support', 'finance', 'content', 'trader', 'admin'] as const) {
      const operator = await insertTestPlayer(t.app.db, { role })
      await fundPlayer(t.app.db, operator, { cash: 50_000n })
      const error = await bet(operator, `op-${role}`).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AppError)
      expect((error as AppError).code).toBe('OPERATOR_CANNOT_PLAY')
      expect((await getBalances(t.app.db, operator)).cash).toBe(50_000n)
      const claimed = await t.app.db.execute(
        sql`select count(*)::int as n from provider_transactions where tx_id = ${`op-${role}`}`,
      )
      expect(Number((claimed as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0)
    }
  })

  it('still takes a player’s bet', async () => {
    const player = await insertTestPlayer(t.app.db)
    await fundPlayer(t.app.db, player, { cash: 5_000n })
    await bet(player, 'player-bet-1')
    expect((await getBalances(t.app.db, player)).cash).toBe(4_000n)
  })
})
