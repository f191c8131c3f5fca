import { z } from 'zod'
import { code, isoDate, whenValid } from './rules.js'
import { SPORT_KEYS, SPORTS_LIMITS } from './sports-constants.js'
import { EVENT_STATUSES, TICKET_STATUSES, sportsEventSchema } from './sports.js'
import { calendarDay } from './statement.js'

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

// ---------------------------------------------------------------------------------------------
// Top winners, the live overview and the event's staff topic (docs/backoffice.md "Trading")

/** The longest period of the top-winners list: a year, 366 days so that a leap year fits. */
export const TRADING_WINNERS_MAX_DAYS = 366

/**
 * GET /api/backoffice/sports/winners?from=&to=&skip=&take=: Istanbul calendar days, both included
 * (as the reports read them).
 */
export const tradingWinnersQuerySchema = z
  .strictObject({
    from: calendarDay(),
    to: calendarDay(),
    skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
    take: z.coerce.number().int().min(1).max(100).default(25),
  })
  .superRefine(
    (value, ctx) => {
      if (value.from > value.to)
        ctx.addIssue({ code: 'custom', message: 'invalid_range', path: ['to'], input: value.to })
    },
    { when: whenValid('from', 'to') },
  )
export type TradingWinnersQuery = z.output<typeof tradingWinnersQuerySchema>

/** One player's sportsbook result over the period, lira: `pnl` = wins − stakes (+ the player won). */
export const tradingWinnerSchema = z.object({
  playerId: z.number().int(),
  username: z.string(),
  stakes: z.number(),
  wins: z.number(),
  pnl: z.number(),
  /** Tickets placed in the period (a ticket's later settlement counts on its own day). */
  tickets: z.number().int(),
})
export type TradingWinner = z.infer<typeof tradingWinnerSchema>

export const tradingWinnerPageSchema = z.object({
  items: z.array(tradingWinnerSchema),
  total: z.number().int(),
})
export type TradingWinnerPage = z.infer<typeof tradingWinnerPageSchema>

/** GET /api/backoffice/sports/live?minutes=: the stake per minute over the last `minutes` (1–60). */
export const tradingLiveQuerySchema = z.strictObject({
  minutes: z.coerce
    .number(code('invalid_number'))
    .int(code('invalid_number'))
    .min(1, code('too_small'))
    .max(60, code('too_big'))
    .default(5),
})
export type TradingLiveQuery = z.output<typeof tradingLiveQuerySchema>
/**
 * The console's windows (minutes); the overview's push pass watches tickets leaving each of them
 * (docs/backoffice.md "The live overview").
 */
export const TRADING_LIVE_WINDOWS = [1, 5, 15, 60] as const

/** An event in play on the live overview: its bet stops, its money in the last minutes, its worst case. */
export const tradingLiveEventSchema = z.object({
  event: sportsEventSchema,
  /** Markets in play now and how many of them are suspended (by the book or by a trader). */
  markets: z.number().int(),
  suspended: z.number().int(),
  traderSuspended: z.number().int(),
  /** The bet delay of a live bet on this event, real seconds (docs/sportsbook.md "live delays"). */
  delaySeconds: z.number(),
  /** Stakes of the tickets placed on the event in the window (rejected live bets aside), lira. */
  stakes: z.number(),
  stakePerMinute: z.number(),
  /** The largest liability of any outcome of the event (0 when every outcome is covered), lira. */
  worstLiability: z.number(),
})
export type TradingLiveEvent = z.infer<typeof tradingLiveEventSchema>

export const tradingLiveSchema = z.object({
  at: z.string(),
  minutes: z.number().int(),
  items: z.array(tradingLiveEventSchema),
})
export type TradingLive = z.infer<typeof tradingLiveSchema>

/**
 * The hub's staff topic of one event (docs/backoffice.md "Trading", live): a staff socket whose
 * member may read trading (`sports.view`) may `Subscribe` to it; it hears `TradingChanged` when the
 * event's prices, state or tickets moved, and reads the page again.
 */
export const TRADING_TOPIC_PATTERN = /^bo:sports:event:[1-9][0-9]{0,15}$/
export const tradingTopic = (eventId: number) => `bo:sports:event:${eventId}`
/** How often each instance looks for a change on the events its staff sockets watch (ms). */
export const TRADING_PUSH_MS = 2_000
export const TradingHubCommand = {
  /** `{eventId, version}`: something on the event's page changed; read it again. */
  Changed: 'TradingChanged',
  /** `{events}`: something on the live overview changed (on `TRADING_LIVE_TOPIC`); read it again. */
  LiveChanged: 'TradingLiveChanged',
} as const
/**
 * The live overview's staff topic (docs/backoffice.md "The live overview"): the same members as an
 * event's topic may `Subscribe` to it; it hears `TradingLiveChanged` when the overview would show
 * something new.
 */
export const TRADING_LIVE_TOPIC = 'bo:sports:live'
/** Whether a topic is one of trading's staff topics (an event's or the live overview's). */
export const isTradingTopic = (topic: string): boolean =>
  topic === TRADING_LIVE_TOPIC || TRADING_TOPIC_PATTERN.test(topic)
