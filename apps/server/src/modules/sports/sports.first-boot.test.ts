import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { liveStateAt, MINUTE_MS, playFixture, type FixtureModel } from '@galata/game-math/sports/index'
import {
  LIVE_BET_DELAY_MS,
  LIVE_DELAY_FLOOR_MS,
  type SportsEvent,
  type SportsEventDetail,
  type SportsTicket,
  type SportsVerify,
} from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { livePass, sportsDeps, worldPass, type SportsDeps } from './index.js'
import { resultOf } from './replay.js'

/*
 * A site's first boot (docs/sportsbook.md "A world already playing"): the first passes of a world
 * that has no row yet write the fixtures that kicked off before it and are still being played,
 * in play, each where the replay of its committed seed has got to; the live delay is the one at
 * this world's speed ("Live delays"). SPORTS_SPEED=60 (a world-minute a real second): a loaded
 * machine's seconds move the world by minutes, not hours, while the test runs.
 */

const t = useTestApp({ SPORTS_SPEED: '60' })
const k = sportsKit(t)
const HOUR = 3_600_000
const deps = (): SportsDeps => ({ ...sportsDeps(t.app), horizonMs: 4 * HOUR, materialiseBatch: 60 })

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

describe('the first boot', () => {
  it('starts with matches in play, each where its committed seed has played it to', async () => {
    expect(await rows(t.app, sql`select 1 from sports_world`)).toHaveLength(0)
    await worldPass(deps())
    await livePass(deps())
    const live = { items: [] as SportsEvent[], total: 0 }
    do {
      const page = (
        await k.http().post('sports/events', { live: true, skip: live.items.length, take: 50 })
      ).json<{
        data: { items: SportsEvent[]; total: number }
      }>().data
      live.items.push(...page.items)
      live.total = page.total
    } while (live.items.length < live.total)
    // A football round kicks off every 45 world-minutes and plays about 110: two rounds or more.
    expect(live.items.filter((e) => e.sport === 'football').length).toBeGreaterThanOrEqual(8)
    const stored = await rows<{
      id: number
      model: FixtureModel
      seed: string
      seed_hash: string
      start_at: Date
      end_at: Date
    }>(
      t.app,
      sql`select id, model, seed, seed_hash, start_at, end_at from sports_events where status = 'live'`,
    )
    expect(stored).toHaveLength(live.total)
    const [world] = await rows<{ live_through: Date }>(t.app, sql`select live_through from sports_world`)
    const bookAt = new Date(world!.live_through).getTime()
    for (const row of stored) {
      const startAt = new Date(row.start_at).getTime()
      expect(startAt).toBeLessThan(bookAt)
      const played = playFixture(row.model, row.seed)
      // The whistle is the replay's own (the real clock runs on at 60×, so it may have come since).
      expect(new Date(row.end_at).getTime()).toBe(startAt + Math.ceil(played.match.duration * MINUTE_MS))
      const state = liveStateAt(played, (bookAt - startAt) / MINUTE_MS)
      const view = live.items.find((e) => e.id === Number(row.id))!
      expect(view.seedHash).toBe(row.seed_hash)
      expect({ score: view.score, period: view.live?.period, clock: view.live?.clock }).toEqual({
        score: state.score,
        period: state.period,
        clock: state.clock,
      })
    }
    // None of them is offered before kick-off, and the markets of each are in play.
    const pre = (await k.http().post('sports/events', { take: 50 })).json<{
      data: { items: SportsEvent[] }
    }>().data.items
    expect(pre.every((e) => Date.parse(e.startAt) > bookAt)).toBe(true)
    // The latest kick-off of the lot whose result is still open, so its whistle is far off. A match
    // already decided (an outcome above 97 %) has its 1x2 closed (docs/sportsbook.md "Pricing in play").
    const football = live.items.findLast(
      (e) =>
        e.sport === 'football' &&
        !e.live?.betStop &&
        e.mainMarket?.phase === 'live' &&
        e.mainMarket.status === 'active',
    )!
    expect(football.mainMarket).toMatchObject({ key: '1x2', phase: 'live', status: 'active' })
    const inPlay = (await k.http().get(`sports/events/${football.id}`)).json<{ data: SportsEventDetail }>()
      .data
    expect(football.marketCount).toBe(inPlay.markets.filter((m) => m.phase === 'live').length)
    expect(football.marketCount).toBeGreaterThan(1)

    // At 60× the live delay is a real second (the floor), not six (six minutes of match time).
    const p = await k.player(100n * 100n)
    const pick = football.mainMarket!.outcomes[0]!
    const placed = await k.http().post(
      'sports/bets',
      {
        kind: 'single',
        legs: [{ outcomeId: pick.id, odds: pick.odds }],
        stake: 10,
        placementKey: k.key(),
        oddsChange: 'any',
      },
      { token: p.token },
    )
    expect(placed.statusCode).toBe(200)
    const ticket = placed.json<{ data: SportsTicket }>().data
    expect(ticket.status).toBe('pending')
    expect(Date.parse(ticket.acceptAt!) - Date.parse(ticket.placedAt)).toBe(LIVE_DELAY_FLOOR_MS)
    expect(LIVE_DELAY_FLOOR_MS).toBeLessThan(LIVE_BET_DELAY_MS.football)

    // Four and a half world-hours on, every one of them has finished, its seed revealed and
    // verified, its result the replay's.
    t.clock.advance(270_000)
    await worldPass(deps())
    for (const row of stored) {
      const v = (await k.http().get(`sports/verify/${row.id}`)).json<{ data: SportsVerify }>().data
      const result = resultOf(playFixture(row.model, row.seed))
      expect(v).toMatchObject({
        seedMatches: true,
        replayed: { home: result.home, away: result.away },
        settled: { home: result.home, away: result.away },
      })
    }
  })
})
