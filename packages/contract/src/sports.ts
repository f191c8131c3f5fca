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
import { LIMITS } from './constants.js'
import {
  SPORT_KEYS,
  SPORTS_LIMITS,
  BET_KINDS,
  ODDS_CHANGE_POLICIES,
  CASHOUT,
  CASHOUT_REASONS,
  LIVE_DELAY_BOUNDS,
} from './sports-constants.js'

/*
 * The sportsbook's API (docs/sportsbook.md): request bodies the routes parse and the
 * answers the web is typed from. Money is lira with two decimals and odds are decimal numbers on
 * the wire; inside, the server works in kuruş and thousandths (packages/game-math/src/sports).
 * The limits below are the slip's rules, one place for browser and server.
 */

// The constants live in a zod-free module of their own (./sports-constants.ts).
export * from './sports-constants.js'

// ---------------------------------------------------------------------------------------------
// Requests

/** POST /api/sports/events */
export const sportsEventsQuerySchema = strictBody({
  sport: oneOfList(SPORT_KEYS).optional(),
  competitionId: id().optional(),
  /** Events kicking off on this day (world time, Europe/Istanbul). */
  day: isoDate().optional(),
  live: boolean().default(false),
  ...pagingShape(20),
  take: integer()
    .min(LIMITS.paging.takeMin, code('too_small'))
    .max(SPORTS_LIMITS.eventsTakeMax, code('too_big'))
    .default(20),
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

const legSchema = strictBody({
  outcomeId: id(),
  /** The price the player saw; the odds-change policy compares it with the current one. */
  odds,
  banker: boolean().optional(),
})

/** The selections of one match in a bet builder, the same rule as the builder's price request. */
const builderOutcomeIds = z
  .array(id(), { error: 'invalid_type' })
  .min(SPORTS_LIMITS.builderSelectionsMin, code('too_few_items'))
  .max(SPORTS_LIMITS.builderSelectionsMax, code('too_many_items'))
  .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid_option' })

/**
 * A bet builder leg (docs/sportsbook.md "Bet builder placement"): selections of one football match
 * in one leg, at the builder's price the player saw.
 */
const builderLegSchema = strictBody({
  builder: strictBody({ eventId: id(), outcomeIds: builderOutcomeIds }),
  odds,
  banker: boolean().optional(),
})

/** A leg of a slip: one outcome, or a bet builder of one match. */
const slipLegSchema = z.union([legSchema, builderLegSchema], { error: 'invalid_type' })
export type SlipLegInput = z.output<typeof slipLegSchema>
export type BuilderLegInput = z.output<typeof builderLegSchema>

/** Whether a slip's leg is a bet builder. */
export const isBuilderLeg = (leg: SlipLegInput): leg is BuilderLegInput => 'builder' in leg

/** POST /api/sports/bets */
export const betPlacementSchema = strictBody({
  kind: oneOfList(BET_KINDS),
  legs: z
    .array(slipLegSchema, { error: 'invalid_type' })
    .min(1, code('required'))
    .max(SPORTS_LIMITS.legsPayloadMax, code('too_many_items')),
  stake: amount(0.01),
  /** System sizes over the non-banker legs (e.g. [2, 3] for "2-3 sistem"). */
  systemSizes: z
    .array(integer().min(1, code('too_small')).max(SPORTS_LIMITS.systemLegsMax, code('too_big')), {
      error: 'invalid_type',
    })
    .min(1, code('required'))
    .max(SPORTS_LIMITS.systemLegsMax, code('too_many_items'))
    .optional(),
  oddsChange: oneOfList(ODDS_CHANGE_POLICIES).default('none'),
  /** The client's idempotency key: the same key twice gives one ticket and the same answer. */
  placementKey: text(8, 64).regex(/^[\w-]+$/, code('invalid_format')),
  /**
   * A single at a boosted price (docs/sportsbook.md "Boosted odds"): the boost's id, its price as
   * `odds`. The single's leg is the boosted selection, or the boosted bet builder combination.
   */
  boostId: id().optional(),
  /**
   * Stake the slip with a freebet (docs/sportsbook.md "Sports promotions"): its id, the stake its
   * amount; a single or a combination without a bet builder, never with a boost.
   */
  freebetId: id().optional(),
}).superRefine((b, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  if (b.kind === 'single' && b.legs.length !== 1) issue('legs', 'too_many_items')
  if (b.kind === 'system') {
    if (!b.systemSizes) issue('systemSizes', 'required')
  } else {
    if (b.systemSizes) issue('systemSizes', 'invalid_option')
    if (b.legs.some((l) => l.banker)) issue('legs', 'invalid_option')
  }
  // An outcome twice, whether as a leg or inside a bet builder, is refused as a repeated leg.
  const outcomes = b.legs.flatMap((l) => (isBuilderLeg(l) ? l.builder.outcomeIds : [l.outcomeId]))
  if (new Set(outcomes).size !== outcomes.length) issue('legs', 'invalid_option')
  if (b.boostId !== undefined && b.kind !== 'single') issue('boostId', 'invalid_option')
  if (
    b.freebetId !== undefined &&
    (b.kind === 'system' || b.boostId !== undefined || b.legs.some(isBuilderLeg))
  )
    issue('freebetId', 'invalid_option')
})
export type BetPlacement = z.output<typeof betPlacementSchema>

/** POST /api/sports/builder/price: selections of one match (docs/sportsbook.md "Bet builder pricing"). */
export const builderPriceBodySchema = strictBody({
  eventId: id(),
  outcomeIds: builderOutcomeIds,
})
export type BuilderPriceBody = z.output<typeof builderPriceBodySchema>

/** POST /api/sports/mybets */
export const myBetsQuerySchema = strictBody({
  status: oneOfList(['open', 'settled', 'all'] as const).default('all'),
  from: isoDate().optional(),
  to: isoDate().optional(),
  ...pagingShape(20),
})
export type MyBetsQuery = z.output<typeof myBetsQuerySchema>

const score = nonNegativeInt().max(SPORTS_LIMITS.scoreMax, code('too_big'))
const goals = nonNegativeInt().max(SPORTS_LIMITS.goalsMax, code('too_big'))
const setGames = nonNegativeInt().max(7, code('too_big'))

/**
 * POST /api/backoffice/sports/events/{id}/result: the headline score of the event's sport — goals
 * (with the half-time score), points, sets or maps; the server checks it against the sport
 * (apps/server/src/modules/sports/results.ts). Tennis adds the games of each set and e-sports the
 * first map's winner when the headline changes (the markets that read them settle from them);
 * ice hockey gives the final score (overtime and shoot-out winner included) and the regulation score.
 */
export const eventResultSchema = strictBody({
  home: score,
  away: score,
  htHome: goals.optional(),
  htAway: goals.optional(),
  sets: z
    .array(z.tuple([setGames, setGames], { error: 'invalid_type' }), { error: 'invalid_type' })
    .min(1, code('required'))
    .max(5, code('too_many_items'))
    .optional(),
  firstMap: oneOfList(['home', 'away'] as const).optional(),
  /** Ice hockey: the score after regulation time (the 1X2's), when `home`/`away` include overtime. */
  regHome: goals.optional(),
  regAway: goals.optional(),
  /** Why, for the audit log and a correction's reviewer (docs/backoffice.md "Trading"). */
  note: text(0, 500).optional(),
})
export type EventResult = z.output<typeof eventResultSchema>

/** The optional body of a back-office void, suspend or resume: a note for the audit log. */
export const operatorNoteSchema = strictBody({ note: text(0, 500).optional() })

// ---------------------------------------------------------------------------------------------
// Answers (the `data` of the envelope)

export const EVENT_STATUSES = ['scheduled', 'live', 'finished', 'settled', 'void'] as const
export const MARKET_STATUSES = ['active', 'suspended', 'settled', 'void'] as const
export const OUTCOME_RESULTS = ['pending', 'won', 'lost', 'void', 'half_won', 'half_lost'] as const
/** `pending`: a live bet waiting out its delay; `rejected`: refused at its end, stake refunded. */
export const TICKET_STATUSES = ['pending', 'rejected', 'open', 'won', 'lost', 'void', 'cashed_out'] as const
export const MARKET_PHASES = ['pre', 'live', 'closed'] as const
/**
 * Why a pending live bet was rejected; `event_ended`: the final whistle came before the book
 * decided it (docs/sportsbook.md "Live bets").
 */
export const LIVE_REJECT_REASONS = [
  'state_changed',
  'odds_changed',
  'market_suspended',
  'event_ended',
  // The player's self-exclusion or time-out began while the bet waited, or (on a `void` ticket)
  // before any of its matches kicked off (docs/player-protection.md "The exclusion register").
  'self_excluded',
  'risk_limit',
] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]
export type MarketStatus = (typeof MARKET_STATUSES)[number]
export type OutcomeResult = (typeof OUTCOME_RESULTS)[number]
export type TicketStatus = (typeof TICKET_STATUSES)[number]

export const sportsOutcomeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  odds: z.number(),
  result: z.enum(OUTCOME_RESULTS),
})
export type SportsOutcome = z.infer<typeof sportsOutcomeSchema>

export const sportsMarketSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  line: z.number().nullable(),
  status: z.enum(MARKET_STATUSES),
  /** `pre` before kick-off, `live` in play, `closed` once it has no in-play meaning (docs/sportsbook.md). */
  phase: z.enum(MARKET_PHASES),
  /** The minimum number of events a slip with this selection must hold. */
  mbs: z.number().int(),
  outcomes: z.array(sportsOutcomeSchema),
})
export type SportsMarket = z.infer<typeof sportsMarketSchema>

/** A bet builder's price: the joint fair probability, the odds at the builder's margin, the selections. */
export const builderPriceSchema = z.object({
  odds: z.number(),
  /** The fair probability that every selection wins, from the match's score model. */
  fair: z.number(),
  legs: z.array(
    z.object({
      outcomeId: z.number().int(),
      marketId: z.number().int(),
      market: z.string(),
      outcome: z.string(),
      /** The selection's own price as a single, to show beside the builder's. */
      odds: z.number(),
    }),
  ),
})
export type BuilderPrice = z.infer<typeof builderPriceSchema>

const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() })

export const sportsEventSchema = z.object({
  id: z.number().int(),
  sport: z.enum(SPORT_KEYS),
  competition: z.object({ id: z.number().int(), name: z.string() }),
  home: z.string(),
  away: z.string(),
  /** World time (SPORTS_SPEED), ISO 8601. */
  startAt: z.string(),
  status: z.enum(EVENT_STATUSES),
  /** The final score once played (football, basketball: points; tennis: sets; e-sports: maps). */
  score: scoreSchema.nullable(),
  /** SHA-256 of the match seed, published before kick-off. */
  seedHash: z.string(),
  /**
   * In play (docs/sportsbook.md): the scoreboard, the state version (moves on each bet stop) and whether a
   * bet stop holds the markets now; null before kick-off and after the whistle.
   */
  live: z
    .object({
      period: z.string(),
      clock: z.number().int(),
      added: z.number().int(),
      /**
       * How fast the match clock runs while it runs: clock minutes per real second (the world's
       * speed ÷ 60), so a page ticks it without asking again; 0 when it stands (a break, a sport
       * without a running clock, stoppage time).
       */
      clockRate: z.number().min(0).optional(),
      stateVersion: z.number().int(),
      betStop: z.boolean(),
      /**
       * Tennis games and points in the current set; volleyball points in the current set;
       * e-sports rounds or kills on the current map; `periods`: volleyball's points of each set and
       * ice hockey's goals of each period, the current one last.
       */
      detail: z
        .object({
          games: z.tuple([z.number(), z.number()]).optional(),
          points: z.tuple([z.number(), z.number()]).optional(),
          map: z.tuple([z.number(), z.number()]).optional(),
          periods: z
            .array(z.tuple([z.number(), z.number()]))
            .max(8)
            .optional(),
        })
        .optional(),
    })
    .nullable(),
  mainMarket: sportsMarketSchema.nullable(),
  /**
   * How many markets the event page offers now (the main one included): before kick-off every open
   * or suspended one, in play those with an in-play price. The lists show "+N" for the others.
   */
  marketCount: z.number().int().min(0),
})
export type SportsEvent = z.infer<typeof sportsEventSchema>

export const sportsEventPageSchema = z.object({ items: z.array(sportsEventSchema), total: z.number().int() })

/** What the match tracker of a live football event lists (docs/sportsbook.md, web "match tracker"). */
export const TRACKER_EVENT_KINDS = [
  'goal',
  'penalty_goal',
  'penalty_missed',
  'yellow',
  'red',
  'corner',
] as const
export const TRACKER_STAT_KEYS = ['attacks', 'corners', 'yellows', 'reds', 'pressure'] as const

/**
 * The match tracker of an event in play, from the simulation up to the current world minute only
 * (never a moment ahead): the timeline and the counts. `pressure` is the share (per cent) of the
 * dangerous attacks and corners each side made, the simulation's stand-in for possession.
 */
export const sportsTrackerSchema = z.object({
  events: z.array(
    z.object({
      kind: z.enum(TRACKER_EVENT_KINDS),
      clock: z.number().int(),
      added: z.number().int(),
      side: z.enum(['home', 'away']),
      player: z.string().nullable(),
    }),
  ),
  stats: z.array(z.object({ key: z.enum(TRACKER_STAT_KEYS), home: z.number(), away: z.number() })),
})
export type SportsTracker = z.infer<typeof sportsTrackerSchema>

/** GET /api/sports/events/{id}: the event with every market. */
export const sportsEventDetailSchema = sportsEventSchema.extend({
  /** The seed, once revealed at full time (null before). */
  seed: z.string().nullable(),
  markets: z.array(sportsMarketSchema),
  /** In play, football: the match tracker (null otherwise). */
  tracker: sportsTrackerSchema.nullable(),
})
export type SportsEventDetail = z.infer<typeof sportsEventDetailSchema>

/** GET /api/sports/tree: sports with their competitions and event counts. */
export const sportsTreeSchema = z.array(
  z.object({
    sport: z.enum(SPORT_KEYS),
    name: z.string(),
    preMatch: z.number().int(),
    live: z.number().int(),
    competitions: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        preMatch: z.number().int(),
        live: z.number().int(),
      }),
    ),
  }),
)
export type SportsTree = z.infer<typeof sportsTreeSchema>

/** GET /api/sports/verify/{eventId}: the replay from the revealed seed. */
export const sportsVerifySchema = z.object({
  eventId: z.number().int(),
  seedHash: z.string(),
  seed: z.string(),
  /** SHA-256 of the revealed seed equals the published hash. */
  seedMatches: z.boolean(),
  /** The simulator's input (ratings turned into its model), as stored before kick-off. */
  model: z.unknown(),
  /** The replayed final score and the one the book settled on (they differ after a correction). */
  replayed: scoreSchema,
  settled: scoreSchema.nullable(),
  events: z.array(z.unknown()),
})
export type SportsVerify = z.infer<typeof sportsVerifySchema>

export const sportsTicketSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BET_KINDS),
  status: z.enum(TICKET_STATUSES),
  stake: z.number(),
  potentialPayout: z.number(),
  systemSizes: z.array(z.number().int()).nullable(),
  oddsChange: z.enum(ODDS_CHANGE_POLICIES),
  legs: z.array(
    z.object({
      outcomeId: z.number().int(),
      eventId: z.number().int(),
      odds: z.number(),
      banker: z.boolean(),
      result: z.enum(OUTCOME_RESULTS),
      /**
       * A bet builder leg (docs/sportsbook.md "Bet builder placement"): its selections, priced and
       * settled together as this one leg (`outcomeId` is its first selection).
       */
      builder: z.object({ outcomeIds: z.array(z.number().int()) }).optional(),
    }),
  ),
  payout: z.number().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** What cash-outs paid so far (a partial one leaves the ticket open with a smaller stake). */
  cashedOut: z.number(),
  /** When a full cash-out ended the ticket (status `cashed_out`). */
  cashedOutAt: z.string().nullable(),
  /** The auto cash-out threshold, lira, or null. */
  autoCashout: z.number().nullable(),
  /**
   * A live bet: when the book decides (pending), and why it refused (rejected). On a `void`
   * ticket, `self_excluded`: the book voided it, stake refunded, because a self-exclusion or
   * time-out began before any of its matches kicked off (docs/player-protection.md).
   */
  acceptAt: z.string().nullable(),
  rejectReason: z.enum(LIVE_REJECT_REASONS).nullable(),
  /**
   * Sports promotions (docs/sportsbook.md "Sports promotions"): `freebet` true when a freebet paid
   * the stake (a win pays only beyond it); `boost` what a kombine boost paid on top, lira.
   */
  freebet: z.boolean().optional(),
  /** A freebet ticket: what it pays (settled) or would pay if it wins, the winnings beyond the stake. */
  freebetPays: z.number().optional(),
  boost: z.number().optional(),
})
export type SportsTicket = z.infer<typeof sportsTicketSchema>

/** One of the player's freebets (GET sports/freebets): usable ones first to expire first. */
export const sportsFreebetSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  /** The least total price of the ticket it can pay for. */
  minOdds: z.number(),
  expiresAt: z.string(),
  /** `campaign` (claimed), `void` (given back by a void ticket), `refund` (a kombine lost by one leg). */
  source: z.enum(['campaign', 'void', 'refund']),
})
export type SportsFreebet = z.infer<typeof sportsFreebetSchema>
export const sportsFreebetListSchema = z.array(sportsFreebetSchema)

export const sportsTicketPageSchema = z.object({
  items: z.array(sportsTicketSchema),
  total: z.number().int(),
})

/** What a back-office action changed. */
/** POST /api/sports/favorites: star or unstar one competition. */
export const sportsFavoriteBodySchema = strictBody({
  competitionId: id(),
  favorite: boolean(),
})
export type SportsFavoriteBody = z.output<typeof sportsFavoriteBodySchema>

/** The player's favourite competitions (ids), listed first in the sports tree. */
export const sportsFavoritesSchema = z.object({ competitionIds: z.array(z.number().int()) })
export type SportsFavorites = z.output<typeof sportsFavoritesSchema>

/**
 * A change to a settled event that moves money, asked by one staff member and applied when a
 * different one approves (docs/sportsbook.md "Corrections after settlement").
 */
export const SPORTS_CORRECTION_KINDS = ['result', 'void', 'market_void'] as const
export const SPORTS_CORRECTION_STATUSES = ['pending', 'applied', 'rejected'] as const

export const sportsCorrectionSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  kind: z.enum(SPORTS_CORRECTION_KINDS),
  /** The market of a `market_void`. */
  marketId: z.number().int().nullable(),
  /** The headline score a `result` correction sets (with half time, sets or first map as given). */
  result: z
    .object({
      home: z.number(),
      away: z.number(),
      htHome: z.number().optional(),
      htAway: z.number().optional(),
      sets: z.array(z.tuple([z.number(), z.number()])).optional(),
      firstMap: z.enum(['home', 'away']).optional(),
    })
    .nullable(),
  note: z.string().nullable(),
  status: z.enum(SPORTS_CORRECTION_STATUSES),
  requestedBy: z.number().int(),
  requestedAt: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  /**
   * The money the re-settlement moves, from a dry run when it was asked for: lira, positive to the
   * players, negative back from them; per player and in total, and the tickets whose settlement moves.
   */
  impact: z.object({
    total: z.number(),
    tickets: z.number().int(),
    players: z.array(z.object({ playerId: z.number().int(), username: z.string(), amount: z.number() })),
  }),
})
export type SportsCorrection = z.infer<typeof sportsCorrectionSchema>

export const sportsCorrectionListSchema = z.object({ items: z.array(sportsCorrectionSchema) })

export const sportsOperatorResultSchema = z.object({
  eventId: z.number().int(),
  /** Tickets whose settlement moved. */
  tickets: z.number().int(),
  /**
   * A change to a settled event is not applied at once: the pending request (or, after an approval
   * or a rejection, the decided one). Null when the change applied directly.
   */
  correction: sportsCorrectionSchema.nullable(),
})

// ---------------------------------------------------------------------------------------------
// Cash-out (docs/sportsbook.md)

/** POST /api/sports/bets/{id}/cashout */
export const cashoutRequestSchema = strictBody({
  /** The whole ticket's offer the player saw, lira; a different current offer is CASHOUT_CHANGED. */
  offer: amount(0.01),
  /** The share of the stake to cash out (0.01–1, hundredths); 1 or absent: all of it. */
  fraction: z
    .number({ error: 'invalid_number' })
    .min(CASHOUT.fractionStep, code('too_small'))
    .max(1, code('too_big'))
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: 'too_many_decimals',
      params: { max: 2 },
    })
    .optional(),
  /** Take the current offer even when it moved from the one seen. */
  acceptChanges: boolean().default(false),
  /** The client's idempotency key: a repeat answers the first cash-out. */
  cashoutKey: text(8, 64)
    .regex(/^[\w-]+$/, code('invalid_format'))
    .optional(),
})
export type CashoutRequest = z.output<typeof cashoutRequestSchema>

/** POST /api/sports/bets/{id}/autocashout: cash out in full once the offer reaches `threshold`. */
export const autoCashoutSchema = strictBody({
  threshold: amount(0.01).nullable(),
})
export type AutoCashoutRequest = z.output<typeof autoCashoutSchema>

/** GET /api/sports/bets/{id}/cashout */
export const cashoutQuoteSchema = z.object({
  ticketId: z.number().int(),
  available: z.boolean(),
  /** Why not, when not available. */
  reason: z.enum(CASHOUT_REASONS).nullable(),
  /** The offer for the whole remaining stake, lira (0 when not available). */
  offer: z.number(),
  stake: z.number(),
  potentialPayout: z.number(),
  /** The cash-out margin the offer is priced with (0.05 = 5 % below fair value). */
  margin: z.number(),
  autoCashout: z.number().nullable(),
  /**
   * A pending leg is in play: a cash-out is held for the live delay and paid only if no leg's
   * match state moved meanwhile, else refused with the new offer (`CASHOUT_CHANGED`).
   */
  inPlay: z.boolean(),
})
export type CashoutQuote = z.infer<typeof cashoutQuoteSchema>

/** The hub's private `CashoutOffer` message: the ticket's quote, as the GET answers it. */
export const cashoutOfferPushSchema = cashoutQuoteSchema.extend({ betId: z.number().int() })
export type CashoutOfferPush = z.infer<typeof cashoutOfferPushSchema>

/** What a cash-out paid, and the ticket after it. */
export const cashoutResultSchema = z.object({
  amount: z.number(),
  /** The whole ticket's offer it was priced at. */
  offer: z.number(),
  fraction: z.number(),
  ticket: sportsTicketSchema,
})
export type CashoutResult = z.infer<typeof cashoutResultSchema>

// ---------------------------------------------------------------------------------------------
// Risk (docs/sportsbook.md): limits and liability for traders

export const LIMIT_SCOPES = ['platform', 'sport', 'competition', 'market', 'event', 'player'] as const
export type LimitScope = (typeof LIMIT_SCOPES)[number]

/** POST /api/backoffice/sports/limits: sets one scope's limits (all null removes the row). */
export const sportsLimitSchema = strictBody({
  scope: oneOfList(LIMIT_SCOPES),
  /** '' for the platform; the sport key, competition id, market type, event id or player id. */
  key: z
    .string({ error: 'invalid_type' })
    .max(40, code('too_long'))
    .regex(/^[\w.-]*$/, code('invalid_format')),
  live: boolean().default(false),
  maxStake: amount(0).nullable().default(null),
  maxPayout: amount(0).nullable().default(null),
  maxLiability: amount(0).nullable().default(null),
  stakeFactor: z
    .number({ error: 'invalid_number' })
    .min(0, code('too_small'))
    .max(10, code('too_big'))
    .nullable()
    .default(null),
  note: text(0, 500).optional(),
})
export type SportsLimitInput = z.output<typeof sportsLimitSchema>

export const sportsLimitViewSchema = z.object({
  scope: z.enum(LIMIT_SCOPES),
  key: z.string(),
  live: z.boolean(),
  maxStake: z.number().nullable(),
  maxPayout: z.number().nullable(),
  maxLiability: z.number().nullable(),
  stakeFactor: z.number().nullable(),
  updatedAt: z.string(),
})
export const sportsLimitListSchema = z.array(sportsLimitViewSchema)
export type SportsLimitView = z.infer<typeof sportsLimitViewSchema>

const delayMs = () =>
  integer().min(LIVE_DELAY_BOUNDS.minMs, code('too_small')).max(LIVE_DELAY_BOUNDS.maxMs, code('too_big'))

/**
 * PUT /api/backoffice/sports/delays: the whole live-delay table at once. A sport left out takes
 * its default again (LIVE_BET_DELAY_MS); a competition listed overrides its sport.
 */
export const liveDelaysSchema = strictBody({
  sports: z
    .array(strictBody({ sport: oneOfList(SPORT_KEYS), delayMs: delayMs() }), { error: 'invalid_type' })
    .max(SPORT_KEYS.length, code('too_big'))
    .refine((l) => new Set(l.map((x) => x.sport)).size === l.length, code('invalid_option')),
  competitions: z
    .array(strictBody({ competitionId: id(), delayMs: delayMs() }), { error: 'invalid_type' })
    .max(LIVE_DELAY_BOUNDS.competitionsMax, code('too_big'))
    .refine((l) => new Set(l.map((x) => x.competitionId)).size === l.length, code('invalid_option')),
  note: text(0, 500).optional(),
})
export type LiveDelaysInput = z.output<typeof liveDelaysSchema>

/** GET (and PUT's answer): every sport's delay in force, and the competitions' overrides. */
export const liveDelaysViewSchema = z.object({
  sports: z.array(
    z.object({
      sport: z.enum(SPORT_KEYS),
      delayMs: z.number().int(),
      /** The product's default (no trader setting for this sport). */
      isDefault: z.boolean(),
    }),
  ),
  competitions: z.array(z.object({ competitionId: z.number().int(), delayMs: z.number().int() })),
  bounds: z.object({ minMs: z.number().int(), maxMs: z.number().int() }),
})
export type LiveDelaysView = z.infer<typeof liveDelaysViewSchema>

/** GET /api/backoffice/sports/events/{id}/liability */
export const sportsLiabilitySchema = z.object({
  eventId: z.number().int(),
  /** The worst outcome of the event: the most the book loses if it wins. */
  worst: z.number(),
  markets: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      line: z.number().nullable(),
      status: z.enum(MARKET_STATUSES),
      /** The market's and its outcomes' names in the caller's language (the console's event page). */
      name: z.string(),
      phase: z.enum(MARKET_PHASES),
      /** A trader's suspension: held through the live repricing until a resume (docs/sportsbook.md). */
      traderSuspended: z.boolean(),
      /** Stakes taken on the market (every outcome). */
      stakes: z.number(),
      outcomes: z.array(
        z.object({
          id: z.number().int(),
          key: z.string(),
          name: z.string(),
          result: z.enum(OUTCOME_RESULTS),
          odds: z.number(),
          stakes: z.number(),
          /** Potential payouts of the open tickets with a leg on it. */
          payouts: z.number(),
          /** payouts − the market's stakes: what the book loses if it wins (negative: it wins). */
          liability: z.number(),
        }),
      ),
    }),
  ),
})
export type SportsLiability = z.infer<typeof sportsLiabilitySchema>
