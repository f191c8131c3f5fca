import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_TABLES, api, countRows, registration, rows } from '../../test/accounts.js'
import { startSmtpCatcher } from '@galata/testkit'
import { useTestApp } from '../../test/helper.js'
import { hashPassword } from './auth.password.js'
import { LOGIN_THROTTLE } from './auth.policy.js'

/**
 * First audit items 6, 14 and 16 (docs/security.md): user names that spell an account another way (`İ`),
 * ill-formed UTF-16 and the most common passwords are refused by the contract (HTTP 400, nothing written),
 * and every per-user limit is keyed on the matched account.
 */

const PASSWORD = 'Kiwi-pass7'

describe('input rules of the auth endpoints (docs/security.md)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>
  beforeAll(async () => {
    smtp = await startSmtpCatcher()
  })
  afterAll(async () => {
    await smtp?.close()
  })
  const t = useTestApp(() => ({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '500' }))
  const a = () => api(t.app)
  const login = (username: string, password: string, ip = '10.60.0.1') =>
    a().post('auth/login', { username, password }, { ip })

  it('refuses `İ` in a login user name, so it cannot pass a lock on the account it spells', async () => {
    await a().register('kiwi', { username: 'kiwi12', password: PASSWORD, password2: PASSWORD })
    for (let i = 0; i < LOGIN_THROTTLE.user.limit; i++) {
      const res = await login('kiwi12', `wrong-${i}`, `10.61.0.${i}`)
      expect(res.json().code, `attempt ${i + 1}`).toBe('INVALID_CREDENTIALS')
    }
    // Every spelling of the account meets the same lock or is refused before any lookup.
    expect((await login('KIWI12', PASSWORD)).json().code).toBe('LOGIN_THROTTLED')
    const dotted = await login('k\u0130wi12', PASSWORD)
    expect(dotted.statusCode).toBe(400)
    expect(dotted.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { username: 'letters_digits_only' },
    })
    expect((await login('kiwi12', PASSWORD)).json().code).toBe('LOGIN_THROTTLED')
  })

  it('keys the login lock on the matched account, not on the string typed', async () => {
    await a().register('lime', { username: 'Lime12', password: PASSWORD, password2: PASSWORD })
    await login('LIME12', 'wrong-1')
    const keys = await rows<{ key: string }>(
      t.app,
      sql`select t.key from auth_throttle t where t.scope = 'login_user'
          and t.key = (select 'player:' || p.id from players p where p.username = 'Lime12')`,
    )
    expect(keys).toHaveLength(1)
  })

  it('refuses `İ` in a recovery user name, so the 60 s mail interval cannot be skipped', async () => {
    await a().register('fig', { username: 'fig123', password: PASSWORD, password2: PASSWORD })
    const send = (username: string) => a().post('auth/sendresetpassword', { username })
    expect((await send('fig123')).statusCode).toBe(200)
    expect((await send('FIG123')).json().code).toBe('RESEND_TOO_SOON')
    const dotted = await send('f\u0130g123')
    expect(dotted.statusCode).toBe(400)
    expect(dotted.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { username: 'letters_digits_only' },
    })
    await smtp.waitForMail('aysefig@example.com')
    // One mail for the account, however its name was spelled.
    await new Promise((r) => setTimeout(r, 300))
    expect(smtp.mails.filter((m) => m.to.includes('aysefig@example.com'))).toHaveLength(1)
  })

  it('refuses an unpaired surrogate with 400 and writes nothing (was a 500 from the jsonb insert)', async () => {
    const before = await countRows(t.app, ACCOUNT_TABLES)
    // JSON.stringify writes a lone surrogate as the escape `\ud800`, which JSON.parse turns back.
    for (const username of ['kiwi\ud800', 'kiwi\udc00x']) {
      const res = await login(username, 'wrong-1')
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { username: 'invalid_format' } })
    }
    const callMe = await a().post('cms/callme', {
      name: 'Ayşe Kaya',
      message: 'Yatırım hakkında bilgi',
      contacts: [{ type: 3, contact: '@ayse\ud83d' }],
    })
    expect(callMe.statusCode, callMe.body).toBe(400)
    expect(await countRows(t.app, ACCOUNT_TABLES)).toEqual(before)
  })

  it('refuses the most common passwords at registration, any case, and keeps the minimum length', async () => {
    for (const password of ['password1', 'Password123', 'QWERTY123', 'SunShine']) {
      const res = await a().post('auth/register', registration('common', { password, password2: password }))
      expect(res.statusCode, password).toBe(400)
      expect(res.json(), password).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { password: 'too_common' },
      })
    }
    const short = await a().post(
      'auth/register',
      registration('short', { password: 'Ki7!', password2: 'Ki7!' }),
    )
    expect(short.json()).toMatchObject({ errors: { password: 'too_short' } })
  })

  // NIST SP 800-63B §3.1.1.2 (docs/accounts.md "Passwords"): 8 characters for every new password;
  // one chosen under the earlier minimum of 5 still logs in, and still counts as the old password.
  it('refuses a 7-character new password at registration, change and reset; an older 5-character one still logs in', async () => {
    const seven = 'Tulip-7'
    const refused = await a().post(
      'auth/register',
      registration('seven', { password: seven, password2: seven }),
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { password: 'too_short' } })
    const before = await countRows(t.app, ACCOUNT_TABLES)
    const reset = await a().post('auth/changepasswordwithcode', {
      username: 'kiwi5old',
      code: '123456',
      password: seven,
      password2: seven,
    })
    expect(reset.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { password: 'too_short' } })
    expect(await countRows(t.app, ACCOUNT_TABLES)).toEqual(before)

    // An account whose password was chosen when 5 characters were enough.
    await a().register('kiwi5', { username: 'kiwi5old', password: PASSWORD, password2: PASSWORD })
    await t.app.db.execute(
      sql`update players set password_hash = ${await hashPassword('Kiwi5')} where username = 'kiwi5old'`,
    )
    const token = await a().login('kiwi5old', 'Kiwi5')
    const short = await a().post(
      'customer/changepassword',
      { oldPassword: 'Kiwi5', password: seven, confirmPassword: seven },
      { token },
    )
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { password: 'too_short' } })
    const changed = await a().post(
      'customer/changepassword',
      { oldPassword: 'Kiwi5', password: 'Tulip-78', confirmPassword: 'Tulip-78' },
      { token },
    )
    expect(changed.statusCode, changed.body).toBe(200)
    await a().login('kiwi5old', 'Tulip-78')
  })
})
