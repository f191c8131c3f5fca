import { oddsToMilli } from '@galata/game-math/sports/index'
import { AppError } from '../../../lib/app-error.js'
import { placeFreshBetAlone } from '../../wallet/index.js'
import { writeKnownTicket } from '../sports.queries.js'
import { freshTicketId, knownLeg } from './memory.js'
import { outcomeOf } from '../slip-rules.js'
import { prepareSlip, unlessCapped, type rowsById } from './slip.js'
import type { PlacementStrategy } from './strategy.js'

/*
 * The known strategy: ONE statement, no read (docs/sportsbook.md "Placement rules").
 *
 * Applies when every leg's outcome has been read before by this process (memory.ts) and no limit
 * row was found on any leg's scopes, none of their events kicked off. The slip is checked against
 * the odds it carries, the remembered events and MBS and a reserved ticket id, and goes straight
 * to the wallet's one-statement bet, whose guard (`writeKnownTicket`) re-checks every one of those
 * under the markets' share locks, the event open, and no pre-match limit row on any leg's scopes.
 * A price that moved, a limit, a refusal by the checks, a repeat of the key (the ticket's unique
 * index), the player not in the wallet's plain case (protection limits, a bonus, cash short): null,
 * and the next strategy reads the slip and decides, with the refusals it has always given.
 */
export const known: PlacementStrategy = {
  name: 'known',
  // Its statement writes one outcome per leg at the outcome's price: never a bet builder (builder.ts).
  applies: (a) => !a.builder && a.path === 'known',
  async place({ deps, playerId, b, hash, now, placedAt }) {
    if (new Set(b.legs.map(outcomeOf)).size !== b.legs.length) return null
    const byId: ReturnType<typeof rowsById> = new Map()
    for (const leg of b.legs) {
      const outcomeId = outcomeOf(leg)
      const k = knownLeg(deps.db, outcomeId)
      // A kicked-off event's bets are live ones (live.ts): not this strategy's.
      if (!k || k.startAt <= now || !Number.isFinite(leg.odds)) return null
      byId.set(outcomeId, {
        outcomeId,
        oddsMilli: oddsToMilli(leg.odds),
        marketStatus: 'active',
        mbs: k.mbs,
        eventId: k.eventId,
        eventStatus: 'scheduled',
        startAt: Number.POSITIVE_INFINITY,
        // Only the limits need these, and this strategy takes none (the guard's `no_limit`).
        marketKey: '',
        sport: '',
        competitionId: 0,
        liability: 0n,
      })
    }
    let slip
    try {
      slip = prepareSlip(playerId, b, [], await freshTicketId(deps.db), byId, now, hash, placedAt)
    } catch (e) {
      if (e instanceof AppError) return null
      throw e
    }
    const placed = await unlessCapped(
      placeFreshBetAlone(deps, slip.bet, { statement: writeKnownTicket, values: slip.values }),
    )
    if (!placed || placed.along === null || placed.along === undefined) return null
    return slip.answer()
  },
}
