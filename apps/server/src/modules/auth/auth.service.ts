import { randomInt } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import {
  DEFAULTS,
  TERMS_VERSION,
  type AuthData,
  type ChangePasswordWithCodeRequest,
  type CheckResetCodeRequest,
  type Locale,
  type LoginRequest,
  type RegisterRequest,
  type SendResetPasswordRequest,
} from '@galata/contract'
import type { Db, Tx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import type { Mailer } from '../../lib/mailer.js'
import { uniqueViolation } from '../../lib/pg-errors.js'
import { normalizePhone } from '../../lib/phone.js'
import { refuseExcludedSignup } from '../exclusion-register/index.js'
import { readBalance, toMajor } from '../wallet/index.js'
import { checkCode, checkOwnerCode, consumeCode, issueCode } from './auth.codes.js'
import { recordMarketingConsentChange } from './auth.consents.js'
import {
  recoveryBlockedMail,
  recoveryStoppedMail,
  resetCodeMail,
  type RecoveryStopReason,
} from './auth.mail.js'
import { hashPassword, verifyDummyPassword, verifyPassword } from './auth.password.js'
import { CODE_POLICY, LOGIN_THROTTLE, RECOVERY_CAPS, type ThrottleRule } from './auth.policy.js'
import * as q from './auth.queries.js'
import { announceRevoked, createSession, newSession, type ClientMeta } from './auth.session.js'
import { activeLock, clearFailures, countFailure, secondsUntil, type ThrottleKey } from './auth.throttle.js'
import { hashSessionToken, bearerToken } from './auth.tokens.js'

/** What the auth services need from the app; a test could hand in fakes, the routes hand in the app. */
export interface AuthDeps {
  db: Db
  clock: Clock
  events: EventBus<AppEvents>
  log: FastifyBaseLogger
  mailer: Mailer
  /**
   * Runs work after the answer was sent (the routes track it, and the app waits for it on close).
   * Recovery answers first so a known user name costs no more than an unknown one (docs/security.md).
   */
  later: (task: () => Promise<void>) => void
}

const now = (deps: { clock: Clock }) => new Date(deps.clock.now())

/** The session of spec §3 (authData), answered by login and register. */
async function sessionData(
  deps: AuthDeps,
  player: Pick<q.PlayerRow, 'id' | 'username' | 'usercode' | 'phone' | 'phoneVerified'>,
  token: string,
  meta: ClientMeta,
  /** Cash in lira (login reads it with the account; registration asks the wallet). */
  balance: number,
): Promise<AuthData> {
  return {
    token,
    balance,
    username: player.username,
    usercode: player.usercode,
    // The sportsbook is not linked yet (docs/accounts.md: these may be null until then).
    betsyCid: null,
    betsyUrl: null,
    betsyToken: null,
    betcoToken: null,
    betcoUrl: null,
    phone: player.phone,
    smsVerified: player.phoneVerified,
    fingerprint: meta.fingerprint ?? '',
  }
}

// ---------------------------------------------------------------------------------------------
// Login

/**
 * Login (spec §7 auth/login): one read, one argon2 verification, one write. Order matters for
 * SECURITY.md:
 * 1. a lock on the account (or unknown name) or the address refuses at once, even a correct password;
 * 2. an unknown user name still costs one argon2 verification, so it answers like a wrong password;
 * 3. a failure counts against both the user name and the address, and is audit-logged;
 * 4. a success clears the user name's count (the limit is on consecutive failures) but not the
 *    address's, or one valid account would reset an attacker's address count.
 */
export async function login(deps: AuthDeps, input: LoginRequest, meta: ClientMeta): Promise<AuthData> {
  const at = now(deps)
  const { player, userKey, lockSeconds } = await q.findLoginState(deps.db, input.username, meta.ip, at)
  // The user name's counter is the matched account's (docs/security.md), the name's only when unknown.
  const keys: { user: ThrottleKey; ip: ThrottleKey } = {
    user: { scope: 'login_user', key: userKey },
    ip: { scope: 'login_ip', key: meta.ip },
  }
  if (lockSeconds !== null) throw new AppError('LOGIN_THROTTLED', undefined, { retryAfter: lockSeconds })

  let valid = false
  if (player) valid = await verifyPassword(player.passwordHash, input.password)
  else await verifyDummyPassword(input.password)

  if (!player || !valid) {
    await deps.db.transaction(async (tx) => {
      const userLocked = await countFailure(tx, keys.user, at, LOGIN_THROTTLE.user)
      const ipLocked = await countFailure(tx, keys.ip, at, LOGIN_THROTTLE.ip)
      await recordAudit(
        tx,
        {
          actorKind: player ? 'player' : 'anonymous',
          actorId: player?.id,
          action: 'login.failed',
          ip: meta.ip,
          fingerprint: meta.fingerprint,
          detail: {
            username: input.username.slice(0, 50),
            reason: player ? 'wrong_password' : 'unknown_user',
            ...(userLocked ? { lockedUser: true } : {}),
            ...(ipLocked ? { lockedAddress: true } : {}),
          },
        },
        at,
      )
    })
    throw new AppError('INVALID_CREDENTIALS')
  }

  if (player.status !== 'active') {
    await recordAudit(
      deps.db,
      {
        actorKind: 'player',
        actorId: player.id,
        action: 'login.refused',
        ip: meta.ip,
        fingerprint: meta.fingerprint,
        detail: { status: player.status },
      },
      at,
    )
    throw new AppError('ACCOUNT_DISABLED')
  }

  const remember = input.remember === true
  const { token, values } = newSession(player.id, meta, at, remember)
  await q.recordLogin(deps.db, values, userKey)
  return {
    ...(await sessionData(deps, player, token, meta, toMajor(player.cashBalance))),
    remember,
    expiresAt: values.expiresAt.toISOString(),
  }
}

// ---------------------------------------------------------------------------------------------
// Registration

const USERCODE_MIN = 1_000_000
const USERCODE_MAX = 10_000_000
const USERCODE_TRIES = 8

/** Seven digits with no leading zero, from the CSPRNG; not a secret, but not guessable in order either. */
export function newUsercode(): string {
  return String(randomInt(USERCODE_MIN, USERCODE_MAX))
}

function takenError(taken: { username: boolean; email: boolean }): AppError {
  const errors: Record<string, string> = {}
  if (taken.username) errors.username = 'taken'
  if (taken.email) errors.email = 'taken'
  return new AppError(taken.username ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN', errors)
}

/**
 * Registration (spec §7 auth/register). The body was parsed by the contract schema (18+, names,
 * matching passwords). The password is hashed before the uniqueness check, so "taken" and "created"
 * take the same time; what uniqueness itself reveals is the documented trade-off (docs/accounts.md).
 * On success the player is logged in: the answer is the session, as for login.
 */
export async function register(deps: AuthDeps, input: RegisterRequest, meta: ClientMeta): Promise<AuthData> {
  const at = now(deps)
  if (input.currencyId !== DEFAULTS.currencyId) {
    throw new AppError('VALIDATION_FAILED', { currencyId: 'invalid_option' })
  }
  if (!(await q.countryExists(deps.db, input.country))) {
    throw new AppError('VALIDATION_FAILED', { country: 'invalid_option' })
  }
  const passwordHash = await hashPassword(input.password)
  // The exclusion register (docs/player-protection.md): a person in a self-exclusion or time-out
  // opens no new account, under the same names and birth date or e-mail. Before the uniqueness
  // check, so a reused e-mail answers why rather than "taken".
  await refuseExcludedSignup(deps.db, input, at)
  const taken = await q.findTaken(deps.db, input.username, input.email)
  if (taken.username || taken.email) throw takenError(taken)
  const referrerId = input.refId === undefined ? null : await q.findReferrerId(deps.db, input.refId)

  for (let attempt = 1; ; attempt++) {
    try {
      const { player, token } = await deps.db.transaction(async (tx) => {
        const created = await q.insertPlayer(tx, {
          username: input.username,
          email: input.email,
          name: input.name,
          surname: input.surname,
          phone: normalizePhone(input.phone),
          birthDate: input.birthDate,
          countryId: input.country,
          currencyId: input.currencyId,
          usercode: newUsercode(),
          passwordHash,
          referrerId,
          trialBonusRequested: input.trialBonus === 1,
          // docs/content.md: the declarations of the form (the schema refused a body without them).
          adultDeclaredAt: at,
          termsAcceptedAt: at,
          termsVersion: TERMS_VERSION,
          marketingConsent: input.marketingConsent,
          marketingConsentAt: at,
          createdAt: at,
          updatedAt: at,
        })
        await recordMarketingConsentChange(tx, {
          playerId: created.id,
          oldValue: null,
          newValue: input.marketingConsent,
          source: 'signup',
          at,
          ip: meta.ip,
        })
        const session = await createSession(tx, created.id, meta, at)
        await recordAudit(
          tx,
          {
            actorKind: 'player',
            actorId: created.id,
            action: 'register',
            ip: meta.ip,
            fingerprint: meta.fingerprint,
            detail: {
              sessionId: session.id,
              referrerId,
              trialBonus: input.trialBonus === 1,
              termsVersion: TERMS_VERSION,
              marketingConsent: input.marketingConsent,
            },
          },
          at,
        )
        return { player: created, token: session.token }
      })
      return sessionData(deps, player, token, meta, await readBalance(deps.db, player.id))
    } catch (err) {
      const constraint = uniqueViolation(err)
      // Two sign-ups racing for one name: the index decides, the loser gets the same answer as above.
      if (constraint === 'players_username_lower_idx') throw takenError({ username: true, email: false })
      if (constraint === 'players_email_lower_idx') throw takenError({ username: false, email: true })
      if (constraint === 'players_usercode_idx' && attempt < USERCODE_TRIES) continue
      throw err
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Logout

/**
 * Ends the session of the bearer token at once (spec §7 auth/logout). Always answers success: a
 * token that is already gone needs no ending, and the browser ignores the result anyway.
 */
export async function logout(deps: AuthDeps, authorization: string | undefined, meta: ClientMeta) {
  const token = bearerToken(authorization)
  if (!token) return
  const session = await q.findSessionByTokenHash(deps.db, hashSessionToken(token))
  if (!session || session.revokedAt) return
  const at = now(deps)
  const ids = await deps.db.transaction(async (tx) => {
    const revoked = await q.revokeLiveSessions(tx, session.playerId, at, 'logout', { only: session.id })
    if (revoked.length > 0) {
      await recordAudit(
        tx,
        {
          actorKind: 'player',
          actorId: session.playerId,
          action: 'logout',
          ip: meta.ip,
          fingerprint: meta.fingerprint,
          detail: { sessionId: session.id },
        },
        at,
      )
    }
    return revoked
  })
  announceRevoked(deps, session.playerId, ids, 'logout')
}

// ---------------------------------------------------------------------------------------------
// Recovery (spec §2: four steps)

/**
 * The recovery counters of one account (docs/accounts.md "Recovery caps"): the account's own daily
 * backstop, and those of the requester (its address, and its browser id when it sent one), which
 * are counted first so that a stranger who knows the user name stops only themselves.
 */
function recoveryKeys(playerId: number, meta: ClientMeta) {
  const key = q.accountKey(playerId)
  const requester = (scope: 'reset_issued_by' | 'reset_failed_by'): ThrottleKey[] => [
    { scope, key: `${key}|ip:${meta.ip}` },
    ...(meta.fingerprint ? [{ scope, key: `${key}|device:${meta.fingerprint}` }] : []),
  ]
  const issuedBy = requester('reset_issued_by')
  const failedBy = requester('reset_failed_by')
  return {
    account: [
      { scope: 'reset_issued', key },
      { scope: 'reset_failed', key },
    ] satisfies ThrottleKey[],
    issued: { scope: 'reset_issued', key } satisfies ThrottleKey,
    failed: { scope: 'reset_failed', key } satisfies ThrottleKey,
    issuedBy,
    failedBy,
    requester: [...issuedBy, ...failedBy],
  }
}

const DAY_MS = 24 * 60 * 60_000
const { perRequester, perAccount, blockMs } = RECOVERY_CAPS

/** Issued codes: the (cap + 1)th request of a day stops, so the cap's last code still works. */
const ISSUED_BY_RULE = { limit: perRequester.issuedPerDay + 1, windowMs: DAY_MS, lockMs: blockMs }
const ISSUED_RULE = { limit: perAccount.issuedPerDay + 1, windowMs: DAY_MS, lockMs: blockMs }
/** Failed attempts on live codes, across codes: the cap's last failure stops. */
const FAILED_BY_RULE = { limit: perRequester.failedPerDay, windowMs: DAY_MS, lockMs: blockMs }
const FAILED_RULE = { limit: perAccount.failedPerDay, windowMs: DAY_MS, lockMs: blockMs }

/** Counts one failure on every key (none skipped); true when any of them started a lock. */
async function countOnAll(tx: Tx, keys: ThrottleKey[], at: Date, rule: ThrottleRule): Promise<boolean> {
  let locked = false
  for (const key of keys) if (await countFailure(tx, key, at, rule)) locked = true
  return locked
}

/** The owner's long code, valid as long as the stop it answers; replaces an earlier one. */
async function issueOwnerCode(tx: Tx, player: q.PlayerRow, email: string, at: Date): Promise<string> {
  const shape = { digits: RECOVERY_CAPS.ownerCodeDigits, ttlMs: blockMs }
  const binding = { playerId: player.id, purpose: 'password_reset_owner' as const, target: email }
  return (await issueCode(tx, binding, at, shape)).code
}

/** The owner's long code, spaces between its groups allowed; null for anything else (a short code). */
function ownerCodeOf(code: string): string | null {
  const digits = code.replace(/ /g, '')
  return digits.length === RECOVERY_CAPS.ownerCodeDigits && /^\d+$/.test(digits) ? digits : null
}

/** What the owner hears when recovery was refused for the account, after the commit. */
type RecoveryNotice =
  { kind: 'blocked'; ownerCode: string } | { kind: 'stopped'; ownerCode: string; reason: RecoveryStopReason }

/** Tells the owner, after the commit, that recovery was refused and how; a mail failure is only logged. */
function mailRecoveryNotice(
  deps: AuthDeps,
  player: q.PlayerRow,
  notice: RecoveryNotice,
  meta: ClientMeta,
  locale: Locale,
) {
  if (!player.email) return
  const mail =
    notice.kind === 'blocked'
      ? recoveryBlockedMail(locale, player.email, player, notice.ownerCode)
      : recoveryStoppedMail(
          locale,
          player.email,
          player,
          { address: meta.ip, reason: notice.reason },
          notice.ownerCode,
        )
  deps.mailer.send(mail).catch((err: unknown) => {
    deps.log.error({ err, playerId: player.id }, 'recovery notice e-mail could not be sent')
  })
}

/**
 * Step 1: e-mails a reset code. The answer is the same whether or not the user name exists, and
 * costs the same: one read and the 60 s resend slot, kept on the matched account (or the name,
 * when unknown), so RESEND_TOO_SOON tells nothing either. Everything that differs between a known
 * and an unknown name (the code, its caps, the audit row, the mail) runs after the answer (docs/security.md,
 * first audit item 13: the known path used to answer measurably later).
 */
export async function sendResetCode(
  deps: AuthDeps,
  input: SendResetPasswordRequest,
  meta: ClientMeta,
  locale: Locale,
): Promise<void> {
  const at = now(deps)
  const username = input.username.trim()
  const player = await q.findPlayerByUsername(deps.db, username)
  const key = player ? q.accountKey(player.id) : q.unknownNameKey(username)
  const claimed = await q.claimSendSlot(deps.db, 'reset_send', key, at, CODE_POLICY.resendMs)
  if (!claimed) {
    const [row] = await q.findThrottles(deps.db, [{ scope: 'reset_send', key }])
    const nextAt = new Date((row?.windowStart.getTime() ?? at.getTime()) + CODE_POLICY.resendMs)
    throw new AppError('RESEND_TOO_SOON', undefined, { secondsLeft: secondsUntil(nextAt, at) })
  }
  deps.later(() => deliverResetCode(deps, player, username, meta, locale, at))
}

/** Step 1's work, after the answer: a code and its mail, a block notice, or only an audit row. */
async function deliverResetCode(
  deps: AuthDeps,
  player: q.PlayerRow | null,
  username: string,
  meta: ClientMeta,
  locale: Locale,
  at: Date,
): Promise<void> {
  const email = player?.status === 'active' ? player.email : null
  const audit = (
    actor: { actorKind: 'player' | 'anonymous'; actorId?: number },
    detail: Record<string, unknown>,
  ) => ({
    ...actor,
    action: 'password.reset_requested',
    ip: meta.ip,
    fingerprint: meta.fingerprint,
    detail,
  })
  if (!player || !email) {
    await recordAudit(
      deps.db,
      audit({ actorKind: 'anonymous' }, { username: username.slice(0, 50), sent: false }),
      at,
    )
    return
  }

  const actor = { actorKind: 'player' as const, actorId: player.id }
  const keys = recoveryKeys(player.id, meta)
  type Outcome =
    { kind: 'none' } | { kind: 'code'; code: string } | { kind: 'notice'; notice: RecoveryNotice }
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    await q.lockPlayer(tx, player.id)
    if (await activeLock(tx, keys.account, at)) {
      await recordAudit(tx, audit(actor, { sent: false, reason: 'blocked' }), at)
      return { kind: 'none' }
    }
    if (await activeLock(tx, keys.requester, at)) {
      await recordAudit(tx, audit(actor, { sent: false, reason: 'requester_stopped' }), at)
      return { kind: 'none' }
    }
    // The requester's cap first: a stranger past it stops only themselves (and the owner hears of it).
    if (await countOnAll(tx, keys.issuedBy, at, ISSUED_BY_RULE)) {
      const ownerCode = await issueOwnerCode(tx, player, email, at)
      await recordAudit(tx, audit(actor, { sent: false, reason: 'requester_cap', stopped: true }), at)
      return { kind: 'notice', notice: { kind: 'stopped', ownerCode, reason: 'codes' } }
    }
    if (await countFailure(tx, keys.issued, at, ISSUED_RULE)) {
      // The account's backstop is spent: no short code, the live one dies, the owner gets the long one.
      await q.voidLiveCodes(tx, player.id, 'password_reset', at)
      const ownerCode = await issueOwnerCode(tx, player, email, at)
      await recordAudit(tx, audit(actor, { sent: false, reason: 'issued_cap', blocked: true }), at)
      return { kind: 'notice', notice: { kind: 'blocked', ownerCode } }
    }
    const issued = await issueCode(tx, { playerId: player.id, purpose: 'password_reset', target: email }, at)
    await recordAudit(tx, audit(actor, { sent: true }), at)
    return { kind: 'code', code: issued.code }
  })

  if (outcome.kind === 'notice') mailRecoveryNotice(deps, player, outcome.notice, meta, locale)
  if (outcome.kind !== 'code') return
  await deps.mailer.send(resetCodeMail(locale, email, player, outcome.code)).catch((err: unknown) => {
    deps.log.error({ err, playerId: player.id }, 'recovery e-mail could not be sent')
  })
}

/**
 * Steps 2 and 3 share this: the user's live reset code is checked (a wrong one counts an attempt,
 * the fifth voids it, and the account's failures of the day count too: the tenth blocks recovery
 * for a day and mails the owner). Every failure, an unknown user name and a blocked account
 * included, answers CODE_INVALID.
 */
async function withResetCode<T>(
  deps: AuthDeps,
  input: { username: string; code: string },
  meta: ClientMeta,
  locale: Locale,
  onValid: (tx: Tx, player: q.PlayerRow, codeId: number) => Promise<T>,
): Promise<T> {
  const at = now(deps)
  const player = await q.findPlayerByUsername(deps.db, input.username.trim())
  if (!player || player.status !== 'active') {
    // Recorded like a wrong code on a real account: code guessing is visible, and both take a write.
    await deps.db.transaction(async (tx) => {
      await recordAudit(
        tx,
        {
          actorKind: 'anonymous',
          action: 'password.reset_code_failed',
          ip: meta.ip,
          fingerprint: meta.fingerprint,
          detail: { username: input.username.slice(0, 50), result: 'unknown_user' },
        },
        at,
      )
    })
    throw new AppError('CODE_INVALID')
  }
  const keys = recoveryKeys(player.id, meta)
  const ownerCode = ownerCodeOf(input.code)
  type Outcome = { ok: true; value: T } | { ok: false; notice: RecoveryNotice | null }
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const failed = async (result: string, notice: RecoveryNotice | null = null) => {
      await recordAudit(
        tx,
        {
          actorKind: 'player',
          actorId: player.id,
          action: 'password.reset_code_failed',
          ip: meta.ip,
          fingerprint: meta.fingerprint,
          detail: { result, ...(notice ? { [notice.kind]: true } : {}) },
        },
        at,
      )
      // Returned, not thrown: the counted attempt must commit.
      return { ok: false as const, notice }
    }
    if (ownerCode !== null) {
      // The owner's long code passes every cap: only the owner's mailbox ever saw it.
      const row = await checkOwnerCode(tx, player.id, ownerCode, at)
      if (row) return { ok: true as const, value: await onValid(tx, player, row.id) }
      return failed('owner_code_wrong')
    }
    if (await activeLock(tx, keys.account, at)) return failed('blocked')
    if (await activeLock(tx, keys.requester, at)) return failed('requester_stopped')
    const { result, row } = await checkCode(
      tx,
      { playerId: player.id, purpose: 'password_reset' },
      input.code,
      at,
    )
    if (result === 'ok' && row) return { ok: true as const, value: await onValid(tx, player, row.id) }
    // Only guesses at a live code count towards the caps: one with no code to hit is harmless.
    if (result !== 'wrong' && result !== 'exhausted') return failed(result)
    // Every guess counts for the requester and for the account's backstop.
    const requesterStopped = await countOnAll(tx, keys.failedBy, at, FAILED_BY_RULE)
    if (await countFailure(tx, keys.failed, at, FAILED_RULE)) {
      await q.voidLiveCodes(tx, player.id, 'password_reset', at)
      const email = player.email ?? ''
      return failed(result, { kind: 'blocked', ownerCode: await issueOwnerCode(tx, player, email, at) })
    }
    if (requesterStopped) {
      const email = player.email ?? ''
      const code = await issueOwnerCode(tx, player, email, at)
      return failed(result, { kind: 'stopped', ownerCode: code, reason: 'guesses' })
    }
    return failed(result)
  })
  if (!outcome.ok) {
    if (outcome.notice) mailRecoveryNotice(deps, player, outcome.notice, meta, locale)
    throw new AppError('CODE_INVALID')
  }
  return outcome.value
}

/** Step 2: the code is right; nothing is consumed, the player goes on to choose a password. */
export async function checkResetCode(
  deps: AuthDeps,
  input: CheckResetCodeRequest,
  meta: ClientMeta,
  locale: Locale,
) {
  await withResetCode(deps, input, meta, locale, async () => undefined)
}

/**
 * Step 3: consumes the code, sets the new password and ends every session of the player (whoever
 * had the old password is out), and lifts a login lock on the user name: the owner just proved
 * control of the account's e-mail.
 */
export async function changePasswordWithCode(
  deps: AuthDeps,
  input: ChangePasswordWithCodeRequest,
  meta: ClientMeta,
  locale: Locale,
): Promise<void> {
  // Hashed first, for every request: a known user name must not take 40 ms longer than an unknown one.
  const passwordHash = await hashPassword(input.password)
  const at = now(deps)
  const { playerId, revoked } = await withResetCode(deps, input, meta, locale, async (tx, player, codeId) => {
    await consumeCode(tx, codeId, at)
    // The other kind of recovery code (short or the owner's long one) dies with the reset too.
    await q.voidLiveCodes(tx, player.id, 'password_reset', at)
    await q.voidLiveCodes(tx, player.id, 'password_reset_owner', at)
    await q.updatePasswordHash(tx, player.id, passwordHash, at)
    const ids = await q.revokeLiveSessions(tx, player.id, at, 'password_reset')
    await clearFailures(tx, { scope: 'login_user', key: q.accountKey(player.id) })
    await recordAudit(
      tx,
      {
        actorKind: 'player',
        actorId: player.id,
        action: 'password.reset',
        ip: meta.ip,
        fingerprint: meta.fingerprint,
        detail: { sessionsEnded: ids.length },
      },
      at,
    )
    return { playerId: player.id, revoked: ids }
  })
  announceRevoked(deps, playerId, revoked, 'password_reset')
}

// ---------------------------------------------------------------------------------------------
// Boot

/** Boot housekeeping: throttle rows whose window and lock ended a day ago are forgotten. */
export async function purgeThrottles(deps: Pick<AuthDeps, 'db' | 'clock'>): Promise<number> {
  return q.purgeStaleThrottles(deps.db, new Date(deps.clock.now() - 24 * 60 * 60_000))
}

/**
 * The back office's "reset password" (docs/backoffice.md "The player page"): the same reset e-mail
 * and the same caps as the player's own request, for the account by id, with the staff member's
 * address as the requester. Refused within 60 s of the last code (RESEND_TOO_SOON), and for an
 * account that is not active (ACCOUNT_DISABLED: its recovery is closed too).
 */
export async function sendResetCodeFor(
  deps: AuthDeps,
  playerId: number,
  meta: ClientMeta,
  locale: Locale,
): Promise<void> {
  const at = now(deps)
  const player = await q.findPlayerById(deps.db, playerId)
  if (!player || player.role !== 'player') throw new AppError('NOT_FOUND')
  if (player.status !== 'active' || !player.email) throw new AppError('ACCOUNT_DISABLED')
  const key = q.accountKey(player.id)
  if (!(await q.claimSendSlot(deps.db, 'reset_send', key, at, CODE_POLICY.resendMs))) {
    const [row] = await q.findThrottles(deps.db, [{ scope: 'reset_send', key }])
    const nextAt = new Date((row?.windowStart.getTime() ?? at.getTime()) + CODE_POLICY.resendMs)
    throw new AppError('RESEND_TOO_SOON', undefined, { secondsLeft: secondsUntil(nextAt, at) })
  }
  await deliverResetCode(deps, player, player.username, meta, locale, at)
}
