import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { staffMember } from '../../test/staff.js'

/*
 * POST backoffice/rg/flags/:id/review under random and near-valid input (docs/backoffice.md
 * "Responsible-gaming flags"): every answer is a 2xx or a 4xx, never a 5xx; a refusal reviews no
 * flag and writes no audit row; the audit chain holds afterwards.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000000' })
let risk: string
const flagIds: number[] = []

beforeAll(async () => {
  risk = (await staffMember(t.app, ['risk'], 'rgfuzzrisk1')).token
  // Open flags to review: many, so a valid body finds an open one for a while.
  for (let i = 0; i < 40; i++) {
    const p = await player(t.app)
    const [row] = await rows<{ id: string }>(
      t.app,
      sql`insert into rg_flags (player_id, rule, details, raised_at)
          values (${p.id}, 'long_session', '{}'::jsonb, now()) returning id::text`,
    )
    flagIds.push(Number(row!.id))
  }
})

const weird = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 990, maxLength: 1100 }),
  fc.constantFrom('', ' ', '\u0000', '\uD800', '__proto__', 'constructor', '<script>', '   \n  '),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
)
const body = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.dictionary(fc.constantFrom('note', 'status', '__proto__', 'extra'), weird, { maxKeys: 3 }),
  fc.record({ note: fc.oneof(fc.stringMatching(/^[\w .,-]{1,40}$/), weird) }),
)
const id = fc.oneof(
  fc.constantFrom('0', '-1', 'abc', '1e3', '99999999999999999999', '1.5', '%00'),
  fc.integer({ min: 1, max: 1_000_000 }).map(String),
)

async function counts() {
  const [row] = await rows<{ reviewed: number; audit: number }>(
    t.app,
    sql`select (select count(*)::int from rg_flags where status = 'reviewed') as reviewed,
               (select count(*)::int from audit_log where action = 'backoffice.rg_flag.reviewed') as audit`,
  )
  return { reviewed: Number(row!.reviewed), audit: Number(row!.audit) }
}

describe('the flag review under random input (fast-check)', () => {
  it(
    'answers 2xx or 4xx, never 5xx; a refusal reviews nothing and audits nothing',
    { timeout: 300_000 },
    async () => {
      const failures: string[] = []
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(id, fc.constantFrom(...flagIds).map(String)),
          body,
          fc.constantFrom('tr', 'en'),
          async (flag, payload, locale) => {
            const before = await counts()
            const res = await t.app.inject({
              method: 'POST',
              url: `/api/backoffice/rg/flags/${flag}/review`,
              headers: {
                'content-type': 'application/json',
                'x-locale': locale,
                authorization: `Bearer ${risk}`,
              },
              payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
            })
            if (res.statusCode >= 500) failures.push(`${flag} ${res.statusCode} ${res.body.slice(0, 160)}`)
            const after = await counts()
            if (res.statusCode >= 400) {
              if (after.reviewed !== before.reviewed || after.audit !== before.audit)
                failures.push(`${flag} ${res.statusCode} wrote rows`)
              expect(res.json()).toMatchObject({ success: false })
            } else if (after.reviewed !== before.reviewed + 1 || after.audit !== before.audit + 1)
              failures.push(`${flag} ${res.statusCode} reviewed without its audit row`)
            return res.statusCode < 500
          },
        ),
        { numRuns: 150 },
      )
      expect(failures).toEqual([])
      expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
    },
  )
})
