import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BONUS_GRANT_REASONS, CORRECTION_REASONS } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { staffLogin, staffMember } from '../../test/staff.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { checkLedger } from '../wallet/index.js'

/*
 * The four-eyes and audit routes (docs/backoffice.md) under random input, as src/test/all-routes.fuzz
 * does for every route but aimed: bodies that are nearly valid (real players, real actions, amounts
 * around the balance and the limits, reasons and notes with hostile text), as two finance operators,
 * a support agent and a CRM operator (bonus grants). No answer may be a 5xx; the ledger balances and the chain holds afterwards.
 */

const ADMIN = { username: 'fuzzadmin4', password: 'fuzz-admin-password-4' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '100000000',
})
let tokens: string[] = []
const playerIds: number[] = []

beforeAll(async () => {
  const admin = await staffLogin(t.app, ADMIN)
  const ops: string[] = []
  for (const [n, role] of [
    ['fuzzfin4a', 'finance'],
    ['fuzzfin4b', 'finance'],
    ['fuzzsup4c', 'support'],
    ['fuzzcrm4d', 'crm'],
  ] as const) {
    ops.push((await staffMember(t.app, [role], n)).token)
  }
  tokens = [admin, ...ops]
  for (const cash of [0n, 1n, 10_000n]) playerIds.push((await player(t.app, { cash })).id)
  playerIds.push((await player(t.app, { bonus: 5_000n })).id)
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).ok).toBe(true)
  expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
})

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    'x'.repeat(600),
    'Çağrı şöyle',
    '%',
    '_',
    "'; drop table x; --",
  ),
)
const anyValue = fc.oneof(
  hostile,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
)

describe('four-eyes routes under random input', () => {
  it('never answer a 5xx', { timeout: 300_000 }, async () => {
    const failures: string[] = []
    const actionIds = async () =>
      (
        await rows<{ id: string }>(t.app, sql`select id::text from pending_actions order by id desc limit 5`)
      ).map((r) => Number(r.id))
    const correction = fc.record(
      {
        playerId: fc.oneof(fc.constantFrom(...playerIds), fc.integer(), anyValue),
        balance: fc.oneof(fc.constantFrom('cash', 'bonus'), anyValue),
        amount: fc.oneof(
          fc.constantFrom(
            -100,
            -0.01,
            0.01,
            1,
            50,
            99.99,
            100,
            1_000_000,
            -1_000_000,
            1_000_000.01,
            1e308,
            -0,
          ),
          fc.double(),
          fc.integer({ min: -20_000, max: 20_000 }).map((k) => k / 100),
          anyValue,
        ),
        reason: fc.oneof(fc.constantFrom(...CORRECTION_REASONS), anyValue),
        note: fc.oneof(fc.constant('Denetim notu'), hostile, anyValue),
      },
      { requiredKeys: [] },
    )
    const check = async (method: 'GET' | 'POST', url: string, payload: unknown, token: string) => {
      let res
      try {
        res = await t.app.inject({
          method,
          url: `/api/${url}`,
          headers: {
            authorization: `Bearer ${token}`,
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(method === 'POST'
            ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }
            : {}),
        })
      } catch (error) {
        failures.push(`${method} ${url} → threw ${String(error).slice(0, 200)}`)
        return false
      }
      if (res.statusCode >= 500)
        failures.push(
          `${method} ${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
        )
      return res.statusCode < 500
    }
    await fc.assert(
      fc.asyncProperty(correction, fc.constantFrom(0, 1, 2, 3), async (body, who) =>
        check('POST', 'backoffice/corrections', body, tokens[who]!),
      ),
      { numRuns: 150 },
    )
    const bonusGrant = fc.record(
      {
        playerId: fc.oneof(fc.constantFrom(...playerIds), fc.integer(), anyValue),
        amount: fc.oneof(
          fc.constantFrom(0, 0.01, 1, 100, 50_000, 50_000.01, -5, 1e308),
          fc.double(),
          anyValue,
        ),
        wageringMultiplier: fc.oneof(fc.constantFrom(0, 1, 35, 50, 51, 1.5), anyValue),
        validDays: fc.oneof(fc.constantFrom(0, 1, 7, 90, 91), anyValue),
        reason: fc.oneof(fc.constantFrom(...BONUS_GRANT_REASONS), anyValue),
        note: fc.oneof(fc.constant('Şikâyet çözümü'), hostile, anyValue),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(bonusGrant, fc.constantFrom(0, 1, 3, 4), async (body, who) =>
        check('POST', 'backoffice/bonus-grants', body, tokens[who]!),
      ),
      { numRuns: 100 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant('known'), fc.constantFrom('0', '-1', '1e3', '99999999999999999999', 'x', '%00')),
        fc.constantFrom('approve', 'reject'),
        fc.oneof(fc.record({ note: fc.oneof(hostile, anyValue) }, { requiredKeys: [] }), anyValue),
        fc.constantFrom(0, 1, 2, 3, 4),
        async (id, verb, body, who) => {
          const known = await actionIds()
          const target = id === 'known' ? String(known[0] ?? 1) : id
          return check('POST', `backoffice/actions/${target}/${verb}`, body, tokens[who]!)
        },
      ),
      { numRuns: 120 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('staff', 'player', 'action', 'from', 'to', 'skip', 'take', 'status', 'kind', 'x'),
          fc.oneof(
            hostile,
            fc.integer().map(String),
            fc.constantFrom('backoffice.*', '2026-02-30', '2026-11-29'),
          ),
          { maxKeys: 4 },
        ),
        fc.constantFrom('backoffice/audit', 'backoffice/actions'),
        async (q, path) =>
          check('GET', `${path}?${new URLSearchParams(q).toString()}`, undefined, tokens[0]!),
      ),
      { numRuns: 80 },
    )
    expect(failures).toEqual([])
  })
})
