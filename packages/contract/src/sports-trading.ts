import { z } from 'zod'
import { isoDate } from './rules.js'
import { SPORT_KEYS, SPORTS_LIMITS } from './sports-constants.js'
import { EVENT_STATUSES, TICKET_STATUSES } from './sports.js'

/*
 * The console's trading screens (docs/backoffice.md "Trading"): the back office's own event list
 * (every status, not only what the player site offers) and an event's open tickets, largest first.
 */

/** GET /api/backoffice/sports/events?sport=&competition=&day=&status=&skip=&take= */
export const tradingEventsQuerySchema = z.strictObject({
  sport: z.enum(SPORT_KEYS).optional(),
  competition: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  /** Events kicking off on this day (world time, Europe/Istanbul), as the public list reads it. */
  day: isoDate().optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(SPORTS_LIMITS.eventsTakeMax).default(20),
})
export type TradingEventsQuery = z.output<typeof tradingEventsQuerySchema>

/** GET /api/backoffice/sports/events/{id}/tickets?skip=&take= */
export const tradingTicketsQuerySchema = z.strictObject({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(20),
})
export type TradingTicketsQuery = z.output<typeof tradingTicketsQuerySchema>

/** An open (or pending live) ticket with a leg on the event: its size and its legs there. */
export const tradingTicketSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  kind: z.enum(['single', 'combo', 'system']),
  status: z.enum(TICKET_STATUSES),
  stake: z.number(),
  potentialPayout: z.number(),
  /** Every leg of the ticket (a combination's other events too). */
  legCount: z.number().int(),
  /** The legs on this event: the outcome and the odds taken. */
  legs: z.array(z.object({ outcomeId: z.number().int(), marketId: z.number().int(), odds: z.number() })),
  placedAt: z.string(),
})
export type TradingTicket = z.infer<typeof tradingTicketSchema>

export const tradingTicketPageSchema = z.object({
  items: z.array(tradingTicketSchema),
  total: z.number().int(),
})
export type TradingTicketPage = z.infer<typeof tradingTicketPageSchema>
