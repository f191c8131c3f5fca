import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCatalog, successMessages } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { codeIn, startSmtpCatcher } from '@galata/testkit'
import { useTestApp } from '../../test/helper.js'
import { CODE_POLICY } from './auth.policy.js'

const MAIL_FROM = 'Galata <no-reply@galata.test>'

describe('password recovery over a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>
  beforeAll(async () => {
    smtp = await startSmtpCatcher()
  })
  afterAll(async () => {
    await smtp?.close()
  })
  // The production argon2 cost: this file compares the timing of known and unknown user names.
  const t = useTestApp(
    () => ({ SMTP_URL: smtp.url, MAIL_FROM, RATE_LIMIT_MAX: '500', ARGON2_COST: 'production' }),
    {
      captureLogs: true,
    },
  )
  const a = () => api(t.app)
  const secrets = new Set<string>()
  const codes = new Set<string>()

  /** Moves past the 60 s resend interval. */
  const nextMinute = () => t.clock.advance(CODE_POLICY.resendMs + 1)

  const send = (username: string, locale = 'tr', ip?: string) =>
    a().post(
      'auth/sendresetpassword',
      { username },
      { headers: { 'x-locale': locale }, ...(ip ? { ip } : {}) },
    )

  /** Asks for a code and reads it from the mail the SMTP server received. */
  async function codeFor(username: string, email: string, locale = 'tr'): Promise<string> {
    const already = smtp.mails.filter((m) => m.to.includes(email)).length
    const res = await send(username, locale)
    expect(res.statusCode, res.body).toBe(200)
    const mail = await smtp.waitForMail(email, already)
    const code = codeIn(mail.decoded)
    codes.add(code)
    return code
  }

  const check = (username: string, code: string) => a().post('auth/checkresetcode', { username, code })
  const change = (username: string, code: string, password: string) => {
    secrets.add(password)
    return a().post('auth/changepasswordwithcode', { username, code, password, password2: password })
  }
  const invalid = {
    success: false,
    code: 'CODE_INVALID',
    message: errorCatalog.CODE_INVALID.message.tr,
    data: null,
  }

  beforeAll(async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) secrets.add((await a().register(n)).token)
  })

  it('answers a known and an unknown user name the same, and mails only the known one', async () => {
    const known = await send('ayse1')
    const unknown = await send('nobody12345')
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual(known.json())
    expect(known.json()).toEqual({ success: true, message: successMessages.RESET_CODE_SENT.tr, data: null })
    const mail = await smtp.waitForMail('ayse1@example.com')
    expect(mail.from).toBe('no-reply@galata.test')
    codes.add(codeIn(mail.decoded))
    // Give a (wrong) mail for the unknown name time to arrive: none may.
    await new Promise((r) => setTimeout(r, 200))
    expect(smtp.mails.every((m) => m.to.every((to) => to === 'ayse1@example.com'))).toBe(true)
    expect(smtp.mails).toHaveLength(1)
  })

  it('mails the code in the language of the request, as text and HTML', async () => {
    nextMinute()
    const tr = await codeFor('ayse2', 'ayse2@example.com', 'tr')
    const trMail = smtp.mails.at(-1)!
    expect(trMail.subject).toBe('Galata şifre sıfırlama kodunuz')
    expect(trMail.decoded).toContain('Merhaba Ayşe,')
    expect(trMail.decoded).toContain(`Kodunuz: ${tr}`)
    expect(trMail.decoded).toContain('Kod 10 dakika geçerlidir')
    // docs/content.md: the team signs, says where help is, and carries the 18+ / Sorumlu Oyun line.
    expect(trMail.decoded).toContain('Galata Destek Ekibi')
    expect(trMail.decoded).toContain('İletişim sayfasından')
    expect(trMail.decoded).toContain('18 yaş ve üzeri')
    expect(trMail.decoded).toContain('Sorumlu Oyun')
    expect(trMail.decoded).toContain('Content-Type: text/html')
    nextMinute()
    const en = await codeFor('ayse2', 'ayse2@example.com', 'en')
    const enMail = smtp.mails.at(-1)!
    expect(enMail.subject).toBe('Your Galata password reset code')
    expect(enMail.decoded).toContain(`Your code: ${en}`)
    expect(enMail.decoded).toContain('valid for 10 minutes')
    expect(enMail.decoded).toContain('Galata Support Team')
    expect(enMail.decoded).toContain('aged 18 and over')
    expect(enMail.decoded).toContain('Responsible Gaming')
  })

  it('checks a code without using it, then changes the password, ends every session and uses the code up', async () => {
    const other = await a().login('ayse3', 'Tulip-1453')
    secrets.add(other)
    nextMinute()
    const code = await codeFor('ayse3', 'ayse3@example.com')

    const checked = await check('AYSE3', code)
    expect(checked.json()).toEqual({
      success: true,
      message: successMessages.RESET_CODE_VALID.tr,
      data: null,
    })
    // Checking does not consume: the form's step 3 still needs the code.
    expect((await check('ayse3', code)).statusCode).toBe(200)

    const mismatch = await a().post('auth/changepasswordwithcode', {
      username: 'ayse3',
      code,
      password: 'brandnew1',
      password2: 'brandnew2',
    })
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().errors).toEqual({ password2: 'mismatch' })

    const changed = await change('ayse3', code, 'brandnew1')
    expect(changed.json()).toEqual({ success: true, message: successMessages.PASSWORD_RESET.tr, data: null })
    expect((await a().get('customer/profile', { token: other })).statusCode).toBe(401)
    expect((await a().post('auth/login', { username: 'ayse3', password: 'Tulip-1453' })).json().code).toBe(
      'INVALID_CREDENTIALS',
    )
    secrets.add(await a().login('ayse3', 'brandnew1'))

    // Single use.
    expect((await check('ayse3', code)).json()).toEqual(invalid)
    expect((await change('ayse3', code, 'another12')).json()).toEqual(invalid)

    const ended = await rows<{ revoke_reason: string }>(
      t.app,
      sql`select s.revoke_reason from sessions s join players p on p.id = s.player_id where p.username = 'ayse3' and s.revoked_at is not null`,
    )
    expect(ended.length).toBeGreaterThanOrEqual(2)
    expect(new Set(ended.map((r) => r.revoke_reason))).toEqual(new Set(['password_reset']))
  })

  it('voids a code after 5 wrong attempts, each answered like an unknown user', async () => {
    nextMinute()
    const code = await codeFor('ayse4', 'ayse4@example.com')
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 1; i <= CODE_POLICY.maxAttempts; i++) {
      const res = await check('ayse4', wrong)
      expect(res.statusCode, `attempt ${i}`).toBe(400)
      expect(res.json()).toEqual(invalid)
    }
    expect((await check('ayse4', code)).json()).toEqual(invalid)
    expect((await check('nobody12345', code)).json()).toEqual(invalid)
    const [row] = await rows<{ attempts: number; voided_at: unknown }>(
      t.app,
      sql`select c.attempts, c.voided_at from one_time_codes c join players p on p.id = c.player_id where p.username = 'ayse4'`,
    )
    expect(row!.attempts).toBe(CODE_POLICY.maxAttempts)
    expect(row!.voided_at).not.toBeNull()
  })

  it('counts a wrong attempt on the password-change step too', async () => {
    nextMinute()
    const code = await codeFor('ayse4', 'ayse4@example.com')
    for (let i = 1; i < CODE_POLICY.maxAttempts; i++) {
      expect((await change('ayse4', code === '111111' ? '222222' : '111111', 'whatever1')).json()).toEqual(
        invalid,
      )
    }
    expect((await check('ayse4', code)).statusCode).toBe(200)
    expect((await change('ayse4', 'abc', 'whatever1')).json()).toEqual(invalid)
    expect((await check('ayse4', code)).json()).toEqual(invalid)
  })

  it('expires a code after 10 minutes', async () => {
    nextMinute()
    const code = await codeFor('ayse5', 'ayse5@example.com')
    t.clock.advance(CODE_POLICY.ttlMs - 5_000)
    expect((await check('ayse5', code)).statusCode).toBe(200)
    t.clock.advance(5_001)
    expect((await check('ayse5', code)).json()).toEqual(invalid)
  })

  it('refuses a new code within 60 s, for known and unknown names alike, and a new code voids the old', async () => {
    nextMinute()
    const first = await codeFor('ayse6', 'ayse6@example.com')
    t.clock.advance(20_000)
    const again = await send('ayse6')
    expect(again.statusCode).toBe(429)
    expect(again.json()).toMatchObject({
      success: false,
      code: 'RESEND_TOO_SOON',
      message: errorCatalog.RESEND_TOO_SOON.message.tr,
      data: { secondsLeft: 40 },
    })
    expect(again.headers['retry-after']).toBe('40')
    expect((await send('ghostly99')).statusCode).toBe(200)
    t.clock.advance(20_000)
    const ghostAgain = await send('GHOSTLY99')
    expect(ghostAgain.statusCode).toBe(429)
    expect(ghostAgain.json().data).toEqual({ secondsLeft: 40 })

    t.clock.advance(40_000)
    const second = await codeFor('ayse6', 'ayse6@example.com')
    expect((await check('ayse6', first)).statusCode).toBe(first === second ? 200 : 400)
    expect((await check('ayse6', second)).statusCode).toBe(200)
  })

  it('binds a code to its account and its purpose', async () => {
    nextMinute()
    const code = await codeFor('ayse7', 'ayse7@example.com')
    // Another account with no code, and one with its own code, both refuse it.
    expect((await check('ayse1', code)).json()).toEqual(invalid)
    // A reset code is no phone-verification code.
    const token = await a().login('ayse7', 'Tulip-1453')
    secrets.add(token)
    const phone = await a().post('customer/updatephone', { step: 2, phone: '5320000007', code }, { token })
    expect(phone.json().code).toBe('CODE_EXPIRED')
    expect((await check('ayse7', code)).statusCode).toBe(200)
  })

  it('stores codes only hashed, with the address they went to', async () => {
    const stored = await rows<{ code_hash: string; target: string; purpose: string }>(
      t.app,
      sql`select code_hash, target, purpose from one_time_codes`,
    )
    expect(stored.length).toBeGreaterThan(5)
    for (const row of stored) {
      // The owner's long code too, mailed when a requester was stopped (docs/accounts.md "Recovery caps").
      expect(['password_reset', 'password_reset_owner']).toContain(row.purpose)
      expect(row.code_hash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/)
      // The digest's form above is the proof that no code is kept: hex digits spell a given six-digit
      // code now and then (CI met one), so a substring check would fail by chance.
      for (const code of codes) expect(Object.values(row)).not.toContain(code)
    }
    expect(stored.map((r) => r.target)).toContain('ayse7@example.com')
  })

  it('lets a user name of 21–30 characters recover (contract limit raised from 20)', async () => {
    const long = 'ayse' + 'x'.repeat(21)
    secrets.add((await a().register('long', { username: long, email: 'long@example.com' })).token)
    nextMinute()
    const code = await codeFor(long, 'long@example.com')
    expect((await change(long, code, 'longpass1')).statusCode).toBe(200)
  })

  it('lifts a login lock once the password is reset', async () => {
    for (let i = 0; i < 10; i++) {
      await a().post('auth/login', { username: 'ayse5', password: 'nope-x' }, { ip: `10.9.0.${i}` })
    }
    expect((await a().post('auth/login', { username: 'ayse5', password: 'Tulip-1453' })).statusCode).toBe(429)
    nextMinute()
    const code = await codeFor('ayse5', 'ayse5@example.com')
    expect((await change('ayse5', code, 'unlocked1')).statusCode).toBe(200)
    secrets.add(await a().login('ayse5', 'unlocked1'))
  })

  it('takes similar time for known and unknown user names at every step', async () => {
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!
    const time = async (call: () => Promise<unknown>) => {
      const started = performance.now()
      await call()
      const took = performance.now() - started
      // Recovery's mail goes out after the answer (docs/security.md): the next request must not pay for it.
      await t.app.afterAnswer.settled()
      return took
    }
    const known: Record<string, number[]> = { send: [], check: [], change: [] }
    const unknown: Record<string, number[]> = { send: [], check: [], change: [] }
    for (let i = 0; i < 5; i++) {
      nextMinute()
      known.send!.push(await time(() => send('ayse1')))
      unknown.send!.push(await time(() => send('nobody12345')))
      known.check!.push(await time(() => check('ayse1', '999999')))
      unknown.check!.push(await time(() => check('nobody12345', '999999')))
      known.change!.push(await time(() => change('ayse1', '999999', 'whatever1')))
      unknown.change!.push(await time(() => change('nobody12345', '999999', 'whatever1')))
    }
    for (const step of ['send', 'check', 'change']) {
      const k = median(known[step]!)
      const u = median(unknown[step]!)
      // Loose, because the machine may be busy: within a factor of three, or a few milliseconds
      // apart (the cheap steps, where a database round trip is the whole cost).
      expect(
        Math.abs(k - u) < 25 || (k / u < 3 && u / k < 3),
        `${step}: known ${k} ms, unknown ${u} ms`,
      ).toBe(true)
    }
  })

  it('audit-logs recovery requests and resets with the address', async () => {
    const audit = await rows<{ action: string; ip: string | null }>(
      t.app,
      sql`select action, ip from audit_log where action like 'password.%'`,
    )
    const actions = new Set(audit.map((r) => r.action))
    expect(actions).toEqual(
      new Set(['password.reset_requested', 'password.reset_code_failed', 'password.reset']),
    )
    expect(audit.every((r) => r.ip === '127.0.0.1' || r.ip?.startsWith('10.'))).toBe(true)
  })

  it('keeps codes, passwords and tokens out of the log when mail goes over SMTP', () => {
    const text = t.logs.join('\n')
    expect(t.logs.length).toBeGreaterThan(20)
    expect(codes.size).toBeGreaterThan(5)
    // A code standing alone: not a run of digits inside a timestamp or a duration.
    for (const code of codes)
      expect(new RegExp(`(?<![\\d.])${code}(?![\\d.])`).test(text), `code ${code} in the log`).toBe(false)
    for (const secret of secrets)
      expect(text.includes(secret), `secret ${secret.slice(0, 4)}… in the log`).toBe(false)
  })
})
