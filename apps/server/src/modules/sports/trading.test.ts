import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { SportsEvent, SportsLiability, TradingTicketPage } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'

/*
 * The console's trading routes (docs/backoffice.md "Trading"): the back office's event list by
 * sport, competition, day and status; an event's open tickets, largest first; the liability's names
 * and a trader's suspension. Bad input is a 400 that names the field, never a 500.
 */

const t = useTestApp()
const k = sportsKit(t)

type Page = { data: { items: SportsEvent[]; total: number } }

async function bet(token: string, outcome: { id: number; odds: number }, stake: number) {
  const res = await k
    .http()
    .post(
      'sports/bets',
      { kind: 'single', legs: [{ outcomeId: outcome.id, odds: outcome.odds }], stake, placementKey: k.key() },
      { token },
    )
  expect(res.statusCode).toBe(200)
}

describe('GET backoffice/sports/events', () => {
  it('lists every status, filtered by sport, competition, day and status, kick-off first', async () => {
    const trader = await k.player(0n, 'trader')
    const early = await k.seedEvent({ startInMinutes: 30 })
    const late = await k.seedEvent({ startInMinutes: 90 })
    const tennis = await k.seedEvent({ startInMinutes: 60, sport: 'tennis' })
    await t.app.db.execute(sql`update sports_events set status = 'settled' where id = ${late}`)
    const [ev] = await rows<{ competition_id: number; start_at: Date }>(
      t.app,
      sql`select competition_id, start_at from sports_events where id = ${early}`,
    )
    const list = async (query: string, token = trader.token) =>
      k.http().get(`backoffice/sports/events?${query}`, { token })

    const all = (await list('take=50')).json<Page>().data
    const ids = all.items.map((e) => e.id)
    expect(ids).toEqual(expect.arrayContaining([early, late, tennis]))
    expect(ids.indexOf(early)).toBeLessThan(ids.indexOf(tennis))
    expect(ids.indexOf(tennis)).toBeLessThan(ids.indexOf(late))
    expect(all.total).toBe(all.items.length)
    // A settled event is listed here (the public list shows only what is open to bets).
    expect(all.items.find((e) => e.id === late)?.status).toBe('settled')
    expect(all.items.find((e) => e.id === early)?.marketCount).toBeGreaterThan(1)

    const settled = (await list('status=settled')).json<Page>().data
    expect(settled.items.map((e) => e.id)).toEqual([late])
    const tennisOnly = (await list('sport=tennis')).json<Page>().data
    expect(tennisOnly.items.map((e) => e.id)).toEqual([tennis])
    const competition = (await list(`competition=${ev!.competition_id}`)).json<Page>().data
    expect(competition.items.map((e) => e.id)).toContain(early)
    expect(competition.items.every((e) => e.competition.id === Number(ev!.competition_id))).toBe(true)
    // The Istanbul day of the kick-off (UTC+3), as the public list reads `day`.
    const day = new Date(new Date(ev!.start_at).getTime() + 3 * 3600_000).toISOString().slice(0, 10)
    expect((await list(`day=${day}`)).json<Page>().data.items.map((e) => e.id)).toContain(early)
    expect((await list('day=2001-01-01')).json<Page>().data).toEqual({ items: [], total: 0 })
    // Paging.
    const second = (await list('take=1&skip=1')).json<Page>().data
    expect(second.items.map((e) => e.id)).toEqual([ids[1]])
    expect(second.total).toBe(all.total)
    // English names on request.
    const en = await k.http().get('backoffice/sports/events?sport=football', {
      token: trader.token,
      headers: { 'x-locale': 'en' },
    })
    expect(en.json<Page>().data.items.find((e) => e.id === early)?.home).toBe('Home')
  })

  it('refuses bad input with 400 and outsiders with 401/403', async () => {
    const trader = await k.player(0n, 'trader')
    const support = await k.player(0n, 'support')
    const p = await k.player(0n)
    for (const query of [
      'status=open',
      'sport=curling',
      'competition=abc',
      'competition=0',
      'day=2026-02-30',
      'take=51',
      'take=0',
      'skip=-1',
      'other=1',
    ]) {
      const res = await k.http().get(`backoffice/sports/events?${query}`, { token: trader.token })
      expect(res.statusCode, query).toBe(400)
      expect(res.json<{ code: string }>().code, query).toBe('VALIDATION_FAILED')
    }
    expect((await k.http().get('backoffice/sports/events', { token: p.token })).statusCode).toBe(401)
    expect((await k.http().get('backoffice/sports/events', { token: support.token })).statusCode).toBe(403)
    expect((await k.http().get('backoffice/sports/events')).statusCode).toBe(401)
  })
})

describe('GET backoffice/sports/events/:id/tickets', () => {
  it('answers the open tickets on the event, the largest potential payout first', async () => {
    const trader = await k.player(0n, 'trader')
    const a = await k.player(10_000n * 100n)
    const b = await k.player(10_000n * 100n)
    const eventId = await k.seedEvent()
    const other = await k.seedEvent({ startInMinutes: 120 })
    const home = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    const away = await k.outcome(eventId, '1x2', '2', { odds: 3 })
    const elsewhere = await k.outcome(other, '1x2', '1', { odds: 2 })
    await bet(a.token, home, 50)
    await bet(b.token, away, 40)
    await bet(b.token, elsewhere, 500)
    // A combination with a leg here and one on the other event.
    const combo = await k.http().post(
      'sports/bets',
      {
        kind: 'combo',
        legs: [
          { outcomeId: home.id, odds: home.odds },
          { outcomeId: elsewhere.id, odds: elsewhere.odds },
        ],
        stake: 10,
        placementKey: k.key(),
      },
      { token: a.token },
    )
    expect(combo.statusCode).toBe(200)

    const res = await k.http().get(`backoffice/sports/events/${eventId}/tickets`, { token: trader.token })
    expect(res.statusCode).toBe(200)
    const page = res.json<{ data: TradingTicketPage }>().data
    expect(page.total).toBe(3)
    expect(page.items.map((x) => x.potentialPayout)).toEqual([120, 100, 40])
    expect(page.items[0]).toMatchObject({ playerId: b.id, stake: 40, kind: 'single', legCount: 1 })
    expect(page.items[0]!.legs).toEqual([{ outcomeId: away.id, marketId: expect.any(Number), odds: 3 }])
    expect(page.items[0]!.username).toMatch(/^aysesb/)
    // The combination: two legs, one of them here.
    expect(page.items[2]).toMatchObject({ kind: 'combo', legCount: 2 })
    expect(page.items[2]!.legs.map((l) => l.outcomeId)).toEqual([home.id])
    const second = await k.http().get(`backoffice/sports/events/${eventId}/tickets?skip=1&take=1`, {
      token: trader.token,
    })
    expect(second.json<{ data: TradingTicketPage }>().data.items.map((x) => x.potentialPayout)).toEqual([100])

    // The liability names markets and outcomes and says what a trader suspended.
    const market = page.items[0]!.legs[0]!.marketId
    expect(
      (
        await k
          .http()
          .post(`backoffice/sports/markets/${market}/suspend`, { note: 'news' }, { token: trader.token })
      ).statusCode,
    ).toBe(200)
    const liab = await k.http().get(`backoffice/sports/events/${eventId}/liability`, {
      token: trader.token,
      headers: { 'x-locale': 'en' },
    })
    const m = liab.json<{ data: SportsLiability }>().data.markets.find((x) => x.id === market)!
    expect(m).toMatchObject({ status: 'suspended', traderSuspended: true, phase: 'pre' })
    expect(m.name.length).toBeGreaterThan(0)
    expect(m.outcomes.find((o) => o.id === away.id)).toMatchObject({ stakes: 40, result: 'pending' })
    expect(m.outcomes.every((o) => o.name.length > 0)).toBe(true)
  })

  it('the event itself on a staff route: what the public route answers', async () => {
    const trader = await k.player(0n, 'trader')
    const p = await k.player(0n)
    const eventId = await k.seedEvent()
    const staffView = await k.http().get(`backoffice/sports/events/${eventId}`, { token: trader.token })
    expect(staffView.statusCode).toBe(200)
    const publicView = await k.http().get(`sports/events/${eventId}`)
    expect(staffView.json<{ data: unknown }>().data).toEqual(publicView.json<{ data: unknown }>().data)
    expect(
      (await k.http().get('backoffice/sports/events/999999999', { token: trader.token })).statusCode,
    ).toBe(404)
    expect((await k.http().get(`backoffice/sports/events/${eventId}`, { token: p.token })).statusCode).toBe(
      401,
    )
  })

  it('404 for an unknown event, 400 for bad paging, 401 for a player', async () => {
    const trader = await k.player(0n, 'trader')
    const p = await k.player(0n)
    const eventId = await k.seedEvent()
    const get = (url: string, token = trader.token) => k.http().get(url, { token })
    expect((await get('backoffice/sports/events/999999999/tickets')).statusCode).toBe(404)
    expect((await get('backoffice/sports/events/abc/tickets')).statusCode).toBe(400)
    expect((await get(`backoffice/sports/events/${eventId}/tickets?take=101`)).statusCode).toBe(400)
    expect((await get(`backoffice/sports/events/${eventId}/tickets?skip=x`)).statusCode).toBe(400)
    expect((await get(`backoffice/sports/events/${eventId}/tickets`, p.token)).statusCode).toBe(401)
    const empty = await get(`backoffice/sports/events/${eventId}/tickets`)
    expect(empty.json<{ data: TradingTicketPage }>().data).toEqual({ items: [], total: 0 })
  })
})

describe('a result with a note', () => {
  it('carries the note to the correction a second trader sees, and refuses a long one', async () => {
    const trader = await k.player(0n, 'trader')
    const eventId = await k.seedEvent()
    await k.finish(eventId, { home: 1, away: 0, htHome: 0, htAway: 0 })
    const tooLong = await k
      .http()
      .post(
        `backoffice/sports/events/${eventId}/result`,
        { home: 2, away: 0, htHome: 1, htAway: 0, note: 'x'.repeat(501) },
        { token: trader.token },
      )
    expect(tooLong.statusCode).toBe(400)
    const asked = await k
      .http()
      .post(
        `backoffice/sports/events/${eventId}/result`,
        { home: 2, away: 0, htHome: 1, htAway: 0, note: 'VAR gave the second goal' },
        { token: trader.token },
      )
    expect(asked.statusCode).toBe(200)
    const correction = asked.json<{
      data: { correction: { id: number; note: string | null; status: string } }
    }>().data.correction
    expect(correction).toMatchObject({ note: 'VAR gave the second goal', status: 'pending' })
  })
})
