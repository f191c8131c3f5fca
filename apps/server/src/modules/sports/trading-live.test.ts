import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DASHBOARD,
  localParts,
  type SportsLiability,
  type SportsTicket,
  type TradingLive,
  type TradingWinnerPage,
} from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { livePass, worldPass } from './index.js'

/*
 * The trading desk's overviews (docs/backoffice.md "Trading"): a player's stake factor as the
 * placement paths honour it; the players who win most over a period, from the ledger; the events
 * in play with their bet stops, stake per minute and worst liability. Bad input is a 400, outsiders
 * 401/403, never a 500.
 */

const t = useTestApp()
const k = sportsKit(t)

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

/** Today in Istanbul by the database's clock, which stamps the ledger's legs. */
// The operator's day (Europe/Istanbul), as the console's reports count it.
const today = () => {
  const p = localParts(Date.now(), DASHBOARD.timeZone)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}

async function bet(token: string, outcome: { id: number; odds: number }, stake: number) {
  const res = await k
    .http()
    .post(
      'sports/bets',
      { kind: 'single', legs: [{ outcomeId: outcome.id, odds: outcome.odds }], stake, placementKey: k.key() },
      { token },
    )
  return {
    status: res.statusCode,
    body: res.json<{ code?: string; data: SportsTicket & { maxStake?: number } }>(),
  }
}

describe("a player's stake factor", () => {
  it('scales every stake limit of that player; a bet above is refused with STAKE_TOO_HIGH, audited', async () => {
    const trader = await k.player(0n, 'trader')
    const risk = await k.player(0n, 'risk')
    const p = await k.player(20_000n * 100n)
    const other = await k.player(20_000n * 100n)
    const eventId = await k.seedEvent()
    const home = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    const set = (token: string, body: object) => k.http().post('backoffice/sports/limits', body, { token })

    // Risk reads the limits but may not set a factor; a trader may.
    expect((await set(risk.token, { scope: 'player', key: String(p.id), stakeFactor: 0.1 })).statusCode).toBe(
      403,
    )
    const res = await set(trader.token, {
      scope: 'player',
      key: String(p.id),
      stakeFactor: 0.1,
      note: 'Sharp bettor',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json<{ data: { stakeFactor: number } }>().data.stakeFactor).toBe(0.1)
    const listed = await k.http().get('backoffice/sports/limits', { token: risk.token })
    expect(
      listed.json<{ data: Array<{ scope: string; key: string; stakeFactor: number | null }> }>().data,
    ).toContainEqual(expect.objectContaining({ scope: 'player', key: String(p.id), stakeFactor: 0.1 }))

    // 10 % of the platform's 50,000 ₺ stake limit: 5,000 ₺ fits, a kuruş more does not.
    const over = await bet(p.token, home, 5_000.01)
    expect(over.status).toBe(400)
    expect(over.body.code).toBe('STAKE_TOO_HIGH')
    expect(over.body.data.maxStake).toBe(5_000)
    expect((await bet(p.token, home, 5_000)).status).toBe(200)
    // Another player keeps the platform's limit.
    expect((await bet(other.token, home, 6_000)).status).toBe(200)

    const [audit] = await rows<{ detail: { note: string; after: { stakeFactor: number } } }>(
      t.app,
      sql`select detail from audit_log where action = 'sports.limits.set' and detail->>'key' = ${String(p.id)}
           order by id desc limit 1`,
    )
    expect(audit!.detail).toMatchObject({ note: 'Sharp bettor', after: { stakeFactor: 0.1 } })

    // A factor belongs to a player; out of range or on another scope it is a 400.
    for (const body of [
      { scope: 'player', key: String(p.id), stakeFactor: -0.1 },
      { scope: 'player', key: String(p.id), stakeFactor: 11 },
      { scope: 'player', key: String(p.id), stakeFactor: 'half' },
      { scope: 'sport', key: 'football', stakeFactor: 0.5 },
    ])
      expect((await set(trader.token, body)).statusCode, JSON.stringify(body)).toBe(400)
  })
})

describe('GET backoffice/sports/winners', () => {
  it('ranks players by sportsbook P&L over the days, from the ledger, largest winner first', async () => {
    const trader = await k.player(0n, 'trader')
    const risk = await k.player(0n, 'risk')
    const winner = await k.player(1_000n * 100n)
    const loser = await k.player(1_000n * 100n)
    const small = await k.player(1_000n * 100n)
    const eventId = await k.seedEvent()
    const home = await k.outcome(eventId, '1x2', '1', { odds: 2.5 })
    const away = await k.outcome(eventId, '1x2', '2', { odds: 3 })
    expect((await bet(winner.token, home, 100)).status).toBe(200)
    expect((await bet(small.token, home, 10)).status).toBe(200)
    expect((await bet(loser.token, away, 50)).status).toBe(200)
    expect((await bet(loser.token, away, 20)).status).toBe(200)
    await k.finish(eventId, { home: 1, away: 0, htHome: 0, htAway: 0 })

    const get = (query: string, token = trader.token) =>
      k.http().get(`backoffice/sports/winners?${query}`, { token })
    const res = await get(`from=${today()}&to=${today()}&take=100`)
    expect(res.statusCode).toBe(200)
    const page = res.json<{ data: TradingWinnerPage }>().data
    const mine = page.items.filter((r) => [winner.id, loser.id, small.id].includes(r.playerId))
    expect(mine).toEqual([
      expect.objectContaining({ playerId: winner.id, stakes: 100, wins: 250, pnl: 150, tickets: 1 }),
      expect.objectContaining({ playerId: small.id, stakes: 10, wins: 25, pnl: 15, tickets: 1 }),
      expect.objectContaining({ playerId: loser.id, stakes: 70, wins: 0, pnl: -70, tickets: 2 }),
    ])
    expect(mine[0]!.username).toMatch(/^ayse/)
    const pnls = page.items.map((r) => r.pnl)
    expect(pnls).toEqual([...pnls].sort((a, b) => b - a))
    expect(page.total).toBe(page.items.length)

    // The same sums straight from the ledger, to the kuruş.
    const [ledger] = await rows<{ pnl: string }>(
      t.app,
      sql`select sum(e.amount)::text as pnl from ledger_entries e
            join accounts a on a.id = e.account_id and a.player_id = ${winner.id}
            join ledger_transactions x on x.id = e.transaction_id and x.idempotency_key like 'sportsbook:%'`,
    )
    expect(Number(ledger!.pnl)).toBe(150 * 100)

    // Server paging keeps the order and the total; risk reads it too.
    const second = (await get(`from=${today()}&to=${today()}&skip=1&take=1`, risk.token)).json<{
      data: TradingWinnerPage
    }>().data
    expect(second.items.map((r) => r.playerId)).toEqual([page.items[1]!.playerId])
    expect(second.total).toBe(page.total)
    const past = (await get(`from=${today()}&to=${today()}&skip=500`)).json<{ data: TradingWinnerPage }>()
      .data
    expect(past).toEqual({ items: [], total: page.total })
    // Days without sportsbook money list nobody.
    expect((await get('from=2001-01-01&to=2001-01-31')).json<{ data: TradingWinnerPage }>().data).toEqual({
      items: [],
      total: 0,
    })
  })

  it('refuses bad input with 400 and outsiders with 401/403', async () => {
    const trader = await k.player(0n, 'trader')
    const support = await k.player(0n, 'support')
    const p = await k.player(0n)
    for (const query of [
      '',
      'from=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=yesterday&to=today',
      'from=2026-01-01&to=2026-01-02&take=101',
      'from=2026-01-01&to=2026-01-02&take=0',
      'from=2026-01-01&to=2026-01-02&skip=-1',
      'from=2026-01-01&to=2026-01-02&sort=pnl',
      'from=2025-01-01&to=2026-01-02',
    ]) {
      const res = await k.http().get(`backoffice/sports/winners?${query}`, { token: trader.token })
      expect(res.statusCode, query).toBe(400)
      expect(['VALIDATION_FAILED', 'REPORT_RANGE_TOO_LONG'], query).toContain(
        res.json<{ code: string }>().code,
      )
    }
    const q = 'from=2026-01-01&to=2026-01-02'
    expect((await k.http().get(`backoffice/sports/winners?${q}`, { token: p.token })).statusCode).toBe(401)
    expect((await k.http().get(`backoffice/sports/winners?${q}`, { token: support.token })).statusCode).toBe(
      403,
    )
    expect((await k.http().get(`backoffice/sports/winners?${q}`)).statusCode).toBe(401)
  })
})

describe('GET backoffice/sports/live', () => {
  it('lists the events in play with their bet stops, stake per minute and worst liability', async () => {
    const trader = await k.player(0n, 'trader')
    const auditor = await k.player(0n, 'auditor')
    const p = await k.player(1_000n * 100n)
    const eventId = await k.seedEvent({ startInMinutes: 1 })
    const notLive = await k.seedEvent({ startInMinutes: 120 })
    const home = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    expect((await bet(p.token, home, 20)).status).toBe(200)
    expect((await bet(p.token, home, 10)).status).toBe(200)
    t.clock.advance(61_000)
    await worldPass(k.deps())
    await livePass(k.deps())

    const get = async (query = '', token = trader.token) => {
      const res = await k.http().get(`backoffice/sports/live${query}`, { token })
      expect(res.statusCode).toBe(200)
      return res.json<{ data: TradingLive }>().data
    }
    const overview = await get('?minutes=5')
    expect(overview.minutes).toBe(5)
    expect(overview.items.map((i) => i.event.id)).toContain(eventId)
    expect(overview.items.map((i) => i.event.id)).not.toContain(notLive)
    const row = overview.items.find((i) => i.event.id === eventId)!
    expect(row.event.status).toBe('live')
    expect(row.stakes).toBe(30)
    expect(row.stakePerMinute).toBe(6)
    // 30 ₺ at 2.00 on home: the book pays 60 against 30 taken — as the event page's liability says.
    expect(row.worstLiability).toBe(30)
    const liability = (
      await k.http().get(`backoffice/sports/events/${eventId}/liability`, { token: trader.token })
    ).json<{ data: SportsLiability }>().data
    expect(row.worstLiability).toBe(liability.worst)
    expect(row.delaySeconds).toBeGreaterThan(0)
    expect(row.suspended).toBeLessThanOrEqual(row.markets)

    // A trader's hold on an in-play market counts apart.
    const [market] = await rows<{ id: number }>(
      t.app,
      sql`select id from sports_markets where event_id = ${eventId} and phase = 'live' and status = 'active'
           order by sort limit 1`,
    )
    if (market) {
      const held = await k
        .http()
        .post(`backoffice/sports/markets/${market.id}/suspend`, { note: 'check' }, { token: trader.token })
      expect(held.statusCode).toBe(200)
      const after = (await get()).items.find((i) => i.event.id === eventId)!
      expect(after.traderSuspended).toBe(1)
      expect(after.suspended).toBeGreaterThanOrEqual(1)
    }

    // The window: ten minutes later the stakes have left it; the liability has not.
    t.clock.advance(10 * 60_000)
    const later = (await get('?minutes=1', auditor.token)).items.find((i) => i.event.id === eventId)
    if (later) {
      expect(later.stakes).toBe(0)
      expect(later.worstLiability).toBe(30)
    }
  })

  it('refuses bad input with 400 and outsiders with 401/403', async () => {
    const trader = await k.player(0n, 'trader')
    const crm = await k.player(0n, 'crm')
    const p = await k.player(0n)
    for (const query of ['minutes=0', 'minutes=61', 'minutes=abc', 'minutes=1.5', 'other=1']) {
      const res = await k.http().get(`backoffice/sports/live?${query}`, { token: trader.token })
      expect(res.statusCode, query).toBe(400)
      expect(res.json<{ code: string }>().code, query).toBe('VALIDATION_FAILED')
    }
    expect((await k.http().get('backoffice/sports/live', { token: p.token })).statusCode).toBe(401)
    expect((await k.http().get('backoffice/sports/live', { token: crm.token })).statusCode).toBe(403)
    expect((await k.http().get('backoffice/sports/live')).statusCode).toBe(401)
  })
})
