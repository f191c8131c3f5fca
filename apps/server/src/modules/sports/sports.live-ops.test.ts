import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { liveMoments, MINUTE_MS, playFixture, type FixtureModel } from '@galata/game-math/sports/index'
import {
  LIVE_BET_DELAY_MS,
  LIVE_BET_STOP_MS,
  SPORTS_TOPICS,
  SportsHubCommand,
  type CashoutOfferPush,
  type LiveDelaysView,
  type SportsEventDetail,
  type SportsTicket,
} from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { hubClient, listen, type HubClient } from '../../test/hub.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import type { Delivery } from '../realtime/index.js'
import { livePass, readWorld, worldPass, type SportsDeps } from './index.js'
import { decidePending } from './live-decision.js'

/*
 * The operations (docs/sportsbook.md) on the live book: cash-out offers pushed privately to a ticket's owner
 * when a leg's price or state moves (never to another player or a visitor); the live bet delays
 * per sport and competition that traders set (GET/PUT backoffice/sports/delays, audited, bounded,
 * the most specific winning at placement); a trader's suspension surviving the live repricing.
 */

const t = useTestApp()
const k = sportsKit(t)
const pushes: Delivery[] = []
/** The app's own hub delivery, with every delivery recorded too. */
const deps = (): SportsDeps => {
  const d = k.deps()
  return {
    ...d,
    publish: async (x) => {
      pushes.push(x)
      await d.publish?.(x)
    },
  }
}
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

const detail = async (id: number) =>
  (await k.http().get(`sports/events/${id}`)).json<{ data: SportsEventDetail }>().data

/** A football event kicked off by the world job and the first live pass, at a quiet minute. */
async function liveQuiet(span = 0.8) {
  const eventId = await k.seedEvent({ startInMinutes: 1 })
  t.clock.advance(61_000)
  await worldPass(deps())
  const [row] = await rows<{ model: FixtureModel; seed: string; start_at: Date }>(
    t.app,
    sql`select model, seed, start_at from sports_events where id = ${eventId}`,
  )
  const startAt = new Date(row!.start_at).getTime()
  const moments = liveMoments(playFixture(row!.model, row!.seed), row!.seed)
  const at = async () => ((await readWorld(deps())).now - startAt) / MINUTE_MS
  await livePass(deps())
  let quiet = 3
  while (moments.some((x) => x.at > quiet - 0.2 && x.at <= quiet + span)) quiet += 0.25
  t.clock.advance(Math.ceil((quiet - (await at())) * MINUTE_MS))
  await livePass(deps())
  t.clock.advance(LIVE_BET_STOP_MS + 10)
  await livePass(deps())
  const e = await detail(eventId)
  const market = e.markets.find((m) => m.key === '1x2')!
  expect(market.status).toBe('active')
  return { eventId, competitionId: e.competition.id, market, moments, at }
}

async function placeLive(token: string, outcome: { id: number; odds: number }) {
  const res = await k.http().post(
    'sports/bets',
    {
      kind: 'single',
      legs: [{ outcomeId: outcome.id, odds: outcome.odds }],
      stake: 10,
      placementKey: k.key(),
      oddsChange: 'any',
    },
    { token },
  )
  expect(res.statusCode).toBe(200)
  return res.json<{ data: SportsTicket }>().data
}

const offersTo = (playerId: number) =>
  pushes
    .filter((d) => d.kind === 'players' && d.playerIds.includes(playerId))
    .map((d) => (d.kind === 'players' ? { command: d.command, ...JSON.parse(String(d.message)) } : null))

describe('cash-out offers pushed', () => {
  it("reach the ticket's owner only: not another player, not a visitor on the event's topic", async () => {
    const { eventId, market } = await liveQuiet()
    const owner = await k.player(100n * 100n)
    const other = await k.player(100n * 100n)
    const placed = await placeLive(owner.token, market.outcomes[0]!)
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    expect(await decidePending(deps())).toBe(1)

    const mine = hubClient(base, owner.token)
    const theirs = hubClient(base, other.token)
    const visitor = hubClient(base, '')
    clients.push(mine, theirs, visitor)
    await Promise.all([mine.connection.start(), theirs.connection.start(), visitor.connection.start()])
    for (const c of [theirs, visitor]) await c.connection.invoke('Subscribe', SPORTS_TOPICS.event(eventId))

    // A trader's suspension moves the leg's state: the owner hears that no offer stands now.
    const trader = await k.player(0n, 'trader')
    const suspended = await k
      .http()
      .post(`backoffice/sports/markets/${market.id}/suspend`, {}, { token: trader.token })
    expect(suspended.statusCode).toBe(200)
    const off = JSON.parse((await mine.next(SportsHubCommand.CashoutOffer, 0)).message) as CashoutOfferPush
    // The event's watchers see the market locked at once (the public topic, in sequence).
    const locked = JSON.parse((await visitor.next(SportsHubCommand.OddsChanged, 0)).message) as {
      markets: Array<{ id: number; status: string }>
    }
    expect(locked.markets).toEqual([expect.objectContaining({ id: market.id, status: 'suspended' })])
    expect(off).toMatchObject({
      betId: placed.id,
      ticketId: placed.id,
      available: false,
      reason: 'suspended',
    })

    // Resumed: an offer again. Then the live repricing a minute on: the latest offer is the GET's.
    const beforeResume = mine.messages.length
    await k.http().post(`backoffice/sports/markets/${market.id}/resume`, {}, { token: trader.token })
    const back = JSON.parse((await mine.next(SportsHubCommand.CashoutOffer, beforeResume)).message)
    expect(back).toMatchObject({ betId: placed.id, available: true })
    expect(back.offer).toBeGreaterThan(0)
    const beforePass = mine.messages.length
    t.clock.advance(MINUTE_MS + 1000)
    const pass = await livePass(deps())
    if (pass.cashoutOffers > 0) await mine.next(SportsHubCommand.CashoutOffer, beforePass)
    const offers = mine.messages.filter((m) => m.command === SportsHubCommand.CashoutOffer)
    const last = JSON.parse(offers.at(-1)!.message) as CashoutOfferPush
    const get = (await k.http().get(`sports/bets/${placed.id}/cashout`, { token: owner.token })).json<{
      data: { available: boolean; offer: number }
    }>().data
    expect({ available: last.available, offer: last.offer }).toEqual({
      available: get.available,
      offer: get.offer,
    })

    // The other player and the visitor got nothing of the owner's.
    for (const c of [theirs, visitor])
      expect(c.messages.some((m) => m.command === SportsHubCommand.CashoutOffer)).toBe(false)
    expect(
      pushes.some((d) => d.kind === 'topic' && d.command === SportsHubCommand.CashoutOffer),
      'never on a topic',
    ).toBe(false)
    expect(offersTo(other.id)).toEqual([])
  })

  it('sends an unmoved offer once: a second pass with the clock still sends nothing', async () => {
    const { market } = await liveQuiet()
    const owner = await k.player(100n * 100n)
    await placeLive(owner.token, market.outcomes[1]!)
    t.clock.advance(LIVE_BET_DELAY_MS.football)
    await decidePending(deps())
    t.clock.advance(MINUTE_MS + 1000)
    // Counted for this owner only: the earlier tests' events are still in play on the same clock,
    // and their tickets' offers move with their prices (a pass's count includes them).
    const sent = () => offersTo(owner.id).filter((o) => o.command === SportsHubCommand.CashoutOffer).length
    const before = sent()
    await livePass(deps())
    const afterFirst = sent()
    await livePass(deps())
    expect(afterFirst - before).toBeLessThanOrEqual(1)
    expect(sent()).toBe(afterFirst)
  })
})

describe("a trader's suspension", () => {
  it('survives the live repricing and bet stops; only resume lifts it', async () => {
    const { eventId, market, moments, at } = await liveQuiet()
    const trader = await k.player(0n, 'trader')
    const act = (what: string) =>
      k.http().post(`backoffice/sports/markets/${market.id}/${what}`, {}, { token: trader.token })
    expect((await act('suspend')).statusCode).toBe(200)
    // Through the next dangerous moment, its stop's end and the minutes after it.
    const now = await at()
    const moment = moments.find((m) => m.at > now + 0.1)!
    t.clock.advance(Math.ceil((moment.at + 0.01 - now) * MINUTE_MS))
    await livePass(deps())
    t.clock.advance(LIVE_BET_STOP_MS + 10)
    await livePass(deps())
    t.clock.advance(MINUTE_MS + 1000)
    await livePass(deps())
    let e = await detail(eventId)
    const held = e.markets.find((m) => m.id === market.id)!
    expect(held.status).toBe('suspended')
    expect(
      e.markets.filter((m) => m.phase === 'live' && m.id !== market.id).some((m) => m.status === 'active'),
    ).toBe(e.live?.betStop === false)
    const p = await k.player(100n * 100n)
    const refused = await k.http().post(
      'sports/bets',
      {
        kind: 'single',
        legs: [{ outcomeId: held.outcomes[0]!.id, odds: held.outcomes[0]!.odds }],
        stake: 5,
        placementKey: k.key(),
      },
      { token: p.token },
    )
    expect(refused.json<{ code: string }>().code).toBe('MARKET_SUSPENDED')
    const [flag] = await rows<{ trader_suspended: boolean }>(
      t.app,
      sql`select trader_suspended from sports_markets where id = ${market.id}`,
    )
    expect(flag!.trader_suspended).toBe(true)

    // The match minutes above may have run past the trader's 30 idle minutes: a fresh login.
    const resumed = await k
      .http()
      .post(`backoffice/sports/markets/${market.id}/resume`, {}, { token: await trader.login() })
    expect(resumed.statusCode).toBe(200)
    t.clock.advance(LIVE_BET_STOP_MS + 10)
    await livePass(deps())
    e = await detail(eventId)
    if (e.live?.betStop === false) expect(e.markets.find((m) => m.id === market.id)!.status).toBe('active')
    const [audit] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log where action in ('sports.market.suspend', 'sports.market.resume') and actor_id = ${String(trader.id)}`,
    )
    expect(audit!.n).toBe(2)
    expect(await k.cash(p.id)).toBe(100n * 100n)
  })
})

describe('live delays', () => {
  const put = (token: string, body: object) => k.http().put('backoffice/sports/delays', body, { token })

  it('defaults per sport; traders set sport and competition delays (audited, bounded)', async () => {
    const trader = await k.player(0n, 'trader')
    const p = await k.player(0n)
    const got = await k.http().get('backoffice/sports/delays', { token: trader.token })
    expect(got.statusCode).toBe(200)
    const view = got.json<{ data: LiveDelaysView }>().data
    expect(view.sports).toEqual([
      { sport: 'football', delayMs: 6000, isDefault: true },
      { sport: 'basketball', delayMs: 4000, isDefault: true },
      { sport: 'tennis', delayMs: 4000, isDefault: true },
      { sport: 'volleyball', delayMs: 4000, isDefault: true },
      { sport: 'hockey', delayMs: 6000, isDefault: true },
      { sport: 'cs2', delayMs: 8000, isDefault: true },
      { sport: 'lol', delayMs: 8000, isDefault: true },
    ])
    expect(view.competitions).toEqual([])
    // A player's token is no staff session (docs/backoffice.md).
    expect((await k.http().get('backoffice/sports/delays', { token: p.token })).statusCode).toBe(401)
    expect((await put(p.token, { sports: [], competitions: [] })).statusCode).toBe(401)

    const cases: Array<[object, number, string]> = [
      [{ sports: [{ sport: 'football', delayMs: 500 }], competitions: [] }, 400, 'VALIDATION_FAILED'],
      [{ sports: [{ sport: 'football', delayMs: 20_000 }], competitions: [] }, 400, 'VALIDATION_FAILED'],
      [{ sports: [{ sport: 'curling', delayMs: 5000 }], competitions: [] }, 400, 'VALIDATION_FAILED'],
      [
        {
          sports: [
            { sport: 'tennis', delayMs: 5000 },
            { sport: 'tennis', delayMs: 6000 },
          ],
          competitions: [],
        },
        400,
        'VALIDATION_FAILED',
      ],
      [{ sports: [], competitions: [{ competitionId: 999_999_999, delayMs: 3000 }] }, 404, 'NOT_FOUND'],
      [{ sports: 'all', competitions: [] }, 400, 'VALIDATION_FAILED'],
    ]
    for (const [body, status, code] of cases) {
      const res = await put(trader.token, body)
      expect(
        { status: res.statusCode, code: res.json<{ code: string }>().code },
        JSON.stringify(body),
      ).toEqual({
        status,
        code,
      })
    }
    const set = await put(trader.token, {
      sports: [{ sport: 'tennis', delayMs: 2500 }],
      competitions: [],
      note: 'n',
    })
    expect(set.statusCode).toBe(200)
    expect(set.json<{ data: LiveDelaysView }>().data.sports[2]).toEqual({
      sport: 'tennis',
      delayMs: 2500,
      isDefault: false,
    })
    // Left out again: back to the default.
    const reset = await put(trader.token, { sports: [], competitions: [] })
    expect(reset.json<{ data: LiveDelaysView }>().data.sports[2]).toMatchObject({
      delayMs: 4000,
      isDefault: true,
    })
    const [audit] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log where action = 'sports.delays.set' and actor_id = ${String(trader.id)}`,
    )
    expect(audit!.n).toBe(2)
  })

  it('placement holds a live bet for the most specific delay: competition, then sport, then default', async () => {
    const { market, competitionId } = await liveQuiet(1.5)
    const trader = await k.player(0n, 'trader')
    const p = await k.player(100n * 100n)
    const held = async () => {
      const ticket = await placeLive(p.token, market.outcomes[2]!)
      return Date.parse(ticket.acceptAt!) - Date.parse(ticket.placedAt)
    }
    expect(await held()).toBe(LIVE_BET_DELAY_MS.football)
    await put(trader.token, { sports: [{ sport: 'football', delayMs: 3000 }], competitions: [] })
    expect(await held()).toBe(3000)
    await put(trader.token, {
      sports: [{ sport: 'football', delayMs: 3000 }],
      competitions: [{ competitionId, delayMs: 9000 }],
    })
    expect(await held()).toBe(9000)
    await put(trader.token, { sports: [], competitions: [] })
    t.clock.advance(10_000)
    await decidePending(deps())
  })
})
