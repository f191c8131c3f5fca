import { and, asc, inArray, ne, eq } from 'drizzle-orm'
import { SportsHubCommand, type CashoutOfferPush } from '@galata/contract'
import { sportsTicketLegs, sportsTickets } from '../../db/schema/index.js'
import { quoteTickets, quoteView } from './cashout.js'
import type { SportsDeps } from './sports.deps.js'
import { worldNow } from './world-clock.js'

/*
 * Cash-out offers pushed (docs/sportsbook.md "Cash-out", docs/realtime.md). When a
 * leg's price or state moves — the live pass repriced or stopped an event, a trader suspended or
 * resumed one of its markets — every open single or combination with a leg on that event is priced
 * again and, if its quote changed since this instance last sent it, the owner gets a private
 * `CashoutOffer` message (`{betId, available, offer, reason, …}`, the GET's answer plus the id).
 * It goes by player id to that player's own authenticated connections only (the hub's `players`
 * delivery), never on a topic, so another player or a token-less visitor cannot receive it. The
 * GET stays the snapshot a client starts from and falls back to.
 */

/** The quote last sent per ticket on this instance, so an unmoved offer is not sent again. */
const lastSent = new Map<string, string>()
const LAST_SENT_MAX = 20_000
/** Tickets priced per call at most (a pass over a crowded event sends the rest next time). */
const TICKETS_PER_PASS = 2_000

/** Prices and pushes the open tickets on these events; answers how many messages went out. */
export async function pushCashoutOffers(deps: SportsDeps, eventIds: readonly number[]): Promise<number> {
  if (!deps.publish || eventIds.length === 0) return 0
  const onEvents = deps.db
    .selectDistinct({ id: sportsTicketLegs.ticketId })
    .from(sportsTicketLegs)
    .where(inArray(sportsTicketLegs.eventId, [...new Set(eventIds)]))
  const tickets = await deps.db
    .select()
    .from(sportsTickets)
    .where(
      and(
        inArray(sportsTickets.id, onEvents),
        eq(sportsTickets.status, 'open'),
        ne(sportsTickets.kind, 'system'),
      ),
    )
    .orderBy(asc(sportsTickets.id))
    .limit(TICKETS_PER_PASS)
  if (tickets.length === 0) return 0
  const quotes = await quoteTickets(deps.db, tickets, await worldNow(deps))
  let sent = 0
  for (const [i, ticket] of tickets.entries()) {
    const view = quoteView(ticket, quotes[i]!)
    const seen = `${view.available}:${view.offer}:${view.reason}:${view.stake}:${view.autoCashout}`
    // Keyed with the placing time too: a restored database may hand an old id to a new ticket.
    const key = `${ticket.id}:${ticket.placedAt.getTime()}`
    if (lastSent.get(key) === seen) continue
    lastSent.delete(key)
    if (lastSent.size >= LAST_SENT_MAX) lastSent.delete(lastSent.keys().next().value!)
    lastSent.set(key, seen)
    const message: CashoutOfferPush = { ...view, betId: ticket.id }
    await deps.publish({
      kind: 'players',
      playerIds: [ticket.playerId],
      command: SportsHubCommand.CashoutOffer,
      message: JSON.stringify(message),
    })
    sent++
  }
  return sent
}
