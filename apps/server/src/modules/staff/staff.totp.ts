import { createHash, randomBytes, randomInt } from 'node:crypto'
import { RECOVERY_CODE_ALPHABET, STAFF_POLICY } from '@galata/contract'
import { Secret, TOTP } from 'otpauth'

/*
 * RFC 6238 time-based codes through the otpauth library (docs/backoffice.md "Two-factor"): the
 * library computes and compares the HMAC; this file only fixes the parameters and the replay rule.
 */

const { period, digits, algorithm, issuer, secretBytes } = STAFF_POLICY.totp

function totpOf(secret: string, label = 'staff'): TOTP {
  return new TOTP({ issuer, label, algorithm, digits, period, secret: Secret.fromBase32(secret) })
}

/** A new secret of 160 bits from the OS CSPRNG (RFC 4226 §4 recommends at least that), in base32. */
export function newTotpSecret(): string {
  return new Secret({ buffer: randomBytes(secretBytes).buffer }).base32
}

/** The `otpauth://totp/…` URI an authenticator app reads from a QR code. */
export function otpauthUrl(secret: string, username: string): string {
  return totpOf(secret, username).toString()
}

/** The time step of an instant (RFC 6238 T). */
export function totpStep(now: number): number {
  return Math.floor(now / 1000 / period)
}

/**
 * The time step the code belongs to when it is right within one step either side of `now` and later
 * than `lastStep` (a code, once used, never signs in again: RFC 6238 §5.2); null otherwise.
 */
export function acceptTotp(
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: STAFF_POLICY.totpWindow })
  if (delta === null) return null
  const step = totpStep(now) + delta
  if (lastStep !== null && step <= lastStep) return null
  return step
}

/**
 * Recovery codes: sixteen characters of a 31-letter alphabet (~79 bits each), shown as
 * `xxxx-xxxx-xxxx-xxxx`. That much chance lets a plain SHA-256 store them (like session tokens):
 * nobody can search the space, and checking a code costs no argon2 work an attacker could demand.
 */
export function newRecoveryCodes(count: number = STAFF_POLICY.recoveryCodes): string[] {
  return Array.from({ length: count }, () => {
    let s = ''
    for (let i = 0; i < 16; i++) s += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]
    return s.match(/.{4}/g)!.join('-')
  })
}

/** A recovery code as stored: SHA-256 of the member's id and the code without dashes, in lower case. */
export function hashRecoveryCode(staffId: number, code: string): string {
  return createHash('sha256')
    .update(`staff:${staffId}:${code.replaceAll('-', '').toLowerCase()}`)
    .digest('hex')
}

export function isTotpShape(code: string): boolean {
  return /^\d{6}$/.test(code)
}
