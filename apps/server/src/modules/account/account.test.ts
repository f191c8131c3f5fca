import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  envelopeSchema,
  errorCatalog,
  playerSessionSchema,
  profileSchema,
  successMessages,
} from '@galata/contract'
import { ACCOUNT_TABLES, api, countRows, rows } from '../../test/accounts.js'
import { codeIn, startSmsCatcher } from '@galata/testkit'
import { useTestApp } from '../../test/helper.js'
import { CODE_POLICY, OLD_PASSWORD_THROTTLE, SESSION_POLICY } from '../auth/index.js'

const MINUTE = 60_000
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'

describe('the logged-in player’s account', () => {
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>
  beforeAll(async () => {
    sms = await startSmsCatcher()
  })
  afterAll(async () => {
    await sms?.close()
  })
  const t = useTestApp(() => ({ SMS_GATEWAY_URL: sms.url, RATE_LIMIT_MAX: '500' }))
  const a = () => api(t.app)

  describe('change password', () => {
    const change = (token: string, body: Record<string, unknown>) =>
      a().post('customer/changepassword', body, { token })

    it('requires a session', async () => {
      const res = await a().post('customer/changepassword', {
        oldPassword: 'Tulip-1453',
        password: 'newpass1',
        confirmPassword: 'newpass1',
      })
      expect(res.statusCode).toBe(401)
    })

    it('refuses a wrong old password and a mismatch, changing nothing', async () => {
      const { token } = await a().register(1)
      const before = await countRows(t.app, ['players', 'sessions', 'one_time_codes'])
      const wrong = await change(token, {
        oldPassword: 'nope-nope',
        password: 'newpass1',
        confirmPassword: 'newpass1',
      })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json()).toEqual({
        success: false,
        code: 'OLD_PASSWORD_WRONG',
        message: errorCatalog.OLD_PASSWORD_WRONG.message.tr,
        data: null,
      })
      const mismatch = await change(token, {
        oldPassword: 'Tulip-1453',
        password: 'newpass1',
        confirmPassword: 'newpass2',
      })
      expect(mismatch.statusCode).toBe(400)
      expect(mismatch.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { confirmPassword: 'mismatch' },
      })
      const short = await change(token, {
        oldPassword: 'Tulip-1453',
        password: 'abcd',
        confirmPassword: 'abcd',
      })
      expect(short.json().errors).toEqual({ password: 'too_short', confirmPassword: 'too_short' })
      expect(await countRows(t.app, ['players', 'sessions', 'one_time_codes'])).toEqual(before)
      await a().login('ayse1', 'Tulip-1453')
    })

    it('changes the password, ends every other session and keeps the current one', async () => {
      const { token: current } = await a().register(2)
      const other1 = await a().login('ayse2', 'Tulip-1453')
      const other2 = await a().login('ayse2', 'Tulip-1453')
      const stranger = (await a().register(3)).token
      const events: unknown[] = []
      const off = t.app.events.on('session.revoked', (e) => void events.push(e))
      const res = await change(current, {
        oldPassword: 'Tulip-1453',
        password: 'newpass1',
        confirmPassword: 'newpass1',
      })
      off()
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ success: true, message: successMessages.PASSWORD_CHANGED.tr, data: null })
      expect((await a().get('customer/profile', { token: current })).statusCode).toBe(200)
      expect((await a().get('customer/profile', { token: other1 })).statusCode).toBe(401)
      expect((await a().get('customer/profile', { token: other2 })).statusCode).toBe(401)
      expect((await a().get('customer/profile', { token: stranger })).statusCode).toBe(200)
      expect(events).toEqual([
        {
          playerId: expect.any(Number),
          sessionIds: expect.arrayContaining([expect.any(String)]),
          reason: 'password_changed',
        },
      ])
      expect((events[0] as { sessionIds: string[] }).sessionIds).toHaveLength(2)
      expect((await a().post('auth/login', { username: 'ayse2', password: 'Tulip-1453' })).statusCode).toBe(
        400,
      )
      await a().login('ayse2', 'newpass1')
      const audit = await rows(t.app, sql`select 1 from audit_log where action = 'password.changed'`)
      expect(audit).toHaveLength(1)
    })

    it('throttles wrong old passwords per player (10 per 15 minutes)', async () => {
      const { token } = await a().register(4)
      for (let i = 0; i < OLD_PASSWORD_THROTTLE.limit; i++) {
        const res = await change(token, {
          oldPassword: `wrong-${i}`,
          password: 'newpass1',
          confirmPassword: 'newpass1',
        })
        expect(res.json().code).toBe('OLD_PASSWORD_WRONG')
      }
      const locked = await change(token, {
        oldPassword: 'Tulip-1453',
        password: 'newpass1',
        confirmPassword: 'newpass1',
      })
      expect(locked.statusCode).toBe(429)
      expect(locked.json().code).toBe('RATE_LIMITED')
      t.clock.advance(OLD_PASSWORD_THROTTLE.lockMs)
      const ok = await change(token, {
        oldPassword: 'Tulip-1453',
        password: 'newpass1',
        confirmPassword: 'newpass1',
      })
      expect(ok.statusCode).toBe(200)
    })
  })

  describe('phone verification (SMS)', () => {
    const update = (token: string, body: Record<string, unknown>, locale = 'tr') =>
      a().post('customer/updatephone', body, { token, headers: { 'x-locale': locale } })
    /** Sends a code to `phone` and reads it from the SMS the gateway received. */
    async function sendCode(token: string, phone: string, locale = 'tr') {
      const count = sms.messages.length
      const res = await update(token, { step: 1, phone }, locale)
      expect(res.statusCode, res.body).toBe(200)
      expect(sms.messages).toHaveLength(count + 1)
      return { res, message: sms.messages.at(-1)!, code: codeIn(sms.messages.at(-1)!.text) }
    }
    const nextMinute = () => t.clock.advance(CODE_POLICY.resendMs + 1)

    it('sends a six-digit code to +90 and the ten digits, in the request language', async () => {
      const { token } = await a().register(10)
      const { res, message, code } = await sendCode(token, '5321110010')
      expect(res.json()).toEqual({ success: true, message: successMessages.PHONE_CODE_SENT.tr, data: null })
      expect(message.to).toBe('+905321110010')
      expect(message.text).toBe(`Galata doğrulama kodunuz: ${code}. 10 dk geçerli, kimseyle paylaşmayın.`)
      nextMinute()
      const en = await sendCode(token, '905321110010', 'en')
      expect(en.message.to).toBe('+905321110010')
      expect(en.message.text).toBe(
        `Your Galata verification code: ${en.code}. Valid for 10 minutes. Never share it.`,
      )
      expect(en.res.json().message).toBe(successMessages.PHONE_CODE_SENT.en)
    })

    it('verifies the phone with the right code, once, and shows it in the session and profile', async () => {
      const { token } = await a().register(11)
      const { code } = await sendCode(token, '5321110011')
      const res = await update(token, { step: 2, phone: '5321110011', code })
      expect(res.json()).toEqual({ success: true, message: successMessages.PHONE_VERIFIED.tr, data: null })
      const profile = (await a().get('customer/profile', { token })).json().data
      expect(profile).toMatchObject({ phone: '905321110011', smsVerified: true })
      const login = await a().post('auth/login', { username: 'ayse11', password: 'Tulip-1453' })
      expect(login.json().data).toMatchObject({ phone: '905321110011', smsVerified: true })
      // Used up.
      expect((await update(token, { step: 2, phone: '5321110011', code })).json().code).toBe('CODE_EXPIRED')
      // The same number again is already verified; a new number starts over (Update Number).
      const again = await update(token, { step: 1, phone: '905321110011' })
      expect(again.statusCode).toBe(400)
      expect(again.json()).toMatchObject({
        code: 'PHONE_ALREADY_VERIFIED',
        message: errorCatalog.PHONE_ALREADY_VERIFIED.message.tr,
      })
      nextMinute()
      const next = await sendCode(token, '5329990011')
      expect((await update(token, { step: 2, phone: '5329990011', code: next.code })).statusCode).toBe(200)
      expect((await a().get('customer/profile', { token })).json().data.phone).toBe('905329990011')
    })

    it('refuses a new code within 60 s, for any number, and a new code voids the old one', async () => {
      const { token } = await a().register(12)
      const first = await sendCode(token, '5321110012')
      t.clock.advance(45_000)
      const early = await update(token, { step: 1, phone: '5321110099' })
      expect(early.statusCode).toBe(429)
      expect(early.json()).toMatchObject({ code: 'RESEND_TOO_SOON', data: { secondsLeft: 15 } })
      expect(early.headers['retry-after']).toBe('15')
      t.clock.advance(15_000)
      const second = await sendCode(token, '5321110012')
      if (first.code !== second.code) {
        expect((await update(token, { step: 2, phone: '5321110012', code: first.code })).json().code).toBe(
          'CODE_INVALID',
        )
      }
      expect((await update(token, { step: 2, phone: '5321110012', code: second.code })).statusCode).toBe(200)
    })

    it('voids the code after 5 wrong attempts and binds it to the number it was sent to', async () => {
      const { token } = await a().register(13)
      const { code } = await sendCode(token, '5321110013')
      const wrong = code === '000000' ? '000001' : '000000'
      // The right code for another number is a wrong attempt.
      const otherNumber = await update(token, { step: 2, phone: '5321119999', code })
      expect(otherNumber.json()).toMatchObject({
        code: 'CODE_INVALID',
        message: errorCatalog.CODE_INVALID.message.tr,
      })
      for (let i = 2; i < CODE_POLICY.maxAttempts; i++) {
        expect((await update(token, { step: 2, phone: '5321110013', code: wrong })).json().code).toBe(
          'CODE_INVALID',
        )
      }
      const last = await update(token, { step: 2, phone: '5321110013', code: wrong })
      expect(last.statusCode).toBe(400)
      expect(last.json()).toMatchObject({
        code: 'CODE_ATTEMPTS_EXCEEDED',
        message: errorCatalog.CODE_ATTEMPTS_EXCEEDED.message.tr,
      })
      expect((await update(token, { step: 2, phone: '5321110013', code })).json().code).toBe('CODE_EXPIRED')
      expect((await a().get('customer/profile', { token })).json().data.smsVerified).toBe(false)
    })

    it('expires a code after 10 minutes', async () => {
      const { token } = await a().register(14)
      const { code } = await sendCode(token, '5321110014')
      t.clock.advance(CODE_POLICY.ttlMs)
      // A fresh session: the first one went idle while the clock moved.
      const fresh = await a().login('ayse14', 'Tulip-1453')
      expect((await update(fresh, { step: 2, phone: '5321110014', code })).json().code).toBe('CODE_EXPIRED')
    })

    it('answers 503 when the gateway fails, and lets the player retry at once', async () => {
      const { token } = await a().register(15)
      sms.failNext()
      const failed = await update(token, { step: 1, phone: '5321110015' })
      expect(failed.statusCode).toBe(503)
      expect(failed.json()).toMatchObject({
        code: 'SMS_UNAVAILABLE',
        message: errorCatalog.SMS_UNAVAILABLE.message.tr,
      })
      const { code } = await sendCode(token, '5321110015')
      expect((await update(token, { step: 2, phone: '5321110015', code })).statusCode).toBe(200)
    })

    it('refuses malformed steps and writes nothing', async () => {
      const { token } = await a().register(16)
      const before = await countRows(t.app, ACCOUNT_TABLES)
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ step: 3, phone: '5321110016' }, { step: 'invalid_option' }],
        [{ step: 0, phone: '5321110016' }, { step: 'invalid_option' }],
        [{ step: 1, phone: '53211abc16' }, { phone: 'digits_only' }],
        [{ step: 1, phone: '1234' }, { phone: 'too_short' }],
        [{ step: 2, phone: '5321110016' }, { code: 'required' }],
        [{ step: 2, phone: '5321110016', code: '12345' }, { code: 'six_digits' }],
        [{ step: 2, phone: '5321110016', code: 123456 }, { code: 'invalid_type' }],
        [{ step: 1, phone: '5321110016', extra: 1 }, { extra: 'unknown_key' }],
      ]
      for (const [body, errors] of cases) {
        const res = await update(token, body)
        expect(res.statusCode, JSON.stringify(body)).toBe(400)
        expect(res.json().errors, JSON.stringify(body)).toEqual(errors)
      }
      expect(await countRows(t.app, ACCOUNT_TABLES)).toEqual(before)
      expect((await a().post('customer/updatephone', { step: 1, phone: '5321110016' })).statusCode).toBe(401)
    })

    it('stores phone codes hashed, with the number they went to', async () => {
      const stored = await rows<{ code_hash: string; target: string }>(
        t.app,
        sql`select code_hash, target from one_time_codes where purpose = 'phone_verify'`,
      )
      expect(stored.length).toBeGreaterThan(5)
      for (const row of stored) expect(row.code_hash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/)
      expect(stored.map((r) => r.target)).toContain('905321110013')
      const audit = await rows<{ action: string }>(
        t.app,
        sql`select action from audit_log where action like 'phone.%'`,
      )
      expect(new Set(audit.map((r) => r.action))).toEqual(
        new Set(['phone.code_sent', 'phone.verified', 'phone.code_failed']),
      )
    })
  })

  describe('session history', () => {
    const list = async (token: string) => {
      const res = await a().get('customer/sessions', { token })
      expect(res.statusCode).toBe(200)
      return envelopeSchema(z.array(playerSessionSchema.strict())).parse(res.json()).data
    }

    it('lists the player’s sessions newest first with device, address and the current one marked', async () => {
      await a().register(30, {}, { headers: { 'user-agent': FIREFOX_LINUX } })
      t.clock.advance(1_000)
      const phone = await a().login('ayse30', 'Tulip-1453', {
        ip: '10.20.0.2',
        headers: { 'user-agent': SAFARI_IPHONE, 'x-fingerprint': 'fp-phone' },
      })
      t.clock.advance(1_000)
      const desktop = await a().login('ayse30', 'Tulip-1453', {
        ip: '10.20.0.3',
        headers: { 'user-agent': CHROME_WINDOWS, 'x-fingerprint': 'fp-desktop' },
      })
      await a().register(31)
      const sessions = await list(desktop)
      expect(sessions.map((s) => [s.device, s.ip, s.fingerprint, s.current, s.active])).toEqual([
        ['Chrome · Windows', '10.20.0.3', 'fp-desktop', true, true],
        ['Safari · iOS', '10.20.0.2', 'fp-phone', false, true],
        ['Firefox · Linux', '127.0.0.1', null, false, true],
      ])
      expect(sessions[0]).toMatchObject({ browser: 'Chrome', os: 'Windows', endedAt: null })
      expect(new Date(sessions[0]!.createdAt).getTime()).toBeGreaterThan(
        new Date(sessions[1]!.createdAt).getTime(),
      )
      expect(JSON.stringify(sessions)).not.toContain(desktop)
      expect((await list(phone))[1]!.current).toBe(true)
    })

    it('revokes one other session, refuses the current one and anything not the player’s', async () => {
      const token = await a().login('ayse30', 'Tulip-1453')
      const sessions = await list(token)
      const target = sessions.find((s) => s.device === 'Safari · iOS')!
      const res = await a().post('customer/sessions/revoke', { id: target.id }, { token })
      expect(res.json()).toEqual({ success: true, message: successMessages.SESSION_REVOKED.tr, data: null })
      const after = (await list(token)).find((s) => s.id === target.id)!
      expect(after.active).toBe(false)
      expect(after.endedAt).not.toBeNull()
      // Idempotent.
      expect((await a().post('customer/sessions/revoke', { id: target.id }, { token })).statusCode).toBe(200)

      const current = (await list(token)).find((s) => s.current)!
      const self = await a().post('customer/sessions/revoke', { id: current.id }, { token })
      expect(self.statusCode).toBe(400)
      expect(self.json().code).toBe('SESSION_IS_CURRENT')

      const strangerToken = await a().login('ayse31', 'Tulip-1453')
      const strangerSession = (await list(strangerToken))[0]!
      const foreign = await a().post('customer/sessions/revoke', { id: strangerSession.id }, { token })
      expect(foreign.statusCode).toBe(404)
      expect((await a().get('customer/profile', { token: strangerToken })).statusCode).toBe(200)
      const unknown = await a().post(
        'customer/sessions/revoke',
        { id: '0f8fad5b-d9cb-469f-a165-70867728950e' },
        { token },
      )
      expect(unknown.statusCode).toBe(404)
      const malformed = await a().post('customer/sessions/revoke', { id: 'not-a-uuid' }, { token })
      expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { id: 'invalid_format' } })
    })

    it('revokes every other session at once', async () => {
      const others = [await a().login('ayse30', 'Tulip-1453'), await a().login('ayse30', 'Tulip-1453')]
      const token = await a().login('ayse30', 'Tulip-1453')
      const res = await a().post('customer/sessions/revoke-others', {}, { token })
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toBe(successMessages.OTHER_SESSIONS_REVOKED.tr)
      expect(res.json().data.revoked).toBeGreaterThanOrEqual(2)
      for (const other of others)
        expect((await a().get('customer/profile', { token: other })).statusCode).toBe(401)
      const sessions = await list(token)
      expect(sessions.filter((s) => s.active)).toEqual([expect.objectContaining({ current: true })])
      expect((await a().post('customer/sessions/revoke-others', {}, { token })).json().data).toEqual({
        revoked: 0,
      })
      expect((await a().post('customer/sessions/revoke-others', { x: 1 }, { token })).statusCode).toBe(400)
    })

    it('shows an expired session as ended when it expired', async () => {
      const idle = await a().login('ayse31', 'Tulip-1453')
      const before = (await list(idle)).find((s) => s.current)!
      t.clock.advance(SESSION_POLICY.idleMs + MINUTE)
      const token = await a().login('ayse31', 'Tulip-1453')
      const row = (await list(token)).find((s) => s.id === before.id)!
      expect(row.active).toBe(false)
      expect(new Date(row.endedAt!).getTime()).toBe(
        new Date(row.lastSeenAt).getTime() + SESSION_POLICY.idleMs,
      )
    })
  })

  describe('profile', () => {
    it('answers the player’s details for /dashboard/account', async () => {
      const { token } = await a().register(40, {
        name: 'Çağrı',
        surname: 'Öztürk',
        birthDateDay: '15',
        birthDateMonth: '06',
        birthDateYear: '1990',
      })
      const res = await a().get('customer/profile', { token, headers: { 'x-locale': 'en' } })
      const body = envelopeSchema(profileSchema.strict()).parse(res.json())
      expect(body.data).toMatchObject({
        username: 'ayse40',
        name: 'Çağrı',
        surname: 'Öztürk',
        email: 'ayse40@example.com',
        phone: '905320000040',
        smsVerified: false,
        birthDate: '1990-06-15',
        country: { id: 235, name: 'Türkiye' },
        currencyId: 1,
        currencyCode: 'TRY',
      })
      expect(body.data.usercode).toMatch(/^\d{7}$/)
      expect(res.headers['cache-control']).toBe('no-store')
      expect((await a().get('customer/profile')).statusCode).toBe(401)
    })
  })
})
