import { and, eq, inArray, sql } from 'drizzle-orm'
import type { BetPlacement, SportsTicket } from '@galata/contract'
import { pgArray } from '../../../db/array-literal.js'
import type { DbOrTx } from '../../../db/client.js'
import { sportsBoostBets, sportsBoosts, sportsTickets } from '../../../db/schema/index.js'
import { AppError } from '../../../lib/app-error.js'
import { uniqueViolation } from '../../../lib/pg-errors.js'
import { moneyTransaction, placeFreshBet, toMajor, toMinor } from '../../wallet/index.js'
import { isEventCapViolation } from '../risk.js'
import { legLiability, lockOutcomes, readSlip, writeTicket } from '../sports.queries.js'
import type { SportsDeps } from '../sports.deps.js'
import {
  answerRepeat,
  existing,
  limitsOf,
  prepareSlip,
  refuseEventCap,
  rowsById,
  slipAttempt,
  TwinPlaced,
} from './slip.js'

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
  let placed
  let prepared: ReturnType<typeof prepareSlip> | null = null
  try {
    placed = await moneyTransaction(deps, async (m) => {
      const rows = await readSlip.executeIn(m.tx, {
        player: playerId,
        key: b.placementKey,
        outcomes: pgArray([leg.outcomeId]),
      })
      const prior = rows[0]
      if (prior && prior.prior_id !== null)
        return { kind: 'repeat', id: Number(prior.prior_id), hash: prior.prior_hash! } as const
      const [boost] = await m.tx
        .select()
        .from(sportsBoosts)
        .where(and(eq(sportsBoosts.id, boostId), eq(sportsBoosts.outcomeId, leg.outcomeId)))
        .for('update')
      const byId = rowsById(deps.db, rows)
      if (!boost || byId.size !== 1) return { kind: 'unknown' } as const
      if (!boostLive(boost, placedAt.getTime())) throw new AppError('BOOST_NOT_LIVE')
      if (toMinor(b.stake) > boost.maxStake)
        throw new AppError('BOOST_MAX_STAKE', undefined, { maxStake: toMajor(boost.maxStake) })
      // The boost's price stands in for the book's: the checks, the risk limits and the ticket take it.
      byId.get(leg.outcomeId)!.oddsMilli = boost.oddsMilli
      const slip = prepareSlip(
        playerId,
        b,
        limitsOf(rows),
        Number(prior!.ticket_id),
        byId,
        now,
        hash,
        placedAt,
      )
      prepared = slip
      if (slip.byLiability) {
        const outcomes = pgArray([leg.outcomeId])
        await lockOutcomes.executeIn(m.tx, { outcomes })
        for (const r of await legLiability.executeIn(m.tx, { outcomes }))
          byId.get(Number(r.id))!.liability = BigInt(r.liability)
        slip.refuseOverLimit()
      }
      const taken = (await boostLiability(m.tx, [boost.id])).get(boost.id)?.liability ?? 0n
      if (taken + BigInt(slip.values.potential) > boost.liabilityCap) throw new AppError('BOOST_LIABILITY')
      const bet = await placeFreshBet(m, slip.bet, { statement: writeTicket, values: slip.values })
      if (bet.replayed || bet.along === null || bet.along === undefined) throw new TwinPlaced()
      await m.tx.insert(sportsBoostBets).values({ ticketId: Number(slip.values.ticketId), boostId: boost.id })
      return { kind: 'placed', ticket: slip.answer() } as const
    })
  } catch (e) {
    if (prepared && isEventCapViolation(e)) await refuseEventCap(deps, playerId, prepared)
    // As in the locked strategy: a twin under the key committed first; its ticket is the answer.
    if (e instanceof TwinPlaced || uniqueViolation(e) !== null) placed = { kind: 'twin' } as const
    else {
      if (e instanceof AppError && e.status < 500) {
        const twin = await existing(deps, playerId, b, hash)
        if (twin) return twin
      }
      throw e
    }
  }
  if (placed.kind === 'placed') return placed.ticket
  if (placed.kind === 'repeat') return answerRepeat(deps, playerId, placed.id, placed.hash, hash)
  const twin = await existing(deps, playerId, b, hash)
  if (twin) return twin
  throw new AppError(placed.kind === 'unknown' ? 'NOT_FOUND' : 'CONFLICT')
}
