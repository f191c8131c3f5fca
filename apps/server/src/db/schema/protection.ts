import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.js'

/*
 * Player protection (docs/player-protection.md): limits, time-outs, self-exclusion,
 * reality checks, and the audit of every change. Every instant is written from the app clock.
 * Time played is not stored: it is the players' login sessions (`sessions`) clipped to a period.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * One limit in force per (player, kind, period), with its pending increase or removal. Money kinds
 * hold kuruş, `session` holds minutes. A pending change is applied only by the player's
 * confirmation after `pending_effective_at` (24 hours after the request).
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** deposit | loss | wager | session */
    kind: text('kind').notNull(),
    /** day | week | month */
    period: text('period').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** True while an increase or a removal waits; `pending_amount` null then means removal. */
    pending: boolean('pending').notNull().default(false),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRequestedAt: at('pending_requested_at'),
    pendingEffectiveAt: at('pending_effective_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.kind, t.period] }),
    check('rg_limits_kind', sql`${t.kind} in ('deposit', 'loss', 'wager', 'session')`),
    check('rg_limits_period', sql`${t.period} in ('day', 'week', 'month')`),
    check(
      'rg_limits_amount',
      sql`${t.amount} > 0 and (${t.pendingAmount} is null or ${t.pendingAmount} > 0)`,
    ),
  ],
)

/**
 * The player's protection settings, one row per player that has any (none: nothing limits them).
 * The wallet reads it with the player's row at every bet (one join), so the flags below say
 * whether the costlier sums are needed at all.
 */
export const rgSettings = pgTable(
  'rg_settings',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** A loss or wager limit exists: the bet sums its window. */
    stakeLimits: boolean('stake_limits').notNull().default(false),
    /** A session-time limit exists: bets and launches sum the login time of the period. */
    sessionLimits: boolean('session_limits').notNull().default(false),
    /** A deposit limit exists. */
    depositLimits: boolean('deposit_limits').notNull().default(false),
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
    realityCheckPendingMinutes: integer('reality_check_pending_minutes'),
    realityCheckPendingAt: at('reality_check_pending_at'),
    /** 24h | 7d | 1m | 6w */
    timeoutPeriod: text('timeout_period'),
    timeoutStartedAt: at('timeout_started_at'),
    timeoutUntil: at('timeout_until'),
    /** 6m | 1y | 2y | 5y | indefinite */
    exclusionPeriod: text('exclusion_period'),
    exclusionStartedAt: at('exclusion_started_at'),
    /** The end of the chosen period; null when indefinite. The exclusion lasts until `exclusion_lifts_at`. */
    exclusionUntil: at('exclusion_until'),
    exclusionLiftableFrom: at('exclusion_liftable_from'),
    exclusionLiftRequestedAt: at('exclusion_lift_requested_at'),
    /** Set by a lift request: the exclusion ends here (request + cooling-off). */
    exclusionLiftsAt: at('exclusion_lifts_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check(
      'rg_settings_reality_check',
      sql`${t.realityCheckMinutes} between 1 and 1440 and (${t.realityCheckPendingMinutes} is null or ${t.realityCheckPendingMinutes} between 1 and 1440)`,
    ),
  ],
)

/**
 * Every change of a limit, a time-out, a self-exclusion, a reality check or a closure
 * (docs/player-protection.md: who, old, new, effective at). `actor_id` is the player or the operator;
 * `actor_role` their role.
 */
export const rgChanges = pgTable(
  'rg_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' }).notNull(),
    actorRole: text('actor_role').notNull(),
    /** limit | limit_pending | limit_confirmed | timeout | self_exclusion | lift_request | reality_check | closure */
    kind: text('kind').notNull(),
    /** `deposit:day` for a limit; null otherwise. */
    subject: text('subject'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    effectiveAt: at('effective_at'),
    /** The operator's reason (a change on the player's request); null for the player's own. */
    reason: text('reason'),
    at: at('at').notNull(),
  },
  (t) => [index('rg_changes_player_idx').on(t.playerId, t.at)],
)
