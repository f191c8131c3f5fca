import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { commitSeed, newSeed } from '@galata/game-math/sports/index'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { STATS_TTL_MS } from './stats.js'

/*
 * The statistics tab (docs/sportsbook.md "Match statistics"): last five, head-to-head and the table from
 * a seeded history of settled matches, and the probabilities of the grid the prices come from.
 */

const t = useTestApp()
const k = sportsKit(t)

interface Stats {
  form: { home: { home: string; away: string; outcome: string }[]; away: { outcome: string }[] }
  headToHead: { home: string; away: string; score: { home: number; away: number } }[]
  table: {
    position: number
    team: string
    played: number
    won: number
    drawn: number
    lost: number
    goalsFor: number
    goalsAgainst: number
    goalDifference: number
    points: number
    form: string[]
    side: string | null
  }[]
  probabilities: Record<string, number> | null
}

const HOURS = 3_600_000
const TR: Record<string, string> = { Home: 'Ev', Away: 'Deplasman', C: 'Ce', D: 'De' }

describe('match statistics', () => {
  it('derives the last five, the head-to-head and the table from the settled history', async () => {
    const eventId = await k.seedEvent()
    const [event] = await rows<{ competition_id: number; start_at: Date; model: unknown }>(
      t.app,
      sql`select competition_id, start_at, model from sports_events where id = ${eventId}`,
    )
    const kickOff = new Date(event!.start_at).getTime()
    let n = 0
    const played = async (
      hoursBefore: number,
      home: string,
      away: string,
      score: [number, number],
      status = 'settled',
    ) => {
      const seed = newSeed()
      await t.app.db.execute(sql`insert into sports_events
        (fixture_id, sport, competition_id, home_tr, home_en, away_tr, away_en, start_at, status, seed, seed_hash, model, result)
        values (${`hist-${eventId}-${n++}`}, 'football', ${event!.competition_id}, ${TR[home]}, ${home}, ${TR[away]}, ${away},
          ${new Date(kickOff - hoursBefore * HOURS)}, ${status}, ${seed}, ${commitSeed(seed)}, ${JSON.stringify(event!.model)}::jsonb,
          ${JSON.stringify({ home: score[0], away: score[1], htHome: 0, htAway: 0 })}::jsonb)`)
    }
    await played(1, 'Home', 'C', [2, 0])
    await played(2, 'Away', 'Home', [1, 1])
    await played(3, 'C', 'Away', [0, 3])
    await played(4, 'Home', 'D', [0, 1])
    await played(5, 'D', 'Away', [2, 2])
    await played(6, 'Home', 'Away', [1, 0])
    await played(7, 'Home', 'C', [3, 1])
    await played(8, 'C', 'Home', [1, 0])
    // Neither a match after this kick-off nor one not settled counts.
    await played(-3, 'Home', 'Away', [5, 0])
    await played(9, 'Home', 'Away', [0, 5], 'void')

    const res = await k.http().get(`sports/events/${eventId}/stats`, { headers: { 'x-locale': 'en' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe(`public, max-age=${STATS_TTL_MS / 1000}`)
    const stats = res.json<{ data: Stats }>().data
    expect(stats.form.home.map((m) => m.outcome)).toEqual(['W', 'D', 'L', 'W', 'W'])
    expect(stats.form.home[0]).toMatchObject({ home: 'Home', away: 'C' })
    expect(stats.form.away.map((m) => m.outcome)).toEqual(['D', 'W', 'D', 'L'])
    expect(stats.headToHead).toEqual([
      expect.objectContaining({ home: 'Away', away: 'Home', score: { home: 1, away: 1 } }),
      expect.objectContaining({ home: 'Home', away: 'Away', score: { home: 1, away: 0 } }),
    ])
    const row = (team: string) => stats.table.find((r) => r.team === team)
    expect(stats.table.map((r) => r.team)).toEqual(['Home', 'Away', 'D', 'C'])
    expect(row('Home')).toEqual({
      position: 1,
      team: 'Home',
      played: 6,
      won: 3,
      drawn: 1,
      lost: 2,
      goalsFor: 7,
      goalsAgainst: 4,
      goalDifference: 3,
      points: 10,
      form: ['W', 'D', 'L', 'W', 'W'],
      side: 'home',
    })
    expect(row('Away')).toMatchObject({
      position: 2,
      points: 5,
      goalDifference: 2,
      form: ['D', 'W', 'D', 'L'],
      side: 'away',
    })
    expect(row('D')).toMatchObject({ position: 3, points: 4, goalDifference: 1, side: null })
    expect(row('C')).toMatchObject({ position: 4, won: 1, lost: 3, points: 3, goalDifference: -6 })

    // The probabilities are the grid's, the same the book's fair prices were made from.
    const fair = await rows<{ market: string; key: string; line: number | null; prob: number }>(
      t.app,
      sql`select m.key as market, o.key, m.line, o.prob from sports_outcomes o join sports_markets m on m.id = o.market_id
          where m.event_id = ${eventId} and (m.key in ('1x2', 'btts') or (m.key = 'ou' and m.line = 2.5))`,
    )
    const prob = (market: string, key: string) =>
      Number(fair.find((f) => f.market === market && f.key === key)!.prob)
    const p = stats.probabilities!
    expect(p.home).toBeCloseTo(prob('1x2', '1'), 9)
    expect(p.draw).toBeCloseTo(prob('1x2', 'X'), 9)
    expect(p.away).toBeCloseTo(prob('1x2', '2'), 9)
    expect(p.home! + p.draw! + p.away!).toBeCloseTo(1, 12)
    expect(p.over25).toBeCloseTo(prob('ou', 'over'), 9)
    expect(p.bttsYes).toBeCloseTo(prob('btts', 'yes'), 9)
    expect(p.under25! + p.over25!).toBeCloseTo(1, 12)

    // Turkish names for a Turkish reader (a cached answer is per language).
    const tr = (await k.http().get(`sports/events/${eventId}/stats`)).json<{ data: Stats }>().data
    expect(tr.table[0]!.team).toBe('Ev')

    // Kept a minute: a match settled meanwhile shows after it.
    await played(0.5, 'C', 'D', [4, 0])
    const cached = (
      await k.http().get(`sports/events/${eventId}/stats`, { headers: { 'x-locale': 'en' } })
    ).json<{ data: Stats }>().data
    expect(cached.table.map((r) => r.team)).toEqual(['Home', 'Away', 'D', 'C'])
    t.clock.advance(STATS_TTL_MS + 1)
    const later = (
      await k.http().get(`sports/events/${eventId}/stats`, { headers: { 'x-locale': 'en' } })
    ).json<{ data: Stats }>().data
    expect(later.table.find((r) => r.team === 'C')).toMatchObject({ played: 5, points: 6 })

    expect((await k.http().get('sports/events/999999999/stats')).statusCode).toBe(404)
    expect((await k.http().get('sports/events/abc/stats')).statusCode).toBe(400)
  })

  it('offers no grid probabilities for a sport priced without one', async () => {
    const eventId = await k.seedEvent({ sport: 'basketball' })
    const stats = (await k.http().get(`sports/events/${eventId}/stats`)).json<{ data: Stats }>().data
    expect(stats.probabilities).toBeNull()
    expect(stats.table.map((r) => r.team)).toEqual(['Deplasman', 'Ev'])
  })
})
