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
  ])
}
