import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CashoutResult, SportsTicket } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { voidOpenOf } from './index.js'

/*
 * Accepted pre-match sportsbook tickets when a self-exclusion or time-out begins
 * (docs/player-protection.md "The exclusion register"): an open ticket all of whose matches are
 * still to kick off is voided (`self_excluded`) and its stake returned once; one with a match
 * already under way stands. The refund racing a cash-out of the same ticket ends it one way only.
 * On PGlite and (TEST_DATABASE_URL) PostgreSQL, where the race runs on real connections.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '5000', AUTH_ADDRESS_BUDGET: '5000' })
const k = sportsKit(t)
const TL = 100n
const home = { home: 1, away: 0, htHome: 0, htAway: 0 }

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

async function place(token: string, legs: Array<{ id: number; odds: number }>, stake: number) {
  const res = await k.http().post(
    'sports/bets',
    {
      kind: legs.length > 1 ? 'combo' : 'single',
      legs: legs.map((l) => ({ outcomeId: l.id, odds: l.odds })),
      stake,
      placementKey: k.key(),
    },
    { token },
  )
  expect(res.statusCode, res.body).toBe(200)
  const ticket = res.json<{ data: SportsTicket }>().data
  expect(ticket.status).toBe('open')
  return ticket
}

/** A pre-match event kicking off in an hour, and its home win at odds 2 (fair probability 0.6). */
async function leg() {
  const eventId = await k.seedEvent({ startInMinutes: 60 })
  const o = await k.outcome(eventId, '1x2', '1', { odds: 2 })
  await t.app.db.execute(sql`update sports_outcomes set prob = 0.6 where id = ${o.id}`)
  return { ...o, eventId }
}

async function ticketRow(id: number) {
  const [row] = await rows<{ status: string; reject_reason: string | null; payout: string | null }>(
    t.app,
    sql`select status, reject_reason, payout::text from sports_tickets where id = ${id}`,
  )
  return row!
}

/** The wallet's settlement commands on a ticket's bet (each one that moved money). */
async function settlements(id: number) {
  const [row] = await rows<{ n: string }>(
    t.app,
    sql`select count(*)::text as n from provider_transactions
         where provider = 'sportsbook' and ref_tx_id = ${`ticket-${id}`} and op = 'settle'
           and ledger_transaction_id is not null`,
  )
  return Number(row!.n)
}

async function exposure(playerId: number, eventId: number) {
  const [row] = await rows<{ payout: string }>(
    t.app,
    sql`select payout::text from sports_player_events where player_id = ${playerId} and event_id = ${eventId}`,
  )
  return row ? BigInt(row.payout) : 0n
}

const selfExclude = (token: string) => k.http().post('customer/rg/selfexclusion', { period: '6m' }, { token })

describe('accepted pre-match tickets at the start of an exclusion', () => {
  it('an accepted pre-match single and kombine on future matches are voided and refunded once at self-exclusion', async () => {
    const p = await k.player(100n * TL)
    const [a, b, c] = [await leg(), await leg(), await leg()]
    const single = await place(p.token, [a], 10)
    const combo = await place(p.token, [b, c], 20)
    expect(await k.cash(p.id)).toBe(70n * TL)
    expect(await exposure(p.id, b.eventId)).toBe(80n * TL)

    const ex = await selfExclude(p.token)
    expect(ex.json().success, ex.body).toBe(true)
    await vi.waitFor(async () => expect(await k.cash(p.id)).toBe(100n * TL))
    expect(await ticketRow(single.id)).toEqual({
      status: 'void',
      reject_reason: 'self_excluded',
      payout: '1000',
    })
    expect(await ticketRow(combo.id)).toEqual({
      status: 'void',
      reject_reason: 'self_excluded',
      payout: '2000',
    })
    expect(await settlements(single.id)).toBe(1)
    expect(await settlements(combo.id)).toBe(1)
    // Their share of the per-event payout cap is released (docs/sportsbook.md "Risk").
    for (const e of [a, b, c]) expect(await exposure(p.id, e.eventId)).toBe(0n)

    // Again, and the matches played and settled (a home win): nothing more is paid.
    expect(await voidOpenOf(k.deps(), p.id)).toBe(0)
    for (const e of [a, b, c]) await k.finish(e.eventId, home)
    expect(await k.cash(p.id)).toBe(100n * TL)
    expect(await ticketRow(single.id)).toMatchObject({ status: 'void', payout: '1000' })
    expect(await ticketRow(combo.id)).toMatchObject({ status: 'void', payout: '2000' })
    expect(await settlements(single.id)).toBe(1)
    expect(await settlements(combo.id)).toBe(1)
  })

  it('a ticket partly cashed out gets the rest of its stake back at a time-out', async () => {
    const p = await k.player(100n * TL)
    const a = await leg()
    const ticket = await place(p.token, [a], 10)
    const part = await k
      .http()
      .post(
        `sports/bets/${ticket.id}/cashout`,
        { offer: 1, acceptChanges: true, fraction: 0.5 },
        { token: p.token },
      )
    expect(part.statusCode, part.body).toBe(200)
    const cashedOut = BigInt(Math.round(part.json<{ data: CashoutResult }>().data.amount * 100))
    expect(await k.cash(p.id)).toBe(90n * TL + cashedOut)

    const to = await k.http().post('customer/rg/timeout', { period: '24h' }, { token: p.token })
    expect(to.json().success, to.body).toBe(true)
    // The 5 TL still on the ticket come back; the cash-out stays paid.
    await vi.waitFor(async () => expect(await k.cash(p.id)).toBe(95n * TL + cashedOut))
    expect(await ticketRow(ticket.id)).toEqual({
      status: 'void',
      reject_reason: 'self_excluded',
      payout: '500',
    })
    expect(await exposure(p.id, a.eventId)).toBe(0n)
  })

  it('a ticket with a leg already started stands', async () => {
    const p = await k.player(100n * TL)
    const [live, due, later, future] = [await leg(), await leg(), await leg(), await leg()]
    const onLive = await place(p.token, [live], 10)
    const combo = await place(p.token, [later, live], 10)
    const onDue = await place(p.token, [due], 10)
    const refunded = await place(p.token, [future], 10)
    // One match kicked off and in play; another past its kick-off before the job has moved it.
    await t.app.db
      .execute(sql`update sports_events set status = 'live', start_at = now() - interval '10 minutes'
        where id = ${live.eventId}`)
    await t.app.db.execute(sql`update sports_events set start_at = start_at - interval '2 hours'
        where id = ${due.eventId}`)
    expect(await k.cash(p.id)).toBe(60n * TL)

    const ex = await selfExclude(p.token)
    expect(ex.json().success, ex.body).toBe(true)
    await vi.waitFor(async () => expect(await k.cash(p.id)).toBe(70n * TL))
    expect(await ticketRow(refunded.id)).toMatchObject({ status: 'void', reject_reason: 'self_excluded' })
    for (const id of [onLive.id, combo.id, onDue.id])
      expect(await ticketRow(id)).toEqual({ status: 'open', reject_reason: null, payout: null })
    // The single (20 TL) and the kombine (40 TL) still count on the match in play.
    expect(await exposure(p.id, live.eventId)).toBe(60n * TL)
  })

  it('a race of the refund with a cash-out of the same ticket pays once', async () => {
    const p = await k.player(1000n * TL)
    let cashedOut = 0
    let voided = 0
    for (let i = 0; i < 12; i++) {
      const a = await leg()
      const ticket = await place(p.token, [a], 10)
      const before = await k.cash(p.id)
      const [res, n] = await Promise.all([
        k
          .http()
          .post(`sports/bets/${ticket.id}/cashout`, { offer: 1, acceptChanges: true }, { token: p.token }),
        voidOpenOf(k.deps(), p.id),
      ])
      const row = await ticketRow(ticket.id)
      const paid = (await k.cash(p.id)) - before
      if (res.statusCode === 200) {
        cashedOut++
        expect(n).toBe(0)
        expect(row.status).toBe('cashed_out')
        expect(paid).toBe(BigInt(Math.round(res.json<{ data: CashoutResult }>().data.amount * 100)))
      } else {
        voided++
        expect(res.json().code).toBe('CASHOUT_UNAVAILABLE')
        expect(n).toBe(1)
        expect(row).toEqual({ status: 'void', reject_reason: 'self_excluded', payout: '1000' })
        expect(paid).toBe(10n * TL)
      }
      expect(await settlements(ticket.id)).toBe(1)
      // Whichever came first, neither pays again.
      expect(await voidOpenOf(k.deps(), p.id)).toBe(0)
      const again = await k
        .http()
        .post(`sports/bets/${ticket.id}/cashout`, { offer: 1, acceptChanges: true }, { token: p.token })
      expect(again.statusCode).toBe(409)
      expect((await k.cash(p.id)) - before).toBe(paid)
      expect(await exposure(p.id, a.eventId)).toBe(0n)
    }
    expect(cashedOut + voided).toBe(12)
  })
})
