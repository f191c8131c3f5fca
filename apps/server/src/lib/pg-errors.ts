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

/**
 * PgBouncer's refusals that come before any server connection is lent (docs/operations.md "The
 * chaos run"): PostgreSQL restarting behind it, its pool's wait run out, its client limit. The
 * query never reached PostgreSQL.
 */
const POOLER_REFUSAL = /server_login_retry|cannot connect to server|query_wait_timeout|max_client_conn/

/**
 * Whether the database could not be reached at all for this statement: the pooler or PostgreSQL
 * refused the connection (ECONNREFUSED), PostgreSQL is starting or stopping (57P03) or full
 * (53300), PgBouncer refused before lending a server, or the pool's wait for a connection ran out.
 * Nothing was sent, so the request may be answered as the documented "busy, try again" (503
 * SERVER_BUSY) rather than a 500 that leaves the client not knowing. A connection that broke
 * during a statement is not this (`databaseConnectionLost`).
 */
export function databaseUnreachable(error: unknown): boolean {
  let e: unknown = error
  for (let depth = 0; e && depth < 5; depth++) {
    const c = e as { code?: unknown; message?: unknown; cause?: unknown }
    const message = typeof c.message === 'string' ? c.message : ''
    if (c.code === 'ECONNREFUSED' || c.code === '57P03' || c.code === '53300') return true
    if (c.code === '08P01' && POOLER_REFUSAL.test(message)) return true
    if (message === 'timeout exceeded when trying to connect') return true
    e = c.cause
  }
  return false
}

/**
 * node-postgres's and PostgreSQL's words for a connection that broke under a statement: the
 * server or PgBouncer went away (terminated, reset, a broken pipe, PgBouncer's "server conn
 * crashed?"), or PostgreSQL ended the backend (57P01 admin shutdown, 57P02 crash shutdown) or lost
 * it (08006, 08003).
 */
const LOST = /^Connection terminated|server closed the connection unexpectedly|^server conn crashed/
const LOST_CODES = new Set(['ECONNRESET', 'EPIPE', '57P01', '57P02', '08006', '08003'])

/**
 * Whether the database connection broke while a statement was under way (docs/operations.md "The
 * chaos run"). What was sent may have been done: a read answers SERVER_BUSY (nothing changed, try
 * again), a write OUTCOME_UNKNOWN (check before trying again), both 503s the API documents.
 */
export function databaseConnectionLost(error: unknown): boolean {
  let e: unknown = error
  for (let depth = 0; e && depth < 5; depth++) {
    const c = e as { code?: unknown; message?: unknown; cause?: unknown }
    const message = typeof c.message === 'string' ? c.message : ''
    if (typeof c.code === 'string' && LOST_CODES.has(c.code)) return true
    if (LOST.test(message)) return true
    e = c.cause
  }
  return false
}
