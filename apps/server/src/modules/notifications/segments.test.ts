import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorCatalog, type BroadcastAudience, type Notification } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffLogin, staffMember } from '../../test/staff.js'

/*
 * docs/backoffice.md "Segment broadcasts": a marketing message to every player, to the depositors of
 * the last 30 days or to the players with a tag; the audience is counted before sending; consent,
 * time-outs, self-exclusions and closed accounts are respected as for a message to everyone; the
 * audit log says who sent what to which segment.
 */

const ADMIN = { username: 'segadmin', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '100000',
})
let http: ReturnType<typeof api>
const tokens = {} as Record<'admin' | 'crm' | 'content' | 'support', string>

beforeAll(async () => {
  http = api(t.app)
  tokens.admin = await staffLogin(t.app, ADMIN)
  for (const role of ['crm', 'content', 'support'] as const)
    tokens[role] = (await staffMember(t.app, [role], `seg${role}`)).token
})

async function idOf(usercode: string) {
  const [r] = await rows<{ id: number }>(t.app, sql`select id from players where usercode = ${usercode}`)
  return Number(r!.id)
}

const titles = async (token: string) =>
  (await http.post('customer/notification', { skip: 0, take: 50 }, { token }))
    .json<{ data: Notification[] }>()
    .data.map((n) => n.title)

const send = (to: unknown, title: string, who: keyof typeof tokens = 'crm') =>
  http.post(
    'backoffice/notifications',
    { to, title: { tr: title, en: `${title} EN` }, note: { tr: 'Kampanya duyurusu', en: 'Campaign news' } },
    { token: tokens[who] },
  )
const audience = (query: string, who: keyof typeof tokens = 'crm', locale = 'tr') =>
  http.get(`backoffice/notifications/audience?${query}`, {
    token: tokens[who],
    headers: { 'x-locale': locale },
  })

async function deposit(p: { token: string; usercode: string }) {
  const methods = (await http.get('payment/methods?type=1', { token: p.token })).json<{
    data: { id: number; title: string }[]
  }>().data
  const havale = methods.find((m) => m.title.includes('Havale'))!
  await http.post(
    'payment/deposit',
    {
      id: havale.id,
      target: 'pay',
      detail: { amount: 500, Iban: 'TR330006100519786457841326', name: 'Ayşe Kaya' },
    },
    { token: p.token },
  )
  const [row] = await rows<{ id: number }>(
    t.app,
    sql`select p.id from payments p join players u on u.id = p.player_id where u.usercode = ${p.usercode} and p.status = 2 order by p.id desc limit 1`,
  )
  expect(
    (await http.post(`backoffice/payments/${row!.id}/confirm`, {}, { token: tokens.admin })).statusCode,
  ).toBe(200)
}

/** Notifications are stored in the send's transaction; wait for nothing, read at once. */
describe('segment broadcasts', () => {
  it('a tag reaches the tagged players who agreed to marketing, and no one else; the audience said so first', async () => {
    const tagged = await http.register('sg1', { marketingConsent: true })
    const taggedNoConsent = await http.register('sg2')
    const taggedTimedOut = await http.register('sg3', { marketingConsent: true })
    const other = await http.register('sg4', { marketingConsent: true })
    for (const p of [tagged, taggedNoConsent, taggedTimedOut]) {
      const res = await http.put(
        `backoffice/players/${await idOf(p.usercode)}/tags`,
        { tags: ['high_roller'] },
        { token: tokens.crm },
      )
      expect(res.statusCode, res.body).toBe(200)
    }
    expect(
      (await http.post('customer/rg/timeout', { period: '24h' }, { token: taggedTimedOut.token })).statusCode,
    ).toBe(200)

    const counted = await audience('segment=tag&tag=high_roller')
    expect(counted.statusCode, counted.body).toBe(200)
    expect(counted.json<{ data: BroadcastAudience }>().data).toEqual({ count: 1, segment: 3 })

    const res = await send({ tag: 'high_roller' }, 'Yüksek bahisçilere özel')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ data: { recipients: number } }>().data.recipients).toBe(1)
    expect(await titles(tagged.token)).toEqual(['Yüksek bahisçilere özel'])
    for (const p of [taggedNoConsent, other]) expect(await titles(p.token)).toEqual([])
    // A time-out ends the player's sessions: read their notifications from the table.
    const [stored] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from notifications where player_id = ${await idOf(taggedTimedOut.usercode)}`,
    )
    expect(stored!.n).toBe(0)

    const [audit] = await rows<{ detail: { to: unknown; recipients: number; role: string } }>(
      t.app,
      sql`select detail from audit_log where action = 'backoffice.notification.send' order by id desc limit 1`,
    )
    expect(audit!.detail).toMatchObject({ to: { tag: 'high_roller' }, recipients: 1, role: 'crm' })
  })

  it('depositors of the last 30 days: a confirmed deposit inside the window counts, one older does not', async () => {
    const recent = await http.register('sd1', { marketingConsent: true })
    const old = await http.register('sd2', { marketingConsent: true })
    const never = await http.register('sd3', { marketingConsent: true })
    await deposit(recent)
    await deposit(old)
    await t.app.db.execute(
      sql`update payments set created_at = created_at - interval '31 days' where player_id = ${await idOf(old.usercode)}`,
    )
    const before = (await audience('segment=depositors_30d')).json<{ data: BroadcastAudience }>().data
    const res = await send('depositors_30d', 'Yatırım yapanlara teşekkürler')
    expect(res.json<{ data: { recipients: number } }>().data.recipients).toBe(before.count)
    expect((await titles(recent.token))[0]).toBe('Yatırım yapanlara teşekkürler')
    expect(await titles(old.token)).not.toContain('Yatırım yapanlara teşekkürler')
    expect(await titles(never.token)).not.toContain('Yatırım yapanlara teşekkürler')
  })

  it('all players: the audience equals the message’s recipients; a closed account gets nothing', async () => {
    const closed = await http.register('sa1', { marketingConsent: true })
    await t.app.db.execute(sql`update players set status = 'closed' where usercode = ${closed.usercode}`)
    const counted = (await audience('segment=all', 'content')).json<{ data: BroadcastAudience }>().data
    const res = await send('all', 'Herkese duyuru', 'content')
    expect(res.json<{ data: { recipients: number } }>().data.recipients).toBe(counted.count)
    expect(counted.segment).toBeGreaterThan(counted.count)
  })

  it('only the roles that may message everyone; bad segments are a localized 400', async () => {
    for (const who of ['support'] as const) {
      expect((await audience('segment=all', who)).statusCode).toBe(403)
      expect((await send({ tag: 'vip' }, 'x', who)).statusCode).toBe(403)
      expect((await send('depositors_30d', 'x', who)).statusCode).toBe(403)
    }
    for (const query of [
      '',
      'segment=tag',
      'segment=some',
      'segment=all&tag=vip',
      'segment=tag&tag=unknown',
      'segment=all&x=1',
    ]) {
      const res = await audience(query, 'crm', 'en')
      expect(res.statusCode, query).toBe(400)
      expect(res.json<{ message: string }>().message).toBe(errorCatalog.VALIDATION_FAILED.message.en)
    }
    for (const to of [
      { tag: 'nope' },
      { tag: 'vip', more: 1 },
      'depositors',
      'depositors_7d',
      {},
      [],
      null,
    ]) {
      const res = await send(to, 'x')
      expect(res.statusCode, JSON.stringify(to)).toBe(400)
    }
  })
})
