import { z } from 'zod'
import {
  amount,
  boolean,
  code,
  id,
  integer,
  isoDate,
  nonNegativeInt,
  oneOfList,
  pagingShape,
  strictBody,
  text,
} from './rules.js'

/*
 * The sportsbook's API (issue 16; docs/sportsbook.md): request bodies the routes parse and the
 * answers the web is typed from. Money is lira with two decimals and odds are decimal numbers on
 * the wire; inside, the server works in kuruş and thousandths (packages/game-math/src/sports).
 * The limits below are the slip's rules, one place for browser and server.
 */

export const SPORT_KEYS = ['football', 'basketball', 'tennis', 'cs2', 'lol'] as const
export type SportKey = (typeof SPORT_KEYS)[number]

export const SPORTS_LIMITS = {
  /** İddaa's 30 selections per coupon. */
  comboLegsMax: 30,
  /** A system over more selections has too many bets to show or settle sensibly. */
  systemLegsMax: 16,
  oddsMin: 1.01,
  oddsMax: 10_000,
  scoreMax: 99,
} as const

export const BET_KINDS = ['single', 'combo', 'system'] as const
export const ODDS_CHANGE_POLICIES = ['none', 'higher', 'any'] as const

/**
 * The error codes the sportsbook answers with. TODO(next step): move them into errors.ts with their
 * HTTP statuses and messages when the routes land (this task may not edit errors.ts).
 */
export const SPORTS_ERROR_CODES = [
  'MARKET_SUSPENDED',
  'ODDS_CHANGED',
  'EVENT_STARTED',
  'COMBO_SAME_EVENT',
  'TOO_MANY_LEGS',
  'MBS_NOT_MET',
  'STAKE_TOO_LOW',
  'STAKE_TOO_HIGH',
  'MAX_PAYOUT',
  'INSUFFICIENT_FUNDS',
] as const

// ---------------------------------------------------------------------------------------------
// Requests

/** POST /api/sports/events */
export const sportsEventsQuerySchema = strictBody({
  sport: oneOfList(SPORT_KEYS).optional(),
  competitionId: id().optional(),
  live: boolean().default(false),
  ...pagingShape(20),
})
export type SportsEventsQuery = z.output<typeof sportsEventsQuerySchema>

const odds = z
  .number({ error: 'invalid_number' })
  .min(SPORTS_LIMITS.oddsMin, code('too_small'))
  .max(SPORTS_LIMITS.oddsMax, code('too_big'))
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: 'too_many_decimals',
    params: { max: 2 },
  })

const legSchema = z.strictObject({
  outcomeId: id(),
  /** The price the player saw; the odds-change policy compares it with the current one. */
  odds,
  banker: boolean().optional(),
})

/** POST /api/sports/bets */
export const betPlacementSchema = strictBody({
  kind: oneOfList(BET_KINDS),
  legs: z
    .array(legSchema, { error: 'invalid_type' })
    .min(1, code('required'))
    .max(SPORTS_LIMITS.comboLegsMax, code('too_many_items')),
  stake: amount(0.01),
  /** System sizes over the non-banker legs (e.g. [2, 3] for "2-3 sistem"). */
  systemSizes: z
    .array(integer().min(1, code('too_small')).max(SPORTS_LIMITS.systemLegsMax, code('too_big')))
    .min(1, code('required'))
    .max(SPORTS_LIMITS.systemLegsMax, code('too_many_items'))
    .optional(),
  oddsChange: oneOfList(ODDS_CHANGE_POLICIES).default('none'),
  /** The client's idempotency key: the same key twice gives one ticket and the same answer. */
  placementKey: text(8, 64).regex(/^[\w-]+$/, code('invalid_format')),
}).superRefine((b, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  if (b.kind === 'single' && b.legs.length !== 1) issue('legs', 'too_many_items')
  if (b.kind === 'system') {
    if (!b.systemSizes) issue('systemSizes', 'required')
    if (b.legs.length > SPORTS_LIMITS.systemLegsMax) issue('legs', 'too_many_items')
  } else {
    if (b.systemSizes) issue('systemSizes', 'invalid_option')
    if (b.legs.some((l) => l.banker)) issue('legs', 'invalid_option')
  }
  if (new Set(b.legs.map((l) => l.outcomeId)).size !== b.legs.length) issue('legs', 'invalid_option')
})
export type BetPlacement = z.output<typeof betPlacementSchema>

/** POST /api/sports/mybets */
export const myBetsQuerySchema = strictBody({
  status: oneOfList(['open', 'settled', 'all'] as const).default('all'),
  from: isoDate().optional(),
  to: isoDate().optional(),
  ...pagingShape(20),
})
export type MyBetsQuery = z.output<typeof myBetsQuerySchema>

const goals = nonNegativeInt().max(SPORTS_LIMITS.scoreMax, code('too_big'))

/** POST /api/backoffice/sports/events/{id}/result */
export const eventResultSchema = strictBody({
  home: goals,
  away: goals,
  htHome: goals.optional(),
  htAway: goals.optional(),
})
export type EventResult = z.output<typeof eventResultSchema>

// ---------------------------------------------------------------------------------------------
// Answers (the `data` of the envelope)

export type MarketStatus = 'active' | 'suspended' | 'settled' | 'void'
export type OutcomeResult = 'pending' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost'
export type TicketStatus = 'pending_acceptance' | 'open' | 'won' | 'lost' | 'void' | 'cashed_out' | 'rejected'

export interface SportsOutcome {
  id: number
  name: string
  odds: number
  result: OutcomeResult
}

export interface SportsMarket {
  id: number
  key: string
  name: string
  line: number | null
  status: MarketStatus
  outcomes: SportsOutcome[]
}

export interface SportsEvent {
  id: number
  sport: SportKey
  competition: { id: number; name: string }
  home: string
  away: string
  startAt: string
  status: 'scheduled' | 'live' | 'ended' | 'closed' | 'abandoned'
  score: { home: number; away: number } | null
  /** SHA-256 of the match seed, published before kick-off. */
  seedHash: string
  mainMarket: SportsMarket | null
}

export interface SportsTicket {
  id: number
  kind: (typeof BET_KINDS)[number]
  status: TicketStatus
  stake: number
  potentialPayout: number
  legs: Array<{ outcomeId: number; eventId: number; odds: number; result: OutcomeResult }>
  payout: number | null
  placedAt: string
  settledAt: string | null
}
