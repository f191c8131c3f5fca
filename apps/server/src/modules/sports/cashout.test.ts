import { inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { CASHOUT, type CashoutQuote, type CashoutResult, type SportsTicket } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { sportsTickets } from '../../db/schema/index.js'
import { priceCashout, quoteTicket, quoteTickets, type QuoteLeg } from './cashout.js'
import { worldPass } from './index.js'
import { worldNow } from './world-clock.js'

/*
 * Cash-out (docs/sportsbook.md): the offer's formula and its bounds, full and partial cash-outs through the
 * API, a changed offer, suspended legs and systems refused, auto cash-out firing once, the cash-out
 * key, and cash-out racing settlement (each race ends exactly one way, the ledger balanced). On
 * PGlite and PostgreSQL (TEST_DATABASE_URL), where the races run on real connections.
 */

const t = useTestApp()
const k = sportsKit(t)

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const TL = 100n
const home = { home: 1, away: 0, htHome: 0, htAway: 0 }
type Body = { code?: string; message: string; data: unknown }

async function place(
  token: string,
  legs: Array<{ id: number; odds: number }>,
  stake: number,
  kind = 'single',
) {
  const res = await k.http().post(
    'sports/bets',
    {
      kind: kind === 'system' ? 'system' : legs.length > 1 ? 'combo' : 'single',
      legs: legs.map((l) => ({ outcomeId: l.id, odds: l.odds })),
      stake,
      placementKey: k.key(),
      ...(kind === 'system' ? { systemSizes: [2] } : {}),
    },
    { token },
  )
  expect(res.statusCode).toBe(200)
  return res.json<{ data: SportsTicket }>().data
}

async function quote(token: string, id: number) {
  const res = await k.http().get(`sports/bets/${id}/cashout`, { token })
  expect(res.statusCode).toBe(200)
  return res.json<{ data: CashoutQuote }>().data
}

async function cashOut(token: string, id: number, body: object) {
  const res = await k.http().post(`sports/bets/${id}/cashout`, body, { token })
  return {
    status: res.statusCode,
    body: res.json<Body & { data: CashoutResult & { offer: number; reason?: string } }>(),
  }
}

/** An event and the home win of its 1X2 at `odds` with fair probability `prob`. */
async function leg(odds: number, prob: number) {
  const eventId = await k.seedEvent()
  const o = await k.outcome(eventId, '1x2', '1', { odds })
  await t.app.db.execute(sql`update sports_outcomes set prob = ${prob} where id = ${o.id}`)
  return { ...o, eventId }
}

const setProb = (outcomeId: number, prob: number) =>
  t.app.db.execute(sql`update sports_outcomes set prob = ${prob} where id = ${outcomeId}`)

describe('the offer', () => {
  it("the brief's worked example: 100 TL at 2.50, p = 0.85 → FV 212.50, offer 201.87", () => {
    const q = priceCashout({
      kind: 'single',
      status: 'open',
      stake: 10_000n,
      potentialPayout: 25_000n,
      legs: [{ oddsMilli: 2500, result: 'pending', prob: 0.85, open: true }],
    })
    expect(q).toMatchObject({ available: true, offer: 20_187n })
    expect(q.fairValue).toBeCloseTo(21_250, 6)
  })

  it('a combination: won legs at their odds, void at 1.00, pending at odds × p', () => {
    // 10 TL: 2.00 won × 1.50 void × 3.00 pending at p 0.4 → FV = 1000 × 2 × 1 × 3 × 0.4 = 2400.
    const q = priceCashout({
      kind: 'combo',
      status: 'open',
      stake: 1000n,
      potentialPayout: 9000n,
      legs: [
        { oddsMilli: 2000, result: 'won', prob: 0.5, open: false },
        { oddsMilli: 1500, result: 'void', prob: 0.5, open: false },
        { oddsMilli: 3000, result: 'pending', prob: 0.4, open: true },
      ],
    })
    expect(q.fairValue).toBeCloseTo(2400, 6)
    expect(q.offer).toBe(2280n)
  })

  it('none on systems, settled tickets, lost legs, suspended legs, or p outside [0.01, 0.99]', () => {
    const base = { status: 'open', stake: 1000n, potentialPayout: 4000n }
    const l = (over: Partial<QuoteLeg> = {}): QuoteLeg => ({
      oddsMilli: 2000,
      result: 'pending',
      prob: 0.5,
      open: true,
      ...over,
    })
    expect(priceCashout({ ...base, kind: 'system', legs: [l(), l()] }).reason).toBe('system')
    expect(priceCashout({ ...base, kind: 'combo', status: 'won', legs: [l(), l()] }).reason).toBe('settled')
    expect(priceCashout({ ...base, kind: 'combo', legs: [l({ result: 'lost' }), l()] }).reason).toBe(
      'settled',
    )
    expect(priceCashout({ ...base, kind: 'combo', legs: [l(), l({ open: false })] }).reason).toBe('suspended')
    expect(priceCashout({ ...base, kind: 'combo', legs: [l(), l({ prob: 0.995 })] }).reason).toBe('no_price')
    expect(priceCashout({ ...base, kind: 'combo', legs: [l(), l({ prob: 0.001 })] }).reason).toBe('no_price')
  })

  it('property: every offer is below the fair value and below the potential payout', () => {
    const legArb = fc.record({
      oddsMilli: fc.integer({ min: 1010, max: 50_000 }).map((v) => Math.floor(v / 10) * 10),
      result: fc.constantFrom('pending', 'pending', 'won', 'void', 'half_won', 'half_lost') as fc.Arbitrary<
        QuoteLeg['result']
      >,
      prob: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      open: fc.constant(true),
    })
    fc.assert(
      fc.property(
        fc.array(legArb, { minLength: 1, maxLength: 12 }),
        fc.bigInt({ min: 100n, max: 5_000_000n }),
        (legs, stake) => {
          // The potential payout as placement computes it: every leg won, floored, capped.
          let num = stake
          let den = 1n
          for (const l of legs) {
            num *= BigInt(l.oddsMilli)
            den *= 1000n
          }
          const cap = 100_000_000n
          const potential = num / den > cap ? cap : num / den
          const q = priceCashout({ kind: 'combo', status: 'open', stake, potentialPayout: potential, legs })
          if (!q.available) return
          expect(Number(q.offer)).toBeLessThan(q.fairValue)
          expect(q.offer).toBeLessThan(potential)
          expect(Number(q.offer)).toBeLessThanOrEqual(q.fairValue * (1 - CASHOUT.margin))
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('cash-out through the API', () => {
  it('full: pays the offer once, ends the ticket cashed_out, and a later result changes nothing', async () => {
    const p = await k.player(100n * TL)
    const a = await leg(2, 0.6)
    const placed = await place(p.token, [a], 10)
    const q = await quote(p.token, placed.id)
    // 10 × 2.00 × 0.6 = 12.00 fair; 5 % off → 11.40.
    expect(q).toMatchObject({ available: true, reason: null, offer: 11.4, stake: 10, potentialPayout: 20 })
    const res = await cashOut(p.token, placed.id, { offer: q.offer })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ amount: 11.4, offer: 11.4, fraction: 1 })
    expect(res.body.data.ticket).toMatchObject({ status: 'cashed_out', cashedOut: 11.4, payout: null })
    expect(res.body.data.ticket.cashedOutAt).not.toBeNull()
    expect(await k.cash(p.id)).toBe(10_140n)
    // Again: the ticket has ended.
    const again = await cashOut(p.token, placed.id, { offer: q.offer })
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'CASHOUT_UNAVAILABLE', data: { reason: 'settled' } },
    })
    expect((await quote(p.token, placed.id)).available).toBe(false)
    // The match is won later: the ticket stays as it ended, nothing more is paid.
    await k.finish(a.eventId, home)
    const after = (await k.http().get(`sports/bets/${placed.id}`, { token: p.token })).json<{
      data: SportsTicket
    }>()
    expect(after.data).toMatchObject({ status: 'cashed_out', cashedOut: 11.4 })
    expect(await k.cash(p.id)).toBe(10_140n)
    // Another player's ticket is not found.
    const other = await k.player(0n)
    expect((await k.http().get(`sports/bets/${placed.id}/cashout`, { token: other.token })).statusCode).toBe(
      404,
    )
  })

  it('partial: half the stake cashed out, the rest stays on at the same odds and is settled later', async () => {
    const p = await k.player(100n * TL)
    const a = await leg(2, 0.6)
    const placed = await place(p.token, [a], 10)
    const res = await cashOut(p.token, placed.id, { offer: 11.4, fraction: 0.5 })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ amount: 5.7, fraction: 0.5 })
    expect(res.body.data.ticket).toMatchObject({
      status: 'open',
      stake: 5,
      potentialPayout: 10,
      cashedOut: 5.7,
    })
    expect(await k.cash(p.id)).toBe(9570n)
    // Liability follows what is left on the book.
    const [liab] = await rows<{ stake: string; payout: string }>(
      t.app,
      sql`select sum(t.stake)::text as stake, sum(t.potential_payout)::text as payout
            from sports_ticket_legs l join sports_tickets t on t.id = l.ticket_id
           where l.outcome_id = ${a.id} and t.status = 'open'`,
    )
    expect(liab).toEqual({ stake: '500', payout: '1000' })
    // The next offer is for the rest: 5 × 2 × 0.6 × 0.95.
    expect((await quote(p.token, placed.id)).offer).toBe(5.7)
    // Too much: at least the minimum stake must stay on.
    const tooBig = await cashOut(p.token, placed.id, { offer: 5.7, fraction: 0.9 })
    expect(tooBig).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
    await k.finish(a.eventId, home)
    const after = (await k.http().get(`sports/bets/${placed.id}`, { token: p.token })).json<{
      data: SportsTicket
    }>()
    expect(after.data).toMatchObject({ status: 'won', payout: 10, stake: 5, cashedOut: 5.7 })
    expect(await k.cash(p.id)).toBe(9570n + 1000n)
  })

  it('a changed offer answers CASHOUT_CHANGED with the new one, unless the player accepts changes', async () => {
    const p = await k.player(100n * TL)
    const a = await leg(2, 0.6)
    const placed = await place(p.token, [a], 10)
    await setProb(a.id, 0.5)
    const changed = await cashOut(p.token, placed.id, { offer: 11.4 })
    expect(changed).toMatchObject({ status: 409, body: { code: 'CASHOUT_CHANGED', data: { offer: 9.5 } } })
    expect(changed.body.message).toContain('9')
    expect(await k.cash(p.id)).toBe(9000n)
    const accepted = await cashOut(p.token, placed.id, { offer: 11.4, acceptChanges: true })
    expect(accepted).toMatchObject({ status: 200, body: { data: { amount: 9.5 } } })
    expect(await k.cash(p.id)).toBe(9950n)
  })

  it('none while a leg is suspended, none on systems; refusals write nothing', async () => {
    const p = await k.player(100n * TL)
    const trader = await k.player(0n, 'trader')
    const a = await leg(2, 0.6)
    const b = await leg(2, 0.5)
    const c = await leg(2, 0.5)
    const combo = await place(p.token, [a, b], 10)
    const system = await place(p.token, [a, b, c], 30, 'system')
    const susp = await k
      .http()
      .post(`backoffice/sports/markets/${b.marketId}/suspend`, {}, { token: trader.token })
    expect(susp.statusCode).toBe(200)
    expect(await quote(p.token, combo.id)).toMatchObject({ available: false, reason: 'suspended', offer: 0 })
    expect(await quote(p.token, system.id)).toMatchObject({ available: false, reason: 'system' })
    const before = await k.cash(p.id)
    expect(await cashOut(p.token, combo.id, { offer: 1 })).toMatchObject({
      status: 409,
      body: { code: 'CASHOUT_UNAVAILABLE', data: { reason: 'suspended' } },
    })
    expect(await cashOut(p.token, system.id, { offer: 1 })).toMatchObject({
      status: 409,
      body: { code: 'CASHOUT_UNAVAILABLE', data: { reason: 'system' } },
    })
    const auto = await k
      .http()
      .post(`sports/bets/${system.id}/autocashout`, { threshold: 5 }, { token: p.token })
    expect(auto.statusCode).toBe(409)
    expect(await k.cash(p.id)).toBe(before)
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_cashouts where player_id = ${p.id}`,
    )
    expect(n!.n).toBe(0)
    // Reopened: the combination has an offer again (10 × 4 × 0.6 × 0.5 × 0.95 = 11.40).
    await k.http().post(`backoffice/sports/markets/${b.marketId}/resume`, {}, { token: trader.token })
    expect(await quote(p.token, combo.id)).toMatchObject({ available: true, offer: 11.4 })
  })

  it('quotes many tickets in one go as each alone, in their order, each with its own legs', async () => {
    const p = await k.player(100n * TL)
    const a = await leg(2, 0.6)
    const b = await leg(3, 0.3)
    const c = await leg(2, 0.5)
    const single = await place(p.token, [a], 10)
    const combo = await place(p.token, [b, c], 10)
    const system = await place(p.token, [a, b, c], 30, 'system')
    const ids = [combo.id, single.id, system.id, combo.id]
    const tickets = await t.app.db.select().from(sportsTickets).where(inArray(sportsTickets.id, ids))
    const byId = new Map(tickets.map((x) => [x.id, x]))
    const asked = ids.map((id) => byId.get(id)!)
    const now = await worldNow(k.deps())
    const together = await quoteTickets(t.app.db, asked, now)
    const alone = await Promise.all(asked.map((x) => quoteTicket(t.app.db, x, now)))
    expect(together).toEqual(alone)
    // 10 × 2.00 × 0.6 × 0.95 = 11.40; 10 × 6.00 × 0.15 × 0.95 = 8.55; none on a system.
    expect(together.map((q) => [q.available, q.offer])).toEqual([
      [true, 855n],
      [true, 1140n],
      [false, 0n],
      [true, 855n],
    ])
  })

  it('auto cash-out fires once when the offer reaches the threshold, at the current offer', async () => {
    const p = await k.player(100n * TL)
    const a = await leg(2, 0.5)
    const placed = await place(p.token, [a], 10)
    const set = await k
      .http()
      .post(`sports/bets/${placed.id}/autocashout`, { threshold: 15 }, { token: p.token })
    expect(set.statusCode).toBe(200)
    expect(set.json<{ data: CashoutQuote }>().data).toMatchObject({ autoCashout: 15, offer: 9.5 })
    // At or above the potential payout it could never fire.
    const tooHigh = await k
      .http()
      .post(`sports/bets/${placed.id}/autocashout`, { threshold: 20 }, { token: p.token })
    expect(tooHigh.statusCode).toBe(400)
    expect((await worldPass(k.deps())).autoCashouts).toBe(0)
    // The price moves: 10 × 2 × 0.8 × 0.95 = 15.20 ≥ 15.
    await setProb(a.id, 0.8)
    expect((await worldPass(k.deps())).autoCashouts).toBe(1)
    expect((await worldPass(k.deps())).autoCashouts).toBe(0)
    const after = (await k.http().get(`sports/bets/${placed.id}`, { token: p.token })).json<{
      data: SportsTicket
    }>()
    expect(after.data).toMatchObject({ status: 'cashed_out', cashedOut: 15.2 })
    expect(await k.cash(p.id)).toBe(9000n + 1520n)
    const [row] = await rows<{ kind: string; n: number }>(
      t.app,
      sql`select kind, count(*) over ()::int as n from sports_cashouts where ticket_id = ${placed.id}`,
    )
    expect(row).toEqual({ kind: 'auto', n: 1 })
    // Cleared with null on an open ticket.
    const b = await leg(2, 0.5)
    const other = await place(p.token, [b], 10)
    await k.http().post(`sports/bets/${other.id}/autocashout`, { threshold: 12 }, { token: p.token })
    const cleared = await k
      .http()
      .post(`sports/bets/${other.id}/autocashout`, { threshold: null }, { token: p.token })
    expect(cleared.json<{ data: CashoutQuote }>().data.autoCashout).toBeNull()
  })

  it('the cash-out key: a repeat (also concurrent) answers the first cash-out and pays once', async () => {
    const p = await k.player(100n * TL)
    const a = await leg(2, 0.6)
    const placed = await place(p.token, [a], 10)
    const body = { offer: 11.4, fraction: 0.5, cashoutKey: k.key() }
    const results = await Promise.all(Array.from({ length: 5 }, () => cashOut(p.token, placed.id, body)))
    expect(results.map((r) => r.status)).toEqual(Array(5).fill(200))
    expect(new Set(results.map((r) => r.body.data.amount))).toEqual(new Set([5.7]))
    expect(await k.cash(p.id)).toBe(9570n)
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_cashouts where ticket_id = ${placed.id}`,
    )
    expect(n!.n).toBe(1)
    // The same key with other content is a conflict.
    expect(await cashOut(p.token, placed.id, { ...body, fraction: 0.4 })).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT' },
    })
  })
})

describe('one ticket, one ending', () => {
  it('20 races of cash-out against the in-play settlement: each ends one way, paid once', async () => {
    const p = await k.player(1000n * TL)
    // A cash-out in play is held for the live delay until the live pass has covered it (cashout.ts):
    // here no delay and a book that has seen everything, so the request races the whistle at once.
    await t.app.db.execute(sql`insert into sports_live_delays (scope, scope_key, delay_ms, updated_at)
        values ('sport', 'football', 0, now()) on conflict do nothing`)
    await t.app.db.execute(sql`update sports_world set live_through = now() + interval '10 years'`)
    let cashedOut = 0
    let settled = 0
    for (let i = 0; i < 20; i++) {
      const a = await leg(2, 0.6)
      const placed = await place(p.token, [a], 10)
      const before = await k.cash(p.id)
      // In play (as the live repricing keeps it): the event live, its market open, the whistle due.
      await t.app.db.execute(sql`update sports_events
          set status = 'live', start_at = start_at - interval '3 hours', end_at = now() - interval '1 year',
              result = ${JSON.stringify(i % 2 ? home : { ...home, home: 0 })}::jsonb
        where id = ${a.eventId}`)
      const [race] = await Promise.all([
        cashOut(p.token, placed.id, { offer: 11.4, acceptChanges: true }),
        worldPass(k.deps()),
      ])
      const after = (await k.http().get(`sports/bets/${placed.id}`, { token: p.token })).json<{
        data: SportsTicket
      }>().data
      const paid = (await k.cash(p.id)) - before
      if (race.status === 200) {
        cashedOut++
        expect(after).toMatchObject({ status: 'cashed_out', cashedOut: 11.4, payout: null })
        expect(paid).toBe(1140n)
      } else {
        settled++
        expect(race.body.code).toBe('CASHOUT_UNAVAILABLE')
        expect(['won', 'lost']).toContain(after.status)
        expect(after.cashedOut).toBe(0)
        expect(paid).toBe(after.status === 'won' ? 2000n : 0n)
      }
      // Whatever the order, a second pass and a second request change nothing.
      await worldPass(k.deps())
      expect((await cashOut(p.token, placed.id, { offer: 11.4, acceptChanges: true })).status).toBe(409)
      expect((await k.cash(p.id)) - before).toBe(paid)
    }
    expect(cashedOut + settled).toBe(20)
    await t.app.db.execute(sql`delete from sports_live_delays`)
  })
})
