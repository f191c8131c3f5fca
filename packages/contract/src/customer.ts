import { z } from 'zod'
import { DEFAULTS, LIMITS } from './constants.js'
import { PhoneStep } from './enums.js'
import { phoneStepSchema } from './enum-schemas.js'
import {
  code,
  idList,
  meaningfulText,
  oneOfList,
  pagingShape,
  mobilePhone,
  newPassword,
  password,
  requiredString,
  strictBody,
  typeError,
  whenValid,
  withMatch,
} from './rules.js'

// ---------------------------------------------------------------------------------------------
// POST customer/updatephone

/**
 * Step 1 sends a code to `phone`; step 2 checks `code` (exactly six digits) for the same phone.
 * Step 0 of the registration flow is a screen state only and is never sent. A `code` sent at step 1
 * is ignored, so a form may keep its (empty) code field.
 */
export const updatePhoneSchema = strictBody({
  step: phoneStepSchema,
  phone: mobilePhone(),
  code: z.string(code('invalid_type')).optional(),
}).superRefine(
  (value, ctx) => {
    if (value.step !== PhoneStep.CheckCode) return
    if (value.code === undefined || value.code === '') {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['code'], input: value.code })
    } else if (!/^\d{6}$/.test(value.code)) {
      ctx.addIssue({ code: 'custom', message: 'six_digits', path: ['code'], input: value.code })
    }
  },
  { when: whenValid('step', 'code') },
)
export type UpdatePhoneRequest = z.output<typeof updatePhoneSchema>

// ---------------------------------------------------------------------------------------------
// POST customer/readnotification, customer/notification

/** Marks the listed notifications read; `id` is a list although the client sends one at a time. */
export const readNotificationSchema = strictBody({ id: idList() })
export type ReadNotificationRequest = z.output<typeof readNotificationSchema>

export const notificationQuerySchema = strictBody(pagingShape(DEFAULTS.notificationTake))
export type NotificationQuery = z.output<typeof notificationQuerySchema>

// ---------------------------------------------------------------------------------------------
// POST customer/changepassword

export const changePasswordSchema = withMatch(
  strictBody({
    oldPassword: password(LIMITS.changePassword.oldPasswordMin, LIMITS.changePassword.passwordMax),
    password: newPassword(LIMITS.changePassword.passwordMin, LIMITS.changePassword.passwordMax),
    confirmPassword: password(LIMITS.changePassword.passwordMin, LIMITS.changePassword.passwordMax),
  }),
  'password',
  'confirmPassword',
)
export type ChangePasswordRequest = z.output<typeof changePasswordSchema>

/**
 * POST customer/confirmpassword: the password again, for what a remembered session may do only with
 * a recent password (docs/accounts.md "Remembered sessions"). Any password that logs in is accepted.
 */
export const confirmPasswordSchema = strictBody({
  password: password(LIMITS.login.passwordMin, LIMITS.login.passwordMax),
})
export type ConfirmPasswordRequest = z.output<typeof confirmPasswordSchema>

// ---------------------------------------------------------------------------------------------
// GET customer/sessions, POST customer/sessions/revoke, POST customer/sessions/revoke-others
// (session history, /dashboard/session-history; not in spec §7, added by the accounts work, docs/accounts.md)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ends one of the player's other sessions; `id` is a session id from the list. */
export const revokeSessionSchema = strictBody({
  id: requiredString().regex(UUID, code('invalid_format')),
})
export type RevokeSessionRequest = z.output<typeof revokeSessionSchema>

/** Ends every session of the player except the one making the call; the body is `{}`. */
export const revokeOtherSessionsSchema = strictBody({})
export type RevokeOtherSessionsRequest = z.output<typeof revokeOtherSessionsSchema>

// ---------------------------------------------------------------------------------------------
// Back office: POST /api/backoffice/players/:id/status (docs/security.md, first audit item 5: support closes
// accounts)

/** What an account may be: a suspended or closed player cannot log in or play (docs/accounts.md). */
export const PLAYER_STATUSES = ['active', 'suspended', 'closed'] as const

/** An operator sets a player's status; the reason is required and goes into the audit log. */
export const playerStatusChangeSchema = strictBody({
  status: oneOfList(PLAYER_STATUSES),
  reason: meaningfulText(3, 500),
})
export type PlayerStatusChange = z.output<typeof playerStatusChangeSchema>

// ---------------------------------------------------------------------------------------------
// Responses

/** One entry of the notification list (spec §3). */
export const notificationSchema = z.object({
  id: z.number(),
  /** `NotificationType`; kinds the client does not know are shown as system notifications. */
  type: z.number(),
  title: z.string(),
  /** Body text, plain (not HTML). */
  note: z.string(),
  /** UTC date-time as `YYYY-MM-DDTHH:mm:ss`, without a zone (spec §3); read it with `parseUtcTimestamp`. */
  timeStamp: z.string(),
  isRead: z.boolean(),
})
export type Notification = z.infer<typeof notificationSchema>

/** GET user/balance, polled every 10 s while logged in. */
export const balanceSchema = z.object({
  /** Cash balance, two decimals. */
  balance: z.number(),
  /** Bonus balance, two decimals (the hub's `Balance` push carries it; docs/realtime.md). */
  bonusBalance: z.number().optional(),
})
export type Balance = z.infer<typeof balanceSchema>

/** One login of the player in the session history, newest first. */
export const playerSessionSchema = z.object({
  /** Session id (a UUID), what `customer/sessions/revoke` takes; never the token. */
  id: z.string(),
  /** ISO 8601 instants (UTC). */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** When it ended (logout, revoked, password change, expiry); null while active. */
  endedAt: z.string().nullable(),
  active: z.boolean(),
  /** True for the session that made this request. */
  current: z.boolean(),
  /** Client address when the session started. */
  ip: z.string().nullable(),
  /** `Browser · OS` from the user agent (`Chrome · Windows`), empty when unknown. */
  device: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  fingerprint: z.string().nullable(),
})
export type PlayerSession = z.infer<typeof playerSessionSchema>

export const revokeOtherSessionsResultSchema = z.object({ revoked: z.number() })

/** GET customer/profile: the player's details for /dashboard/account. */
export const profileSchema = z.object({
  username: z.string(),
  usercode: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  /** Digits with the country prefix (90…). */
  phone: z.string(),
  smsVerified: z.boolean(),
  /** `YYYY-MM-DD`. */
  birthDate: z.string().nullable(),
  /** Country name in the request's language. */
  country: z.object({ id: z.number(), name: z.string() }).nullable(),
  currencyId: z.number(),
  currencyCode: z.string(),
  /** ISO 8601 instant of registration. */
  createdAt: z.string(),
})
export type Profile = z.infer<typeof profileSchema>

// ---------------------------------------------------------------------------------------------
// GET customer/consents, POST customer/consents/marketing (docs/content.md)

/**
 * What the player declared and agreed to. The 18+ declaration and the terms acceptance are made at
 * sign-up (null for an account made before the copy review, docs/content.md); the marketing consent can
 * change any time.
 */
export const consentsSchema = z.object({
  /** ISO 8601 instant of the 18+ declaration. */
  ageConfirmedAt: z.string().nullable(),
  /** ISO 8601 instant the general terms and privacy notice were accepted, and their version. */
  termsAcceptedAt: z.string().nullable(),
  termsVersion: z.string().nullable(),
  /** Campaign and bonus messages (SMS, e-mail, notifications to everyone). */
  marketingConsent: z.boolean(),
  /** ISO 8601 instant of the last change; null when never chosen. */
  marketingConsentAt: z.string().nullable(),
})
export type Consents = z.infer<typeof consentsSchema>

export const updateMarketingConsentSchema = strictBody({
  marketingConsent: z.boolean({ error: typeError() }),
})
export type UpdateMarketingConsentRequest = z.output<typeof updateMarketingConsentSchema>
