import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { codeOf, placeBet } from '../../test/wagering.js'
import { fundPlayer, insertTestPlayer } from '../../test/wallet.js'
import {
  checkLedger,
  getBalances,
  moneyTransaction,
  placeBet as placeBetIn,
  post,
  resettleBet,
  settleBet,
  systemAccounts,
  unsettleBet,
  type ResettleCommand,
  type SettleCommand,
  type UnsettleCommand,
  type WageringDeps,
} from './index.js'

/*
 * The sportsbook's settlement commands (wallet/sportsbook.ts) and the money transaction they run
 * in: settle pays an absolute amount, resettle replaces it under a newer version, unsettle takes it
 * back; each exactly once per txId, stale versions change nothing, and balances never go below
 * zero. Events are published after the commit only. The checker runs after each test, on PGlite
 * and on PostgreSQL (TEST_DATABASE_URL), and races run on PostgreSQL's real connections.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const t = useTestApp()
const deps = (): WageringDeps => ({ db: t.app.db, clock: t.app.clock, events: t.app.events })

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

let seq = 0
const uid = () => `sb-${Date.now().toString(36)}-${seq++}`

const settle = (c: SettleCommand) => moneyTransaction(deps(), (m) => settleBet(m, c))
const resettle = (c: ResettleCommand) => moneyTransaction(deps(), (m) => resettleBet(m, c))
const unsettle = (c: UnsettleCommand) => moneyTransaction(deps(), (m) => unsettleBet(m, c))

/** A player with `cash` kuruş and a bet of `stake` on a fresh slip; answers the ids. */
async function slip(cash: bigint, stake: bigint) {
  const playerId = await insertTestPlayer(t.app.db)
  await fundPlayer(t.app.db, playerId, { cash })
  const bet = uid()
  await placeBet(deps(), {
    provider: 'sportsbook',
    txId: bet,
    playerId,
    roundId: `slip-${bet}`,
    gameCode: null,
    amount: stake,
    currency: 'TRY',
  })
  const base = { provider: 'sportsbook', playerId, roundId: `slip-${bet}`, refTxId: bet }
  return { playerId, bet, base }
}

const cash = async (playerId: number) => (await getBalances(t.app.db, playerId)).cash

describe('sportsbook settlement: absolute, versioned, exactly once', () => {
  it('settle pays the absolute amount once; a repeat replays; other content is CONFLICT', async () => {
    const { playerId, base } = await slip(1_000n, 100n)
    const cmd = { ...base, txId: uid(), amount: 250n, currency: 'TRY' }
    const first = await settle(cmd)
    expect(first).toMatchObject({ status: 'applied', replayed: false, cashAmount: 250n, cash: 1_150n })
    const again = await settle(cmd)
    expect({ ...again, replayed: false }).toEqual(first)
    expect(again.replayed).toBe(true)
    expect(await cash(playerId)).toBe(1_150n)
    expect(await codeOf(settle({ ...cmd, amount: 251n }))).toBe('CONFLICT')
    // A second settlement of a settled bet must be a resettle.
    expect(await codeOf(settle({ ...cmd, txId: uid(), version: 2 }))).toBe('CONFLICT')
  })

  it('resettle posts only the difference, up or down; a stale version is a no-op', async () => {
    const { playerId, base } = await slip(1_000n, 100n)
    await settle({ ...base, txId: uid(), amount: 250n, currency: 'TRY' })
    const up = await resettle({ ...base, txId: uid(), amount: 400n, currency: 'TRY', version: 3 })
    expect(up).toMatchObject({ status: 'applied', cashAmount: 150n, cash: 1_300n })
    const down = await resettle({ ...base, txId: uid(), amount: 0n, currency: 'TRY', version: 4 })
    expect(down).toMatchObject({ status: 'applied', cashAmount: 400n, cash: 900n })
    // Version 2 arrives late: the result of version 4 stands.
    const stale = await resettle({ ...base, txId: uid(), amount: 999n, currency: 'TRY', version: 2 })
    expect(stale).toMatchObject({ status: 'noop', ledgerTransactionId: null, cash: 900n })
    expect(await cash(playerId)).toBe(900n)
    const [bet] = await rows<{ status: string; settled_amount: string; settle_version: number }>(
      t.app,
      sql`select status, settled_amount::text, settle_version from provider_transactions
          where provider = 'sportsbook' and tx_id = ${base.refTxId}`,
    )
    expect(bet).toEqual({ status: 'settled', settled_amount: '0', settle_version: 4 })
  })

  it('unsettle takes the payment back and reopens the bet; it can be settled again, higher version only', async () => {
    const { playerId, base } = await slip(1_000n, 100n)
    await settle({ ...base, txId: uid(), amount: 300n, currency: 'TRY' })
    expect(await cash(playerId)).toBe(1_200n)
    const back = await unsettle({ ...base, txId: uid(), version: 2 })
    expect(back).toMatchObject({ status: 'applied', cashAmount: 300n, cash: 900n })
    expect(await codeOf(unsettle({ ...base, txId: uid(), version: 3 }))).toBe('CONFLICT')
    expect((await settle({ ...base, txId: uid(), amount: 50n, currency: 'TRY', version: 2 })).status).toBe(
      'noop',
    )
    await settle({ ...base, txId: uid(), amount: 50n, currency: 'TRY', version: 3 })
    expect(await cash(playerId)).toBe(950n)
  })

  it('never below zero: taking back more than the player holds is refused and changes nothing', async () => {
    const { playerId, base } = await slip(100n, 100n)
    await settle({ ...base, txId: uid(), amount: 500n, currency: 'TRY' })
    // The player spends the winnings meanwhile.
    const sys = await systemAccounts(t.app.db)
    const [account] = await rows<{ id: number }>(
      t.app,
      sql`select id from accounts where player_id = ${playerId} and kind = 'player_cash'`,
    )
    await moneyTransaction(deps(), (m) =>
      post(m, {
        idempotencyKey: uid(),
        kind: 'withdrawal_confirm',
        entries: [
          { accountId: Number(account!.id), amount: -450n },
          { accountId: sys.payment_clearing, amount: 450n },
        ],
      }),
    )
    const txId = uid()
    expect(await codeOf(unsettle({ ...base, txId, version: 2 }))).toBe('INSUFFICIENT_FUNDS')
    expect(await cash(playerId)).toBe(50n)
    const [left] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from provider_transactions where provider = 'sportsbook' and tx_id = ${txId}`,
    )
    expect(left!.n).toBe(0)
  })

  it('refuses a settlement of an unknown or foreign bet, and bad versions', async () => {
    const { base } = await slip(1_000n, 100n)
    expect(await codeOf(settle({ ...base, refTxId: 'nope', txId: uid(), amount: 1n, currency: 'TRY' }))).toBe(
      'REF_NOT_FOUND',
    )
    const other = await insertTestPlayer(t.app.db)
    expect(await codeOf(settle({ ...base, playerId: other, txId: uid(), amount: 1n, currency: 'TRY' }))).toBe(
      'REF_NOT_FOUND',
    )
    for (const version of [0, -1, 1.5])
      expect(await codeOf(settle({ ...base, txId: uid(), amount: 1n, currency: 'TRY', version }))).toBe(
        'VALIDATION_FAILED',
      )
    expect(await codeOf(settle({ ...base, txId: uid(), amount: -1n, currency: 'TRY' }))).toBe(
      'VALIDATION_FAILED',
    )
  })

  it.skipIf(!onPostgres)(
    'concurrent resettles of one bet: the newest version wins, each paid once',
    async () => {
      const { playerId, base } = await slip(1_000n, 100n)
      await settle({ ...base, txId: uid(), amount: 100n, currency: 'TRY' })
      const versions = Array.from({ length: 12 }, (_, i) => i + 2)
      await Promise.all(
        versions.flatMap((v) =>
          // Each version twice (a feed that repeats itself), with its own txId per version.
          [0, 1].map(() =>
            resettle({
              ...base,
              txId: `${base.refTxId}:v${v}`,
              amount: BigInt(v) * 10n,
              currency: 'TRY',
              version: v,
            }),
          ),
        ),
      )
      // Whatever the order, the bet ends at the newest version's absolute amount.
      expect(await cash(playerId)).toBe(1_000n - 100n + 130n)
    },
  )
})

describe('money transactions publish their events after the commit only', () => {
  it('a rolled-back money transaction publishes nothing; a committed one once per player', async () => {
    const playerId = await insertTestPlayer(t.app.db)
    await fundPlayer(t.app.db, playerId, { cash: 1_000n })
    const seen: number[] = []
    const off = t.app.events.on('wallet.balance_changed', (e) => void seen.push(e.playerId))
    const bet = (txId: string) =>
      placeBet(deps(), { provider: 'sportsbook', txId, playerId, roundId: 'r', amount: 10n, currency: 'TRY' })
    try {
      const failed = moneyTransaction(deps(), async (m) => {
        await placeBetIn(m, {
          provider: 'sportsbook',
          txId: uid(),
          playerId,
          roundId: 'r',
          amount: 10n,
          currency: 'TRY',
        })
        expect(m.fx.balances.has(playerId)).toBe(true)
        throw new Error('the caller failed after the money moved')
      })
      await expect(failed).rejects.toThrow(/caller failed/)
      expect(seen).toEqual([])
      expect(await cash(playerId)).toBe(1_000n)
      await bet(uid())
      expect(seen).toEqual([playerId])
    } finally {
      off()
    }
  })
})
