import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.js'
import { sportsEvents, sportsTicketLegs, sportsTickets } from '../../db/schema/index.js'
import { moneyTransaction } from '../wallet/index.js'
import { rejectPending } from './live-decision.js'
import { addExposure } from './risk.js'
import { writeSettlement } from './settlement.js'
import type { SportsDeps } from './sports.deps.js'
import { worldNow } from './world-clock.js'

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
      await rejectPending(m, ticket, await eventsOf(m.tx, id), 'self_excluded', new Date(deps.clock.now()))
      return true
    })
    if (done) rejected++
  }
  return rejected
}

/** The events of a ticket's legs. */
async function eventsOf(tx: Tx, ticketId: number): Promise<number[]> {
  const legs = await tx
    .select({ eventId: sportsTicketLegs.eventId })
    .from(sportsTicketLegs)
    .where(eq(sportsTicketLegs.ticketId, ticketId))
  return legs.map((l) => l.eventId)
}

/** The player's open tickets none of whose matches has begun at world time `now`. */
async function notStartedOpen(db: SportsDeps['db'] | Tx, playerId: number, now: number, ticketId?: number) {
  return db
    .select({ id: sportsTickets.id })
    .from(sportsTickets)
    .where(
      and(
        eq(sportsTickets.playerId, playerId),
        eq(sportsTickets.status, 'open'),
        ticketId === undefined ? undefined : eq(sportsTickets.id, ticketId),
        // No leg whose match has begun: its event no longer scheduled, or its kick-off (world time)
        // come even if the job has not moved it to live yet.
        sql`not exists (select 1 from ${sportsTicketLegs} l join ${sportsEvents} e on e.id = l.event_id
              where l.ticket_id = ${sportsTickets.id}
                and (e.status <> 'scheduled' or e.start_at <= ${new Date(now)}))`,
      ),
    )
}

/**
 * A self-exclusion or time-out began (docs/player-protection.md "The exclusion register"): the
 * player's accepted tickets whose matches have all still to kick off are voided (`void`, reason
 * `self_excluded`) and what is left of their stake returned; a ticket with any match begun stands
 * and settles as usual. The refund is the wallet's void settlement (a settlement of the stake, as
 * settlement.ts pays a void), under the ticket's next settlement version and its txId: the ticket
 * row is locked FOR UPDATE and must still be open and unstarted, the lock cash-out and settlement
 * take too, so under any race exactly one of them ends the ticket, and a repeat finds it void. A
 * partial cash-out already paid stays paid; the bet's amount becomes cash-outs + the rest of the
 * stake. Its share of the per-event payout cap is released (docs/sportsbook.md "Risk"); the
 * outcomes' liability, summed over open tickets, drops by itself. Answers how many were voided.
 */
export async function voidOpenOf(deps: SportsDeps, playerId: number): Promise<number> {
  const candidates = await notStartedOpen(deps.db, playerId, await worldNow(deps))
  let voided = 0
  for (const { id } of candidates) {
    const done = await moneyTransaction(deps, async (m) => {
      const [ticket] = await m.tx
        .select()
        .from(sportsTickets)
        .where(and(eq(sportsTickets.id, id), eq(sportsTickets.status, 'open')))
        .for('update')
      if (!ticket) return false
      // Under the lock, again: a match may have kicked off since the list was read.
      const now = await worldNow(deps, m.tx)
      if ((await notStartedOpen(m.tx, playerId, now, id)).length === 0) return false
      await writeSettlement(m, ticket, 'void', ticket.stake, { rejectReason: 'self_excluded' })
      // After the wallet's accounts lock, as a cash-out releases its share (placement's lock order).
      await addExposure(m.tx, playerId, await eventsOf(m.tx, id), -ticket.potentialPayout)
      return true
    })
    if (done) voided++
  }
  return voided
}
