import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MINUTE_MS, playFixture, type FixtureModel } from '@galata/game-math/sports/index'
import {
  LIVE_BET_DELAY_MS,
  LIVE_BET_STOP_MS,
  SPORTS_TOPICS,
  SportsHubCommand,
  type SportsEvent,
  type SportsTicket,
} from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { hubClient, listen, type HubClient } from '../../test/hub.js'
import { sportsKit } from '../../test/sports.js'
import { liveKit, type Live } from '../../test/sports-live.js'
import { checkLedger } from '../wallet/index.js'
import type { Delivery } from '../realtime/index.js'
import { livePass, type SportsDeps } from './index.js'
import { decidePending } from './live-decision.js'

/*
 * The book in play (docs/sportsbook.md "Live betting"): kick-off turns markets in-play, dangerous moments of the
 * seeded timeline are bet stops (state version, suspended markets, reopened repriced), pushes on
 * the public topics with sequence numbers, the live list; live bets held pending and decided after
 * the sport's delay (accepted; rejected and refunded once on a state change, a price move under
 * policy "none", or racing deciders). The clock is the test's (SPORTS_SPEED 1: world = real time).
 */

const t = useTestApp()
const k = sportsKit(t)
const pushes: Delivery[] = []
const deps = (): SportsDeps => ({ ...k.deps(), publish: async (d) => void pushes.push(d) })
let base: string
const clients: HubClient[] = []

beforeAll(async () => {
  base = await listen(t.app)
})
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.connection.stop()))
})
afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const { kickedOff, moveTo, detail } = liveKit(t, k, deps)

/** A quiet stretch: a minute after `from` with no moment for the next `span` minutes. */
function quietAfter(live: Live, from: number, span: number): number {
  for (let m = Math.ceil(from) + 1; m < 85; m += 0.25)
    if (!live.moments.some((x) => x.at > m - 0.2 && x.at <= m + span)) return m
  throw new Error('no quiet stretch')
}

const topicMessages = (eventId: number) =>
  pushes
    .filter((d) => d.kind === 'topic' && d.topic === SPORTS_TOPICS.event(eventId))
    .map((d) => (d.kind === 'topic' ? { command: d.command, ...JSON.parse(d.message) } : null)) as Array<{
    command: string
    seq: number
    stateVersion: number
  }>

describe('markets in play', () => {
  it('turns the markets in-play at kick-off and closes those without in-play meaning', async () => {
    const live = await kickedOff()
    await livePass(deps())
    const e = await detail(live.eventId)
    expect(e.status).toBe('live')
    expect(e.live).toMatchObject({ period: '1H', stateVersion: 1 })
    const byKey = (key: string) => e.markets.filter((m) => m.key === key)
    expect(byKey('1x2')[0]).toMatchObject({ phase: 'live' })
    expect(byKey('cs')[0]).toMatchObject({ phase: 'closed', status: 'suspended' })
    expect(byKey('ht')[0]!.phase).toBe('live')
    // A repeated pass with the clock unmoved changes nothing and pushes nothing.
    const before = pushes.length
    const again = await livePass(deps())
    expect(again.betStops).toBe(0)
    expect(pushes.length).toBe(before)

    const list = await k.http().post('sports/events', { live: true, take: 50 })
    const item = list
      .json<{ data: { items: SportsEvent[] } }>()
      .data.items.find((x) => x.id === live.eventId)!
    expect(item.score).toEqual({ home: 0, away: 0 })
    expect(item.live).toMatchObject({ period: '1H' })
    expect(item.mainMarket).toMatchObject({ key: '1x2', phase: 'live' })
  })

  it('shows the match tracker up to the current minute only', async () => {
    const live = await kickedOff()
    await moveTo(live, 60)
    await livePass(deps())
    const e = await detail(live.eventId)
    const [row] = await rows<{ model: FixtureModel; seed: string }>(
      t.app,
      sql`select model, seed from sports_events where id = ${live.eventId}`,
    )
    const played = playFixture(row!.model, row!.seed)
    if (played.sport !== 'football') throw new Error('football expected')
    const at = await live.at()
    const past = played.match.events.filter((x) => x.at <= at)
    const kinds = ['goal', 'penalty_missed', 'yellow', 'red', 'corner']
    expect(e.tracker!.events).toHaveLength(past.filter((x) => kinds.includes(x.type)).length)
    const goals = e.tracker!.events.filter((x) => x.kind === 'goal' || x.kind === 'penalty_goal')
    expect(goals.length).toBe(e.score!.home + e.score!.away)
    const corners = e.tracker!.stats.find((s) => s.key === 'corners')!
    expect(corners.home + corners.away).toBe(past.filter((x) => x.type === 'corner').length)
    const pressure = e.tracker!.stats.find((s) => s.key === 'pressure')!
    expect(pressure.home + pressure.away).toBe(100)
  })

  it('stops betting on a dangerous moment, then reopens repriced; pushes carry a sequence', async () => {
    const live = await kickedOff()
    await livePass(deps())
    const first = live.moments.find((m) => m.at > 1 && m.at < 80)!
    await moveTo(live, first.at + 0.01)
    const stop = await livePass(deps())
    expect(stop.betStops).toBeGreaterThanOrEqual(1)
    let e = await detail(live.eventId)
    expect(e.live).toMatchObject({ stateVersion: 2, betStop: true })
    expect(e.markets.filter((m) => m.phase === 'live').every((m) => m.status === 'suspended')).toBe(true)
    // Bets are refused during the stop.
    const p = await k.player(100n * 100n)
    const pick = e.markets.find((m) => m.key === '1x2')!.outcomes[0]!
    const refused = await k
      .http()
      .post(
        'sports/bets',
        { kind: 'single', legs: [{ outcomeId: pick.id, odds: pick.odds }], stake: 5, placementKey: k.key() },
        { token: p.token },
      )
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ code: string }>().code).toBe('MARKET_SUSPENDED')

    t.clock.advance(LIVE_BET_STOP_MS + 10)
    await livePass(deps())
    e = await detail(live.eventId)
    const nowAt = await live.at()
    if (!live.moments.some((m) => m.at > first.at && m.at <= nowAt))
      expect(e.live).toMatchObject({ stateVersion: 2, betStop: false })
    expect(e.markets.find((m) => m.key === '1x2')!.status).toBe('active')

    const messages = topicMessages(live.eventId)
    expect(messages.map((m) => m.seq)).toEqual(messages.map((_, i) => i + 1))
    expect(messages.map((m) => m.command)).toContain(SportsHubCommand.BetStop)
    expect(messages.map((m) => m.command)).toContain(SportsHubCommand.OddsChanged)
    const betStop = messages.find((m) => m.command === SportsHubCommand.BetStop)!
    expect(betStop.stateVersion).toBe(2)
  })

  it('reaches a visitor on the hub: the live list and the event odds, in sequence', async () => {
    const visitor = hubClient(base, '')
    clients.push(visitor)
    await visitor.connection.start()
    const live = await kickedOff()
    await visitor.connection.invoke('Subscribe', SPORTS_TOPICS.event(live.eventId))
    await visitor.connection.invoke('Subscribe', SPORTS_TOPICS.live)
    await livePass(k.deps())
    const odds = JSON.parse((await visitor.next(SportsHubCommand.OddsChanged, 0)).message) as {
      seq: number
      markets: Array<{ id: number; status: string; outcomes: Array<{ id: number; odds: number }> }>
    }
    expect(odds.seq).toBeGreaterThan(0)
    expect(odds.markets.length).toBeGreaterThan(3)
    const list = JSON.parse((await visitor.next(SportsHubCommand.LiveList, 0)).message) as {
      events: Array<{ id: number }>
    }
    expect(list.events.map((x) => x.id)).toContain(live.eventId)
    expect(visitor.messages.some((m) => m.command === 'Balance' || m.command === 'Notification')).toBe(false)
  })
})

async function liveBet(token: string, outcome: { id: number; odds: number }, oddsChange = 'none') {
  const res = await k.http().post(
    'sports/bets',
    {
      kind: 'single',
      legs: [{ outcomeId: outcome.id, odds: outcome.odds }],
      stake: 10,
      placementKey: k.key(),
      oddsChange,
    },
    { token },
  )
  return { status: res.statusCode, body: res.json<{ code?: string; data: SportsTicket }>() }
}

const ticket = async (token: string, id: number) =>
  (await k.http().get(`sports/bets/${id}`, { token })).json<{ data: SportsTicket }>().data

/** A live event at a quiet minute with its markets open: its home-win outcome. */
async function openLive(span: number) {
  const live = await kickedOff()
  await livePass(deps())
  const quiet = quietAfter(live, 2, span)
  await moveTo(live, quiet)
  // The moments since kick-off stop betting now; the stop ends in LIVE_BET_STOP_MS.
  await livePass(deps())
  t.clock.advance(LIVE_BET_STOP_MS + 10)
  await livePass(deps())
  const e = await detail(live.eventId)
  const m = e.markets.find((x) => x.key === '1x2')!
  expect(m.status).toBe('active')
  return { live, outcome: m.outcomes[0]! }
}

describe('live bets', () => {
  it('holds a live bet pending with the stake reserved, then accepts it after a quiet delay', async () => {
    const { outcome } = await openLive(0.5)
    const p = await k.player(100n * 100n)
    const placed = await liveBet(p.token, outcome)
    expect(placed.status).toBe(200)
    expect(placed.body.data).toMatchObject({ status: 'pending', stake: 10 })
    expect(placed.body.data.acceptAt).not.toBeNull()
    expect(await k.cash(p.id)).toBe(90n * 100n)
    // Before the delay nothing is decided.
    expect(await decidePending(deps())).toBe(0)
    expect((await ticket(p.token, placed.body.data.id)).status).toBe('pending')
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    const decided = await ticket(p.token, placed.body.data.id)
    expect(decided).toMatchObject({ status: 'open', rejectReason: null })
    expect(await k.cash(p.id)).toBe(90n * 100n)
  })

  it('a slip remembered pre-match whose event a job with a clock ahead put in play is a live bet', async () => {
    // placeAnySlip places a slip whose outcomes are all remembered before their kick-off without
    // reading its legs (placement/memory.ts `firstPath`); another instance's job may have kicked the event
    // off by its own clock already. That slip must still become the live bet it is.
    const p = await k.player(1_000n * 100n)
    const eventId = await k.seedEvent({ startInMinutes: 30 })
    const home = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    expect((await liveBet(p.token, home)).body.data.status).toBe('open')
    await t.app.db.execute(sql`update sports_events set status = 'live' where id = ${eventId}`)
    await t.app.db.execute(
      sql`update sports_markets set phase = 'live', status = 'active' where event_id = ${eventId} and key = '1x2'`,
    )
    const res = await liveBet(p.token, home)
    expect({ status: res.status, ticket: res.body.data.status }).toEqual({ status: 200, ticket: 'pending' })
  })

  it('rejects and refunds once when a dangerous moment falls in the delay', async () => {
    const live = await kickedOff()
    await livePass(deps())
    // Just before a moment, with the markets open.
    const target = live.moments.find((m, i) => m.at > 3 && m.at - (live.moments[i - 1]?.at ?? 0) > 0.5)!
    // Moments before the target stop betting when the pass crosses them: let that stop run out
    // before the target (the gap before it is over half a minute, the stop a few seconds).
    await moveTo(live, target.at - 0.05 - (LIVE_BET_STOP_MS + 10) / MINUTE_MS)
    await livePass(deps())
    t.clock.advance(LIVE_BET_STOP_MS + 10)
    await livePass(deps())
    const e = await detail(live.eventId)
    const outcome = e.markets.find((x) => x.key === '1x2')!.outcomes[0]!
    const p = await k.player(100n * 100n)
    const placed = await liveBet(p.token, outcome)
    expect(placed.body.data.status).toBe('pending')
    await moveTo(live, target.at + 0.01)
    await livePass(deps())
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    // Two deciders racing (two instances' jobs, a player's fetch): one refund.
    await Promise.all([decidePending(deps()), decidePending(deps()), ticket(p.token, placed.body.data.id)])
    const decided = await ticket(p.token, placed.body.data.id)
    expect(decided).toMatchObject({ status: 'rejected', rejectReason: 'state_changed' })
    expect(await k.cash(p.id)).toBe(100n * 100n)
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from provider_transactions where op = 'rollback' and ref_tx_id = ${`ticket-${decided.id}`}`,
    )
    expect(n!.n).toBe(1)
  })

  it('rejects a bet whose price moved under policy "none", accepts it under "any"', async () => {
    const { live, outcome } = await openLive(0.6)
    const p = await k.player(100n * 100n)
    const none = await liveBet(p.token, outcome, 'none')
    const any = await liveBet(p.token, outcome, 'any')
    expect(none.body.data.status).toBe('pending')
    // A trader's move of the price (the next minute's repricing could move it too).
    await t.app.db.execute(
      sql`update sports_outcomes set odds_milli = odds_milli + 50, version = version + 1 where id = ${outcome.id}`,
    )
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    await decidePending(deps())
    expect(await ticket(p.token, none.body.data.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'odds_changed',
    })
    const accepted = await ticket(p.token, any.body.data.id)
    expect(accepted.status).toBe('open')
    expect(accepted.legs[0]!.odds).toBeCloseTo(outcome.odds + 0.05, 6)
    expect(await k.cash(p.id)).toBe(90n * 100n)
    expect(live.eventId).toBeGreaterThan(0)
  })
})
