/*
 * The sportsbook's constants (docs/sportsbook.md): the slip's limits, the hub's topics and commands,
 * the live delays. Zod-free, so the web's pages that only need these (the home page's sports
 * section, docs/content-ui.md "LCP") do not download the schemas of ./sports.ts; that module
 * re-exports everything here.
 */

export const SPORT_KEYS = ['football', 'basketball', 'tennis', 'volleyball', 'hockey', 'cs2', 'lol'] as const
export type SportKey = (typeof SPORT_KEYS)[number]

export const SPORTS_LIMITS = {
  /** İddaa's 30 selections per coupon. */
  comboLegsMax: 30,
  /** A system over more selections has too many bets to show or settle sensibly. */
  systemLegsMax: 16,
  /** Stake of one slip, lira (a system's whole stake). */
  stakeMin: 1,
  stakeMax: 50_000,
  /** The most one slip can pay, lira: potential payouts are capped here and stakes beyond it refused. */
  payoutMax: 1_000_000,
  /** Selections of one match in a bet builder (docs/sportsbook.md "Bet builder pricing"). */
  builderSelectionsMin: 2,
  builderSelectionsMax: 6,
  /** A body with more legs than this is not a slip (the rules above answer TOO_MANY_LEGS first). */
  legsPayloadMax: 100,
  oddsMin: 1.01,
  oddsMax: 10_000,
  /** An operator's result: goals in football, and the headline score of any sport (basketball points). */
  goalsMax: 99,
  scoreMax: 300,
  /**
   * Events per page of the public list (`POST sports/events`): each listed event is priced and
   * rendered, so a page costs in proportion; a client wanting more asks for the next page
   * (docs/sportsbook.md "Public routes").
   */
  eventsTakeMax: 50,
} as const

export const BET_KINDS = ['single', 'combo', 'system'] as const
export const ODDS_CHANGE_POLICIES = ['none', 'higher', 'any'] as const

/** The error codes the sportsbook answers with (statuses and messages in errors.ts). */
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
  'EVENT_PAYOUT_LIMIT',
  'INSUFFICIENT_FUNDS',
  'CASHOUT_CHANGED',
  'CASHOUT_UNAVAILABLE',
  'BOOST_NOT_LIVE',
  'BOOST_MAX_STAKE',
  'BOOST_LIABILITY',
  'FREEBET_UNAVAILABLE',
  'FREEBET_EXPIRED',
  'FREEBET_USED',
  'FREEBET_MIN_ODDS',
  'FREEBET_STAKE',
] as const

/**
 * Cash-out (docs/sportsbook.md "Cash-out"): offer = fair value × (1 − margin), floored
 * to the kuruş. No offer while a pending leg's fair probability is outside [probMin, probMax];
 * a partial cash-out leaves at least the slip's minimum stake on.
 */
export const CASHOUT = {
  margin: 0.05,
  probMin: 0.01,
  probMax: 0.99,
  /** The smallest offer worth making, lira. */
  offerMin: 0.01,
  /** Partial cash-outs take a share of the stake in hundredths (1 %–99 %). */
  fractionStep: 0.01,
  /**
   * In play a cash-out is held for the live bet's delay and decided once the book has processed
   * the whole hold (docs/sportsbook.md "Cash-out in play"); if the live pass has not caught up this
   * long (real ms) after the hold, the request is refused (`CASHOUT_UNAVAILABLE`, `suspended`).
   */
  bookWaitMs: 5_000,
} as const

/**
 * Risk (docs/sportsbook.md "Risk"; docs/sportsbook.md "Risk"): an in-play bet gets `liveFactor` of every
 * stake and payout limit (the slip's own and the pre-match rows), and the live rows on top, so a
 * live limit is always the smaller. Operators set the rest per scope (sports_limits).
 */
export const SPORTS_RISK = {
  liveFactor: 0.5,
  /**
   * The most one player's pending and open tickets may pay on one event, lira (a combination
   * counts in full on each of its events): one slip's `payoutMax`, so a player can never be owed
   * more on one match than a single slip may pay, however many slips they split it into.
   * Refused with EVENT_PAYOUT_LIMIT; × liveFactor in play.
   */
  playerEventPayoutMax: 1_000_000,
  /**
   * The liability per outcome (lira) seeded for each market type by its margin family when a site
   * starts with no limits (docs/sportsbook.md "Risk"): the book can take one maximum-payout slip
   * on an empty main-market outcome; the families priced with more uncertainty (wider margins)
   * and longer odds get less, since there a mispriced outcome costs most and small stakes build
   * up liability fast. Traders change them in the back office.
   */
  defaultLiability: { main: 1_000_000, line: 500_000, multi: 250_000, exotic: 100_000 },
} as const

/** Why a ticket has no cash-out offer. */
/** `freebet`: a ticket staked with a freebet has no cash-out (docs/sportsbook.md "Sports promotions"). */
export const CASHOUT_REASONS = ['system', 'settled', 'suspended', 'no_price', 'builder', 'freebet'] as const
export type CashoutReason = (typeof CASHOUT_REASONS)[number]

// ---------------------------------------------------------------------------------------------
// Live (docs/sportsbook.md "Live betting", docs/realtime.md "Public topics")

/**
 * The hub's public topics: anyone may `Subscribe(topic)` to these, a visitor's socket without a
 * token included. Each message carries the topic's own sequence number `seq`; a client that sees a
 * gap refetches the REST snapshot.
 */
export const SPORTS_TOPICS = {
  /** The live list changed (an event went in play or finished, a score moved). */
  live: 'sports:live',
  event: (eventId: number) => `sports:event:${eventId}`,
} as const
export const PUBLIC_TOPIC_PATTERNS: readonly RegExp[] = [/^sports:live$/, /^sports:event:[1-9][0-9]{0,15}$/]
export const isPublicTopic = (topic: string) => PUBLIC_TOPIC_PATTERNS.some((p) => p.test(topic))
/**
 * Public topics one hub socket may hold at once: a live page watches the list and a handful of
 * events; 50 covers a "live now" list of 50 events shown with their prices.
 */
export const HUB_TOPICS_PER_CONNECTION = 50

/** Commands of `NotifyMessage(command, message)` on the sports topics (message: JSON with `seq`). */
export const SportsHubCommand = {
  /** `{seq, eventId, stateVersion, markets: [{id, status, outcomes: [{id, odds}]}]}` */
  OddsChanged: 'OddsChanged',
  /** `{seq, eventId, stateVersion, reason, until}`: every in-play market suspended. */
  BetStop: 'BetStop',
  /** `{seq, eventId, stateVersion, score, clock, period}` */
  Score: 'Score',
  /** `{seq, events: [{id, status, score, clock, period}]}` on `sports:live`. */
  LiveList: 'LiveList',
  /**
   * Private, never on a topic: a ticket's new cash-out offer to its owner's own connections only
   * (`CashoutOfferPush`), sent when a leg's price or state moved.
   */
  CashoutOffer: 'CashoutOffer',
} as const

/**
 * How long a live bet is held `pending` before the book decides (research §4; ms of real time):
 * the defaults per sport. Traders override them per sport and per competition
 * (`PUT /api/backoffice/sports/delays`, stored in sports_live_delays); the most specific wins.
 */
export const LIVE_BET_DELAY_MS: Record<SportKey, number> = {
  football: 6_000,
  basketball: 4_000,
  tennis: 4_000,
  volleyball: 4_000,
  hockey: 6_000,
  cs2: 8_000,
  lol: 8_000,
}

/**
 * The range a trader's live delay may take (ms): under a second the delay no longer covers the
 * feed's latency; past 15 s players see their bets hang.
 */
export const LIVE_DELAY_BOUNDS = { minMs: 1_000, maxMs: 15_000, competitionsMax: 200 } as const

/**
 * The shortest a live bet is held on a fast world (ms of real time; docs/sportsbook.md "Live
 * delays"): a delay divided by the world's speed never goes below it (the feed's latency).
 */
export const LIVE_DELAY_FLOOR_MS = 1_000

/**
 * The live delay in force on a world running at `speed` (SPORTS_SPEED, world-minutes per real
 * minute). The delays above and the traders' are meant in match time at real speed (6 s of a
 * football match); on a world 60 times as fast 6 s of real time would be six match-minutes, so the
 * delay shrinks with the speed, down to LIVE_DELAY_FLOOR_MS (never below a delay set shorter). One
 * rule for every hold: a live bet's acceptance and an in-play cash-out (docs/sportsbook.md "Live
 * delays").
 */
export function liveDelayAtSpeed(delayMs: number, speed: number): number {
  if (speed <= 1) return delayMs
  return Math.max(Math.min(delayMs, LIVE_DELAY_FLOOR_MS), Math.round(delayMs / speed))
}

/** After a dangerous moment, in-play markets stay suspended this long (ms of real time). */
export const LIVE_BET_STOP_MS = 5_000
