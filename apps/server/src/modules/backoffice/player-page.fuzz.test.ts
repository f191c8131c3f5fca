import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PLAYER_TAGS } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { staffMember } from '../../test/staff.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'

/*
 * The player page's write endpoints under random and near-valid input (docs/backoffice.md "The
 * player page"): every answer is a 2xx or a 4xx, never a 5xx; a refusal writes no note, no tag, no
 * block and no audit row; the audit chain is sound afterwards.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000000' })
let admin: string
let target: number

beforeAll(async () => {
  admin = (await staffMember(t.app, ['admin'], 'fuzzpage1')).token
  target = (await player(t.app)).id
})

const weird = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '__proto__',
    'constructor',
    '1e309',
    '<script>',
    'x'.repeat(2001),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.constantFrom(...PLAYER_TAGS, 'owner', ''), fc.jsonValue()), { maxLength: 10 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
)
const keys = ['text', 'tags', 'deposits', 'withdrawals', 'bets', 'reason', '__proto__', 'extra']
const body = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.dictionary(fc.constantFrom(...keys), weird, { maxKeys: 5 }),
  fc.record({ text: fc.oneof(fc.string({ minLength: 3, maxLength: 60 }), weird) }),
  fc.record({ tags: fc.oneof(fc.subarray([...PLAYER_TAGS]), weird) }),
  fc.record(
    {
      deposits: fc.oneof(fc.boolean(), weird),
      withdrawals: fc.oneof(fc.boolean(), weird),
      bets: fc.oneof(fc.boolean(), weird),
      reason: fc.oneof(fc.string({ minLength: 3, maxLength: 40 }), weird),
    },
    { requiredKeys: [] },
  ),
)

const endpoints = () => [
  { method: 'POST' as const, url: `/api/backoffice/players/${target}/notes` },
  { method: 'PUT' as const, url: `/api/backoffice/players/${target}/tags` },
  { method: 'PUT' as const, url: `/api/backoffice/players/${target}/blocks` },
  { method: 'POST' as const, url: `/api/backoffice/players/${target}/sessions/end` },
  { method: 'POST' as const, url: '/api/backoffice/players/abc/notes' },
  { method: 'PUT' as const, url: '/api/backoffice/players/99999999999999999999/blocks' },
  { method: 'PUT' as const, url: '/api/backoffice/players/999999999/tags' },
]

async function state() {
  const [row] = await rows<Record<string, unknown>>(
    t.app,
    sql`select (select count(*)::int from player_notes) as notes, (select count(*)::int from audit_log) as audit,
               (select tags::text || blocked_deposits::text || blocked_withdrawals::text || blocked_bets::text
                  from players where id = ${target}) as player`,
  )
  return row!
}

describe('player page write endpoints under random input (fast-check)', () => {
  it('answer 2xx or 4xx, never 5xx; a refusal writes nothing', { timeout: 300_000 }, async () => {
    const failures: string[] = []
    for (const endpoint of endpoints()) {
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom('tr', 'en'), async (payload, locale) => {
          const before = await state()
          const res = await t.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: {
              'content-type': 'application/json',
              'x-locale': locale,
              authorization: `Bearer ${admin}`,
            },
            payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
          })
          if (res.statusCode >= 500)
            failures.push(`${endpoint.url} ${res.statusCode} ${res.body.slice(0, 160)}`)
          if (res.statusCode >= 400) {
            expect(await state()).toEqual(before)
            expect(res.json()).toMatchObject({ success: false })
          }
          return res.statusCode < 500
        }),
        { numRuns: 50 },
      )
    }
    expect(failures).toEqual([])
    expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
  })
})
