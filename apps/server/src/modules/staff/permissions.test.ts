import { beforeAll, describe, expect, it } from 'vitest'
import type { STAFF_PERMISSIONS } from '@galata/contract'
import { apiRoutes, STAFF_ROLES, staffCan, type RouteSpec, type StaffRole } from '@galata/contract'
import { api } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { staffMember } from '../../test/staff.js'

/*
 * The permission matrix (docs/backoffice.md "Permissions"): every back-office route of the route
 * table × every role, one staff member per role, against the contract's STAFF_PERMISSIONS. A role
 * the matrix allows is never refused by the guard (its answer may still be a 400 or a 404 for the
 * dummy request); any other role gets 403 FORBIDDEN. A player's token and no token get 401.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000' })

type Entry = [key: string, spec: RouteSpec & { auth: { staff: keyof typeof STAFF_PERMISSIONS } }]
const staffRoutes = (Object.entries(apiRoutes) as [string, RouteSpec][]).filter(
  (e): e is Entry => typeof e[1].auth === 'object',
)
// Signing out ends the session the walk uses: it goes last.
staffRoutes.sort(
  (a, b) => Number(a[0] === 'backoffice/auth/logout') - Number(b[0] === 'backoffice/auth/logout'),
)

const members = new Map<StaffRole, { token: string; username: string; password: string }>()
let playerToken: string

beforeAll(async () => {
  for (const role of STAFF_ROLES) members.set(role, await staffMember(t.app, [role], `matrix${role}`))
  playerToken = (await player(t.app, { signUp: 'matrix1' })).token
})

function request(spec: RouteSpec, token?: string) {
  const url = spec.path.replace(/:[a-z]+/gi, '999999')
  return t.app.inject({
    method: spec.method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(spec.body === null ? {} : { 'content-type': 'application/json' }),
    },
    ...(spec.body === null ? {} : { payload: '{}' }),
  })
}

describe('the back-office permission matrix', () => {
  it('covers every /api/backoffice/* route: each is a staff route except sign-in and enrolment', () => {
    const all = Object.entries(apiRoutes).filter(([, spec]) => spec.path.startsWith('/api/backoffice/'))
    const open = all.filter(([, spec]) => typeof spec.auth !== 'object').map(([key]) => key)
    expect(open.sort()).toEqual(['backoffice/auth/enrol', 'backoffice/auth/login'])
    expect(staffRoutes.length).toBe(all.length - 2)
    for (const [, spec] of staffRoutes) expect(spec.path.startsWith('/api/backoffice/'), spec.path).toBe(true)
  })

  it('keeps the auditor read-only: every route the auditor may call reads', () => {
    for (const [key, spec] of staffRoutes)
      if (staffCan(['auditor'], spec.auth.staff) && key !== 'backoffice/auth/logout')
        expect(spec.method, key).toBe('GET')
  })

  it('answers every route × every role as the matrix says', async () => {
    const failures: string[] = []
    for (const [key, spec] of staffRoutes) {
      for (const role of STAFF_ROLES) {
        const res = await request(spec, members.get(role)!.token)
        const allowed = staffCan([role], spec.auth.staff)
        const ok = allowed
          ? res.statusCode !== 403 && res.statusCode !== 401 && res.statusCode < 500
          : res.statusCode === 403
        if (!ok) failures.push(`${key} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`)
        if (!allowed) expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' })
      }
    }
    expect(failures).toEqual([])
  })

  it('answers 401 to a player’s token and to no token on every staff route', async () => {
    for (const [key, spec] of staffRoutes) {
      expect((await request(spec, playerToken)).statusCode, key).toBe(401)
      expect((await request(spec)).statusCode, key).toBe(401)
    }
    // The player's token still works where it belongs.
    expect((await api(t.app).get('customer/profile', { token: playerToken })).statusCode).toBe(200)
  })
})
