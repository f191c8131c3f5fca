import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { STATEMENT_MAX_DAYS, localParts } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffLogin } from '../../test/staff.js'
import { verifyKyc } from '../../test/kyc.js'
import { placeBet, rollbackBet, settleWin } from '../../test/wagering.js'
import type { WageringDeps } from '../wallet/index.js'
import { statementBounds } from './statement.js'

/**
 * The activity statement (docs/player-protection.md "Activity statement"): the figures of a played
 * session to the kuruş (card deposit through the gateway, a cancelled one that does not count, a
 * confirmed withdrawal, bets, wins and a rolled-back bet), the same figures as a CSV file with a BOM, Turkish-time day bounds, and
 * refused ranges (reversed, impossible dates, over a year) as 4xx with a clear message.
 */

const ADMIN = { username: 'stmtadmin', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_URL: 'http://galata.test',
})
let http: ReturnType<typeof api>
let admin: string
const deps = (): WageringDeps => ({ db: t.app.db, clock: t.app.clock, events: t.app.events })

beforeAll(async () => {
  firstDay = dayTsi(Math.min(Date.now(), t.clock.now()))
  http = api(t.app)
  admin = await staffLogin(t.app, ADMIN)
})

type Method = { id: number; title: string }
async function method(token: string, type: 1 | 2, part: string) {
  const res = await http.get(`payment/methods?type=${type}`, { token })
  return res.json<{ data: Method[] }>().data.find((m) => m.title.includes(part))!
}

/** A card deposit through the demo gateway, then Pay or Cancel on its page. */
async function cardDeposit(token: string, amount: number, action: 'pay' | 'cancel') {
  const card = await method(token, 1, 'Kart')
  const res = await http.post(
    'payment/deposit',
    { id: card.id, target: 'pay', detail: { amount, CardNo: '4111 1111 1111 1234', holder: 'AYSE KAYA' } },
    { token },
  )
  expect(res.statusCode, res.body).toBe(200)
  const url = new URL(res.json<{ data: string }>().data)
  const paid = await t.app.inject({
    method: 'POST',
    url: `${url.pathname}?lang=en`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ sig: url.searchParams.get('sig')!, action }).toString(),
  })
  expect(paid.statusCode).toBe(200)
}

/** A day in Turkish time, as the statement's days are written. */
function dayTsi(at: number): string {
  const p = localParts(at)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}

/**
 * The period the file's activity falls in: from the Turkish day the file started on to today. A
 * run that straddles Turkish midnight (21:00 UTC) puts part of its activity on each day, and the
 * rows take the database's own clock while the app's clock runs ahead when a test advances it.
 */
let firstDay = ''
const period = () => ({ from: firstDay, to: dayTsi(t.clock.now()) })

/** The CSV's rows, cells split by RFC 4180 (quoted cells may hold commas). */
function parseCsv(text: string): string[][] {
  const out: string[][] = []
  for (const line of text.split('\r\n').filter((l) => l !== '')) {
    const cells: string[] = []
    let cur = ''
    let quoted = false
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          cur += '"'
          i++
        } else if (ch === '"') quoted = false
        else cur += ch
      } else if (ch === '"') quoted = true
      else if (ch === ',') {
        cells.push(cur)
        cur = ''
      } else cur += ch
    }
    cells.push(cur)
    out.push(cells)
  }
  return out
}

describe('activity statement', () => {
  let player: { token: string; usercode: string }
  let playerId: number

  /** POST customer/rg/statement?format=csv for a period, in the given language. */
  const statementCsv = (locale: 'tr' | 'en', range: { from: string; to: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/rg/statement?format=csv',
      headers: {
        authorization: `Bearer ${player.token}`,
        'content-type': 'application/json',
        'x-locale': locale,
      },
      payload: JSON.stringify(range),
    })

  beforeAll(async () => {
    player = await http.register('stmt1')
    await verifyKyc(t.app, player)
    const [r] = await rows<{ id: number }>(
      t.app,
      sql`select id from players where usercode = ${player.usercode}`,
    )
    playerId = Number(r!.id)
    await cardDeposit(player.token, 500.25, 'pay')
    await cardDeposit(player.token, 100, 'cancel')
    // A withdrawal an operator confirms, and one still pending (not paid out: not counted).
    await t.app.db.execute(sql`update players set phone_verified = true where id = ${playerId}`)
    const out = await method(player.token, 2, 'Havale')
    const body = (amount: number) => ({
      id: out.id,
      target: 'pay',
      detail: { amount, Iban: 'TR330006100519786457841326', name: 'Ayşe Kaya' },
    })
    expect((await http.post('payment/withdraw', body(120.5), { token: player.token })).statusCode).toBe(200)
    const [w] = await rows<{ id: number }>(
      t.app,
      sql`select id from payments where player_id = ${playerId} and type = 2 order by id desc limit 1`,
    )
    const confirmed = await http.post(`backoffice/payments/${w!.id}/confirm`, {}, { token: admin })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect((await http.post('payment/withdraw', body(100), { token: player.token })).statusCode).toBe(200)
    // Three rounds: a win of 45.50 on 30.00, a loss of 20.00, and a refunded 10.00.
    const bet = (txId: string, roundId: string, amount: bigint) =>
      placeBet(deps(), { provider: 'stmt', txId, playerId, roundId, amount, currency: 'TRY' })
    await bet('b1', 'r1', 3000n)
    await settleWin(deps(), {
      provider: 'stmt',
      txId: 'w1',
      playerId,
      roundId: 'r1',
      amount: 4550n,
      currency: 'TRY',
    })
    await bet('b2', 'r2', 2000n)
    await settleWin(deps(), {
      provider: 'stmt',
      txId: 'w2',
      playerId,
      roundId: 'r2',
      amount: 0n,
      currency: 'TRY',
    })
    await bet('b3', 'r3', 1000n)
    await rollbackBet(deps(), { provider: 'stmt', txId: 'rb3', playerId, roundId: 'r3', refTxId: 'b3' })
  })

  it('adds up a played session to the kuruş', async () => {
    const range = period()
    const res = await http.post('customer/rg/statement', range, { token: player.token })
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json<{ data: Record<string, unknown> }>().data
    expect(data).toMatchObject({
      deposits: 500.25,
      withdrawals: 120.5,
      stakes: 50,
      wins: 45.5,
      net: -4.5,
    })
    const bounds = statementBounds(range)
    expect(data.from).toBe(bounds.from.toISOString())
    expect(data.to).toBe(bounds.to.toISOString())
    expect(data.timePlayedSeconds).toBeGreaterThanOrEqual(0)
    expect(data.timePlayedSeconds).toBeLessThanOrEqual(2 * 24 * 3600)

    // The day before holds none of it.
    const yesterday = dayTsi(statementBounds({ from: firstDay, to: firstDay }).from.getTime() - 3_600_000)
    const before = await http.post(
      'customer/rg/statement',
      { from: yesterday, to: yesterday },
      { token: player.token },
    )
    expect(before.json()).toMatchObject({
      data: { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, net: 0, timePlayedSeconds: 0 },
    })
  })

  it('counts the time logged in as the session-time limit does, up to now', async () => {
    const other = await http.register('stmt2')
    const [s] = await rows<{ start: string }>(
      t.app,
      sql`select s.created_at as start from sessions s join players p on p.id = s.player_id where p.usercode = ${other.usercode}`,
    )
    t.clock.advance(10 * 60_000)
    // A request marks the session in use at the moved clock.
    await http.get('user/balance', { token: other.token })
    const res = await http.post('customer/rg/statement', period(), { token: other.token })
    const seconds = res.json<{ data: { timePlayedSeconds: number } }>().data.timePlayedSeconds
    const upToNow = Math.floor((t.clock.now() - new Date(s!.start).getTime()) / 1000)
    expect(seconds).toBeGreaterThanOrEqual(600)
    expect(seconds).toBeLessThanOrEqual(upToNow)
  })

  it('lists the limit changes of the period', async () => {
    const range = period()
    const set = await http.post(
      'customer/rg/limits',
      { kind: 'deposit', period: 'week', amount: 750 },
      { token: player.token },
    )
    expect(set.statusCode, set.body).toBe(200)
    const res = await http.post('customer/rg/statement', range, { token: player.token })
    const changes = res.json<{
      data: { limitChanges: { kind: string; subject: string | null; new: string | null }[] }
    }>().data.limitChanges
    expect(changes.length).toBeGreaterThan(0)
    expect(changes[0]).toMatchObject({ subject: 'deposit:week' })
    const csv = await statementCsv('en', range)
    const table = parseCsv(csv.body.replace(/^\uFEFF/, ''))
    const header = table.findIndex((r) => r[0] === 'Date' && r[1] === 'Kind')
    expect(header).toBeGreaterThan(0)
    expect(table[header + 1]?.[2]).toBe('deposit:week')
  })

  it('answers the same figures as a CSV file with a BOM, a file name and Turkish letters', async () => {
    const range = period()
    const res = await statementCsv('tr', range)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="hesap-ozeti-${range.from}-${range.to}.csv"`,
    )
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const table = parseCsv(res.body.replace(/^\uFEFF/, ''))
    expect(table[0]).toEqual(['Hesap özeti', `${range.from} – ${range.to}`])
    const value = (label: string) => table.find((r) => r[0] === label)?.[1]
    expect(value('Yatırımlar (TRY)')).toBe('500.25')
    expect(value('Çekimler (TRY)')).toBe('120.50')
    expect(value('Bahisler (TRY)')).toBe('50.00')
    expect(value('Kazançlar (TRY)')).toBe('45.50')
    expect(value('Net (kazanç − bahis, TRY)')).toBe('-4.50')

    const en = await statementCsv('en', range)
    expect(en.headers['content-disposition']).toContain('activity-statement-')
    expect(parseCsv(en.body.replace(/^\uFEFF/, '')).find((r) => r[0] === 'Deposits (TRY)')?.[1]).toBe(
      '500.25',
    )
  })

  it('refuses a reversed range, an impossible date and a period over a year, in words', async () => {
    const post = (body: unknown, locale = 'en') =>
      http.post('customer/rg/statement', body, { token: player.token, headers: { 'x-locale': locale } })
    const reversed = await post({ from: '2026-05-02', to: '2026-05-01' })
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { to: 'invalid_range' } })
    const impossible = await post({ from: '2026-02-30', to: '2026-03-01' })
    expect(impossible.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { from: 'invalid_date' } })
    expect((await post({ from: '2026-01-01' })).statusCode).toBe(400)
    expect((await post({ from: '1.1.2026', to: '2026-01-02' })).statusCode).toBe(400)

    const tooLong = await post({ from: '2025-01-01', to: '2026-01-02' })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json()).toMatchObject({
      success: false,
      code: 'STATEMENT_RANGE_TOO_LONG',
      message: 'A statement can cover at most one year. Please choose a shorter period.',
    })
    expect((await post({ from: '2025-01-01', to: '2026-01-02' }, 'tr')).json().message).toContain(
      'en fazla 1 yıl',
    )
    // Exactly the longest period is answered.
    const longest = await post({ from: '2025-01-01', to: '2026-01-01' })
    expect(STATEMENT_MAX_DAYS).toBe(366)
    expect(longest.statusCode, longest.body).toBe(200)

    expect(
      (await http.post('customer/rg/statement', { from: '2026-01-01', to: '2026-01-02' })).statusCode,
    ).toBe(401)
  })

  it('bounds days at midnight in Turkish time', () => {
    expect(statementBounds({ from: '2026-11-25', to: '2026-11-25' })).toEqual({
      from: new Date('2026-11-24T21:00:00.000Z'),
      to: new Date('2026-11-25T21:00:00.000Z'),
    })
    // Before 2016 Turkey kept summer time: 1 July 2015 started at 00:00 EEST (UTC+3), 1 January at UTC+2.
    expect(statementBounds({ from: '2015-01-01', to: '2015-07-01' }).from).toEqual(
      new Date('2014-12-31T22:00:00.000Z'),
    )
    expect(statementBounds({ from: '2015-01-01', to: '2015-07-01' }).to).toEqual(
      new Date('2015-07-01T21:00:00.000Z'),
    )
  })
})
