import { randomUUID } from 'node:crypto'
import { BONUS_MAX_STAKE, DEFAULT_WAGERING_WEIGHT, WAGERING_WEIGHTS } from '@galata/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bonuses, originalsRounds, originalsSeeds, providerTransactions } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { api } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { launchedPlayer } from '../../test/originals.js'
import { fundPlayer, insertTestPlayer } from '../../test/wallet.js'
import {
  ABANDONED_ROUND_MS,
  GAME_TOKEN_HEADER,
  playSlot,
  revealMine,
  settleAbandonedRounds,
  startMines,
  verifyRound,
  type GameSession,
  type OriginalsDeps,
} from '../originals/index.js'
import { placeBet, rollbackBet, settleWin } from '../../test/wagering.js'
import { checkLedger, getBalances, netCashLoss } from '../wallet/index.js'
import { weekStart } from './campaigns.service.js'

/**
 * First audit items 1 and 2 (docs/bonuses.md, docs/security.md "First audit fixes"): wagering
 * counts a stake only when its round settles, weighted by game, with a maximum stake while a bonus
 * is active; weekly cashback counts settled rounds only, in the week they settled. Each test is the
 * audit's exploit, replayed with the app's clock moved.
 */

const t = useTestApp()
let http: ReturnType<typeof api>
const HOUR = 3_600_000
const DAY = 24 * HOUR

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

beforeAll(async () => {
  http = api(t.app)
  await t.app.db.execute(sql`
    insert into settings (key, value) values ('trial_bonus_amount', 5000)
    on conflict (key) do update set value = excluded.value`)
})
afterEach(() => {
  // Every test puts the clock back where it found it.
  setClock(Date.now())
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

/** Moves the app's clock to the instant `at` (ms since the epoch). */
function setClock(at: number) {
  t.clock.advance(at - t.clock.now())
}

let n = 0
async function bonusOf(playerId: number) {
  const [row] = await t.app.db
    .select()
    .from(bonuses)
    .where(eq(bonuses.playerId, playerId))
    .orderBy(sql`${bonuses.id} desc`)
    .limit(1)
  return row!
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p
    return 'OK'
  } catch (e) {
    if (e instanceof AppError) return e.code
    throw e
  }
}

/** The mine positions of an open mines round (its seeds are in the database). */
async function minesOf(roundId: number): Promise<number[]> {
  const [round] = await t.app.db.select().from(originalsRounds).where(eq(originalsRounds.id, roundId))
  const [seed] = await t.app.db.select().from(originalsSeeds).where(eq(originalsSeeds.id, round!.seedId))
  return verifyRound({
    game: 'galata-mines',
    serverSeed: seed!.serverSeed,
    clientSeed: seed!.clientSeed,
    nonce: round!.nonce,
    mines: Number(round!.params.mines),
  }).mines!
}

describe('item 1: bonus wagering counts settled rounds only', () => {
  it('trial bonus, deposit 500, an untouched mines round, 24 h, recovery: no cash conversion', async () => {
    const p = await player(t.app, { signUp: `wr${n++}`, phoneVerified: true })
    await fundPlayer(t.app.db, p.id, { cash: 50_000n })
    expect((await http.get('bonus/definetrialbonus', { token: p.token })).statusCode).toBe(200)
    // 50 TRY bonus, 10× = 500 TRY to wager. A single 500 TRY round is above the bonus maximum stake.
    const c = claims(p.id, 'galata-mines')
    expect(await codeOf(startMines(deps(), c, { stake: 500, mines: 3 }))).toBe('BONUS_MAX_STAKE')
    // The largest allowed round, never touched: refunded by the recovery job a day later.
    await startMines(deps(), c, { stake: 50, mines: 3 })
    expect((await bonusOf(p.id)).wagered).toBe(0n)
    setClock(t.clock.now() + ABANDONED_ROUND_MS + 60_000)
    expect(await settleAbandonedRounds(deps())).toBeGreaterThanOrEqual(1)
    expect(await bonusOf(p.id)).toMatchObject({ status: 'active', wagered: 0n })
    // 500 in, 500 out: the bonus is still a bonus.
    expect(await getBalances(t.app.db, p.id)).toMatchObject({ cash: 50_000n, bonus: 5_000n })
  })

  it('a refunded round never counts; a lost round counts at its game weight when it settles', async () => {
    const playerId = await insertTestPlayer(t.app.db)
    // 50 TRY bonus with 10 TRY to wager, 100 TRY cash.
    await fundPlayer(t.app.db, playerId, {
      cash: 10_000n,
      bonus: 5_000n,
      wageringRequired: 1_000n,
      expiresAt: new Date(t.clock.now() + 7 * DAY),
    })
    const c = claims(playerId, 'galata-mines')
    await startMines(deps(), c, { stake: 50, mines: 3 })
    // Open: nothing counted yet (it was 5 000 and converted at once before the first security audit,
    // docs/security.md).
    expect(await bonusOf(playerId)).toMatchObject({ status: 'active', wagered: 0n })
    setClock(t.clock.now() + ABANDONED_ROUND_MS + 60_000)
    await settleAbandonedRounds(deps())
    setClock(Date.now())
    expect(await bonusOf(playerId)).toMatchObject({ status: 'active', wagered: 0n })

    // A lost mines round of 50 TRY counts 10 %: 5 TRY.
    const started = await startMines(deps(), c, { stake: 50, mines: 3 })
    const [mine] = await minesOf(started.round.roundId)
    await revealMine(deps(), c, { roundId: started.round.roundId, tile: mine! })
    expect(await bonusOf(playerId)).toMatchObject({ status: 'active', wagered: 500n })
    // A 5 TRY slot spin counts 100 %: 5 more, the requirement is met when it settles.
    await playSlot(deps(), claims(playerId, 'galata-bazaar'), 'galata-bazaar', { stake: 5 })
    expect(await bonusOf(playerId)).toMatchObject({ status: 'converted', wagered: 1_000n })
    expect((await getBalances(t.app.db, playerId)).bonus).toBe(0n)
  })

  it('a bet above the maximum stake while a bonus is active is refused (400), nothing written', async () => {
    const playerId = await insertTestPlayer(t.app.db)
    await fundPlayer(t.app.db, playerId, {
      cash: 100_000n,
      bonus: 5_000n,
      wageringRequired: 50_000n,
      expiresAt: new Date(t.clock.now() + 7 * DAY),
    })
    const bet = (txId: string, amount: bigint) =>
      placeBet(
        { db: t.app.db, clock: t.app.clock, events: t.app.events },
        {
          provider: 'galata',
          playerId,
          txId,
          roundId: txId,
          gameCode: 'galata-bazaar',
          amount,
          currency: 'TRY',
        },
      )
    const err = await bet(`max-${playerId}-1`, 5_001n).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AppError)
    expect((err as AppError).code).toBe('BONUS_MAX_STAKE')
    expect((err as AppError).status).toBe(400)
    expect((err as AppError).data).toEqual({ max: 50 })
    const written = await t.app.db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.playerId, playerId))
    expect(written).toEqual([])
    expect(await getBalances(t.app.db, playerId)).toMatchObject({ cash: 100_000n, bonus: 5_000n })
    expect(await codeOf(bet(`max-${playerId}-2`, 5_000n))).toBe('OK')
  })

  it('a bonus lost to the last kuruş no longer limits cash play', async () => {
    const playerId = await insertTestPlayer(t.app.db)
    await fundPlayer(t.app.db, playerId, {
      bonus: 5_000n,
      wageringRequired: 50_000n,
      expiresAt: new Date(t.clock.now() + 7 * DAY),
    })
    const wd = { db: t.app.db, clock: t.app.clock, events: t.app.events }
    const base = { provider: 'galata', playerId, gameCode: 'galata-bazaar', currency: 'TRY' }
    await placeBet(wd, { ...base, txId: `lost-${playerId}`, roundId: `lost-${playerId}`, amount: 5_000n })
    await fundPlayer(t.app.db, playerId, { cash: 100_000n })
    // The bonus account is empty but its 50 TRY bet is still open: still in play.
    expect(
      await codeOf(placeBet(wd, { ...base, txId: `big1-${playerId}`, roundId: 'big1', amount: 10_000n })),
    ).toBe('BONUS_MAX_STAKE')
    await settleWin(wd, {
      ...base,
      txId: `lostw-${playerId}`,
      refTxId: `lost-${playerId}`,
      roundId: `lost-${playerId}`,
      amount: 0n,
    })
    expect(
      await codeOf(placeBet(wd, { ...base, txId: `big2-${playerId}`, roundId: 'big2', amount: 10_000n })),
    ).toBe('OK')
  })

  it('a game page gets the refusal as a localized 400 with the limit', async () => {
    const p = await launchedPlayer(t.app, 901, 1_000, 'galata-mines')
    await fundPlayer(t.app.db, p.playerId, { bonus: 5_000n, wageringRequired: 50_000n })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/originals/galata-mines/start',
      headers: { [GAME_TOKEN_HEADER]: p.gameToken, 'x-locale': 'en' },
      payload: { stake: 50.01, mines: 3 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'BONUS_MAX_STAKE',
      message: `While you have an active bonus, a single bet can be at most ₺${BONUS_MAX_STAKE}.`,
    })
    expect(await getBalances(t.app.db, p.playerId)).toMatchObject({ cash: 100_000n, bonus: 5_000n })
  })

  it('a settled, counted stake is never refunded: a rollback after its round settled is a no-op', async () => {
    const playerId = await insertTestPlayer(t.app.db)
    await fundPlayer(t.app.db, playerId, {
      cash: 10_000n,
      bonus: 5_000n,
      wageringRequired: 100_000n,
      expiresAt: new Date(t.clock.now() + 7 * DAY),
    })
    const wd = { db: t.app.db, clock: t.app.clock, events: t.app.events }
    const base = { provider: 'galata', playerId, roundId: `cb-${playerId}`, gameCode: 'galata-bazaar' }
    await placeBet(wd, { ...base, txId: `cb-${playerId}`, amount: 2_000n, currency: 'TRY' })
    await settleWin(wd, {
      ...base,
      txId: `cbw-${playerId}`,
      refTxId: `cb-${playerId}`,
      amount: 0n,
      currency: 'TRY',
    })
    expect((await bonusOf(playerId)).wagered).toBe(2_000n)
    const rb = await rollbackBet(wd, { ...base, txId: `cbr-${playerId}`, refTxId: `cb-${playerId}` })
    expect(rb.status).toBe('noop')
    expect((await bonusOf(playerId)).wagered).toBe(2_000n)
    expect(await getBalances(t.app.db, playerId)).toMatchObject({ cash: 8_000n, bonus: 5_000n })
  })
})

describe('item 2: weekly cashback from settled rounds only, in the week they settled', () => {
  type Listed = { id: number; kind: string; state: string; amount: number }
  const cashbackOffer = async (token: string) =>
    (await http.get('bonus/campaigns', { token }))
      .json<{ data: Listed[] }>()
      .data.find((x) => x.kind === 'cashback')!

  it('a mines round opened Sunday 23:40 and refunded on Monday offers no cashback: 5 000 in, 5 000 out', async () => {
    const p = await player(t.app, { signUp: `wr${n++}`, phoneVerified: true })
    await fundPlayer(t.app.db, p.id, { cash: 500_000n })
    // Weeks start Monday 00:00 Istanbul. All instants lie in the past, so the session stays valid.
    const monday = weekStart(new Date(Date.now())).getTime() - 7 * DAY
    setClock(monday - 20 * 60_000)
    await startMines(deps(), claims(p.id, 'galata-mines'), { stake: 5_000, mines: 3 })

    setClock(monday + 10 * 60_000)
    const offer = await cashbackOffer(p.token)
    expect([offer.state, offer.amount]).toEqual(['not_eligible', 0])
    expect(
      (await http.post('bonus/claim', { campaignId: offer.id }, { token: p.token })).json(),
    ).toMatchObject({
      code: 'BONUS_UNAVAILABLE',
    })

    setClock(monday - 20 * 60_000 + ABANDONED_ROUND_MS + 60_000)
    expect(await settleAbandonedRounds(deps())).toBeGreaterThanOrEqual(1)
    expect(await getBalances(t.app.db, p.id)).toMatchObject({ cash: 500_000n, bonus: 0n })
    expect((await cashbackOffer(p.token)).state).toBe('not_eligible')
  })

  it('a round counts in the week it settled: bet Sunday night, result Monday morning', async () => {
    const playerId = await insertTestPlayer(t.app.db)
    await fundPlayer(t.app.db, playerId, { cash: 1_000_000n })
    const wd = { db: t.app.db, clock: t.app.clock, events: t.app.events }
    const monday = weekStart(new Date(Date.now())).getTime() - 7 * DAY
    const lastWeek = new Date(monday - 7 * DAY)
    const thisWeek = new Date(monday)
    const nextWeek = new Date(monday + 7 * DAY)
    const round = (id: string) => ({ provider: 'galata', playerId, roundId: id, gameCode: 'galata-bazaar' })

    // Lost: 1 000 TRY staked Sunday 23:50, the zero win arrives Monday 00:05.
    setClock(monday - 10 * 60_000)
    await placeBet(wd, { ...round('lost'), txId: `l-${playerId}`, amount: 100_000n, currency: 'TRY' })
    // Won: 500 staked Sunday, 800 paid Monday.
    await placeBet(wd, { ...round('won'), txId: `w-${playerId}`, amount: 50_000n, currency: 'TRY' })
    // Refunded: 2 000 staked Sunday, rolled back Monday.
    await placeBet(wd, { ...round('void'), txId: `v-${playerId}`, amount: 200_000n, currency: 'TRY' })
    // Still open at the end: never counted.
    await placeBet(wd, { ...round('open'), txId: `o-${playerId}`, amount: 30_000n, currency: 'TRY' })
    expect(await netCashLoss(t.app.db, playerId, lastWeek, thisWeek)).toBe(0n)

    setClock(monday + 5 * 60_000)
    await settleWin(wd, {
      ...round('lost'),
      txId: `lw-${playerId}`,
      refTxId: `l-${playerId}`,
      amount: 0n,
      currency: 'TRY',
    })
    await settleWin(wd, {
      ...round('won'),
      txId: `ww-${playerId}`,
      refTxId: `w-${playerId}`,
      amount: 80_000n,
      currency: 'TRY',
    })
    await rollbackBet(wd, { ...round('void'), txId: `vr-${playerId}`, refTxId: `v-${playerId}` })

    expect(await netCashLoss(t.app.db, playerId, lastWeek, thisWeek)).toBe(0n)
    // 1 000 + 500 − 800 = 700 TRY lost this week.
    expect(await netCashLoss(t.app.db, playerId, thisWeek, nextWeek)).toBe(70_000n)
    const moves = await t.app.db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.playerId, playerId), eq(providerTransactions.op, 'bet')))
    expect(moves).toHaveLength(4)
  })
})

describe('the General Bonus Rules page says what the engine does', () => {
  it("quotes the contract's weights and maximum stake, in Turkish and English", async () => {
    const page = async (locale: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/cms/content/8', headers: { 'x-locale': locale } })
      ).json<{ data: { content: string } }>().data.content
    const tr = await page('tr')
    const en = await page('en')
    expect(tr).toContain(`₺${BONUS_MAX_STAKE}`)
    expect(en).toContain(`₺${BONUS_MAX_STAKE}`)
    for (const w of WAGERING_WEIGHTS) {
      expect(tr).toContain(`${w.label.tr}: <strong>%${w.percent}</strong>`)
      expect(en).toContain(`${w.label.en}: <strong>${w.percent}%</strong>`)
    }
    expect(en).toContain(`Any other game not listed: <strong>${DEFAULT_WAGERING_WEIGHT}%</strong>`)
    expect(tr).toContain('İade edilen veya iptal edilen eller çevrime hiç sayılmaz')
    expect(en).toContain('Each round counts in the week in which it settled')
    // The old page promised sports weighting and a 250 TRY limit the engine never had.
    expect(en).not.toContain('250')
    expect(en).not.toContain('sports')
  })
})
