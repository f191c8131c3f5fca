import { randomInt } from 'node:crypto'
import { eq, inArray, lt } from 'drizzle-orm'
import {
  COUPON_CODE,
  isCouponCode,
  normaliseCouponCode,
  type Coupon,
  type CouponShareBody,
  type CouponShared,
  type Locale,
} from '@galata/contract'
import { sportsCoupons, sportsEvents, sportsMarkets, sportsOutcomes } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import type { SportsDeps } from './sports.deps.js'
import { oddsOf } from './views.js'
import { worldNow } from './world-clock.js'

/*
 * Shared coupons (docs/sportsbook.md "Coupon codes"): a slip's selections stored under a short random
 * code; opening the code answers the selections still open at today's prices and says why each of
 * the others is gone. No stake is kept, and nothing about the sharer is shown to whoever opens it.
 */

const DAY_MS = 86_400_000

/** A fresh code: each character drawn uniformly from the alphabet by `crypto.randomInt`. */
export function newCouponCode(): string {
  let code = ''
  for (let i = 0; i < COUPON_CODE.length; i++)
    code += COUPON_CODE.alphabet[randomInt(COUPON_CODE.alphabet.length)]
  return code
}

/** Tries a few codes: two equal draws in 6.6 × 10^11 are rare enough that a fifth attempt never comes. */
const ATTEMPTS = 5

export async function shareCoupon(
  deps: Pick<SportsDeps, 'db' | 'clock'>,
  playerId: number | null,
  body: CouponShareBody,
): Promise<CouponShared> {
  const outcomeIds = body.legs.map((l) => l.outcomeId)
  const known = await deps.db
    .select({ id: sportsOutcomes.id })
    .from(sportsOutcomes)
    .where(inArray(sportsOutcomes.id, outcomeIds))
  if (known.length !== outcomeIds.length) throw new AppError('NOT_FOUND')
  const now = deps.clock.now()
  const expiresAt = new Date(now + COUPON_CODE.ttlDays * DAY_MS)
  // Expired coupons go as new ones come: the table holds about a week of shares.
  await deps.db.delete(sportsCoupons).where(lt(sportsCoupons.expiresAt, new Date(now)))
  for (let i = 0; i < ATTEMPTS; i++) {
    const code = newCouponCode()
    const [row] = await deps.db
      .insert(sportsCoupons)
      .values({ code, outcomeIds, playerId, createdAt: new Date(now), expiresAt })
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
  const byId = new Map(rows.map((r) => [r.outcomeId, r]))
  const now = await worldNow(deps)
  const en = locale === 'en'
  const out: Coupon = { code, expiresAt: coupon.expiresAt.toISOString(), legs: [], gone: [] }
  for (const outcomeId of coupon.outcomeIds) {
    const r = byId.get(outcomeId)
    if (!r) {
      out.gone.push({ outcomeId, event: null, market: null, outcome: null, reason: 'unknown' })
      continue
    }
    const names = {
      event: en ? `${r.homeEn} - ${r.awayEn}` : `${r.homeTr} - ${r.awayTr}`,
      market: en ? r.marketEn : r.marketTr,
      outcome: en ? r.outcomeEn : r.outcomeTr,
    }
    // The pre-match book only: a shared slip never becomes a live bet behind the player's back.
    const reason =
      r.eventStatus === 'finished' || r.eventStatus === 'settled'
        ? 'settled'
        : r.eventStatus === 'void'
          ? 'closed'
          : r.eventStatus === 'live' || r.startAt.getTime() <= now
            ? 'started'
            : r.marketStatus !== 'active'
              ? 'closed'
              : null
    if (reason) out.gone.push({ outcomeId, ...names, reason })
    else out.legs.push({ outcomeId, eventId: r.eventId, ...names, odds: oddsOf(r.oddsMilli), mbs: r.mbs })
  }
  return out
}
