import {
  campaignTerms,
  TRIAL_BONUS_RULES,
  type BonusCampaign,
  type BonusHistoryItem,
  type CampaignState,
  type Locale,
  type SportsCampaignTerms,
} from '@galata/contract'
import type { Db, Tx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { uniqueViolation } from '../../lib/pg-errors.js'
import { firstConfirmedDeposit, latestConfirmedDeposit } from '../payments/index.js'
import {
  ensurePlayerAccounts,
  makeRoomForBonus,
  moneyTransaction,
  netCashLoss,
  post,
  refusePlay,
  systemAccounts,
  toMajor,
} from '../wallet/index.js'
import * as q from './campaigns.queries.js'
import { insertBonus } from './bonuses.queries.js'
import { freebetClaimed, freebetClaimKey, grantFreebet } from './sports-promotions.js'
import { trialOffer } from './trial-offer.js'

/*
 * Campaign bonuses (docs/bonuses.md): listed with their rules on /dashboard/claim-bonus, claimed
 * by the player, granted house → bonus account with a wagering requirement. One bonus in play at
 * a time; each campaign once per player and period.
 */

export interface CampaignDeps {
  db: Db
  clock: Clock
  events: EventBus<AppEvents>
}

const DAY = 86_400_000
/** Weeks run Monday 00:00 to Monday 00:00 Istanbul time (UTC+3 all year since 2016). */
const ISTANBUL_OFFSET = 3 * 3_600_000

/** The Monday 00:00 (Istanbul) that starts the week holding `at`, as a UTC instant. */
export function weekStart(at: Date): Date {
  const local = new Date(at.getTime() + ISTANBUL_OFFSET)
  const sinceMonday = (local.getUTCDay() + 6) % 7
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday)
  return new Date(midnight - ISTANBUL_OFFSET)
}

interface Offer {
  /** Kuruş the claim would credit (> 0). */
  amount: bigint
  /** Which claim of the campaign: '' once ever, or the Monday of the week paid back. */
  period: string
  claimableUntil: Date
}

function share(base: bigint, campaign: q.CampaignRow): bigint {
  const amount = (base * BigInt(campaign.percentBp)) / 10_000n
  return amount > campaign.maxAmount ? campaign.maxAmount : amount
}

/** What the campaign offers the player now, or null when it offers nothing. */
async function offerOf(
  db: Db | Tx,
  campaign: q.CampaignRow,
  playerId: number,
  now: Date,
): Promise<Offer | null> {
  switch (campaign.kind) {
    case 'deposit_match': {
      const deposit = await firstConfirmedDeposit(db, playerId)
      if (!deposit || deposit.amount < campaign.minBase) return null
      const until = new Date(deposit.confirmedAt.getTime() + campaign.claimDays * DAY)
      const amount = share(deposit.amount, campaign)
      return now < until && amount > 0n ? { amount, period: '', claimableUntil: until } : null
    }
    case 'reload': {
      // Any deposit after the first, each once, within claimDays of its confirmation
      // (docs/backoffice.md "Campaigns"); the first deposit belongs to the welcome match.
      const deposit = await latestConfirmedDeposit(db, playerId)
      const first = await firstConfirmedDeposit(db, playerId)
      if (!deposit || !first || deposit.id === first.id || deposit.amount < campaign.minBase) return null
      const until = new Date(deposit.confirmedAt.getTime() + campaign.claimDays * DAY)
      const amount = share(deposit.amount, campaign)
      return now < until && amount > 0n
        ? { amount, period: `deposit:${deposit.id}`, claimableUntil: until }
        : null
    }
    case 'cashback': {
      // Last week's net cash loss, claimable during this week.
      const thisWeek = weekStart(now)
      const lastWeek = new Date(thisWeek.getTime() - 7 * DAY)
      const loss = await netCashLoss(db, playerId, lastWeek, thisWeek)
      if (loss <= 0n || loss < campaign.minBase) return null
      const amount = share(loss, campaign)
      const period = new Date(lastWeek.getTime() + ISTANBUL_OFFSET).toISOString().slice(0, 10)
      return amount > 0n ? { amount, period, claimableUntil: new Date(thisWeek.getTime() + 7 * DAY) } : null
    }
    case 'sports_freebet': {
      // A freebet of the campaign's amount, once per player, within claimDays of a confirmed deposit
      // of at least minBase (docs/sportsbook.md "Sports promotions").
      const deposit = await latestConfirmedDeposit(db, playerId)
      if (!deposit || deposit.amount < campaign.minBase) return null
      const until = new Date(deposit.confirmedAt.getTime() + campaign.claimDays * DAY)
      return now < until ? { amount: campaign.maxAmount, period: '', claimableUntil: until } : null
    }
    case 'sports_boost':
    case 'sports_refund':
      // They apply by themselves to qualifying bets: nothing to claim.
      return null
  }
}

const localized = (text: { tr: string; en: string }, locale: Locale) => text[locale] || text.tr

/** The trial bonus's name in the list (the web's `bonuses.trialTitle` says the same). */
const TRIAL_TITLE = { tr: 'Deneme Bonusu', en: 'Trial Bonus' } as const

/** GET bonus/campaigns: every enabled campaign with its rules and whether the player may claim it now. */
export async function listCampaigns(
  deps: CampaignDeps,
  playerId: number,
  locale: Locale,
): Promise<BonusCampaign[]> {
  const now = new Date(deps.clock.now())
  const live = await q.hasLiveBonus(deps.db, playerId, now)
  const out: BonusCampaign[] = []
  // The sign-up trial bonus first, while the player may still claim it (docs/bonuses.md "The trial
  // bonus"): it used to be offered only in the dialog after phone verification, gone once closed.
  const trial = await trialOffer(deps.db, playerId, now)
  if (trial) {
    const state: CampaignState = live ? 'bonus_active' : trial.phoneVerified ? 'claimable' : 'phone_required'
    out.push({
      id: 0,
      code: 'trial',
      kind: 'trial',
      title: TRIAL_TITLE[locale],
      percent: 0,
      maxAmount: toMajor(trial.amount),
      minBase: 0,
      wageringMultiplier: TRIAL_BONUS_RULES.wageringMultiplier,
      validDays: TRIAL_BONUS_RULES.validDays,
      amount: toMajor(trial.amount),
      claimableUntil: trial.claimableUntil.toISOString(),
      state,
    })
  }
  for (const c of await q.listEnabledCampaigns(deps.db, now)) {
    const offer = await offerOf(deps.db, c, playerId, now)
    const isFreebet = c.kind === 'sports_freebet'
    const claimed = isFreebet
      ? await freebetClaimed(deps.db, c.id, playerId)
      : offer
        ? (await q.claimedPeriods(deps.db, playerId, c.id)).includes(offer.period)
        : false
    let state: CampaignState = 'claimable'
    if (c.kind === 'sports_boost' || c.kind === 'sports_refund') state = 'automatic'
    // A freebet is no bonus money: another bonus in play does not hold its claim back.
    else if (isFreebet) state = claimed ? 'claimed' : offer ? 'claimable' : 'not_eligible'
    else if (!offer)
      state =
        c.kind === 'deposit_match' && (await wasClaimed(deps.db, playerId, c)) ? 'claimed' : 'not_eligible'
    else if (claimed) state = 'claimed'
    else if (live) state = 'bonus_active'
    out.push({
      ...publicFigures(c, locale),
      wageringMultiplier: c.wageringMultiplier,
      amount: offer && state === 'claimable' ? toMajor(offer.amount) : 0,
      claimableUntil: offer && state !== 'claimed' ? offer.claimableUntil.toISOString() : null,
      state,
      terms: c.terms ? localized(c.terms, locale) || null : null,
      // The sports promotions' terms, worded once from the campaign's numbers (docs/content.md
      // "one source for offer terms"), as their promotion pages show them.
      ...(isSportsKind(c.kind) ? { rules: campaignTerms(c, locale).terms } : {}),
    })
  }
  return out
}

/**
 * GET bonus/sports-campaigns: the running sports campaigns' public terms for anyone, a visitor's
 * slip included (docs/sportsbook.md "Sports promotions"). The same figures and worded terms as
 * bonus/campaigns answers a player, and nothing of a player.
 */
export async function listSportsCampaignTerms(
  deps: Pick<CampaignDeps, 'db' | 'clock'>,
  locale: Locale,
): Promise<SportsCampaignTerms[]> {
  const now = new Date(deps.clock.now())
  const out: SportsCampaignTerms[] = []
  for (const c of await q.listEnabledCampaigns(deps.db, now)) {
    if (!isSportsKind(c.kind)) continue
    out.push({ ...publicFigures(c, locale), kind: c.kind, rules: campaignTerms(c, locale).terms })
  }
  return out
}

const isSportsKind = (kind: q.CampaignRow['kind']): kind is SportsCampaignTerms['kind'] =>
  kind === 'sports_freebet' || kind === 'sports_boost' || kind === 'sports_refund'

/** A campaign's figures as both reads show them: a player's list and the public sports terms. */
function publicFigures(c: q.CampaignRow, locale: Locale) {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    title: localized(c.title, locale),
    percent: c.percentBp / 100,
    maxAmount: toMajor(c.maxAmount),
    minBase: toMajor(c.minBase),
    validDays: c.validDays,
    endsAt: c.endsAt ? c.endsAt.toISOString() : null,
    minLegs: c.minLegs,
    minOdds: c.minOddsMilli === null ? null : c.minOddsMilli / 1000,
  }
}

/** A once-ever campaign stays "claimed" after its claim window closed. */
async function wasClaimed(db: Db, playerId: number, c: q.CampaignRow): Promise<boolean> {
  return (await q.claimedPeriods(db, playerId, c.id)).length > 0
}

/**
 * POST bonus/claim. Once per player and period, also under concurrency: the ledger key
 * `campaign:{id}:{player}:{period}` makes a racing copy wait and then see the grant (→
 * BONUS_UNAVAILABLE), and a unique index on (campaign, player, period) backs it. One bonus in play
 * at a time: the claim waits for the bonus row's lock and is refused while the current bonus holds
 * money (BONUS_ACTIVE); two different claims racing meet the one-active index.
 */
export async function claimCampaign(
  deps: CampaignDeps,
  playerId: number,
  campaignId: number,
): Promise<{ id: number; amount: bigint }> {
  // Player protection (docs/player-protection.md): no bonus while timed out, self-excluded or at a
  // session-time limit.
  await refusePlay(deps.db, playerId, deps.clock.now())
  // A disabled campaign (or one outside its dates) takes no new claims; bonuses claimed before run on.
  const campaign = await q.findEnabledCampaign(deps.db, campaignId, new Date(deps.clock.now()))
  if (!campaign || campaign.kind === 'sports_boost' || campaign.kind === 'sports_refund')
    throw new AppError('BONUS_UNAVAILABLE')
  if (campaign.kind === 'sports_freebet') return claimFreebet(deps, campaign, playerId)
  try {
    return await moneyTransaction(deps, async (m) => {
      const { tx, fx } = m
      const now = new Date(deps.clock.now())
      const offer = await offerOf(tx, campaign, playerId, now)
      if (!offer) throw new AppError('BONUS_UNAVAILABLE')
      if ((await q.claimedPeriods(tx, playerId, campaign.id)).includes(offer.period))
        throw new AppError('BONUS_UNAVAILABLE')
      const accounts = await ensurePlayerAccounts(tx, playerId)
      if (!(await makeRoomForBonus(m, playerId, now))) throw new AppError('BONUS_ACTIVE')
      const key = `campaign:${campaign.id}:${playerId}:${offer.period}`
      const sys = await systemAccounts(m)
      const posted = await post(m, {
        idempotencyKey: key,
        kind: 'bonus_grant',
        // The key is the fingerprint: a racing copy that computed another amount is still "claimed".
        requestHash: key,
        reference: `campaign:${campaign.code}`,
        entries: [
          { accountId: sys.house, amount: -offer.amount },
          { accountId: accounts.bonus, amount: offer.amount },
        ],
      })
      if (posted.replayed) throw new AppError('BONUS_UNAVAILABLE')
      const row = await insertBonus(tx, {
        playerId,
        kind: 'campaign',
        campaignId: campaign.id,
        // The terms it was claimed under (docs/backoffice.md "Campaigns"): a later version leaves them.
        campaignVersion: campaign.version,
        period: offer.period,
        amount: offer.amount,
        wageringRequired: offer.amount * BigInt(campaign.wageringMultiplier),
        expiresAt: new Date(now.getTime() + campaign.validDays * DAY),
        ledgerTransactionId: posted.transactionId,
        createdAt: now,
      })
      fx.bonuses.push({ playerId, bonusId: row.id, change: 'granted', amount: offer.amount })
      return { id: row.id, amount: offer.amount }
    })
  } catch (error) {
    throw bonusClaimError(error)
  }
}

/**
 * A freebet campaign's claim: the freebet row, once per player (its source key's unique index
 * decides a race: the loser answers BONUS_UNAVAILABLE). Nothing moves in the ledger until a ticket
 * uses it (docs/sportsbook.md "Sports promotions").
 */
async function claimFreebet(
  deps: CampaignDeps,
  campaign: q.CampaignRow,
  playerId: number,
): Promise<{ id: number; amount: bigint }> {
  return deps.db.transaction(async (tx) => {
    const now = new Date(deps.clock.now())
    const offer = await offerOf(tx, campaign, playerId, now)
    if (!offer) throw new AppError('BONUS_UNAVAILABLE')
    const id = await grantFreebet(tx, {
      playerId,
      amount: offer.amount,
      minOddsMilli: campaign.minOddsMilli ?? 1000,
      expiresAt: new Date(now.getTime() + campaign.validDays * DAY),
      source: 'campaign',
      sourceKey: freebetClaimKey(campaign.id, playerId),
      campaignId: campaign.id,
      createdAt: now,
    })
    if (id === null) throw new AppError('BONUS_UNAVAILABLE')
    return { id, amount: offer.amount }
  })
}

/** A racing claim that lost on a unique index answers like the rule it broke, never a 500. */
export function bonusClaimError(error: unknown): unknown {
  const constraint = uniqueViolation(error)
  if (constraint === 'bonuses_one_active_per_player_idx') return new AppError('BONUS_ACTIVE')
  if (
    constraint === 'bonuses_campaign_claim_idx' ||
    constraint === 'bonuses_one_trial_per_player_idx' ||
    constraint === 'bonuses_one_trial_per_phone_idx'
  )
    return new AppError('BONUS_UNAVAILABLE')
  return error
}

/** GET bonus/history: the player's bonuses, newest first, with wagering progress. */
export async function bonusHistory(
  deps: CampaignDeps,
  playerId: number,
  locale: Locale,
): Promise<BonusHistoryItem[]> {
  const rows = await q.listPlayerBonuses(deps.db, playerId, 100)
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title ? localized(r.title, locale) : null,
    amount: toMajor(r.amount),
    wageringRequired: toMajor(r.wageringRequired),
    wagered: toMajor(r.wagered),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    closedAt: r.closedAt ? r.closedAt.toISOString() : null,
  }))
}
