import type { SportsFreebet } from '@galata/contract'
import type { DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { ensurePlayerAccounts, post, systemAccounts, toMajor, type MoneyTx } from '../wallet/index.js'
import type { CampaignRow } from './campaigns.queries.js'
import * as q from './sports-promotions.queries.js'

/*
 * Sports promotions run by the bonus engine (docs/sportsbook.md "Sports promotions"): freebets (a
 * stake the player does not pay), the kombine boost (extra winnings on a winning kombine) and the
 * kupon iadesi (a kombine lost by one leg refunded as a freebet). The sportsbook calls these in its
 * own money transactions: placement to use a freebet, settlement for what a ticket's result pays.
 * Every promotion's money comes from the house, as casino bonuses' does, in postings of its own
 * (ledger kinds `bonus_grant` out of the house, `bonus_forfeit` back into it), each under an
 * idempotency key, so the bonus cost reports count it and a replay pays nothing.
 */

const DAY = 86_400_000
/** A void ticket's freebet comes back valid for at least this long (docs/sportsbook.md "Sports promotions"). */
export const FREEBET_VOID_DAYS = 7

type TicketLike = {
  id: number
  playerId: number
  kind: 'single' | 'combo' | 'system'
  stake: bigint
  placedAt: Date
}
type LegLike = { result: string; oddsMilli: number }

/** What a won freebet ticket pays: only the winnings beyond the stake the player did not pay. */
export const freebetWinnings = (payout: bigint, stake: bigint): bigint =>
  payout > stake ? payout - stake : 0n

export async function grantFreebet(db: DbOrTx, row: q.NewFreebet): Promise<number | null> {
  return q.insertFreebet(db, row)
}

/** GET sports/freebets: the player's usable freebets, first to expire first. */
export async function listFreebets(db: DbOrTx, playerId: number, now: Date): Promise<SportsFreebet[]> {
  return (await q.availableFreebets(db, playerId, now)).map((f) => ({
    id: f.id,
    amount: toMajor(f.amount),
    minOdds: f.minOddsMilli / 1000,
    expiresAt: f.expiresAt.toISOString(),
    source: f.source,
  }))
}

/**
 * Checks a freebet for a slip under the freebet's row lock, before the wallet is called: two
 * placements naming it queue on the lock and the second finds it used (FREEBET_USED). The stake
 * must be the freebet's whole amount and the ticket's total price at least its minimum.
 */
export async function takeFreebet(
  m: MoneyTx,
  use: { freebetId: number; playerId: number; stake: bigint; totalOddsMilli: number; now: Date },
): Promise<q.FreebetRow> {
  const fb = await q.lockFreebet(m.tx, use.freebetId)
  if (!fb || fb.playerId !== use.playerId) throw new AppError('FREEBET_UNAVAILABLE')
  if (fb.status !== 'available') throw new AppError('FREEBET_USED')
  if (fb.expiresAt.getTime() <= use.now.getTime()) throw new AppError('FREEBET_EXPIRED')
  if (use.stake !== fb.amount) throw new AppError('FREEBET_STAKE', undefined, { amount: toMajor(fb.amount) })
  if (use.totalOddsMilli < fb.minOddsMilli)
    throw new AppError('FREEBET_MIN_ODDS', undefined, { minOdds: fb.minOddsMilli / 1000 })
  return fb
}

/**
 * The freebet pays the ticket's stake: it is marked used by the ticket, and the stake goes from
 * the house into the book (provider clearing) as a player's stake would, so the book's figures
 * hold the bet and the ledger stays balanced. The player's cash is not touched.
 */
export async function bookFreebet(m: MoneyTx, fb: q.FreebetRow, ticketId: number, now: Date): Promise<void> {
  if (!(await q.markFreebetUsed(m.tx, fb.id, ticketId, now))) throw new AppError('FREEBET_USED')
  const sys = await systemAccounts(m)
  await post(m, {
    idempotencyKey: `freebet-stake:${fb.id}`,
    kind: 'bonus_grant',
    reference: `ticket-${ticketId}`,
    entries: [
      { accountId: sys.house, amount: -fb.amount },
      { accountId: sys.provider_clearing, amount: fb.amount },
    ],
    metadata: { promotion: 'freebet', freebetId: fb.id },
  })
}

export const freebetOfTicket = q.freebetOfTicket
export const freebetTickets = q.freebetTickets
export const ticketBoosts = q.ticketBoosts

/**
 * After the wallet settled a ticket (settlement.ts `writeSettlement`), in the same money
 * transaction: the promotions its result pays. A void freebet ticket gives its freebet back; a
 * winning kombine gets its boost (or the difference to what it got, under a correction); a kombine
 * lost by exactly one leg gets its refund as a freebet, once.
 */
export async function settleTicketPromotions(
  m: MoneyTx,
  s: {
    ticket: TicketLike
    legs: LegLike[]
    status: 'open' | 'won' | 'lost' | 'void' | 'cashed_out' | 'pending' | 'rejected'
    payout: bigint
    version: number
    freebet: q.FreebetRow | null
  },
): Promise<void> {
  const now = new Date(m.clock.now())
  if (s.freebet && s.status === 'void') await giveFreebetBack(m, s.freebet, s.ticket.id, now)
  await payBoost(m, s)
  if (!s.freebet && s.status === 'lost') await refundOneLegLoss(m, s.ticket, s.legs, now)
}

/**
 * A void freebet ticket: the freebet comes back once (`void:{ticket}`), valid until its own expiry
 * or FREEBET_VOID_DAYS from now, whichever is later, and its stake goes back from the book to the
 * house. A correction of that void into a result later settles the ticket as any freebet ticket;
 * the freebet given back stays the player's (docs/sportsbook.md "Sports promotions").
 */
async function giveFreebetBack(m: MoneyTx, fb: q.FreebetRow, ticketId: number, now: Date) {
  const floor = now.getTime() + FREEBET_VOID_DAYS * DAY
  const id = await q.insertFreebet(m.tx, {
    playerId: fb.playerId,
    amount: fb.amount,
    minOddsMilli: fb.minOddsMilli,
    expiresAt: new Date(Math.max(fb.expiresAt.getTime(), floor)),
    source: 'void',
    sourceKey: `void:${ticketId}`,
    campaignId: fb.campaignId,
    createdAt: now,
  })
  if (id === null) return
  const sys = await systemAccounts(m)
  await post(m, {
    idempotencyKey: `freebet-void:${ticketId}`,
    kind: 'bonus_forfeit',
    reference: `ticket-${ticketId}`,
    entries: [
      { accountId: sys.provider_clearing, amount: -fb.amount },
      { accountId: sys.house, amount: fb.amount },
    ],
    metadata: { promotion: 'freebet_void', freebetId: fb.id, returnedAs: id },
  })
}

/** Legs that were played: a void leg counts at 1.00 and neither for nor against a kombine promotion. */
const played = (legs: LegLike[]) => legs.filter((l) => l.result !== 'void')

type Rules = Pick<CampaignRow, 'minLegs' | 'minOddsMilli' | 'percentBp' | 'maxAmount' | 'validDays'>

/**
 * A campaign with the rules a ticket placed at `at` was placed under (docs/sportsbook.md "Sports
 * promotions"): an edit in the back office is a new version and applies from its time on, so a
 * ticket keeps the rules of its placing time at settlement and under any later correction. A figure
 * an older version did not keep is the row's.
 */
export async function campaignRulesAt<C extends Rules>(
  db: DbOrTx,
  c: C & { id: number },
  at: Date,
): Promise<C> {
  const f = await q.campaignFiguresAt(db, c.id, at)
  if (!f) return c
  const int = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback)
  const intOrNull = (v: unknown, fallback: number | null) =>
    v === undefined ? fallback : typeof v === 'number' ? v : null
  return {
    ...c,
    percentBp: int(f.percentBp, c.percentBp),
    maxAmount: typeof f.maxAmount === 'string' ? BigInt(f.maxAmount) : c.maxAmount,
    validDays: int(f.validDays, c.validDays),
    minLegs: intOrNull(f.minLegs, c.minLegs),
    minOddsMilli: intOrNull(f.minOddsMilli, c.minOddsMilli),
  }
}

/** Whether a kombine's legs meet a sports campaign's leg rules (N+ legs played, each at its minimum price). */
export function kombineQualifies(c: Pick<CampaignRow, 'minLegs' | 'minOddsMilli'>, legs: LegLike[]): boolean {
  const counted = played(legs)
  return counted.length >= (c.minLegs ?? 2) && counted.every((l) => l.oddsMilli >= (c.minOddsMilli ?? 1000))
}

/** The boost a kombine's result earns under a campaign: its percent of the winnings, capped. */
export function boostAmount(
  c: Pick<CampaignRow, 'minLegs' | 'minOddsMilli' | 'percentBp' | 'maxAmount'>,
  ticket: Pick<TicketLike, 'kind' | 'stake'>,
  legs: LegLike[],
  status: string,
  payout: bigint,
): bigint {
  if (ticket.kind !== 'combo' || status !== 'won' || !kombineQualifies(c, legs)) return 0n
  const winnings = payout - ticket.stake
  if (winnings <= 0n) return 0n
  const boost = (winnings * BigInt(c.percentBp)) / 10_000n
  return boost > c.maxAmount ? c.maxAmount : boost
}

/**
 * The kombine boost, as the difference between what the ticket's result earns now and what the
 * boost paid before (`sports_ticket_boosts`, locked), posted under the settlement's version: a
 * replay pays nothing, a correction pays or takes back the difference. The campaign is the one
 * running when the ticket was placed, and stays the ticket's once it paid.
 */
async function payBoost(
  m: MoneyTx,
  s: { ticket: TicketLike; legs: LegLike[]; status: string; payout: bigint; version: number },
) {
  if (s.ticket.kind !== 'combo') return
  const row = await q.lockTicketBoost(m.tx, s.ticket.id)
  const running = row
    ? await q.campaignById(m.tx, row.campaignId)
    : (await q.sportsCampaignsAt(m.tx, 'sports_boost', s.ticket.placedAt))[0]
  if (!running) return
  const campaign = await campaignRulesAt(m.tx, running, s.ticket.placedAt)
  const target = boostAmount(campaign, s.ticket, s.legs, s.status, s.payout)
  const paid = row?.paid ?? 0n
  const delta = target - paid
  if (delta === 0n) return
  const sys = await systemAccounts(m)
  const cash = (await ensurePlayerAccounts(m.tx, s.ticket.playerId)).cash
  await post(m, {
    idempotencyKey: `kombine-boost:${s.ticket.id}:v${s.version}`,
    kind: delta > 0n ? 'bonus_grant' : 'bonus_forfeit',
    reference: `ticket-${s.ticket.id}`,
    entries: [
      { accountId: sys.house, amount: -delta },
      { accountId: cash, amount: delta },
    ],
    metadata: { promotion: 'kombine_boost', campaign: campaign.code },
  })
  await q.saveTicketBoost(m.tx, {
    ticketId: s.ticket.id,
    campaignId: campaign.id,
    paid: target,
    version: s.version,
  })
}

/**
 * Kupon iadesi: a kombine (not itself staked with a freebet) lost by exactly one leg, its played
 * legs meeting the campaign's rules, gets its stake back up to the campaign's cap as a freebet,
 * once per ticket (`refund:{ticket}`), even if a correction later changes its result.
 */
async function refundOneLegLoss(m: MoneyTx, ticket: TicketLike, legs: LegLike[], now: Date) {
  if (ticket.kind !== 'combo') return
  const lost = legs.filter((l) => l.result === 'lost').length
  if (lost !== 1 || legs.some((l) => l.result === 'half_lost')) return
  const [running] = await q.sportsCampaignsAt(m.tx, 'sports_refund', ticket.placedAt)
  if (!running) return
  const campaign = await campaignRulesAt(m.tx, running, ticket.placedAt)
  if (!kombineQualifies(campaign, legs)) return
  const amount = ticket.stake > campaign.maxAmount ? campaign.maxAmount : ticket.stake
  await q.insertFreebet(m.tx, {
    playerId: ticket.playerId,
    amount,
    minOddsMilli: campaign.minOddsMilli ?? 1000,
    expiresAt: new Date(now.getTime() + campaign.validDays * DAY),
    source: 'refund',
    sourceKey: `refund:${ticket.id}`,
    campaignId: campaign.id,
    createdAt: now,
  })
}

/** Whether the player already claimed this freebet campaign. */
export async function freebetClaimed(db: DbOrTx, campaignId: number, playerId: number): Promise<boolean> {
  return (await q.freebetBySource(db, freebetClaimKey(campaignId, playerId))) !== null
}

export const freebetClaimKey = (campaignId: number, playerId: number) => `campaign:${campaignId}:${playerId}`
