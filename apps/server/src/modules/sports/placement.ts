import { createHash } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  checkSlip,
  maxStakeForPayout,
  oddsToMilli,
  potentialPayout,
  isStakeDivisible,
  type Slip,
  type SlipLeg,
} from '@galata/game-math/sports/index'
import { SPORTS_LIMITS, type BetPlacement, type SportsTicket } from '@galata/contract'
import type { Tx } from '../../db/client.js'
import {
  sportsEvents,
  sportsMarkets,
  sportsOutcomes,
  sportsTicketLegs,
  sportsTickets,
} from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { moneyTransaction, placeBet, toMajor, toMinor } from '../wallet/index.js'
import { MAX_PAYOUT, PROVIDER, ticketTxId } from './settlement.js'
import type { SportsDeps } from './sports.deps.js'
import { riskMaxStake } from './risk.js'
import { oddsOf, ticketOf } from './views.js'
import { worldNow } from './world-clock.js'

/*
 * Placing a slip (issue 16 "Bets"). The slip is checked against the stored prices and statuses
 * first (each refusal a 4xx that writes nothing), then one money transaction writes the ticket and
 * its legs and takes the stake through the wallet's `placeBet` (the player-protection limits and
 * the bonus rules apply there; its locks keep concurrent bets from overdrawing). The placement key
 * is unique per player: a repeat, even concurrent, finds the first ticket and answers it.
 */

const MIN_STAKE = toMinor(SPORTS_LIMITS.stakeMin)
const MAX_STAKE = toMinor(SPORTS_LIMITS.stakeMax)

/** What the key promises: the same slip. Another slip under a used key is a CONFLICT. */
function requestHash(b: BetPlacement): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        b.kind,
        b.legs.map((l) => [l.outcomeId, oddsToMilli(l.odds), Boolean(l.banker)]),
        toMinor(b.stake).toString(),
        b.systemSizes ?? null,
        b.oddsChange,
      ]),
    )
    .digest('hex')
}

async function existing(deps: SportsDeps, playerId: number, b: BetPlacement, hash: string) {
  const [row] = await deps.db
    .select({ id: sportsTickets.id, requestHash: sportsTickets.requestHash })
    .from(sportsTickets)
    .where(and(eq(sportsTickets.playerId, playerId), eq(sportsTickets.placementKey, b.placementKey)))
  if (!row) return null
  if (row.requestHash !== hash) throw new AppError('CONFLICT')
  return ticketOf(deps.db, playerId, row.id)
}

const SLIP_ERRORS = {
  TOO_MANY_LEGS: () => new AppError('TOO_MANY_LEGS'),
  COMBO_SAME_EVENT: () => new AppError('COMBO_SAME_EVENT'),
  NO_LEGS: () => new AppError('VALIDATION_FAILED', { legs: 'required' }),
  SYSTEM_INVALID: () => new AppError('VALIDATION_FAILED', { systemSizes: 'invalid_option' }),
  ODDS_INVALID: () => new AppError('VALIDATION_FAILED', { legs: 'invalid_option' }),
} as const

/**
 * The checks again inside the transaction, with the markets and events read FOR SHARE: the job's
 * kick-off and the traders' actions update those rows, so they wait for this placement to commit,
 * and a placement that started before them but arrives after finds their change (research §7).
 */
async function recheck(
  tx: Tx,
  picked: Array<{ row: { outcomeId: number; oddsMilli: number } }>,
  now: number,
): Promise<void> {
  // The outcomes first, in id order and before the legs' foreign keys take their key-share locks:
  // two slips on the same outcomes queue here for the liability update instead of deadlocking.
  await tx
    .select({ id: sportsOutcomes.id })
    .from(sportsOutcomes)
    .where(
      inArray(
        sportsOutcomes.id,
        picked.map((p) => p.row.outcomeId),
      ),
    )
    .orderBy(sportsOutcomes.id)
    .for('no key update')
  const rows = await tx
    .select({
      outcomeId: sportsOutcomes.id,
      oddsMilli: sportsOutcomes.oddsMilli,
      marketStatus: sportsMarkets.status,
      eventStatus: sportsEvents.status,
      startAt: sportsEvents.startAt,
    })
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
    .where(
      inArray(
        sportsOutcomes.id,
        picked.map((p) => p.row.outcomeId),
      ),
    )
    .for('share', { of: [sportsMarkets, sportsEvents] })
  const byId = new Map(rows.map((r) => [r.outcomeId, r]))
  for (const { row } of picked) {
    const current = byId.get(row.outcomeId)
    if (!current || current.eventStatus !== 'scheduled' || current.startAt.getTime() <= now)
      throw new AppError('EVENT_STARTED')
    if (current.marketStatus !== 'active') throw new AppError('MARKET_SUSPENDED')
    if (current.oddsMilli !== row.oddsMilli)
      throw new AppError('ODDS_CHANGED', undefined, {
        legs: rows.map((r) => ({ outcomeId: r.outcomeId, odds: oddsOf(r.oddsMilli) })),
      })
  }
}

export async function placeSlip(deps: SportsDeps, playerId: number, b: BetPlacement): Promise<SportsTicket> {
  const hash = requestHash(b)
  const repeat = await existing(deps, playerId, b, hash)
  if (repeat) return repeat

  const ids = b.legs.map((l) => l.outcomeId)
  const rows = await deps.db
    .select({
      outcomeId: sportsOutcomes.id,
      oddsMilli: sportsOutcomes.oddsMilli,
      marketStatus: sportsMarkets.status,
      mbs: sportsMarkets.mbs,
      eventId: sportsEvents.id,
      eventStatus: sportsEvents.status,
      startAt: sportsEvents.startAt,
    })
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
    .where(inArray(sportsOutcomes.id, ids))
  const byId = new Map(rows.map((r) => [r.outcomeId, r]))
  if (byId.size !== ids.length) throw new AppError('NOT_FOUND')
  const now = await worldNow(deps)
  const picked = b.legs.map((l) => ({ leg: l, row: byId.get(l.outcomeId)! }))
  if (picked.some(({ row }) => row.eventStatus !== 'scheduled' || row.startAt.getTime() <= now))
    throw new AppError('EVENT_STARTED')
  if (picked.some(({ row }) => row.marketStatus !== 'active')) throw new AppError('MARKET_SUSPENDED')

  const legs: SlipLeg[] = picked.map(({ leg, row }) => ({
    eventId: String(row.eventId),
    oddsMilli: row.oddsMilli,
    mbs: row.mbs,
    isBanker: Boolean(leg.banker),
  }))
  const slip: Slip =
    b.kind === 'system'
      ? { kind: 'system', legs, sizes: b.systemSizes ?? [] }
      : b.kind === 'single'
        ? { kind: 'single', legs: [legs[0]!] }
        : { kind: 'combo', legs }
  const slipError = checkSlip(slip)
  if (slipError === 'MBS_NOT_MET')
    throw new AppError('MBS_NOT_MET', undefined, { mbs: Math.max(...legs.map((l) => l.mbs)) })
  if (slipError) throw SLIP_ERRORS[slipError]()

  // The odds-change policy: the ticket always takes the current prices; "none" refuses any move,
  // "higher" refuses a move down, "any" takes whatever the price is now.
  const moved = picked.filter(({ leg, row }) =>
    b.oddsChange === 'none'
      ? row.oddsMilli !== oddsToMilli(leg.odds)
      : b.oddsChange === 'higher' && row.oddsMilli < oddsToMilli(leg.odds),
  )
  if (moved.length > 0)
    throw new AppError('ODDS_CHANGED', undefined, {
      legs: picked.map(({ row }) => ({ outcomeId: row.outcomeId, odds: oddsOf(row.oddsMilli) })),
    })

  const stake = toMinor(b.stake)
  if (stake < MIN_STAKE) throw new AppError('STAKE_TOO_LOW', undefined, { minStake: SPORTS_LIMITS.stakeMin })
  if (slip.kind === 'system' && !isStakeDivisible(slip, stake))
    throw new AppError('VALIDATION_FAILED', { stake: 'invalid_number' })
  const fitsPayout = maxStakeForPayout(slip, MAX_PAYOUT)
  if (stake > MAX_STAKE)
    throw new AppError('STAKE_TOO_HIGH', undefined, {
      maxStake: toMajor(fitsPayout < MAX_STAKE ? fitsPayout : MAX_STAKE),
    })
  if (stake > fitsPayout)
    throw new AppError('MAX_PAYOUT', undefined, {
      maxStake: toMajor(fitsPayout),
      maxPayout: SPORTS_LIMITS.payoutMax,
    })

  const potential = potentialPayout(slip, stake, MAX_PAYOUT)
  const ticketId = await moneyTransaction(deps, async (m) => {
    await recheck(m.tx, picked, now)
    // Risk limits (issue 17, risk.ts), with the outcomes locked so their liability is current.
    const riskMax = await riskMaxStake(m.tx, playerId, ids, slip)
    if (stake > riskMax) throw new AppError('STAKE_TOO_HIGH', undefined, { maxStake: toMajor(riskMax) })
    const [ticket] = await m.tx
      .insert(sportsTickets)
      .values({
        playerId,
        kind: b.kind,
        stake,
        systemSizes: b.kind === 'system' ? [...new Set(b.systemSizes)].sort((x, y) => x - y) : null,
        potentialPayout: potential,
        status: 'open',
        placementKey: b.placementKey,
        requestHash: hash,
        oddsChange: b.oddsChange,
        placedAt: new Date(deps.clock.now()),
      })
      .onConflictDoNothing()
      .returning({ id: sportsTickets.id })
    // A concurrent twin got there first: its ticket is the answer (checked after the commit).
    if (!ticket) return null
    await m.tx.insert(sportsTicketLegs).values(
      picked.map(({ row }, position) => ({
        ticketId: ticket.id,
        position,
        outcomeId: row.outcomeId,
        eventId: row.eventId,
        oddsMilli: row.oddsMilli,
        mbs: row.mbs,
        isBanker: legs[position]!.isBanker ?? false,
      })),
    )
    await m.tx
      .update(sportsOutcomes)
      .set({
        liabilityStake: sql`${sportsOutcomes.liabilityStake} + ${stake}`,
        liabilityPayout: sql`${sportsOutcomes.liabilityPayout} + ${potential}`,
      })
      .where(inArray(sportsOutcomes.id, ids))
    await placeBet(m, {
      provider: PROVIDER,
      txId: ticketTxId(ticket.id),
      playerId,
      roundId: ticketTxId(ticket.id),
      gameCode: null,
      amount: stake,
      currency: 'TRY',
    })
    return ticket.id
  })
  if (ticketId === null) {
    const twin = await existing(deps, playerId, b, hash)
    if (!twin) throw new AppError('CONFLICT')
    return twin
  }
  return ticketOf(deps.db, playerId, ticketId)
}
