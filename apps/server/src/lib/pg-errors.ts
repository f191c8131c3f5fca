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
