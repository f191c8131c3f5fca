import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COUPON_CODE, errorCatalog, SPORTS_LIMITS } from '@galata/contract'
import { rowsOf } from '../../db/client.js'
import { countRows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { toMinor } from '../wallet/index.js'

/*
 * Coupon codes and quick bet's setting (docs/sportsbook.md "Coupon codes", "Quick bet"): a slip shared
 * as a code opens at today's prices and says which selections are gone; a quick bet is an ordinary
 * single through `POST sports/bets` at the stake the player set.
 */

const t = useTestApp()
const k = sportsKit(t)
const TL = 100n

type Envelope<T> = { success: boolean; code?: string; message: string; data: T }
interface CouponAnswer {
  code: string
  expiresAt: string
  legs: { outcomeId: number; eventId: number; event: string; odds: number; mbs: number }[]
  gone: { outcomeId: number; event: string | null; reason: string }[]
}

const share = (outcomeIds: number[], opts: { token?: string; ip?: string } = {}) =>
  k.http().post('sports/coupons/share', { legs: outcomeIds.map((outcomeId) => ({ outcomeId })) }, opts)
const open = (code: string, locale: 'tr' | 'en' = 'tr') =>
  k.http().get(`sports/coupons/${encodeURIComponent(code)}`, { headers: { 'x-locale': locale } })

describe('coupon codes', () => {
  it('shares selections under a random code and opens them at today’s prices, flagging the gone ones', async () => {
    const [e1, e2, e3, e4] = [
      await k.seedEvent(),
      await k.seedEvent(),
      await k.seedEvent(),
      await k.seedEvent(),
    ]
    const open1 = await k.outcome(e1, '1x2', '1')
    const started = await k.outcome(e2, 'btts', 'yes')
    const suspended = await k.outcome(e3, '1x2', '2')
    const played = await k.outcome(e4, '1x2', 'X')
    const p = await k.player(0n)
    const res = await share([open1.id, started.id, suspended.id, played.id], { token: p.token })
    expect(res.statusCode).toBe(200)
    const { code, expiresAt } = res.json<Envelope<{ code: string; expiresAt: string }>>().data
    expect(code).toHaveLength(COUPON_CODE.length)
    expect([...code].every((c) => COUPON_CODE.alphabet.includes(c))).toBe(true)
    expect(Date.parse(expiresAt) - t.clock.now()).toBeCloseTo(COUPON_CODE.ttlDays * 86_400_000, -4)
    const [stored] = rowsOf<{ outcome_ids: number[]; player_id: number }>(
      await t.app.db.execute(sql`select outcome_ids, player_id from sports_coupons where code = ${code}`),
    )
    expect(stored).toMatchObject({ outcome_ids: [open1.id, started.id, suspended.id, played.id] })
    expect(Number(stored!.player_id)).toBe(p.id)

    // Today: one price moved, one match kicked off, one market suspended, one match played.
    await t.app.db.execute(
      sql`update sports_outcomes set odds_milli = odds_milli + 70 where id = ${open1.id}`,
    )
    await t.app.db.execute(
      sql`update sports_markets set status = 'suspended' where id = ${suspended.marketId}`,
    )
    await k.finish(e4, { home: 1, away: 1, htHome: 0, htAway: 0 })
    // After the job's pass (which would play it out): kicked off, not yet picked up by the job.
    await t.app.db.execute(
      sql`update sports_events set start_at = now() - interval '1 minute' where id = ${e2}`,
    )

    // Typed the way people type codes: lower case, with a dash.
    const opened = await open(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`, 'en')
    expect(opened.statusCode).toBe(200)
    const coupon = opened.json<Envelope<CouponAnswer>>().data
    expect(coupon.code).toBe(code)
    expect(coupon.legs).toEqual([
      expect.objectContaining({
        outcomeId: open1.id,
        eventId: e1,
        event: 'Home - Away',
        odds: (Math.round(open1.odds * 1000) + 70) / 1000,
      }),
    ])
    expect(coupon.gone).toEqual([
      expect.objectContaining({ outcomeId: started.id, reason: 'started', event: 'Home - Away' }),
      expect.objectContaining({ outcomeId: suspended.id, reason: 'closed' }),
      expect.objectContaining({ outcomeId: played.id, reason: 'settled' }),
    ])
    // The Turkish names for a Turkish reader; the stake was never stored.
    const tr = (await open(code)).json<Envelope<CouponAnswer>>().data
    expect(tr.legs[0]!.event).toBe('Ev - Deplasman')
  })

  it('answers bad and unknown codes in the player’s language, and writes nothing for a bad share', async () => {
    const bad = await open('12AB')
    expect(bad.statusCode).toBe(400)
    expect(bad.json<Envelope<null>>()).toMatchObject({
      code: 'COUPON_CODE_INVALID',
      message: errorCatalog.COUPON_CODE_INVALID.message.tr,
    })
    // 0, O, 1, I, L and U are not in the alphabet: a code with them is mistyped, not unknown.
    expect((await open('ABCDEFG0')).json<Envelope<null>>().code).toBe('COUPON_CODE_INVALID')
    const unknown = await open('ABCDEFGH', 'en')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json<Envelope<null>>()).toMatchObject({
      code: 'COUPON_NOT_FOUND',
      message: errorCatalog.COUPON_NOT_FOUND.message.en,
    })

    const before = await countRows(t.app, ['sports_coupons'])
    expect((await share([999_999_999])).statusCode).toBe(404)
    expect((await share([])).statusCode).toBe(400)
    const tooMany = Array.from({ length: SPORTS_LIMITS.comboLegsMax + 1 }, (_, i) => i + 1)
    expect((await share(tooMany)).statusCode).toBe(400)
    expect(
      (await k.http().post('sports/coupons/share', { legs: [{ outcomeId: 1 }, { outcomeId: 1 }] }))
        .statusCode,
    ).toBe(400)
    expect(await countRows(t.app, ['sports_coupons'])).toEqual(before)
  })

  it('expires a code after its week, and limits how many codes one address makes a minute', async () => {
    const e = await k.seedEvent({ startInMinutes: 30 * 24 * 60 })
    const o = await k.outcome(e, '1x2', '1')
    const ip = '203.0.113.77'
    const res = await share([o.id], { ip })
    const { code } = res.json<Envelope<{ code: string }>>().data
    expect((await open(code)).statusCode).toBe(200)
    for (let i = 1; i < COUPON_CODE.sharesPerMinute; i++)
      expect((await share([o.id], { ip })).statusCode).toBe(200)
    const limited = await share([o.id], { ip })
    expect(limited.statusCode).toBe(429)
    expect(limited.json<Envelope<null>>().code).toBe('RATE_LIMITED')
    // Another address is not held back.
    expect((await share([o.id], { ip: '203.0.113.78' })).statusCode).toBe(200)

    t.clock.advance(COUPON_CODE.ttlDays * 86_400_000 + 1000)
    const expired = await open(code)
    expect(expired.statusCode).toBe(404)
    expect(expired.json<Envelope<null>>().code).toBe('COUPON_NOT_FOUND')
  })
})

describe('quick bet', () => {
  it('is off by default, keeps a stake within the slip’s limits, and refuses visitors', async () => {
    const p = await k.player(0n)
    const get = () => k.http().get('sports/settings', { token: p.token })
    expect((await get()).json<Envelope<unknown>>().data).toEqual({ quickBet: { enabled: false, stake: 10 } })
    const set = (quickBet: object, token = p.token) =>
      k.http().post('sports/settings', { quickBet }, { token, headers: { 'x-locale': 'en' } })
    expect((await set({ enabled: true, stake: 25.5 })).json<Envelope<unknown>>().data).toEqual({
      quickBet: { enabled: true, stake: 25.5 },
    })
    expect((await get()).json<Envelope<unknown>>().data).toEqual({ quickBet: { enabled: true, stake: 25.5 } })
    const [row] = rowsOf<{ quick_bet_stake: string }>(
      await t.app.db.execute(
        sql`select quick_bet_stake from sports_player_settings where player_id = ${p.id}`,
      ),
    )
    expect(BigInt(row!.quick_bet_stake)).toBe(toMinor(25.5))
    for (const stake of [SPORTS_LIMITS.stakeMin - 0.01, SPORTS_LIMITS.stakeMax + 1, 1.234]) {
      const refused = await set({ enabled: true, stake })
      expect(refused.statusCode).toBe(400)
      expect(refused.json<Envelope<null>>().code).toBe('VALIDATION_FAILED')
    }
    expect((await get()).json<Envelope<unknown>>().data).toEqual({ quickBet: { enabled: true, stake: 25.5 } })
    expect((await k.http().get('sports/settings')).statusCode).toBe(401)
    expect(
      (await k.http().post('sports/settings', { quickBet: { enabled: true, stake: 5 } })).statusCode,
    ).toBe(401)
  })

  it('places a one-tap single through the normal route at the set stake, under the same odds policy', async () => {
    const e = await k.seedEvent()
    const o = await k.outcome(e, '1x2', '1')
    const p = await k.player(toMinor(100))
    await k.http().post('sports/settings', { quickBet: { enabled: true, stake: 12.5 } }, { token: p.token })
    const { stake } = (await k.http().get('sports/settings', { token: p.token })).json<
      Envelope<{ quickBet: { stake: number } }>
    >().data.quickBet
    const quick = (odds: number) =>
      k.http().post(
        'sports/bets',
        {
          kind: 'single',
          legs: [{ outcomeId: o.id, odds }],
          stake,
          oddsChange: 'none',
          placementKey: k.key(),
        },
        { token: p.token },
      )
    // The price the button showed moved: refused as the slip would be, nothing taken.
    const moved = await quick(o.odds + 0.5)
    expect(moved.statusCode).toBe(409)
    expect(moved.json<Envelope<{ legs: { odds: number }[] }>>()).toMatchObject({
      code: 'ODDS_CHANGED',
      data: { legs: [{ odds: o.odds }] },
    })
    expect(await k.cash(p.id)).toBe(toMinor(100))
    const placed = await quick(o.odds)
    expect(placed.statusCode).toBe(200)
    expect(placed.json<Envelope<unknown>>().data).toMatchObject({
      kind: 'single',
      stake: 12.5,
      status: 'open',
    })
    expect(await k.cash(p.id)).toBe(toMinor(100) - toMinor(12.5))
  })
})

describe('coupon codes with a bet builder', () => {
  type BuilderCoupon = {
    legs: {
      outcomeId: number
      eventId: number
      market: string
      outcome: string
      odds: number
      builder?: { outcomeIds: number[]; names: string[] }
    }[]
    gone: { outcomeId: number; event: string | null; reason: string; builder?: { outcomeIds: number[] } }[]
  }
  const shareLegs = (legs: object[]) => k.http().post('sports/coupons/share', { legs })
  const priceOf = async (eventId: number, outcomeIds: number[]) => {
    const res = await k.http().post('sports/builder/price', { eventId, outcomeIds })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Envelope<{ odds: number }>>().data.odds
  }

  it('keeps a builder as one leg and opens it at today’s builder price', async () => {
    const [e1, e2] = [await k.seedEvent(), await k.seedEvent()]
    const home = await k.outcome(e1, '1x2', '1')
    const over = await k.outcome(e1, 'ou', 'over', { line: 2.5 })
    const plain = await k.outcome(e2, 'btts', 'yes')
    const outcomeIds = [home.id, over.id]
    const res = await shareLegs([{ builder: { eventId: e1, outcomeIds } }, { outcomeId: plain.id }])
    expect(res.statusCode, res.body).toBe(200)
    const { code } = res.json<Envelope<{ code: string }>>().data
    const [stored] = rowsOf<{ outcome_ids: number[]; legs: unknown }>(
      await t.app.db.execute(sql`select outcome_ids, legs from sports_coupons where code = ${code}`),
    )
    expect(stored).toEqual({
      outcome_ids: [home.id, over.id, plain.id],
      legs: [{ builder: { eventId: e1, outcomeIds } }, { outcomeId: plain.id }],
    })

    // Today the home win's price moved: the builder is priced again from the match's model.
    await t.app.db.execute(sql`update sports_outcomes set odds_milli = odds_milli + 90 where id = ${home.id}`)
    const today = await priceOf(e1, outcomeIds)
    const opened = await open(code, 'en')
    expect(opened.statusCode, opened.body).toBe(200)
    const coupon = opened.json<Envelope<BuilderCoupon>>().data
    expect(coupon.gone).toEqual([])
    expect(coupon.legs).toEqual([
      expect.objectContaining({
        outcomeId: home.id,
        eventId: e1,
        market: 'Bet Builder',
        odds: today,
        builder: { outcomeIds, names: [expect.any(String), expect.any(String)] },
      }),
      expect.objectContaining({ outcomeId: plain.id, eventId: e2, odds: plain.odds }),
    ])
    expect(coupon.legs[0]!.builder).not.toHaveProperty('odds')
    const tr = (await open(code, 'tr')).json<Envelope<BuilderCoupon>>().data
    expect(tr.legs[0]!.market).toBe('Maç Kombini')
  })

  it('says a builder is gone when its match has started or the builder is refused today', async () => {
    const [e1, e2, e3] = [await k.seedEvent(), await k.seedEvent(), await k.seedEvent()]
    const started = [await k.outcome(e1, '1x2', '1'), await k.outcome(e1, 'btts', 'yes')].map((o) => o.id)
    // Refused by the price request (BUILDER_IMPOSSIBLE): a 2-0 with both teams scoring.
    const impossible = [await k.outcome(e2, 'cs', '2-0'), await k.outcome(e2, 'btts', 'yes')].map((o) => o.id)
    const plain = await k.outcome(e3, '1x2', 'X')
    const res = await shareLegs([
      { builder: { eventId: e1, outcomeIds: started } },
      { builder: { eventId: e2, outcomeIds: impossible } },
      { outcomeId: plain.id },
    ])
    expect(res.statusCode, res.body).toBe(200)
    const { code } = res.json<Envelope<{ code: string }>>().data
    await t.app.db.execute(
      sql`update sports_events set start_at = now() - interval '1 minute' where id = ${e1}`,
    )
    const coupon = (await open(code)).json<Envelope<BuilderCoupon>>().data
    expect(coupon.legs).toEqual([expect.objectContaining({ outcomeId: plain.id })])
    expect(coupon.legs[0]).not.toHaveProperty('builder')
    expect(coupon.gone).toEqual([
      expect.objectContaining({ outcomeId: started[0], reason: 'started', builder: { outcomeIds: started } }),
      expect.objectContaining({
        outcomeId: impossible[0],
        reason: 'unpriced',
        builder: { outcomeIds: impossible },
      }),
    ])
  })

  it('refuses a builder naming another match’s selection, and an outcome twice, writing nothing', async () => {
    const [e1, e2] = [await k.seedEvent(), await k.seedEvent()]
    const a = await k.outcome(e1, '1x2', '1')
    const b = await k.outcome(e2, 'btts', 'yes')
    const before = await countRows(t.app, ['sports_coupons'])
    const foreign = await shareLegs([{ builder: { eventId: e1, outcomeIds: [a.id, b.id] } }])
    expect(foreign.statusCode).toBe(404)
    const c = await k.outcome(e1, 'btts', 'yes')
    const twice = await shareLegs([
      { builder: { eventId: e1, outcomeIds: [a.id, c.id] } },
      { outcomeId: a.id },
    ])
    expect(twice.statusCode).toBe(400)
    expect(await countRows(t.app, ['sports_coupons'])).toEqual(before)
  })

  it('opens a coupon shared before builders as one selection per outcome', async () => {
    const e1 = await k.seedEvent()
    const o = await k.outcome(e1, '1x2', '1')
    const res = await share([o.id])
    const { code } = res.json<Envelope<{ code: string }>>().data
    await t.app.db.execute(sql`update sports_coupons set legs = null where code = ${code}`)
    const coupon = (await open(code)).json<Envelope<BuilderCoupon>>().data
    expect(coupon.legs).toEqual([expect.objectContaining({ outcomeId: o.id, odds: o.odds })])
  })
})

describe('coupon codes with a boosted bet builder', () => {
  type BoostedCoupon = {
    legs: {
      outcomeId: number
      eventId: number
      odds: number
      builder?: { outcomeIds: number[]; names: string[] }
      boost?: { id: number; was: number; maxStake: number }
    }[]
    gone: { outcomeId: number; reason: string; builder?: { outcomeIds: number[] } }[]
  }
  // Each share from its own address: the share route allows COUPON_CODE.sharesPerMinute an address.
  let n = 0
  const ip = () => ({ ip: `10.36.0.${++n}` })
  const inHours = (h: number) => new Date(t.clock.now() + h * 3_600_000).toISOString()

  /** Home win, over 2.5 and both teams to score on a fresh match, boosted 1.50 above its price now. */
  async function boostedBuilder(trader: { token: string }) {
    const eventId = await k.seedEvent({ startInMinutes: 600 })
    const outcomeIds = [
      (await k.outcome(eventId, 'btts', 'yes')).id,
      (await k.outcome(eventId, '1x2', '1')).id,
      (await k.outcome(eventId, 'ou', 'over', { line: 2.5 })).id,
    ]
    const quoted = await k.http().post('sports/builder/price', { eventId, outcomeIds })
    expect(quoted.statusCode, quoted.body).toBe(200)
    const price = quoted.json<Envelope<{ odds: number }>>().data.odds
    const odds = Math.round((price + 1.5) * 100) / 100
    const made = await k
      .http()
      .post(
        'backoffice/sports/boosts',
        { builder: { eventId, outcomeIds }, odds, endsAt: inHours(2), maxStake: 50, liabilityCap: 10_000 },
        { token: trader.token },
      )
    expect(made.statusCode, made.body).toBe(200)
    return { eventId, outcomeIds, price, odds, boostId: made.json<Envelope<{ id: number }>>().data.id }
  }
  const shareBoosted = async (c: { eventId: number; outcomeIds: number[]; boostId: number }) => {
    const res = await k.http().post(
      'sports/coupons/share',
      {
        legs: [{ builder: { eventId: c.eventId, outcomeIds: c.outcomeIds }, boostId: c.boostId }],
      },
      ip(),
    )
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Envelope<{ code: string }>>().data.code
  }

  it('carries the boost: opened while it runs, the builder comes back at the boost and can be bet at it', async () => {
    const trader = await k.player(0n, 'trader')
    const c = await boostedBuilder(trader)
    const code = await shareBoosted(c)
    const [stored] = rowsOf<{ legs: unknown }>(
      await t.app.db.execute(sql`select legs from sports_coupons where code = ${code}`),
    )
    expect(stored!.legs).toEqual([
      { builder: { eventId: c.eventId, outcomeIds: c.outcomeIds }, boostId: c.boostId },
    ])
    const coupon = (await open(code)).json<Envelope<BoostedCoupon>>().data
    expect(coupon.gone).toEqual([])
    expect(coupon.legs).toEqual([
      expect.objectContaining({
        eventId: c.eventId,
        odds: c.odds,
        builder: expect.objectContaining({ outcomeIds: c.outcomeIds }),
        boost: { id: c.boostId, was: c.price, maxStake: 50 },
      }),
    ])
    // What the code gave is a bet the boost takes.
    const p = await k.player(100n * TL)
    const leg = coupon.legs[0]!
    const placed = await k.http().post(
      'sports/bets',
      {
        kind: 'single',
        legs: [{ builder: { eventId: leg.eventId, outcomeIds: leg.builder!.outcomeIds }, odds: leg.odds }],
        stake: 10,
        placementKey: k.key(),
        boostId: leg.boost!.id,
      },
      { token: p.token },
    )
    expect(placed.statusCode, placed.body).toBe(200)
    expect(placed.json<Envelope<{ potentialPayout: number }>>().data.potentialPayout).toBeCloseTo(
      10 * c.odds,
      2,
    )
  })

  it('opened after the boost ended: the plain builder at today’s price, and says the boost has ended', async () => {
    const trader = await k.player(0n, 'trader')
    const c = await boostedBuilder(trader)
    const code = await shareBoosted(c)
    const end = await k.http().post(`backoffice/sports/boosts/${c.boostId}/end`, {}, { token: trader.token })
    expect(end.statusCode, end.body).toBe(200)
    for (const locale of ['tr', 'en'] as const) {
      const coupon = (await open(code, locale)).json<Envelope<BoostedCoupon>>().data
      expect(coupon.legs).toEqual([
        expect.objectContaining({ eventId: c.eventId, odds: c.price, builder: expect.anything() }),
      ])
      expect(coupon.legs[0]).not.toHaveProperty('boost')
      expect(coupon.gone).toEqual([
        expect.objectContaining({ reason: 'boost_ended', builder: { outcomeIds: c.outcomeIds } }),
      ])
    }
    // The window closing does the same as the operator ending it.
    const d = await boostedBuilder(trader)
    const later = await shareBoosted(d)
    t.clock.advance(3 * 3_600_000)
    const coupon = (await open(later)).json<Envelope<BoostedCoupon>>().data
    expect(coupon.legs[0]).not.toHaveProperty('boost')
    expect(coupon.gone.map((g) => g.reason)).toEqual(['boost_ended'])
  })

  it('refuses a boost that is not the builder’s, writing nothing', async () => {
    const trader = await k.player(0n, 'trader')
    const c = await boostedBuilder(trader)
    const before = await countRows(t.app, ['sports_coupons'])
    const other = await k.http().post(
      'sports/coupons/share',
      {
        legs: [{ builder: { eventId: c.eventId, outcomeIds: c.outcomeIds.slice(0, 2) }, boostId: c.boostId }],
      },
      ip(),
    )
    expect(other.statusCode).toBe(404)
    const unknown = await k.http().post(
      'sports/coupons/share',
      {
        legs: [{ builder: { eventId: c.eventId, outcomeIds: c.outcomeIds }, boostId: 999_999 }],
      },
      ip(),
    )
    expect(unknown.statusCode).toBe(404)
    const onSelection = await k.http().post(
      'sports/coupons/share',
      {
        legs: [{ outcomeId: c.outcomeIds[0], boostId: c.boostId }],
      },
      ip(),
    )
    expect(onSelection.statusCode).toBe(400)
    expect(await countRows(t.app, ['sports_coupons'])).toEqual(before)
  })
})
