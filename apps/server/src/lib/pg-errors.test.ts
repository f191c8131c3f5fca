import { describe, expect, it } from 'vitest'
import { databaseConnectionLost, databaseUnreachable } from './pg-errors.js'

/** Drizzle wraps the driver's error in `cause`, as a failed query meets it in a handler. */
const wrapped = (cause: object) =>
  Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error(''), cause) })

describe('databaseUnreachable (docs/operations.md "The chaos run")', () => {
  it('is true when nothing reached PostgreSQL: refused, starting up, pooler refusals', () => {
    expect(
      databaseUnreachable(wrapped({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:6432' })),
    ).toBe(true)
    expect(
      databaseUnreachable(wrapped({ code: '57P03', message: 'the database system is starting up' })),
    ).toBe(true)
    expect(
      databaseUnreachable(
        wrapped({
          code: '08P01',
          message: 'server login has been failing, try again later (server_login_retry)',
        }),
      ),
    ).toBe(true)
    expect(databaseUnreachable(wrapped({ code: '08P01', message: 'query_wait_timeout' }))).toBe(true)
    expect(databaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('is false when the statement may have run: a connection lost mid-way, a shutdown, other errors', () => {
    expect(databaseUnreachable(wrapped({ message: 'Connection terminated unexpectedly' }))).toBe(false)
    expect(
      databaseUnreachable(
        wrapped({ code: '57P01', message: 'terminating connection due to administrator command' }),
      ),
    ).toBe(false)
    expect(databaseUnreachable(wrapped({ code: '08P01', message: 'server conn crashed?' }))).toBe(false)
    expect(databaseUnreachable(wrapped({ code: '23505', message: 'duplicate key' }))).toBe(false)
    expect(databaseUnreachable(null)).toBe(false)
  })
})

describe('databaseConnectionLost (docs/operations.md "The chaos run")', () => {
  it('is true when the connection broke under a statement', () => {
    expect(databaseConnectionLost(wrapped({ message: 'Connection terminated unexpectedly' }))).toBe(true)
    expect(
      databaseConnectionLost(
        wrapped({ code: '57P01', message: 'terminating connection due to administrator command' }),
      ),
    ).toBe(true)
    expect(databaseConnectionLost(wrapped({ code: 'ECONNRESET', message: 'read ECONNRESET' }))).toBe(true)
    expect(databaseConnectionLost(wrapped({ code: '08P01', message: 'server conn crashed?' }))).toBe(true)
  })

  it('is false for what the database answered and for what never reached it', () => {
    expect(databaseConnectionLost(wrapped({ code: '23505', message: 'duplicate key' }))).toBe(false)
    expect(databaseConnectionLost(wrapped({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }))).toBe(
      false,
    )
    expect(databaseConnectionLost(null)).toBe(false)
  })
})
