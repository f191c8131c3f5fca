import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bonuses, originalsRounds, originalsSeeds, providerTransactions } from '../../db/schema/index.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import type { GameSession } from './game-session.js'
import type * as WalletModule from './originals.wallet.js'
import { checkLedger, getBalances } from '../wallet/index.js'
import {
  ABANDONED_ROUND_MS,
  cashOutMines,
  gameState,
  playDice,
  playRoulette,
  revealMine,
  settleAbandonedRounds,
  startMines,
  verifyRound,
  type OriginalsDeps,
} from './originals.service.js'

/*
 * Originals money through the wallet's canonical commands (docs/casino.md "Money"): the
 * kill-and-retry test of SECURITY.md (a crash between the bet's and the win's transactions leaves
 * nothing half applied; the recovery job finishes it exactly once) and bonus wagering.
 *
 * The crash is simulated at the studio's wallet seam: with `crash.at = 'win'` the win's money moves
 * inside the win's money transaction, then the process "dies" before the commit (the wrapped
 * command throws), which rolls that transaction back; the bet's transaction had committed.
 */

// The server suites share one module registry per worker (vitest.config.ts, isolate false): drop it
// first, so this file's app is built from fresh modules and picks up the mocked wallet seam below.
const crash = vi.hoisted(() => {
  vi.resetModules()
  return { at: null as null | 'bet' | 'win' | 'refund' }
})

// The command moves the money in the caller's money transaction, then the process "dies" before
// that transaction commits: everything written in it rolls back, whatever the caller wrote after.
vi.mock('./originals.wallet.js', async (importOriginal) => {
  const real = await importOriginal<typeof WalletModule>()
  const killer =
    (step: 'bet' | 'win' | 'refund', fn: typeof real.bet): typeof real.bet =>
    async (m, move) => {
      const answer = await fn(m, move)
      if (crash.at === step) throw new Error(`killed inside ${step}:${move.roundId}`)
      return answer
    }
  return {
    ...real,
    bet: killer('bet', real.bet),
    win: killer('win', real.win),
    refund: killer('refund', real.refund),
  }
})

const t = useTestApp()
const deps = (): OriginalsDeps => ({
  db: t.app.db,
  clock: t.app.clock,
  secret: t.app.config.ORIGINALS_SECRET,
  events: t.app.events,
})
// The services are called directly, past the route's session check (game-session.ts).
const claims = (playerId: number, gameCode: string): GameSession => ({
  playerId,
  gameCode,
  sessionId: randomUUID(),
  expiresAt: t.app.clock.now() + 60_000,
  sessionEndsAt: t.app.clock.now() + 3_600_000,
})

afterEach(async () => {
  crash.at = null
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const roundsOf = (playerId: number) =>
  t.app.db
    .select()
    .from(originalsRounds)
    .where(eq(originalsRounds.playerId, playerId))
    .orderBy(originalsRounds.id)

const movesOf = (playerId: number, op: 'bet' | 'win' | 'rollback') =>
  t.app.db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.playerId, playerId),
        eq(providerTransactions.provider, 'galata'),
        eq(providerTransactions.op, op),
      ),
    )

const ledgerCount = async (key: string) => {
  const result = await t.app.db.execute(
    sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${key}`,
  )
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n)
}

// A 98 % chance to win 2.02 on a 2 ₺ stake: most rounds here have money to pay after the crash.
const DICE = { stake: 2, target: 98, direction: 'under' as const }

describe('Originals: a crash between the bet and the win (kill and retry)', () => {
  it('dice: the bet stands, the round waits decided, the recovery job pays its win exactly once', async () => {
    const { id: playerId } = await player(t.app, { cash: 10_000n })
    crash.at = 'win'
    await expect(playDice(deps(), claims(playerId, 'galata-dice'), DICE)).rejects.toThrow(/killed inside win/)

    // Nothing half applied: the stake is taken and the round exists (bet committed); no win moved.
    const [round] = await roundsOf(playerId)
    expect(round).toMatchObject({ status: 'open', stake: 200n, payout: null, nonce: 0 })
    const pending = round!.state.pending as { kind: string; payout: string; result: { roll: number } }
    expect(pending.kind).toBe('win')
    expect((await getBalances(t.app.db, playerId)).cash).toBe(9_800n)
    expect(await movesOf(playerId, 'bet')).toHaveLength(1)
    expect(await movesOf(playerId, 'win')).toHaveLength(0)
    expect(await ledgerCount(`galata:win:${round!.id}`)).toBe(0)
    expect((await checkLedger(t.app.db)).problems).toEqual([])

    // The outcome was decided with the debit, from the seeds: the recovery pays exactly that.
    const [seed] = await t.app.db.select().from(originalsSeeds).where(eq(originalsSeeds.id, round!.seedId))
    const roll = verifyRound({
      game: 'galata-dice',
      serverSeed: seed!.serverSeed,
      clientSeed: seed!.clientSeed,
      nonce: 0,
    }).roll!
    expect(pending.result.roll / 100).toBe(roll)
    const payout = BigInt(pending.payout)
    expect(payout).toBe(roll < 98 ? 202n : 0n)

    crash.at = null
    expect(await settleAbandonedRounds(deps())).toBe(1)
    // Run again (a second boot, a second instance): nothing more.
    expect(await settleAbandonedRounds(deps())).toBe(0)
    expect(await movesOf(playerId, 'win')).toHaveLength(1)
    expect(await ledgerCount(`galata:win:${round!.id}`)).toBe(payout > 0n ? 1 : 0)
    const [closed] = await roundsOf(playerId)
    expect(closed).toMatchObject({ status: 'settled', payout })
    expect((await getBalances(t.app.db, playerId)).cash).toBe(9_800n + payout)
    const history = await t.app.db.execute(
      sql`select type from game_transactions where player_id = ${playerId} order by id`,
    )
    expect((history as unknown as { rows: unknown[] }).rows).toHaveLength(payout > 0n ? 2 : 1)
  })

  it('roulette: the player reopening the game finishes the interrupted round; the job then finds nothing', async () => {
    const { id: playerId } = await player(t.app, { cash: 10_000n })
    crash.at = 'win'
    const bets = [{ numbers: Array.from({ length: 18 }, (_, i) => i * 2 + 1), amount: 5 }]
    await expect(playRoulette(deps(), claims(playerId, 'galata-roulette'), { bets })).rejects.toThrow(
      /killed/,
    )
    crash.at = null
    const [round] = await roundsOf(playerId)
    const payout = BigInt((round!.state.pending as { payout: string }).payout)
    const state = await gameState(deps(), claims(playerId, 'galata-roulette'))
    expect(state.openRound).toBeNull()
    expect(state.recent[0]).toMatchObject({ status: 'settled', payout: Number(payout) / 100 })
    expect(state.recent[0]!.state).toEqual({})
    expect(await settleAbandonedRounds(deps())).toBe(0)
    expect(await movesOf(playerId, 'win')).toHaveLength(1)
    expect((await getBalances(t.app.db, playerId)).cash).toBe(10_000n - 500n + payout)
  })

  it('a crash inside the bet leaves nothing: no money, no round, the nonce unused', async () => {
    const { id: playerId } = await player(t.app, { cash: 10_000n })
    crash.at = 'bet'
    await expect(playDice(deps(), claims(playerId, 'galata-dice'), DICE)).rejects.toThrow(/killed inside bet/)
    expect(await roundsOf(playerId)).toEqual([])
    expect(await movesOf(playerId, 'bet')).toHaveLength(0)
    expect((await getBalances(t.app.db, playerId)).cash).toBe(10_000n)
    crash.at = null
    const played = await playDice(deps(), claims(playerId, 'galata-dice'), DICE)
    expect(played.round.nonce).toBe(0)
    expect(played.round.status).toBe('settled')
  })

  it('mines: a cash-out interrupted after it was decided is paid once, by a retry or by the job', async () => {
    const { id: playerId } = await player(t.app, { cash: 10_000n })
    const c = claims(playerId, 'galata-mines')
    const started = await startMines(deps(), c, { stake: 10, mines: 3 })
    const roundId = started.round.roundId
    const [round] = await roundsOf(playerId)
    const [seed] = await t.app.db.select().from(originalsSeeds).where(eq(originalsSeeds.id, round!.seedId))
    const mines = verifyRound({
      game: 'galata-mines',
      serverSeed: seed!.serverSeed,
      clientSeed: seed!.clientSeed,
      nonce: round!.nonce,
      mines: 3,
    }).mines!
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i))
    await revealMine(deps(), c, { roundId, tile: safe[0]! })
    await revealMine(deps(), c, { roundId, tile: safe[1]! })

    crash.at = 'win'
    await expect(cashOutMines(deps(), c, { roundId })).rejects.toThrow(/killed/)
    crash.at = null
    // Decided: no more tiles can be played on it; the retry of the cash-out pays it.
    const retried = await cashOutMines(deps(), c, { roundId })
    expect(retried.round).toMatchObject({ status: 'settled', payout: 12.85 })
    expect(retried.balance).toBe(100 - 10 + 12.85)
    await expect(cashOutMines(deps(), c, { roundId })).rejects.toMatchObject({ code: 'ROUND_NOT_ACTIVE' })
    expect(await settleAbandonedRounds(deps())).toBe(0)
    expect(await movesOf(playerId, 'win')).toHaveLength(1)
    expect((await getBalances(t.app.db, playerId)).cash).toBe(10_285n)
  })

  it('mines left for a day: refunded once when no tile was uncovered, also after a crash in the refund', async () => {
    const { id: playerId } = await player(t.app, { cash: 10_000n })
    await startMines(deps(), claims(playerId, 'galata-mines'), { stake: 10, mines: 3 })
    // The job leaves young rounds alone.
    expect(await settleAbandonedRounds(deps())).toBe(0)
    t.clock.advance(ABANDONED_ROUND_MS + 60_000)
    crash.at = 'refund'
    await expect(settleAbandonedRounds(deps())).rejects.toThrow(/killed inside refund/)
    expect((await getBalances(t.app.db, playerId)).cash).toBe(9_000n)
    crash.at = null
    expect(await settleAbandonedRounds(deps())).toBe(1)
    expect(await settleAbandonedRounds(deps())).toBe(0)
    const [round] = await roundsOf(playerId)
    expect(round).toMatchObject({ status: 'refunded', payout: 1_000n })
    expect(await movesOf(playerId, 'rollback')).toHaveLength(1)
    expect((await getBalances(t.app.db, playerId)).cash).toBe(10_000n)
  })
})

describe('Originals stakes count toward bonus wagering', () => {
  it('a settled dice round raises wagered by 10 % of its stake; the bonus converts when the requirement is met', async () => {
    // No cash: the stakes are paid from the bonus. 50 ₺ bonus, 0.40 ₺ to wager: dice counts 10 %
    // (packages/contract bonus-rules), when its round settles, which dice does in the same call.
    const { id: playerId } = await player(t.app, { bonus: 5_000n, wageringRequired: 40n })
    const c = claims(playerId, 'galata-dice')
    const state = await gameState(deps(), c)
    expect(state.balance).toBe(50)

    const first = await playDice(deps(), c, DICE)
    const [bonus1] = await t.app.db.select().from(bonuses).where(eq(bonuses.playerId, playerId))
    expect(bonus1).toMatchObject({ status: 'active', wagered: 20n })
    const [bet1] = await movesOf(playerId, 'bet')
    expect(bet1).toMatchObject({ amount: 200n, cashAmount: 0n, bonusAmount: 200n, bonusId: bonus1!.id })
    const payout1 = BigInt(Math.round(first.round.payout! * 100))
    // A win on a bet paid from an active bonus goes back to the bonus account.
    expect(await getBalances(t.app.db, playerId)).toMatchObject({ cash: 0n, bonus: 5_000n - 200n + payout1 })
    expect(first.balance).toBe((5_000 - 200 + Number(payout1)) / 100)

    const second = await playDice(deps(), c, DICE)
    const [bonus2] = await t.app.db.select().from(bonuses).where(eq(bonuses.playerId, playerId))
    expect(bonus2).toMatchObject({ status: 'converted', wagered: 40n })
    const payout2 = BigInt(Math.round(second.round.payout! * 100))
    // Converted when the round that met the requirement settled: the whole bonus balance became
    // cash, and the win of that round (its bonus share follows the converted bonus) is cash too.
    expect(await getBalances(t.app.db, playerId)).toMatchObject({
      cash: 5_000n - 400n + payout1 + payout2,
      bonus: 0n,
    })
    expect(second.balance).toBe((5_000 - 400 + Number(payout1 + payout2)) / 100)
  })
})
