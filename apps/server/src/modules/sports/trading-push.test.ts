import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TradingHubCommand, tradingTopic } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { hubClient, listen, type HubClient } from '../../test/hub.js'
import { sportsKit } from '../../test/sports.js'
import { staffMember } from '../../test/staff.js'
import { worldPass } from './index.js'
import { pushTrading, type TradingPushState } from './trading-live.js'

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
