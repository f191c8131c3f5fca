import { pgArray } from '../../../db/array-literal.js'
import { readSlip } from '../sports.queries.js'
import { anyLive } from './live.js'
import { betWithTicket, holdLiability, limitsOf, placeOnce, prepareSlip, rowsById } from './slip.js'
import { outcomeOf } from '../slip-rules.js'
import type { PlacementStrategy } from './strategy.js'

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
  place({ deps, playerId, b, hash, now, placedAt }) {
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
      // Unknown outcomes (or one twice): only now ask whether the key has a ticket, the read above
      // finds it only alongside an outcome.
      if (byId.size !== ids.length) return { kind: 'unknown' }
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
      keep(slip)
      await holdLiability(m, slip, byId)
      await betWithTicket(m, slip)
      return { kind: 'placed', ticket: slip.answer() }
    })
  },
}
