import type { Db, Tx } from '../../db/client.js'
import type { ThrottleScope } from '../../db/schema/index.js'
import type { ThrottleRule } from './auth.policy.js'
import * as q from './auth.queries.js'

/**
 * Failure throttling kept in the database (auth_throttle), so every instance sees the same counts.
 * The HTTP rate limit (@fastify/rate-limit, per instance and per minute) is a separate, coarser guard.
 */

export interface ThrottleKey {
  scope: ThrottleScope
  key: string
}

/** The latest lock among the keys that still holds at `now`, or null. */
export async function activeLock(db: Db | Tx, keys: ThrottleKey[], now: Date): Promise<Date | null> {
  const rows = await q.findThrottles(db, keys)
  let until: Date | null = null
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now && (!until || row.lockedUntil > until))
      until = row.lockedUntil
  }
  return until
}

/** Counts a failure; answers true when this failure started a lock. */
export async function countFailure(
  db: Db | Tx,
  key: ThrottleKey,
  now: Date,
  rule: ThrottleRule,
): Promise<boolean> {
  const row = await q.recordThrottleFailure(db, key.scope, key.key, now, rule)
  return row.failedCount === rule.limit && row.lockedUntil !== null
}

export function clearFailures(db: Db | Tx, key: ThrottleKey): Promise<void> {
  return q.clearThrottle(db, key.scope, key.key)
}

/** Whole seconds from `now` to `until`, at least 1 (what Retry-After and `retryAfter` carry). */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
}
