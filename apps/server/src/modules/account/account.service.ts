import type { FastifyBaseLogger } from 'fastify'
import {
  DEFAULTS,
  PhoneStep,
  SMS_LIMITS,
  type ErrorCode,
  type ChangePasswordRequest,
  type ConfirmPasswordRequest,
  type Locale,
  type PlayerSession,
  type Profile,
  type SuccessMessage,
  type UpdatePhoneRequest,
} from '@galata/contract'
import type { Db, Tx } from '../../db/client.js'
import type { ThrottleScope } from '../../db/schema/index.js'
import { uniqueViolation } from '../../lib/pg-errors.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { internationalPhone, normalizePhone } from '../../lib/phone.js'
import type { SmsSender } from '../../lib/sms.js'
import { parseUserAgent } from '../../lib/user-agent.js'
import {
  activeLock,
  announceRevoked,
  checkCode,
  clearFailures,
  consumeCode,
  countFailure,
  discardCode,
  endSessions,
  hashPassword,
  issueCodeIfDue,
  lockPlayer,
  markPasswordConfirmed,
  OLD_PASSWORD_THROTTLE,
  PHONE_CODE_CAPS,
  phoneCodeSms,
  secondsUntil,
  sessionEnd,
  takeQuota,
  verifyPassword,
  type AuthPlayer,
  type ClientMeta,
} from '../auth/index.js'
import { localize } from '../cms/index.js'
import { addKeyToOwnEntry } from '../exclusion-register/index.js'
import { screenPlayer } from '../protection/index.js'
import * as q from './account.queries.js'

export interface AccountDeps {
  db: Db
  clock: Clock
  events: EventBus<AppEvents>
  log: FastifyBaseLogger
  sms: SmsSender
  /** SMS ceilings that depend on the deployment (config: SMS_ADDRESS_MAX_PER_HOUR, SMS_GLOBAL_MAX_PER_HOUR). */
  limits: { smsPerAddressHour: number; smsGlobalHour: number }
}

/** The logged-in caller: the player and the session the request came with. */
export interface Caller {
  player: AuthPlayer
  sessionId: string
  meta: ClientMeta
}

const now = (deps: { clock: Clock }) => new Date(deps.clock.now())

async function requirePlayer(deps: AccountDeps, id: number) {
  const player = await q.findPlayer(deps.db, id)
  // The session was valid a moment ago; a player deleted since is a session that ended.
  if (!player) throw new AppError('UNAUTHORIZED')
  return player
}

function audit(caller: Caller, action: string, detail?: Record<string, unknown>) {
  return {
    actorKind: 'player' as const,
    actorId: caller.player.id,
    action,
    ip: caller.meta.ip,
    fingerprint: caller.meta.fingerprint,
    ...(detail ? { detail } : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// Change password (spec §7 customer/changepassword)

/**
 * The current password, checked with the change-password throttle (10 wrong per 15 minutes per
 * player), so a stolen session cannot be used to find the password. Answers the player row; a
 * wrong password counts a failure, writes `failedAction` to the audit log and throws.
 */
async function checkCurrentPassword(deps: AccountDeps, caller: Caller, given: string, failedAction: string) {
  const at = now(deps)
  const key = { scope: 'old_password' as const, key: String(caller.player.id) }
  const lockedUntil = await activeLock(deps.db, [key], at)
  if (lockedUntil)
    throw new AppError('RATE_LIMITED', undefined, { retryAfter: secondsUntil(lockedUntil, at) })

  const player = await requirePlayer(deps, caller.player.id)
  if (!(await verifyPassword(player.passwordHash, given))) {
    await deps.db.transaction(async (tx) => {
      await countFailure(tx, key, at, OLD_PASSWORD_THROTTLE)
      await recordAudit(tx, audit(caller, failedAction), at)
    })
    throw new AppError('OLD_PASSWORD_WRONG')
  }
  return { player, key, at }
}

/**
 * The old password is required: it is also the password confirmation a remembered session needs
 * (docs/accounts.md "Remembered sessions"), so this route carries no `recentPassword` flag and its
 * success renews the session's confirmation. Success ends every other session and keeps the caller's.
 */
export async function changePassword(deps: AccountDeps, caller: Caller, input: ChangePasswordRequest) {
  const { player, key, at } = await checkCurrentPassword(
    deps,
    caller,
    input.oldPassword,
    'password.change_failed',
  )
  const passwordHash = await hashPassword(input.password)
  const ended = await deps.db.transaction(async (tx) => {
    await q.setPasswordHash(tx, player.id, passwordHash, at)
    const ids = await endSessions(tx, player.id, at, 'password_changed', { except: caller.sessionId })
    await markPasswordConfirmed(tx, caller.sessionId, at)
    await clearFailures(tx, key)
    await recordAudit(tx, audit(caller, 'password.changed', { sessionsEnded: ids.length }), at)
    return ids
  })
  announceRevoked(deps, player.id, ended, 'password_changed')
}

/**
 * customer/confirmpassword (docs/accounts.md "Remembered sessions"): the password again on this
 * session, so the route table's `recentPassword` actions are open for another normal session
 * lifetime. Wrong passwords share the change-password throttle and answer OLD_PASSWORD_WRONG.
 */
export async function confirmPassword(deps: AccountDeps, caller: Caller, input: ConfirmPasswordRequest) {
  const { key, at } = await checkCurrentPassword(deps, caller, input.password, 'password.confirm_failed')
  await deps.db.transaction(async (tx) => {
    await markPasswordConfirmed(tx, caller.sessionId, at)
    await clearFailures(tx, key)
    await recordAudit(tx, audit(caller, 'password.confirmed'), at)
  })
}

// ---------------------------------------------------------------------------------------------
// Phone verification (spec §7 customer/updatephone)

/** The number with its last four digits only, for the audit log. */
const maskPhone = (phone: string) => `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/** A refusal of step 1 by one of the SMS quotas, with the seconds until it has room again. */
function quotaError(code: ErrorCode, until: Date, at: Date): AppError {
  return new AppError(code, undefined, { retryAfter: secondsUntil(until, at) })
}

/**
 * The quotas one verification SMS takes (docs/security.md, SMS pumping), in the caller's transaction: the
 * account's codes of the day, the destination number's hour and day, the client address's hour and
 * the whole site's hour. The first that is full refuses and the transaction rolls back, so a refused
 * request takes nothing from the others.
 */
async function takeSmsQuotas(deps: AccountDeps, tx: Tx, caller: Caller, phone: string, at: Date) {
  const quotas: [ThrottleScope, string, { limit: number; windowMs: number }, ErrorCode][] = [
    [
      'phone_code_issued',
      String(caller.player.id),
      { limit: PHONE_CODE_CAPS.issuedPerDay, windowMs: DAY_MS },
      'CODE_LIMIT_REACHED',
    ],
    ['sms_number_hour', phone, { limit: SMS_LIMITS.perNumberHour, windowMs: HOUR_MS }, 'SMS_NUMBER_LIMIT'],
    ['sms_number_day', phone, { limit: SMS_LIMITS.perNumberDay, windowMs: DAY_MS }, 'SMS_NUMBER_LIMIT'],
    [
      'sms_address_hour',
      caller.meta.ip,
      { limit: deps.limits.smsPerAddressHour, windowMs: HOUR_MS },
      'SMS_ADDRESS_LIMIT',
    ],
    ['sms_global_hour', 'all', { limit: deps.limits.smsGlobalHour, windowMs: HOUR_MS }, 'SMS_BUSY'],
  ]
  for (const [scope, key, rule, code] of quotas) {
    const fullUntil = await takeQuota(tx, scope, key, at, rule)
    if (fullUntil) throw quotaError(code, fullUntil, at)
  }
}

/**
 * Step 1 sends a six-digit code by SMS to `phone`; step 2 checks it against the code sent to that
 * same number and, when right, stores the number as the player's verified phone. A new code is
 * refused within 60 s of the last one, for any number (no SMS bombing through number changes), and
 * each SMS takes the quotas of `takeSmsQuotas`. The contract admits Turkish mobile numbers only. A
 * number verified on another account is refused (PHONE_IN_USE): a verified number belongs to one
 * account at a time, and is free again once that account verifies another (docs/security.md).
 */
export async function updatePhone(
  deps: AccountDeps,
  caller: Caller,
  input: UpdatePhoneRequest,
  locale: Locale,
): Promise<SuccessMessage> {
  const phone = normalizePhone(input.phone)
  const at = now(deps)
  const player = await requirePlayer(deps, caller.player.id)
  const binding = { playerId: player.id, purpose: 'phone_verify' as const, target: phone }
  if (input.step === PhoneStep.SendCode) {
    if (player.phoneVerified && player.phone === phone) throw new AppError('PHONE_ALREADY_VERIFIED')
    // The exclusion register (docs/player-protection.md): the number, or the account's own keys,
    // belong to a person in a self-exclusion or time-out. No SMS; the account is closed to play.
    // First, so a number still held by the excluded account says why rather than "in use".
    await screenPlayer(deps, player.id, 'phone', [{ kind: 'phone', value: phone }])
    // Before any SMS: the code could never be used.
    if (await q.isPhoneVerifiedElsewhere(deps.db, phone, player.id)) throw new AppError('PHONE_IN_USE')
    const outcome = await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, player.id)
      const result = await issueCodeIfDue(tx, binding, at)
      if ('issued' in result) {
        await takeSmsQuotas(deps, tx, caller, phone, at)
        await recordAudit(tx, audit(caller, 'phone.code_sent', { phone: maskPhone(phone) }), at)
      }
      return result
    })
    if ('retryAt' in outcome) {
      throw new AppError('RESEND_TOO_SOON', undefined, { secondsLeft: secondsUntil(outcome.retryAt, at) })
    }
    try {
      await deps.sms.send({ to: internationalPhone(phone), text: phoneCodeSms(locale, outcome.issued.code) })
    } catch (err) {
      deps.log.error({ err, playerId: player.id }, 'phone verification SMS could not be sent')
      await discardCode(deps.db, outcome.issued.id)
      throw new AppError('SMS_UNAVAILABLE')
    }
    return 'PHONE_CODE_SENT'
  }
  const code = input.code ?? ''
  // The register may have gained the number since the code was sent.
  await screenPlayer(deps, player.id, 'phone', [{ kind: 'phone', value: phone }])
  const failedKey = { scope: 'phone_code_failed' as const, key: String(player.id) }
  const result = await deps.db
    .transaction(async (tx) => {
      const lockedUntil = await activeLock(tx, [failedKey], at)
      if (lockedUntil) return { result: 'capped' as const, until: lockedUntil }
      const checked = await checkCode(tx, binding, code, at)
      if (checked.result === 'ok' && checked.row) {
        if (await q.isPhoneVerifiedElsewhere(tx, phone, player.id)) {
          await recordAudit(tx, audit(caller, 'phone.code_failed', { result: 'in_use' }), at)
          return { result: 'in_use' as const }
        }
        await consumeCode(tx, checked.row.id, at)
        await q.setVerifiedPhone(tx, player.id, phone, at)
        // A number verified during one's own exclusion joins its register entry.
        await addKeyToOwnEntry(tx, player.id, { kind: 'phone', value: phone }, at)
        await recordAudit(tx, audit(caller, 'phone.verified', { phone: maskPhone(phone) }), at)
      } else {
        // Wrong guesses at a live code count towards the account's day, across codes.
        if (checked.result === 'wrong' || checked.result === 'exhausted')
          await countFailure(tx, failedKey, at, {
            limit: PHONE_CODE_CAPS.failedPerDay,
            windowMs: PHONE_CODE_CAPS.windowMs,
            lockMs: PHONE_CODE_CAPS.windowMs,
          })
        await recordAudit(tx, audit(caller, 'phone.code_failed', { result: checked.result }), at)
      }
      // Returned, not thrown: a counted wrong attempt must commit.
      return { result: checked.result }
    })
    .catch((err: unknown) => {
      // Two accounts verifying one number at once: the unique index lets the first one have it.
      if (uniqueViolation(err) === 'players_phone_verified_idx') return { result: 'in_use' as const }
      throw err
    })
  switch (result.result) {
    case 'ok':
      return 'PHONE_VERIFIED'
    case 'in_use':
      throw new AppError('PHONE_IN_USE')
    case 'capped':
      throw quotaError('CODE_LIMIT_REACHED', result.until, at)
    case 'wrong':
      throw new AppError('CODE_INVALID')
    case 'exhausted':
      throw new AppError('CODE_ATTEMPTS_EXCEEDED')
    case 'expired':
    case 'none':
      throw new AppError('CODE_EXPIRED')
  }
}

// ---------------------------------------------------------------------------------------------
// Session history (/dashboard/session-history)

/** Ended sessions stay listed this long; open ones are always listed. */
const HISTORY_MS = 30 * 24 * 60 * 60_000
const HISTORY_MAX = 50

export async function listSessions(deps: AccountDeps, caller: Caller): Promise<PlayerSession[]> {
  const at = now(deps)
  const rows = await q.listSessions(
    deps.db,
    caller.player.id,
    new Date(at.getTime() - HISTORY_MS),
    HISTORY_MAX,
  )
  return rows.map((row) => {
    const end = sessionEnd(row)
    const active = row.revokedAt === null && end > at
    const endedAt = row.revokedAt ?? (active ? null : end)
    const device = parseUserAgent(row.userAgent)
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      endedAt: endedAt ? endedAt.toISOString() : null,
      active,
      current: row.id === caller.sessionId,
      ip: row.ip,
      device: device.label,
      browser: device.browser,
      os: device.os,
      fingerprint: row.fingerprint,
    }
  })
}

/** Ends one other session of the caller; one already ended answers success too (idempotent). */
export async function revokeSession(deps: AccountDeps, caller: Caller, id: string): Promise<void> {
  if (id.toLowerCase() === caller.sessionId.toLowerCase()) throw new AppError('SESSION_IS_CURRENT')
  const at = now(deps)
  const ended = await deps.db.transaction(async (tx) => {
    const ids = await endSessions(tx, caller.player.id, at, 'revoked', { only: id.toLowerCase() })
    if (ids.length === 0) {
      // Another player's session is as unknown as a made-up id.
      if (!(await q.sessionBelongsTo(tx, id.toLowerCase(), caller.player.id))) throw new AppError('NOT_FOUND')
      return ids
    }
    await recordAudit(tx, audit(caller, 'session.revoked', { sessionId: ids[0] }), at)
    return ids
  })
  announceRevoked(deps, caller.player.id, ended, 'revoked')
}

export async function revokeOtherSessions(deps: AccountDeps, caller: Caller): Promise<number> {
  const at = now(deps)
  const ended = await deps.db.transaction(async (tx) => {
    const ids = await endSessions(tx, caller.player.id, at, 'revoked', { except: caller.sessionId })
    if (ids.length > 0)
      await recordAudit(tx, audit(caller, 'session.revoked_others', { count: ids.length }), at)
    return ids
  })
  announceRevoked(deps, caller.player.id, ended, 'revoked')
  return ended.length
}

// ---------------------------------------------------------------------------------------------
// Profile (/dashboard/account)

export async function getProfile(deps: AccountDeps, caller: Caller, locale: Locale): Promise<Profile> {
  const row = await q.findProfile(deps.db, caller.player.id)
  if (!row) throw new AppError('UNAUTHORIZED')
  const { player, countryName } = row
  return {
    username: player.username,
    usercode: player.usercode,
    name: player.name,
    surname: player.surname,
    email: player.email,
    phone: player.phone,
    smsVerified: player.phoneVerified,
    birthDate: player.birthDate,
    country:
      player.countryId && countryName ? { id: player.countryId, name: localize(countryName, locale) } : null,
    currencyId: player.currencyId,
    // One currency today (spec §3: currencyId 1); the wallet issue brings a currencies table.
    currencyCode: DEFAULTS.currencyCode,
    createdAt: player.createdAt.toISOString(),
  }
}

/**
 * The back office's "resend verification" (docs/backoffice.md "The player page"): a new phone code
 * by SMS to the number the player gave, through step 1 of `updatePhone` (its 60 s rule, quotas and
 * exclusion register), the staff member's address taking the per-address quota.
 */
export async function resendPhoneCode(
  deps: AccountDeps,
  playerId: number,
  meta: ClientMeta,
  locale: Locale,
): Promise<void> {
  const player = await q.findPlayer(deps.db, playerId)
  if (!player) throw new AppError('NOT_FOUND')
  if (player.phoneVerified) throw new AppError('PHONE_ALREADY_VERIFIED')
  if (!player.phone) throw new AppError('VALIDATION_FAILED', { phone: 'required' })
  const caller: Caller = {
    player: { id: player.id, username: player.username, usercode: player.usercode, role: player.role },
    sessionId: '',
    meta,
  }
  await updatePhone(deps, caller, { step: PhoneStep.SendCode, phone: player.phone }, locale)
}
