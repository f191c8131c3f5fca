import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { BonusCampaign, CashoutQuote, SportsFreebet, SportsTicket } from '@galata/contract'
import { sportsFreebets } from '../../db/schema/index.js'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger, getBalances } from '../wallet/index.js'
import { settleTickets } from './settlement.js'

/*
 * Sports promotions (docs/sportsbook.md "Sports promotions"): a freebet pays only the winnings
 * beyond its stake and never touches the player's cash; a void gives it back; the kombine boost is
 * paid once per result and follows a correction; a kombine lost by one leg is refunded once as a
 * freebet. The ledger checker passes after every test.
 */

const t = useTestApp()
const k = sportsKit(t)
const TL = 100n
const DAY = 86_400_000
const HOME = { home: 1, away: 0, htHome: 0, htAway: 0 }
const AWAY = { home: 0, away: 1, htHome: 0, htAway: 0 }

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const data = <T>(res: { json: <U>() => U }) => res.json<{ data: T }>().data
const code = (res: { json: <U>() => U }) => res.json<{ code: string }>().code

async function freebet(playerId: number, amount = 10n * TL, minOdds = 1500, expiresIn = 7 * DAY) {
  const [row] = await t.app.db
    .insert(sportsFreebets)
    .values({
      playerId,
      amount,
      minOddsMilli: minOdds,
      expiresAt: new Date(t.app.clock.now() + expiresIn),
      status: 'available',
      source: 'campaign',
      sourceKey: `test:${playerId}:${randomUUID()}`,
      createdAt: new Date(t.app.clock.now()),
    })
    .returning({ id: sportsFreebets.id })
  return row!.id
}

/** A home win at `odds` on a fresh event (MBS 1, so kombines of any size take it). */
async function homeWin(odds = 2) {
  const eventId = await k.seedEvent()
  await t.app.db.execute(sql`update sports_markets set mbs = 1 where event_id = ${eventId}`)
  const o = await k.outcome(eventId, '1x2', '1', { odds })
  return { eventId, leg: { outcomeId: o.id, odds } }
}

const place = (token: string, slip: object) =>
  k.http().post('sports/bets', { placementKey: k.key(), ...slip }, { token })

const freebets = async (token: string) =>
  data<SportsFreebet[]>(await k.http().get('sports/freebets', { token }))
const ticketOf = async (token: string, id: number) =>
  data<SportsTicket>(await k.http().get(`sports/bets/${id}`, { token }))

async function setCampaign(code: string, set: { enabled: boolean; minLegs: number }) {
  await t.app.db.execute(
    sql`update bonus_campaigns set enabled = ${set.enabled}, min_legs = ${set.minLegs} where code = ${code}`,
  )
}

describe('freebets', () => {
  it('a won freebet single pays only the winnings beyond the stake; the player’s cash is never debited', async () => {
    const p = await k.player(0n)
    const id = await freebet(p.id)
    expect(await freebets(p.token)).toMatchObject([{ id, amount: 10, minOdds: 1.5, source: 'campaign' }])
    const { eventId, leg } = await homeWin(2)
    const placed = await place(p.token, { kind: 'single', legs: [leg], stake: 10, freebetId: id })
    expect(placed.statusCode, placed.body).toBe(200)
    const ticket = data<SportsTicket>(placed)
    expect(ticket).toMatchObject({ status: 'open', stake: 10, freebet: true, freebetPays: 10 })
    expect((await ticketOf(p.token, ticket.id)).freebetPays).toBe(10)
    expect(await k.cash(p.id)).toBe(0n)
    expect(await freebets(p.token)).toEqual([])
    // No cash-out on a freebet ticket.
    const quote = data<CashoutQuote>(
      await k.http().get(`sports/bets/${ticket.id}/cashout`, { token: p.token }),
    )
    expect(quote).toMatchObject({ available: false, reason: 'freebet' })
    await k.finish(eventId, HOME)
    expect(await ticketOf(p.token, ticket.id)).toMatchObject({
      status: 'won',
      payout: 20,
      freebet: true,
      freebetPays: 10,
    })
    expect(await k.cash(p.id)).toBe(10n * TL)
    // Settled again: nothing more.
    await settleTickets(k.deps(), [ticket.id])
    expect(await k.cash(p.id)).toBe(10n * TL)
    // The stake went from the house into the book, booked under the freebet.
    const [booked] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`freebet-stake:${id}`}`,
    )
    expect(booked!.n).toBe(1)
  })

  it('a lost freebet ticket costs the player nothing; a void one gives the freebet back', async () => {
    const p = await k.player(5n * TL)
    const lost = await homeWin(2)
    const a = await place(p.token, {
      kind: 'single',
      legs: [lost.leg],
      stake: 10,
      freebetId: await freebet(p.id),
    })
    expect(a.statusCode, a.body).toBe(200)
    await k.finish(lost.eventId, AWAY)
    expect(await ticketOf(p.token, data<SportsTicket>(a).id)).toMatchObject({ status: 'lost', payout: 0 })
    expect(await k.cash(p.id)).toBe(5n * TL)

    const voided = await homeWin(2)
    const b = await place(p.token, {
      kind: 'single',
      legs: [voided.leg],
      stake: 10,
      freebetId: await freebet(p.id),
    })
    expect(b.statusCode, b.body).toBe(200)
    const trader = await k.player(0n, 'trader')
    const res = await k
      .http()
      .post(`backoffice/sports/events/${voided.eventId}/void`, {}, { token: trader.token })
    expect(res.statusCode, res.body).toBe(200)
    expect(await ticketOf(p.token, data<SportsTicket>(b).id)).toMatchObject({ status: 'void' })
    expect(await k.cash(p.id)).toBe(5n * TL)
    const back = await freebets(p.token)
    expect(back).toMatchObject([{ amount: 10, minOdds: 1.5, source: 'void' }])
    // Given back once: settling the void ticket again adds no second freebet.
    await settleTickets(k.deps(), [data<SportsTicket>(b).id])
    expect(await freebets(p.token)).toHaveLength(1)
  })

  it('refuses an expired, too-low-priced, wrong-stake, another player’s or used freebet, writing nothing', async () => {
    const p = await k.player(100n * TL)
    const other = await k.player(0n)
    const { leg } = await homeWin(2)
    const low = await homeWin(1.2)
    const expect409 = async (slip: object, want: string, status: number) => {
      const res = await place(p.token, { kind: 'single', stake: 10, ...slip })
      expect(res.statusCode, res.body).toBe(status)
      expect(code(res)).toBe(want)
    }
    await expect409(
      { legs: [leg], freebetId: await freebet(p.id, 10n * TL, 1500, -1000) },
      'FREEBET_EXPIRED',
      409,
    )
    await expect409({ legs: [low.leg], freebetId: await freebet(p.id) }, 'FREEBET_MIN_ODDS', 400)
    await expect409({ legs: [leg], stake: 5, freebetId: await freebet(p.id) }, 'FREEBET_STAKE', 400)
    await expect409({ legs: [leg], freebetId: await freebet(other.id) }, 'FREEBET_UNAVAILABLE', 404)
    const used = await freebet(p.id)
    expect(
      (await place(p.token, { kind: 'single', stake: 10, legs: [leg], freebetId: used })).statusCode,
    ).toBe(200)
    await expect409({ legs: [leg], freebetId: used }, 'FREEBET_USED', 409)
    // A system bet cannot take a freebet (the contract refuses it).
    const sys = await place(p.token, {
      kind: 'system',
      systemSizes: [1],
      stake: 10,
      legs: [leg],
      freebetId: used,
    })
    expect(sys.statusCode).toBe(400)
    // Nothing of the refusals was written: one ticket, the cash untouched.
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_tickets where player_id = ${p.id}`,
    )
    expect(n!.n).toBe(1)
    expect(await k.cash(p.id)).toBe(100n * TL)
  })

  it('the same freebet used by two parallel placements: exactly one ticket', async () => {
    const p = await k.player(0n)
    const id = await freebet(p.id)
    const a = await homeWin(2)
    const b = await homeWin(2)
    const answers = await Promise.all([
      place(p.token, { kind: 'single', legs: [a.leg], stake: 10, freebetId: id }),
      place(p.token, { kind: 'single', legs: [b.leg], stake: 10, freebetId: id }),
      place(p.token, { kind: 'combo', legs: [a.leg, b.leg], stake: 10, freebetId: id }),
    ])
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(code(r)).toBe('FREEBET_USED')
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_tickets where player_id = ${p.id}`,
    )
    expect(n!.n).toBe(1)
    expect(await k.cash(p.id)).toBe(0n)
  })
})

describe('sports campaigns', () => {
  it('lists the freebet with its terms worded in both languages; the boost and refund apply by themselves', async () => {
    const p = await k.player(0n)
    await setCampaign('kombine_boost', { enabled: true, minLegs: 4 })
    try {
      const list = async (lang: string) =>
        data<BonusCampaign[]>(
          await k.http().get('bonus/campaigns', { token: p.token, headers: { 'x-locale': lang } }),
        )
      const tr = await list('tr')
      const fb = tr.find((c) => c.code === 'sports_freebet')!
      expect(fb).toMatchObject({ kind: 'sports_freebet', state: 'not_eligible', minOdds: 1.5 })
      expect(fb.rules!.join('\n')).toContain('Kuponun toplam oranı en az 1,50 olmalı')
      const boost = tr.find((c) => c.code === 'kombine_boost')!
      expect(boost).toMatchObject({ state: 'automatic', minLegs: 4 })
      const en = await list('en')
      expect(en.find((c) => c.code === 'kombine_boost')!.rules!.join('\n')).toContain(
        'at least 4 matches, each at odds of at least 1.30',
      )
      // Not claimable: no deposit yet; the boost is never claimed.
      const claim = await k.http().post('bonus/claim', { campaignId: boost.id }, { token: p.token })
      expect(code(claim)).toBe('BONUS_UNAVAILABLE')
    } finally {
      await setCampaign('kombine_boost', { enabled: false, minLegs: 4 })
    }
  })

  it('pays the kombine boost once as its own posting, and a correction takes it back or pays it again', async () => {
    const p = await k.player(100n * TL)
    await setCampaign('kombine_boost', { enabled: true, minLegs: 2 })
    try {
      const a = await homeWin(2)
      const b = await homeWin(2)
      const placed = await place(p.token, { kind: 'combo', legs: [a.leg, b.leg], stake: 10 })
      expect(placed.statusCode, placed.body).toBe(200)
      const id = data<SportsTicket>(placed).id
      await k.finish(a.eventId, HOME)
      await k.finish(b.eventId, HOME)
      // 10 TL at 4.00 pays 40; the boost is 10 % of the 30 won beyond the stake: 3 TL.
      expect(await ticketOf(p.token, id)).toMatchObject({ status: 'won', payout: 40, boost: 3 })
      expect(await k.cash(p.id)).toBe(133n * TL)
      await settleTickets(k.deps(), [id])
      expect(await k.cash(p.id)).toBe(133n * TL)
      const boosts = async () =>
        rows<{ key: string; kind: string }>(
          t.app,
          sql`select idempotency_key as key, kind from ledger_transactions
               where idempotency_key like ${`kombine-boost:${id}:%`} order by id`,
        )
      expect(await boosts()).toMatchObject([{ kind: 'bonus_grant' }])

      const [x, y] = [await k.player(0n, 'trader'), await k.player(0n, 'trader')]
      const lost = await k.correct(b.eventId, AWAY, x, y)
      expect(lost.statusCode, lost.body).toBe(200)
      expect(await ticketOf(p.token, id)).toMatchObject({ status: 'lost', payout: 0 })
      expect((await ticketOf(p.token, id)).boost).toBeUndefined()
      expect(await k.cash(p.id)).toBe(90n * TL)
      const won = await k.correct(b.eventId, HOME, x, y)
      expect(won.statusCode, won.body).toBe(200)
      expect(await ticketOf(p.token, id)).toMatchObject({ status: 'won', payout: 40, boost: 3 })
      expect(await k.cash(p.id)).toBe(133n * TL)
      expect((await boosts()).map((r) => r.kind)).toEqual(['bonus_grant', 'bonus_forfeit', 'bonus_grant'])
    } finally {
      await setCampaign('kombine_boost', { enabled: false, minLegs: 4 })
    }
  })

  it('refunds a kombine lost by one leg as a freebet, once', async () => {
    const p = await k.player(100n * TL)
    await setCampaign('kupon_iadesi', { enabled: true, minLegs: 2 })
    try {
      const a = await homeWin(2)
      const b = await homeWin(2)
      const placed = await place(p.token, { kind: 'combo', legs: [a.leg, b.leg], stake: 10 })
      expect(placed.statusCode, placed.body).toBe(200)
      const id = data<SportsTicket>(placed).id
      await k.finish(a.eventId, HOME)
      await k.finish(b.eventId, AWAY)
      expect(await ticketOf(p.token, id)).toMatchObject({ status: 'lost' })
      expect(await freebets(p.token)).toMatchObject([{ amount: 10, source: 'refund' }])
      await settleTickets(k.deps(), [id])
      expect(await freebets(p.token)).toHaveLength(1)
      expect((await getBalances(t.app.db, p.id)).cash).toBe(90n * TL)
    } finally {
      await setCampaign('kupon_iadesi', { enabled: false, minLegs: 5 })
    }
  })
})
