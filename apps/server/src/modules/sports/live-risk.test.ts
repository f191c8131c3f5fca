import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { LIVE_BET_DELAY_MS, type SportsTicket } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { decidePending, decideTicket } from './live-decision.js'

/*
 * The risk limits in play (docs/sportsbook.md "Risk"): a live bet meets the same limits as a
 * pre-match one — the player's stake factor, the scope rows, liability per outcome, the live rows —
 * with every limit × SPORTS_RISK.liveFactor, at placement and again when its delay is over (a
 * trader may lower a limit meanwhile, and other bets may have filled the outcome's liability).
 * The events are put in play by hand (status live, the market in its live phase): the live pass
 * is sports.live.test.ts's subject.
 */

const t = useTestApp()
const k = sportsKit(t)

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

type Body = { code?: string; data: SportsTicket & { maxStake?: number } }

/** An event in play with its 1X2 market open in the live phase: the home win's outcome at `odds`. */
async function liveOutcome(odds = 2, seeded?: number) {
  const eventId = seeded ?? (await k.seedEvent())
  const o = await k.outcome(eventId, '1x2', '1', { odds })
  await t.app.db.execute(
    sql`update sports_events set status = 'live', state_version = 1 where id = ${eventId}`,
  )
  await t.app.db.execute(
    sql`update sports_markets set phase = 'live', status = 'active' where id = ${o.marketId}`,
  )
  return { eventId, ...o }
}

async function bet(token: string, outcome: { id: number; odds: number }, stake: number) {
  const res = await k
    .http()
    .post(
      'sports/bets',
      { kind: 'single', legs: [{ outcomeId: outcome.id, odds: outcome.odds }], stake, placementKey: k.key() },
      { token },
    )
  return { status: res.statusCode, body: res.json<Body>() }
}

async function limit(token: string, body: object) {
  const res = await k.http().post('backoffice/sports/limits', body, { token })
  expect(res.statusCode).toBe(200)
}

/** The player's tickets and wallet rows (wagers, ledger transactions). */
async function traces(playerId: number) {
  const [r] = await rows<{ tickets: number; wagers: number }>(
    t.app,
    sql`select (select count(*)::int from sports_tickets where player_id = ${playerId}) as tickets,
               (select count(*)::int from provider_transactions where player_id = ${playerId}) as wagers`,
  )
  return r!
}

const ticket = async (token: string, id: number) =>
  (await k.http().get(`sports/bets/${id}`, { token })).json<{ data: SportsTicket }>().data

const rollbacks = async (ticketId: number) =>
  (
    await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from provider_transactions where op = 'rollback' and ref_tx_id = ${`ticket-${ticketId}`}`,
    )
  )[0]!.n

describe('risk limits on live bets at placement', () => {
  it('a stake factor of 0 refuses a live bet with maxStake 0, writing nothing', async () => {
    const trader = await k.player(0n, 'trader')
    const p = await k.player(1_000n * 100n)
    const home = await liveOutcome()
    await limit(trader.token, { scope: 'player', key: String(p.id), stakeFactor: 0 })
    const res = await bet(p.token, home, 100)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('STAKE_TOO_HIGH')
    expect(res.body.data.maxStake).toBe(0)
    expect(await traces(p.id)).toEqual({ tickets: 0, wagers: 0 })
    expect(await k.cash(p.id)).toBe(1_000n * 100n)
  })

  it('in play the platform maximum stake is halved: 300 pre-match, 150 live', async () => {
    const trader = await k.player(0n, 'trader')
    const p = await k.player(1_000n * 100n)
    await limit(trader.token, { scope: 'platform', key: '', maxStake: 300 })
    const home = await liveOutcome()
    const refused = await bet(p.token, home, 290)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { maxStake: 150 } })
    expect(await traces(p.id)).toEqual({ tickets: 0, wagers: 0 })
    const taken = await bet(p.token, home, 150)
    expect(taken.status).toBe(200)
    expect(taken.body.data.status).toBe('pending')
    // The same 290 before kick-off fits the platform's 300.
    const preMatch = await k.outcome(await k.seedEvent(), '1x2', '1', { odds: 2 })
    expect((await bet(p.token, preMatch, 290)).status).toBe(200)
    await limit(trader.token, { scope: 'platform', key: '', maxStake: null })
  })
})

describe('the per-event maximum payout in play', () => {
  it('is half the pre-match one and counts the player’s pre-match tickets on the event', async () => {
    const p = await k.player(100_000n * 100n)
    const eventId = await k.seedEvent()
    const pre = await k.outcome(eventId, '1x2', '1', { odds: 5 })
    expect((await bet(p.token, pre, 50_000)).status).toBe(200)
    // 250,000 may be paid already; in play the player's cap on the event is 500,000.
    const home = await liveOutcome(20, eventId)
    const refused = await bet(p.token, home, 25_000)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      code: 'EVENT_PAYOUT_LIMIT',
      data: { maxStake: 12_500, maxPayout: 500_000 },
    })
    expect(await traces(p.id)).toEqual({ tickets: 1, wagers: 1 })
    const taken = await bet(p.token, home, 12_500)
    expect(taken.body.data.status).toBe('pending')
    expect((await bet(p.token, home, 1)).body.code).toBe('EVENT_PAYOUT_LIMIT')
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    await decidePending(k.deps())
    expect((await ticket(p.token, taken.body.data.id)).status).toBe('open')
  })
})

describe('risk limits again when a live bet is decided', () => {
  it('a stake factor lowered during the delay rejects the bet and refunds it once', async () => {
    const trader = await k.player(0n, 'trader')
    const p = await k.player(1_000n * 100n)
    const home = await liveOutcome()
    const placed = await bet(p.token, home, 100)
    expect(placed.body.data.status).toBe('pending')
    expect(await k.cash(p.id)).toBe(900n * 100n)
    await limit(trader.token, { scope: 'player', key: String(p.id), stakeFactor: 0 })
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    // Deciders racing (two instances' jobs, the player's fetch): one decision, one refund.
    await Promise.all([
      decidePending(k.deps()),
      decidePending(k.deps()),
      ticket(p.token, placed.body.data.id),
    ])
    expect(await ticket(p.token, placed.body.data.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'risk_limit',
    })
    expect(await k.cash(p.id)).toBe(1_000n * 100n)
    expect(await rollbacks(placed.body.data.id)).toBe(1)
    // Its potential payout left the player's per-event sum (docs/sportsbook.md "Risk").
    const [sum] = await rows<{ payout: string }>(
      t.app,
      sql`select payout::text from sports_player_events where player_id = ${p.id} and event_id = ${home.eventId}`,
    )
    expect(sum!.payout).toBe('0')
  })

  it('liability counts the bets accepted before: the one that no longer fits is rejected', async () => {
    const trader = await k.player(0n, 'trader')
    const home = await liveOutcome(2)
    const [a, b] = await Promise.all([k.player(1_000n * 100n), k.player(1_000n * 100n)])
    // Each alone fits the event's 100 of liability in play (60 × (2 − 1) = 60); both do not.
    await limit(trader.token, { scope: 'event', key: String(home.eventId), maxLiability: 100 })
    const first = await bet(a!.token, home, 60)
    const second = await bet(b!.token, home, 60)
    expect([first.body.data.status, second.body.data.status]).toEqual(['pending', 'pending'])
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    await decidePending(k.deps())
    expect((await ticket(a!.token, first.body.data.id)).status).toBe('open')
    expect(await ticket(b!.token, second.body.data.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'risk_limit',
    })
    expect(await k.cash(b!.id)).toBe(1_000n * 100n)
    expect(await rollbacks(second.body.data.id)).toBe(1)
  })

  it('liability holds when many bets on one outcome are decided at once', async () => {
    const trader = await k.player(0n, 'trader')
    const home = await liveOutcome(2)
    // Twelve players, 30 each at 2.00: 30 of liability a bet, 100 allowed: three fit.
    const players = await Promise.all(Array.from({ length: 12 }, () => k.player(1_000n * 100n)))
    const placed = await Promise.all(players.map((p) => bet(p.token, home, 30)))
    expect(placed.every((r) => r.body.data.status === 'pending')).toBe(true)
    await limit(trader.token, { scope: 'event', key: String(home.eventId), maxLiability: 100 })
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    await Promise.all(placed.map((r) => decideTicket(k.deps(), r.body.data.id)))
    const decided = await Promise.all(placed.map((r, i) => ticket(players[i]!.token, r.body.data.id)))
    expect(decided.filter((d) => d.status === 'open')).toHaveLength(3)
    expect(decided.filter((d) => d.status === 'rejected').every((d) => d.rejectReason === 'risk_limit')).toBe(
      true,
    )
    const cash = await Promise.all(players.map((p) => k.cash(p.id)))
    expect(cash.filter((c) => c === 970n * 100n)).toHaveLength(3)
    expect(cash.filter((c) => c === 1_000n * 100n)).toHaveLength(9)
  })
})
