import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRADING_LIVE_TOPIC, TradingHubCommand, tradingTopic } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { hubClient, listen, type HubClient } from '../../test/hub.js'
import { sportsKit } from '../../test/sports.js'
import { staffMember } from '../../test/staff.js'
import { worldPass } from './index.js'
import {
  pushLiveOverview,
  pushTrading,
  type LiveOverviewPushState,
  type TradingPushState,
} from './trading-live.js'

/*
 * The event page's staff topic (docs/backoffice.md "Trading", live): a staff socket whose member
 * reads trading may subscribe to an event's topic, nobody else may; the push pass sends
 * `TradingChanged` to its watchers when the event's page would show something new, and once more
 * when the event leaves play.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000' })
const k = sportsKit(t)
let base: string
const clients: HubClient[] = []

beforeAll(async () => {
  base = await listen(t.app)
})
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.connection.stop()))
})

async function connect(token: string, query: string) {
  const client = hubClient(base, token, query)
  clients.push(client)
  await client.connection.start()
  return client
}

describe("an event's staff topic", () => {
  it('only staff who read trading may join it; a change on the event in play is pushed to them', async () => {
    const trader = await staffMember(t.app, ['trader'], 'pushtrader1')
    const support = await staffMember(t.app, ['support'], 'pushsupport1')
    const p = await k.player(1_000n * 100n)
    const eventId = await k.seedEvent({ startInMinutes: 1 })
    const topic = tradingTopic(eventId)

    const desk = await connect(trader.token, 'fingerprint=desk&staff=1')
    const care = await connect(support.token, 'fingerprint=care&staff=1')
    const site = await connect(p.token, 'fingerprint=site')
    await desk.connection.invoke('Subscribe', topic)
    await expect(care.connection.invoke('Subscribe', topic)).rejects.toThrow(/Not a public topic/)
    await expect(site.connection.invoke('Subscribe', topic)).rejects.toThrow(/Not a public topic/)
    // Only an event's topic: a trader may not name any other staff topic.
    await expect(desk.connection.invoke('Subscribe', 'bo:sports:event:0')).rejects.toThrow(
      /Not a public topic/,
    )
    await expect(desk.connection.invoke('Subscribe', 'bo:anything')).rejects.toThrow(/Not a public topic/)
    expect(t.app.realtime.watching(topic)).toBe(1)

    const state: TradingPushState = new Map()
    // Before kick-off nothing is pushed; in play the first pass takes the event's fingerprint.
    expect(await pushTrading(t.app.realtime, t.app.db, state)).toBe(0)
    t.clock.advance(61_000)
    await worldPass(k.deps())
    const [ev] = await rows<{ status: string }>(
      t.app,
      sql`select status from sports_events where id = ${eventId}`,
    )
    expect(ev!.status).toBe('live')
    await pushTrading(t.app.realtime, t.app.db, state)
    expect(state.has(eventId)).toBe(true)
    // Nothing moved: nothing sent.
    expect(await pushTrading(t.app.realtime, t.app.db, state)).toBe(0)

    // A trader's suspension changes the page: pushed.
    const [market] = await rows<{ id: number }>(
      t.app,
      sql`select id from sports_markets where event_id = ${eventId} order by sort limit 1`,
    )
    await t.app.db.execute(
      sql`update sports_markets set status = 'suspended', trader_suspended = true where id = ${market!.id}`,
    )
    const since = desk.messages.length
    expect(await pushTrading(t.app.realtime, t.app.db, state)).toBe(1)
    const pushed = await desk.next(TradingHubCommand.Changed, since)
    expect(JSON.parse(pushed.message)).toEqual({ eventId, live: true })
    expect(await pushTrading(t.app.realtime, t.app.db, state)).toBe(0)

    // The final whistle: one last push (the page stops listening), then the event is forgotten.
    await t.app.db.execute(sql`update sports_events set status = 'finished' where id = ${eventId}`)
    expect(await pushTrading(t.app.realtime, t.app.db, state)).toBe(1)
    expect(state.has(eventId)).toBe(false)
    expect(await pushTrading(t.app.realtime, t.app.db, state)).toBe(0)

    expect(care.messages.some((m) => m.command === TradingHubCommand.Changed)).toBe(false)
    expect(site.messages.some((m) => m.command === TradingHubCommand.Changed)).toBe(false)
    // Without a watcher the pass reads nothing and forgets.
    await desk.connection.invoke('Unsubscribe', topic)
    expect(t.app.realtime.topicsWatched('bo:sports:event:')).toEqual([])
  })
})

describe("the live overview's staff topic", () => {
  it('only staff who read trading may join it; a change on the events in play is pushed to them', async () => {
    const trader = await staffMember(t.app, ['trader'], 'pushtrader2')
    const support = await staffMember(t.app, ['support'], 'pushsupport2')
    const p = await k.player(1_000n * 100n)
    const eventId = await k.seedEvent({ startInMinutes: 1 })
    const home = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    const placed = await k
      .http()
      .post(
        'sports/bets',
        { kind: 'single', legs: [{ outcomeId: home.id, odds: home.odds }], stake: 20, placementKey: k.key() },
        { token: p.token },
      )
    expect(placed.statusCode).toBe(200)

    const desk = await connect(trader.token, 'fingerprint=desk2&staff=1')
    const care = await connect(support.token, 'fingerprint=care2&staff=1')
    const site = await connect(p.token, 'fingerprint=site2')
    const visitor = await connect('', 'fingerprint=visitor2')
    const state: LiveOverviewPushState = { last: null }
    const pass = () => pushLiveOverview(t.app.realtime, t.app.db, t.clock.now(), state)

    // Nobody holds the topic: the pass reads nothing.
    expect(await pass()).toBe(0)
    expect(state.last).toBeNull()
    await desk.connection.invoke('Subscribe', TRADING_LIVE_TOPIC)
    for (const other of [care, site, visitor])
      await expect(other.connection.invoke('Subscribe', TRADING_LIVE_TOPIC)).rejects.toThrow(
        /Not a public topic/,
      )
    expect(t.app.realtime.watching(TRADING_LIVE_TOPIC)).toBe(1)

    // The first fingerprint is not pushed (the page reads once when its subscription holds).
    expect(await pass()).toBe(0)
    expect(state.last).not.toBeNull()
    expect(await pass()).toBe(0)

    // The kick-off: an event enters play, pushed with how many are in play.
    t.clock.advance(61_000)
    await worldPass(k.deps())
    let since = desk.messages.length
    expect(await pass()).toBe(1)
    const pushed = await desk.next(TradingHubCommand.LiveChanged, since)
    expect(JSON.parse(pushed.message)).toEqual({ events: expect.any(Number) })
    expect(JSON.parse(pushed.message).events).toBeGreaterThanOrEqual(1)
    expect(await pass()).toBe(0)

    // A trader's hold on one of its markets: pushed.
    const [market] = await rows<{ id: number }>(
      t.app,
      sql`select id from sports_markets where event_id = ${eventId} order by sort limit 1`,
    )
    await t.app.db.execute(
      sql`update sports_markets set phase = 'live', status = 'suspended', trader_suspended = true where id = ${market!.id}`,
    )
    expect(await pass()).toBe(1)
    expect(await pass()).toBe(0)

    // The window moves on: placed 61 s before kick-off, the ticket now leaves the 5-minute window
    // (the screen's default), so the overview's stakes change.
    t.clock.advance(4 * 60_000)
    since = desk.messages.length
    expect(await pass()).toBe(1)
    await desk.next(TradingHubCommand.LiveChanged, since)
    expect(await pass()).toBe(0)

    // The final whistle: the event leaves the overview, pushed once.
    await t.app.db.execute(sql`update sports_events set status = 'finished' where id = ${eventId}`)
    expect(await pass()).toBe(1)
    expect(await pass()).toBe(0)

    for (const other of [care, site, visitor])
      expect(other.messages.some((m) => m.command === TradingHubCommand.LiveChanged)).toBe(false)
    // Without a watcher the pass reads nothing and forgets its fingerprint.
    await desk.connection.invoke('Unsubscribe', TRADING_LIVE_TOPIC)
    expect(await pass()).toBe(0)
    expect(state.last).toBeNull()
  })
})
