import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BackofficeLedgerPage, BackofficeSessionPage } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { staffMember } from '../../test/staff.js'

/*
 * The player page's lists and staff actions (docs/backoffice.md "The player page"): each list a
 * page at a time, each read of personal data and each act in the audit chain.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '5000' })
let http: ReturnType<typeof api>
let admin: string
let auditor: string
let ayse: { id: number; token: string }

const get = async <T>(url: string, token = admin) => {
  const res = await http.get(url, { token })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json<{ data: T }>().data
}
const lastAudit = async (action: string) =>
  (
    await rows<{ actor_kind: string; detail: Record<string, unknown> }>(
      t.app,
      sql`select actor_kind, detail from audit_log where action = ${action} order by id desc limit 1`,
    )
  )[0]

beforeAll(async () => {
  http = api(t.app)
  admin = (await staffMember(t.app, ['admin'], 'pageadmin1')).token
  auditor = (await staffMember(t.app, ['auditor'], 'pageaudit1')).token
  const p = await player(t.app, { signUp: 931, cash: 50_000n })
  ayse = { id: p.id, token: p.token }
  // Three more sessions from other devices: four in all with the sign-up's.
  for (let i = 1; i <= 3; i++)
    await t.app.db.execute(
      sql`insert into sessions (id, player_id, token_hash, created_at, last_seen_at, expires_at, ip, fingerprint)
          values (gen_random_uuid(), ${p.id}, ${`h-${i}-${p.id}`}, now() - ${`${i} hours`}::interval, now(),
                  now() + interval '1 day', ${`10.7.0.${i}`}, ${`fp-page-test-${i}-xxxxxxxx`})`,
    )
})

describe('the player page lists', () => {
  it('pages the sessions with their devices, and audits the read', async () => {
    const first = await get<BackofficeSessionPage>(`backoffice/players/${ayse.id}/sessions?take=2`)
    expect(first.total).toBe(4)
    expect(first.items).toHaveLength(2)
    const rest = await get<BackofficeSessionPage>(`backoffice/players/${ayse.id}/sessions?skip=2&take=2`)
    expect(rest.items).toHaveLength(2)
    const all = [...first.items, ...rest.items].map((s) => s.id)
    expect(new Set(all).size).toBe(4)
    expect(rest.items.map((s) => s.fingerprint)).toContain('fp-page-test-3-xxxxxxxx')
    const beyond = await get<BackofficeSessionPage>(`backoffice/players/${ayse.id}/sessions?skip=50`)
    expect(beyond).toEqual({ items: [], total: 4 })
    expect((await lastAudit('backoffice.player.sessions_view'))!.detail).toMatchObject({ playerId: ayse.id })
  })

  it('pages the ledger newest first with hasMore', async () => {
    const page = await get<BackofficeLedgerPage>(`backoffice/players/${ayse.id}/ledger?take=1`)
    expect(page.items).toHaveLength(1)
    expect(page.items[0]).toMatchObject({ account: 'cash', amount: 500 })
    expect(page.hasMore).toBe(false)
    expect(await get<BackofficeLedgerPage>(`backoffice/players/${ayse.id}/ledger?skip=1`)).toEqual({
      items: [],
      hasMore: false,
    })
  })

  it('lists payments (audited), games and tickets through their modules', async () => {
    const payments = await get<{ items: unknown[]; total: number }>(`backoffice/players/${ayse.id}/payments`)
    expect(payments).toEqual({ items: [], total: 0 })
    expect((await lastAudit('backoffice.payment.list'))!.detail).toMatchObject({ playerId: ayse.id })
    expect(await get(`backoffice/players/${ayse.id}/games`, auditor)).toEqual({ items: [], total: 0 })
    expect(await get(`backoffice/players/${ayse.id}/tickets`, auditor)).toEqual({ items: [], total: 0 })
  })

  it('answers 404 for no player, 400 for bad paging, 401 for a player token', async () => {
    for (const part of ['ledger', 'payments', 'games', 'tickets', 'sessions']) {
      expect((await http.get(`backoffice/players/999999999/${part}`, { token: admin })).statusCode).toBe(404)
      for (const q of ['take=0', 'take=101', 'skip=-1', 'skip=10001', 'x=1'])
        expect(
          (await http.get(`backoffice/players/${ayse.id}/${part}?${q}`, { token: admin })).statusCode,
        ).toBe(400)
      expect(
        (await http.get(`backoffice/players/${ayse.id}/${part}`, { token: ayse.token })).statusCode,
      ).toBe(401)
    }
  })
})

describe('notes and tags', () => {
  it('adds a timestamped note by the staff member, lists it on the page, and audits it', async () => {
    const res = await http.post(
      `backoffice/players/${ayse.id}/notes`,
      { text: 'Aradı, limit sordu.' },
      { token: admin },
    )
    expect(res.statusCode, res.body).toBe(200)
    const note = res.json<{ data: { id: number; staffUsername: string; createdAt: string } }>().data
    expect(note).toMatchObject({ text: 'Aradı, limit sordu.', staffUsername: 'pageadmin1' })
    const page = await get<{ notes: { id: number }[] }>(`backoffice/players/${ayse.id}`)
    expect(page.notes[0]!.id).toBe(note.id)
    const list = await get<{ items: { id: number }[]; total: number }>(
      `backoffice/players/${ayse.id}/notes`,
      auditor,
    )
    expect(list.total).toBe(1)
    expect((await lastAudit('backoffice.player.note'))!.detail).toMatchObject({
      playerId: ayse.id,
      noteId: note.id,
    })
  })

  it('keeps notes append-only in the database', async () => {
    await expect(t.app.db.execute(sql`update player_notes set text = 'x'`)).rejects.toThrow()
    await expect(t.app.db.execute(sql`delete from player_notes`)).rejects.toThrow()
  })

  it('replaces the tags from the vocabulary, audited with before and after', async () => {
    const put = (tags: unknown, token = admin) =>
      http.put(`backoffice/players/${ayse.id}/tags`, { tags }, { token })
    const res = await put(['vip', 'rg_watch'])
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ data: unknown }>().data).toEqual({ tags: ['rg_watch', 'vip'] })
    expect((await get<{ tags: string[] }>(`backoffice/players/${ayse.id}`)).tags).toEqual(['rg_watch', 'vip'])
    expect((await put([])).statusCode).toBe(200)
    expect((await lastAudit('backoffice.player.tags'))!.detail).toMatchObject({
      from: ['rg_watch', 'vip'],
      to: [],
    })
    for (const bad of [['nope'], ['vip', 'vip'], 'vip', null, Array(9).fill('vip')])
      expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400)
    expect((await put(['vip'], auditor)).statusCode).toBe(403)
    expect(
      (await http.put('backoffice/players/999999999/tags', { tags: [] }, { token: admin })).statusCode,
    ).toBe(404)
  })
})

describe('possible duplicates and consents', () => {
  it('lists the accounts sharing a device or an address, with what they share, a page at a time', async () => {
    const twin = await player(t.app, { signUp: 932 })
    const cousin = await player(t.app, { signUp: 933 })
    await t.app.db.execute(
      sql`update sessions set fingerprint = 'fp-page-test-1-xxxxxxxx', ip = '10.7.0.1' where player_id = ${twin.id}`,
    )
    await t.app.db.execute(sql`update sessions set ip = '10.7.0.2' where player_id = ${cousin.id}`)
    type Page = { items: { id: number; shares: string[] }[]; total: number }
    const page = await get<Page>(`backoffice/players/${ayse.id}/duplicates`)
    expect(page.total).toBe(2)
    expect(page.items).toEqual([
      expect.objectContaining({ id: cousin.id, shares: ['ip'] }),
      expect.objectContaining({ id: twin.id, shares: ['device', 'ip'] }),
    ])
    expect((await get<Page>(`backoffice/players/${ayse.id}/duplicates?skip=1&take=1`)).items[0]!.id).toBe(
      twin.id,
    )
    expect(await get<Page>(`backoffice/players/${ayse.id}/duplicates?skip=5`)).toEqual({
      items: [],
      total: 2,
    })
  })

  it('shows the consents with every change of the marketing consent', async () => {
    expect(
      (await http.post('customer/consents/marketing', { marketingConsent: true }, { token: ayse.token }))
        .statusCode,
    ).toBe(200)
    const c = await get<{ consents: { marketingConsent: boolean }; marketingChanges: { to: boolean }[] }>(
      `backoffice/players/${ayse.id}/consents`,
      auditor,
    )
    expect(c.consents.marketingConsent).toBe(true)
    expect(c.marketingChanges.at(0)).toMatchObject({ to: true })
  })
})
