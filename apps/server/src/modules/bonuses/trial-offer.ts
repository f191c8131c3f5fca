import { TRIAL_BONUS_RULES } from '@galata/contract'
import type { Db } from '../../db/client.js'
import { getTrialBonusAmount } from '../cms/index.js'
import * as q from './bonuses.queries.js'

/** How long after sign-up the trial bonus may be claimed (docs/bonuses.md "The trial bonus"). */
export const TRIAL_CLAIM_MS = TRIAL_BONUS_RULES.claimDays * 86_400_000

/**
 * The trial bonus as "Bonus Talep Et" lists it (docs/bonuses.md "The trial bonus"): null once it
 * can no longer be claimed — claimed by this account or with its verified phone, past its claim
 * window (TRIAL_BONUS_RULES.claimDays after sign-up), or switched off (amount 0). Otherwise its
 * amount, its end, and whether a verified phone is still missing.
 */
export async function trialOffer(
  db: Db,
  playerId: number,
  now: Date,
): Promise<{ amount: bigint; claimableUntil: Date; phoneVerified: boolean } | null> {
  const amount = await getTrialBonusAmount(db)
  if (amount <= 0n) return null
  const since = await q.registeredAt(db, playerId)
  if (!since) return null
  const claimableUntil = new Date(since.getTime() + TRIAL_CLAIM_MS)
  if (now >= claimableUntil) return null
  if (await q.hasBonusOfKind(db, playerId, 'trial')) return null
  const phone = await q.verifiedPhone(db, playerId)
  if (phone && (await q.trialClaimedByPhone(db, phone))) return null
  return { amount, claimableUntil, phoneVerified: phone !== null }
}
