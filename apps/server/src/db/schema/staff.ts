import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { StaffRole } from '@galata/contract'
import { players } from './accounts.js'

/*
 * Staff of the back office (docs/backoffice.md): accounts apart from players, with their own
 * sessions and two-factor. Instants a rule compares are written by the app from its clock.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * A staff member. The user name is unique without regard to case. `player_id` links a member who
 * was an operator on a player account before staff accounts existed: audit rows written before the
 * move name that player id (docs/backoffice.md "Moving operators to staff accounts").
 */
export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    /** argon2id PHC string, hashed by the players' code (auth.password.ts). */
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().$type<StaffRole[]>().notNull(),
    active: boolean('active').notNull().default(true),
    /** Base32 TOTP secret once enrolled (RFC 6238); null until the first sign-in's enrolment. */
    totpSecret: text('totp_secret'),
    /** The secret offered at sign-in, waiting for its first code; and the token that enrols it (SHA-256). */
    pendingTotpSecret: text('pending_totp_secret'),
    enrolTokenHash: text('enrol_token_hash'),
    enrolExpiresAt: at('enrol_expires_at'),
    /** The last TOTP time step that signed in: a code is accepted once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    uniqueIndex('staff_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('staff_enrol_token_idx').on(t.enrolTokenHash),
    check('staff_roles_nonempty', sql`cardinality(${t.roles}) > 0`),
  ],
)

/**
 * A staff sign-in. Like a player's session only the token's SHA-256 is stored; it ends 30 idle
 * minutes after `last_seen_at` or at `expires_at` (docs/backoffice.md "Sessions").
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** logout | expired | roles_changed | deactivated | totp_reset */
    revokeReason: text('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_idx').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId, t.createdAt),
  ],
)

/** Recovery codes of a member's two-factor: SHA-256 of each, used once (docs/backoffice.md "Two-factor"). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_idx').on(t.staffId, t.codeHash)],
)
