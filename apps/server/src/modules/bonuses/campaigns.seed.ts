import type { Localized } from '@galata/contract'
import type { Db } from '../../db/client.js'
import { insertCampaigns, renameCampaign } from './campaigns.queries.js'

/**
 * docs/content.md: one name for the first-deposit campaign everywhere (the promotion, the claim card, the
 * bonus history): "Hoş Geldin Bonusu" / "Welcome Bonus", no longer "İlk Yatırım Bonusu".
 */
export const FIRST_DEPOSIT_TITLE: Localized = { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' }
const FIRST_DEPOSIT_OLD_TITLE: Localized = { tr: 'İlk Yatırım Bonusu', en: 'First Deposit Bonus' }

/**
 * The demo campaigns (docs/bonuses.md): a 100 % first-deposit match up to 1 000 TRY with 20×
 * wagering, and 10 % weekly cashback on net cash losses (from 100 TRY, up to 500 TRY) with 1×
 * wagering. Amounts are kuruş. Inserted once by code, so an operator's edits survive a reboot.
 */
export async function seedBonusCampaigns(db: Db): Promise<number> {
  // A database seeded before the copy review (docs/content.md) still has the old name; an operator's own name
  // is kept.
  await renameCampaign(db, 'first_deposit', FIRST_DEPOSIT_OLD_TITLE, FIRST_DEPOSIT_TITLE)
  return insertCampaigns(db, [
    {
      code: 'first_deposit',
      kind: 'deposit_match',
      title: FIRST_DEPOSIT_TITLE,
      percentBp: 10_000,
      maxAmount: 100_000n,
      minBase: 5_000n,
      wageringMultiplier: 20,
      validDays: 30,
      claimDays: 7,
      sort: 1,
    },
    {
      code: 'weekly_cashback',
      kind: 'cashback',
      title: { tr: 'Haftalık Kayıp Bonusu', en: 'Weekly Cashback' },
      percentBp: 1_000,
      maxAmount: 50_000n,
      minBase: 10_000n,
      wageringMultiplier: 1,
      validDays: 7,
      claimDays: 7,
      sort: 2,
    },
    ...SPORTS_CAMPAIGNS,
  ])
}

/**
 * The sports promotions (docs/sportsbook.md "Sports promotions"): a 50 TRY freebet (ticket at 1.50
 * or more) after a deposit of 100 TRY; 10 % extra winnings (up to 1 000 TRY) on winning kombines of
 * 4+ legs each at 1.30 or more; a 5+ leg kombine (legs at 1.30+) lost by one leg refunded as a
 * freebet up to 100 TRY. The boost and the refund are seeded switched off: they change what every
 * qualifying kombine pays, so the operator switches them on in the back office (Campaigns).
 */
export const SPORTS_CAMPAIGNS = [
  {
    code: 'sports_freebet',
    kind: 'sports_freebet' as const,
    title: { tr: 'Spor Freebet', en: 'Sports Free Bet' },
    percentBp: 10_000,
    maxAmount: 5_000n,
    minBase: 10_000n,
    wageringMultiplier: 0,
    validDays: 7,
    claimDays: 7,
    minOddsMilli: 1_500,
    sort: 3,
  },
  {
    code: 'kombine_boost',
    kind: 'sports_boost' as const,
    title: { tr: 'Kombine Bonusu', en: 'Combo Boost' },
    percentBp: 1_000,
    maxAmount: 100_000n,
    minBase: 0n,
    wageringMultiplier: 0,
    validDays: 1,
    claimDays: 1,
    minLegs: 4,
    minOddsMilli: 1_300,
    enabled: false,
    sort: 4,
  },
  {
    code: 'kupon_iadesi',
    kind: 'sports_refund' as const,
    title: { tr: 'Kupon İadesi', en: 'One Leg Short Refund' },
    percentBp: 10_000,
    maxAmount: 10_000n,
    minBase: 0n,
    wageringMultiplier: 0,
    validDays: 7,
    claimDays: 1,
    minLegs: 5,
    minOddsMilli: 1_300,
    enabled: false,
    sort: 5,
  },
]
