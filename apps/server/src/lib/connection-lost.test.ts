import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../test/helper.js'
import { launchedPlayer } from '../test/originals.js'
import { checkLedger } from '../modules/wallet/index.js'

/*
 * docs/operations.md "The chaos run": a database connection that breaks while a statement runs (the
 * pooler or PostgreSQL going away) answers a documented 503, never a 500. A read did nothing and
 * answers SERVER_BUSY; a write may have been done and answers OUTCOME_UNKNOWN. The break is real:
 * another session holds a table lock the request's statement waits for, and PostgreSQL ends the
 * waiting backend (pg_terminate_backend, the 57P01 a restart sends). PostgreSQL only: PGlite has no
 * second session to lock or terminate from.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const t = useTestApp({ RATE_LIMIT_MAX: '100000' })

/** Another session on the test's database: it holds the locks and ends the waiting backend. */
let admin: pg.Client | undefined
beforeAll(async () => {
  if (!onPostgres) return
  admin = new pg.Client({ connectionString: t.databaseUrl })
  await admin.connect()
})
afterAll(async () => {
  await admin?.end()
  if (t.app) expect((await checkLedger(t.app.db)).problems).toEqual([])
})

/** Holds `table` in an access-exclusive lock and answers its release. */
async function lock(table: string): Promise<() => Promise<void>> {
  await admin!.query('begin')
  await admin!.query(`lock table ${table} in access exclusive mode`)
  return async () => {
    await admin!.query('rollback')
  }
}

/** Ends every backend of this database that waits for a lock (the request's), once one does. */
async function terminateWaiting(): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const { rows } = await admin!.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    )
    if (rows.length) {
      for (const { pid } of rows) await admin!.query('select pg_terminate_backend($1)', [pid])
      return rows.length
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('no request waited for the lock')
}

/** GET user/balance as the player, in `locale`. */
const balance = (token: string, locale = 'tr') =>
  t.app.inject({
    method: 'GET',
    url: '/api/user/balance',
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale },
  })

describe.skipIf(!onPostgres)('a database connection lost under a statement', () => {
  it('a read answers 503 SERVER_BUSY, in the player’s language', async () => {
    const p = await launchedPlayer(t.app, 81, 100, 'galata-coinflip')
    const release = await lock('accounts')
    const answer = balance(p.token, 'en')
    expect(await terminateWaiting()).toBeGreaterThan(0)
    await release()
    const res = await answer
    expect(res.statusCode, res.body).toBe(503)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'SERVER_BUSY',
      message: 'We are very busy right now. Please try again in a few seconds.',
    })
    expect(res.headers['retry-after']).toBeDefined()
    // The pool dropped the broken connection: the next read is answered.
    const again = await balance(p.token)
    expect(again.statusCode, again.body).toBe(200)
  })

  it('a write answers 503 OUTCOME_UNKNOWN: it may have been done, so check before sending it again', async () => {
    const p = await launchedPlayer(t.app, 82, 100, 'galata-coinflip')
    const release = await lock('ledger_entries')
    const answer = t.app.inject({
      method: 'POST',
      url: '/api/originals/galata-coinflip/bet',
      headers: { 'x-game-token': p.gameToken, 'content-type': 'application/json', 'x-locale': 'tr' },
      payload: JSON.stringify({ stake: 1.5, side: 'heads' }),
    })
    expect(await terminateWaiting()).toBeGreaterThan(0)
    await release()
    const res = await answer
    expect(res.statusCode, res.body).toBe(503)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'OUTCOME_UNKNOWN',
      message:
        'Bağlantı işlem sırasında koptu; işleminiz tamamlanmış olabilir. Tekrar denemeden önce lütfen bakiyenizi ve geçmişinizi kontrol edin.',
    })
    // Here the statement was cut before its commit, so nothing was taken.
    const after = await balance(p.token)
    expect(after.json<{ data: { balance: number } }>().data.balance).toBe(100)
  })
})
