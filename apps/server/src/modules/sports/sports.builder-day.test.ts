import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { settleBuilder, type FixtureModel } from '@galata/game-math/sports/index'
import type { BuilderPrice, SportsEventDetail, SportsTicket } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger, toMajor } from '../wallet/index.js'
import { readWorld, sportsDeps, worldPass, type SportsDeps } from './index.js'
import { replay, withResult, type StoredResult } from './replay.js'

/*
 * Bet builders over a simulated stretch of the world (docs/sportsbook.md "Bet builder
 * settlement"): the job's own passes on the fast clock (SPORTS_SPEED=600, as sports.world.test.ts)
 * fill the schedule, kick the matches off, play them from their seeds and settle. Builders of
 * several shapes go on the world's own football matches — alone and in a combination of two
 * matches — and each ticket must end as `settleBuilder` says on the result the match was settled
 * on, paying exactly its odds, with the ledger whole.
 */

const t = useTestApp({ SPORTS_SPEED: '600' })
const k = sportsKit(t)
const HOUR = 3_600_000
const deps = (): SportsDeps => ({ ...sportsDeps(t.app), horizonMs: 4 * HOUR, materialiseBatch: 40 })

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

/** Passes until the schedule is filled, the clock standing still meanwhile (sports.world.test.ts). */
async function fill() {
  t.clock.pin()
  try {
    for (let i = 0; i < 50; i++) if ((await worldPass(deps())).materialised === 0) return
  } finally {
    t.clock.release()
  }
  throw new Error('the schedule never filled')
}

/** Builder shapes, by market key, outcome key and line: each correlated in its own way. */
const SHAPES = [
  [
    ['1x2', '1'],
    ['ou', 'over', 2.5],
  ],
  [
    ['btts', 'yes'],
    ['ou', 'over', 2.5],
  ],
  [
    ['1x2', 'X'],
    ['btts', 'no'],
  ],
  [
    ['dc', 'X2'],
    ['ou', 'under', 2.5],
    ['ht', 'X'],
  ],
] as const

describe('bet builders over a simulated day', () => {
  it('settle on the world’s own matches as settleBuilder says, alone and in a combination', async () => {
    await fill()
    const p = await k.player(1000n * 100n)
    const list = await k.http().post('sports/events', { sport: 'football', take: 50 })
    // Not the very next kick-offs: at 600× a real second is ten world-minutes.
    const soon = (await readWorld(deps())).now + 30 * 60_000
    const events = list
      .json<{ data: { items: SportsEventDetail[] } }>()
      .data.items.filter((e) => Date.parse(e.startAt) > soon && Date.parse(e.startAt) < soon + HOUR)
    expect(events.length).toBeGreaterThanOrEqual(3)

    type Placed = {
      ticket: SportsTicket
      builders: Array<{ eventId: number; selections: (typeof SHAPES)[number] }>
    }
    const placed: Placed[] = []
    const builderOf = async (event: SportsEventDetail, shape: (typeof SHAPES)[number]) => {
      const detail = (await k.http().get(`sports/events/${event.id}`)).json<{ data: SportsEventDetail }>()
        .data
      const ids = shape.map(([key, outcome, line]) => {
        const m = detail.markets.find((x) => x.key === key && (line === undefined || x.line === line))
        return m?.outcomes.find((o) => o.key === outcome)?.id
      })
      if (ids.some((id) => id === undefined)) return null
      const outcomeIds = ids as number[]
      const priced = await k.http().post('sports/builder/price', { eventId: event.id, outcomeIds })
      // A shape this match prices out of range (near-certain or too long) is simply not played.
      if (priced.statusCode !== 200) return null
      return {
        builder: { eventId: event.id, outcomeIds },
        odds: priced.json<{ data: BuilderPrice }>().data.odds,
      }
    }
    for (const [i, event] of events.slice(0, 6).entries()) {
      const shape = SHAPES[i % SHAPES.length]!
      const leg = await builderOf(event, shape)
      if (!leg) continue
      const res = await k
        .http()
        .post(
          'sports/bets',
          { kind: 'single', legs: [leg], stake: 10, placementKey: k.key() },
          { token: p.token },
        )
      expect(res.statusCode, res.body).toBe(200)
      placed.push({
        ticket: res.json<{ data: SportsTicket }>().data,
        builders: [{ eventId: event.id, selections: shape }],
      })
    }
    // A builder in a combination with another match's builder: two legs, two matches.
    const [a, b] = [events[0]!, events[1]!]
    const [la, lb] = [await builderOf(a, SHAPES[1]), await builderOf(b, SHAPES[2])]
    if (la && lb) {
      const res = await k
        .http()
        .post(
          'sports/bets',
          { kind: 'combo', legs: [la, lb], stake: 10, placementKey: k.key() },
          { token: p.token },
        )
      expect(res.statusCode, res.body).toBe(200)
      placed.push({
        ticket: res.json<{ data: SportsTicket }>().data,
        builders: [
          { eventId: a.id, selections: SHAPES[1] },
          { eventId: b.id, selections: SHAPES[2] },
        ],
      })
    }
    expect(placed.length).toBeGreaterThanOrEqual(3)

    // Four world-hours pass (24 real seconds at 600×): a match kicking off up to 90 minutes from now
    // is played to its whistle (a football match runs up to about 110 world-minutes with the break).
    for (let i = 0; i < 8; i++) {
      t.clock.advance(3_000)
      await worldPass(deps())
      await fill()
    }

    const finals = new Map<number, { home: number; away: number; htHome: number; htAway: number }>()
    for (const { builders } of placed)
      for (const { eventId } of builders) {
        const [row] = await rows<{
          status: string
          model: FixtureModel
          seed: string
          result: StoredResult | null
        }>(t.app, sql`select status, model, seed, result from sports_events where id = ${eventId}`)
        expect(row!.status).toBe('settled')
        const played = withResult(replay(row!.model, row!.seed), row!.result)
        if (played.sport !== 'football') throw new Error('a football match')
        finals.set(eventId, played.match.final)
      }
    let won = 0
    for (const { ticket, builders } of placed) {
      const now = (await k.http().get(`sports/bets/${ticket.id}`, { token: p.token })).json<{
        data: SportsTicket
      }>().data
      const results = builders.map(
        ({ eventId, selections }) =>
          settleBuilder(
            selections.map(([market, outcome, line]) => ({
              market,
              outcome,
              ...(line === undefined ? {} : { line }),
            })),
            finals.get(eventId)!,
          ).result,
      )
      expect(now.legs.map((l) => l.result)).toEqual(results)
      const allWon = results.every((r) => r === 'won')
      if (allWon) won++
      // Paid exactly the odds: the stake × each leg's thousandths, floored once.
      const payout = allWon
        ? now.legs.reduce((v, l) => v * BigInt(Math.round(l.odds * 1000)), 1000n) /
          1000n ** BigInt(now.legs.length)
        : 0n
      expect(now).toMatchObject({ status: allWon ? 'won' : 'lost', payout: toMajor(payout) })
    }
    // The player's cash: what was staked out, what was won back in.
    const staked = BigInt(placed.length) * 1000n
    const paid = (
      await rows<{ paid: string }>(
        t.app,
        sql`select coalesce(sum(payout), 0)::text as paid from sports_tickets where player_id = ${p.id}`,
      )
    )[0]!.paid
    expect(await k.cash(p.id)).toBe(100_000n - staked + BigInt(paid))
    expect(won).toBeLessThanOrEqual(placed.length)
    // Three world-hours of passes on a loaded machine take minutes, as the world suite's.
  }, 600_000)
})
