import { z } from 'zod'
import { LIMITS } from './constants.js'
import { code, newPassword, password, requiredString, strictBody, typeError, username } from './rules.js'

/*
 * Staff of the back office (docs/backoffice.md): accounts apart from players, signed in with a
 * password and a TOTP code, holding one or more roles. What each role may do is the permission
 * matrix below; every /api/backoffice/* route names the one permission it needs (api.ts), and the
 * server checks it before anything is read.
 */

/** The roles a staff member may hold (docs/backoffice.md "Roles"). `auditor` only reads. */
export const STAFF_ROLES = [
  'support',
  'finance',
  'risk',
  'trader',
  'content',
  'crm',
  'admin',
  'auditor',
] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: typeError('invalid_option') })

/**
 * THE permission matrix (docs/backoffice.md "Permissions"): each permission and the roles that hold
 * it. A route of the table declares one permission; the UI hides what a role lacks from the same
 * table. Permissions ending in `.view` only read; `auditor` holds those and nothing else.
 */
export const STAFF_PERMISSIONS = {
  /** Anything a signed-in staff member does for themself: who am I, sign out. */
  session: STAFF_ROLES,
  /** The dashboard's figures and queues, read and pushed live (docs/backoffice.md "The dashboard"). */
  'dashboard.view': STAFF_ROLES,
  /** The GGR report by day, product or game, and its CSV (docs/backoffice.md "Reports"). */
  'reports.view': ['finance', 'risk', 'admin', 'auditor'],
  /** The payment queues and a payment's details. */
  'payments.view': ['support', 'finance', 'risk', 'admin', 'auditor'],
  /** Confirm or reject a deposit or withdrawal: moves money. */
  'payments.decide': ['finance', 'admin'],
  /** Send a notification; the body narrows it (one player: support, finance, crm; all: content, crm). */
  'notifications.send': ['support', 'finance', 'content', 'crm', 'admin'],
  /** Suspend, close or reactivate a player's account. */
  'players.status': ['support', 'risk', 'admin'],
  /** The identity document queue and a document's bytes. */
  'kyc.view': ['support', 'finance', 'risk', 'admin', 'auditor'],
  /** Approve or reject an identity document. */
  'kyc.decide': ['support', 'risk', 'admin'],
  /** The sportsbook's limits, delays and liabilities. */
  'sports.view': ['trader', 'risk', 'admin', 'auditor'],
  /** Set limits and delays, enter results, void, suspend and correct markets. */
  'sports.trade': ['trader', 'admin'],
  /** A player's responsible-gaming state and the exclusion register's matches. */
  'rg.view': ['support', 'risk', 'admin', 'auditor'],
  /** Set limits, time-outs and self-exclusions on a player's request. */
  'rg.protect': ['support', 'risk', 'admin'],
  /** Lift a self-exclusion. */
  'rg.lift': ['risk', 'admin'],
  /** Find a player; a player's page (personal data whole: each read is audited). */
  'players.view': ['support', 'finance', 'risk', 'crm', 'admin', 'auditor'],
  /**
   * Write a note on a player's page (append-only, signed): everyone who talks to or about players;
   * not the auditor, who only reads.
   */
  'players.notes': ['support', 'finance', 'risk', 'crm', 'admin'],
  /** Tag a player (VIP, suspected abuse …): player care, risk and CRM, who act on the tags. */
  'players.tags': ['support', 'risk', 'crm', 'admin'],
  /**
   * Block a player's deposits, withdrawals or bets (a risk or AML measure short of suspension):
   * risk and finance, who answer for fraud and for the money; not support, who suspends on request.
   */
  'players.block': ['finance', 'risk', 'admin'],
  /**
   * Account care: end a player's sessions, send the password-reset e-mail, send the verification
   * again. Player care and risk, as with the account's status.
   */
  'players.account': ['support', 'risk', 'admin'],
  /** File a balance correction (a pending action: docs/backoffice.md "Four eyes"). */
  'corrections.file': ['finance', 'admin'],
  /** File a bonus granted by hand (a pending action: docs/backoffice.md "Bonus grants"). */
  'bonuses.grant': ['crm', 'admin'],
  /** The pending actions and their history. */
  'actions.view': ['finance', 'risk', 'crm', 'admin', 'auditor'],
  /** Approve or reject someone else's pending action; the action's kind narrows who (`pendingActionRoles`). */
  'actions.decide': ['finance', 'risk', 'admin'],
  /** The responsible-gaming flags raised by the rules (docs/backoffice.md "Responsible-gaming flags"). */
  'rg.flags.view': ['support', 'risk', 'admin', 'auditor'],
  /** Mark a flag reviewed, with a note (audited). */
  'rg.flags.review': ['risk', 'admin'],
  /**
   * The casino catalogue: games with declared and measured RTP, categories, providers
   * (docs/backoffice.md "Casino catalogue"). Risk reads the measured RTP too.
   */
  'catalog.view': ['content', 'risk', 'admin', 'auditor'],
  /** Switch games and providers on and off, order a category's games (audited; the lobby at once). */
  'catalog.edit': ['content', 'admin'],
  /** Search the audit log and walk its chain. */
  'audit.view': ['admin', 'auditor'],
  /** The staff list. */
  'staff.view': ['admin', 'auditor'],
  /** Create staff, assign roles, deactivate, reset two-factor. */
  'staff.manage': ['admin'],
  /** The bonus campaigns and their liability (docs/backoffice.md "Campaigns"). */
  'campaigns.view': ['crm', 'finance', 'admin', 'auditor'],
  /** Create a campaign, save a new version, enable or disable it (audited). */
  'campaigns.edit': ['crm', 'admin'],
  /** The home banners and the UI strings, read (docs/backoffice.md "Content"). */
  'content.view': ['content', 'admin', 'auditor'],
  /** Upload, edit, order and remove banners; edit UI strings (audited). */
  'content.edit': ['content', 'admin'],
  /**
   * How many players a segment broadcast would reach (docs/backoffice.md "Segment broadcasts"): those
   * who may message every player (NOTIFICATION_RECIPIENT_ROLES.all).
   */
  'notifications.audience': ['content', 'crm', 'admin'],
  /**
   * The shared-round tables, TV draws and bingo rooms: each table's round now, its last rounds with
   * seeds and their verification (docs/backoffice.md "Tables and rounds").
   */
  'rounds.view': ['content', 'finance', 'risk', 'admin', 'auditor'],
  /** Close a table to new bets or open it again (audited; the player's page says it is closed). */
  'rounds.manage': ['content', 'risk', 'admin'],
  /**
   * Money figures of the rounds screen (stakes, payouts, the bingo pot): the roles that read the
   * book's money elsewhere (reports), not content or trading.
   */
  'rounds.money': ['finance', 'risk', 'admin', 'auditor'],
  /**
   * The game providers' reconciliation runs and their differences (docs/providers.md
   * "Reconciliation"): money views, the roles that read the reports.
   */
  'recon.view': ['finance', 'risk', 'admin', 'auditor'],
  /** Run a provider's day now; mark a difference explained with a note (audited). */
  'recon.manage': ['finance', 'risk', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>
export type StaffPermission = keyof typeof STAFF_PERMISSIONS

/** Message narrowing of `notifications.send` by recipient (docs/backoffice.md "Permissions"). */
export const NOTIFICATION_RECIPIENT_ROLES = {
  one: ['support', 'finance', 'crm', 'admin'],
  all: ['content', 'crm', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>

/** True when one of `roles` holds `permission` (the server's guard and the UI ask the same). */
export function staffCan(roles: readonly StaffRole[], permission: StaffPermission): boolean {
  const holders: readonly StaffRole[] = STAFF_PERMISSIONS[permission]
  return roles.some((role) => holders.includes(role))
}

/** Sessions, two-factor and recovery codes of staff (docs/backoffice.md "Sessions", "Two-factor"). */
export const STAFF_POLICY = {
  /** A staff session ends after this long without a request. */
  idleMs: 30 * 60_000,
  /** …and at the latest this long after sign-in, however busy. */
  absoluteMs: 12 * 60 * 60_000,
  /** A session's last-seen time is written at most this often (one write per minute of use). */
  touchEveryMs: 60_000,
  /** The enrolment token of a first sign-in lives this long. */
  enrolMs: 10 * 60_000,
  /** RFC 6238: 30-second steps, 6 digits, SHA-1 (what every authenticator app reads). */
  totp: { period: 30, digits: 6, algorithm: 'SHA1', issuer: 'Galata', secretBytes: 20 },
  /** One step either side is accepted (clock drift of a phone), RFC 6238 §5.2. */
  totpWindow: 1,
  /** Recovery codes issued at enrolment, each usable once. */
  recoveryCodes: 10,
} as const

/** A TOTP code (six digits) or a recovery code (`xxxx-xxxx-xxxx-xxxx`, dashes optional, any case). */
const secondFactor = requiredString()
  .max(32, code('too_long'))
  .regex(/^(?:\d{6}|[A-Za-z0-9]{4}(?:-?[A-Za-z0-9]{4}){3})$/, code('invalid_format'))

// ---------------------------------------------------------------------------------------------
// POST backoffice/auth/login, backoffice/auth/enrol

export const staffLoginSchema = strictBody({
  username: username(LIMITS.login.usernameMin, LIMITS.login.usernameMax),
  password: password(LIMITS.login.passwordMin, LIMITS.login.passwordMax),
  /** The TOTP code, or one recovery code; required once two-factor is enrolled. */
  code: secondFactor.optional(),
})
export type StaffLoginRequest = z.output<typeof staffLoginSchema>

export const staffEnrolSchema = strictBody({
  enrolToken: requiredString().max(100, code('too_long')),
  /** The first code of the authenticator app, proving it holds the secret. */
  code: requiredString().regex(/^\d{6}$/, code('six_digits')),
})
export type StaffEnrolRequest = z.output<typeof staffEnrolSchema>

/** `data` of a TOTP_ENROL answer: what the authenticator app needs (shown once). */
export const staffEnrolChallengeSchema = z.strictObject({
  enrolToken: z.string(),
  /** Base32, for typing into the app. */
  secret: z.string(),
  /** `otpauth://totp/…`, for a QR code. */
  otpauthUrl: z.string(),
})
export type StaffEnrolChallenge = z.infer<typeof staffEnrolChallengeSchema>

export const staffSessionSchema = z.strictObject({
  token: z.string(),
  roles: z.array(staffRoleSchema),
})
export type StaffSession = z.infer<typeof staffSessionSchema>

export const staffEnrolResultSchema = staffSessionSchema.extend({
  /** Shown once, never again: each signs in once in place of a TOTP code. */
  recoveryCodes: z.array(z.string()),
})
export type StaffEnrolResult = z.infer<typeof staffEnrolResultSchema>

/** GET backoffice/auth/me: the signed-in staff member and what they may do. */
export const staffMeSchema = z.strictObject({
  id: z.number(),
  username: z.string(),
  roles: z.array(staffRoleSchema),
  permissions: z.array(z.string()),
  /** Recovery codes left unused. */
  recoveryCodesLeft: z.number(),
})
export type StaffMe = z.infer<typeof staffMeSchema>

// ---------------------------------------------------------------------------------------------
// backoffice/staff

const staffRoles = z
  .array(staffRoleSchema, { error: typeError() })
  .min(1, code('required'))
  .max(STAFF_ROLES.length, code('too_many_items'))
  .refine((roles) => new Set(roles).size === roles.length, code('invalid_option'))

export const staffCreateSchema = strictBody({
  username: username(LIMITS.login.usernameMin, LIMITS.login.usernameMax),
  /** Held to the back office's longer minimum (docs/backoffice.md "Staff accounts"). */
  password: newPassword(LIMITS.staff.passwordMin, LIMITS.login.passwordMax),
  roles: staffRoles,
})
export type StaffCreateRequest = z.output<typeof staffCreateSchema>

export const staffRolesSchema = strictBody({ roles: staffRoles })
export type StaffRolesRequest = z.output<typeof staffRolesSchema>

/** Sign-out and a two-factor reset carry nothing; a body, when sent, must be `{}`. */
export const staffEmptySchema = strictBody({})

export const staffActiveSchema = strictBody({ active: z.boolean({ error: typeError() }) })
export type StaffActiveRequest = z.output<typeof staffActiveSchema>

export const staffMemberSchema = z.strictObject({
  id: z.number(),
  username: z.string(),
  roles: z.array(staffRoleSchema),
  active: z.boolean(),
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
})
export type StaffMember = z.infer<typeof staffMemberSchema>

export const staffListSchema = z.array(staffMemberSchema)

/** Recovery codes are drawn from this alphabet (no 0/o, 1/l/i): sixteen characters, `xxxx-xxxx-xxxx-xxxx`. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
