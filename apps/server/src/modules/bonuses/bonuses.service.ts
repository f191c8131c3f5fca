import { TRIAL_BONUS_RULES, type GrantRowError } from '@galata/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { AppError } from '../../lib/app-error.js'
import { getTrialBonusAmount } from '../cms/index.js'
import {
  ensurePlayerAccounts,
  makeRoomForBonus,
  moneyTransaction,
  post,
  refusePlay,
  systemAccounts,
  type MoneyTx,
} from '../wallet/index.js'
import { bonusClaimError } from './campaigns.service.js'
import { TRIAL_CLAIM_MS } from './trial-offer.js'
import * as q from './bonuses.queries.js'
import {
  campaignForGrant,
  campaignsByCode,
  GRANT_PERIOD_PREFIX,
  type CampaignRow,
} from './campaigns.queries.js'

/*
 * Bonuses (docs/bonuses.md). Bonus money is granted from the house account to the
 * player's bonus account through the wallet; the bonuses row carries the wagering requirement.
 */

/** Stakes needed before a trial bonus converts to cash, as a multiple of the bonus (docs/bonuses.md). */
export const TRIAL_WAGERING_MULTIPLIER = BigInt(TRIAL_BONUS_RULES.wageringMultiplier)
/** How long a trial bonus may be wagered before it is forfeited. */
export const TRIAL_BONUS_DAYS = TRIAL_BONUS_RULES.validDays

export interface GrantedBonus {
  id: number
  amount: bigint
  wageringRequired: bigint
  expiresAt: Date
}

/**
 * GET bonus/definetrialbonus: once per player and once per verified phone number (docs/security.md), only
 * with a verified phone. A second claim is
 * BONUS_UNAVAILABLE, not a replay of the first answer: the player asked for something they cannot
 * have again, and the success toast would wrongly say money was just added.
 *
 * Once-only holds under concurrency three times over: the ledger's idempotency key `trial:{id}`
 * (a racing copy waits on it and then sees the committed grant), the unique index allowing one
 * trial row per player (and one per claiming phone), and the early checks that spare the common
 * repeat a transaction.
 */
export async function grantTrialBonus(
  deps: { db: Db; clock: Clock; events: EventBus<AppEvents> },
  playerId: number,
): Promise<GrantedBonus> {
  const { db } = deps
  // Player protection (docs/player-protection.md): no bonus while timed out, self-excluded or at a
  // session-time limit.
  await refusePlay(db, playerId, deps.clock.now())
  const phone = await q.verifiedPhone(db, playerId)
  if (!phone) throw new AppError('PHONE_NOT_VERIFIED')
  const amount = await getTrialBonusAmount(db)
  if (amount <= 0n) throw new AppError('BONUS_UNAVAILABLE')
  if (await q.hasBonusOfKind(db, playerId, 'trial')) throw new AppError('BONUS_UNAVAILABLE')
  // Once per phone number ever (docs/security.md): a number moved to a new account brings no new trial.
  if (await q.trialClaimedByPhone(db, phone)) throw new AppError('BONUS_UNAVAILABLE')
  // The offer ends TRIAL_BONUS_RULES.claimDays after sign-up, as the claim page says.
  const since = await q.registeredAt(db, playerId)
  if (!since || deps.clock.now() >= since.getTime() + TRIAL_CLAIM_MS) throw new AppError('BONUS_UNAVAILABLE')

  // The grant, what making room for it did (forfeiting an expired one) and the balance push are
  // published after the commit (the notification and the header's balance, docs/realtime.md).
  const granted = await moneyTransaction(deps, async (m) => {
    const { tx } = m
    const accounts = await ensurePlayerAccounts(tx, playerId)
    // One bonus in play at a time (docs/bonuses.md); a repeat of the trial itself stays UNAVAILABLE.
    if (!(await makeRoomForBonus(m, playerId, new Date(deps.clock.now()))))
      throw new AppError(
        (await q.hasBonusOfKind(tx, playerId, 'trial')) ? 'BONUS_UNAVAILABLE' : 'BONUS_ACTIVE',
      )
    const sys = await systemAccounts(m)
    const posted = await post(m, {
      idempotencyKey: `trial:${playerId}`,
      kind: 'bonus_grant',
      entries: [
        { accountId: sys.house, amount: -amount },
        { accountId: accounts.bonus, amount },
      ],
      // One fingerprint per player, whatever the amount: an operator changing the setting between
      // two claims must still make the second a plain "already claimed", not a CONFLICT.
      requestHash: `trial:${playerId}`,
      reference: `player:${playerId}`,
    })
    if (posted.replayed) throw new AppError('BONUS_UNAVAILABLE')
    const now = new Date(deps.clock.now())
    const row = await q.insertBonus(tx, {
      playerId,
      kind: 'trial',
      claimPhone: phone,
      amount,
      wageringRequired: amount * TRIAL_WAGERING_MULTIPLIER,
      expiresAt: new Date(now.getTime() + TRIAL_BONUS_DAYS * 86_400_000),
      ledgerTransactionId: posted.transactionId,
      createdAt: now,
    })
    m.fx.bonuses.push({ playerId, bonusId: row.id, change: 'granted', amount })
    return { id: row.id, amount, wageringRequired: row.wageringRequired, expiresAt: row.expiresAt }
  }).catch((error: unknown) => {
    throw bonusClaimError(error)
  })
  return granted
}

/** A campaign as a grant by hand sees it: its current version's figures and whether it runs now. */
export type GrantCampaign = CampaignRow & { isRunning: boolean }

/** Why a grant of `amount` (kuruş) may not be made under a campaign, or null when it may. */
export type CampaignGrantProblem = Extract<
  GrantRowError,
  'unknown_campaign' | 'inactive_campaign' | 'over_campaign_max'
>

/**
 * The one rule for a grant under a campaign (docs/backoffice.md "Grant lists"), at the upload and
 * again at the approval: the campaign exists, runs now (enabled and within its dates, as a claim
 * needs), and the amount stays within its largest bonus, so the bonus matches the campaign's terms.
 */
export function campaignGrantProblem(
  campaign: GrantCampaign | null | undefined,
  amount: bigint,
): CampaignGrantProblem | null {
  if (!campaign) return 'unknown_campaign'
  if (!campaign.isRunning) return 'inactive_campaign'
  if (amount > campaign.maxAmount) return 'over_campaign_max'
  return null
}

/** The campaigns a grant list names, by code. */
export async function grantCampaigns(
  db: DbOrTx,
  codes: string[],
  now: Date,
): Promise<Map<string, GrantCampaign>> {
  return new Map((await campaignsByCode(db, codes, now)).map((c) => [c.code, c]))
}

/**
 * A bonus granted by hand (docs/backoffice.md "Bonus grants"), run by the approval of its pending
 * action inside the approval's money transaction. It follows the claims' rules: not while the
 * player is protected from play, one bonus in play at a time (BONUS_ACTIVE while the current one
 * holds money), and once per action (the ledger key `manual-bonus:{action}`), or per row of a
 * grant list (`manual-bonus:{action}:{row}`, docs/backoffice.md "Grant lists").
 */
export async function grantManualBonus(
  m: MoneyTx,
  g: {
    playerId: number
    amount: bigint
    wageringMultiplier: number
    validDays: number
    actionId: number
    /** A grant list's row: its own ledger key, so each row is paid once. */
    rowId?: number
    /**
     * A grant list's row under a campaign, with the version current when the list was filed: the
     * bonus takes that version's wagering and validity instead of `wageringMultiplier`/`validDays`.
     */
    campaign?: { code: string; version: number }
    now: Date
  },
): Promise<GrantedBonus> {
  let campaign: GrantCampaign | null = null
  if (g.campaign) {
    // Under a share lock: an edit in flight commits first or waits, so the version paid is the one read.
    campaign = await campaignForGrant(m.tx, g.campaign.code, g.now)
    // The checker approved the terms the maker filed; a campaign edited since needs a new list
    // (docs/backoffice.md "Campaigns": an edit never changes what was granted or agreed).
    const problem =
      campaign?.isRunning && campaign.version !== g.campaign.version
        ? 'campaign_changed'
        : campaignGrantProblem(campaign, g.amount)
    if (problem) throw new AppError('BONUS_UNAVAILABLE', undefined, { row: problem })
  }
  await refusePlay(m.tx, g.playerId, g.now.getTime())
  const accounts = await ensurePlayerAccounts(m.tx, g.playerId)
  if (!(await makeRoomForBonus(m, g.playerId, g.now))) throw new AppError('BONUS_ACTIVE')
  const key = g.rowId === undefined ? `manual-bonus:${g.actionId}` : `manual-bonus:${g.actionId}:${g.rowId}`
  const sys = await systemAccounts(m)
  const posted = await post(m, {
    idempotencyKey: key,
    kind: 'bonus_grant',
    requestHash: key,
    reference: `action:${g.actionId}`,
    entries: [
      { accountId: sys.house, amount: -g.amount },
      { accountId: accounts.bonus, amount: g.amount },
    ],
  })
  if (posted.replayed) throw new AppError('ACTION_NOT_PENDING')
  const terms = campaign
    ? {
        kind: 'campaign' as const,
        campaignId: campaign.id,
        // The terms it was granted under (docs/backoffice.md "Campaigns"): a later version leaves them.
        campaignVersion: campaign.version,
        period: `${GRANT_PERIOD_PREFIX}${g.actionId}:${g.rowId ?? 0}`,
        wageringMultiplier: campaign.wageringMultiplier,
        validDays: campaign.validDays,
      }
    : { kind: 'manual' as const, wageringMultiplier: g.wageringMultiplier, validDays: g.validDays }
  const { wageringMultiplier, validDays, ...identity } = terms
  const row = await q
    .insertBonus(m.tx, {
      playerId: g.playerId,
      ...identity,
      amount: g.amount,
      wageringRequired: g.amount * BigInt(wageringMultiplier),
      expiresAt: new Date(g.now.getTime() + validDays * 86_400_000),
      ledgerTransactionId: posted.transactionId,
      createdAt: g.now,
    })
    .catch((error: unknown) => {
      throw bonusClaimError(error)
    })
  m.fx.bonuses.push({ playerId: g.playerId, bonusId: row.id, change: 'granted', amount: g.amount })
  return { id: row.id, amount: g.amount, wageringRequired: row.wageringRequired, expiresAt: row.expiresAt }
}
