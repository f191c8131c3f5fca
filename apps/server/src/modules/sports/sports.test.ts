import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SportsEventDetail, SportsTicket, SportsVerify } from '@galata/contract'
import { countRows, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { settleTickets, worldPass } from './index.js'

/*
 * The sportsbook on the server (docs/sportsbook.md): placement rules and every refusal (4xx, nothing
 * written), the settlement algebra through the API (void leg, quarter lines, 3/4 system, Trixie),
 * concurrency (no overdraw, one ticket per placement key), versioned settlement (replays change
 * nothing, a corrected result re-settles by the difference, a void refunds) and the verify
 * endpoint. On PGlite and on PostgreSQL (TEST_DATABASE_URL). Events are seeded one by one; the
 * world job's schedule is sports.world.test.ts's.
 */

const t = useTestApp()
const k = sportsKit(t)

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const TL = 100n
const home = { home: 1, away: 0, htHome: 0, htAway: 0 }
const away = { home: 0, away: 1, htHome: 0, htAway: 0 }
const draw = { home: 0, away: 0, htHome: 0, htAway: 0 }

type Leg = { id: number; odds: number }
/** A ticket, or a refusal's data (the fields a slip needs to fix itself). */
type BetData = SportsTicket & { maxStake?: number; maxPayout?: number; mbs?: number }
const slip = (kind: string, legs: Leg[], stake: number, extra: Record<string, unknown> = {}) => ({
  kind,
  legs: legs.map((l) => ({
    outcomeId: l.id,
    odds: l.odds,
    ...(extra.bankers && (extra.bankers as number[]).includes(l.id) ? { banker: true } : {}),
  })),
  stake,
  placementKey: k.key(),
  ...Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'bankers')),
})

async function bet(token: string, body: object, locale = 'en') {
  const res = await k.http().post('sports/bets', body, { token, headers: { 'x-locale': locale } })
  return { status: res.statusCode, body: res.json<{ code?: string; message: string; data: BetData }>() }
}

async function ticket(token: string, id: number) {
  const res = await k.http().get(`sports/bets/${id}`, { token })
  expect(res.statusCode).toBe(200)
  return res.json<{ data: SportsTicket }>().data
}

/** Three events with their home-win outcome at the given odds. */
async function homeLegs(...odds: number[]) {
  const out: Array<Leg & { eventId: number; marketId: number }> = []
  for (const o of odds) {
    const eventId = await k.seedEvent()
    out.push({ ...(await k.outcome(eventId, '1x2', '1', { odds: o })), eventId })
  }
  return out
}

describe('placement', () => {
  it('places a combination in one transaction: ticket, legs and the stake', async () => {
    const p = await k.player(1000n * TL)
    const legs = await homeLegs(2, 1.5, 3)
    const res = await bet(p.token, slip('combo', legs, 10))
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      kind: 'combo',
      status: 'open',
      stake: 10,
      potentialPayout: 90,
      payout: null,
    })
    expect(res.body.data.legs.map((l) => l.odds)).toEqual([2, 1.5, 3])
    expect(await k.cash(p.id)).toBe(990n * TL)
    // Each leg's outcome carries the ticket's stake and potential payout as liability.
    const liability = await rows<{ stake: string; payout: string }>(
      t.app,
      sql`select sum(t.stake)::text as stake, sum(t.potential_payout)::text as payout
            from sports_ticket_legs l join sports_tickets t on t.id = l.ticket_id
           where l.outcome_id in (${legs[0]!.id}, ${legs[1]!.id}, ${legs[2]!.id}) and t.status = 'open'
           group by l.outcome_id`,
    )
    expect(liability).toEqual(Array(3).fill({ stake: '1000', payout: '9000' }))
    const mine = await k.http().post('sports/mybets', { status: 'open' }, { token: p.token })
    expect(mine.json<{ data: { total: number } }>().data.total).toBe(1)
    // Another player cannot read it.
    const other = await k.player(0n)
    expect((await k.http().get(`sports/bets/${res.body.data.id}`, { token: other.token })).statusCode).toBe(
      404,
    )
  })

  it('refuses with each code, in the player language, writing nothing', async () => {
    const p = await k.player(1000n * TL)
    const trader = await k.player(0n, 'trader')
    const [a, b] = await homeLegs(2, 2)
    const sameEvent = await k.outcome(a!.eventId, 'btts', 'yes')
    const started = await k.seedEvent({ startInMinutes: -1 })
    const startedLeg = await k.outcome(started, '1x2', '1')
    const suspended = await k.seedEvent()
    const suspendedLeg = await k.outcome(suspended, '1x2', 'X')
    const susp = await k
      .http()
      .post(`backoffice/sports/markets/${suspendedLeg.marketId}/suspend`, {}, { token: trader.token })
    expect(susp.statusCode).toBe(200)
    const mbsEvent = await k.seedEvent()
    const mbsLeg = await k.outcome(mbsEvent, '1x2', '2')
    await t.app.db.execute(sql`update sports_markets set mbs = 3 where id = ${mbsLeg.marketId}`)
    const longShots = await homeLegs(500, 500, 4)
    const many = []
    for (let i = 0; i < 31; i++) {
      const e = await k.seedEvent({ onlyMain: true })
      many.push(await k.outcome(e, '1x2', '1'))
    }

    const before = await countRows(t.app, ['sports_tickets', 'sports_ticket_legs', 'ledger_transactions'])
    const cases: Array<[object, number, string]> = [
      [slip('single', [suspendedLeg], 10), 409, 'MARKET_SUSPENDED'],
      [slip('single', [{ ...a!, odds: 1.9 }], 10), 409, 'ODDS_CHANGED'],
      [slip('single', [{ ...a!, odds: 2.05 }], 10, { oddsChange: 'higher' }), 409, 'ODDS_CHANGED'],
      [slip('single', [startedLeg], 10), 409, 'EVENT_STARTED'],
      [slip('combo', [a!, sameEvent], 10), 400, 'COMBO_SAME_EVENT'],
      [slip('system', many.slice(0, 17), 17 * 16, { systemSizes: [2] }), 400, 'TOO_MANY_LEGS'],
      [slip('combo', many, 10), 400, 'TOO_MANY_LEGS'],
      [slip('single', [mbsLeg], 10), 400, 'MBS_NOT_MET'],
      [slip('combo', [mbsLeg, b!], 10), 400, 'MBS_NOT_MET'],
      [slip('single', [a!], 0.5), 400, 'STAKE_TOO_LOW'],
      [slip('single', [a!], 60_000), 400, 'STAKE_TOO_HIGH'],
      [slip('combo', longShots, 10), 400, 'MAX_PAYOUT'],
      [slip('single', [a!], 1001), 400, 'INSUFFICIENT_FUNDS'],
      [slip('system', [a!, b!, longShots[0]!], 10, { systemSizes: [2] }), 400, 'VALIDATION_FAILED'],
    ]
    for (const [body, status, code] of cases) {
      const res = await bet(p.token, body, 'tr')
      expect({ code: res.body.code, status: res.status }).toEqual({ code, status })
      expect(res.body.message.length).toBeGreaterThan(10)
    }
    expect(await countRows(t.app, ['sports_tickets', 'sports_ticket_legs', 'ledger_transactions'])).toEqual(
      before,
    )
    expect(await k.cash(p.id)).toBe(1000n * TL)

    // The refusals carry what the slip needs to fix itself.
    const moved = await bet(p.token, slip('single', [{ ...a!, odds: 1.9 }], 10))
    expect(moved.body.data.legs).toEqual([{ outcomeId: a!.id, odds: 2 }])
    const high = await bet(p.token, slip('single', [a!], 60_000))
    expect(high.body.data.maxStake).toBe(50_000)
    const cap = await bet(p.token, slip('combo', longShots, 10))
    expect(cap.body.data).toEqual({ maxStake: 1, maxPayout: 1_000_000 })
    // The highest stake that fits is accepted.
    const fits = await bet(p.token, slip('combo', longShots, cap.body.data.maxStake!))
    expect(fits.status).toBe(200)
    expect(fits.body.data.potentialPayout).toBeLessThanOrEqual(1_000_000)
    // "higher" takes a better price; "any" takes a worse one; the ticket holds the current odds.
    const up = await bet(p.token, slip('single', [{ ...b!, odds: 1.95 }], 10, { oddsChange: 'higher' }))
    expect(up.body.data.legs[0]!.odds).toBe(2)
    const any = await bet(p.token, slip('single', [{ ...b!, odds: 2.5 }], 10, { oddsChange: 'any' }))
    expect(any.body.data.legs[0]!.odds).toBe(2)
  })

  it("checks the slip's shape before any market: 31 legs, some suspended, started or live", async () => {
    // docs/sportsbook.md "Placement rules": a slip too long is refused for its length whatever its
    // markets say, on every path (the read-free one, the plain one, and a slip with a leg in play).
    const p = await k.player(1000n * TL)
    const trader = await k.player(0n, 'trader')
    const many: Leg[] = []
    for (let i = 0; i < 31; i++) {
      const e = await k.seedEvent({ onlyMain: true })
      many.push(await k.outcome(e, '1x2', '1'))
    }
    const suspended = await k.outcome((await k.seedEvent({ onlyMain: true }))!, '1x2', 'X')
    expect(
      (
        await k
          .http()
          .post(`backoffice/sports/markets/${suspended.marketId}/suspend`, {}, { token: trader.token })
      ).statusCode,
    ).toBe(200)
    const startedLeg = await k.outcome(await k.seedEvent({ startInMinutes: -1, onlyMain: true }), '1x2', '1')
    const liveEvent = await k.seedEvent({ onlyMain: true })
    const liveLeg = await k.outcome(liveEvent, '1x2', '2')
    // In play, its market not yet reopened for live betting: a lone leg would be MARKET_SUSPENDED.
    await t.app.db.execute(sql`update sports_events set status = 'live' where id = ${liveEvent}`)
    expect((await bet(p.token, slip('single', [suspended], 10))).body.code).toBe('MARKET_SUSPENDED')
    expect((await bet(p.token, slip('single', [liveLeg], 10))).body.code).toBe('MARKET_SUSPENDED')
    // One bet on the legs so that the next slips may take the read-free strategy (`known`).
    expect((await bet(p.token, slip('single', [many[0]!], 10))).status).toBe(200)

    const before = await countRows(t.app, ['sports_tickets', 'sports_ticket_legs', 'ledger_transactions'])
    const cash = await k.cash(p.id)
    const cases: Array<[string, object]> = [
      ['31 open legs', slip('combo', many, 10)],
      ['a suspended one first', slip('combo', [suspended, ...many.slice(1)], 10)],
      ['a started one first', slip('combo', [startedLeg, ...many.slice(1)], 10)],
      ['a live one first', slip('combo', [liveLeg, ...many.slice(1)], 10)],
      ['an unknown outcome', slip('combo', [{ id: 2_000_000_000, odds: 2 }, ...many.slice(1)], 10)],
      ['17 on a system', slip('system', [suspended, ...many.slice(0, 16)], 17 * 16, { systemSizes: [2] })],
    ]
    for (const [name, body] of cases) {
      const res = await bet(p.token, body, 'tr')
      expect({ name, status: res.status, code: res.body.code }).toEqual({
        name,
        status: 400,
        code: 'TOO_MANY_LEGS',
      })
    }
    expect(await countRows(t.app, ['sports_tickets', 'sports_ticket_legs', 'ledger_transactions'])).toEqual(
      before,
    )
    expect(await k.cash(p.id)).toBe(cash)
  })

  it('a slip on outcomes read before goes without a read, and every rule still holds', async () => {
    // The first bet reads the slip (the `plain` strategy); the rest take the `known` one, whose
    // guard must refuse whatever changed since, so the read decides as it always did.
    const p = await k.player(1000n * TL)
    const trader = await k.player(0n, 'trader')
    const [a] = await homeLegs(2)
    const body = (odds: number, stake: number, oddsChange = 'none') =>
      slip('single', [{ ...a!, odds }], stake, { oddsChange })
    expect((await bet(p.token, body(2, 10))).body.data.potentialPayout).toBe(20)
    // A repeat of the key: the first ticket, the stake taken once.
    const once = body(2, 10)
    const first = await bet(p.token, once)
    expect((await bet(p.token, once)).body.data.id).toBe(first.body.data.id)
    expect(await k.cash(p.id)).toBe(980n * TL)
    // The price moved: "none" refuses with the new odds, "any" takes them.
    await k.outcome(a!.eventId, '1x2', '1', { odds: 2.5 })
    const moved = await bet(p.token, body(2, 10))
    expect({ code: moved.body.code, legs: moved.body.data.legs }).toEqual({
      code: 'ODDS_CHANGED',
      legs: [{ outcomeId: a!.id, odds: 2.5 }],
    })
    expect((await bet(p.token, body(2, 10, 'any'))).body.data.legs[0]!.odds).toBe(2.5)
    // A limit set after the outcome was read applies to the next bet.
    const limit = (maxStake: number | null) =>
      k
        .http()
        .post(
          'backoffice/sports/limits',
          { scope: 'event', key: String(a!.eventId), maxStake },
          { token: trader.token },
        )
    expect((await limit(5)).statusCode).toBe(200)
    const high = await bet(p.token, body(2.5, 10))
    expect({ code: high.body.code, maxStake: high.body.data.maxStake }).toEqual({
      code: 'STAKE_TOO_HIGH',
      maxStake: 5,
    })
    expect((await bet(p.token, body(2.5, 5))).status).toBe(200)
    expect((await limit(null)).statusCode).toBe(200)
    // Suspended, then resumed; then started.
    const action = (what: string) =>
      k.http().post(`backoffice/sports/markets/${a!.marketId}/${what}`, {}, { token: trader.token })
    expect((await action('suspend')).statusCode).toBe(200)
    expect((await bet(p.token, body(2.5, 10))).body.code).toBe('MARKET_SUSPENDED')
    expect((await action('resume')).statusCode).toBe(200)
    expect((await bet(p.token, body(2.5, 10))).status).toBe(200)
    await t.app.db.execute(
      sql`update sports_events set start_at = now() - interval '1 day' where id = ${a!.eventId}`,
    )
    expect((await bet(p.token, body(2.5, 10))).body.code).toBe('EVENT_STARTED')
    // 10 + 10 + 10 + 5 + 10 placed.
    expect(await k.cash(p.id)).toBe(955n * TL)
  })

  it('the player-protection limits apply to sports stakes', async () => {
    const p = await k.player(1000n * TL)
    const [a] = await homeLegs(2)
    const limit = await k
      .http()
      .post('customer/rg/limits', { kind: 'wager', period: 'day', amount: 15 }, { token: p.token })
    expect(limit.statusCode).toBe(200)
    expect((await bet(p.token, slip('single', [a!], 10))).status).toBe(200)
    const before = await countRows(t.app, ['sports_tickets', 'sports_ticket_legs', 'ledger_transactions'])
    const refused = await bet(p.token, slip('single', [a!], 10))
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    expect(await countRows(t.app, ['sports_tickets', 'sports_ticket_legs', 'ledger_transactions'])).toEqual(
      before,
    )
    expect(await k.cash(p.id)).toBe(990n * TL)
  })

  it('concurrent placements never overdraw: 20 × 100 on 1000 places 10', async () => {
    const p = await k.player(1000n * TL)
    const [a] = await homeLegs(2)
    const results = await Promise.all(
      Array.from({ length: 20 }, () => bet(p.token, slip('single', [a!], 100))),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(10)
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'INSUFFICIENT_FUNDS')).toBe(
      true,
    )
    expect(await k.cash(p.id)).toBe(0n)
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_tickets where player_id = ${p.id}`,
    )
    expect(n!.n).toBe(10)
  })

  it('one placement key gives one ticket and the same answer, also concurrently', async () => {
    const p = await k.player(1000n * TL)
    const [a] = await homeLegs(2)
    const body = slip('single', [a!], 25)
    const results = await Promise.all(Array.from({ length: 6 }, () => bet(p.token, body)))
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200))
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1)
    expect(await k.cash(p.id)).toBe(975n * TL)
    const other = await bet(p.token, { ...body, stake: 26 })
    expect(other).toMatchObject({ status: 409, body: { code: 'CONFLICT' } })
  })

  it('concurrent copies of one key when the balance covers one stake: one ticket, the same answer', async () => {
    const p = await k.player(25n * TL)
    const [a] = await homeLegs(2)
    const body = slip('single', [a!], 25)
    const results = await Promise.all(Array.from({ length: 6 }, () => bet(p.token, body)))
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200))
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1)
    expect(await k.cash(p.id)).toBe(0n)
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_tickets where player_id = ${p.id}`,
    )
    expect(n!.n).toBe(1)
  })
})

describe('lists', () => {
  it('lists pre-match events by competition and day with the main market; a started one drops out', async () => {
    const e1 = await k.seedEvent({ startInMinutes: 30 })
    const started = await k.seedEvent({ startInMinutes: -5 })
    const detail = (await k.http().get(`sports/events/${e1}`)).json<{ data: SportsEventDetail }>().data
    const list = async (body: object) =>
      (await k.http().post('sports/events', body)).json<{
        data: { items: SportsEventDetail[]; total: number }
      }>().data
    const byCompetition = await list({ competitionId: detail.competition.id, take: 50 })
    const ids = byCompetition.items.map((e) => e.id)
    expect(ids).toContain(e1)
    expect(ids).not.toContain(started)
    expect(byCompetition.items.find((e) => e.id === e1)?.mainMarket?.key).toBe('1x2')
    const day = new Date(Date.parse(detail.startAt) + 3 * 3_600_000).toISOString().slice(0, 10)
    expect(
      (await list({ competitionId: detail.competition.id, day, take: 50 })).items.map((e) => e.id),
    ).toContain(e1)
    expect((await list({ competitionId: detail.competition.id, day: '2001-01-01' })).total).toBe(0)
    expect((await list({ sport: 'tennis', competitionId: detail.competition.id })).total).toBe(0)
    // English names on request.
    const en = await k.http().get(`sports/events/${e1}`, { headers: { 'x-locale': 'en' } })
    expect(en.json<{ data: SportsEventDetail }>().data.competition.name).toBe('Test League')
  })
})

describe('settlement', () => {
  it('a combination with a void leg pays 60.00 on 10 at 2.00 × 1.50 × 3.00', async () => {
    const p = await k.player(100n * TL)
    const trader = await k.player(0n, 'trader')
    const legs = await homeLegs(2, 1.5, 3)
    const placed = await bet(p.token, slip('combo', legs, 10))
    const voided = await k
      .http()
      .post(
        `backoffice/sports/events/${legs[1]!.eventId}/void`,
        { note: 'abandoned' },
        { token: trader.token },
      )
    expect(voided.statusCode).toBe(200)
    await k.finish(legs[0]!.eventId, home)
    await k.finish(legs[2]!.eventId, home)
    const done = await ticket(p.token, placed.body.data.id)
    expect(done).toMatchObject({ status: 'won', payout: 60 })
    expect(done.legs.map((l: { result: string }) => l.result)).toEqual(['won', 'void', 'won'])
    expect(await k.cash(p.id)).toBe(150n * TL)
    // The winnings are a notification too (the balance push is the wallet's).
    await vi.waitFor(async () => {
      const [n] = await rows<{ title: { tr: string } }>(
        t.app,
        sql`select title from notifications where player_id = ${p.id} and source = ${`sports:${done.id}:v1`}`,
      )
      expect(n?.title.tr).toBe('Kuponunuz kazandı')
    })
  })

  it('quarter lines: -0.75 won by one is half won, -0.25 on a draw half lost', async () => {
    const p = await k.player(200n * TL)
    const e1 = await k.seedEvent()
    const e2 = await k.seedEvent()
    // Each event gets its own Asian line (the engine offers the lines nearest evens).
    await t.app.db.execute(
      sql`update sports_markets set line = -0.75 where event_id = ${e1} and key = 'ah' and sort = (select min(sort) from sports_markets where event_id = ${e1} and key = 'ah')`,
    )
    await t.app.db.execute(
      sql`update sports_markets set line = -0.25 where event_id = ${e2} and key = 'ah' and sort = (select min(sort) from sports_markets where event_id = ${e2} and key = 'ah')`,
    )
    const q1 = await k.outcome(e1, 'ah', 'home', { line: -0.75, odds: 1.9 })
    const q2 = await k.outcome(e2, 'ah', 'home', { line: -0.25, odds: 1.9 })
    const t1 = await bet(p.token, slip('single', [q1], 100))
    const t2 = await bet(p.token, slip('single', [q2], 100))
    await k.finish(e1, home)
    await k.finish(e2, draw)
    expect(await ticket(p.token, t1.body.data.id)).toMatchObject({
      status: 'won',
      payout: 145,
      legs: [{ result: 'half_won' }],
    })
    expect(await ticket(p.token, t2.body.data.id)).toMatchObject({
      status: 'won',
      payout: 50,
      legs: [{ result: 'half_lost' }],
    })
    expect(await k.cash(p.id)).toBe(195n * TL)
  })

  it('a 3/4 system and a Trixie through the API', async () => {
    const p = await k.player(1000n * TL)
    const four = await homeLegs(2, 2, 2, 2)
    const sys = await bet(p.token, slip('system', four, 40, { systemSizes: [3] }))
    expect(sys.body.data).toMatchObject({ kind: 'system', stake: 40, potentialPayout: 320, systemSizes: [3] })
    const trixieLegs = await homeLegs(2, 2, 2)
    const trixie = await bet(p.token, slip('system', trixieLegs, 40, { systemSizes: [2, 3] }))
    // 4 bets of 10: three doubles at 4.00 and a treble at 8.00.
    expect(trixie.body.data).toMatchObject({ stake: 40, potentialPayout: 200 })
    for (const [i, l] of four.entries()) await k.finish(l.eventId, i === 3 ? away : home)
    for (const l of trixieLegs) await k.finish(l.eventId, home)
    expect(await ticket(p.token, sys.body.data.id)).toMatchObject({ status: 'won', payout: 80 })
    expect(await ticket(p.token, trixie.body.data.id)).toMatchObject({ status: 'won', payout: 200 })
    expect(await k.cash(p.id)).toBe((1000n - 80n + 280n) * TL)
  })

  it('replays change nothing; a corrected result re-settles by the difference; a void refunds', async () => {
    const p = await k.player(100n * TL)
    const trader = await k.player(0n, 'trader')
    const [a] = await homeLegs(2)
    const placed = await bet(p.token, slip('single', [a!], 10))
    const id = placed.body.data.id as number
    await k.finish(a!.eventId, home)
    expect(await k.cash(p.id)).toBe(110n * TL)
    // The job again, the ticket settler again, the same result again: nothing moves.
    await worldPass(k.deps())
    expect(await settleTickets(k.deps(), [id])).toBe(0)
    const approver = await k.player(0n, 'trader')
    const result = (body: object) => k.correct(a!.eventId, body, trader, approver)
    const same = await result(home)
    expect(same.json<{ data: unknown }>().data).toEqual({ eventId: a!.eventId, tickets: 0, correction: null })
    expect(await k.cash(p.id)).toBe(110n * TL)
    // A correction: the away side won. The winnings go back.
    expect((await result(away)).json<{ data: { tickets: number } }>().data.tickets).toBe(1)
    expect(await ticket(p.token, id)).toMatchObject({ status: 'lost', payout: 0 })
    expect(await k.cash(p.id)).toBe(90n * TL)
    // And back to 2–0 (half time from the stored result).
    await result({ home: 2, away: 0 })
    expect(await ticket(p.token, id)).toMatchObject({ status: 'won', payout: 20 })
    expect(await k.cash(p.id)).toBe(110n * TL)
    const [v] = await rows<{ settle_version: number }>(
      t.app,
      sql`select settle_version from sports_tickets where id = ${id}`,
    )
    expect(v!.settle_version).toBe(3)
    // Operators only; and every action is audited.
    expect(
      (await k.http().post(`backoffice/sports/events/${a!.eventId}/result`, home, { token: p.token }))
        .statusCode,
    ).toBe(401)
    const [audits] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log where action like 'sports.%' and actor_id in (${String(trader.id)}, ${String(approver.id)})`,
    )
    // Two corrections, each asked by the trader and approved by the second one.
    expect(audits!.n).toBeGreaterThanOrEqual(4)

    // A void event returns the stake of an open single.
    const [b] = await homeLegs(2)
    const open = await bet(p.token, slip('single', [b!], 10))
    expect(await k.cash(p.id)).toBe(100n * TL)
    await k.http().post(`backoffice/sports/events/${b!.eventId}/void`, {}, { token: trader.token })
    expect(await ticket(p.token, open.body.data.id)).toMatchObject({ status: 'void', payout: 10 })
    expect(await k.cash(p.id)).toBe(110n * TL)
    // Voiding again changes nothing.
    await k.http().post(`backoffice/sports/events/${b!.eventId}/void`, {}, { token: trader.token })
    expect(await k.cash(p.id)).toBe(110n * TL)
  })

  it('a void market voids its legs; suspend and resume answer for pre-match markets only', async () => {
    const p = await k.player(100n * TL)
    const trader = await k.player(0n, 'trader')
    const [a, b] = await homeLegs(2, 3)
    const placed = await bet(p.token, slip('combo', [a!, b!], 10))
    const action = (marketId: number, what: string) =>
      k.http().post(`backoffice/sports/markets/${marketId}/${what}`, {}, { token: trader.token })
    expect((await action(b!.marketId, 'void')).statusCode).toBe(200)
    expect((await action(b!.marketId, 'resume')).json<{ code: string }>().code).toBe('CONFLICT')
    expect((await action(999_999_999, 'suspend')).statusCode).toBe(404)
    await k.finish(a!.eventId, home)
    expect(await ticket(p.token, placed.body.data.id)).toMatchObject({ status: 'won', payout: 20 })
    expect(await k.cash(p.id)).toBe(110n * TL)
  })

  it('verify replays the log and the score from the revealed seed', async () => {
    const eventId = await k.seedEvent()
    expect((await k.http().get(`sports/verify/${eventId}`)).statusCode).toBe(404)
    const detail = (await k.http().get(`sports/events/${eventId}`)).json<{ data: SportsEventDetail }>().data
    expect(detail).toMatchObject({ id: eventId, seed: null, status: 'scheduled' })
    expect(detail.markets.length).toBeGreaterThan(10)
    await k.finish(eventId, null)
    const res = await k.http().get(`sports/verify/${eventId}`)
    expect(res.statusCode).toBe(200)
    const v = res.json<{ data: SportsVerify }>().data
    expect(v.seedMatches).toBe(true)
    expect(v.seedHash).toBe(detail.seedHash)
    expect(v.replayed).toEqual(v.settled)
    expect(v.events.length).toBeGreaterThan(0)
    const after = (await k.http().get(`sports/events/${eventId}`)).json<{ data: SportsEventDetail }>().data
    expect(after).toMatchObject({ status: 'settled', seed: v.seed, score: v.replayed })
    // Every market settled with its number of winners (1X2: exactly one).
    const main = after.markets.find((m) => m.key === '1x2')
    expect(main!.outcomes.filter((o) => o.result === 'won')).toHaveLength(1)
  })
})

describe('fuzz: the write endpoints', () => {
  it('answer random slips and actions with 2xx or 4xx, never 5xx; a 4xx writes nothing', async () => {
    const p = await k.player(500n * TL)
    const trader = await k.player(0n, 'trader')
    const legs = await homeLegs(2, 1.5, 3, 2.2)
    const others = [
      await k.outcome(legs[0]!.eventId, 'btts', 'yes'),
      await k.outcome(legs[1]!.eventId, 'ou', 'over'),
    ]
    const ids = [...legs, ...others].map((l) => l.id)
    const eventIds = legs.map((l) => l.eventId)
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.double(),
      fc.integer(),
      fc.constantFrom(null, true, -1, 0, 0.001, 1e12, '1', [], {}, Number.MAX_SAFE_INTEGER),
    )
    const leg = fc.record(
      {
        outcomeId: fc.oneof(fc.constantFrom(...ids), value),
        odds: fc.oneof(fc.constantFrom(1.5, 2, 3, 2.2, 1.01, 10_000), value),
        banker: fc.oneof(fc.boolean(), value),
      },
      { requiredKeys: ['outcomeId', 'odds'] },
    )
    const slipBody = fc.record(
      {
        kind: fc.oneof(fc.constantFrom('single', 'combo', 'system'), value),
        legs: fc.oneof(fc.array(leg, { maxLength: 5 }), value),
        stake: fc.oneof(fc.constantFrom(1, 10, 33.33, 100, 0.5, 60_000), value),
        systemSizes: fc.oneof(fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 3 }), value),
        oddsChange: fc.oneof(fc.constantFrom('none', 'higher', 'any'), value),
        placementKey: fc.oneof(
          fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002'),
          fc.string({ maxLength: 70 }),
        ),
      },
      { requiredKeys: [] },
    )
    const urls = [
      'sports/bets',
      'sports/mybets',
      'sports/events',
      `backoffice/sports/events/${eventIds[3]}/result`,
      `backoffice/sports/markets/${others[1]!.marketId}/suspend`,
      `backoffice/sports/markets/${others[1]!.marketId}/resume`,
    ]
    const counts = () => countRows(t.app, ['sports_tickets', 'sports_ticket_legs', 'ledger_transactions'])
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.oneof(slipBody, value), async (url, b) => {
        const before = await counts()
        const token = url.startsWith('backoffice') ? trader.token : p.token
        const res = await k.http().post(url, JSON.stringify(b), {
          token,
          headers: { 'content-type': 'application/json' },
        })
        expect(res.statusCode, res.body).toBeLessThan(500)
        if (res.statusCode >= 400) expect(await counts()).toEqual(before)
      }),
      { numRuns: 150 },
    )
  })
})
