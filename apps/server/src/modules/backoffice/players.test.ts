import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BackofficePlayer, BackofficePlayerPage } from '@galata/contract'
import { TEST_PASSWORD } from '@galata/testkit'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { staffLogin } from '../../test/staff.js'
import { maskEmail, maskPhone, searchOf } from './players.service.js'

/*
 * Finding a player and the player page (docs/backoffice.md "Finding a player", "The player page"):
 * one search box for every identifier, masked contact details in the list, the whole record on the
 * page, and the page's read in the audit log.
 */

const ADMIN = { username: 'galataadmin', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '500',
})
let http: ReturnType<typeof api>
let admin: string

interface Signed {
  id: number
  usercode: string
  token: string
}
let ayse: Signed
let twin: Signed
let other: Signed

const search = async (q: string, token = admin) => {
  const res = await http.get(`backoffice/players?q=${encodeURIComponent(q)}`, { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: BackofficePlayerPage }>().data
}
const ids = (page: BackofficePlayerPage) => page.items.map((p) => p.id)

beforeAll(async () => {
  http = api(t.app)
  admin = await staffLogin(t.app, ADMIN)
  const signUp = async (n: number, fingerprint: string, ip: string): Promise<Signed> => {
    const p = await player(t.app, { signUp: n, cash: 12_345n })
    // Each from an address of its own (every test request comes from 127.0.0.1).
    await t.app.db.execute(sql`update sessions set ip = ${ip} where player_id = ${p.id}`)
    // A second login from the device and address the search looks for.
    await http.post(
      'auth/login',
      { username: `ayse${n}`, password: TEST_PASSWORD },
      { ip, headers: { 'x-fingerprint': fingerprint } },
    )
    return { id: p.id, usercode: p.usercode, token: p.token }
  }
  ayse = await signUp(901, 'device-fingerprint-aaaa-1111', '10.9.0.1')
  twin = await signUp(902, 'device-fingerprint-aaaa-1111', '10.9.0.2')
  other = await signUp(903, 'device-fingerprint-bbbb-2222', '10.9.0.3')
})

describe('what a search text can mean', () => {
  it('reads digits as an id, a code and a phone; names, e-mails, addresses and devices by their form', () => {
    expect(searchOf('0532 123 45 67')).toMatchObject({ phone: '905321234567' })
    expect(searchOf('+90 532 123 45 67')).toMatchObject({ phone: '905321234567' })
    expect(searchOf('5321234567')).toMatchObject({ id: 5321234567, phone: '905321234567' })
    expect(searchOf('42')).toEqual({ id: 42, usernamePrefix: '42' })
    expect(searchOf('Ayse.K@Example.com')).toEqual({ email: 'ayse.k@example.com' })
    expect(searchOf('AyşE')).toEqual({ usernamePrefix: 'ayşe' })
    expect(searchOf('10.0.0.1')).toMatchObject({ ip: '10.0.0.1' })
    expect(searchOf('2001:db8::1')).toMatchObject({ ip: '2001:db8::1' })
    expect(searchOf('device-fingerprint-aaaa-1111')).toMatchObject({
      fingerprint: 'device-fingerprint-aaaa-1111',
    })
    expect(searchOf("x' or 1=1 --")).toEqual({})
  })

  it('masks contact details for the list', () => {
    expect(maskEmail('ayse.kaya@example.com')).toBe('ay*******@example.com')
    expect(maskEmail('a@b.co')).toBe('***@b.co')
    expect(maskEmail(null)).toBeNull()
    expect(maskPhone('905321234567')).toBe('90532*****67')
  })
})

describe('GET backoffice/players', () => {
  it('finds a player by id, user code, user name, e-mail, phone, address and device', async () => {
    const [row] = await rows<{ email: string; phone: string }>(
      t.app,
      sql`select email, phone from players where id = ${ayse.id}`,
    )
    expect(ids(await search(String(ayse.id)))).toContain(ayse.id)
    expect(ids(await search(ayse.usercode))).toEqual([ayse.id])
    expect(ids(await search('AYSE90'))).toEqual([other.id, twin.id, ayse.id])
    expect(ids(await search(row!.email.toUpperCase()))).toEqual([ayse.id])
    expect(ids(await search(`0${row!.phone.slice(2)}`))).toEqual([ayse.id])
    expect(ids(await search('10.9.0.2'))).toEqual([twin.id])
    const byDevice = await search('device-fingerprint-aaaa-1111')
    expect(ids(byDevice)).toEqual([twin.id, ayse.id])
    expect(byDevice.items[0]!.matchedBy).toEqual(['fingerprint'])
  })

  it('masks e-mail and phone in the list, pages, and never lists an operator', async () => {
    const page = await search('ayse90')
    expect(page.total).toBe(3)
    const first = page.items.find((p) => p.id === ayse.id)!
    expect(first.emailMasked).toMatch(/^\w{2}\*{3,}@/)
    expect(first.phoneMasked).toMatch(/^\d{5}\*+\d{2}$/)
    const second = await http.get('backoffice/players?q=ayse90&skip=1&take=1', { token: admin })
    expect(second.json<{ data: BackofficePlayerPage }>().data).toMatchObject({
      total: 3,
      items: [{ id: twin.id }],
    })
    expect((await search(ADMIN.username)).items).toEqual([])
  })

  it('answers nothing found with an empty page, and 4xx for bad input or a player token', async () => {
    expect(await search('nobody-by-this-name')).toEqual({ items: [], total: 0 })
    for (const url of [
      'backoffice/players',
      'backoffice/players?q=',
      `backoffice/players?q=${'x'.repeat(101)}`,
      'backoffice/players?q=a&take=0',
      'backoffice/players?q=a&extra=1',
    ]) {
      const res = await http.get(url, { token: admin })
      expect(res.statusCode, url).toBe(400)
    }
    expect((await http.get('backoffice/players?q=a', { token: ayse.token })).statusCode).toBe(401)
    expect((await http.get('backoffice/players?q=a')).statusCode).toBe(401)
  })
})

describe('GET backoffice/players/:id', () => {
  it('shows the profile, balances, ledger, sessions and the accounts sharing a device', async () => {
    const res = await http.get(`backoffice/players/${ayse.id}`, { token: admin })
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json<{ data: BackofficePlayer }>().data
    expect(page.profile).toMatchObject({
      id: ayse.id,
      username: 'ayse901',
      usercode: ayse.usercode,
      status: 'active',
    })
    expect(page.profile.email).toContain('@')
    expect(page.balances).toEqual({ cash: 123.45, bonus: 0, pendingWithdrawal: 0 })
    expect(page.ledger[0]).toMatchObject({ account: 'cash', amount: 123.45, balanceAfter: 123.45 })
    expect(page.sessions.map((s) => s.fingerprint)).toContain('device-fingerprint-aaaa-1111')
    expect(page.duplicates).toEqual([
      { id: twin.id, username: 'ayse902', status: 'active', shares: ['device'] },
    ])
  })

  it('writes the read of personal data to the audit log', async () => {
    await http.get(`backoffice/players/${other.id}`, { token: admin })
    const audit = await rows<{ action: string; detail: { playerId: number } }>(
      t.app,
      sql`select action, detail from audit_log where action = 'backoffice.player_viewed' order by id desc limit 1`,
    )
    expect(audit[0]!.detail.playerId).toBe(other.id)
  })

  it('answers 404 for an unknown player or a former operator, 400 for a bad id, 401 for a player', async () => {
    expect((await http.get('backoffice/players/999999999', { token: admin })).statusCode).toBe(404)
    // A player account that was an operator's before staff accounts (docs/backoffice.md) is not listed.
    const former = await player(t.app)
    await t.app.db.execute(sql`update players set role = 'support' where id = ${former.id}`)
    expect((await http.get(`backoffice/players/${former.id}`, { token: admin })).statusCode).toBe(404)
    expect((await http.get('backoffice/players/abc', { token: admin })).statusCode).toBe(400)
    expect((await http.get(`backoffice/players/${ayse.id}`, { token: ayse.token })).statusCode).toBe(401)
  })
})
