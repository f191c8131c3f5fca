import { z } from 'zod'
import { id, strictBody } from './rules.js'

/*
 * Campaign bonuses and the bonus history (docs/bonuses.md). Spec §2 names the pages
 * (/dashboard/claim-bonus, /dashboard/bonuses) but not their calls; these are ours. Amounts are
 * lira with two decimals, like every other amount on the wire.
 */

/**
 * `trial`: the sign-up trial bonus, listed beside the campaigns and claimed with bonus/definetrialbonus.
 * The sports kinds (docs/sportsbook.md "Sports promotions"): `sports_freebet` is claimed and grants a
 * freebet; `sports_boost` and `sports_refund` apply by themselves to qualifying kombines.
 */
export const campaignKindSchema = z.enum([
  'deposit_match',
  'reload',
  'cashback',
  'trial',
  'sports_freebet',
  'sports_boost',
  'sports_refund',
])
export type CampaignKind = z.infer<typeof campaignKindSchema>

/**
 * Why a campaign can or cannot be claimed now: `claimable`; `claimed` (already, for this period);
 * `not_eligible` (no qualifying deposit or loss, or the claim window closed); `bonus_active`
 * (another bonus is still in play: one at a time); `phone_required` (the trial bonus waits for a
 * verified phone number); `automatic` (a sports boost or refund: it applies by itself to qualifying
 * bets, nothing to claim).
 */
export const campaignStateSchema = z.enum([
  'claimable',
  'claimed',
  'not_eligible',
  'bonus_active',
  'phone_required',
  'automatic',
])
export type CampaignState = z.infer<typeof campaignStateSchema>

/** One campaign on /dashboard/claim-bonus: its rules as numbers (the web words them per language). */
export const bonusCampaignSchema = z.object({
  /** The campaign's id for bonus/claim; 0 for the trial bonus (claimed with bonus/definetrialbonus). */
  id: z.number(),
  /** The campaign's code; `trial` for the trial bonus. */
  code: z.string(),
  kind: campaignKindSchema,
  title: z.string(),
  /** Match or cashback percentage (100 = 100 %). */
  percent: z.number(),
  /** The most the bonus can be. */
  maxAmount: z.number(),
  /** The least qualifying deposit or weekly net loss. */
  minBase: z.number(),
  /** Stakes needed before conversion, as a multiple of the bonus. */
  wageringMultiplier: z.number(),
  /** Days the bonus may be wagered once claimed. */
  validDays: z.number(),
  /** What claiming now would credit (0 when not claimable). */
  amount: z.number(),
  /** Until when it may be claimed (ISO 8601 UTC); null when there is nothing to claim. */
  claimableUntil: z.string().nullable(),
  state: campaignStateSchema,
  /** The promotion's own terms in the player's language, as CRM wrote them (docs/backoffice.md "Campaigns"). */
  terms: z.string().nullable().optional(),
  /** When the campaign stops taking claims (ISO 8601 UTC); null when open-ended. */
  endsAt: z.string().nullable().optional(),
  /** Sports campaigns: the least legs of a qualifying kombine (boost, refund). */
  minLegs: z.number().int().nullable().optional(),
  /** Sports campaigns: the least price of each leg (boost, refund) or of the ticket (freebet). */
  minOdds: z.number().nullable().optional(),
  /** Sports campaigns: their terms worded from the campaign's numbers (campaign-terms.ts), one a line. */
  rules: z.array(z.string()).optional(),
})
export type BonusCampaign = z.infer<typeof bonusCampaignSchema>

/**
 * A running sports campaign's public terms (GET bonus/sports-campaigns, docs/sportsbook.md "Sports
 * promotions"): the same numbers and worded terms as `bonusCampaignSchema`, nothing of a player.
 */
export const sportsCampaignTermsSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(['sports_freebet', 'sports_boost', 'sports_refund']),
  title: z.string(),
  percent: z.number(),
  maxAmount: z.number(),
  minBase: z.number(),
  validDays: z.number(),
  endsAt: z.string().nullable(),
  minLegs: z.number().int().nullable(),
  minOdds: z.number().nullable(),
  rules: z.array(z.string()),
})
export type SportsCampaignTerms = z.infer<typeof sportsCampaignTermsSchema>

/** `POST bonus/claim`. */
export const claimBonusSchema = strictBody({ campaignId: id() })
export type ClaimBonus = z.output<typeof claimBonusSchema>

export const claimedBonusSchema = z.object({ id: z.number(), amount: z.number() })

export const bonusStatusSchema = z.enum(['active', 'converted', 'forfeited', 'expired'])
export type BonusStatus = z.infer<typeof bonusStatusSchema>

/** One row of /dashboard/bonuses, newest first. */
export const bonusHistoryItemSchema = z.object({
  id: z.number(),
  kind: z.enum(['trial', 'campaign', 'manual']),
  /** The campaign's title; null for the trial bonus and a bonus granted by hand (the web names them). */
  title: z.string().nullable(),
  amount: z.number(),
  wageringRequired: z.number(),
  wagered: z.number(),
  status: bonusStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  closedAt: z.string().nullable(),
})
export type BonusHistoryItem = z.infer<typeof bonusHistoryItemSchema>
