import { pgArray } from '../../../db/array-literal.js'
import { AppError } from '../../../lib/app-error.js'
import { moneyTransaction, placeFreshBet } from '../../wallet/index.js'
import { isEventCapViolation } from '../risk.js'
import { legLiability, lockOutcomes, readSlip, writeTicket } from '../sports.queries.js'
import { anyLive } from './live.js'
import {
  answerRepeat,
  existing,
  limitsOf,
  prepareSlip,
  refuseEventCap,
  rowsById,
  TwinPlaced,
} from './slip.js'
import { outcomeOf } from '../slip-rules.js'
import type { PlacementStrategy } from './strategy.js'
import { uniqueViolation } from '../../../lib/pg-errors.js'

/*
 * The locked strategy: one money transaction (docs/sportsbook.md "Placement rules").
 *
 * Applies to every pre-match slip, and decides every one the strategies before it declined: a
 * liability limit on a leg's scopes (memory.ts sends such a slip here first), a player with
 * protection limits or a bonus, cash short, a price that moved, a twin under the key. Three
 * statements besides begin and commit: the slip's read under the markets' share locks (the risk
 * figures, the key's earlier ticket, the new ticket's id), then — under a liability limit — the
 * outcomes locked in id order and their liability summed, and the limit checked BEFORE the wallet
 * is called (the lock order: outcomes, then the wallet's bonus and accounts); then the wallet's bet
 * carrying the ticket and its legs (`placeFreshBet`: one statement in the wallet's plain case, else
 * its general path with the same writes). The answer is built from what was written; a repeat of
 * the key reads the stored ticket.
 */
export const locked: PlacementStrategy = {
  name: 'locked',
  // Its statement writes one outcome per leg at the outcome's price: never a bet builder (builder.ts).
  applies: async (a) => !a.builder && (a.path !== null || !(await anyLive(a))),
  async place({ deps, playerId, b, hash, now, placedAt }) {
    const ids = b.legs.map(outcomeOf)
    let placed
    let prepared: ReturnType<typeof prepareSlip> | null = null
    try {
      placed = await moneyTransaction(deps, async (m) => {
        const rows = await readSlip.executeIn(m.tx, {
          player: playerId,
          key: b.placementKey,
          outcomes: pgArray(ids),
        })
        const prior = rows[0]
        if (prior && prior.prior_id !== null)
          return { kind: 'repeat', id: Number(prior.prior_id), hash: prior.prior_hash! } as const
        const byId = rowsById(deps.db, rows)
        // Unknown outcomes (or one twice): only now ask whether the key has a ticket, the read above
        // finds it only alongside an outcome.
        if (byId.size !== ids.length) return { kind: 'unknown' } as const
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
          // Concurrent bets on these outcomes queue on their locks; the sums read after them hold
          // every ticket committed meanwhile.
          const outcomes = pgArray([...byId.keys()].sort((x, y) => x - y))
          await lockOutcomes.executeIn(m.tx, { outcomes })
          for (const r of await legLiability.executeIn(m.tx, { outcomes }))
            byId.get(Number(r.id))!.liability = BigInt(r.liability)
          slip.refuseOverLimit()
        }
        const bet = await placeFreshBet(m, slip.bet, { statement: writeTicket, values: slip.values })
        // A replayed wallet bet (its id is this ticket's, fresh from the sequence: never) wrote no
        // ticket: roll back, and the key's ticket, if any, is the answer.
        if (bet.replayed || bet.along === null || bet.along === undefined) throw new TwinPlaced()
        return { kind: 'placed', ticket: slip.answer() } as const
      })
    } catch (e) {
      if (prepared && isEventCapViolation(e)) await refuseEventCap(deps, playerId, prepared)
      // A twin under the same key committed first: its ticket made this one's insert fail (or it
      // took the player's money first and this one's wallet refused it, INSUFFICIENT_FUNDS). The
      // key's ticket, when there is one, is the answer; the transaction rolled back, nothing written.
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
  },
}
