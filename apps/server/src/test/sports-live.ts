import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import {
  liveMoments,
  MINUTE_MS,
  playFixture,
  type FixtureModel,
  type LiveMoment,
} from '@galata/game-math/sports/index'
import { LIVE_BET_STOP_MS, type SportsEventDetail, type SportsTicket } from '@galata/contract'
import type { TestContext } from './helper.js'
import { rows } from './accounts.js'
import type { sportsKit } from './sports.js'
import { livePass, readWorld, worldPass, type SportsDeps } from '../modules/sports/index.js'

/*
 * The in-play suites' fixtures (docs/sportsbook.md "Live betting"): a seeded football event kicked off by
 * the world job with its timeline known from its seed, the clock moved to a chosen world-minute,
 * a live bet through the API, and the final whistle. The clock is the test's (SPORTS_SPEED 1).
 */

export interface Live {
  eventId: number
  moments: LiveMoment[]
  /** World-minutes since kick-off now. */
  at: () => Promise<number>
  startAt: number
}

export function liveKit(t: TestContext, k: ReturnType<typeof sportsKit>, deps: () => SportsDeps) {
  async function kickedOff(): Promise<Live> {
    const eventId = await k.seedEvent({ startInMinutes: 1 })
    t.clock.advance(61_000)
    await worldPass(deps())
    const [row] = await rows<{ model: FixtureModel; seed: string; start_at: Date; status: string }>(
      t.app,
      sql`select model, seed, start_at, status from sports_events where id = ${eventId}`,
    )
    expect(row!.status).toBe('live')
    const startAt = new Date(row!.start_at).getTime()
    const moments = liveMoments(playFixture(row!.model, row!.seed), row!.seed)
    const at = async () => ((await readWorld(deps())).now - startAt) / MINUTE_MS
    return { eventId, moments, at, startAt }
  }

  /** Moves the clock to `minute` world-minutes after kick-off. */
  async function moveTo(live: Live, minute: number) {
    const now = await live.at()
    if (minute > now) t.clock.advance(Math.ceil((minute - now) * MINUTE_MS))
  }

  const detail = async (id: number) =>
    (await k.http().get(`sports/events/${id}`)).json<{ data: SportsEventDetail }>().data

  /**
   * The event's markets open just before a moment of its timeline (over half a minute after the
   * one before it): the earlier moments' bet stop has run out, the moment itself not yet come.
   */
  async function beforeMoment(live: Live, from = 3) {
    await livePass(deps())
    const target = live.moments.find((m, i) => m.at > from && m.at - (live.moments[i - 1]?.at ?? 0) > 0.5)!
    await moveTo(live, target.at - 0.05 - (LIVE_BET_STOP_MS + 10) / MINUTE_MS)
    await livePass(deps())
    t.clock.advance(LIVE_BET_STOP_MS + 10)
    await livePass(deps())
    const e = await detail(live.eventId)
    const market = e.markets.find((x) => x.key === '1x2')!
    expect(market.status).toBe('active')
    return { target, outcome: market.outcomes[0]!, event: e }
  }

  async function liveBet(
    token: string,
    outcome: { id: number; odds: number },
    stake = 10,
    oddsChange = 'any',
  ) {
    const res = await k.http().post(
      'sports/bets',
      {
        kind: 'single',
        legs: [{ outcomeId: outcome.id, odds: outcome.odds }],
        stake,
        placementKey: k.key(),
        oddsChange,
      },
      { token },
    )
    expect(res.statusCode).toBe(200)
    return res.json<{ data: SportsTicket }>().data
  }

  const ticket = async (token: string, id: number) =>
    (await k.http().get(`sports/bets/${id}`, { token })).json<{ data: SportsTicket }>().data

  /** The final whistle now: the event's end moved to the current world time, then the job's pass. */
  async function whistle(eventId: number) {
    const { now } = await readWorld(deps())
    await t.app.db.execute(sql`update sports_events set end_at = ${new Date(now)} where id = ${eventId}`)
    return worldPass(deps())
  }

  /** The wallet's rows for a ticket's bet, by operation (bet, settle, rollback …). */
  async function walletOps(ticketId: number) {
    const found = await rows<{ op: string; n: number }>(
      t.app,
      sql`select op, count(*)::int as n from provider_transactions
           where provider = 'sportsbook' and (tx_id = ${`ticket-${ticketId}`} or ref_tx_id = ${`ticket-${ticketId}`})
           group by op`,
    )
    return Object.fromEntries(found.map((r) => [r.op, Number(r.n)])) as Record<string, number>
  }

  return { kickedOff, moveTo, detail, beforeMoment, liveBet, ticket, whistle, walletOps }
}
