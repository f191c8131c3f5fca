import { parseOptions } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authDataSchema, envelopeSchema, errorCatalog, successMessages } from '@galata/contract'
import { loadConfig } from '../../config.js'
import { uniqueViolation } from '../../lib/pg-errors.js'
import { ACCOUNT_TABLES, api, countRows, registration, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { hashSessionToken } from './auth.tokens.js'
import { LOGIN_THROTTLE, SESSION_POLICY } from './auth.policy.js'

const MINUTE = 60_000
const ADMIN = { username: 'galataadmin', password: 'admin-password-123' }

describe('accounts: registration, login, logout, throttling, sessions', () => {
  const t = useTestApp(
    // A higher per-minute limit than production: this file sends many requests from one address.
    // The production argon2 cost: this file checks the stored parameters and the login timing.
    {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_MAX: '300',
      ARGON2_COST: 'production',
    },
    { captureLogs: true },
  )
  const a = () => api(t.app)
  /** Every secret this file sends or receives, grepped for in the logs at the end. */
  const secrets = new Set<string>()
  const remember = <T extends { token: string }>(data: T) => {
    secrets.add(data.token)
    return data
  }

  const profile = (token: string) => a().get('customer/profile', { token })

  describe('registration', () => {
    it('creates the player, logs them in and answers the session of spec §3', async () => {
      const body = registration(1, { trialBonus: 1 })
      secrets.add(body.password)
      const res = await a().post('auth/register', body, {
        headers: { 'x-fingerprint': 'fp-reg-1', 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/124.0' },
      })
      expect(res.statusCode).toBe(200)
      const envelope = envelopeSchema(authDataSchema.strict()).parse(res.json())
      expect(envelope.success).toBe(true)
      expect(envelope.message).toBe(successMessages.REGISTER_OK.tr)
      const data = remember(envelope.data)
      expect(data).toMatchObject({
        balance: 0,
        username: 'ayse1',
        phone: '905320000001',
        smsVerified: false,
        betsyCid: null,
        betcoUrl: null,
        fingerprint: 'fp-reg-1',
      })
      expect(data.usercode).toMatch(/^[1-9]\d{6}$/)
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect((await profile(data.token)).statusCode).toBe(200)

      const [player] = await rows<Record<string, unknown>>(
        t.app,
        sql`select * from players where username = 'ayse1'`,
      )
      expect(player).toMatchObject({
        email: 'ayse1@example.com',
        name: 'Ayşe',
        surname: 'Kaya Yılmaz',
        country_id: 235,
        currency_id: 1,
        trial_bonus_requested: true,
        role: 'player',
        status: 'active',
        phone_verified: false,
      })
      expect(String(player!.birth_date)).toMatch(/1990-06-15|1990/)
      const options = parseOptions(String(player!.password_hash))
      expect([options.algorithm, options.memoryCost, options.timeCost, options.parallelism]).toEqual([
        2, 19_456, 2, 1,
      ])
      // The token is stored only as its SHA-256.
      const sessions = await rows<{ token_hash: string; fingerprint: string; ip: string }>(
        t.app,
        sql`select token_hash, fingerprint, ip from sessions where player_id = ${player!.id}`,
      )
      expect(sessions).toHaveLength(1)
      expect(sessions[0]!.token_hash).toBe(hashSessionToken(data.token))
      expect(JSON.stringify(sessions)).not.toContain(data.token)
      expect(sessions[0]).toMatchObject({ fingerprint: 'fp-reg-1', ip: '127.0.0.1' })
    })

    it('refuses every rule of spec §5 and writes nothing', async () => {
      const before = await countRows(t.app, ACCOUNT_TABLES)
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: 'A' }, 'name', 'too_short'],
        [{ name: 'Ayşe  Nur' }, 'name', 'invalid_spacing'],
        [{ surname: 'Kaya3' }, 'surname', 'letters_only'],
        [{ username: 'ab' }, 'username', 'too_short'],
        [{ username: 'ayşe1990' }, 'username', 'letters_digits_only'],
        [{ username: 'a'.repeat(31) }, 'username', 'too_long'],
        [{ email: 'not-an-email' }, 'email', 'invalid_email'],
        [{ phone: '532abc4567' }, 'phone', 'digits_only'],
        [{ phone: '123' }, 'phone', 'too_short'],
        [{ password: 'abcd', password2: 'abcd' }, 'password', 'too_short'],
        [{ password2: 'Tulip-1454' }, 'password2', 'mismatch'],
        [{ birthDateMonth: '13' }, 'birthDateMonth', 'invalid_month'],
        [{ birthDateDay: '31', birthDateMonth: '02' }, 'birthDate', 'invalid_date'],
        [{ birthDateYear: String(new Date().getUTCFullYear() - 10) }, 'birthDate', 'underage'],
        [{ trialBonus: 2 }, 'trialBonus', 'invalid_option'],
        [{ refId: -1 }, 'refId', 'too_small'],
        [{ acceptTerms: true }, 'acceptTerms', 'unknown_key'],
        [{ country: 99_999 }, 'country', 'invalid_option'],
        [{ currencyId: 2 }, 'currencyId', 'invalid_option'],
      ]
      for (const [change, field, code] of cases) {
        const res = await a().post('auth/register', { ...registration('x'), ...change })
        expect(res.statusCode, JSON.stringify(change)).toBe(400)
        expect(res.json(), JSON.stringify(change)).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
          errors: { [field]: code },
        })
      }
      expect(await countRows(t.app, ACCOUNT_TABLES)).toEqual(before)
    })

    it('admits a player on their 18th birthday, not the day before (the clock decides "today")', async () => {
      const now = new Date(t.clock.now())
      const tomorrow = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate() + 1))
      const birth = {
        birthDateDay: String(tomorrow.getUTCDate()).padStart(2, '0'),
        birthDateMonth: String(tomorrow.getUTCMonth() + 1).padStart(2, '0'),
        birthDateYear: String(tomorrow.getUTCFullYear()),
      }
      const young = await a().post('auth/register', registration('teen', birth))
      expect(young.statusCode).toBe(400)
      expect(young.json().errors).toEqual({ birthDate: 'underage' })
      expect(await rows(t.app, sql`select 1 from players where username = 'ayseteen'`)).toHaveLength(0)
      t.clock.advance(24 * 60 * MINUTE)
      const adult = await a().post('auth/register', registration('teen', birth))
      expect(adult.statusCode).toBe(200)
      remember(adult.json().data)
    })

    it('keeps user names and e-mail addresses unique without regard to case', async () => {
      const before = await countRows(t.app, ACCOUNT_TABLES)
      const sameName = await a().post('auth/register', registration(2, { username: 'AYSE1' }))
      expect(sameName.statusCode).toBe(400)
      expect(sameName.json()).toMatchObject({
        code: 'USERNAME_TAKEN',
        message: errorCatalog.USERNAME_TAKEN.message.tr,
        errors: { username: 'taken' },
      })
      const sameEmail = await a().post('auth/register', registration(2, { email: 'AYSE1@Example.COM' }), {
        headers: { 'x-locale': 'en' },
      })
      expect(sameEmail.json()).toMatchObject({
        code: 'EMAIL_TAKEN',
        message: errorCatalog.EMAIL_TAKEN.message.en,
        errors: { email: 'taken' },
      })
      const both = await a().post(
        'auth/register',
        registration(2, { username: 'Ayse1', email: 'ayse1@EXAMPLE.com' }),
      )
      expect(both.json()).toMatchObject({
        code: 'USERNAME_TAKEN',
        errors: { username: 'taken', email: 'taken' },
      })
      expect(await countRows(t.app, ACCOUNT_TABLES)).toEqual(before)
    })

    it('maps a unique violation from the database to the constraint it broke (race fallback)', async () => {
      const error = await t.app.db
        .execute(
          sql`insert into players (username, email, name, surname, usercode, password_hash) values ('AYSE1', 'z@z.zz', 'A', 'B', '0000001', 'x')`,
        )
        .catch((e: unknown) => e)
      expect(uniqueViolation(error)).toBe('players_username_lower_idx')
      expect(uniqueViolation(new Error('other'))).toBeNull()
    })

    it('records the referrer from refId (its user code or its id) and ignores an unknown one', async () => {
      const referrer = remember(await a().register(10))
      const [{ id: referrerId }] = (await rows<{ id: number }>(
        t.app,
        sql`select id from players where username = 'ayse10'`,
      )) as [{ id: number }]
      remember(await a().register(11, { refId: Number(referrer.usercode) }))
      remember(await a().register(12, { refId: Number(referrerId) }))
      remember(await a().register(13, { refId: 424_242 }))
      const referred = await rows<{ username: string; referrer_id: string | number | null }>(
        t.app,
        sql`select username, referrer_id from players where username in ('ayse11', 'ayse12', 'ayse13') order by username`,
      )
      expect(
        referred.map((r) => [r.username, r.referrer_id === null ? null : Number(r.referrer_id)]),
      ).toEqual([
        ['ayse11', Number(referrerId)],
        ['ayse12', Number(referrerId)],
        ['ayse13', null],
      ])
    })
  })

  describe('login', () => {
    it('answers the session with a new token at every login, for any case of the user name', async () => {
      const first = await a().post('auth/login', { username: 'AYSE1', password: 'Tulip-1453' })
      expect(first.statusCode).toBe(200)
      const body = envelopeSchema(authDataSchema).parse(first.json())
      expect(body.message).toBe(successMessages.LOGIN_OK.tr)
      expect(body.data).toMatchObject({
        username: 'ayse1',
        balance: 0,
        phone: '905320000001',
        smsVerified: false,
      })
      const second = await a().post(
        'auth/login',
        { username: 'ayse1', password: 'Tulip-1453' },
        { headers: { 'x-locale': 'en', 'x-fingerprint': 'fp-2' } },
      )
      expect(second.json().message).toBe(successMessages.LOGIN_OK.en)
      expect(second.json().data.fingerprint).toBe('fp-2')
      remember(body.data)
      remember(second.json().data)
      expect(second.json().data.token).not.toBe(body.data.token)
      // Both sessions work side by side.
      expect((await profile(body.data.token)).statusCode).toBe(200)
      expect((await profile(second.json().data.token)).statusCode).toBe(200)
    })

    it('answers an unknown user name exactly like a wrong password, in similar time', async () => {
      const wrong = () =>
        a().post('auth/login', { username: 'ayse1', password: 'wrong-pass' }, { ip: '10.0.1.1' })
      const unknown = () =>
        a().post('auth/login', { username: 'nobody1990', password: 'wrong-pass' }, { ip: '10.0.1.2' })
      const [w, u] = [await wrong(), await unknown()]
      expect(u.statusCode).toBe(w.statusCode)
      expect(u.statusCode).toBe(400)
      expect(u.json()).toEqual(w.json())
      expect(u.json()).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: errorCatalog.INVALID_CREDENTIALS.message.tr,
        data: null,
      })
      const times = { wrong: [] as number[], unknown: [] as number[] }
      for (let i = 0; i < 6; i++) {
        for (const [kind, call] of [
          ['wrong', wrong],
          ['unknown', unknown],
        ] as const) {
          const started = performance.now()
          await call()
          times[kind].push(performance.now() - started)
        }
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!
      const ratio = median(times.unknown) / median(times.wrong)
      // Both pay one argon2 verification; a missing dummy verification would make this ~0.05. Loose
      // bounds, because the machine may be busy with other work.
      expect(ratio).toBeGreaterThan(1 / 3)
      expect(ratio).toBeLessThan(3)
      // Clear the user name's count so the next tests start from zero.
      await a()
        .login('ayse1', 'Tulip-1453', { ip: '10.0.1.1' })
        .then((token) => secrets.add(token))
    })

    it('audit-logs logins and failed logins with the address and fingerprint', async () => {
      await a().post(
        'auth/login',
        { username: 'ayse1', password: 'bad-pass' },
        { ip: '10.0.2.1', headers: { 'x-fingerprint': 'fp-audit' } },
      )
      secrets.add(
        await a().login('ayse1', 'Tulip-1453', { ip: '10.0.2.1', headers: { 'x-fingerprint': 'fp-audit' } }),
      )
      const audit = await rows<{ action: string; ip: string; fingerprint: string; actor_kind: string }>(
        t.app,
        sql`select action, ip, fingerprint, actor_kind from audit_log where ip = '10.0.2.1' order by id`,
      )
      expect(audit).toEqual([
        { action: 'login.failed', ip: '10.0.2.1', fingerprint: 'fp-audit', actor_kind: 'player' },
        { action: 'login.ok', ip: '10.0.2.1', fingerprint: 'fp-audit', actor_kind: 'player' },
      ])
      await a().post('auth/login', { username: 'ghost12345', password: 'bad-pass' }, { ip: '10.0.2.2' })
      const [ghost] = await rows<{ actor_kind: string; detail: { username: string; reason: string } }>(
        t.app,
        sql`select actor_kind, detail from audit_log where ip = '10.0.2.2'`,
      )
      expect(ghost).toMatchObject({
        actor_kind: 'anonymous',
        detail: { username: 'ghost12345', reason: 'unknown_user' },
      })
      // The password never reaches the audit log.
      const all = await rows(t.app, sql`select detail from audit_log`)
      expect(JSON.stringify(all)).not.toContain('bad-pass')
    })
  })

  describe('logout', () => {
    it('revokes the token at once and is harmless to repeat', async () => {
      const token = await a().login('ayse1', 'Tulip-1453')
      secrets.add(token)
      expect((await profile(token)).statusCode).toBe(200)
      const out = await a().get('auth/logout', { token })
      expect(out.statusCode).toBe(200)
      expect(out.json()).toEqual({ success: true, message: successMessages.LOGOUT_OK.tr, data: null })
      const after = await profile(token)
      expect(after.statusCode).toBe(401)
      expect(after.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
      expect((await a().get('auth/logout', { token })).statusCode).toBe(200)
      expect((await a().get('auth/logout')).statusCode).toBe(200)
      const [row] = await rows<{ revoke_reason: string; revoked_at: Date | null }>(
        t.app,
        sql`select revoke_reason, revoked_at from sessions where token_hash = ${hashSessionToken(token)}`,
      )
      expect(row!.revoke_reason).toBe('logout')
      expect(row!.revoked_at).not.toBeNull()
    })

    it('announces the revoked session for the real-time hub', async () => {
      const token = await a().login('ayse1', 'Tulip-1453')
      secrets.add(token)
      const seen: unknown[] = []
      const off = t.app.events.on('session.revoked', (e) => void seen.push(e))
      await a().get('auth/logout', { token })
      off()
      expect(seen).toEqual([
        { playerId: expect.any(Number), sessionIds: [expect.any(String)], reason: 'logout' },
      ])
    })

    it('refuses a missing, malformed or unknown bearer token with 401', async () => {
      expect((await a().get('customer/profile')).statusCode).toBe(401)
      expect(
        (await a().get('customer/profile', { headers: { authorization: 'Basic abc' } })).statusCode,
      ).toBe(401)
      expect((await profile('A'.repeat(43))).statusCode).toBe(401)
    })
  })

  describe('throttling (10 failures per user name, 50 per address, 15 minutes)', () => {
    it('locks a user name after 10 consecutive failures, refuses even the right password, then lets go', async () => {
      secrets.add(remember(await a().register(20)).token)
      for (let i = 0; i < LOGIN_THROTTLE.user.limit; i++) {
        // Spread over addresses: the lock is on the user name, not on one client.
        const res = await a().post(
          'auth/login',
          { username: 'ayse20', password: `nope-${i}` },
          { ip: `10.1.0.${i}` },
        )
        expect(res.json().code, `attempt ${i + 1}`).toBe('INVALID_CREDENTIALS')
      }
      const locked = await a().post(
        'auth/login',
        { username: 'AYSE20', password: 'Tulip-1453' },
        { ip: '10.1.1.1' },
      )
      expect(locked.statusCode).toBe(429)
      expect(locked.json()).toMatchObject({
        success: false,
        code: 'LOGIN_THROTTLED',
        message: errorCatalog.LOGIN_THROTTLED.message.tr,
        data: { retryAfter: 15 * 60 },
      })
      expect(locked.headers['retry-after']).toBe('900')
      // Attempts during the lock do not extend it.
      t.clock.advance(10 * MINUTE)
      expect(
        (await a().post('auth/login', { username: 'ayse20', password: 'x1x' }, { ip: '10.1.1.1' }))
          .statusCode,
      ).toBe(429)
      // Another user name from the same addresses is not affected.
      secrets.add(await a().login('ayse1', 'Tulip-1453', { ip: '10.1.0.1' }))
      t.clock.advance(5 * MINUTE)
      secrets.add(await a().login('ayse20', 'Tulip-1453', { ip: '10.1.1.1' }))
    })

    it('counts only consecutive failures: a success starts the count again', async () => {
      secrets.add(remember(await a().register(21)).token)
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < LOGIN_THROTTLE.user.limit - 1; i++) {
          await a().post(
            'auth/login',
            { username: 'ayse21', password: 'nope-x' },
            { ip: `10.2.${round}.${i}` },
          )
        }
        secrets.add(await a().login('ayse21', 'Tulip-1453', { ip: `10.2.${round}.99` }))
      }
    })

    it('locks unknown user names the same way, so the lock reveals nothing', async () => {
      for (let i = 0; i < LOGIN_THROTTLE.user.limit; i++) {
        await a().post('auth/login', { username: 'neverexisted', password: 'nope-x' }, { ip: `10.3.0.${i}` })
      }
      const res = await a().post(
        'auth/login',
        { username: 'neverexisted', password: 'nope-x' },
        { ip: '10.3.1.1' },
      )
      expect(res.statusCode).toBe(429)
      expect(res.json().code).toBe('LOGIN_THROTTLED')
    })

    it('locks an address after 50 failures over any user names, for every account, then lets go', async () => {
      const ip = '10.4.0.1'
      for (let i = 0; i < LOGIN_THROTTLE.ip.limit; i++) {
        const res = await a().post('auth/login', { username: `guess${i % 40}`, password: 'nope-x' }, { ip })
        expect(res.json().code, `attempt ${i + 1}`).toBe('INVALID_CREDENTIALS')
      }
      const locked = await a().post('auth/login', { username: 'ayse1', password: 'Tulip-1453' }, { ip })
      expect(locked.statusCode).toBe(429)
      expect(locked.json().code).toBe('LOGIN_THROTTLED')
      // The same account from another address logs in.
      secrets.add(await a().login('ayse1', 'Tulip-1453', { ip: '10.4.0.2' }))
      t.clock.advance(LOGIN_THROTTLE.ip.lockMs)
      secrets.add(await a().login('ayse1', 'Tulip-1453', { ip }))
    })

    it('forgets a window older than 15 minutes', async () => {
      secrets.add(remember(await a().register(22)).token)
      for (let i = 0; i < LOGIN_THROTTLE.user.limit - 1; i++) {
        await a().post('auth/login', { username: 'ayse22', password: 'nope-x' }, { ip: `10.5.0.${i}` })
      }
      t.clock.advance(LOGIN_THROTTLE.user.windowMs + 1)
      // One more failure in a new window is failure 1, not 10: no lock follows.
      await a().post('auth/login', { username: 'ayse22', password: 'nope-x' }, { ip: '10.5.1.1' })
      secrets.add(await a().login('ayse22', 'Tulip-1453', { ip: '10.5.1.1' }))
    })

    it('rate-limits the public auth endpoints per address', async () => {
      const ip = '10.6.0.1'
      // Each route keeps its own count; empty bodies are refused cheaply and still count.
      for (const url of ['auth/login', 'auth/register', 'auth/sendresetpassword']) {
        const codes = new Set<number>()
        for (let i = 0; i < t.config.RATE_LIMIT_MAX; i++)
          codes.add((await a().post(url, {}, { ip })).statusCode)
        expect([...codes], url).toEqual([400])
        const limited = await a().post(url, {}, { ip })
        expect(limited.statusCode, url).toBe(429)
        expect(limited.json(), url).toMatchObject({ success: false, code: 'RATE_LIMITED' })
      }
      expect((await a().post('auth/login', {}, { ip: '10.6.0.2' })).statusCode).toBe(400)
    })
  })

  describe('session lifetime (30 minutes idle, 12 hours absolute)', () => {
    it('ends a session left idle for 30 minutes and records when', async () => {
      const token = await a().login('ayse1', 'Tulip-1453')
      secrets.add(token)
      t.clock.advance(SESSION_POLICY.idleMs - MINUTE)
      expect((await profile(token)).statusCode).toBe(200)
      t.clock.advance(SESSION_POLICY.idleMs - MINUTE)
      // Seen 29 minutes ago: still alive.
      expect((await profile(token)).statusCode).toBe(200)
      t.clock.advance(SESSION_POLICY.idleMs + 1)
      expect((await profile(token)).statusCode).toBe(401)
      const [row] = await rows<{ revoke_reason: string }>(
        t.app,
        sql`select revoke_reason from sessions where token_hash = ${hashSessionToken(token)}`,
      )
      expect(row!.revoke_reason).toBe('expired')
    })

    it('ends an active session 12 hours after login', async () => {
      const token = await a().login('ayse1', 'Tulip-1453')
      secrets.add(token)
      const step = 20 * MINUTE
      for (let elapsed = step; elapsed < SESSION_POLICY.absoluteMs; elapsed += step) {
        t.clock.advance(step)
        expect((await profile(token)).statusCode, `after ${elapsed / MINUTE} min`).toBe(200)
      }
      t.clock.advance(step)
      expect((await profile(token)).statusCode).toBe(401)
    })

    it('writes last_seen_at at most once a minute', async () => {
      const token = await a().login('ayse1', 'Tulip-1453')
      secrets.add(token)
      const seen = async () =>
        (
          await rows<{ last_seen_at: Date | string }>(
            t.app,
            sql`select last_seen_at from sessions where token_hash = ${hashSessionToken(token)}`,
          )
        )[0]!.last_seen_at
      const start = new Date(await seen()).getTime()
      t.clock.advance(30_000)
      await profile(token)
      expect(new Date(await seen()).getTime()).toBe(start)
      t.clock.advance(31_000)
      await profile(token)
      expect(new Date(await seen()).getTime()).toBeGreaterThanOrEqual(start + 60_000)
    })
  })

  describe('ADMIN_USERNAME / ADMIN_PASSWORD (the first staff member: staff.test.ts)', () => {
    it('needs both variables, a valid user name and a long password', () => {
      expect(() => loadConfig({ ADMIN_USERNAME: 'boss12' })).toThrow(/ADMIN_PASSWORD/)
      expect(() => loadConfig({ ADMIN_PASSWORD: 'x'.repeat(12) })).toThrow(/ADMIN_USERNAME/)
      expect(() => loadConfig({ ADMIN_USERNAME: 'boss12', ADMIN_PASSWORD: 'short' })).toThrow(
        /ADMIN_PASSWORD/,
      )
      expect(() => loadConfig({ ADMIN_USERNAME: 'bo$$', ADMIN_PASSWORD: 'x'.repeat(12) })).toThrow(
        /ADMIN_USERNAME/,
      )
      expect(loadConfig({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '' }).ADMIN_USERNAME).toBeUndefined()
      expect(loadConfig({ ADMIN_USERNAME: 'boss12', ADMIN_PASSWORD: 'x'.repeat(12) }).ADMIN_USERNAME).toBe(
        'boss12',
      )
    })
  })

  it('never writes a token or a password to the log (grep of this file’s whole log)', () => {
    expect(t.logs.length).toBeGreaterThan(50)
    // The capture works: requests were logged, with the address and without the authorization header.
    expect(t.logs.some((line) => line.includes('"url":"/api/auth/login"'))).toBe(true)
    const text = t.logs.join('\n')
    expect(secrets.size).toBeGreaterThan(20)
    for (const secret of secrets) expect(text.includes(secret), `leaked ${secret.slice(0, 6)}…`).toBe(false)
    expect(text).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/)
  })
})
