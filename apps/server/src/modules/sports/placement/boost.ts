import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { isBuilderLeg, type BetPlacement, type SportsTicket } from '@galata/contract'
import { pgArray } from '../../../db/array-literal.js'
import type { DbOrTx } from '../../../db/client.js'
import { sportsBoostBets, sportsBoosts, sportsTickets } from '../../../db/schema/index.js'
import { AppError } from '../../../lib/app-error.js'
import { toMajor, toMinor, type MoneyTx } from '../../wallet/index.js'
import { readSlip } from '../sports.queries.js'
import type { SportsDeps } from '../sports.deps.js'
import {
  betWithTicket,
  holdLiability,
  limitsOf,
  placeOnce,
  prepareSlip,
  rowsById,
  slipAttempt,
  type Attempt,
} from './slip.js'
import { placeBuilderSlip } from './builder.js'

/*
 * A single at a boosted price (docs/sportsbook.md "Boosted odds"). Not one of the ordered strategies:
 * a slip naming a boost takes this path alone, always one money transaction, because the boost's own
 * liability cap is a sum over its tickets that must hold under concurrent bets. In that transaction:
 * the slip's read (markets share-locked), then the boost row locked FOR UPDATE (bets on one boost
 * queue there), the boost's rules — live now in real time, the right selection, the stake at most its
 * maximum — then every rule of a plain single with the boost's price in place of the book's (the
 * odds-change policy compares the price sent with the boost's), the risk limits, the boost's
 * liability (its open tickets' potential payouts with this one at most its cap), and the wallet's
 * bet carrying the ticket at the boosted price; the ticket is then tied to its boost. Settlement needs
 * nothing more: a leg pays at the odds it was placed at.
 *
 * A boosted bet builder combination goes through the builder strategy's own transaction, with the
 * same boost steps at its points: the boost locked after the builder's selections are read and
 * re-priced, its rules, its price in place of the builder's, and the cap after the ticket is booked
 * (a refusal there rolls the whole bet back).
 */

type BoostRow = typeof sportsBoosts.$inferSelect

/** Whether a boost takes bets at real time `now` (ms): started, not past its end, not ended by the operator. */
export function boostLive(b: Pick<BoostRow, 'startsAt' | 'endsAt' | 'endedAt'>, now: number): boolean {
  return b.endedAt === null && b.startsAt.getTime() <= now && now < b.endsAt.getTime()
}

/** The potential payouts of a boost's open and pending tickets together (kuruş). */
export async function boostLiability(db: DbOrTx, boostIds: number[]) {
  if (boostIds.length === 0) return new Map<number, { liability: bigint; bets: number }>()
  const rows = await db
    .select({
      boostId: sportsBoostBets.boostId,
      liability: sql<string>`coalesce(sum(${sportsTickets.potentialPayout}) filter (where ${sportsTickets.status} in ('open', 'pending')), 0)`,
      bets: sql<number>`count(*)::int`,
    })
    .from(sportsBoostBets)
    .innerJoin(sportsTickets, eq(sportsTickets.id, sportsBoostBets.ticketId))
    .where(inArray(sportsBoostBets.boostId, boostIds))
    .groupBy(sportsBoostBets.boostId)
  return new Map(rows.map((r) => [r.boostId, { liability: BigInt(r.liability), bets: Number(r.bets) }]))
}

export async function placeBoosted(
  deps: SportsDeps,
  playerId: number,
  b: BetPlacement,
): Promise<SportsTicket> {
  const a = await slipAttempt(deps, playerId, b)
  const { hash, now, placedAt } = a
  const leg = b.legs[0]!
  const boostId = b.boostId!
  if (isBuilderLeg(leg)) return placeBoostedBuilder(a, boostId)
  return placeOnce({ deps, playerId, b, hash }, async (m, keep) => {
    const rows = await readSlip.executeIn(m.tx, {
      player: playerId,
      key: b.placementKey,
      outcomes: pgArray([leg.outcomeId]),
    })
    const prior = rows[0]
    if (prior && prior.prior_id !== null)
      return { kind: 'repeat', id: Number(prior.prior_id), hash: prior.prior_hash! }
    const [boost] = await m.tx
      .select()
      .from(sportsBoosts)
      .where(
        and(
          eq(sportsBoosts.id, boostId),
          eq(sportsBoosts.outcomeId, leg.outcomeId),
          // A combination's boost is keyed by its first selection too: never a single's price.
          isNull(sportsBoosts.builderOutcomeIds),
        ),
      )
      .for('update')
    const byId = rowsById(deps.db, rows)
    if (!boost || byId.size !== 1) return { kind: 'unknown' }
    if (!boostLive(boost, placedAt.getTime())) throw new AppError('BOOST_NOT_LIVE')
    if (toMinor(b.stake) > boost.maxStake)
      throw new AppError('BOOST_MAX_STAKE', undefined, { maxStake: toMajor(boost.maxStake) })
    // The boost's price stands in for the book's: the checks, the risk limits and the ticket take it.
    byId.get(leg.outcomeId)!.oddsMilli = boost.oddsMilli
    const slip = prepareSlip(playerId, b, limitsOf(rows), Number(prior!.ticket_id), byId, now, hash, placedAt)
    keep(slip)
    await holdLiability(m, slip, byId)
    const taken = (await boostLiability(m.tx, [boost.id])).get(boost.id)?.liability ?? 0n
    if (taken + BigInt(slip.values.potential) > boost.liabilityCap) throw new AppError('BOOST_LIABILITY')
    await betWithTicket(m, slip)
    await m.tx.insert(sportsBoostBets).values({ ticketId: Number(slip.values.ticketId), boostId: boost.id })
    return { kind: 'placed', ticket: slip.answer() }
  })
}

/** The boost row for update, if it is the one named and boosts exactly these selections. */
async function lockBoost(m: MoneyTx, boostId: number, eventId: number, outcomeIds: number[]) {
  const sorted = [...outcomeIds].sort((x, y) => x - y)
  const [boost] = await m.tx
    .select()
    .from(sportsBoosts)
    .where(
      and(
        eq(sportsBoosts.id, boostId),
        eq(sportsBoosts.eventId, eventId),
        sql`${sportsBoosts.builderOutcomeIds} = ${JSON.stringify(sorted)}::jsonb`,
      ),
    )
    .for('update')
  return boost
}

/** A single whose leg is a boosted bet builder combination, through the builder strategy. */
function placeBoostedBuilder(a: Attempt, boostId: number) {
  const { b, placedAt } = a
  let boost: BoostRow | undefined
  return placeBuilderSlip(a, {
    async price(m, read) {
      boost = await lockBoost(m, boostId, read.eventId, read.outcomeIds)
      if (!boost) throw new AppError('NOT_FOUND')
      if (!boostLive(boost, placedAt.getTime())) throw new AppError('BOOST_NOT_LIVE')
      if (toMinor(b.stake) > boost.maxStake)
        throw new AppError('BOOST_MAX_STAKE', undefined, { maxStake: toMajor(boost.maxStake) })
      return boost.oddsMilli
    },
    async placed(m, ticketId) {
      await m.tx.insert(sportsBoostBets).values({ ticketId, boostId: boost!.id })
      // This ticket is among the boost's now: its open tickets' payouts together, at most the cap.
      const taken = (await boostLiability(m.tx, [boost!.id])).get(boost!.id)?.liability ?? 0n
      if (taken > boost!.liabilityCap) throw new AppError('BOOST_LIABILITY')
    },
  })
}
