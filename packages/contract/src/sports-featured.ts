import { z } from 'zod'
import { amount, code, id, requiredString, strictBody, text } from './rules.js'
import { SPORTS_LIMITS } from './sports-constants.js'
import { builderPriceBodySchema, sportsEventSchema } from './sports.js'

/*
 * What the sportsbook shows before the player searches (docs/sportsbook.md "Featured, boosts and
 * ready coupons"): Günün Maçları, Popüler Bahisler, boosted prices (Oran Artırımı) and ready coupons
 * (Hazır Kuponlar); and the back office's bodies that make them. Money in lira, odds as decimals.
 */

export const FEATURED = {
  /** Günün Maçları: how many matches, operator's picks first (docs/sportsbook.md). */
  matchesMax: 6,
  /** Popüler Bahisler: the selections with the most stake in this window of real time. */
  popularWindowMs: 3_600_000,
  popularMax: 8,
  /** How long one instance reuses the featured answer (the hot path: every home and /spor visit). */
  cacheMs: 15_000,
  /** Günün Maçları's derived rule looks this far ahead in world time. */
  derivedHorizonMs: 24 * 3_600_000,
  boostsShownMax: 12,
  couponsShownMax: 8,
  couponLegsMin: 2,
  couponLegsMax: 10,
  couponTitleMax: 80,
  picksMax: 6,
  /** A boost's longest window, days. */
  boostDaysMax: 14,
} as const

/** One selection as the featured blocks show it: enough for the slip without another request. */
export const featuredSelectionSchema = z.object({
  outcomeId: z.number().int(),
  eventId: z.number().int(),
  home: z.string(),
  away: z.string(),
  /** World time of the kick-off, ISO 8601. */
  startAt: z.string(),
  market: z.string(),
  outcome: z.string(),
  odds: z.number(),
  mbs: z.number().int(),
})
export type FeaturedSelection = z.infer<typeof featuredSelectionSchema>

/** A boosted price: `odds` the boost's, `was` the book's price now (shown struck). */
export const boostSchema = featuredSelectionSchema.extend({
  id: z.number().int(),
  was: z.number(),
  maxStake: z.number(),
  /** Real time, ISO 8601. */
  endsAt: z.string(),
  /**
   * A boosted bet builder combination (docs/sportsbook.md "Boosted odds"): its selections in the
   * boost's order (sorted ids) with their names; `was` is the builder's price now, `outcomeId` the
   * first selection, `market` the builder's name and `outcome` the names together.
   */
  builder: z.object({ outcomeIds: z.array(z.number().int()), names: z.array(z.string()) }).optional(),
})
export type Boost = z.infer<typeof boostSchema>

/** A ready coupon: its legs at today's prices; a leg no longer open for betting is `available: false`. */
export const readyCouponSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  legs: z.array(featuredSelectionSchema.extend({ available: z.boolean() })),
})
export type ReadyCoupon = z.infer<typeof readyCouponSchema>

/** GET /api/sports/featured */
export const sportsFeaturedSchema = z.object({
  matches: z.array(sportsEventSchema),
  popular: z.array(featuredSelectionSchema),
  boosts: z.array(boostSchema),
  coupons: z.array(readyCouponSchema),
})
export type SportsFeatured = z.infer<typeof sportsFeaturedSchema>

const instant = requiredString().pipe(z.iso.datetime({ offset: true, ...code('invalid_date') }))

const boostOdds = z
  .number({ error: 'invalid_number' })
  .min(SPORTS_LIMITS.oddsMin, code('too_small'))
  .max(SPORTS_LIMITS.oddsMax, code('too_big'))
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: 'too_many_decimals',
    params: { max: 2 },
  })

/**
 * POST /api/backoffice/sports/boosts: a pre-match selection, or a bet builder combination of one
 * match (`builder`, the price request's body), boosted for a window of real time. Exactly one of them.
 */
export const boostCreateSchema = strictBody({
  outcomeId: id().optional(),
  builder: builderPriceBodySchema.optional(),
  /** The boosted price; above the book's price now (else VALIDATION_FAILED on `odds`). */
  odds: boostOdds,
  /** Left out: now. */
  startsAt: instant.optional(),
  endsAt: instant,
  maxStake: amount(0.01),
  /** The most the boost's open tickets may pay together (potential payouts), lira. */
  liabilityCap: amount(1),
  note: text(0, 500).optional(),
})
  .refine((v) => !v.startsAt || Date.parse(v.startsAt) < Date.parse(v.endsAt), {
    path: ['endsAt'],
    ...code('invalid_range'),
  })
  .refine((v) => (v.outcomeId === undefined) !== (v.builder === undefined), {
    path: ['outcomeId'],
    ...code('required'),
  })
export type BoostCreate = z.output<typeof boostCreateSchema>

/** POST /api/backoffice/sports/coupons: a ready coupon of 2–10 selections, titled in both languages. */
export const readyCouponCreateSchema = strictBody({
  titleTr: text(1, FEATURED.couponTitleMax),
  titleEn: text(1, FEATURED.couponTitleMax),
  outcomeIds: z
    .array(id(), { error: 'invalid_type' })
    .min(FEATURED.couponLegsMin, code('too_few_items'))
    .max(FEATURED.couponLegsMax, code('too_many_items'))
    .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid_option' }),
})
export type ReadyCouponCreate = z.output<typeof readyCouponCreateSchema>

/** POST /api/backoffice/sports/featured/picks: the operator's Günün Maçları, in order (empty: derived). */
export const featuredPicksSchema = strictBody({
  eventIds: z
    .array(id(), { error: 'invalid_type' })
    .max(FEATURED.picksMax, code('too_many_items'))
    .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid_option' }),
})
export type FeaturedPicks = z.output<typeof featuredPicksSchema>

export const BOOST_STATES = ['scheduled', 'live', 'ended'] as const

/** A boost as the back office lists it, with what it has taken. */
export const staffBoostSchema = z.object({
  id: z.number().int(),
  outcomeId: z.number().int(),
  eventId: z.number().int(),
  event: z.string(),
  market: z.string(),
  outcome: z.string(),
  odds: z.number(),
  was: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  endedAt: z.string().nullable(),
  state: z.enum(BOOST_STATES),
  maxStake: z.number(),
  liabilityCap: z.number(),
  /** Potential payouts of its open tickets together, lira; and how many tickets it took. */
  liability: z.number(),
  bets: z.number().int(),
  note: z.string().nullable(),
  /** A boosted bet builder combination: its selections (sorted ids); `outcome` names them together. */
  builder: z.object({ outcomeIds: z.array(z.number().int()) }).optional(),
})
export type StaffBoost = z.infer<typeof staffBoostSchema>

export const staffReadyCouponSchema = z.object({
  id: z.number().int(),
  titleTr: z.string(),
  titleEn: z.string(),
  outcomeIds: z.array(z.number().int()),
  legs: z.array(z.object({ outcomeId: z.number().int(), label: z.string(), available: z.boolean() })),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
})
export type StaffReadyCoupon = z.infer<typeof staffReadyCouponSchema>

/** GET /api/backoffice/sports/featured: the picks, the boosts (newest first) and the ready coupons. */
export const staffFeaturedSchema = z.object({
  picks: z.array(z.object({ eventId: z.number().int(), event: z.string(), startAt: z.string() })),
  boosts: z.array(staffBoostSchema),
  coupons: z.array(staffReadyCouponSchema),
})
export type StaffFeatured = z.infer<typeof staffFeaturedSchema>
