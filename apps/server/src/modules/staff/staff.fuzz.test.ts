import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { STAFF_ROLES } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffMember } from '../../test/staff.js'

/*
 * The staff write endpoints under random and near-valid input (docs/backoffice.md): every answer is
 * a 2xx or a 4xx, never a 5xx, and a refused body creates no staff member and no staff session.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000000', AUTH_ADDRESS_BUDGET: '100000000' })
let admin: { id: number; token: string }
let target: { id: number }

beforeAll(async () => {
  admin = await staffMember(t.app, ['admin'], 'fuzzboss1')
  target = await staffMember(t.app, ['support'], 'fuzztarget1')
})

const weird = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.stringMatching(/^\d{1,8}$/),
  fc.stringMatching(/^[A-Za-z0-9-]{1,24}$/),
  fc.constantFrom('', ' ', '\u0000', '__proto__', 'constructor', '1e309', '<script>', '000000'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.constantFrom(...STAFF_ROLES, 'owner', ''), fc.jsonValue()), { maxLength: 10 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
)
const keys = ['username', 'password', 'code', 'enrolToken', 'roles', 'active', '__proto__', 'extra']
const body = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.dictionary(fc.constantFrom(...keys), weird, { maxKeys: 5 }),
  fc.record({
    username: fc.oneof(fc.stringMatching(/^[a-z0-9]{5,12}$/), weird),
    password: fc.oneof(fc.stringMatching(/^[\w-]{12,20}$/), weird),
    roles: fc.oneof(fc.subarray([...STAFF_ROLES], { minLength: 1 }), weird),
  }),
)

const endpoints = () => [
  { url: '/api/backoffice/auth/login', token: undefined },
  { url: '/api/backoffice/auth/enrol', token: undefined },
  { url: '/api/backoffice/staff', token: admin.token },
  { url: `/api/backoffice/staff/${target.id}/roles`, token: admin.token },
  { url: `/api/backoffice/staff/${target.id}/active`, token: admin.token },
  { url: '/api/backoffice/staff/abc/roles', token: admin.token },
  { url: '/api/backoffice/staff/99999999999999999999/active', token: admin.token },
]

async function counts() {
  const [row] = await rows<{ staff: number; sessions: number }>(
    t.app,
    sql`select (select count(*)::int from staff) as staff, (select count(*)::int from staff_sessions) as sessions`,
  )
  return { staff: Number(row!.staff), sessions: Number(row!.sessions) }
}

describe('staff write endpoints under random input (fast-check)', () => {
  it(
    'answer 2xx or 4xx, never 5xx; a refusal creates no staff member or session',
    { timeout: 300_000 },
    async () => {
      const failures: string[] = []
      for (const endpoint of endpoints()) {
        await fc.assert(
          fc.asyncProperty(body, fc.constantFrom('tr', 'en'), async (payload, locale) => {
            const before = await counts()
            const res = await t.app.inject({
              method: 'POST',
              url: endpoint.url,
              headers: {
                'content-type': 'application/json',
                'x-locale': locale,
                ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
              },
              payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
            })
            if (res.statusCode >= 500)
              failures.push(`${endpoint.url} ${res.statusCode} ${res.body.slice(0, 160)}`)
            if (res.statusCode >= 400) {
              const after = await counts()
              if (after.staff !== before.staff || after.sessions !== before.sessions)
                failures.push(`${endpoint.url} ${res.statusCode} wrote rows`)
              expect(res.json()).toMatchObject({ success: false })
            }
            return res.statusCode < 500
          }),
          { numRuns: 60 },
        )
      }
      expect(failures).toEqual([])
      // The admin's own account stays as it was: the target's changes never touched it.
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/backoffice/auth/me',
            headers: { authorization: `Bearer ${admin.token}` },
          })
        ).statusCode,
      ).toBe(200)
    },
  )
})
