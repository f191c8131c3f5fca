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
 * off in the back office like the others; their leg rules are not yet editable there.
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
  /** Active bonuses of the campaign and their unreleased bonus money (lira). */
  activeBonuses: z.number(),
  liability: z.number(),
})
export type StaffCampaign = z.infer<typeof staffCampaignSchema>
