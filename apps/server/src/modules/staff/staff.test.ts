import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorCatalog, STAFF_POLICY } from '@galata/contract'
import { runBootTasks } from '../../boot.js'
import { api, rows } from '../../test/accounts.js'
import { createTestDatabase, useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { enrolmentOf, staffLogin, staffMember, totpCode } from '../../test/staff.js'

/*
 * Staff accounts of the back office (docs/backoffice.md): the first administrator from the
 * environment, sign-in with a password and TOTP (enrolment on the first sign-in, recovery codes
 * used once, throttled like player logins), 30-minute idle sessions apart from players', and the
 * admin's staff management. Codes are computed with the otpauth library from the enrolment's secret.
 */

const ADMIN = { username: 'staffadmin1', password: 'staff-admin-password-1' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '1000',
})
let http: ReturnType<typeof api>

beforeAll(() => {
  http = api(t.app)
})

const login = (body: Record<string, unknown>, headers: Record<string, string> = {}, ip = '10.40.0.1') =>
  http.post('backoffice/auth/login', body, { ip, headers })

describe('the first administrator (ADMIN_USERNAME / ADMIN_PASSWORD)', () => {
  it('is a staff account with the admin role, created once however often the site boots, and no player', async () => {
    await runBootTasks(t.app)
    await runBootTasks(t.app)
    const staff = await rows<{ roles: string[]; totp_secret: string | null }>(
      t.app,
      sql`select roles, totp_secret from staff where lower(username) = ${ADMIN.username}`,
    )
    expect(staff).toEqual([{ roles: ['admin'], totp_secret: null }])
    const players = await rows(t.app, sql`select 1 from players where lower(username) = ${ADMIN.username}`)
    expect(players).toHaveLength(0)
    expect(await rows(t.app, sql`select 1 from audit_log where action = 'staff.admin.created'`)).toHaveLength(
      1,
    )
    // The players' door does not know the name.
    const res = await http.post('auth/login', ADMIN, { ip: '10.40.9.1' })
    expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' })
  })
})

describe('sign-in with two-factor', () => {
  let secret: string
  let recoveryCodes: string[]

  it('asks a member without TOTP to enrol, in Turkish and in English', async () => {
    const tr = await login(ADMIN)
    expect(tr.statusCode).toBe(401)
    const body = tr.json<{
      success: boolean
      code: string
      message: string
      data: { enrolToken: string; secret: string; otpauthUrl: string }
    }>()
    expect(body).toMatchObject({
      success: false,
      code: 'TOTP_ENROL',
      message: errorCatalog.TOTP_ENROL.message.tr,
    })
    expect(Object.keys(body.data).sort()).toEqual(['enrolToken', 'otpauthUrl', 'secret'])
    expect(body.data.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Galata:staffadmin1\?/)
    expect(body.data.otpauthUrl).toContain(`secret=${body.data.secret}`)
    const en = await login(ADMIN, { 'x-locale': 'en' })
    expect(en.json()).toMatchObject({ code: 'TOTP_ENROL', message: errorCatalog.TOTP_ENROL.message.en })
    // A wrong password never reaches two-factor.
    const wrong = await login({ ...ADMIN, password: 'not-the-password' })
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' })

    // Each sign-in offers a fresh secret: the first offer's token no longer enrols.
    const first = body.data
    const latest = en.json<{ data: { enrolToken: string; secret: string } }>().data
    expect(latest.secret).not.toBe(first.secret)
    const stale = await http.post('backoffice/auth/enrol', {
      enrolToken: first.enrolToken,
      code: totpCode(first.secret, t.app.clock.now()),
    })
    expect(stale.statusCode).toBe(401)
    expect(stale.json()).toMatchObject({ code: 'TOTP_INVALID' })

    // A wrong first code does not enrol; the right one does, once.
    const bad = await http.post('backoffice/auth/enrol', {
      enrolToken: latest.enrolToken,
      code: totpCode(latest.secret, t.app.clock.now(), 5),
    })
    expect(bad.json()).toMatchObject({ code: 'TOTP_INVALID' })
    const ok = await http.post('backoffice/auth/enrol', {
      enrolToken: latest.enrolToken,
      code: totpCode(latest.secret, t.app.clock.now()),
    })
    expect(ok.statusCode).toBe(200)
    const data = ok.json<{ data: { token: string; roles: string[]; recoveryCodes: string[] } }>().data
    expect(data.roles).toEqual(['admin'])
    expect(data.recoveryCodes).toHaveLength(STAFF_POLICY.recoveryCodes)
    expect(new Set(data.recoveryCodes).size).toBe(STAFF_POLICY.recoveryCodes)
    for (const c of data.recoveryCodes) expect(c).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/)
    const again = await http.post('backoffice/auth/enrol', {
      enrolToken: latest.enrolToken,
      code: totpCode(latest.secret, t.app.clock.now()),
    })
    expect(again.json()).toMatchObject({ code: 'TOTP_INVALID' })
    secret = latest.secret
    recoveryCodes = data.recoveryCodes

    // Recovery codes are stored hashed, never as issued.
    const stored = await rows<{ code_hash: string }>(t.app, sql`select code_hash from staff_recovery_codes`)
    expect(stored).toHaveLength(STAFF_POLICY.recoveryCodes)
    const text = JSON.stringify(stored)
    for (const c of recoveryCodes) expect(text).not.toContain(c.replaceAll('-', ''))
    const me = await http.get('backoffice/auth/me', { token: data.token })
    expect(me.json()).toMatchObject({
      success: true,
      data: { username: ADMIN.username, roles: ['admin'], recoveryCodesLeft: 10 },
    })
  })

  it('needs the code once enrolled: TOTP_REQUIRED without, TOTP_INVALID when wrong, a session when right', async () => {
    const missing = await login(ADMIN)
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toMatchObject({
      code: 'TOTP_REQUIRED',
      message: errorCatalog.TOTP_REQUIRED.message.tr,
    })
    const wrong = await login(
      { ...ADMIN, code: totpCode(secret, t.app.clock.now(), 3) },
      { 'x-locale': 'en' },
    )
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({
      code: 'TOTP_INVALID',
      message: errorCatalog.TOTP_INVALID.message.en,
    })
    // The next step's code (a phone a little ahead) signs in; the same code never again.
    const code = totpCode(secret, t.app.clock.now(), 1)
    const right = await login({ ...ADMIN, code })
    expect(right.statusCode).toBe(200)
    expect(right.json()).toMatchObject({ success: true, data: { roles: ['admin'] } })
    expect(Object.keys(right.json<{ data: object }>().data).sort()).toEqual(['roles', 'token'])
    const replay = await login({ ...ADMIN, code })
    expect(replay.json()).toMatchObject({ code: 'TOTP_INVALID' })
  })

  it('takes each recovery code once, in place of a TOTP code', async () => {
    const code = recoveryCodes[0]!
    const first = await login({ ...ADMIN, code: code.toUpperCase() })
    expect(first.statusCode).toBe(200)
    const second = await login({ ...ADMIN, code })
    expect(second.json()).toMatchObject({ code: 'TOTP_INVALID' })
    const me = await http.get('backoffice/auth/me', {
      token: first.json<{ data: { token: string } }>().data.token,
    })
    expect(me.json()).toMatchObject({ data: { recoveryCodesLeft: 9 } })
  })

  it('throttles wrong codes like wrong passwords: locked, even the right code waits', async () => {
    const ip = '10.40.7.7'
    for (let i = 0; i < 10; i++) {
      const res = await login({ ...ADMIN, code: '000000' }, {}, ip)
      expect([401, 429]).toContain(res.statusCode)
    }
    const locked = await login({ ...ADMIN, code: totpCode(secret, t.app.clock.now()) }, {}, ip)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({ code: 'LOGIN_THROTTLED' })
    const withoutCode = await login(ADMIN, {}, '10.40.7.8')
    expect(withoutCode.json()).toMatchObject({ code: 'LOGIN_THROTTLED' })
    const failures = await rows(t.app, sql`select 1 from audit_log where action = 'staff.login.failed'`)
    expect(failures.length).toBeGreaterThanOrEqual(10)
    t.clock.advance(16 * 60_000)
  })
})

describe('staff sessions', () => {
  it('are not player sessions: a player token is 401 at the back office and a staff token 401 at a player route', async () => {
    const p = await player(t.app, { signUp: 'st1' })
    const staff = await staffMember(t.app, ['support'])
    const asPlayer = await http.get('backoffice/payments', { token: p.token })
    expect(asPlayer.statusCode).toBe(401)
    expect(asPlayer.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    const asStaff = await http.get('customer/profile', { token: staff.token })
    expect(asStaff.statusCode).toBe(401)
    expect((await http.get('backoffice/payments', { token: staff.token })).statusCode).toBe(200)
    expect((await http.get('backoffice/payments')).statusCode).toBe(401)
  })

  it('end after 30 idle minutes; each request moves the end', async () => {
    const staff = await staffMember(t.app, ['auditor'])
    t.clock.advance(29 * 60_000)
    expect((await http.get('backoffice/auth/me', { token: staff.token })).statusCode).toBe(200)
    t.clock.advance(29 * 60_000)
    expect((await http.get('backoffice/auth/me', { token: staff.token })).statusCode).toBe(200)
    t.clock.advance(STAFF_POLICY.idleMs + 1000)
    expect((await http.get('backoffice/auth/me', { token: staff.token })).statusCode).toBe(401)
    const [row] = await rows<{ revoke_reason: string }>(
      t.app,
      sql`select s.revoke_reason from staff_sessions s join staff m on m.id = s.staff_id where m.username = ${staff.username}`,
    )
    expect(row?.revoke_reason).toBe('expired')
  })

  it('end on logout', async () => {
    const staff = await staffMember(t.app, ['crm'])
    const out = await http.post('backoffice/auth/logout', undefined, { token: staff.token })
    expect(out.statusCode).toBe(200)
    expect((await http.get('backoffice/auth/me', { token: staff.token })).statusCode).toBe(401)
  })
})

describe('staff management (admin)', () => {
  let admin: string
  beforeAll(async () => {
    t.clock.advance(STAFF_POLICY.totp.period * 1000)
    admin = (await staffMember(t.app, ['admin'], 'secondadmin1')).token
  })

  it('creates a member, who must enrol TOTP before seeing anything, and lists them', async () => {
    const created = await http.post(
      'backoffice/staff',
      { username: 'finance01', password: 'finance-password-01', roles: ['finance', 'risk'] },
      { token: admin },
    )
    expect(created.statusCode).toBe(200)
    expect(created.json()).toMatchObject({
      success: true,
      data: { username: 'finance01', roles: ['finance', 'risk'], active: true, totpEnrolled: false },
    })
    const dup = await http.post(
      'backoffice/staff',
      { username: 'FINANCE01', password: 'finance-password-01', roles: ['finance'] },
      { token: admin },
    )
    expect(dup.statusCode).toBe(409)
    expect(dup.json()).toMatchObject({ code: 'STAFF_USERNAME_TAKEN' })
    const first = await login({ username: 'finance01', password: 'finance-password-01' })
    expect(first.json()).toMatchObject({ code: 'TOTP_ENROL' })
    const token = await staffLogin(t.app, { username: 'finance01', password: 'finance-password-01' })
    expect((await http.get('backoffice/payments', { token })).statusCode).toBe(200)
    const list = await http.get('backoffice/staff', { token: admin })
    const members = list.json<{ data: { username: string; totpEnrolled: boolean }[] }>().data
    expect(members.find((m) => m.username === 'finance01')).toMatchObject({ totpEnrolled: true })
    expect((await http.get('backoffice/staff', { token })).statusCode).toBe(403)
    const audit = await rows(
      t.app,
      sql`select 1 from audit_log where action = 'staff.created' and actor_kind = 'staff'`,
    )
    expect(audit).toHaveLength(1)
  })

  it('refuses common or short passwords and unknown roles with 400', async () => {
    for (const body of [
      { username: 'weakone1', password: '1qaz2wsx3edc', roles: ['support'] },
      { username: 'weakone2', password: 'short', roles: ['support'] },
      { username: 'weakone3', password: 'a-long-enough-password', roles: ['owner'] },
      { username: 'weakone4', password: 'a-long-enough-password', roles: [] },
      { username: 'weakone5', password: 'a-long-enough-password', roles: ['support', 'support'] },
    ]) {
      const res = await http.post('backoffice/staff', body, { token: admin })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
  })

  it('assigns roles (at the next request), deactivates (sessions end) and resets two-factor', async () => {
    const member = await staffMember(t.app, ['content'])
    expect((await http.get('backoffice/payments', { token: member.token })).statusCode).toBe(403)
    const roles = await http.post(
      `backoffice/staff/${member.id}/roles`,
      { roles: ['support'] },
      { token: admin },
    )
    expect(roles.json()).toMatchObject({ data: { roles: ['support'] } })
    expect((await http.get('backoffice/payments', { token: member.token })).statusCode).toBe(200)

    const reset = await http.post(`backoffice/staff/${member.id}/totp/reset`, undefined, { token: admin })
    expect(reset.json()).toMatchObject({ data: { totpEnrolled: false } })
    expect((await http.get('backoffice/auth/me', { token: member.token })).statusCode).toBe(401)
    expect((await login({ username: member.username, password: member.password })).json()).toMatchObject({
      code: 'TOTP_ENROL',
    })

    const off = await http.post(`backoffice/staff/${member.id}/active`, { active: false }, { token: admin })
    expect(off.json()).toMatchObject({ data: { active: false } })
    expect((await login({ username: member.username, password: member.password })).json()).toMatchObject({
      code: 'ACCOUNT_DISABLED',
    })
    const on = await http.post(`backoffice/staff/${member.id}/active`, { active: true }, { token: admin })
    expect(on.json()).toMatchObject({ data: { active: true } })
    const actions = await rows<{ action: string }>(
      t.app,
      sql`select action from audit_log where action like 'staff.%' and detail->>'staffId' = ${String(member.id)} order by id`,
    )
    expect(actions.map((a) => a.action)).toEqual([
      'staff.roles',
      'staff.totp_reset',
      'staff.active',
      'staff.active',
    ])
  })

  it('never lets an admin deactivate themself or drop their own admin role; unknown ids are 404', async () => {
    const me = (await http.get('backoffice/auth/me', { token: admin })).json<{ data: { id: number } }>().data
      .id
    const off = await http.post(`backoffice/staff/${me}/active`, { active: false }, { token: admin })
    expect(off.statusCode).toBe(403)
    expect(off.json()).toMatchObject({ code: 'OWN_STAFF_CHANGE' })
    const drop = await http.post(`backoffice/staff/${me}/roles`, { roles: ['support'] }, { token: admin })
    expect(drop.json()).toMatchObject({ code: 'OWN_STAFF_CHANGE' })
    const unknown = await http.post('backoffice/staff/999999/roles', { roles: ['support'] }, { token: admin })
    expect(unknown.statusCode).toBe(404)
  })

  it('keeps the enrolled secrets this file signs in with', () => {
    expect(enrolmentOf(t.app, 'finance01')?.secret).toMatch(/^[A-Z2-7]+$/)
  })
})

describe('moving operators on player accounts to staff accounts (the migration)', () => {
  it('creates a staff member per operator with the same name, password and role, and maps what they decided', async () => {
    const { database, drop } = await createTestDatabase('migrated')
    try {
      const db = database.db
      const file = readFileSync(new URL('../../../drizzle/0038_staff_accounts.sql', import.meta.url), 'utf8')
      const start = file.indexOf('INSERT INTO "staff"')
      const end = file.indexOf('ALTER TABLE "sports_corrections" ADD CONSTRAINT')
      const statements = file
        .slice(start, end)
        .split('--> statement-breakpoint')
        .map((s) => s.replace(/^--.*$/gm, '').trim())
        .filter(Boolean)
      // The state before the migration: two operators and a player; an audit row by an operator.
      await db.execute(sql`insert into players (username, name, surname, usercode, password_hash, role, status, created_at, updated_at)
        values ('oldadmin1', 'A', 'B', 'U0000001', 'hash-admin', 'admin', 'active', now(), now()),
               ('oldfin01', 'C', 'D', 'U0000002', 'hash-fin', 'finance', 'suspended', now(), now()),
               ('player01', 'E', 'F', 'U0000003', 'hash-player', 'player', 'active', now(), now())`)
      const ids = await db.execute(sql`select id::text, username from players order by id`)
      const byName = Object.fromEntries(
        (ids as unknown as { rows: { id: string; username: string }[] }).rows.map((r) => [
          r.username,
          Number(r.id),
        ]),
      )
      await db.execute(sql`insert into audit_log (actor_kind, actor_id, action, created_at)
        values ('player', ${String(byName.oldfin01)}, 'backoffice.payment.confirm', now())`)
      await db.execute(sql`delete from staff`)
      for (const statement of statements) await db.execute(sql.raw(statement))
      const staffRows = (
        (await db.execute(
          sql`select username, password_hash, roles, active, player_id::text from staff order by player_id`,
        )) as unknown as {
          rows: {
            username: string
            password_hash: string
            roles: string[]
            active: boolean
            player_id: string
          }[]
        }
      ).rows
      expect(staffRows).toEqual([
        {
          username: 'oldadmin1',
          password_hash: 'hash-admin',
          roles: ['admin'],
          active: true,
          player_id: String(byName.oldadmin1),
        },
        {
          username: 'oldfin01',
          password_hash: 'hash-fin',
          roles: ['finance'],
          active: false,
          player_id: String(byName.oldfin01),
        },
      ])
      // The audit row is untouched and still names the same person through staff.player_id.
      const history = (
        (await db.execute(sql`select s.username from audit_log a
          join staff s on a.actor_kind = 'player' and a.actor_id = s.player_id::text
          where a.action = 'backoffice.payment.confirm'`)) as unknown as { rows: { username: string }[] }
      ).rows
      expect(history).toEqual([{ username: 'oldfin01' }])
    } finally {
      await drop()
    }
  })
})
