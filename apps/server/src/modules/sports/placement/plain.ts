import { pgArray } from '../../../db/array-literal.js'
import { placeFreshBetAlone } from '../../wallet/index.js'
import { readSlipPlain, writeTicket } from '../sports.queries.js'
import { outcomeOf } from '../slip-rules.js'
import { answerRepeat, limitsOf, prepareSlip, rowsById, unlessCapped } from './slip.js'
import type { PlacementStrategy } from './strategy.js'
import { anyLive } from './live.js'

/*
 * The plain strategy: the slip's read, then ONE statement, no explicit transaction
 * (docs/sportsbook.md "Placement rules").
 *
 * Applies to a pre-match slip whose outcomes this process remembers under no liability limit, or
 * whose legs, once read, hold no live event. The read runs on its own (no locks: every check is
 * made again in the statement), then the checks and the stake and payout limits it brought, then
 * the wallet's one-statement bet (`placeFreshBetAlone`), itself one transaction: the slip's guard
 * (markets share-locked, every leg still at the odds, MBS, status and start read), the wallet's
 * plain case, the stake, the ticket and its legs. A refusal of the checks or limits is final here.
 * Null whenever the statement wrote nothing (a liability limit, a bonus, protection limits, cash
 * short, a moved price, a twin's ticket under the key): the locked strategy then decides.
 */
export const plain: PlacementStrategy = {
  name: 'plain',
  // Its statement writes one outcome per leg at the outcome's price: never a bet builder (builder.ts).
  applies: async (a) =>
    !a.builder && (a.path === 'known' || a.path === 'plain' || (a.path === null && !(await anyLive(a)))),
  async place({ deps, playerId, b, hash, now, placedAt }) {
    const rows = await readSlipPlain.execute(deps.db, {
      player: playerId,
      key: b.placementKey,
      outcomes: pgArray(b.legs.map(outcomeOf)),
    })
    const first = rows[0]
    if (first && first.prior_id !== null)
      return answerRepeat(deps, playerId, Number(first.prior_id), first.prior_hash!, hash)
    const byId = rowsById(deps.db, rows)
    if (byId.size !== b.legs.length) return null
    const slip = prepareSlip(playerId, b, limitsOf(rows), Number(first!.ticket_id), byId, now, hash, placedAt)
    if (slip.byLiability) return null
    const placed = await unlessCapped(
      placeFreshBetAlone(deps, slip.bet, { statement: writeTicket, values: slip.values }),
    )
    if (!placed || placed.along === null || placed.along === undefined) return null
    return slip.answer()
  },
}
