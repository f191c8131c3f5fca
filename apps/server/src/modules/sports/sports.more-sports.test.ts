import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { SportKey, SportsEventDetail, SportsTree, SportsVerify } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { livePass, readWorld, sportsDeps, worldPass, type SportsDeps } from './index.js'

/*
 * Volleyball and ice hockey in the running world (docs/sportsbook.md "Volleyball", "Ice hockey"):
 * the job materialises both leagues with every market priced, plays them from their seeds with a
 * scoreboard of sets or periods in play, and settles a ticket on every outcome of every market of
 * the matches kicking off in the next world-hours, each exactly once. SPORTS_SPEED=600 on the test
 * clock (ten world-minutes a real second), as in sports.world.test.ts.
 */

const t = useTestApp({ SPORTS_SPEED: '600' })
const k = sportsKit(t)
const HOUR = 3_600_000
const deps = (): SportsDeps => ({ ...sportsDeps(t.app), horizonMs: 4 * HOUR, materialiseBatch: 40 })

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

async function fill() {
  t.clock.pin()
  try {
    for (let i = 0; i < 50; i++) if ((await worldPass(deps())).materialised === 0) return
  } finally {
    t.clock.release()
  }
  throw new Error('the schedule never filled')
}

const detailOf = async (id: number) =>
  (await k.http().get(`sports/events/${id}`)).json<{ data: SportsEventDetail }>().data

describe('volleyball and ice hockey in the world', () => {
  it('lists, prices, plays and settles every ticket on both sports once', async () => {
    await fill()
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
    const names = Object.fromEntries(tree.map((s) => [s.sport, s.name]))
    expect(names).toMatchObject({ volleyball: 'Voleybol', hockey: 'Buz Hokeyi' })

    // The clock stands while a hundred tickets are placed (at 600× a slow machine would play the
    // matches meanwhile) and moves only by the steps below.
    t.clock.pin()
    const p = await k.player(100_000n * 100n)
    const soon = (await readWorld(deps())).now + 30 * 60_000
    const events: SportsEventDetail[] = []
    for (const sport of ['volleyball', 'hockey'] as SportKey[]) {
      const list = await k.http().post('sports/events', { sport, take: 20 })
      const items = list.json<{ data: { items: SportsEventDetail[] } }>().data.items
      // The round kicking off first after half an hour: all its matches start together.
      const first = items.find((e) => Date.parse(e.startAt) > soon)!
      events.push(...items.filter((e) => e.startAt === first.startAt).slice(0, 2))
    }
    const keys = new Map<SportKey, Set<string>>()
    const tickets: Array<{ id: number; eventId: number; outcomeId: number; odds: number }> = []
    for (const e of events) {
      const d = await detailOf(e.id)
      for (const m of d.markets) {
        const seen = keys.get(d.sport) ?? new Set<string>()
        seen.add(m.key)
        keys.set(d.sport, seen)
        for (const o of m.outcomes) {
          const placed = await k
            .http()
            .post(
              'sports/bets',
              { kind: 'single', legs: [{ outcomeId: o.id, odds: o.odds }], stake: 10, placementKey: k.key() },
              { token: p.token },
            )
          expect(placed.statusCode, JSON.stringify(placed.json())).toBe(200)
          tickets.push({
            id: placed.json<{ data: { id: number } }>().data.id,
            eventId: e.id,
            outcomeId: o.id,
            odds: o.odds,
          })
        }
      }
    }
    expect([...keys.get('volleyball')!].sort()).toEqual(['ml', 'sets', 'shcp', 'tsets'])
    expect([...keys.get('hockey')!].sort()).toEqual(['1x2', 'ml', 'pl', 'tot'])

    // World-hours pass, 15 world-minutes a step with a live pass each; each sport's scoreboard is seen in play.
    const scoreboards = new Map<SportKey, string>()
    for (let i = 0; i < 32; i++) {
      t.clock.advance(1_500)
      await worldPass(deps())
      await livePass(deps())
      let isDone = true
      for (const e of events) {
        const d = await detailOf(e.id)
        if (d.live?.detail?.periods?.length) scoreboards.set(d.sport, d.live.period)
        isDone &&= d.status === 'settled'
      }
      if (isDone) break
    }
    t.clock.release()
    expect(scoreboards.get('volleyball')).toMatch(/^S[1-5]$/)
    expect(scoreboards.get('hockey')).toMatch(/^(P[1-3]|OT|SO)$/)

    const won = new Set<number>()
    for (const e of events) {
      const d = await detailOf(e.id)
      expect(d.status).toBe('settled')
      for (const m of d.markets) for (const o of m.outcomes) if (o.result === 'won') won.add(o.id)
      const v = (await k.http().get(`sports/verify/${e.id}`)).json<{ data: SportsVerify }>().data
      expect(v).toMatchObject({ seedMatches: true, replayed: d.score, settled: d.score })
      // Each market has exactly one winning outcome.
      for (const m of d.markets)
        expect(
          m.outcomes.filter((o) => o.result === 'won'),
          `${m.key} ${m.line}`,
        ).toHaveLength(1)
    }
    const settled = await rows<{ id: number; status: string; payout: string; settle_version: number }>(
      t.app,
      sql`select id, status, payout::text, settle_version from sports_tickets where player_id = ${p.id}`,
    )
    expect(settled).toHaveLength(tickets.length)
    const byId = new Map(settled.map((r) => [Number(r.id), r]))
    for (const tk of tickets) {
      const r = byId.get(tk.id)!
      const isWon = won.has(tk.outcomeId)
      expect(r.status).toBe(isWon ? 'won' : 'lost')
      expect(BigInt(r.payout)).toBe(isWon ? BigInt(Math.round(tk.odds * 1000)) : 0n)
      // Settled once: one settlement version, one wallet settlement row.
      expect(r.settle_version).toBe(1)
    }
    // The wallet paid each winning ticket one settlement and took nothing back.
    const posted = await rows<{ reference: string; kind: string; n: number }>(
      t.app,
      sql`select reference, kind, count(*)::int as n from ledger_transactions
           where kind in ('settle', 'unsettle') and reference like 'round:ticket-%' group by reference, kind`,
    )
    expect(posted.every((r) => r.kind === 'settle' && r.n === 1)).toBe(true)
    const paid = tickets.filter((tk) => won.has(tk.outcomeId)).map((tk) => `round:ticket-${tk.id}`)
    expect(posted.map((r) => r.reference).sort()).toEqual(paid.sort())
  }, 240_000)
})
