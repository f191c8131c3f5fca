import { z } from 'zod'
import { amount, boolean, code, id, strictBody } from './rules.js'
import { SPORTS_LIMITS } from './sports-constants.js'
import { builderPriceBodySchema } from './sports.js'

/*
 * Shared coupons (Kupon kodu), quick bet (Hızlı Bahis) and the match statistics tab
 * (docs/sportsbook.md "Coupon codes", "Quick bet", "Match statistics"): the bodies the routes parse
 * and the answers the web is typed from.
 */

/**
 * A coupon code: 8 characters of an alphabet without the look-alikes (no 0/O, 1/I/L, U), drawn with
 * `crypto.randomInt`; 30^8 ≈ 6.6 × 10^11 codes. Codes live `ttlDays` from creation: the book
 * publishes a week of fixtures ahead, so a week-old coupon's selections are all played by then.
 */
export const COUPON_CODE = {
  alphabet: '23456789ABCDEFGHJKMNPQRSTVWXYZ',
  length: 8,
  ttlDays: 7,
  /** Codes one address may create a minute (the public limiter of the share route). */
  sharesPerMinute: 10,
  /** Query parameter of the shared link (`/spor?kupon=CODE`). */
  linkParam: 'kupon',
} as const

/** Reads what a player typed: case and the spaces or dashes people put in codes do not matter. */
export function normaliseCouponCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase()
}

export function isCouponCode(code: string): boolean {
  return code.length === COUPON_CODE.length && [...code].every((ch) => COUPON_CODE.alphabet.includes(ch))
}

/**
 * A shared leg: one selection, or a bet builder of one match kept whole (docs/sportsbook.md "Coupon
 * codes"): a builder shared as its first selection alone would be another coupon. A builder taken at
 * a boosted price carries the boost's id, so whoever opens the code gets the boost while it runs.
 */
const couponShareLegSchema = z.union(
  [
    strictBody({ outcomeId: id() }),
    strictBody({ builder: builderPriceBodySchema, boostId: id().optional() }),
  ],
  { error: 'invalid_type' },
)
export type CouponShareLeg = z.output<typeof couponShareLegSchema>

/** Every outcome a shared leg names: its own, or its builder's. */
export const couponLegOutcomes = (leg: CouponShareLeg): number[] =>
  'builder' in leg ? leg.builder.outcomeIds : [leg.outcomeId]

/** POST /api/sports/coupons/share: the slip's legs (never its stake). */
export const couponShareBodySchema = strictBody({
  legs: z
    .array(couponShareLegSchema, { error: 'invalid_type' })
    .min(1, code('required'))
    .max(SPORTS_LIMITS.comboLegsMax, code('too_many_items'))
    // An outcome twice, as a leg or inside a builder, is refused as the slip itself refuses it.
    .refine(
      (legs) => {
        const ids = legs.flatMap(couponLegOutcomes)
        return new Set(ids).size === ids.length
      },
      { message: 'invalid_option' },
    ),
})
export type CouponShareBody = z.output<typeof couponShareBodySchema>

/** `/api/sports/coupons/{code}`: any short text; the server normalises it and answers its own errors. */
export const couponCodeParamsSchema = z.strictObject({ code: z.string().min(1).max(32) })

export const couponSharedSchema = z.object({
  code: z.string(),
  /** ISO 8601, real time. */
  expiresAt: z.string(),
})
export type CouponShared = z.infer<typeof couponSharedSchema>

/**
 * Why a shared selection cannot go back on the slip; `unpriced`: a bet builder the price request
 * refuses today (BUILDER_IMPOSSIBLE and the other BUILDER_* codes). `boost_ended` is a notice, not a
 * leg left out: a builder shared at a boosted price whose boost no longer runs is in `legs` at
 * today's builder price, and `gone` says the boost has ended.
 */
export const COUPON_GONE_REASONS = [
  'started',
  'settled',
  'closed',
  'unknown',
  'unpriced',
  'boost_ended',
] as const
export type CouponGoneReason = (typeof COUPON_GONE_REASONS)[number]

/** GET /api/sports/coupons/{code}: the selections still open at today's prices, and those gone. */
export const couponSchema = z.object({
  code: z.string(),
  expiresAt: z.string(),
  legs: z.array(
    z.object({
      outcomeId: z.number().int(),
      eventId: z.number().int(),
      /** "Home - Away" in the caller's language. */
      event: z.string(),
      market: z.string(),
      outcome: z.string(),
      odds: z.number(),
      mbs: z.number().int(),
      /**
       * A bet builder leg (one leg at the builder's price of today): its selections; `outcomeId` is
       * the first of them, `market` the builder's name, `outcome` the selections' names joined.
       */
      builder: z.object({ outcomeIds: z.array(z.number().int()), names: z.array(z.string()) }).optional(),
      /**
       * A builder shared at a boosted price whose boost still runs: `odds` is the boost's, `was`
       * the builder's price today (shown struck, as on the boards), `maxStake` the boost's (lira).
       */
      boost: z.object({ id: z.number().int(), was: z.number(), maxStake: z.number() }).optional(),
    }),
  ),
  gone: z.array(
    z.object({
      outcomeId: z.number().int(),
      /** Null when the selection no longer exists at all. */
      event: z.string().nullable(),
      market: z.string().nullable(),
      outcome: z.string().nullable(),
      reason: z.enum(COUPON_GONE_REASONS),
      /** A bet builder leg's selections, when the gone leg is one. */
      builder: z.object({ outcomeIds: z.array(z.number().int()) }).optional(),
    }),
  ),
})
export type Coupon = z.infer<typeof couponSchema>

/**
 * The player's sportsbook settings: quick bet off by default; its stake (lira) within the slip's
 * limits, so a one-tap bet is never refused for its stake alone.
 */
export const QUICK_BET_DEFAULT_STAKE = 10
export const sportsSettingsSchema = z.object({
  quickBet: z.object({ enabled: z.boolean(), stake: z.number() }),
})
export type SportsSettings = z.infer<typeof sportsSettingsSchema>

/** POST /api/sports/settings */
export const sportsSettingsBodySchema = strictBody({
  quickBet: strictBody({
    enabled: boolean(),
    stake: amount(SPORTS_LIMITS.stakeMin).max(SPORTS_LIMITS.stakeMax, code('too_big')),
  }),
})
export type SportsSettingsBody = z.output<typeof sportsSettingsBodySchema>

/** W, D or L from one team's side, newest first in a form string. */
export const MATCH_OUTCOMES = ['W', 'D', 'L'] as const

const pastMatchSchema = z.object({
  eventId: z.number().int(),
  /** World time of the kick-off, ISO 8601. */
  startAt: z.string(),
  home: z.string(),
  away: z.string(),
  score: z.object({ home: z.number().int(), away: z.number().int() }),
})

/**
 * GET /api/sports/events/{id}/stats: from the book's own history of settled matches (the simulated
 * world's results) and, for football, the probabilities of the grid its prices come from.
 */
export const eventStatsSchema = z.object({
  eventId: z.number().int(),
  /** Each side's last five results before this match, newest first, with its outcome for that side. */
  form: z.object({
    home: z.array(pastMatchSchema.extend({ outcome: z.enum(MATCH_OUTCOMES) })),
    away: z.array(pastMatchSchema.extend({ outcome: z.enum(MATCH_OUTCOMES) })),
  }),
  /** Earlier meetings of the two sides (either at home), newest first, at most ten. */
  headToHead: z.array(pastMatchSchema),
  /** The competition's table this season (3 points a win, 1 a draw), with each side's last five. */
  table: z.array(
    z.object({
      position: z.number().int(),
      team: z.string(),
      played: z.number().int(),
      won: z.number().int(),
      drawn: z.number().int(),
      lost: z.number().int(),
      goalsFor: z.number().int(),
      goalsAgainst: z.number().int(),
      goalDifference: z.number().int(),
      points: z.number().int(),
      form: z.array(z.enum(MATCH_OUTCOMES)),
      /** One of the two sides of this match. */
      side: z.enum(['home', 'away']).nullable(),
    }),
  ),
  /** Football: fair probabilities (0–1) from the match's Dixon–Coles grid; null for other sports. */
  probabilities: z
    .object({
      home: z.number(),
      draw: z.number(),
      away: z.number(),
      over25: z.number(),
      under25: z.number(),
      bttsYes: z.number(),
      bttsNo: z.number(),
    })
    .nullable(),
})
export type EventStats = z.infer<typeof eventStatsSchema>
