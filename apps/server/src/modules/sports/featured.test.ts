import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { MINUTE_MS } from '@galata/game-math/sports/index'
import type { SportsFeatured, SportsTicket, StaffBoost, StaffReadyCoupon } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { forgetFeatured } from './featured.js'

/*
 * What the sportsbook shows before the player searches (docs/sportsbook.md "Featured, boosts and
 * ready coupons"): Günün Maçları, Popüler Bahisler from the last hour's tickets, boosted prices with
 * their own rules at placement (live window, stake per bet, liability cap), and ready coupons.
 */

const t = useTestApp()
const k = sportsKit(t)

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

type Answer<T> = { code?: string; data: T }

async function featured(): Promise<SportsFeatured> {
  // The answer is kept a few seconds per instance; each check reads the tables again.
  forgetFeatured(t.app.db)
  const res = await k.http().get('sports/featured')
  expect(res.statusCode).toBe(200)
  return res.json<Answer<SportsFeatured>>().data
}

async function bet(
  token: string,
  legs: Array<{ id: number; odds: number }>,
  stake: number,
  extra: Record<string, unknown> = {},
) {
  const res = await k.http().post(
    'sports/bets',
    {
      kind: legs.length > 1 ? 'combo' : 'single',
      legs: legs.map((l) => ({ outcomeId: l.id, odds: l.odds })),
      stake,
      placementKey: k.key(),
      ...extra,
    },
    { token },
  )
  return { status: res.statusCode, body: res.json<Answer<SportsTicket & { maxStake?: number }>>() }
}

const TL = 100n
const inHours = (h: number) => new Date(t.clock.now() + h * 3_600_000).toISOString()

async function boost(token: string, body: Record<string, unknown>) {
  const res = await k.http().post('backoffice/sports/boosts', body, { token })
  return { status: res.statusCode, body: res.json<Answer<StaffBoost>>() }
}

describe('boosted odds (Oran Artırımı)', () => {
  it('a trader boosts a price; players see old and new, and a bet at it is paid at the boost', async () => {
    const trader = await k.player(0n, 'trader')
    const eventId = await k.seedEvent({ startInMinutes: 600 })
    const home = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    const made = await boost(trader.token, {
      outcomeId: home.id,
      odds: 2.5,
      endsAt: inHours(2),
      maxStake: 50,
      liabilityCap: 10_000,
    })
    expect(made.status).toBe(200)
    expect(made.body.data).toMatchObject({ odds: 2.5, was: 2, state: 'live', maxStake: 50, bets: 0 })
    const [audit] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log where action = 'sports.boost.create' and actor_id = ${String(trader.id)}`,
    )
    expect(audit!.n).toBe(1)

    const shown = (await featured()).boosts
    expect(shown).toEqual([
      expect.objectContaining({ id: made.body.data.id, outcomeId: home.id, odds: 2.5, was: 2, maxStake: 50 }),
    ])

    const p = await k.player(1_000n * TL)
    const placed = await bet(p.token, [{ id: home.id, odds: 2.5 }], 40, { boostId: made.body.data.id })
    expect(placed.status).toBe(200)
    expect(placed.body.data.legs[0]!.odds).toBe(2.5)
    expect(placed.body.data.potentialPayout).toBe(100)
    expect(await k.cash(p.id)).toBe(960n * TL)

    // Without the boost the same price is the book's no longer: the odds-change policy refuses it.
    expect((await bet(p.token, [{ id: home.id, odds: 2.5 }], 10)).body.code).toBe('ODDS_CHANGED')

    // The match ends 1–0: the ticket pays 40 × 2.50.
    await k.finish(eventId, { home: 1, away: 0, htHome: 0, htAway: 0 })
    expect(await k.cash(p.id)).toBe(1_060n * TL)
    const listed = await k.http().get('backoffice/sports/featured', { token: trader.token })
    expect(listed.json<Answer<{ boosts: StaffBoost[] }>>().data.boosts[0]).toMatchObject({
      bets: 1,
      liability: 0,
    })
  })

  it('refuses a stake above the boost’s maximum, with the maximum, and writes nothing', async () => {
    const trader = await k.player(0n, 'trader')
    const home = await k.outcome(await k.seedEvent({ startInMinutes: 600 }), '1x2', '1', { odds: 2 })
    const { body } = await boost(trader.token, {
      outcomeId: home.id,
      odds: 2.2,
      endsAt: inHours(1),
      maxStake: 25,
      liabilityCap: 10_000,
    })
    const p = await k.player(100n * TL)
    const over = await bet(p.token, [{ id: home.id, odds: 2.2 }], 25.01, { boostId: body.data.id })
    expect(over.status).toBe(400)
    expect(over.body).toMatchObject({ code: 'BOOST_MAX_STAKE', data: { maxStake: 25 } })
    expect(await k.cash(p.id)).toBe(100n * TL)
    expect((await bet(p.token, [{ id: home.id, odds: 2.2 }], 25, { boostId: body.data.id })).status).toBe(200)
  })

  it('takes no bet before its start, after its end, or once the operator ended it', async () => {
    const trader = await k.player(0n, 'trader')
    const eventId = await k.seedEvent({ startInMinutes: 24 * 60 })
    const [home, away, draw] = [
      await k.outcome(eventId, '1x2', '1', { odds: 2 }),
      await k.outcome(eventId, '1x2', '2', { odds: 3 }),
      await k.outcome(eventId, '1x2', 'X', { odds: 3.2 }),
    ]
    const base = { maxStake: 100, liabilityCap: 10_000 }
    const later = (
      await boost(trader.token, {
        ...base,
        outcomeId: home.id,
        odds: 2.3,
        startsAt: inHours(1),
        endsAt: inHours(2),
      })
    ).body.data
    expect(later.state).toBe('scheduled')
    const short = (
      await boost(trader.token, { ...base, outcomeId: away.id, odds: 3.5, endsAt: inHours(0.5) })
    ).body.data
    const ended = (await boost(trader.token, { ...base, outcomeId: draw.id, odds: 3.6, endsAt: inHours(3) }))
      .body.data
    const end = await k.http().post(`backoffice/sports/boosts/${ended.id}/end`, {}, { token: trader.token })
    expect(end.json<Answer<StaffBoost>>().data.state).toBe('ended')
    // Neither the one not started nor the ended one is shown; the short one is.
    const mine = (list: { id: number }[]) =>
      list.map((b) => b.id).filter((id) => [later.id, short.id, ended.id].includes(id))
    expect(mine((await featured()).boosts)).toEqual([short.id])

    const p = await k.player(100n * TL)
    const tryBet = (o: { id: number }, odds: number, boostId: number) =>
      bet(p.token, [{ id: o.id, odds }], 10, { boostId })
    expect((await tryBet(home, 2.3, later.id)).body.code).toBe('BOOST_NOT_LIVE')
    expect((await tryBet(draw, 3.6, ended.id)).body.code).toBe('BOOST_NOT_LIVE')
    // A boost of another selection is not this one's.
    expect((await tryBet(home, 3.5, short.id)).status).toBe(404)
    t.clock.advance(31 * MINUTE_MS)
    const again = await p.login()
    const late = await bet(again, [{ id: away.id, odds: 3.5 }], 10, { boostId: short.id })
    expect(late).toMatchObject({ status: 409, body: { code: 'BOOST_NOT_LIVE' } })
    expect(await k.cash(p.id)).toBe(100n * TL)
    expect(mine((await featured()).boosts)).toEqual([])
  })

  it('stops at its liability cap: its open tickets’ potential payouts together', async () => {
    const trader = await k.player(0n, 'trader')
    const home = await k.outcome(await k.seedEvent({ startInMinutes: 600 }), '1x2', '1', { odds: 2 })
    const { body } = await boost(trader.token, {
      outcomeId: home.id,
      odds: 3,
      endsAt: inHours(1),
      maxStake: 50,
      liabilityCap: 100,
    })
    const [a, b] = [await k.player(100n * TL), await k.player(100n * TL)]
    const at = (p: { token: string }, stake: number) =>
      bet(p.token, [{ id: home.id, odds: 3 }], stake, { boostId: body.data.id })
    expect((await at(a, 20)).status).toBe(200) // 60 of 100
    const refused = await at(b, 20) // 120
    expect(refused).toMatchObject({ status: 400, body: { code: 'BOOST_LIABILITY' } })
    expect(await k.cash(b.id)).toBe(100n * TL)
    expect((await at(b, 13.33)).status).toBe(200) // 99.99
    // Racing bets never take it past its cap together (the boost row is locked per bet).
    const racers = await Promise.all([1, 2, 3].map(() => k.player(100n * TL)))
    const answers = await Promise.all(racers.map((p) => at(p, 0.01)))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(0)
  })

  it('is made only by trading staff, for an open selection, above the book’s price, one at a time', async () => {
    const trader = await k.player(0n, 'trader')
    const p = await k.player(0n)
    const home = await k.outcome(await k.seedEvent({ startInMinutes: 600 }), '1x2', '1', { odds: 2 })
    const body = { outcomeId: home.id, odds: 2.4, endsAt: inHours(1), maxStake: 10, liabilityCap: 1000 }
    expect((await boost(p.token, body)).status).toBe(401)
    const low = await boost(trader.token, { ...body, odds: 2 })
    expect(low).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
    expect((await boost(trader.token, { ...body, endsAt: inHours(-1) })).body.code).toBe('VALIDATION_FAILED')
    expect((await boost(trader.token, body)).status).toBe(200)
    expect((await boost(trader.token, body)).status).toBe(409)
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_boosts where outcome_id = ${home.id}`,
    )
    expect(n!.n).toBe(1)
  })

  it('is refused on a combination (a boost is a single’s price)', async () => {
    const res = await k.http().post(
      'sports/bets',
      {
        kind: 'combo',
        legs: [
          { outcomeId: 1, odds: 2 },
          { outcomeId: 2, odds: 2 },
        ],
        stake: 10,
        placementKey: k.key(),
        boostId: 1,
      },
      { token: (await k.player(100n * TL)).token },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json<{ code: string }>().code).toBe('VALIDATION_FAILED')
  })
})

describe('boosted bet builder combinations', () => {
  /** Home win, over 2.5 and both teams to score on a fresh match, and the builder's price now. */
  async function combination() {
    const eventId = await k.seedEvent({ startInMinutes: 600 })
    const outcomeIds = [
      (await k.outcome(eventId, 'btts', 'yes')).id,
      (await k.outcome(eventId, '1x2', '1')).id,
      (await k.outcome(eventId, 'ou', 'over', { line: 2.5 })).id,
    ]
    const quoted = await k.http().post('sports/builder/price', { eventId, outcomeIds })
    expect(quoted.statusCode, quoted.body).toBe(200)
    return { eventId, outcomeIds, price: quoted.json<Answer<{ odds: number }>>().data.odds }
  }
  const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y)
  const above = (odds: number, by: number) => Math.round((odds + by) * 100) / 100

  const builderBet = (
    token: string,
    c: { eventId: number; outcomeIds: number[] },
    odds: number,
    stake: number,
    boostId: number,
  ) =>
    k
      .http()
      .post(
        'sports/bets',
        {
          kind: 'single',
          legs: [{ builder: { eventId: c.eventId, outcomeIds: c.outcomeIds }, odds }],
          stake,
          placementKey: k.key(),
          boostId,
        },
        { token },
      )
      .then((res) => ({ status: res.statusCode, body: res.json<Answer<SportsTicket>>() }))

  it('a trader boosts a combination; players see it at the builder’s price and the boost, and it pays at the boost', async () => {
    const trader = await k.player(0n, 'trader')
    const c = await combination()
    const odds = above(c.price, 1.5)
    const made = await boost(trader.token, {
      builder: { eventId: c.eventId, outcomeIds: c.outcomeIds },
      odds,
      endsAt: inHours(2),
      maxStake: 50,
      liabilityCap: 10_000,
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    expect(made.body.data).toMatchObject({
      odds,
      was: c.price,
      state: 'live',
      outcomeId: sorted(c.outcomeIds)[0],
      eventId: c.eventId,
      market: 'Maç Kombini',
      builder: { outcomeIds: sorted(c.outcomeIds) },
    })

    const shown = (await featured()).boosts.find((b) => b.id === made.body.data.id)!
    expect(shown).toMatchObject({ odds, was: c.price, market: 'Maç Kombini' })
    expect(shown.builder!.outcomeIds).toEqual(sorted(c.outcomeIds))
    expect(shown.builder!.names).toHaveLength(3)
    // The English answer names the builder in English.
    forgetFeatured(t.app.db)
    const en = await k.http().get('sports/featured', { headers: { 'x-locale': 'en' } })
    expect(
      en.json<Answer<SportsFeatured>>().data.boosts.find((b) => b.id === made.body.data.id)!.market,
    ).toBe('Bet Builder')

    // The slip's order of the selections does not matter: the boost is keyed by the sorted ids.
    const p = await k.player(1_000n * TL)
    const placed = await builderBet(p.token, c, odds, 40, made.body.data.id)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect(placed.body.data.legs[0]).toMatchObject({ odds, builder: { outcomeIds: c.outcomeIds } })
    expect(await k.cash(p.id)).toBe(960n * TL)
    // Without the boost the builder's price stands: the boosted price is refused as moved.
    const plain = await k.http().post(
      'sports/bets',
      {
        kind: 'single',
        legs: [{ builder: { eventId: c.eventId, outcomeIds: c.outcomeIds }, odds }],
        stake: 10,
        placementKey: k.key(),
      },
      { token: p.token },
    )
    expect(plain.json<Answer<unknown>>().code).toBe('ODDS_CHANGED')

    // 3–1 with the home side ahead: home win, over 2.5 and both scoring; 40 at the boost.
    await k.finish(c.eventId, { home: 3, away: 1, htHome: 1, htAway: 0 })
    const paid = (40n * TL * BigInt(Math.round(odds * 1000))) / 1000n
    expect(await k.cash(p.id)).toBe(960n * TL + paid)
    const listed = await k.http().get('backoffice/sports/featured', { token: trader.token })
    expect(listed.json<Answer<{ boosts: StaffBoost[] }>>().data.boosts[0]).toMatchObject({
      id: made.body.data.id,
      bets: 1,
      liability: 0,
    })
  })

  it('keeps the boost rules: not live, the stake per bet, the liability cap; another combination is not this one', async () => {
    const trader = await k.player(0n, 'trader')
    const c = await combination()
    const odds = above(c.price, 1)
    const made = (
      await boost(trader.token, {
        builder: { eventId: c.eventId, outcomeIds: c.outcomeIds },
        odds,
        endsAt: inHours(1),
        maxStake: 20,
        liabilityCap: Math.floor(odds * 30),
      })
    ).body.data
    const p = await k.player(100n * TL)
    const over = await builderBet(p.token, c, odds, 20.01, made.id)
    expect(over).toMatchObject({ status: 400, body: { code: 'BOOST_MAX_STAKE', data: { maxStake: 20 } } })
    // Two of its three selections are another combination: no boost of theirs.
    const pair = { eventId: c.eventId, outcomeIds: c.outcomeIds.slice(0, 2) }
    expect((await builderBet(p.token, pair, odds, 10, made.id)).status).toBe(404)
    // Nor is its first selection alone, at the combination's boosted price.
    const alone = await bet(p.token, [{ id: made.outcomeId, odds }], 10, { boostId: made.id })
    expect(alone.status).toBe(404)
    expect((await builderBet(p.token, c, odds, 20, made.id)).status).toBe(200)
    // 20 taken at the boost; 20 more would pass the cap (30 at the boost), with nothing written.
    const capped = await builderBet(p.token, c, odds, 20, made.id)
    expect(capped).toMatchObject({ status: 400, body: { code: 'BOOST_LIABILITY' } })
    expect(await k.cash(p.id)).toBe(80n * TL)
    const tickets = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from sports_boost_bets where boost_id = ${made.id}`,
    )
    expect(tickets[0]!.n).toBe(1)
    // Ended by the operator: not live, and no longer shown.
    await k.http().post(`backoffice/sports/boosts/${made.id}/end`, {}, { token: trader.token })
    const ended = await builderBet(p.token, c, odds, 5, made.id)
    expect(ended).toMatchObject({ status: 409, body: { code: 'BOOST_NOT_LIVE' } })
    expect((await featured()).boosts.map((b) => b.id)).not.toContain(made.id)
    expect(await k.cash(p.id)).toBe(80n * TL)
  })

  it('is made above the builder’s price, for a combination the builder prices, one at a time', async () => {
    const trader = await k.player(0n, 'trader')
    const c = await combination()
    const base = { endsAt: inHours(1), maxStake: 10, liabilityCap: 1000 }
    const builder = { eventId: c.eventId, outcomeIds: c.outcomeIds }
    const low = await boost(trader.token, { ...base, builder, odds: c.price })
    expect(low).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } })
    // Both or neither of a selection and a combination: refused.
    const both = await boost(trader.token, { ...base, builder, outcomeId: c.outcomeIds[0], odds: 50 })
    expect(both.status).toBe(400)
    const neither = await boost(trader.token, { ...base, odds: 50 })
    expect(neither.status).toBe(400)
    // 2–0 with both teams scoring never happens: the builder's own refusal.
    const twoNil = await k.outcome(c.eventId, 'cs', '2-0')
    const impossible = await boost(trader.token, {
      ...base,
      builder: { eventId: c.eventId, outcomeIds: [c.outcomeIds[0]!, twoNil.id] },
      odds: 50,
    })
    expect(impossible.body.code).toBe('BUILDER_IMPOSSIBLE')
    expect((await boost(trader.token, { ...base, builder, odds: above(c.price, 1) })).status).toBe(200)
    // The same selections in another order are the same combination: one boost at a time.
    const again = await boost(trader.token, {
      ...base,
      builder: { eventId: c.eventId, outcomeIds: [...c.outcomeIds].reverse() },
      odds: above(c.price, 2),
    })
    expect(again.status).toBe(409)
    // A boost of its first selection alone is another boost.
    const first = await k.outcome(c.eventId, 'btts', 'yes')
    const single = await boost(trader.token, { ...base, outcomeId: first.id, odds: above(first.odds, 1) })
    expect(single.status).toBe(200)
  })
})

describe('Popüler Bahisler', () => {
  it('ranks open selections by the stake of the last hour’s tickets, a kombine counting on each leg', async () => {
    const [e1, e2] = [await k.seedEvent({ startInMinutes: 600 }), await k.seedEvent({ startInMinutes: 600 })]
    const a = await k.outcome(e1, '1x2', '1')
    const b = await k.outcome(e1, '1x2', '2')
    const c = await k.outcome(e2, '1x2', '1')
    const p = await k.player(1_000n * TL)
    expect((await bet(p.token, [a], 30)).status).toBe(200)
    expect((await bet(p.token, [b], 50)).status).toBe(200)
    expect((await bet(p.token, [a, c], 40)).status).toBe(200) // a: 70, c: 40
    // Other suites' tickets of this file rank too: the order of this test's selections is what counts.
    const mine = (list: { outcomeId: number }[]) =>
      list.map((s) => s.outcomeId).filter((id) => [a.id, b.id, c.id].includes(id))
    expect(mine((await featured()).popular)).toEqual([a.id, b.id, c.id])
    const first = (await featured()).popular.find((s) => s.outcomeId === a.id)
    expect(first).toMatchObject({ eventId: e1, odds: a.odds, mbs: expect.any(Number) })

    // An hour later those tickets are out of the window; a new one ranks alone.
    t.clock.advance(61 * MINUTE_MS)
    const again = await p.login()
    expect((await bet(again, [c], 5)).status).toBe(200)
    expect(mine((await featured()).popular)).toEqual([c.id])
  })

  it('leaves out a selection no longer open for betting', async () => {
    const e1 = await k.seedEvent({ startInMinutes: 600 })
    const a = await k.outcome(e1, '1x2', '1')
    const p = await k.player(100n * TL)
    expect((await bet(p.token, [a], 10)).status).toBe(200)
    await t.app.db.execute(sql`update sports_markets set status = 'suspended' where id = ${a.marketId}`)
    expect((await featured()).popular.filter((s) => s.outcomeId === a.id)).toEqual([])
  })
})

describe('Günün Maçları', () => {
  it('derives the day’s matches by stake, one per competition; the operator’s picks replace them', async () => {
    const trader = await k.player(0n, 'trader')
    const quiet = await k.seedEvent({ startInMinutes: 60 })
    const busy = await k.seedEvent({ startInMinutes: 300 })
    const p = await k.player(1_000n * TL)
    expect((await bet(p.token, [await k.outcome(busy, '1x2', '1')], 500)).status).toBe(200)
    // Every seeded event is of the test league: the one with the most stake stands for it.
    const derived = (await featured()).matches.map((m) => m.id)
    expect(derived).toContain(busy)
    expect(derived).not.toContain(quiet)

    const picks = await k
      .http()
      .post('backoffice/sports/featured/picks', { eventIds: [quiet, busy] }, { token: trader.token })
    expect(picks.statusCode).toBe(200)
    expect((await featured()).matches.map((m) => m.id)).toEqual([quiet, busy])
    // A pick must be open for betting.
    await t.app.db.execute(sql`update sports_events set status = 'void' where id = ${quiet}`)
    expect((await featured()).matches.map((m) => m.id)).toEqual([busy])
    const refused = await k
      .http()
      .post('backoffice/sports/featured/picks', { eventIds: [quiet] }, { token: trader.token })
    expect(refused.statusCode).toBe(400)
  })
})

describe('Hazır Kuponlar', () => {
  it('are made of open selections of different matches, shown at today’s prices, and retired', async () => {
    const trader = await k.player(0n, 'trader')
    const [e1, e2] = [await k.seedEvent({ startInMinutes: 600 }), await k.seedEvent({ startInMinutes: 600 })]
    const a = await k.outcome(e1, '1x2', '1', { odds: 1.8 })
    const a2 = await k.outcome(e1, '1x2', '2')
    const c = await k.outcome(e2, '1x2', '1', { odds: 2.1 })
    const make = (outcomeIds: number[]) =>
      k
        .http()
        .post(
          'backoffice/sports/coupons',
          { titleTr: 'Akşamın Favorileri', titleEn: 'Tonight’s Favourites', outcomeIds },
          { token: trader.token },
        )
    expect((await make([a.id, a2.id])).json<{ code: string }>().code).toBe('COMBO_SAME_EVENT')
    expect((await make([a.id])).statusCode).toBe(400)
    const made = (await make([a.id, c.id])).json<Answer<StaffReadyCoupon>>().data
    expect(made.legs.every((l) => l.available)).toBe(true)

    // Prices move: the coupon shows today's.
    await t.app.db.execute(sql`update sports_outcomes set odds_milli = 1900 where id = ${a.id}`)
    const [coupon] = (await featured()).coupons
    expect(coupon).toMatchObject({ id: made.id, title: 'Akşamın Favorileri' })
    expect(coupon!.legs.map((l) => [l.outcomeId, l.odds, l.available])).toEqual([
      [a.id, 1.9, true],
      [c.id, 2.1, true],
    ])
    // A leg gone (its market suspended) is said so.
    await t.app.db.execute(sql`update sports_markets set status = 'suspended' where id = ${c.marketId}`)
    expect((await featured()).coupons[0]!.legs.map((l) => l.available)).toEqual([true, false])

    const retired = await k
      .http()
      .post(`backoffice/sports/coupons/${made.id}/retire`, {}, { token: trader.token })
    expect(retired.json<Answer<StaffReadyCoupon>>().data.retiredAt).not.toBeNull()
    expect((await featured()).coupons).toEqual([])
  })
})

describe('the public answer', () => {
  it('is one read per instance for a few seconds', async () => {
    forgetFeatured(t.app.db)
    const first = await k.http().get('sports/featured')
    const home = await k.outcome(await k.seedEvent({ startInMinutes: 600 }), '1x2', '1')
    const p = await k.player(100n * TL)
    expect((await bet(p.token, [home], 10)).status).toBe(200)
    // Within the window the same answer; after it, the new ticket counts.
    const cached = await k.http().get('sports/featured')
    expect(cached.json()).toEqual(first.json())
    t.clock.advance(16_000)
    const fresh = await k.http().get('sports/featured')
    const has = (r: typeof first) =>
      r.json<Answer<SportsFeatured>>().data.popular.some((s) => s.outcomeId === home.id)
    expect(has(cached)).toBe(false)
    expect(has(fresh)).toBe(true)
  })
})
