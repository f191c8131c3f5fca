import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeIn, startSmsCatcher, startSmtpCatcher } from '@galata/testkit'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { staffMember } from '../../test/staff.js'

/*
 * Account care from the player page (docs/backoffice.md "The player page"): ending the player's
 * sessions, the password-reset e-mail over a real SMTP server, the phone code again by SMS; each
 * audited with the staff member.
 */

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>
let sms: Awaited<ReturnType<typeof startSmsCatcher>>
beforeAll(async () => {
  smtp = await startSmtpCatcher()
  sms = await startSmsCatcher()
})
afterAll(async () => {
  await smtp?.close()
  await sms?.close()
})
const t = useTestApp(() => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Galata <no-reply@galata.test>',
  SMS_GATEWAY_URL: sms.url,
  RATE_LIMIT_MAX: '5000',
}))
let http: ReturnType<typeof api>
let support: string
let crm: string

beforeAll(async () => {
  http = api(t.app)
  support = (await staffMember(t.app, ['support'], 'caresupp1')).token
  crm = (await staffMember(t.app, ['crm'], 'carecrm01')).token
})

const act = (id: number, what: string, token = support) =>
  http.post(`backoffice/players/${id}/${what}`, {}, { token })
const lastAudit = async (action: string) =>
  (
    await rows<{ actor_kind: string; detail: Record<string, unknown> }>(
      t.app,
      sql`select actor_kind, detail from audit_log where action = ${action} order by id desc limit 1`,
    )
  )[0]

describe('account care from the player page', () => {
  it('ends every live session: the token stops working; audited', async () => {
    const p = await player(t.app, { signUp: 951 })
    expect((await http.get('customer/profile', { token: p.token })).statusCode).toBe(200)
    const res = await act(p.id, 'sessions/end')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ sessionsEnded: 1 })
    expect((await http.get('customer/profile', { token: p.token })).statusCode).toBe(401)
    const [s] = await rows<{ revoke_reason: string }>(
      t.app,
      sql`select revoke_reason from sessions where player_id = ${p.id}`,
    )
    expect(s!.revoke_reason).toBe('ended_by_staff')
    expect(await lastAudit('backoffice.player.sessions_end')).toMatchObject({
      actor_kind: 'staff',
      detail: { playerId: p.id, ended: 1 },
    })
    expect((await act(p.id, 'sessions/end')).json().data).toEqual({ sessionsEnded: 0 })
  })

  it('mails the recovery flow’s reset code; the player can use it; once a minute', async () => {
    const p = await player(t.app, { signUp: 952 })
    const [row] = await rows<{ email: string; username: string }>(
      t.app,
      sql`select email, username from players where id = ${p.id}`,
    )
    const res = await act(p.id, 'password-reset')
    expect(res.statusCode, res.body).toBe(200)
    const mail = await smtp.waitForMail(row!.email)
    const code = codeIn(mail.decoded)
    const check = await http.post('auth/checkresetcode', { username: row!.username, code }, {})
    expect(check.json().success, check.body).toBe(true)
    expect(await lastAudit('backoffice.player.password_reset')).toMatchObject({
      actor_kind: 'staff',
      detail: { playerId: p.id },
    })
    expect((await act(p.id, 'password-reset')).json().code).toBe('RESEND_TOO_SOON')
  })

  it('sends the phone code again to an unverified number; refuses a verified one', async () => {
    const p = await player(t.app, { signUp: 953 })
    const [row] = await rows<{ phone: string }>(t.app, sql`select phone from players where id = ${p.id}`)
    const res = await act(p.id, 'verification/resend')
    expect(res.statusCode, res.body).toBe(200)
    const text = sms.messages.find((m) => m.to.replace(/\D/g, '') === row!.phone)?.text
    expect(text).toBeDefined()
    expect(await lastAudit('backoffice.player.verification_resend')).toMatchObject({
      detail: { playerId: p.id },
    })
    await t.app.db.execute(sql`update players set phone_verified = true where id = ${p.id}`)
    expect((await act(p.id, 'verification/resend')).json().code).toBe('PHONE_ALREADY_VERIFIED')
  })

  it('needs players.account (crm: 403), a player (404) and no body but {}', async () => {
    const p = await player(t.app, { signUp: 954 })
    for (const what of ['sessions/end', 'password-reset', 'verification/resend']) {
      expect((await act(p.id, what, crm)).statusCode).toBe(403)
      expect((await act(999999999, what)).statusCode).toBe(404)
      const bad = await http.post(`backoffice/players/${p.id}/${what}`, { x: 1 }, { token: support })
      expect(bad.statusCode).toBe(400)
    }
  })
})
