import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { RG_LIMIT_KINDS } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player, type TestPlayer } from '../../test/players.js'
import { codeOf, placeBet } from '../../test/wagering.js'
import { isPlainBet, plainBetSql, readGate } from './protection-guard.js'

/*
 * The player-protection checks are written twice: `isPlainBet` for `placeBet`'s gate and
 * `plainBetSql` for the wallet's one-statement bet, which moves a stake only when it holds
 * (docs/wallet.md "Wagering"). Every limit kind the contract lists, a time-out, an exclusion and a
 * staff role go through both and through the general path's checks: the two must agree, and a bet
 * the general path refuses must never be plain. A new limit kind that refuses bets without a flag
 * the fast path reads fails here. On PGlite and PostgreSQL (TEST_DATABASE_URL).
 */

const t = useTestApp()
let n = 0

/** A signed-up player with ₺1 000 of cash. */
type Player = TestPlayer<{ signUp: string }>

const setLimit = async (p: Player, kind: string, amount: number) => {
  const res = await p.http.post('customer/rg/limits', { kind, period: 'day', amount }, { token: p.token })
  expect(res.statusCode).toBe(200)
}
async function settings(p: Player, set: ReturnType<typeof sql>) {
  await t.app.db.execute(
    sql`insert into rg_settings (player_id, updated_at) values (${p.id}, now()) on conflict do nothing`,
  )
  await t.app.db.execute(sql`update rg_settings set ${set} where player_id = ${p.id}`)
}
/** A time `hours` from the app's clock (the gate reads it, not the database's). */
const at = (hours: number) => new Date(t.app.clock.now() + hours * 3_600_000).toISOString()

/** Each case sets one thing up on a fresh player. */
const cases: Array<[string, (p: Player) => Promise<unknown>]> = [
  ['nothing set', async () => {}],
  // The smallest limit of each kind: a whole minute for session time, a kuruş for money.
  ...RG_LIMIT_KINDS.map((kind): [string, (p: Player) => Promise<unknown>] => [
    `a ${kind} limit`,
    (p) => setLimit(p, kind, kind === 'session' ? 1 : 0.01),
  ]),
  ['a time-out in force', (p) => p.http.post('customer/rg/timeout', { period: '24h' }, { token: p.token })],
  ['a time-out over', (p) => settings(p, sql`timeout_until = ${at(-1)}::timestamptz`)],
  ['an exclusion in force', (p) => settings(p, sql`exclusion_started_at = ${at(-24)}::timestamptz`)],
  [
    'an exclusion lifted',
    (p) =>
      settings(
        p,
        sql`exclusion_started_at = ${at(-24 * 9)}::timestamptz, exclusion_lifts_at = ${at(-24)}::timestamptz`,
      ),
  ],
  ['a trader', (p) => t.app.db.execute(sql`update players set role = 'trader' where id = ${p.id}`)],
  // The back office's block of bets (docs/backoffice.md "The player page").
  ['bets blocked', (p) => t.app.db.execute(sql`update players set blocked_bets = true where id = ${p.id}`)],
  [
    'deposits and withdrawals blocked',
    (p) =>
      t.app.db.execute(
        sql`update players set blocked_deposits = true, blocked_withdrawals = true where id = ${p.id}`,
      ),
  ],
]

describe('protection checks: the one-statement bet and the guard agree', () => {
  it.each(cases)('%s', async (_name, setUp) => {
    const p = await player(t.app, { signUp: `pg${Date.now().toString(36)}${n++}`, cash: 100_000n })
    await setUp(p)
    const now = t.app.clock.now()
    const gate = await readGate(t.app.db, p.id)
    const [row] = await rows<{ plain: boolean }>(
      t.app,
      sql`select exists (select 1 from players p left join rg_settings s on s.player_id = p.id
                          where p.id = ${p.id} and ${plainBetSql(sql`${new Date(now).toISOString()}::timestamptz`)}) as plain`,
    )
    const plain = isPlainBet(gate, now)
    expect(row!.plain).toBe(plain)
    // A stake of 1 TL through the general path, with every check of the gate.
    const refused = await codeOf(
      placeBet(
        { db: t.app.db, clock: t.app.clock, events: t.app.events },
        {
          provider: 'galata',
          txId: `pg-${p.id}`,
          playerId: p.id,
          roundId: `pg-${p.id}`,
          gameCode: null,
          amount: 100n,
          currency: 'TRY',
        },
      ).then(() => 'OK'),
    )
    if (refused !== 'OK') expect(plain).toBe(false)
  })
})
