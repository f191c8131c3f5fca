import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiRoutes, errorCatalog, successMessages } from '@galata/contract'
import { TEST_PASSWORD } from '@galata/testkit'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { REMEMBERED_SESSION, SESSION_POLICY } from './auth.policy.js'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/**
 * "Beni hatırla" (docs/accounts.md "Remembered sessions"): a 30-day session, and the password again
 * before a withdrawal or a change of password or limits once the login is older than a normal
 * session may live.
 */
describe('remembered sessions', () => {
  const t = useTestApp({ RATE_LIMIT_MAX: '300' })
  const a = () => api(t.app)

  async function login(n: string, remember?: boolean) {
    await a().register(n)
    const body = {
      username: `ayse${n}`,
      password: TEST_PASSWORD,
      ...(remember === undefined ? {} : { remember }),
    }
    const res = await a().post('auth/login', body)
    expect(res.statusCode).toBe(200)
    return res
  }
  const tokenOf = (res: { json: <T>() => T }) => res.json<{ data: { token: string } }>().data.token
  const profile = (token: string) => a().get('customer/profile', { token })
  const withdraw = (token: string, locale = 'tr') =>
    a().post(
      'payment/withdraw',
      { id: 1, target: 'pay', detail: { amount: 100 } },
      { token, headers: { 'x-locale': locale } },
    )
  const setLimit = (token: string) =>
    a().post('customer/rg/limits', { kind: 'deposit', period: 'day', amount: 500 }, { token })

  it('lasts 30 days, idle or not, and says so in the answer; a normal login keeps 12 hours', async () => {
    const kept = await login('rem1', true)
    const plain = await login('rem2')
    // The site sets no cookies (docs/content.md): the token's lifetime is the session row's, and
    // the answer tells the browser when to forget it.
    expect(kept.headers['set-cookie']).toBeUndefined()
    const answer = (res: typeof kept) => res.json<{ data: { remember: boolean; expiresAt: string } }>().data
    expect(answer(kept).remember).toBe(true)
    expect(answer(plain).remember).toBe(false)
    const lifetime = (res: typeof kept) => Date.parse(answer(res).expiresAt) - t.clock.now()
    expect(Math.abs(lifetime(kept) - REMEMBERED_SESSION.absoluteMs)).toBeLessThan(60_000)
    expect(Math.abs(lifetime(plain) - SESSION_POLICY.absoluteMs)).toBeLessThan(60_000)
    expect(REMEMBERED_SESSION.absoluteMs).toBe(30 * DAY)
    const [row] = await rows<{ remember: boolean; expires_at: Date; created_at: Date }>(
      t.app,
      sql`select s.remember, s.expires_at, s.created_at from sessions s join players p on p.id = s.player_id
          where p.username = 'ayserem1' order by s.created_at desc limit 1`,
    )
    expect(row!.remember).toBe(true)
    expect(new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()).toBe(30 * DAY)
    expect(new Date(row!.expires_at).toISOString()).toBe(answer(kept).expiresAt)

    // A day without a single request: the normal session is long gone, the remembered one lives.
    t.clock.advance(DAY)
    expect((await profile(tokenOf(plain))).statusCode).toBe(401)
    expect((await profile(tokenOf(kept))).statusCode).toBe(200)
    t.clock.advance(29 * DAY)
    expect((await profile(tokenOf(kept))).statusCode).toBe(401)
  })

  it('asks the password again for a withdrawal and a limit change on a login older than 12 hours', async () => {
    const token = tokenOf(await login('rem3', true))
    // Within the normal lifetime nothing more is asked: the guard lets the request through to the
    // withdrawal's own rules (this player has no verified phone yet).
    t.clock.advance(SESSION_POLICY.absoluteMs - HOUR)
    expect((await withdraw(token)).json<{ code: string }>().code).not.toBe('PASSWORD_CONFIRMATION_REQUIRED')

    t.clock.advance(2 * HOUR)
    const refused = await withdraw(token)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'PASSWORD_CONFIRMATION_REQUIRED',
      message: errorCatalog.PASSWORD_CONFIRMATION_REQUIRED.message.tr,
    })
    expect((await withdraw(token, 'en')).json()).toMatchObject({
      message: errorCatalog.PASSWORD_CONFIRMATION_REQUIRED.message.en,
    })
    const limit = await setLimit(token)
    expect(limit.statusCode).toBe(403)
    expect(limit.json()).toMatchObject({ code: 'PASSWORD_CONFIRMATION_REQUIRED' })
    const confirm = await a().post(
      'customer/rg/limits/confirm',
      { kind: 'deposit', period: 'day' },
      { token },
    )
    expect(confirm.json()).toMatchObject({ code: 'PASSWORD_CONFIRMATION_REQUIRED' })
    // Nothing else is refused: the session still plays and reads.
    expect((await profile(token)).statusCode).toBe(200)

    // A wrong password is a 400 the form shows, counted like a wrong old password.
    const wrong = await a().post('customer/confirmpassword', { password: 'not-the-password' }, { token })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: 'OLD_PASSWORD_WRONG' })
    expect((await withdraw(token)).json()).toMatchObject({ code: 'PASSWORD_CONFIRMATION_REQUIRED' })

    const right = await a().post('customer/confirmpassword', { password: TEST_PASSWORD }, { token })
    expect(right.json()).toMatchObject({ success: true, message: successMessages.PASSWORD_CONFIRMED.tr })
    expect((await withdraw(token)).json<{ code: string }>().code).not.toBe('PASSWORD_CONFIRMATION_REQUIRED')
    expect((await setLimit(token)).statusCode).toBe(200)
    const audit = await rows<{ action: string }>(
      t.app,
      sql`select action from audit_log where action like 'password.confirm%' order by id`,
    )
    expect(audit.map((r) => r.action)).toEqual(['password.confirm_failed', 'password.confirmed'])

    // The confirmation lasts a normal session lifetime, then is asked again.
    t.clock.advance(SESSION_POLICY.absoluteMs + HOUR)
    expect((await withdraw(token)).json()).toMatchObject({ code: 'PASSWORD_CONFIRMATION_REQUIRED' })
  })

  it('takes the current password of a password change as the confirmation', async () => {
    const token = tokenOf(await login('rem4', true))
    t.clock.advance(2 * DAY)
    const change = (oldPassword: string) =>
      a().post(
        'customer/changepassword',
        { oldPassword, password: 'Yeni-Sifre-2026', confirmPassword: 'Yeni-Sifre-2026' },
        { token },
      )
    expect((await change('not-the-password')).json()).toMatchObject({ code: 'OLD_PASSWORD_WRONG' })
    expect((await withdraw(token)).json()).toMatchObject({ code: 'PASSWORD_CONFIRMATION_REQUIRED' })
    expect((await change(TEST_PASSWORD)).json()).toMatchObject({ success: true })
    expect((await withdraw(token)).json<{ code: string }>().code).not.toBe('PASSWORD_CONFIRMATION_REQUIRED')
  })

  it('marks exactly the withdrawal and the limit changes in the route table', () => {
    const marked = Object.entries(apiRoutes)
      .filter(([, spec]) => 'recentPassword' in spec && spec.recentPassword)
      .map(([path]) => path)
      .sort()
    // No route changes the e-mail address today; one that does joins this list.
    expect(marked).toEqual(['customer/rg/limits', 'customer/rg/limits/confirm', 'payment/withdraw'])
  })

  it('refuses a remember that is not a boolean, localized, never a 500', async () => {
    await a().register('rem5')
    const res = await a().post(
      'auth/login',
      { username: 'ayserem5', password: TEST_PASSWORD, remember: 'yes' },
      { headers: { 'x-locale': 'en' } },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: errorCatalog.VALIDATION_FAILED.message.en,
    })
  })
})
