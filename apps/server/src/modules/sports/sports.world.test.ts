import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { SportsEventDetail, SportsTree, SportsVerify } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { readWorld, sportsDeps, worldPass, type SportsDeps } from './index.js'

/*
 * The one suite that runs the whole world (docs/sportsbook.md "The world"): the job's passes on a fast clock
 * (SPORTS_SPEED=600: ten world-minutes a real second, moved by the test clock) materialise the
 * schedule with prices and committed seeds, kick events off, finish them from their seeds, reveal
 * the seeds and settle the tickets on them. A few world-hours ahead instead of seven days, so it
 * stays quick; the pass is the same.
 */

const t = useTestApp({ SPORTS_SPEED: '600' })
const k = sportsKit(t)
const HOUR = 3_600_000
const deps = (): SportsDeps => ({ ...sportsDeps(t.app), horizonMs: 4 * HOUR, materialiseBatch: 40 })

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

/** Football kick-offs in the next 60 world-minutes. */
async function footballSoon() {
  const now = (await readWorld(deps())).now
  const [row] = await rows<{ n: number }>(
    t.app,
    sql`select count(*)::int as n from sports_events
         where sport = 'football' and status = 'scheduled'
           and start_at > ${new Date(now)} and start_at <= ${new Date(now + HOUR)}`,
  )
  return row!.n
}

/**
 * Passes until the schedule is filled (a batch at a time), the clock standing still meanwhile: at
 * 600× a loaded machine's slow pass moved the horizon by more than a batch, and it never filled.
 */
async function fill() {
  let total = 0
  t.clock.pin()
  try {
    for (let i = 0; i < 50; i++) {
      const r = await worldPass(deps())
      total += r.materialised
      if (r.materialised === 0) return total
    }
  } finally {
    t.clock.release()
  }
  throw new Error('the schedule never filled')
}

describe('the world running', () => {
  it('materialises the schedule with prices and keeps football kicking off; passes are idempotent', async () => {
    expect(await fill()).toBeGreaterThan(40)
    expect(await footballSoon()).toBeGreaterThanOrEqual(3)
    expect((await worldPass(deps())).materialised).toBe(0)
    const tree = (await k.http().get('sports/tree')).json<{ data: SportsTree }>().data
    expect(tree.map((s) => s.sport)).toEqual([
      'football',
      'basketball',
      'tennis',
      'volleyball',
      'hockey',
      'cs2',
      'lol',
    ])
    expect(tree.every((s) => s.preMatch > 0)).toBe(true)
    const list = await k.http().post('sports/events', { sport: 'football', take: 5 })
    const page = list.json<{ data: { items: SportsEventDetail[]; total: number } }>().data
    expect(page.items).toHaveLength(5)
    expect(page.items[0]!.mainMarket?.key).toBe('1x2')
    expect(page.items[0]!.seedHash).toMatch(/^[0-9a-f]{64}$/)
    // The lists' "+N": the markets its page offers, as many as the page lists.
    const detail = (await k.http().get(`sports/events/${page.items[0]!.id}`)).json<{
      data: SportsEventDetail
    }>().data
    expect(page.items[0]!.marketCount).toBeGreaterThan(10)
    expect(page.items[0]!.marketCount).toBe(detail.markets.length)
    expect(detail.marketCount).toBe(detail.markets.length)
  })

  it('kicks off, finishes from the seed, reveals it and settles the tickets; the schedule rolls on', async () => {
    await fill()
    const p = await k.player(1000n * 100n)
    const list = await k.http().post('sports/events', { sport: 'football', take: 50 })
    // Not the very next kick-off: at 600× a real second is ten world-minutes.
    const soon = (await readWorld(deps())).now + 30 * 60_000
    const event = list
      .json<{ data: { items: SportsEventDetail[] } }>()
      .data.items.find((e) => Date.parse(e.startAt) > soon)!
    const pick = event.mainMarket!.outcomes[0]!
    const placed = await k
      .http()
      .post(
        'sports/bets',
        { kind: 'single', legs: [{ outcomeId: pick.id, odds: pick.odds }], stake: 10, placementKey: k.key() },
        { token: p.token },
      )
    expect(placed.statusCode).toBe(200)
    const ticketId = placed.json<{ data: { id: number } }>().data.id

    // Three world-hours pass (18 real seconds at 600×): every event of the first hour is played.
    for (let i = 0; i < 6; i++) {
      t.clock.advance(3_000)
      await worldPass(deps())
      await fill()
      expect(await footballSoon()).toBeGreaterThanOrEqual(3)
    }
    const played = (await k.http().get(`sports/events/${event.id}`)).json<{ data: SportsEventDetail }>().data
    expect(played.status).toBe('settled')
    expect(played.seed).toMatch(/^[0-9a-f]{64}$/)
    const v = (await k.http().get(`sports/verify/${event.id}`)).json<{ data: SportsVerify }>().data
    expect(v).toMatchObject({ seedMatches: true, replayed: played.score, settled: played.score })
    const ticket = (await k.http().get(`sports/bets/${ticketId}`, { token: p.token })).json<{
      data: { status: string; payout: number }
    }>().data
    const won = played.mainMarket!.outcomes.find((o) => o.id === pick.id)!.result === 'won'
    expect(ticket).toEqual(
      expect.objectContaining({
        status: won ? 'won' : 'lost',
        payout: won ? Math.round(pick.odds * 1000) / 100 : 0,
      }),
    )
    // No event left past its whistle (with a margin: the real clock runs on at 600× meanwhile).
    const [left] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_events where status = 'live' and end_at <= ${new Date((await readWorld(deps())).now - 30 * 60_000)}`,
    )
    expect(left!.n).toBe(0)
  })
})

describe('a competition new to a running site', () => {
  it('schedules a competition new to a running site from now, not a horizon later', async () => {
    await fill()
    // As if the volleyball league were added after the schedule was written: its events gone,
    // `materialisedTo` already past its next fixtures.
    const volleyball = sql`select id from sports_events where sport = 'volleyball'`
    await rows(t.app, sql`delete from sports_events where id in (${volleyball})`)
    expect(await rows(t.app, volleyball)).toEqual([])
    t.clock.pin()
    try {
      expect((await worldPass(deps())).materialised).toBeGreaterThan(0)
    } finally {
      t.clock.release()
    }
    const now = (await readWorld(deps())).now
    const [soon] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_events
           where sport = 'volleyball' and start_at > ${new Date(now)} and start_at <= ${new Date(now + 4 * HOUR)}`,
    )
    expect(soon!.n).toBeGreaterThan(0)
    // Once it has events it is not new: the next pass writes nothing more.
    t.clock.pin()
    try {
      expect((await worldPass(deps())).materialised).toBe(0)
    } finally {
      t.clock.release()
    }
  })
})
