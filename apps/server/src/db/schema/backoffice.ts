import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.js'
import { staff } from './staff.js'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Four eyes (docs/backoffice.md "Four eyes"): an action one operator files (the maker) and a
 * different one approves or rejects (the checker) before it expires. The people are an actor kind
 * and an actor id, as in the audit log, so the back office's staff accounts replace the operators
 * without a change here. Approval runs the action's effect in the transaction that marks it approved.
 */
export const pendingActions = pgTable(
  'pending_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `correction`, `limit_raise`, `exclusion_lift`, `bonus_grant`, `bonus_grant_list` (the contract's `PENDING_ACTION_KINDS`). */
    kind: text('kind').notNull(),
    /** The player the action is about; null for a grant list, whose rows name its players. */
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    /** What the approval does, checked by the contract's schema of the kind (amounts in kuruş as strings). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** A reason code of the kind's list. */
    reason: text('reason').notNull(),
    note: text('note').notNull(),
    /** `pending` until decided; a pending action past `expires_at` reads as `expired`. */
    status: text('status').notNull().default('pending'),
    makerKind: text('maker_kind').notNull(),
    makerId: text('maker_id').notNull(),
    makerRole: text('maker_role').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    checkerKind: text('checker_kind'),
    checkerId: text('checker_id'),
    checkerRole: text('checker_role'),
    decidedAt: at('decided_at'),
    decisionNote: text('decision_note'),
    /** What the approval did (the ledger transaction of a correction …). */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('pending_actions_status_idx').on(t.status, t.expiresAt),
    index('pending_actions_player_idx').on(t.playerId, t.id),
    check('pending_actions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'expired')`),
    // The rule itself, as the last line of defence: nobody checks their own action.
    check(
      'pending_actions_four_eyes',
      sql`${t.checkerId} is null or ${t.status} = 'expired' or ${t.checkerKind} <> ${t.makerKind} or ${t.checkerId} <> ${t.makerId}`,
    ),
  ],
)

/**
 * Staff notes on a player (docs/backoffice.md "The player page"): timestamped, by a staff member,
 * append-only (a trigger refuses updates and deletes; a correction is a new note).
 */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('player_notes_player_idx').on(t.playerId, t.id)],
)

/**
 * The dashboard's players online (docs/backoffice.md "The dashboard"): each instance writes its own
 * hub's count here every few seconds, and the dashboard sums the rows heard from recently. The
 * database is the one thing every instance shares, with or without REDIS_URL.
 */
export const hubPresence = pgTable('hub_presence', {
  /** A random id an instance takes at boot. */
  instanceId: text('instance_id').primaryKey(),
  /** Distinct players with a site socket on that instance. */
  players: integer('players').notNull(),
  connections: integer('connections').notNull(),
  seenAt: at('seen_at').notNull(),
})

/**
 * Responsible-gaming flags (docs/backoffice.md "Responsible-gaming flags"): one row per rule a
 * player tripped. At most one open flag per player and rule (the partial unique index), so the
 * rules' pass may run again, on any instance, without raising a second.
 */
export const rgFlags = pgTable(
  'rg_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** The contract's RG_FLAG_RULES. */
    rule: text('rule').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    raisedAt: at('raised_at').notNull(),
    status: text('status').notNull().default('open'),
    /** The staff member who reviewed it. */
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: at('reviewed_at'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('rg_flags_open_idx')
      .on(t.playerId, t.rule)
      .where(sql`${t.status} = 'open'`),
    index('rg_flags_status_idx').on(t.status, t.raisedAt),
    // The pass's "raised since this evidence?" check, reviewed flags included.
    index('rg_flags_player_idx').on(t.playerId, t.rule, t.raisedAt),
    check('rg_flags_status_check', sql`${t.status} in ('open', 'reviewed')`),
    check(
      'rg_flags_rule_check',
      sql`${t.rule} in ('limit_hits', 'long_session', 'deposit_surge', 'reversed_withdrawal')`,
    ),
  ],
)

/**
 * Each refusal of a player by one of their own limits (the contract's RG_LIMIT_HIT_CODES), for the
 * `limit_hits` rule. The refusal rolled its own transaction back, so it is written apart, after.
 */
export const rgLimitHits = pgTable(
  'rg_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    code: text('code').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('rg_limit_hits_player_idx').on(t.playerId, t.at), index('rg_limit_hits_at_idx').on(t.at)],
)

/**
 * The rows of a grant list (docs/backoffice.md "Grant lists"): one bonus per player, filed with its
 * pending action and paid by its approval, each row under its own ledger key
 * `manual-bonus:{action}:{row}` so that no row is ever paid twice. A row refused at the approval
 * (the player timed out since, a bonus still in play) is `failed` with the refusal's code; the
 * others are paid.
 */
export const bonusGrantListRows = pgTable(
  'bonus_grant_list_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actionId: bigint('action_id', { mode: 'number' })
      .notNull()
      .references(() => pendingActions.id),
    /** The row's line in the uploaded file (the header is line 1). */
    line: integer('line').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** What the file named the player by (user code or e-mail), as the maker typed it. */
    playerRef: text('player_ref').notNull(),
    /** Kuruş. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    /** The campaign a row's bonus is granted under (docs/backoffice.md "Grant lists"), as the file named it. */
    campaignCode: text('campaign_code'),
    /**
     * The campaign's version when the list was filed: the approval pays under its terms only while
     * it is still the current one. Null on rows filed before grants took a campaign's terms.
     */
    campaignVersion: integer('campaign_version'),
    status: text('status').notNull().default('pending'),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    /** The refusal's error code when `failed`. */
    error: text('error'),
  },
  (t) => [
    uniqueIndex('bonus_grant_list_rows_line_idx').on(t.actionId, t.line),
    // Each player once per list, whatever the file said.
    uniqueIndex('bonus_grant_list_rows_player_idx').on(t.actionId, t.playerId),
    check('bonus_grant_list_rows_status', sql`${t.status} in ('pending', 'paid', 'failed')`),
    check('bonus_grant_list_rows_amount', sql`${t.amount} > 0`),
  ],
)

/**
 * The GGR report's roll-up (docs/backoffice.md "Reports", "The roll-up"): one row per closed
 * Istanbul day the background job has summed from the ledger, with that day's bonus cost. A day
 * without a row here is read from the ledger.
 */
export const ggrDays = pgTable('ggr_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Kuruş: minus the house legs of bonus_grant and bonus_forfeit that day. */
  bonusCost: bigint('bonus_cost', { mode: 'bigint' }).notNull(),
  rolledAt: at('rolled_at').notNull(),
})

/**
 * The wager legs of a rolled-up day summed by what classifies them (provider, game, sports phase),
 * not by product: the product is found at read time from today's catalogue, as the ledger's reading.
 */
export const ggrDaily = pgTable(
  'ggr_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider').notNull(),
    /** The wager's game code, '' when none. */
    game: text('game').notNull(),
    inPlay: boolean('in_play').notNull(),
    /** Kuruş: Σ of the stake legs (bet, rollback). */
    stakes: bigint('stakes', { mode: 'bigint' }).notNull(),
    /** Kuruş: minus Σ of the win legs (win, settle, unsettle). */
    wins: bigint('wins', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.provider, t.game, t.inPlay] })],
)

/**
 * The GGR report's hourly roll-up of days not yet rolled up whole (docs/backoffice.md "Reports",
 * "The roll-up"): one row per closed hour of today (and of yesterday until its day is rolled up),
 * each hour counted from its day's Istanbul midnight, with that hour's bonus cost. An hour without a
 * row here is read from the ledger; a rolled-up day's `ggr_days` row wins over its hours.
 */
export const ggrHours = pgTable('ggr_hours', {
  /** The hour's start; it ends an hour later or at its day's end. */
  hour: at('hour').primaryKey(),
  /** Kuruş: minus the house legs of bonus_grant and bonus_forfeit in that hour. */
  bonusCost: bigint('bonus_cost', { mode: 'bigint' }).notNull(),
  rolledAt: at('rolled_at').notNull(),
})

/** The wager legs of a rolled-up hour, summed as `ggr_daily` sums a day's. */
export const ggrHourly = pgTable(
  'ggr_hourly',
  {
    hour: at('hour').notNull(),
    provider: text('provider').notNull(),
    /** The wager's game code, '' when none. */
    game: text('game').notNull(),
    inPlay: boolean('in_play').notNull(),
    /** Kuruş: Σ of the stake legs (bet, rollback). */
    stakes: bigint('stakes', { mode: 'bigint' }).notNull(),
    /** Kuruş: minus Σ of the win legs (win, settle, unsettle). */
    wins: bigint('wins', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.provider, t.game, t.inPlay] })],
)
