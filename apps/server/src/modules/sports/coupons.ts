import { randomInt } from 'node:crypto'
import { eq, inArray, lt } from 'drizzle-orm'
import {
  COUPON_CODE,
  couponLegOutcomes,
  isCouponCode,
  uiStrings,
  normaliseCouponCode,
  type Coupon,
  type CouponGoneReason,
  type CouponShareBody,
  type CouponShareLeg,
  type CouponShared,
  type Locale,
} from '@galata/contract'
import {
  sportsBoosts,
  sportsCoupons,
  sportsEvents,
  sportsMarkets,
  sportsOutcomes,
} from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { toMajor } from '../wallet/index.js'
import { readBuilder } from './builder.js'
import { boostLive } from './placement/boost.js'
import type { SportsDeps } from './sports.deps.js'
import { oddsOf } from './views.js'
import { worldNow } from './world-clock.js'

/*
 * Shared coupons (docs/sportsbook.md "Coupon codes"): a slip's legs stored under a short random code,
 * a bet builder kept whole as one leg; opening the code answers the legs still open at today's
 * prices (a builder re-priced as the price request prices it) and says why each of the others is
 * gone. No stake is kept, and nothing about the sharer is shown to whoever opens it. A builder taken
 * at a boosted price keeps its boost's id: opened while the boost runs it comes back at the boost
 * (today's builder price as `was`); after, at today's builder price with a `boost_ended` notice.
 */

const DAY_MS = 86_400_000

/** A builder's refusal read as why its leg is gone; the BUILDER_* codes are `unpriced`. */
const BUILDER_GONE: Partial<Record<AppError['code'], CouponGoneReason>> = {
  NOT_FOUND: 'unknown',
  EVENT_STARTED: 'started',
  MARKET_SUSPENDED: 'closed',
}

/** A fresh code: each character drawn uniformly from the alphabet by `crypto.randomInt`. */
export function newCouponCode(): string {
  let code = ''
  for (let i = 0; i < COUPON_CODE.length; i++)
    code += COUPON_CODE.alphabet[randomInt(COUPON_CODE.alphabet.length)]
  return code
}

type BoostRow = typeof sportsBoosts.$inferSelect

async function boostsById(db: SportsDeps['db'], legs: CouponShareLeg[]): Promise<Map<number, BoostRow>> {
  const ids = legs.flatMap((l) => ('builder' in l && l.boostId ? [l.boostId] : []))
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(sportsBoosts).where(inArray(sportsBoosts.id, ids))
  return new Map(rows.map((b) => [b.id, b]))
}

/** Whether a boost is the one of this builder: its event and its selections' ids sorted (its key). */
const boostOfBuilder = (b: BoostRow | undefined, builder: { eventId: number; outcomeIds: number[] }) =>
  b !== undefined &&
  b.eventId === builder.eventId &&
  JSON.stringify(b.builderOutcomeIds) === JSON.stringify([...builder.outcomeIds].sort((x, y) => x - y))

/** Tries a few codes: two equal draws in 6.6 × 10^11 are rare enough that a fifth attempt never comes. */
const ATTEMPTS = 5

export async function shareCoupon(
  deps: Pick<SportsDeps, 'db' | 'clock'>,
  playerId: number | null,
  body: CouponShareBody,
): Promise<CouponShared> {
  const outcomeIds = body.legs.flatMap(couponLegOutcomes)
  const known = await deps.db
    .select({ id: sportsOutcomes.id, eventId: sportsMarkets.eventId })
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .where(inArray(sportsOutcomes.id, outcomeIds))
  if (known.length !== outcomeIds.length) throw new AppError('NOT_FOUND')
  // A builder's selections are of its own match, as the price request requires.
  const eventOf = new Map(known.map((r) => [r.id, r.eventId]))
  for (const leg of body.legs)
    if ('builder' in leg && leg.builder.outcomeIds.some((id) => eventOf.get(id) !== leg.builder.eventId))
      throw new AppError('NOT_FOUND')
  // A boost named must be this builder's (ended or not: whoever opens the code is told it ended).
  const boosts = await boostsById(deps.db, body.legs)
  for (const leg of body.legs)
    if ('builder' in leg && leg.boostId && !boostOfBuilder(boosts.get(leg.boostId), leg.builder))
      throw new AppError('NOT_FOUND')
  const now = deps.clock.now()
  const expiresAt = new Date(now + COUPON_CODE.ttlDays * DAY_MS)
  // Expired coupons go as new ones come: the table holds about a week of shares.
  await deps.db.delete(sportsCoupons).where(lt(sportsCoupons.expiresAt, new Date(now)))
  for (let i = 0; i < ATTEMPTS; i++) {
    const code = newCouponCode()
    const [row] = await deps.db
      .insert(sportsCoupons)
      .values({ code, outcomeIds, legs: body.legs, playerId, createdAt: new Date(now), expiresAt })
      .onConflictDoNothing()
      .returning({ code: sportsCoupons.code })
    if (row) return { code: row.code, expiresAt: expiresAt.toISOString() }
  }
  throw new Error('no free coupon code after several attempts')
}

export async function openCoupon(
  deps: Pick<SportsDeps, 'db' | 'clock' | 'speed'>,
  raw: string,
  locale: Locale,
): Promise<Coupon> {
  const code = normaliseCouponCode(raw)
  if (!isCouponCode(code)) throw new AppError('COUPON_CODE_INVALID')
  const [coupon] = await deps.db.select().from(sportsCoupons).where(eq(sportsCoupons.code, code))
  if (!coupon || coupon.expiresAt.getTime() <= deps.clock.now()) throw new AppError('COUPON_NOT_FOUND')
  const rows = await deps.db
    .select({
      outcomeId: sportsOutcomes.id,
      oddsMilli: sportsOutcomes.oddsMilli,
      outcomeTr: sportsOutcomes.nameTr,
      outcomeEn: sportsOutcomes.nameEn,
      marketTr: sportsMarkets.nameTr,
      marketEn: sportsMarkets.nameEn,
      marketStatus: sportsMarkets.status,
      mbs: sportsMarkets.mbs,
      eventId: sportsEvents.id,
      eventStatus: sportsEvents.status,
      startAt: sportsEvents.startAt,
      homeTr: sportsEvents.homeTr,
      homeEn: sportsEvents.homeEn,
      awayTr: sportsEvents.awayTr,
      awayEn: sportsEvents.awayEn,
    })
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
    .where(inArray(sportsOutcomes.id, coupon.outcomeIds))
  type Row = (typeof rows)[number]
  const byId = new Map(rows.map((r) => [r.outcomeId, r]))
  const now = await worldNow(deps)
  const en = locale === 'en'
  const out: Coupon = { code, expiresAt: coupon.expiresAt.toISOString(), legs: [], gone: [] }
  // The pre-match book only: a shared slip never becomes a live bet behind the player's back.
  const goneWhy = (r: Row): CouponGoneReason | null =>
    r.eventStatus === 'finished' || r.eventStatus === 'settled'
      ? 'settled'
      : r.eventStatus === 'void'
        ? 'closed'
        : r.eventStatus === 'live' || r.startAt.getTime() <= now
          ? 'started'
          : r.marketStatus !== 'active'
            ? 'closed'
            : null
  const eventName = (r: Row) => (en ? `${r.homeEn} - ${r.awayEn}` : `${r.homeTr} - ${r.awayTr}`)
  const outcomeName = (r: Row) => (en ? r.outcomeEn : r.outcomeTr)
  // Rows shared before builders could be hold no legs: each of their outcomes is a selection.
  const legs: CouponShareLeg[] = coupon.legs ?? coupon.outcomeIds.map((outcomeId) => ({ outcomeId }))
  const boosts = await boostsById(deps.db, legs)
  // A boost runs in real time, as placement checks it (docs/sportsbook.md "Boosted odds").
  const real = deps.clock.now()
  for (const leg of legs) {
    if ('builder' in leg) {
      const { outcomeIds } = leg.builder
      const found = outcomeIds.map((id) => byId.get(id))
      const first = found.find((r) => r !== undefined)
      const names = {
        event: first ? eventName(first) : null,
        market: uiStrings['builder.title'][locale],
        outcome: found.every((r) => r) ? found.map((r) => outcomeName(r!)).join(' + ') : null,
      }
      const gone = (reason: CouponGoneReason) =>
        out.gone.push({ outcomeId: outcomeIds[0]!, ...names, reason, builder: { outcomeIds } })
      const unreadable = found.some((r) => !r) ? 'unknown' : found.map((r) => goneWhy(r!)).find((x) => x)
      if (unreadable) {
        gone(unreadable)
        continue
      }
      try {
        // Today's builder price, with the price request's refusals (docs/sportsbook.md "Bet builder pricing").
        const read = await readBuilder(deps.db, leg.builder, now)
        const b = leg.boostId ? boosts.get(leg.boostId) : undefined
        const boosted = b && boostOfBuilder(b, leg.builder) && boostLive(b, real) ? b : null
        out.legs.push({
          outcomeId: outcomeIds[0]!,
          eventId: read.event.id,
          event: names.event!,
          market: names.market,
          outcome: names.outcome!,
          odds: boosted ? oddsOf(boosted.oddsMilli) : read.odds,
          mbs: Math.max(...read.rows.map((r) => r.mbs)),
          builder: { outcomeIds, names: read.rows.map((r) => (en ? r.outcomeEn : r.outcomeTr)) },
          ...(boosted
            ? { boost: { id: boosted.id, was: read.odds, maxStake: toMajor(boosted.maxStake) } }
            : {}),
        })
        // Shared at a boost that no longer runs: the plain builder at today's price, and a notice.
        if (leg.boostId && !boosted) gone('boost_ended')
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        gone(BUILDER_GONE[error.code] ?? 'unpriced')
      }
      continue
    }
    const { outcomeId } = leg
    const r = byId.get(outcomeId)
    if (!r) {
      out.gone.push({ outcomeId, event: null, market: null, outcome: null, reason: 'unknown' })
      continue
    }
    const names = { event: eventName(r), market: en ? r.marketEn : r.marketTr, outcome: outcomeName(r) }
    const reason = goneWhy(r)
    if (reason) out.gone.push({ outcomeId, ...names, reason })
    else out.legs.push({ outcomeId, eventId: r.eventId, ...names, odds: oddsOf(r.oddsMilli), mbs: r.mbs })
  }
  return out
}
