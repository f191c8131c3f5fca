import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type {
  Locale,
  SportsEvent,
  SportsMarket,
  TradingEventsQuery,
  TradingTicketPage,
  TradingTicketsQuery,
} from '@galata/contract'
import type { Db } from '../../db/client.js'
import {
  players,
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  sportsOutcomes,
  sportsTicketLegs,
  sportsTickets,
} from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { toMajor } from '../wallet/index.js'
import type { SportsDeps } from './sports.deps.js'
import { dayRange, eventColumns, eventView, marketsOf, oddsOf } from './views.js'

/*
 * The console's trading screens (docs/backoffice.md "Trading"). The public list shows only what a
 * player may bet on now; a trader also needs the finished, settled and void events (results,
 * corrections), so this list filters by any status and answers the public list's shape.
 */

/** Events by sport, competition, day and status, kick-off first, with their main market. */
export async function tradingEvents(
  deps: SportsDeps,
  q: TradingEventsQuery,
  locale: Locale,
): Promise<{ items: SportsEvent[]; total: number }> {
  const conds: SQL[] = []
  if (q.sport) conds.push(eq(sportsEvents.sport, q.sport))
  if (q.competition) conds.push(eq(sportsEvents.competitionId, q.competition))
  if (q.status) conds.push(eq(sportsEvents.status, q.status))
  if (q.day) {
    const [from, to] = dayRange(q.day)
    conds.push(gte(sportsEvents.startAt, from), lt(sportsEvents.startAt, to))
  }
  const where = conds.length ? and(...conds) : undefined
  const [total] = await deps.db.select({ n: count() }).from(sportsEvents).where(where)
  const rows = await deps.db
    .select(eventColumns)
    .from(sportsEvents)
    .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
    .where(where)
    .orderBy(asc(sportsEvents.startAt), asc(sportsEvents.id))
    .offset(q.skip)
    .limit(q.take)
  const ids = rows.map((r) => r.event.id)
  const markets = ids.length
    ? await marketsOf(deps.db, and(inArray(sportsMarkets.eventId, ids), eq(sportsMarkets.sort, 0))!, locale)
    : new Map<number, SportsMarket[]>()
  // Every market the event has, whatever its state: the trader's page lists them all.
  const counts = ids.length
    ? await deps.db
        .select({ eventId: sportsMarkets.eventId, n: count() })
        .from(sportsMarkets)
        .where(inArray(sportsMarkets.eventId, ids))
        .groupBy(sportsMarkets.eventId)
    : []
  const countOf = new Map(counts.map((c) => [c.eventId, c.n]))
  return {
    items: rows.map((r) =>
      eventView(
        r.event,
        r.competition,
        markets.get(r.event.id)?.[0] ?? null,
        countOf.get(r.event.id) ?? 0,
        locale,
        deps.speed,
      ),
    ),
    total: total?.n ?? 0,
  }
}

/**
 * The event's open tickets and pending live bets with a leg on it, the largest potential payout
 * first: what the book stands to lose on the match, ticket by ticket.
 */
export async function eventOpenTickets(
  db: Db,
  eventId: number,
  q: TradingTicketsQuery,
): Promise<TradingTicketPage> {
  const [event] = await db
    .select({ id: sportsEvents.id })
    .from(sportsEvents)
    .where(eq(sportsEvents.id, eventId))
  if (!event) throw new AppError('NOT_FOUND')
  const onEvent = sql`exists (select 1 from ${sportsTicketLegs} l where l.ticket_id = ${sportsTickets.id} and l.event_id = ${eventId})`
  const where = and(inArray(sportsTickets.status, ['open', 'pending']), onEvent)!
  const [total] = await db.select({ n: count() }).from(sportsTickets).where(where)
  const rows = await db
    .select({ ticket: sportsTickets, username: players.username })
    .from(sportsTickets)
    .innerJoin(players, eq(players.id, sportsTickets.playerId))
    .where(where)
    .orderBy(desc(sportsTickets.potentialPayout), desc(sportsTickets.stake), asc(sportsTickets.id))
    .offset(q.skip)
    .limit(q.take)
  const ids = rows.map((r) => r.ticket.id)
  const legs = ids.length
    ? await db
        .select({
          ticketId: sportsTicketLegs.ticketId,
          eventId: sportsTicketLegs.eventId,
          outcomeId: sportsTicketLegs.outcomeId,
          marketId: sportsOutcomes.marketId,
          oddsMilli: sportsTicketLegs.oddsMilli,
        })
        .from(sportsTicketLegs)
        .innerJoin(sportsOutcomes, eq(sportsOutcomes.id, sportsTicketLegs.outcomeId))
        .where(inArray(sportsTicketLegs.ticketId, ids))
        .orderBy(asc(sportsTicketLegs.ticketId), asc(sportsTicketLegs.position))
    : []
  return {
    items: rows.map(({ ticket: t, username }) => {
      const own = legs.filter((l) => l.ticketId === t.id)
      return {
        id: t.id,
        playerId: t.playerId,
        username,
        kind: t.kind,
        status: t.status,
        stake: toMajor(t.stake),
        potentialPayout: toMajor(t.potentialPayout),
        legCount: own.length,
        legs: own
          .filter((l) => l.eventId === eventId)
          .map((l) => ({ outcomeId: l.outcomeId, marketId: l.marketId, odds: oddsOf(l.oddsMilli) })),
        placedAt: t.placedAt.toISOString(),
      }
    }),
    total: total?.n ?? 0,
  }
}
