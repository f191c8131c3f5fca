import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { BuilderPrice, SportsTicket } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger, toMajor } from '../wallet/index.js'

/*
 * Bet builder legs on a slip (docs/sportsbook.md "Bet builder placement", "Bet builder
 * settlement"): placed at the price the builder's request quotes, refused with its codes before
 * anything is written, one leg (one match) of a combination, settled as one leg from the final
 * score, voided with a voided selection, re-settled by a correction, and never cashed out.
 */

const t = useTestApp()
const k = sportsKit(t)
const TL = 100n
const data = <T>(res: { json: <U>() => U }) => res.json<{ data: T }>().data

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

/** Home win, over 2.5 and both teams to score on a fresh match, with the builder's quoted price. */
async function homeOverBtts() {
  const eventId = await k.seedEvent()
  const sel = [
    await k.outcome(eventId, '1x2', '1'),
    await k.outcome(eventId, 'ou', 'over', { line: 2.5 }),
    await k.outcome(eventId, 'btts', 'yes'),
  ]
  const outcomeIds = sel.map((s) => s.id)
  const quoted = await k.http().post('sports/builder/price', { eventId, outcomeIds })
  expect(quoted.statusCode, quoted.body).toBe(200)
  return { eventId, sel, outcomeIds, odds: data<BuilderPrice>(quoted).odds }
}

const builderLeg = (b: { eventId: number; outcomeIds: number[] }, odds: number) => ({
  builder: { eventId: b.eventId, outcomeIds: b.outcomeIds },
  odds,
})

const place = (token: string, body: object, locale = 'tr') =>
  k
    .http()
    .post(
      'sports/bets',
      { stake: 10, placementKey: k.key(), ...body },
      { token, headers: { 'x-locale': locale } },
    )

/** What a winning stake (kuruş) pays at these odds: the product in thousandths, floored once. */
const pays = (stake: bigint, ...odds: number[]) =>
  odds.reduce((v, o) => v * BigInt(Math.round(o * 1000)), stake) / 1000n ** BigInt(odds.length)
const lira = toMajor

const ticketCount = async (playerId: number) =>
  (
    await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_tickets where player_id = ${playerId}`,
    )
  )[0]!.n

describe('bet builder legs: placement', () => {
  it('places a builder as one leg at its quoted price; the balance drops by the stake; a repeat answers the same ticket', async () => {
    const p = await k.player(100n * TL)
    const b = await homeOverBtts()
    const body = { kind: 'single', legs: [builderLeg(b, b.odds)], placementKey: 'builder-single' }
    const res = await place(p.token, body)
    expect(res.statusCode, res.body).toBe(200)
    const ticket = data<SportsTicket>(res)
    expect(ticket).toMatchObject({ kind: 'single', status: 'open', stake: 10 })
    expect(ticket.legs).toEqual([
      {
        outcomeId: b.outcomeIds[0],
        eventId: b.eventId,
        odds: b.odds,
        banker: false,
        result: 'pending',
        builder: { outcomeIds: b.outcomeIds },
      },
    ])
    expect(ticket.potentialPayout).toBe(lira(pays(10n * TL, b.odds)))
    expect(await k.cash(p.id)).toBe(90n * TL)
    // The same key and slip: the same ticket, no second stake.
    const again = await place(p.token, body)
    expect(data<SportsTicket>(again).id).toBe(ticket.id)
    expect(await k.cash(p.id)).toBe(90n * TL)
    // My Bets lists it with its selections.
    const mine = data<{ items: SportsTicket[] }>(await k.http().post('sports/mybets', {}, { token: p.token }))
    expect(mine.items[0]!.legs[0]!.builder).toEqual({ outcomeIds: b.outcomeIds })
  })

  it('applies the odds-change policy to the builder price: refused when moved, taken with "any" or "higher"', async () => {
    const p = await k.player(100n * TL)
    const b = await homeOverBtts()
    const stale = b.odds + 0.5
    const moved = await place(p.token, { kind: 'single', legs: [builderLeg(b, stale)] })
    expect(moved.statusCode).toBe(409)
    expect(moved.json()).toMatchObject({
      code: 'ODDS_CHANGED',
      data: { legs: [{ outcomeId: b.outcomeIds[0], odds: b.odds }] },
    })
    expect(await ticketCount(p.id)).toBe(0)
    expect(await k.cash(p.id)).toBe(100n * TL)
    // A lower price asked, "higher" takes the better current one; "any" takes whatever it is.
    const lower = b.odds - 0.2
    const higher = await place(p.token, {
      kind: 'single',
      legs: [builderLeg(b, lower)],
      oddsChange: 'higher',
    })
    expect(higher.statusCode, higher.body).toBe(200)
    expect(data<SportsTicket>(higher).legs[0]!.odds).toBe(b.odds)
    const any = await place(p.token, { kind: 'single', legs: [builderLeg(b, stale)], oddsChange: 'any' })
    expect(data<SportsTicket>(any).legs[0]!.odds).toBe(b.odds)
    expect(await k.cash(p.id)).toBe(80n * TL)
  })

  it('refuses impossible, same-market and unsupported builders in the player’s language, nothing written', async () => {
    const p = await k.player(100n * TL)
    const eventId = await k.seedEvent()
    const cs = await k.outcome(eventId, 'cs', '2-0')
    const btts = await k.outcome(eventId, 'btts', 'yes')
    const under = await k.outcome(eventId, 'ou', 'under', { line: 2.5 })
    const over = await k.outcome(eventId, 'ou', 'over', { line: 2.5 })
    const ah = await k.outcome(eventId, 'ah', 'home')
    const leg = (ids: number[]) => ({ kind: 'single', legs: [builderLeg({ eventId, outcomeIds: ids }, 5)] })

    const impossible = await place(p.token, leg([cs.id, btts.id]))
    expect(impossible.statusCode).toBe(400)
    expect(impossible.json()).toMatchObject({ code: 'BUILDER_IMPOSSIBLE' })
    expect(impossible.json().message).toContain('birlikte gerçekleşemez')
    expect((await place(p.token, leg([cs.id, btts.id]), 'en')).json().message).toContain('cannot all happen')
    expect((await place(p.token, leg([under.id, over.id]))).json().code).toBe('BUILDER_SAME_MARKET')
    expect((await place(p.token, leg([btts.id, ah.id]))).json().code).toBe('BUILDER_UNSUPPORTED')
    // One selection is not a builder; an outcome twice on the slip is refused by the schema.
    expect((await place(p.token, leg([btts.id]))).statusCode).toBe(400)
    const twice = await place(p.token, {
      kind: 'combo',
      legs: [
        builderLeg({ eventId, outcomeIds: [btts.id, under.id] }, 5),
        { outcomeId: btts.id, odds: btts.odds },
      ],
    })
    expect(twice.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    // A selection of another match inside the builder: unknown to this match.
    const other = await k.seedEvent()
    const elsewhere = await k.outcome(other, '1x2', '1')
    expect((await place(p.token, leg([btts.id, elsewhere.id]))).statusCode).toBe(404)
    // A match already started.
    await t.app.db.execute(sql`update sports_events set status = 'live' where id = ${eventId}`)
    expect((await place(p.token, leg([btts.id, under.id]))).json().code).toBe('EVENT_STARTED')
    expect(await ticketCount(p.id)).toBe(0)
    expect(await k.cash(p.id)).toBe(100n * TL)
  })

  it('sits in a combination with other matches as one match: MBS counts it once; a second leg of its match is refused', async () => {
    const p = await k.player(100n * TL)
    const b = await homeOverBtts()
    // Every selection of the builder asks for two matches on the slip.
    await t.app.db.execute(sql`update sports_markets set mbs = 2 where event_id = ${b.eventId}`)
    const otherEvent = await k.seedEvent()
    const other = await k.outcome(otherEvent, '1x2', 'X', { odds: 3.2 })
    await t.app.db.execute(sql`update sports_markets set mbs = 1 where id = ${other.marketId}`)

    const alone = await place(p.token, { kind: 'single', legs: [builderLeg(b, b.odds)] })
    expect(alone.json()).toMatchObject({ code: 'MBS_NOT_MET', data: { mbs: 2 } })
    const sameMatch = await place(p.token, {
      kind: 'combo',
      legs: [builderLeg(b, b.odds), { outcomeId: (await k.outcome(b.eventId, 'dc', '1X')).id, odds: 1.3 }],
    })
    expect(sameMatch.json().code).toBe('COMBO_SAME_EVENT')

    const combo = await place(p.token, {
      kind: 'combo',
      legs: [builderLeg(b, b.odds), { outcomeId: other.id, odds: other.odds }],
    })
    expect(combo.statusCode, combo.body).toBe(200)
    const ticket = data<SportsTicket>(combo)
    expect(ticket.legs.map((l) => [l.eventId, l.odds, l.builder?.outcomeIds ?? null])).toEqual([
      [b.eventId, b.odds, b.outcomeIds],
      [otherEvent, 3.2, null],
    ])
    expect(ticket.potentialPayout).toBe(lira(pays(10n * TL, b.odds, 3.2)))
    expect(await k.cash(p.id)).toBe(90n * TL)
    // Counted against its event: the per-event sums hold the ticket on both matches.
    const held = await rows<{ event_id: number }>(
      t.app,
      sql`select event_id from sports_player_events where player_id = ${p.id} order by event_id`,
    )
    expect(held.map((r) => Number(r.event_id)).sort()).toEqual([b.eventId, otherEvent].sort())
  })

  it('has no cash-out offer', async () => {
    const p = await k.player(100n * TL)
    const b = await homeOverBtts()
    const ticket = data<SportsTicket>(await place(p.token, { kind: 'single', legs: [builderLeg(b, b.odds)] }))
    const quote = await k.http().get(`sports/bets/${ticket.id}/cashout`, { token: p.token })
    expect(data<{ available: boolean; reason: string }>(quote)).toMatchObject({
      available: false,
      reason: 'builder',
    })
  })
})

describe('bet builder legs: settlement', () => {
  it('wins when every selection wins, loses on one lost, inside a combination too; a correction re-settles it', async () => {
    const p = await k.player(100n * TL)
    const b = await homeOverBtts()
    const otherEvent = await k.seedEvent()
    const other = await k.outcome(otherEvent, '1x2', '1', { odds: 2 })
    await t.app.db.execute(
      sql`update sports_markets set mbs = 1 where event_id in (${b.eventId}, ${otherEvent})`,
    )
    const single = data<SportsTicket>(await place(p.token, { kind: 'single', legs: [builderLeg(b, b.odds)] }))
    const combo = data<SportsTicket>(
      await place(p.token, {
        kind: 'combo',
        legs: [builderLeg(b, b.odds), { outcomeId: other.id, odds: 2 }],
      }),
    )
    expect(await k.cash(p.id)).toBe(80n * TL)
    const ticket = async (id: number) =>
      data<SportsTicket>(await k.http().get(`sports/bets/${id}`, { token: p.token }))

    // 3–1: home win, over 2.5, both scored. The other match is still to play.
    await k.finish(b.eventId, { home: 3, away: 1, htHome: 1, htAway: 0 })
    const won = pays(10n * TL, b.odds)
    expect(await ticket(single.id)).toMatchObject({
      status: 'won',
      payout: lira(won),
      legs: [{ result: 'won' }],
    })
    expect(await ticket(combo.id)).toMatchObject({
      status: 'open',
      legs: [{ result: 'won' }, { result: 'pending' }],
    })
    await k.finish(otherEvent, { home: 1, away: 0, htHome: 0, htAway: 0 })
    const wonCombo = pays(10n * TL, b.odds, 2)
    expect(await ticket(combo.id)).toMatchObject({ status: 'won', payout: lira(wonCombo) })
    expect(await k.cash(p.id)).toBe(80n * TL + won + wonCombo)

    // A corrected result, 1–0: under 2.5 and the away side never scored, the builder lost; both
    // tickets give their winnings back.
    const [a, c] = [await k.player(0n, 'trader'), await k.player(0n, 'trader')]
    const corrected = await k.correct(b.eventId, { home: 1, away: 0, htHome: 1, htAway: 0 }, a, c)
    expect(corrected.statusCode, corrected.body).toBe(200)
    expect(await ticket(single.id)).toMatchObject({ status: 'lost', payout: 0, legs: [{ result: 'lost' }] })
    expect(await ticket(combo.id)).toMatchObject({ status: 'lost', payout: 0 })
    expect(await k.cash(p.id)).toBe(80n * TL)
  })

  it('voids the whole leg when a selection’s market is voided and none lost; a lost one still loses it', async () => {
    const p = await k.player(100n * TL)
    const b = await homeOverBtts()
    await t.app.db.execute(sql`update sports_markets set mbs = 1 where event_id = ${b.eventId}`)
    const single = data<SportsTicket>(await place(p.token, { kind: 'single', legs: [builderLeg(b, b.odds)] }))
    const admin = await k.player(0n, 'trader')
    const voided = await k
      .http()
      .post(`backoffice/sports/markets/${b.sel[2]!.marketId}/void`, {}, { token: admin.token })
    expect(voided.statusCode, voided.body).toBe(200)
    // Voided before the whistle: the other selections still pending, the leg waits.
    const ticket = async () =>
      data<SportsTicket>(await k.http().get(`sports/bets/${single.id}`, { token: p.token }))
    expect(await ticket()).toMatchObject({ status: 'open', legs: [{ result: 'pending' }] })
    await k.finish(b.eventId, { home: 2, away: 1, htHome: 1, htAway: 1 })
    expect(await ticket()).toMatchObject({ status: 'void', payout: 10, legs: [{ result: 'void' }] })
    expect(await k.cash(p.id)).toBe(100n * TL)

    // Voided as well, but the home side lost: the builder lost.
    const b2 = await homeOverBtts()
    await t.app.db.execute(sql`update sports_markets set mbs = 1 where event_id = ${b2.eventId}`)
    const lost = data<SportsTicket>(await place(p.token, { kind: 'single', legs: [builderLeg(b2, b2.odds)] }))
    await k.http().post(`backoffice/sports/markets/${b2.sel[2]!.marketId}/void`, {}, { token: admin.token })
    await k.finish(b2.eventId, { home: 1, away: 2, htHome: 0, htAway: 1 })
    const after = data<SportsTicket>(await k.http().get(`sports/bets/${lost.id}`, { token: p.token }))
    expect(after).toMatchObject({ status: 'lost', payout: 0, legs: [{ result: 'lost' }] })
    expect(await k.cash(p.id)).toBe(90n * TL)
  })
})
