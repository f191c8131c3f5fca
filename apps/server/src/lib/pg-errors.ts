/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. Both
 * drivers (node-postgres, PGlite) put `code` and `constraint` on their error; Drizzle wraps it in
 * `cause`, so the chain is walked.
 */
export function uniqueViolation(error: unknown): string | null {
  let e: unknown = error
  for (let depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : ''
    e = candidate.cause
  }
  return null
}

/**
 * Whether PostgreSQL rolled the whole transaction back because of another one: a deadlock
 * (40P01) or a serialization failure (40001). Nothing of it happened, so running it again is safe
 * (docs/wallet.md "Deadlocks").
 */
export function retryableConflict(error: unknown): boolean {
  let e: unknown = error
  for (let depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (code === '40P01' || code === '40001') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
