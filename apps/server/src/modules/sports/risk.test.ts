import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { SportsLiability, SportsLimitView, SportsTicket } from '@galata/contract'
import type { Slip } from '@galata/game-math/sports/index'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { firstPath, forgetPlacementMemory, slipAttempt } from './placement/index.js'
import { riskMaxStake } from './risk.js'

/*
 * Risk limits (docs/sportsbook.md "Risk"): the most restrictive of the platform, sport, competition, market
 * type, event and player limits wins; liability per outcome caps what one side can take; in play
 * every limit shrinks; a refusal names the highest stake that fits; traders set limits (audited)
 * and read an event's liability.
 */

const t = useTestApp()
const k = sportsKit(t)

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

type Body = { code?: string; data: SportsTicket & { maxStake?: number } }

async function bet(token: string, legs: Array<{ id: number; odds: number }>, stake: number) {
  const res = await k.http().post(
    'sports/bets',
    {
      kind: legs.length > 1 ? 'combo' : 'single',
      legs: legs.map((l) => ({ outcomeId: l.id, odds: l.odds })),
      stake,
      placementKey: k.key(),
    },
    { token },
  )
  return { status: res.statusCode, body: res.json<Body>() }
}

async function limit(token: string, body: object) {
  const res = await k.http().post('backoffice/sports/limits', body, { token })
  return { status: res.statusCode, body: res.json<{ code?: string; data: SportsLimitView | null }>() }
}

/** The highest stake a refusal names for `legs` (a stake far above every limit). */
async function maxStake(token: string, legs: Array<{ id: number; odds: number }>) {
  const res = await bet(token, legs, 40_000)
  expect(res.body.code).toBe('STAKE_TOO_HIGH')
  return res.body.data.maxStake
}

describe('risk limits at placement', () => {
  it('the most restrictive of platform, sport, competition, market, event and player wins', async () => {
    const p = await k.player(100_000n * 100n)
    const trader = await k.player(0n, 'trader')
    const eventId = await k.seedEvent()
    const a = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    const [ev] = await rows<{ competition_id: number }>(
      t.app,
      sql`select competition_id from sports_events where id = ${eventId}`,
    )
    const set = async (scope: string, key: string, over: object) =>
      expect((await limit(trader.token, { scope, key, ...over })).status).toBe(200)
    await set('sport', 'football', { maxStake: 30_000 })
    expect(await maxStake(p.token, [a])).toBe(30_000)
    await set('competition', String(ev!.competition_id), { maxStake: 20_000 })
    expect(await maxStake(p.token, [a])).toBe(20_000)
    await set('market', '1x2', { maxStake: 10_000 })
    expect(await maxStake(p.token, [a])).toBe(10_000)
    await set('event', String(eventId), { maxStake: 5_000 })
    expect(await maxStake(p.token, [a])).toBe(5_000)
    await set('player', String(p.id), { maxStake: 4_000 })
    expect(await maxStake(p.token, [a])).toBe(4_000)
    // A stake factor scales the player's stake limit: 4,000 × 0.5.
    await set('player', String(p.id), { maxStake: 4_000, stakeFactor: 0.5 })
    expect(await maxStake(p.token, [a])).toBe(2_000)
    // A payout limit: 3,000 at 2.00 fits a stake of 1,500.
    await set('platform', '', { maxPayout: 3_000 })
    expect(await maxStake(p.token, [a])).toBe(1_500)
    // The highest stake that fits is accepted; another player has only the general limits.
    expect((await bet(p.token, [a], 1_500)).status).toBe(200)
    const other = await k.player(100_000n * 100n)
    expect(await maxStake(other.token, [a])).toBe(1_500)
    await set('platform', '', { maxPayout: null })
    expect(await maxStake(other.token, [a])).toBe(5_000)
    // The refusal says so in the player's language, with the figure.
    const tr = await k
      .http()
      .post(
        'sports/bets',
        { kind: 'single', legs: [{ outcomeId: a.id, odds: 2 }], stake: 6_000, placementKey: k.key() },
        { token: other.token, headers: { 'x-locale': 'tr' } },
      )
    expect(tr.json<{ message: string }>().message).toContain('5.000')
  })

  it('liability per outcome: payouts on it minus the stakes its market took', async () => {
    const p = await k.player(10_000n * 100n)
    const trader = await k.player(0n, 'trader')
    const eventId = await k.seedEvent()
    const homeWin = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    const awayWin = await k.outcome(eventId, '1x2', '2', { odds: 3 })
    expect(
      (await limit(trader.token, { scope: 'event', key: String(eventId), maxLiability: 100 })).status,
    ).toBe(200)
    // Nothing on it yet: stake × (2 − 1) ≤ 100.
    expect(await maxStake(p.token, [homeWin])).toBe(100)
    expect((await bet(p.token, [homeWin], 60)).status).toBe(200)
    // Liability on the home win is now 120 − 60 = 60: 40 more fits.
    expect(await maxStake(p.token, [homeWin])).toBe(40)
    // Money on the away win is money the book keeps if home wins: 30 more of room.
    expect((await bet(p.token, [awayWin], 30)).status).toBe(200)
    expect(await maxStake(p.token, [homeWin])).toBe(70)
    const liab = await k.http().get(`backoffice/sports/events/${eventId}/liability`, { token: trader.token })
    expect(liab.statusCode).toBe(200)
    const data = liab.json<{ data: SportsLiability }>().data
    const market = data.markets.find((m) => m.key === '1x2')!
    expect(market.stakes).toBe(90)
    expect(market.outcomes.find((o) => o.key === '1')).toMatchObject({
      stakes: 60,
      payouts: 120,
      liability: 30,
    })
    expect(market.outcomes.find((o) => o.key === '2')).toMatchObject({
      stakes: 30,
      payouts: 90,
      liability: 0,
    })
    expect(data.worst).toBe(30)
    // A player cannot read it.
    expect(
      (await k.http().get(`backoffice/sports/events/${eventId}/liability`, { token: p.token })).statusCode,
    ).toBe(401)
  })

  it('liability limits hold under concurrency, and settlement takes the tickets off the liability', async () => {
    const trader = await k.player(0n, 'trader')
    const eventId = await k.seedEvent()
    const homeWin = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    await limit(trader.token, { scope: 'event', key: String(eventId), maxLiability: 100 })
    // Twelve players at once, 30 each at 2.00 on the home win: 30 of liability a bet, 100 allowed.
    const players = await Promise.all(Array.from({ length: 12 }, () => k.player(1_000n * 100n)))
    const results = await Promise.all(players.map((p) => bet(p.token, [homeWin], 30)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(3)
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'STAKE_TOO_HIGH')).toBe(true)
    const liability = async () =>
      (await k.http().get(`backoffice/sports/events/${eventId}/liability`, { token: trader.token }))
        .json<{ data: SportsLiability }>()
        .data.markets.find((m) => m.key === '1x2')!
        .outcomes.find((o) => o.key === '1')!
    expect(await liability()).toMatchObject({ stakes: 90, payouts: 180, liability: 90 })
    // Settled tickets are off the book: the outcome's liability is back to nothing.
    await k.finish(eventId, { home: 0, away: 1, htHome: 0, htAway: 0 })
    expect(await liability()).toMatchObject({ stakes: 0, payouts: 0, liability: 0 })
  })

  it('a slip remembered under a liability limit skips the attempts that would refuse it: same answers and ledger', async () => {
    // placement/memory.ts `firstPath`: once a read has found a liability limit on an outcome, its next
    // slips go straight to the locked path. What it answers and books must be what the read-first
    // way gave: the same ticket, refusal and ledger postings.
    const trader = await k.player(0n, 'trader')
    const eventId = await k.seedEvent()
    const homeWin = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    await limit(trader.token, { scope: 'event', key: String(eventId), maxLiability: 100 })
    const [read, skipped] = [await k.player(1_000n * 100n), await k.player(1_000n * 100n)]
    const path = async (playerId: number) =>
      firstPath(
        await slipAttempt(k.deps(), playerId, {
          kind: 'single',
          legs: [{ outcomeId: homeWin.id, odds: homeWin.odds }],
          stake: 30,
          placementKey: k.key(),
          oddsChange: 'none',
        }),
      )
    /** A bet's answer and its ledger posting, without what differs from bet to bet. */
    const placed = async (p: { id: number; token: string }) => {
      const res = await bet(p.token, [homeWin], 30)
      expect(res.status).toBe(200)
      const { id, placedAt, ...answer } = res.body.data
      const entries = await rows<{ kind: string; amount: string }>(
        t.app,
        sql`select a.kind, e.amount::text as amount from ledger_transactions x
              join ledger_entries e on e.transaction_id = x.id
              join accounts a on a.id = e.account_id
             where x.idempotency_key = ${`sportsbook:ticket-${id}`} order by a.kind`,
      )
      expect(typeof placedAt).toBe('string')
      return { answer, entries, cash: await k.cash(p.id) }
    }

    // Forgotten: the slip is read first (the plain path), which finds the limit.
    forgetPlacementMemory(t.app.db)
    expect(await path(read.id)).toBeNull()
    const first = await placed(read)
    // Now remembered under a liability limit: straight to the outcomes' lock.
    expect(await path(skipped.id)).toBe('locked')
    const second = await placed(skipped)
    expect(second).toEqual(first)
    expect(second.entries).toHaveLength(2)
    // The liability is now 120 − 60 = 60 of the 100: both ways refuse 41 and name 40.
    forgetPlacementMemory(t.app.db)
    const refusedRead = await maxStake(read.token, [homeWin])
    expect(await path(read.id)).toBe('locked')
    expect(await maxStake(read.token, [homeWin])).toBe(refusedRead)
    expect(refusedRead).toBe(40)

    // The limit removed: the memory is stale, costs a read, and the next read brings it up to date.
    await limit(trader.token, { scope: 'event', key: String(eventId), maxLiability: null })
    expect(await path(read.id)).toBe('locked')
    expect((await bet(read.token, [homeWin], 500)).status).toBe(200)
    // (`plain` when the earlier tests' stake limits are still on its platform or sport.)
    expect(['known', 'plain']).toContain(await path(read.id))
    // A limit set again: the one-statement guard refuses, and the read decides.
    await limit(trader.token, { scope: 'event', key: String(eventId), maxLiability: 100 })
    expect((await bet(skipped.token, [homeWin], 30)).body.code).toBe('STAKE_TOO_HIGH')
    expect(await path(skipped.id)).toBe('locked')
  })

  it('in play every limit is smaller: the live factor, and the live rows on top', async () => {
    const p = await k.player(0n)
    const trader = await k.player(0n, 'trader')
    const eventId = await k.seedEvent()
    const a = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    await limit(trader.token, { scope: 'platform', key: '', maxStake: 1_000 })
    const slip: Slip = { kind: 'single', legs: [{ eventId: String(eventId), oddsMilli: 2000, mbs: 1 }] }
    const max = () => t.app.db.transaction((tx) => riskMaxStake(tx, p.id, [a.id], slip))
    expect(await max()).toBe(100_000n)
    await t.app.db.execute(sql`update sports_events set status = 'live' where id = ${eventId}`)
    expect(await max()).toBe(50_000n)
    await limit(trader.token, { scope: 'sport', key: 'football', live: true, maxStake: 200 })
    expect(await max()).toBe(20_000n)
    // A live row does not touch pre-match bets.
    await t.app.db.execute(sql`update sports_events set status = 'scheduled' where id = ${eventId}`)
    expect(await max()).toBe(100_000n)
  })
})

describe('the limits back office', () => {
  it('sets, lists and removes limits, audited; refuses bad scopes and players', async () => {
    const trader = await k.player(0n, 'trader')
    const p = await k.player(0n)
    const set = await limit(trader.token, { scope: 'sport', key: 'tennis', maxStake: 250.5, note: 'test' })
    expect(set.status).toBe(200)
    expect(set.body.data).toMatchObject({
      scope: 'sport',
      key: 'tennis',
      live: false,
      maxStake: 250.5,
      maxPayout: null,
    })
    const list = await k.http().get('backoffice/sports/limits', { token: trader.token })
    expect(list.json<{ data: SportsLimitView[] }>().data).toContainEqual(
      expect.objectContaining({ key: 'tennis' }),
    )
    const removed = await limit(trader.token, { scope: 'sport', key: 'tennis', maxStake: null })
    expect(removed).toMatchObject({ status: 200, body: { data: null } })
    const [audit] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log where action = 'sports.limits.set' and actor_id = ${String(trader.id)}`,
    )
    expect(audit!.n).toBe(2)
    const cases: Array<[object, number, string]> = [
      [{ scope: 'sport', key: 'curling', maxStake: 1 }, 400, 'VALIDATION_FAILED'],
      [{ scope: 'platform', key: 'x', maxStake: 1 }, 400, 'VALIDATION_FAILED'],
      [{ scope: 'event', key: '', maxStake: 1 }, 400, 'VALIDATION_FAILED'],
      [{ scope: 'event', key: '999999999', maxStake: 1 }, 404, 'NOT_FOUND'],
      [{ scope: 'sport', key: 'tennis', stakeFactor: 0.5 }, 400, 'VALIDATION_FAILED'],
    ]
    for (const [body, status, code] of cases)
      expect(await limit(trader.token, body)).toMatchObject({ status, body: { code } })
    expect((await limit(p.token, { scope: 'platform', key: '', maxStake: 1 })).status).toBe(401)
  })
})
