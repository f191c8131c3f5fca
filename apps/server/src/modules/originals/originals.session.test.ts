import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, rows } from '../../test/accounts.js'
import { codeIn, startSmtpCatcher } from '@galata/testkit'
import { useTestApp } from '../../test/helper.js'
import { launchedPlayer } from '../../test/originals.js'
import { SESSION_POLICY } from '../auth/index.js'

/*
 * First audit item 3 (docs/security.md; SECURITY.md: "game tokens are bound to the player's session: logout,
 * password change, suspension … end play at once"). Each test plays a real launch, ends or spoils the session
 * the launch came from, and expects the next game call to be refused while the token itself is still
 * inside its 15 minutes.
 */

describe('Originals game tokens are bound to the session they were launched from (docs/security.md)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>
  beforeAll(async () => {
    smtp = await startSmtpCatcher()
  })
  afterAll(async () => {
    await smtp?.close()
  })
  const ADMIN = { username: 'tokenadmin1', password: 'admin-password-123' }
  const t = useTestApp(() => ({
    SMTP_URL: smtp.url,
    RATE_LIMIT_MAX: '1000',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  }))
  const a = () => api(t.app)

  const call = (method: 'GET' | 'POST', path: string, gameToken: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/originals/${path}`,
      headers: {
        'x-game-token': gameToken,
        'x-locale': 'en',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    })
  const bet = (gameToken: string) =>
    call('POST', 'galata-dice/bet', gameToken, { stake: 1, target: 49.5, direction: 'under' })

  const expectRefused = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(401)
    expect(res.json().code).toBe('GAME_SESSION_EXPIRED')
  }

  /** The `e` (expiry, epoch ms) of a game token's signed payload. */
  const expiryOf = (gameToken: string) =>
    (JSON.parse(Buffer.from(gameToken.split('.')[0]!, 'base64url').toString('utf8')) as { e: number }).e

  it('refuses a bet after logout', async () => {
    const { token, gameToken } = await launchedPlayer(t.app, 1, 50, 'galata-dice')
    expect((await bet(gameToken)).statusCode).toBe(200)
    await a().get('auth/logout', { token })
    await expectRefused(await bet(gameToken))
    await expectRefused(await call('GET', 'galata-dice/state', gameToken))
  })

  it('refuses a bet after a password reset and after a password change from another session', async () => {
    const reset = await launchedPlayer(t.app, 2, 50, 'galata-dice')
    expect((await bet(reset.gameToken)).statusCode).toBe(200)
    const already = smtp.mails.filter((m) => m.to.includes('ayse2@example.com')).length
    expect((await a().post('auth/sendresetpassword', { username: 'ayse2' })).statusCode).toBe(200)
    const code = codeIn((await smtp.waitForMail('ayse2@example.com', already)).decoded)
    const changed = await a().post('auth/changepasswordwithcode', {
      username: 'ayse2',
      code,
      password: 'brandnew1',
      password2: 'brandnew1',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    await expectRefused(await bet(reset.gameToken))

    const change = await launchedPlayer(t.app, 3, 50, 'galata-dice')
    const other = await a().login('ayse3', 'Tulip-1453')
    const res = await a().post(
      'customer/changepassword',
      { oldPassword: 'Tulip-1453', password: 'brandnew1', confirmPassword: 'brandnew1' },
      { token: other },
    )
    expect(res.statusCode, res.body).toBe(200)
    await expectRefused(await bet(change.gameToken))
  })

  it('refuses a suspended or closed player at once, and plays again when active', async () => {
    const { playerId, gameToken } = await launchedPlayer(t.app, 4, 50, 'galata-dice')
    await t.app.db.execute(sql`update players set status = 'suspended' where id = ${playerId}`)
    await expectRefused(await bet(gameToken))
    await t.app.db.execute(sql`update players set status = 'closed' where id = ${playerId}`)
    await expectRefused(await call('GET', 'galata-dice/state', gameToken))
    await t.app.db.execute(sql`update players set status = 'active' where id = ${playerId}`)
    expect((await bet(gameToken)).statusCode).toBe(200)
  })

  it('never renews a token past the end of its session, and refuses it once the session is idle', async () => {
    const { token, gameToken } = await launchedPlayer(t.app, 5, 50, 'galata-dice')
    const [session] = await rows<{ last_seen_at: Date; expires_at: Date }>(
      t.app,
      sql`select s.last_seen_at, s.expires_at from sessions s join players p on p.id = s.player_id
          where p.username = 'ayse5' and s.revoked_at is null`,
    )
    const idleEnd = new Date(session!.last_seen_at).getTime() + SESSION_POLICY.idleMs
    expect(expiryOf(gameToken)).toBeLessThanOrEqual(idleEnd)
    // Two state reads 10 and 20 idle minutes later still answer, but their new tokens end with
    // the session (a read every 10 minutes used to slide the token forever).
    let renewed = gameToken
    for (const _ of [1, 2]) {
      t.clock.advance(10 * 60_000)
      const state = await call('GET', 'galata-dice/state', renewed)
      expect(state.statusCode, state.body).toBe(200)
      renewed = state.json().data.token as string
      expect(expiryOf(renewed)).toBeLessThanOrEqual(idleEnd)
    }
    // Past the idle end the session is over: neither token plays, whatever their own expiry says.
    t.clock.advance(11 * 60_000)
    await expectRefused(await bet(renewed))
    expect((await a().get('customer/profile', { token })).statusCode).toBe(401)
  })

  // docs/casino.md "Launch": the launch url's token is exchanged once for the game token the page
  // keeps; the url (browser history, a shared link, a referrer, a log) is worthless after that.
  const exchange = (linkToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/originals/session',
      headers: { 'x-game-token': linkToken, 'x-locale': 'en', 'content-type': 'application/json' },
      payload: '{}',
    })
  const launchLink = async (token: string) => {
    const res = await a().post(
      'casino/launchurl',
      { code: 'galata-dice', providerId: 1, isMobile: false },
      { token },
    )
    expect(res.statusCode, res.body).toBe(200)
    return new URL(res.json().data as string, 'http://x').searchParams.get('token')!
  }

  it('takes the launch link’s token for one exchange only, and never as a game token', async () => {
    const { token } = await a().register('link1')
    const linkToken = await launchLink(token)
    // The link's token opens no game call by itself.
    await expectRefused(await call('GET', 'galata-dice/state', linkToken))
    const first = await exchange(linkToken)
    expect(first.statusCode, first.body).toBe(200)
    const gameToken = first.json().data.token as string
    expect(gameToken).not.toBe(linkToken)
    expect((await call('GET', 'galata-dice/state', gameToken)).statusCode).toBe(200)
    // A second use of the link is refused, and a game token is no link token.
    await expectRefused(await exchange(linkToken))
    await expectRefused(await exchange(gameToken))
  })

  it('exchanges a launch link once when several requests race for it', async () => {
    const { token } = await a().register('link2')
    const linkToken = await launchLink(token)
    const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(linkToken)))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401])
  })

  it('does not launch a game for an operator account', async () => {
    // A player account that kept its operator role when operators moved to staff (docs/backoffice.md).
    const { usercode } = await a().register('oldop1')
    await t.app.db.execute(sql`update players set role = 'admin' where usercode = ${usercode}`)
    const admin = await a().login('ayseoldop1', 'Tulip-1453')
    const res = await a().post(
      'casino/launchurl',
      { code: 'galata-dice', providerId: 1, isMobile: false },
      { token: admin, headers: { 'x-locale': 'en' } },
    )
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('FORBIDDEN')
  })
})
