import { z } from 'zod'
import { CAMPAIGN_LIMITS } from './backoffice.js'
import {
  code,
  hasAtMostDecimals,
  isoDate,
  meaningfulText,
  numberTypeError,
  oneOfList,
  optionalText,
  strictBody,
  typeError,
  whenValid,
} from './rules.js'

/*
 * Bonus campaigns in the back office (docs/backoffice.md "Campaigns"): CRM creates a campaign,
 * saves new versions of it and enables or disables it. The figures are the ones the bonus engine
 * runs (apps/server/src/modules/bonuses); the limits are CAMPAIGN_LIMITS beside the grants by hand.
 */

/** deposit_match: the first deposit; reload: any later deposit, each once; cashback: last week's net loss. */
export const CAMPAIGN_KINDS = ['deposit_match', 'reload', 'cashback'] as const
export type CampaignEngineKind = (typeof CAMPAIGN_KINDS)[number]
/**
 * The sports campaigns (docs/sportsbook.md "Sports promotions"): seeded, listed and switched on or
 * off in the back office like the others; their rules are edited with `sportsCampaignRulesSchema`.
 */
export const SPORTS_CAMPAIGN_KINDS = ['sports_freebet', 'sports_boost', 'sports_refund'] as const
export type SportsCampaignKind = (typeof SPORTS_CAMPAIGN_KINDS)[number]

const L = CAMPAIGN_LIMITS
const int = (bounds: { min: number; max: number }) =>
  z
    .number({ error: numberTypeError })
    .int(code('invalid_format'))
    .min(bounds.min, code('too_small'))
    .max(bounds.max, code('too_big'))
const lira = (min: number, max: number) =>
  z
    .number({ error: numberTypeError })
    .min(min, code('too_small'))
    .max(max, code('too_big'))
    .refine((v) => hasAtMostDecimals(v, 2), { error: 'too_many_decimals', params: { max: 2 } })
const localizedText = (max: number) => strictBody({ tr: meaningfulText(2, max), en: meaningfulText(2, max) })
const optionalTerms = strictBody({ tr: optionalText(L.termsMax), en: optionalText(L.termsMax) })

const campaignShape = {
  kind: oneOfList(CAMPAIGN_KINDS),
  title: localizedText(L.titleMax),
  terms: optionalTerms,
  /** Percent of the deposit or loss (100 = 100 %), two decimals at most. */
  percent: lira(L.percent.min, L.percent.max),
  maxBonus: lira(0.01, L.maxBonusTry),
  minBase: lira(0, L.minBaseTry),
  wageringMultiplier: int(L.wagering),
  validDays: int(L.validDays),
  claimDays: int(L.claimDays),
  startsAt: isoDate().nullable(),
  endsAt: isoDate().nullable(),
}

const datesInOrder = (value: { startsAt: string | null; endsAt: string | null }, ctx: z.RefinementCtx) => {
  if (value.startsAt && value.endsAt && Date.parse(value.startsAt) >= Date.parse(value.endsAt))
    ctx.addIssue({ code: 'custom', message: 'invalid_range', path: ['endsAt'], input: value.endsAt })
}

/** PUT backoffice/campaigns/:id: a new version of the campaign's figures and texts. */
export const campaignVersionSchema = strictBody(campaignShape).superRefine(datesInOrder, {
  when: whenValid('startsAt', 'endsAt'),
})
export type CampaignVersionInput = z.output<typeof campaignVersionSchema>

/** POST backoffice/campaigns: a new campaign, created disabled; its code names it for good. */
export const campaignCreateSchema = strictBody({
  ...campaignShape,
  code: z
    .string({ error: typeError() })
    .min(3, code('too_short'))
    .max(L.codeMax, code('too_long'))
    .regex(/^[a-z0-9_]+$/, code('invalid_format')),
}).superRefine(datesInOrder, { when: whenValid('startsAt', 'endsAt') })
export type CampaignCreateInput = z.output<typeof campaignCreateSchema>

/**
 * Limits of a sports campaign's rules (docs/sportsbook.md "Sports promotions"): a kombine has 2 to
 * 30 legs (SPORTS_LIMITS.comboLegsMax); a least price from 1.01 to 10.00 per leg (a higher floor
 * would leave no kombine to qualify); the boost's percent of the winnings up to 100 %.
 */
export const SPORTS_CAMPAIGN_LIMITS = {
  minLegs: { min: 2, max: 30 },
  minOdds: { min: 1.01, max: 10 },
  boostPercent: { min: 1, max: 100 },
} as const
const S = SPORTS_CAMPAIGN_LIMITS
const odds = z
  .number({ error: numberTypeError })
  .min(S.minOdds.min, code('too_small'))
  .max(S.minOdds.max, code('too_big'))
  .refine((v) => hasAtMostDecimals(v, 2), { error: 'too_many_decimals', params: { max: 2 } })

/**
 * PUT backoffice/campaigns/:id/sports-rules: a sports campaign's rules, by its kind (which must be
 * the campaign's own). `maxBonus` is the boost's cap a ticket, the refund's cap, the freebet's
 * amount; `validDays` how long a refund or a claimed freebet lasts. A change is a new version of the
 * campaign and applies to tickets placed from then on; tickets placed before keep the rules they
 * were placed under (docs/sportsbook.md "Sports promotions").
 */
export const sportsCampaignRulesSchema = z.discriminatedUnion(
  'kind',
  [
    strictBody({
      kind: z.literal('sports_boost'),
      minLegs: int(S.minLegs),
      minOdds: odds,
      percent: lira(S.boostPercent.min, S.boostPercent.max),
      maxBonus: lira(0.01, L.maxBonusTry),
    }),
    strictBody({
      kind: z.literal('sports_refund'),
      minLegs: int(S.minLegs),
      minOdds: odds,
      maxBonus: lira(0.01, L.maxBonusTry),
      validDays: int(L.validDays),
    }),
    strictBody({
      kind: z.literal('sports_freebet'),
      minOdds: odds,
      maxBonus: lira(0.01, L.maxBonusTry),
      validDays: int(L.validDays),
    }),
  ],
  { error: 'invalid_option' },
)
export type SportsCampaignRulesInput = z.output<typeof sportsCampaignRulesSchema>

/** One campaign in the console's list, money in lira. */
export const staffCampaignSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum([...CAMPAIGN_KINDS, ...SPORTS_CAMPAIGN_KINDS]),
  title: z.object({ tr: z.string(), en: z.string() }),
  terms: z.object({ tr: z.string(), en: z.string() }),
  percent: z.number(),
  maxBonus: z.number(),
  minBase: z.number(),
  wageringMultiplier: z.number(),
  validDays: z.number(),
  claimDays: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  version: z.number(),
  /** Sports campaigns: the least legs of a qualifying kombine (boost, refund); null otherwise. */
  minLegs: z.number().nullable(),
  /** Sports campaigns: the least price of each leg (boost, refund) or of the ticket (freebet). */
  minOdds: z.number().nullable(),
  /** Active bonuses of the campaign and their unreleased bonus money (lira). */
  activeBonuses: z.number(),
  liability: z.number(),
})
export type StaffCampaign = z.infer<typeof staffCampaignSchema>
