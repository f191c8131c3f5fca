import type { BetPlacement, SportsTicket } from '@galata/contract'
import { pgArray } from '../../../db/array-literal.js'
import { bookFreebet, freebetWinnings, takeFreebet } from '../../bonuses/index.js'
import { placeBet, toMajor } from '../../wallet/index.js'
import { outcomeOf } from '../slip-rules.js'
import type { SportsDeps } from '../sports.deps.js'
import { readSlip, writeTicket } from '../sports.queries.js'
import { holdLiability, limitsOf, placeOnce, prepareSlip, rowsById, slipAttempt, TwinPlaced } from './slip.js'

/*
 * A slip staked with a freebet (docs/sportsbook.md "Sports promotions"). Not one of the ordered
 * strategies: a slip naming a freebet takes this path alone, one money transaction, because the
 * freebet is used once and two placements naming it must queue. In that transaction: the slip's read
 * (markets share-locked), every rule of a pre-match single or kombine and the risk limits as the
 * locked strategy applies them, then the freebet locked FOR UPDATE and checked (the player's, not
 * used, not expired, the stake its whole amount, the ticket's total price at least its minimum),
 * then the wallet's free bet carrying the ticket (`placeBet` with `free`: the wager row holds no
 * stake and the player's cash is not touched), and the freebet marked used by the ticket with its
 * stake booked from the house into the book. Settlement pays only the winnings beyond the stake.
 */

/** A ticket's total price ×1000 (a kombine's legs multiplied), rounded down. */
export function totalOddsMilli(odds: number[]): number {
  let total = 1000n
  for (const o of odds) total = (total * BigInt(o)) / 1000n
  return Number(total)
}

export async function placeWithFreebet(
  deps: SportsDeps,
  playerId: number,
  b: BetPlacement,
): Promise<SportsTicket> {
  const a = await slipAttempt(deps, playerId, b)
  const { hash, now, placedAt } = a
  const ids = b.legs.map(outcomeOf)
  return placeOnce({ deps, playerId, b, hash }, async (m, keep) => {
    const rows = await readSlip.executeIn(m.tx, {
      player: playerId,
      key: b.placementKey,
      outcomes: pgArray(ids),
    })
    const prior = rows[0]
    if (prior && prior.prior_id !== null)
      return { kind: 'repeat', id: Number(prior.prior_id), hash: prior.prior_hash! }
    const byId = rowsById(deps.db, rows)
    if (byId.size !== ids.length) return { kind: 'unknown' }
    const slip = prepareSlip(playerId, b, limitsOf(rows), Number(prior!.ticket_id), byId, now, hash, placedAt)
    keep(slip)
    // Lock order: the outcomes (a liability limit), then the freebet, then the wallet's accounts.
    await holdLiability(m, slip, byId)
    const freebet = await takeFreebet(m, {
      freebetId: b.freebetId!,
      playerId,
      stake: slip.stake,
      totalOddsMilli: totalOddsMilli(slip.slip.legs.map((l) => l.oddsMilli)),
      now: placedAt,
    })
    const bet = await placeBet(
      m,
      { ...slip.bet, free: { reference: `freebet:${freebet.id}` } },
      { statement: writeTicket, values: slip.values },
    )
    if (bet.replayed || bet.along === null || bet.along === undefined) throw new TwinPlaced()
    await bookFreebet(m, freebet, Number(slip.values.ticketId), placedAt)
    const pays = freebetWinnings(BigInt(slip.values.potential), slip.stake)
    return { kind: 'placed', ticket: { ...slip.answer(), freebet: true, freebetPays: toMajor(pays) } }
  })
}
