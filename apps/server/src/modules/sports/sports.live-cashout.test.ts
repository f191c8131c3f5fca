import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { LIVE_BET_DELAY_MS, LIVE_BET_STOP_MS, type CashoutQuote, type CashoutResult } from '@galata/contract'
import type { LiveMoment } from '@galata/game-math/sports/index'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { liveKit, type Live } from '../../test/sports-live.js'
import { checkLedger } from '../wallet/index.js'
import { decidePending, livePass } from './index.js'

/*
 * The book in play publishes nothing ahead of itself, and an in-play cash-out has the live bet's
 * protection (docs/sportsbook.md "Cash-out in play", "Live on the web"): the public match tracker
 * stops at what the last live pass processed, and a cash-out request on a ticket with a leg in
 * play is held for the live delay, paid only if no leg's state moved, else refused with the new
 * offer. On PGlite and PostgreSQL (TEST_DATABASE_URL).
 */

const t = useTestApp()
const k = sportsKit(t)
const deps = () => k.deps()
const l = liveKit(t, k, deps)

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const STOP_MIN = (LIVE_BET_STOP_MS + 10) / 60_000

/**
 * A kicked-off football event whose first goal falls in a quiet stretch before the 70th minute:
 * nothing half a minute before it, nor 0.35 after. The first goal, so the side conceding it is one
 * goal down with time left and its price stays inside the cash-out's probability range (a late
 * second or third goal against one side can leave it no offer at all: CASHOUT.probMin).
 */
async function withQuietGoal(): Promise<{ live: Live; goal: LiveMoment }> {
  for (let tries = 0; tries < 12; tries++) {
    const live = await l.kickedOff()
    const i = live.moments.findIndex((m) => m.kind === 'goal' || m.kind === 'penalty')
    const goal = live.moments[i]
    if (
      goal?.kind === 'goal' &&
      goal.at > 4 &&
      goal.at < 70 &&
      goal.at - (live.moments[i - 1]?.at ?? 0) > 0.6 &&
      (live.moments[i + 1]?.at ?? 999) - goal.at > 0.35
    )
      return { live, goal }
  }
  throw new Error('no quiet first goal in twelve matches')
}

/** withQuietGoal's event, its clock a little before the goal with the bet stop passed: markets open. */
async function marketsOpenBeforeQuietGoal(): Promise<{ live: Live; goal: LiveMoment }> {
  const { live, goal } = await withQuietGoal()
  await livePass(deps())
  await l.moveTo(live, goal.at - 0.35 - STOP_MIN)
  await livePass(deps())
  t.clock.advance(LIVE_BET_STOP_MS + 10)
  await livePass(deps())
  return { live, goal }
}

const quote = async (token: string, id: number) =>
  (await k.http().get(`sports/bets/${id}/cashout`, { token })).json<{ data: CashoutQuote }>().data

const cashOut = (token: string, id: number, body: object) =>
  k.http().post(`sports/bets/${id}/cashout`, body, { token })

describe('the match tracker', () => {
  it('shows only what the last live pass processed, never a goal the book has not seen', async () => {
    const { live, goal } = await withQuietGoal()
    await livePass(deps())
    await l.moveTo(live, goal.at - 0.3)
    await livePass(deps())
    const before = await l.detail(live.eventId)
    const goalsOf = (e: typeof before) =>
      e.tracker!.events.filter((x) => x.kind === 'goal' || x.kind === 'penalty_goal').length
    // The goal has happened in world time, but no pass has run since.
    await l.moveTo(live, goal.at + 0.05)
    const ahead = await l.detail(live.eventId)
    expect(goalsOf(ahead)).toBe(goalsOf(before))
    expect(ahead.score).toEqual(before.score)
    expect(ahead.tracker!.stats).toEqual(before.tracker!.stats)
    // The book sees it: the bet stop, the score and the tracker move together.
    await livePass(deps())
    const seen = await l.detail(live.eventId)
    expect(goalsOf(seen)).toBe(goalsOf(before) + 1)
    expect(seen.live!.betStop).toBe(true)
    expect(seen.score!.home + seen.score!.away).toBe(before.score!.home + before.score!.away + 1)
  })
})

describe('cash-out in play', () => {
  it('a request between a goal and the live pass never pays more than the post-goal offer', async () => {
    // Markets open a little before the goal; a live bet on the side that concedes, accepted.
    const { live, goal } = await marketsOpenBeforeQuietGoal()
    const e = await l.detail(live.eventId)
    const market = e.markets.find((x) => x.key === '1x2')!
    expect(market.status).toBe('active')
    const conceding = market.outcomes.find((o) => o.key === (goal.side === 'home' ? '2' : '1'))!
    const p = await k.player(100n * 100n)
    const bet = await l.liveBet(p.token, conceding)
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    await decidePending(deps())
    expect((await l.ticket(p.token, bet.id)).status).toBe('open')
    await livePass(deps())
    const pre = await quote(p.token, bet.id)
    expect(pre).toMatchObject({ available: true, inPlay: true })

    // The goal happens; the book has not run its pass yet. The player asks for the pre-goal offer,
    // agreeing to any change of offer (the most a client can ask for).
    await l.moveTo(live, goal.at + 0.01)
    const asked = cashOut(p.token, bet.id, { offer: pre.offer, acceptChanges: true })
    await sleep(300)
    // The book's pass sees the goal (bet stop, repricing); the hold ends; the stop ends.
    await livePass(deps())
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    await livePass(deps())
    const refused = await asked
    expect(refused.statusCode).toBe(409)
    const post = await quote(p.token, bet.id)
    expect(post, JSON.stringify({ goal, post })).toMatchObject({ available: true })
    expect(post.offer).toBeLessThan(pre.offer)
    expect(refused.json<{ code: string; data: unknown }>()).toMatchObject({
      code: 'CASHOUT_CHANGED',
      data: { offer: post.offer, reason: 'state_changed' },
    })
    expect(await k.cash(p.id)).toBe(90n * 100n)
    expect((await l.ticket(p.token, bet.id)).status).toBe('open')

    // The new offer, held again with nothing moving: paid, at most the post-goal offer.
    const taken = cashOut(p.token, bet.id, { offer: post.offer, acceptChanges: true })
    await sleep(300)
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    await livePass(deps())
    const paid = await taken
    expect(paid.statusCode).toBe(200)
    const result = paid.json<{ data: CashoutResult }>().data
    expect(result.amount).toBeLessThanOrEqual(post.offer)
    expect(result.amount).toBeLessThan(pre.offer)
    expect(await k.cash(p.id)).toBe(90n * 100n + BigInt(Math.round(result.amount * 100)))
  })

  it('is not held and pays at once before kick-off; is refused when the book has stopped', async () => {
    const eventId = await k.seedEvent({ startInMinutes: 60 })
    const o = await k.outcome(eventId, '1x2', '1')
    const p = await k.player(100n * 100n)
    const res = await k
      .http()
      .post(
        'sports/bets',
        { kind: 'single', legs: [{ outcomeId: o.id, odds: o.odds }], stake: 10, placementKey: k.key() },
        { token: p.token },
      )
    const ticketId = res.json<{ data: { id: number } }>().data.id
    const q = await quote(p.token, ticketId)
    expect(q.inPlay).toBe(false)
    const paid = await cashOut(p.token, ticketId, { offer: q.offer })
    expect(paid.statusCode).toBe(200)

    // In play with no live pass after the hold: no offer can be trusted, nothing is paid.
    const live = await l.kickedOff()
    const { outcome } = await l.beforeMoment(live)
    // A player signed in now: the seed's first quiet moment can be far enough into the match that
    // the first player's session has gone idle on the test clock (a 401, not what is tested here).
    const inPlay = await k.player(100n * 100n)
    const q2 = await l.liveBet(inPlay.token, outcome)
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    await decidePending(deps())
    if ((await l.ticket(inPlay.token, q2.id)).status !== 'open') return
    const offer = await quote(inPlay.token, q2.id)
    const asked = cashOut(inPlay.token, q2.id, { offer: offer.offer, acceptChanges: true })
    await sleep(200)
    t.clock.advance(LIVE_BET_DELAY_MS.football + 6_000)
    const refused = await asked
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ code: string; data: unknown }>()).toMatchObject({
      code: 'CASHOUT_UNAVAILABLE',
      data: { reason: 'suspended' },
    })
    expect((await l.ticket(inPlay.token, q2.id)).status).toBe('open')
  })

  it("answers a retry whose twin cashed out during its hold with the twin's cash-out, not a refusal", async () => {
    // A client gave up waiting (the chaos run's 30 s) and sent the same key again while the first
    // request was still held on another instance: the first pays, and the retry must answer that
    // payment, not refuse a ticket it sees cashed out (docs/operations.md "The chaos run").
    // Markets open in a quiet stretch well before a goal (as above), a live bet accepted.
    const { live } = await marketsOpenBeforeQuietGoal()
    const market = (await l.detail(live.eventId)).markets.find((x) => x.key === '1x2')!
    const p = await k.player(100n * 100n)
    const bet = await l.liveBet(p.token, market.outcomes[0]!)
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    await decidePending(deps())
    expect((await l.ticket(p.token, bet.id)).status).toBe('open')
    await livePass(deps())
    const offer = await quote(p.token, bet.id)
    expect(offer).toMatchObject({ available: true, inPlay: true })
    const body = { offer: offer.offer, acceptChanges: true, cashoutKey: k.key() }
    const first = cashOut(p.token, bet.id, body)
    await sleep(300)
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    // The retry starts before the first is paid: it finds no cash-out under the key and holds.
    const retry = cashOut(p.token, bet.id, body)
    await sleep(300)
    // The book covers the first hold, not the retry's: the first pays.
    await livePass(deps())
    const paid = await first
    expect(paid.statusCode).toBe(200)
    const amount = paid.json<{ data: CashoutResult }>().data.amount
    // The retry's hold ends with no live pass after it: on its own it would be refused.
    t.clock.advance(LIVE_BET_DELAY_MS.football + 6_000)
    const again = await retry
    expect(again.statusCode).toBe(200)
    expect(again.json<{ data: CashoutResult }>().data.amount).toBe(amount)
    expect(await k.cash(p.id)).toBe(90n * 100n + BigInt(Math.round(amount * 100)))
    expect((await l.ticket(p.token, bet.id)).status).toBe('cashed_out')
  })
})
