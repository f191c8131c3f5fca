import { and, eq } from 'drizzle-orm'
import { sportsTicketLegs, sportsTickets } from '../../db/schema/index.js'
import { moneyTransaction, rollbackBet } from '../wallet/index.js'
import { addExposure } from './risk.js'
import { PROVIDER, ticketTxId } from './settlement.js'
import type { SportsDeps } from './sports.deps.js'

/**
 * A self-exclusion or time-out began (docs/player-protection.md "The exclusion register"): the
 * player's live bets still waiting for acceptance are rejected at once (`self_excluded`) and the
 * stake returned, with the rejection's own txId, so the live pass deciding the same ticket at the
 * same moment cannot refund it twice (the ticket row is locked and must still be pending).
 */
export async function rejectPendingOf(deps: SportsDeps, playerId: number): Promise<number> {
  const pending = await deps.db
    .select({ id: sportsTickets.id })
    .from(sportsTickets)
    .where(and(eq(sportsTickets.playerId, playerId), eq(sportsTickets.status, 'pending')))
  let rejected = 0
  for (const { id } of pending) {
    const done = await moneyTransaction(deps, async (m) => {
      const [ticket] = await m.tx
        .select()
        .from(sportsTickets)
        .where(and(eq(sportsTickets.id, id), eq(sportsTickets.status, 'pending')))
        .for('update')
      if (!ticket) return false
      // Its share of the per-event cap goes back, as for any rejected live bet (docs/sportsbook.md "Risk").
      const legs = await m.tx
        .select({ eventId: sportsTicketLegs.eventId })
        .from(sportsTicketLegs)
        .where(eq(sportsTicketLegs.ticketId, id))
      await addExposure(
        m.tx,
        playerId,
        legs.map((l) => l.eventId),
        -ticket.potentialPayout,
      )
      await m.tx
        .update(sportsTickets)
        .set({ status: 'rejected', rejectReason: 'self_excluded', settledAt: new Date(deps.clock.now()) })
        .where(eq(sportsTickets.id, id))
      await rollbackBet(m, {
        provider: PROVIDER,
        txId: `${ticketTxId(id)}-rejected`,
        playerId,
        roundId: ticketTxId(id),
        gameCode: null,
        refTxId: ticketTxId(id),
      })
      return true
    })
    if (done) rejected++
  }
  return rejected
}
