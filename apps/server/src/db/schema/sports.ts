import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.js'
import { staff } from './staff.js'

/*
 * The sportsbook's tables (docs/sportsbook.md "The server"). The world itself (teams,
 * ratings, the schedule) is a pure function of the world seed in packages/game-math; these tables
 * hold what the book has published and taken: events with their committed seeds, markets and
 * prices, tickets and their legs. Times of events are world time (SPORTS_SPEED); tickets' are real.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * The one world of this site: its seed (ratings and schedule derive from it; public, it decides no
 * result) and the clock anchor. World time = anchor_world + (now − anchor_real) × speed; a new
 * speed re-anchors at the current world time so the world never jumps.
 */
export const sportsWorld = pgTable(
  'sports_world',
  {
    id: integer('id').primaryKey(),
    seed: text('seed').notNull(),
    anchorReal: at('anchor_real').notNull(),
    anchorWorld: at('anchor_world').notNull(),
    speed: integer('speed').notNull(),
    /** World time up to which the schedule is materialised. */
    materialisedTo: at('materialised_to'),
    /** Sequence number of the last message on the hub topic `sports:live` (docs/sportsbook.md). */
    liveSeq: bigint('live_seq', { mode: 'number' }).notNull().default(0),
    /**
     * World time the last live pass processed (docs/sportsbook.md "The live pass"): what the book
     * knows of the matches in play. The public tracker shows nothing past it, and a held in-play
     * cash-out waits until it covers the hold.
     */
    liveThrough: at('live_through'),
  },
  (t) => [check('sports_world_one', sql`${t.id} = 1`)],
)

export const sportsCompetitions = pgTable(
  'sports_competitions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    sport: text('sport').notNull(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('sports_competitions_key_idx').on(t.key)],
)

export const sportsEventStatuses = ['scheduled', 'live', 'finished', 'settled', 'void'] as const
export type SportsEventStatus = (typeof sportsEventStatuses)[number]

/**
 * One fixture of the engine's schedule. `seed` is secret until full time (`seed_hash` is shown
 * from the start, `revealed_seed` after); `model` is the simulator's input, so the verify page
 * replays the match from it and the seed. `result` is the final score the book settles on: the
 * simulator's, or an operator's correction (`result_version` counts them).
 */
export const sportsEvents = pgTable(
  'sports_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fixtureId: text('fixture_id').notNull(),
    sport: text('sport').notNull(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => sportsCompetitions.id, { onDelete: 'restrict' }),
    homeTr: text('home_tr').notNull(),
    homeEn: text('home_en').notNull(),
    awayTr: text('away_tr').notNull(),
    awayEn: text('away_en').notNull(),
    startAt: at('start_at').notNull(),
    /** World time of the final whistle, known once the match is played. */
    endAt: at('end_at'),
    status: text('status').$type<SportsEventStatus>().notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    revealedSeed: text('revealed_seed'),
    model: jsonb('model').notNull(),
    result: jsonb('result'),
    resultVersion: integer('result_version').notNull().default(0),
    /**
     * In play (docs/sportsbook.md): moves on every dangerous moment (goal, penalty, red card, VAR check,
     * dangerous attack). A live bet is accepted only if it did not move during the bet's delay.
     */
    stateVersion: integer('state_version').notNull().default(0),
    /** The scoreboard and what the live job has processed (modules/sports/live.ts `LiveRow`). */
    liveState: jsonb('live_state'),
    /** Real time until which a bet stop keeps the in-play markets suspended. */
    betStopUntil: at('bet_stop_until'),
    /** Sequence number of the last message on the hub topic `sports:event:{id}`. */
    liveSeq: bigint('live_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('sports_events_fixture_idx').on(t.fixtureId),
    index('sports_events_start_idx').on(t.startAt),
    index('sports_events_status_idx').on(t.status, t.startAt),
    index('sports_events_competition_idx').on(t.competitionId, t.startAt),
    check('sports_events_status', sql`${t.status} in ('scheduled', 'live', 'finished', 'settled', 'void')`),
  ],
)

export const sportsMarketStatuses = ['active', 'suspended', 'settled', 'void'] as const
export type SportsMarketPhase = 'pre' | 'live' | 'closed'
export type SportsMarketStatus = (typeof sportsMarketStatuses)[number]

export const sportsMarkets = pgTable(
  'sports_markets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => sportsEvents.id, { onDelete: 'cascade' }),
    /** The engine's market type (`1x2`, `ou`, `ah` …); with `line` it names the market. */
    key: text('key').notNull(),
    line: doublePrecision('line'),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    status: text('status').$type<SportsMarketStatus>().notNull(),
    /** İddaa's minimum number of events (a trader may raise it). */
    mbs: integer('mbs').notNull().default(1),
    /** The engine's order, so the page lists markets as priced. */
    sort: integer('sort').notNull(),
    /**
     * `pre` before kick-off; `live` once repriced in play; `closed` when it has no in-play meaning
     * (decided already, or not offered in play): suspended until its result (docs/sportsbook.md).
     */
    phase: text('phase').$type<SportsMarketPhase>().notNull().default('pre'),
    /**
     * A trader suspended it (docs/sportsbook.md): the live repricing keeps it suspended whatever the match
     * does, and only the trader's resume clears the flag.
     */
    traderSuspended: boolean('trader_suspended').notNull().default(false),
  },
  (t) => [
    index('sports_markets_event_idx').on(t.eventId, t.sort),
    check('sports_markets_status', sql`${t.status} in ('active', 'suspended', 'settled', 'void')`),
    check('sports_markets_phase', sql`${t.phase} in ('pre', 'live', 'closed')`),
    check('sports_markets_mbs', sql`${t.mbs} between 1 and 30`),
  ],
)

export const sportsOutcomes = pgTable(
  'sports_outcomes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => sportsMarkets.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    /** Decimal odds in thousandths (1.85 → 1850), the engine's unit; prices carry two decimals. */
    oddsMilli: integer('odds_milli').notNull(),
    /** The model's fair probability, kept for cash-out and live repricing (docs/sportsbook.md). */
    prob: doublePrecision('prob').notNull(),
    result: text('result').notNull().default('pending'),
    // Liability (research §7) is no column here: it is summed from the open tickets' legs
    // (risk.ts `liabilitySql`), so placing a bet updates no outcome row.
    /** Bumped on every price or result change. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('sports_outcomes_market_idx').on(t.marketId),
    check('sports_outcomes_odds', sql`${t.oddsMilli} > 1000`),
    check(
      'sports_outcomes_result',
      sql`${t.result} in ('pending', 'won', 'lost', 'void', 'half_won', 'half_lost')`,
    ),
  ],
)

/** `pending`: a live bet waiting out its delay (stake reserved); `rejected`: refused then, refunded. */
export const sportsTicketStatuses = [
  'pending',
  'rejected',
  'open',
  'won',
  'lost',
  'void',
  'cashed_out',
] as const
export type SportsTicketStatus = (typeof sportsTicketStatuses)[number]

/**
 * A placed slip. `placement_key` is the client's idempotency key (unique per player) and
 * `request_hash` what it carried, so a repeat gets the same ticket and other content a CONFLICT.
 * `payout` is what the wallet has paid under `settle_version` (the wallet's settlement version).
 */
export const sportsTickets = pgTable(
  'sports_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<'single' | 'combo' | 'system'>().notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    systemSizes: jsonb('system_sizes').$type<number[]>(),
    potentialPayout: bigint('potential_payout', { mode: 'bigint' }).notNull(),
    status: text('status').$type<SportsTicketStatus>().notNull(),
    payout: bigint('payout', { mode: 'bigint' }),
    placementKey: text('placement_key').notNull(),
    requestHash: text('request_hash').notNull(),
    oddsChange: text('odds_change').$type<'none' | 'higher' | 'any'>().notNull(),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
    settleVersion: integer('settle_version').notNull().default(0),
    /**
     * Cash-out (docs/sportsbook.md "Cash-out"): what cash-outs have paid in total
     * (partial ones keep the ticket open with a smaller `stake`; a full one ends it `cashed_out`,
     * at `cashed_out_at`), and the player's auto cash-out threshold in kuruş.
     */
    cashoutAmount: bigint('cashout_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    cashedOutAt: at('cashed_out_at'),
    autoCashout: bigint('auto_cashout', { mode: 'bigint' }),
    /** A live bet: when (real time) the book decides on it; null for a pre-match bet. */
    acceptAt: at('accept_at'),
    /**
     * Why a pending bet was rejected: one of LIVE_REJECT_REASONS (packages/contract); on a `void`
     * ticket, `self_excluded`: voided before its matches began, final (settlement.ts).
     */
    rejectReason: text('reject_reason'),
  },
  (t) => [
    uniqueIndex('sports_tickets_placement_idx').on(t.playerId, t.placementKey),
    index('sports_tickets_player_idx').on(t.playerId, t.placedAt),
    // Popüler Bahisler: the last hour's tickets (docs/sportsbook.md "Featured, boosts and ready coupons").
    index('sports_tickets_placed_idx').on(t.placedAt),
    index('sports_tickets_open_idx')
      .on(t.id)
      .where(sql`${t.status} = 'open'`),
    check('sports_tickets_kind', sql`${t.kind} in ('single', 'combo', 'system')`),
    check(
      'sports_tickets_status',
      sql`${t.status} in ('pending', 'rejected', 'open', 'won', 'lost', 'void', 'cashed_out')`,
    ),
    index('sports_tickets_pending_idx')
      .on(t.acceptAt)
      .where(sql`${t.status} = 'pending'`),
    check('sports_tickets_stake', sql`${t.stake} > 0`),
    index('sports_tickets_auto_cashout_idx')
      .on(t.id)
      .where(sql`${t.status} = 'open' and ${t.autoCashout} is not null`),
  ],
)

export const sportsTicketLegs = pgTable(
  'sports_ticket_legs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => sportsTickets.id, { onDelete: 'cascade' }),
    /** Order on the slip (the engine's system combinations index by it). */
    position: integer('position').notNull(),
    /*
     * No foreign keys on the outcome and the event (docs/sportsbook.md, i16_liability_from_legs): every
     * placement would take a key-share lock on these few hot rows, shared by all the bets on them.
     * A leg is only written by placement from outcomes it read with their markets share-locked, and
     * outcomes, markets and events are never deleted.
     */
    outcomeId: bigint('outcome_id', { mode: 'number' }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    oddsMilli: integer('odds_milli').notNull(),
    mbs: integer('mbs').notNull(),
    isBanker: boolean('is_banker').notNull().default(false),
    result: text('result').notNull().default('pending'),
    /** A live leg: its event's state version when the bet was asked for (null before kick-off). */
    stateVersion: integer('state_version'),
  },
  (t) => [
    uniqueIndex('sports_ticket_legs_position_idx').on(t.ticketId, t.position),
    index('sports_ticket_legs_event_idx').on(t.eventId),
    // The liability sums (risk.ts) go from an outcome to its legs.
    index('sports_ticket_legs_outcome_idx').on(t.outcomeId),
  ],
)

/**
 * One cash-out of a ticket (docs/sportsbook.md): full, partial or auto. `cashout_key` is the client's
 * idempotency key (unique per player; the auto cash-out's is `auto-{ticket}`), `request_hash` what
 * it carried. `stake_part` is the stake it took off the ticket, `amount` what it paid, `offer` the
 * whole ticket's offer it was priced at, `settle_version` the wallet settlement version it used.
 */
export const sportsCashouts = pgTable(
  'sports_cashouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => sportsTickets.id, { onDelete: 'cascade' }),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    cashoutKey: text('cashout_key').notNull(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind').$type<'full' | 'partial' | 'auto'>().notNull(),
    stakePart: bigint('stake_part', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    offer: bigint('offer', { mode: 'bigint' }).notNull(),
    settleVersion: integer('settle_version').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sports_cashouts_key_idx').on(t.playerId, t.cashoutKey),
    index('sports_cashouts_ticket_idx').on(t.ticketId),
    check('sports_cashouts_kind', sql`${t.kind} in ('full', 'partial', 'auto')`),
    check('sports_cashouts_amount', sql`${t.amount} > 0 and ${t.stakePart} > 0`),
  ],
)

export const sportsLimitScopes = ['platform', 'sport', 'competition', 'market', 'event', 'player'] as const
export type SportsLimitScope = (typeof sportsLimitScopes)[number]

/**
 * Risk limits (docs/sportsbook.md "Risk", research §7): one row per scope and key (`''` for the platform,
 * the sport key, a competition id, a market type such as `1x2`, an event id, a player id) and
 * phase (`live` rows apply to in-play bets only, pre-match rows to every bet, so a live limit can
 * only be smaller). Amounts in kuruş; null means "no limit at this scope". The most restrictive
 * applicable figure wins (risk.ts).
 */
export const sportsLimits = pgTable(
  'sports_limits',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').$type<SportsLimitScope>().notNull(),
    scopeKey: text('scope_key').notNull(),
    live: boolean('live').notNull().default(false),
    maxStake: bigint('max_stake', { mode: 'bigint' }),
    maxPayout: bigint('max_payout', { mode: 'bigint' }),
    /** The most the book may lose on one outcome (net of the stakes its market keeps). */
    maxLiability: bigint('max_liability', { mode: 'bigint' }),
    /** A player's stake factor (player scope only): their stake limits times this. */
    stakeFactor: doublePrecision('stake_factor'),
    updatedAt: at('updated_at').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('sports_limits_scope_idx').on(t.scope, t.scopeKey, t.live),
    check(
      'sports_limits_scope',
      sql`${t.scope} in ('platform', 'sport', 'competition', 'market', 'event', 'player')`,
    ),
  ],
)

/**
 * What a player's tickets may pay on one event (docs/sportsbook.md "Risk"): the potential payouts
 * of their pending and open tickets with a leg on it (a combination counts in full on each of its
 * events), kept as a sum per player and event because the one-statement bet cannot sum the
 * tickets under a lock. Every placement adds to it while holding the player's accounts' lock (the
 * wallet's), a rejected live bet and a cash-out take their part off; settled tickets stay counted
 * (their event takes no more bets). The check is the cap itself in kuruş, so no path — however
 * many slips race — can pass it; placement turns its violation into EVENT_PAYOUT_LIMIT.
 */
export const sportsPlayerEvents = pgTable(
  'sports_player_events',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.eventId] }),
    // SPORTS_RISK.playerEventPayoutMax (1,000,000 TL) in kuruş, as migration 0028 wrote it: a new
    // cap needs a new migration. risk.ts EVENT_PAYOUT_CAP is the same figure, and
    // event-payout.test.ts checks that the two agree.
    check('sports_player_events_payout', sql`${t.payout} <= 100000000`),
  ],
)

/**
 * The live bet delay set by traders (docs/sportsbook.md), per sport or per competition (`scope_key` is the
 * sport key or the competition id); a sport without a row takes LIVE_BET_DELAY_MS. The most
 * specific row wins (live-delays.ts).
 */
export const sportsLiveDelays = pgTable(
  'sports_live_delays',
  {
    scope: text('scope').$type<'sport' | 'competition'>().notNull(),
    scopeKey: text('scope_key').notNull(),
    delayMs: integer('delay_ms').notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.scopeKey] }),
    check('sports_live_delays_scope', sql`${t.scope} in ('sport', 'competition')`),
    check('sports_live_delays_ms', sql`${t.delayMs} between 0 and 60000`),
  ],
)

/** A player's favourite competitions (docs/sportsbook.md: a star in the sports tree; listed first). */
export const sportsFavorites = pgTable(
  'sports_favorites',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => sportsCompetitions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.competitionId] })],
)

export const sportsCorrectionKinds = ['result', 'void', 'market_void'] as const
export type SportsCorrectionKind = (typeof sportsCorrectionKinds)[number]
export const sportsCorrectionStatuses = ['pending', 'applied', 'rejected'] as const
export type SportsCorrectionStatus = (typeof sportsCorrectionStatuses)[number]

/**
 * A change to a settled event that moves money (docs/sportsbook.md "Corrections after
 * settlement"): a corrected result, a void of the event or of one market. Asked by one staff member
 * and applied only when a different one approves (four eyes); past the correction window only an
 * admin may ask. `impact` is the dry run of the re-settlement at the time of asking (kuruş per
 * player and in total, as decimal strings); `result_version` the event's at the time of asking, so
 * an approval after another change to the event is refused. One pending request per event.
 */
export const sportsCorrections = pgTable(
  'sports_corrections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => sportsEvents.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<SportsCorrectionKind>().notNull(),
    /** The market of a `market_void`. */
    marketId: bigint('market_id', { mode: 'number' }),
    /** The stored result a `result` correction sets. */
    result: jsonb('result'),
    note: text('note'),
    status: text('status').$type<SportsCorrectionStatus>().notNull().default('pending'),
    resultVersion: integer('result_version').notNull(),
    impact: jsonb('impact').notNull(),
    /** The staff members who asked and decided (docs/backoffice.md: staff accounts, not players). */
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'restrict' }),
    requestedAt: at('requested_at').notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => staff.id, {
      onDelete: 'restrict',
    }),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('sports_corrections_one_pending_idx')
      .on(t.eventId)
      .where(sql`${t.status} = 'pending'`),
    index('sports_corrections_status_idx').on(t.status, t.requestedAt),
    check('sports_corrections_kind', sql`${t.kind} in ('result', 'void', 'market_void')`),
    check('sports_corrections_status', sql`${t.status} in ('pending', 'applied', 'rejected')`),
    check(
      'sports_corrections_four_eyes',
      sql`${t.decidedBy} is null or ${t.status} = 'rejected' or ${t.decidedBy} <> ${t.requestedBy}`,
    ),
  ],
)
