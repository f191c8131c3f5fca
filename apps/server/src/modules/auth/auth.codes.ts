import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db, Tx } from '../../db/client.js'
import type { OneTimeCodePurpose } from '../../db/schema/index.js'
import { CODE_POLICY } from './auth.policy.js'
import * as q from './auth.queries.js'

/**
 * One-time codes (SECURITY.md): six digits from `crypto.randomInt`, stored only as a salted hash
 * bound to the player, the purpose and the target, so a row copied to another account or purpose
 * never matches. Six digits are a small space; what protects them is the short life (10 minutes),
 * the five attempts and the 60 s between codes, not the hash. The hash keeps codes off screens,
 * backups and replicas while they are live.
 */

export interface CodeBinding {
  playerId: number
  purpose: OneTimeCodePurpose
  /** The phone (digits) for phone_verify; the e-mail address for password_reset. */
  target: string | null
}

/** `digits` decimal digits from the CSPRNG, drawn six at a time (randomInt stops below 2^48). */
export function generateCode(digits: number = CODE_POLICY.digits): string {
  let code = ''
  while (code.length < digits) {
    const take = Math.min(6, digits - code.length)
    code += randomInt(0, 10 ** take)
      .toString()
      .padStart(take, '0')
  }
  return code
}

function digest(binding: CodeBinding, salt: string, code: string): Buffer {
  return createHash('sha256')
    .update([binding.playerId, binding.purpose, binding.target ?? '', salt, code].join('\u0000'))
    .digest()
}

export function hashCode(binding: CodeBinding, code: string): string {
  const salt = randomBytes(16).toString('hex')
  return `${salt}$${digest(binding, salt, code).toString('hex')}`
}

export function codeMatches(binding: CodeBinding, stored: string, code: string): boolean {
  const [salt, hex] = stored.split('$')
  if (!salt || !hex) return false
  const expected = Buffer.from(hex, 'hex')
  const actual = digest(binding, salt, code)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * A new code for a player and purpose; the previous live one is voided in the same transaction.
 * The caller holds the player row lock (`q.lockPlayer`), so two requests never both insert.
 */
export async function issueCode(
  tx: Tx,
  binding: CodeBinding,
  now: Date,
  shape: { digits: number; ttlMs: number } = { digits: CODE_POLICY.digits, ttlMs: CODE_POLICY.ttlMs },
): Promise<{ id: number; code: string }> {
  const code = generateCode(shape.digits)
  await q.voidLiveCodes(tx, binding.playerId, binding.purpose, now)
  const id = await q.insertCode(tx, {
    playerId: binding.playerId,
    purpose: binding.purpose,
    target: binding.target,
    codeHash: hashCode(binding, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + shape.ttlMs),
  })
  return { id, code }
}

/**
 * - `ok`: matches and is usable; the caller consumes it (or not, for a check-only step)
 * - `wrong`: does not match; the attempt was counted
 * - `exhausted`: did not match and that was the last allowed attempt; the code is now void
 * - `expired`: the live code is past its 10 minutes
 * - `none`: no live code (never sent, used, replaced, voided)
 */
export type CodeCheck = 'ok' | 'wrong' | 'exhausted' | 'expired' | 'none'

/**
 * Checks a code against the player's live code for the purpose and counts a wrong attempt. Runs in
 * the caller's transaction, which must commit even when the answer is a refusal: the service
 * decides inside the transaction and throws only after it, or the attempt would roll back.
 */
export async function checkCode(
  tx: Tx,
  binding: Omit<CodeBinding, 'target'> & { target?: string | null },
  code: string,
  now: Date,
): Promise<{ result: CodeCheck; row: q.CodeRow | null }> {
  const row = await q.findLiveCodeForUpdate(tx, binding.playerId, binding.purpose)
  if (!row) return { result: 'none', row }
  if (row.expiresAt.getTime() <= now.getTime()) return { result: 'expired', row }
  const bound: CodeBinding = { playerId: row.playerId, purpose: row.purpose, target: row.target }
  const sameTarget = binding.target === undefined || binding.target === row.target
  if (sameTarget && codeMatches(bound, row.codeHash, code)) return { result: 'ok', row }
  const attempts = row.attempts + 1
  if (attempts >= CODE_POLICY.maxAttempts) {
    await q.updateCode(tx, row.id, { attempts, voidedAt: now })
    return { result: 'exhausted', row }
  }
  await q.updateCode(tx, row.id, { attempts })
  return { result: 'wrong', row }
}

/**
 * The owner's long recovery code (docs/accounts.md "Recovery caps"): matched without counting a
 * wrong attempt, so nobody can void it by guessing; 10^16 codes leave guessing nothing to gain.
 */
export async function checkOwnerCode(
  tx: Tx,
  playerId: number,
  code: string,
  now: Date,
): Promise<q.CodeRow | null> {
  const row = await q.findLiveCodeForUpdate(tx, playerId, 'password_reset_owner')
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null
  const bound: CodeBinding = { playerId: row.playerId, purpose: row.purpose, target: row.target }
  return codeMatches(bound, row.codeHash, code) ? row : null
}

export async function consumeCode(tx: Tx, id: number, now: Date): Promise<void> {
  await q.updateCode(tx, id, { consumedAt: now })
}

/**
 * Issues a code unless the last one for the same player and purpose is younger than the resend
 * interval (spec §4's 60 s, enforced here so a client timer cannot be bypassed). The caller holds
 * the player row lock.
 */
export async function issueCodeIfDue(
  tx: Tx,
  binding: CodeBinding,
  now: Date,
): Promise<{ issued: { id: number; code: string } } | { retryAt: Date }> {
  const recent = await q.findCodeIssuedSince(
    tx,
    binding.playerId,
    binding.purpose,
    new Date(now.getTime() - CODE_POLICY.resendMs),
  )
  if (recent) return { retryAt: new Date(recent.createdAt.getTime() + CODE_POLICY.resendMs) }
  return { issued: await issueCode(tx, binding, now) }
}

/** Forgets a code that never reached the player (the SMS failed), so a retry is not held back 60 s. */
export function discardCode(db: Db | Tx, id: number): Promise<void> {
  return q.deleteCode(db, id)
}
