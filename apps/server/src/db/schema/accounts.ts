import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { countries } from './cms.js'

/**
 * Player accounts, sessions, one-time codes, login throttling and call-back requests (docs/accounts.md,
 * SECURITY.md "Accounts and sessions", docs/accounts.md). Every instant a rule compares (expiry,
 * resend, throttle windows) is written by the app from its clock, never by `now()` in the database,
 * so tests can move time and several instances agree.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

export const playerRoles = ['player', 'support', 'finance', 'content', 'trader', 'admin'] as const
export type PlayerRole = (typeof playerRoles)[number]

export const playerStatuses = ['active', 'suspended', 'closed'] as const
export type PlayerStatus = (typeof playerStatuses)[number]

/**
 * A player (and, by role, an operator of the back office). User name and e-mail are unique without
 * regard to case: `Ayse1990` and `ayse1990` are one account. `usercode` is the short public number
 * shown in the header and quoted to support; it is not a secret and not the id.
 */
export const players = pgTable(
  'players',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    /** Null only for an operator created from the environment (ADMIN_USERNAME). */
    email: text('email'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** Digits with the country prefix (905321234567); empty for an operator without one. */
    phone: text('phone').notNull().default(''),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    birthDate: date('birth_date', { mode: 'string' }),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
    currencyId: smallint('currency_id').notNull().default(1),
    usercode: text('usercode').notNull(),
    /** argon2id PHC string (m=19456, t=2, p=1). */
    passwordHash: text('password_hash').notNull(),
    referrerId: bigint('referrer_id', { mode: 'number' }),
    trialBonusRequested: boolean('trial_bonus_requested').notNull().default(false),
    // Sign-up declarations (docs/content.md): when the player declared being 18 or over and accepted the
    // general terms and privacy notice, and which version of the terms. Null for accounts made before.
    adultDeclaredAt: at('adult_declared_at'),
    termsAcceptedAt: at('terms_accepted_at'),
    termsVersion: text('terms_version'),
    /** Campaign and bonus messages (SMS, e-mail, broadcast notifications): opt-in, off by default. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** Last change of `marketing_consent`; every change is in `marketing_consent_changes`. */
    marketingConsentAt: at('marketing_consent_at'),
    role: text('role').$type<PlayerRole>().notNull().default('player'),
    status: text('status').$type<PlayerStatus>().notNull().default('active'),
    /** Staff tags from the contract's PLAYER_TAGS (docs/backoffice.md "The player page"). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The back office's granular blocks (docs/backoffice.md "The player page"), enforced where the
     * money moves: the wallet's bet gate and deposit check, the payments' withdrawal request.
     */
    blockedDeposits: boolean('blocked_deposits').notNull().default(false),
    blockedWithdrawals: boolean('blocked_withdrawals').notNull().default(false),
    blockedBets: boolean('blocked_bets').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('players_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('players_usercode_idx').on(t.usercode),
    // A verified phone belongs to one account at a time (docs/security.md: one phone, one trial bonus).
    uniqueIndex('players_phone_verified_idx')
      .on(t.phone)
      .where(sql`${t.phoneVerified}`),
    index('players_referrer_idx').on(t.referrerId),
    // The dashboard's sign-ups of the day (docs/backoffice.md "The dashboard").
    index('players_created_idx').on(t.createdAt),
    // The exclusion register finds a person's other accounts by birth date (docs/player-protection.md).
    index('players_birth_date_idx').on(t.birthDate),
    // The back office's search box (docs/backoffice.md "Finding a player"): a phone as typed, verified
    // or not, and the start of a user name (text_pattern_ops makes `like 'ab%'` an index range).
    index('players_phone_idx').on(t.phone),
    index('players_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    foreignKey({ columns: [t.referrerId], foreignColumns: [t.id], name: 'players_referrer_fk' }).onDelete(
      'set null',
    ),
    check('players_role', sql`${t.role} in ('player', 'support', 'finance', 'content', 'trader', 'admin')`),
    check('players_status', sql`${t.status} in ('active', 'suspended', 'closed')`),
  ],
)

/**
 * One login. The bearer token itself is never stored: only its SHA-256 (hex), so a copy of this
 * table opens no account. A session is usable while not revoked, before `expires_at` (absolute) and
 * within the idle limit after `last_seen_at`; an expired one is closed (`revoked_at`, reason
 * `expired`) the first time it is presented. Ended rows stay for the session history.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** "Beni hatırla" at login: the longer lifetimes of docs/accounts.md "Remembered sessions". */
    remember: boolean('remember').notNull().default(false),
    /** The last time the password was given on this session (null: at login, `created_at`). */
    passwordConfirmedAt: at('password_confirmed_at'),
    revokedAt: at('revoked_at'),
    /** logout | revoked | password_changed | password_reset | expired | account_suspended | account_closed */
    revokeReason: text('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    fingerprint: text('fingerprint'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_player_idx').on(t.playerId, t.createdAt),
    // The long-session rule's scan of the week's sessions (docs/backoffice.md "Responsible-gaming flags").
    index('sessions_created_idx').on(t.createdAt),
    // The back office finds the players behind an address or a device (docs/backoffice.md).
    index('sessions_ip_idx').on(t.ip),
    index('sessions_fingerprint_idx').on(t.fingerprint),
  ],
)

/**
 * `password_reset_owner`: the long recovery code mailed to the owner when recovery was refused for
 * the account (docs/accounts.md "Recovery caps"); a purpose of its own so that a stranger's new
 * short code never voids it.
 */
export const oneTimeCodePurposes = ['password_reset', 'password_reset_owner', 'phone_verify'] as const
export type OneTimeCodePurpose = (typeof oneTimeCodePurposes)[number]

/**
 * Six-digit codes sent by e-mail (recovery) or SMS (phone verification). Stored hashed, bound to one
 * player and one purpose (and, for a phone, the number it was sent to), valid 10 minutes, 5 wrong
 * attempts, used once. At most one live code per player and purpose: a new one voids the previous,
 * and the partial unique index makes two live codes impossible even under concurrent requests.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeCodePurpose>().notNull(),
    /** `salt$sha256(player, purpose, target, salt, code)` in hex. */
    codeHash: text('code_hash').notNull(),
    /** Where the code went: the phone number (digits) for phone_verify, the e-mail for recovery. */
    target: text('target'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    /** Replaced by a newer code, cancelled after too many attempts, or its SMS could not be sent. */
    voidedAt: at('voided_at'),
  },
  (t) => [
    uniqueIndex('one_time_codes_live_idx')
      .on(t.playerId, t.purpose)
      .where(sql`${t.consumedAt} is null and ${t.voidedAt} is null`),
    check(
      'one_time_codes_purpose',
      sql`${t.purpose} in ('password_reset', 'password_reset_owner', 'phone_verify')`,
    ),
  ],
)

export const throttleScopes = [
  'login_user',
  // docs/backoffice.md "Sign-in": failed staff sign-ins per staff account (or unknown name); per address is login_ip.
  'staff_login_user',
  'login_ip',
  'reset_send',
  'old_password',
  // docs/security.md: one-time codes per account per day (recovery: issued, failed; phone: issued, failed).
  'reset_issued',
  'reset_failed',
  // Recovery codes asked for and failed per requester of one account: `player:{id}|ip:{address}`
  // and `player:{id}|device:{x-fingerprint}` (docs/accounts.md "Recovery caps").
  'reset_issued_by',
  'reset_failed_by',
  'phone_code_issued',
  'phone_code_failed',
  // docs/security.md: SMS per destination number (hour, day), per client address and for the whole site.
  'sms_number_hour',
  'sms_number_day',
  'sms_address_hour',
  'sms_global_hour',
] as const
export type ThrottleScope = (typeof throttleScopes)[number]

/**
 * Failure counters in fixed windows, shared by every instance because they live in the database:
 * failed logins per user name and per address, wrong old passwords per player, and the time of the
 * last recovery mail per user name (known or not, so the 60 s answer reveals nothing). A row is
 * locked until `locked_until` once its count reaches the limit; the lock always ends, it is never
 * extended by attempts made while it holds.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    scope: text('scope').$type<ThrottleScope>().notNull(),
    /**
     * By scope: `player:{id}` for a matched account or `name:{lower-case name}` for an unknown one
     * (login_user, reset_send; docs/security.md), the client address, the player id, the phone number.
     */
    key: text('key').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    windowStart: at('window_start').notNull(),
    lockedUntil: at('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('auth_throttle_window_idx').on(t.windowStart)],
)

export const callbackStatuses = ['new', 'in_progress', 'done'] as const
export type CallbackStatus = (typeof callbackStatuses)[number]

/** "Call me back" requests (spec §2 callback form), worked through by support in the back office. */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    /** `[{type, contact}]` as validated by the contract's callMeSchema (1 to 5 entries). */
    contacts: jsonb('contacts').$type<{ type: number; contact: string }[]>().notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'set null' }),
    locale: text('locale').notNull(),
    ip: text('ip'),
    fingerprint: text('fingerprint'),
    status: text('status').$type<CallbackStatus>().notNull().default('new'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('callback_requests_status_idx').on(t.status, t.createdAt),
    index('callback_requests_ip_idx').on(t.ip, t.createdAt),
    check('callback_requests_status', sql`${t.status} in ('new', 'in_progress', 'done')`),
  ],
)
