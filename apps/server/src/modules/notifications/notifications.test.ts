import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { NotificationType, errorCatalog, type Notification } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffLogin, staffMember } from '../../test/staff.js'
import { verifyKyc } from '../../test/kyc.js'

/**
 * Notifications over HTTP (docs/realtime.md, spec §3, §7): made by payments, bonuses and operators, listed
 * newest first in the reader's language, read once; bad input is a localized 400.
 */

const ADMIN = { username: 'notifadmin', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_URL: 'http://galata.test',
})
let http: ReturnType<typeof api>
let admin: string

beforeAll(async () => {
  http = api(t.app)
  admin = await staffLogin(t.app, ADMIN)
})

async function idOf(usercode: string) {
  const [r] = await rows<{ id: number }>(t.app, sql`select id from players where usercode = ${usercode}`)
  return Number(r!.id)
}

async function list(token: string, body: unknown = { skip: 0, take: 100 }, locale = 'tr') {
  const res = await http.post('customer/notification', body, { token, headers: { 'x-locale': locale } })
  expect(res.statusCode).toBe(200)
  return res.json<{ data: Notification[] }>().data
}

/** Notifications are made after the commit, off the request: wait until `n` are there. */
async function waitFor(token: string, n: number, locale = 'tr') {
  for (let i = 0; i < 100; i++) {
    const items = await list(token, undefined, locale)
    if (items.length >= n) return items
    await new Promise((r) => setTimeout(r, 30))
  }
  throw new Error(`fewer than ${n} notifications`)
}

const send = (to: number | 'all', title = 'Duyuru', token = admin) =>
  http.post(
    'backoffice/notifications',
    { to, title: { tr: title, en: `${title} EN` }, note: { tr: 'Not', en: 'Note' } },
    { token },
  )

describe('customer/notification and customer/readnotification', () => {
  it('lists newest first with paging, in the language of the request', async () => {
    const p = await http.register('nl1')
    const id = await idOf(p.usercode)
    for (const title of ['Bir', 'İki', 'Üç']) expect((await send(id, title)).statusCode).toBe(200)
    const items = await list(p.token)
    expect(items.map((n) => n.title)).toEqual(['Üç', 'İki', 'Bir'])
    expect(items[0]).toMatchObject({ type: NotificationType.System, note: 'Not', isRead: false })
    expect((await list(p.token, { skip: 1, take: 1 })).map((n) => n.title)).toEqual(['İki'])
    expect((await list(p.token, undefined, 'en')).map((n) => n.title)).toEqual(['Üç EN', 'İki EN', 'Bir EN'])
    expect(await list(p.token, {})).toHaveLength(3)
  })

  it('marks only the player’s own notifications read, once', async () => {
    const a = await http.register('nr1')
    const b = await http.register('nr2')
    await send(await idOf(a.usercode))
    await send(await idOf(b.usercode))
    const [mine] = await list(a.token)
    const [theirs] = await list(b.token)
    const res = await http.post(
      'customer/readnotification',
      { id: [mine!.id, theirs!.id] },
      { token: a.token },
    )
    expect(res.json()).toMatchObject({ success: true })
    expect((await list(a.token))[0]!.isRead).toBe(true)
    expect((await list(b.token))[0]!.isRead).toBe(false)
    const [before] = await rows<{ read_at: Date }>(
      t.app,
      sql`select read_at from notifications where id = ${mine!.id}`,
    )
    t.clock.advance(60_000)
    await http.post('customer/readnotification', { id: [mine!.id] }, { token: a.token })
    const [after] = await rows<{ read_at: Date }>(
      t.app,
      sql`select read_at from notifications where id = ${mine!.id}`,
    )
    expect(new Date(after!.read_at).getTime()).toBe(new Date(before!.read_at).getTime())
  })

  it('needs a session and refuses bad input with a localized 400', async () => {
    expect((await http.post('customer/notification', {})).statusCode).toBe(401)
    const p = await http.register('nv1')
    for (const body of [{ take: 0 }, { take: 101 }, { skip: -1 }, { skip: 'x' }, { extra: 1 }]) {
      const res = await http.post('customer/notification', body, { token: p.token })
      expect(res.statusCode).toBe(400)
    }
    for (const body of [{}, { id: [] }, { id: ['x'] }, { id: [0] }, { id: 5 }, '{']) {
      const res = await http.post('customer/readnotification', body, {
        token: p.token,
        headers: { 'x-locale': 'en' },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json<{ message: string }>().message).toBe(
        res.json<{ code: string }>().code === 'VALIDATION_FAILED'
          ? errorCatalog.VALIDATION_FAILED.message.en
          : errorCatalog.MALFORMED_REQUEST.message.en,
      )
    }
  })
})

describe('notifications made by events', () => {
  it('a confirmed deposit, then an approved and a rejected withdrawal', async () => {
    const p = await http.register('ne1')
    const methods = (await http.get('payment/methods?type=1', { token: p.token })).json<{
      data: { id: number; title: string }[]
    }>().data
    const havale = methods.find((m) => m.title.includes('Havale'))!
    const detail = { Iban: 'TR330006100519786457841326', name: 'Ayşe Kaya' }
    await http.post(
      'payment/deposit',
      { id: havale.id, target: 'pay', detail: { amount: 500, ...detail } },
      { token: p.token },
    )
    const pending = async (type: number) => {
      const [r] = await rows<{ id: number }>(
        t.app,
        sql`select p.id from payments p join players u on u.id = p.player_id where u.usercode = ${p.usercode} and p.status = 2 and p.type = ${type} order by p.id desc limit 1`,
      )
      return r!.id
    }
    await http.post(`backoffice/payments/${await pending(1)}/confirm`, {}, { token: admin })
    const [deposit] = await waitFor(p.token, 1)
    expect(deposit).toMatchObject({ type: NotificationType.Deposit, title: 'Para yatırma onaylandı' })
    expect(deposit!.note).toContain('500,00')

    await t.app.db.execute(sql`update players set phone_verified = true where usercode = ${p.usercode}`)
    await verifyKyc(t.app, p)
    const out = (await http.get('payment/methods?type=2', { token: p.token }))
      .json<{
        data: { id: number; title: string }[]
      }>()
      .data.find((m) => m.title.includes('Havale'))!
    await http.post(
      'payment/withdraw',
      { id: out.id, target: 'pay', detail: { amount: 100, ...detail } },
      { token: p.token },
    )
    await http.post(`backoffice/payments/${await pending(2)}/reject`, { note: 'x' }, { token: admin })
    await http.post(
      'payment/withdraw',
      { id: out.id, target: 'pay', detail: { amount: 200, ...detail } },
      { token: p.token },
    )
    await http.post(`backoffice/payments/${await pending(2)}/confirm`, {}, { token: admin })
    const items = await waitFor(p.token, 3, 'en')
    expect(items.slice(0, 2).map((n) => [n.type, n.title])).toEqual([
      [NotificationType.Withdraw, 'Withdrawal approved'],
      [NotificationType.Withdraw, 'Withdrawal rejected'],
    ])
    expect(items[1]!.note).toContain('₺100.00')
  })

  it('a granted trial bonus', async () => {
    const p = await http.register('nb1')
    await t.app.db.execute(sql`update players set phone_verified = true where usercode = ${p.usercode}`)
    const res = await http.get('bonus/definetrialbonus', { token: p.token })
    if (res.statusCode !== 200) return // no trial bonus configured in this seed
    const [bonus] = await waitFor(p.token, 1)
    expect(bonus).toMatchObject({ type: NotificationType.Bonus, title: 'Bonus tanımlandı' })
  })

  it('a repeated event makes one notification', async () => {
    const p = await http.register('nd1')
    const playerId = await idOf(p.usercode)
    const e = {
      playerId,
      paymentId: 999_999,
      direction: 'deposit',
      status: 'cancelled',
      amount: 1234n,
    } as const
    t.app.events.emit('payment.settled', e)
    t.app.events.emit('payment.settled', e)
    await waitFor(p.token, 1)
    await new Promise((r) => setTimeout(r, 100))
    expect(await list(p.token)).toHaveLength(1)
  })
})

describe('operator messages (back office)', () => {
  it('a player may not send; an unknown player is 404; support sends to one, not to all', async () => {
    const p = await http.register('nb2')
    expect((await send(await idOf(p.usercode), 'x', p.token)).statusCode).toBe(401)
    expect((await send(987_654)).statusCode).toBe(404)
    const support = (await staffMember(t.app, ['support'])).token
    expect((await send(await idOf(p.usercode), 'x', support)).statusCode).toBe(200)
    expect((await send('all', 'x', support)).statusCode).toBe(403)
    // Content may message everyone but not one player; crm both (NOTIFICATION_RECIPIENT_ROLES).
    const content = (await staffMember(t.app, ['content'])).token
    expect((await send(await idOf(p.usercode), 'x', content)).statusCode).toBe(403)
    const crm = (await staffMember(t.app, ['crm'])).token
    expect((await send(await idOf(p.usercode), 'x', crm)).statusCode).toBe(200)
    const bad = await http.post(
      'backoffice/notifications',
      { to: 'everyone', title: { tr: '' }, note: {} },
      { token: admin },
    )
    expect(bad.statusCode).toBe(400)
  })

  it('to everyone: every active account that agreed to campaign messages gets it, and the audit log says who sent what', async () => {
    const a = await http.register('nall1', { marketingConsent: true })
    const b = await http.register('nall2')
    const optIn = await http.post(
      'customer/consents/marketing',
      { marketingConsent: true },
      { token: b.token },
    )
    expect(optIn.statusCode).toBe(200)
    const c = await http.register('nall3')
    const res = await send('all', 'Herkese')
    expect(res.statusCode).toBe(200)
    const [players] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from players where status = 'active' and marketing_consent`,
    )
    expect(res.json<{ data: { recipients: number } }>().data.recipients).toBe(Number(players!.n))
    expect((await list(a.token))[0]!.title).toBe('Herkese')
    expect((await list(b.token))[0]!.title).toBe('Herkese')
    const audit = await rows<{ action: string; detail: { to: string; recipients: number } }>(
      t.app,
      sql`select action, detail from audit_log where action = 'backoffice.notification.send' order by id desc limit 1`,
    )
    expect(audit[0]).toMatchObject({ detail: { to: 'all', recipients: Number(players!.n) } })

    // docs/content.md: without the opt-in, no marketing; a message to the player alone still arrives.
    expect(await list(c.token)).toEqual([])
    expect((await send(await idOf(c.usercode), 'Hesabınız hakkında')).statusCode).toBe(200)
    expect((await list(c.token)).map((n) => n.title)).toEqual(['Hesabınız hakkında'])
  })
})
