import { LIMITS, TIMINGS } from '@galata/contract'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Session lifetimes (docs/accounts.md "Sessions"). A casino session is a money session: it ends after
 * 30 idle minutes (the open site polls the balance every 10 s, so a player at the table is never idle)
 * and in any case 12 hours after login, when the player logs in again.
 */
export const SESSION_POLICY = {
  idleMs: 30 * MINUTE,
  absoluteMs: 12 * HOUR,
  /** `last_seen_at` is written at most this often, so a busy player is not one write per request. */
  touchEveryMs: MINUTE,
} as const

/**
 * "Beni hatırla" (docs/accounts.md "Remembered sessions"): the session lasts 30 days, idle or not,
 * and stays on the device; what it may do with money beyond betting is bounded by
 * `needsPasswordConfirmation` below.
 */
export const REMEMBERED_SESSION = { absoluteMs: 30 * DAY, idleMs: 30 * DAY } as const

/** The idle and absolute lifetimes of a session, by whether it was remembered at login. */
export function sessionLifetimes(remember: boolean): { idleMs: number; absoluteMs: number } {
  return remember ? REMEMBERED_SESSION : SESSION_POLICY
}

/**
 * THE rule of docs/accounts.md "Remembered sessions": a session whose password was last given (at
 * login or through customer/confirmpassword) longer ago than a normal session may live must give it
 * again before the route table's `recentPassword` actions (withdrawals, limit changes). Only a
 * remembered session can be that old; a normal one has ended by then.
 */
export function needsPasswordConfirmation(
  session: { createdAt: Date; passwordConfirmedAt: Date | null },
  now: number,
): boolean {
  const confirmed = (session.passwordConfirmedAt ?? session.createdAt).getTime()
  return now - confirmed > SESSION_POLICY.absoluteMs
}

/** Fixed window: `limit` failures within `windowMs` lock for `lockMs` (docs/accounts.md: 10 per 15 min). */
export interface ThrottleRule {
  limit: number
  windowMs: number
  lockMs: number
}

export const LOGIN_THROTTLE = {
  /** Consecutive failures for one user name (a success clears them). */
  user: { limit: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** Failures from one client address, whatever the user names; a success does not clear them. */
  ip: { limit: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>

/** Wrong old passwords on change-password: a stolen session must not become a password oracle. */
export const OLD_PASSWORD_THROTTLE: ThrottleRule = { limit: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE }

/** One-time codes (SECURITY.md): 6 digits, 10 minutes, 5 wrong attempts, one code per 60 s. */
export const CODE_POLICY = {
  digits: LIMITS.phone.codeLength,
  ttlMs: TIMINGS.codeTtlMs,
  resendMs: TIMINGS.codeResendMs,
  maxAttempts: 5,
} as const

/**
 * Recovery codes a day (docs/accounts.md "Recovery caps"). Counted first per requesting address and
 * per browser id (`x-fingerprint`) for one account: past either, that requester is stopped for
 * `blockMs` and the owner is told from where. The account's own counts are a higher backstop for
 * strangers spread over many addresses: past it, short codes stop for everyone, and the owner's
 * mail carries a long code (`ownerCodeDigits`, valid `blockMs`) that works whatever the caps.
 */
export const RECOVERY_CAPS = {
  perRequester: { issuedPerDay: 5, failedPerDay: 10 },
  perAccount: { issuedPerDay: 20, failedPerDay: 30 },
  blockMs: 24 * HOUR,
  ownerCodeDigits: 16,
} as const

/**
 * Phone codes per account per day (docs/security.md): issued codes, and wrong guesses at live codes across
 * codes; past either the account waits until the day's window ends (CODE_LIMIT_REACHED).
 */
export const PHONE_CODE_CAPS = { issuedPerDay: 10, failedPerDay: 15, windowMs: 24 * HOUR } as const
