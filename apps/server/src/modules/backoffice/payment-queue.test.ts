import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TransactionStatus, type BackofficePayment } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { verifyKyc } from '../../test/kyc.js'
import { player } from '../../test/players.js'
import { staffMember } from '../../test/staff.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { checkLedger } from '../wallet/index.js'

/*
 * docs/backoffice.md "Payment and document queues": the queue's filters (method, amount range,
 * age, player, frozen) and sorts beside the old status/type/skip/take, refused input as a 400 in
 * the member's language; the freeze (a held payment cannot be approved or rejected, answers
 * PAYMENT_FROZEN, stays pending for the player, and both changes are audited in the chain); and the
 * new routes under random input, never a 5xx. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */

const ADMIN = { username: 'queueadmin', password: 'queue-admin-password-1' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  PAYMENT_FOUR_EYES_TRY: '1000',
  RATE_LIMIT_MAX: '100000',
})
let http: ReturnType<typeof api>
const staff = {} as Record<'finA' | 'finB' | 'support', { id: number; token: string }>

beforeAll(async () => {
  http = api(t.app)
  staff.finA = await staffMember(t.app, ['finance'], 'queuefinA')
  staff.finB = await staffMember(t.app, ['finance'], 'queuefinB')
  staff.support = await staffMember(t.app, ['support'], 'queuesup')
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
  expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
})

async function methodId(code: string, type: 1 | 2): Promise<number> {
  const [m] = await rows<{ id: string }>(
    t.app,
    sql`select id::text from payment_methods where code = ${code} and type = ${type}`,
  )
  return Number(m!.id)
}

/** A pending payment row written straight (the listing's subject is the query, not the request flow). */
async function pendingRow(playerId: number, code: string, type: 1 | 2, kurus: bigint, minutesAgo: number) {
  const at = new Date(t.clock.now() - minutesAgo * 60_000).toISOString()
  const [p] = await rows<{ id: string }>(
    t.app,
    sql`insert into payments (player_id, method_id, type, amount, status, detail, created_at, updated_at)
        values (${playerId}, ${await methodId(code, type)}, ${type}, ${kurus}, 2, '{}'::jsonb, ${at}, ${at})
        returning id::text`,
  )
  return Number(p!.id)
}

type Page = { data: { items: BackofficePayment[]; total: number } }
/** The queue as the console reads it: oldest first unless the query sorts otherwise. */
const list = async (query: string, token = staff.finA.token) => {
  const sorted = query.includes('sort=') ? query : `${query}&sort=created`
  const res = await http.get(`backoffice/payments?${sorted}`, { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Page>().data
}

describe('the queue’s filters and sorts', () => {
  let ids: number[] = []
  let who = 0
  beforeAll(async () => {
    who = (await player(t.app)).id
    ids = [
      await pendingRow(who, 'havale', 2, 25_000n, 300), // 250 ₺, 5 hours
      await pendingRow(who, 'papara', 2, 9_999n, 10), // 99.99 ₺, 10 minutes
      await pendingRow(who, 'havale', 1, 100_000n, 60 * 30), // 1000 ₺, 30 hours
      await pendingRow(who, 'usdt', 2, 50_000n, 90), // 500 ₺, 90 minutes
    ]
  })
  const mine = (items: BackofficePayment[]) => items.filter((p) => ids.includes(p.id)).map((p) => p.id)

  it('newest first by default (the route’s order before sorts), and each sort of the fixed list', async () => {
    const [w250, w99, d1000, w500] = ids as [number, number, number, number]
    const plain = await http.get(`backoffice/payments?player=${who}`, { token: staff.finA.token })
    expect(mine(plain.json<Page>().data.items)).toEqual([w99, w500, w250, d1000])
    expect(mine((await list(`player=${who}&sort=created`)).items)).toEqual([d1000, w250, w500, w99])
    expect(mine((await list(`player=${who}&sort=-created`)).items)).toEqual([w99, w500, w250, d1000])
    expect(mine((await list(`player=${who}&sort=amount`)).items)).toEqual([w99, w250, w500, d1000])
    expect(mine((await list(`player=${who}&sort=-amount`)).items)).toEqual([d1000, w500, w250, w99])
  })

  it('filters by method code, amount range in lira, age and player; the total counts the filter', async () => {
    const [w250, w99, d1000, w500] = ids as [number, number, number, number]
    const byMethod = await list(`player=${who}&method=havale`)
    expect(mine(byMethod.items)).toEqual([d1000, w250])
    expect(byMethod.items.every((p) => p.methodCode === 'havale')).toBe(true)
    expect(mine((await list(`player=${who}&method=havale&type=2`)).items)).toEqual([w250])
    const range = await list(`player=${who}&min=99.99&max=500`)
    expect(mine(range.items)).toEqual([w250, w500, w99])
    expect(range.total).toBe(3)
    expect(mine((await list(`player=${who}&min=100`)).items)).toEqual([d1000, w250, w500])
    expect(mine((await list(`player=${who}&olderThan=120`)).items)).toEqual([d1000, w250])
    expect(mine((await list(`player=${who}&olderThan=120&type=2&min=300`)).items)).toEqual([])
    // The old fields keep their meaning: status 1 (confirmed) holds none of these.
    expect(mine((await list(`player=${who}&status=1`)).items)).toEqual([])
    expect((await list('status=2&type=2&skip=0&take=1')).items).toHaveLength(1)
    expect(mine((await list(`player=${who}&frozen=0`)).items)).toHaveLength(4)
    expect(mine((await list(`player=${who}&frozen=1`)).items)).toEqual([])
    // Support reads the queue too (payments.view), with the same filters.
    expect(mine((await list(`player=${who}&max=100`, staff.support.token)).items)).toEqual([w99])
  })

  it('refuses bad input with a 400 in the member’s language and no 500', async () => {
    const bad = async (query: string, field: string, code: string, lang = 'en') => {
      const res = await http.get(`backoffice/payments?${query}`, {
        token: staff.finA.token,
        headers: { 'x-locale': lang },
      })
      expect(res.statusCode, `${query} ${res.body}`).toBe(400)
      const body = res.json<{ code: string; message: string; errors: Record<string, string> }>()
      expect(body.code).toBe('VALIDATION_FAILED')
      expect(body.errors[field]).toBe(code)
      return body
    }
    const range = await bad('min=500&max=100', 'max', 'min_above_max')
    expect(range.message).toBe('Please check the highlighted fields.')
    const tr = await bad('min=500&max=100', 'max', 'min_above_max', 'tr')
    expect(tr.message).toBe('Lütfen işaretli alanları kontrol edin.')
    await bad('min=1.001', 'min', 'too_many_decimals')
    await bad('min=-5', 'min', 'invalid_number')
    await bad('max=abc', 'max', 'invalid_number')
    await bad('max=99999999999', 'max', 'too_big')
    await bad('olderThan=0', 'olderThan', 'too_small')
    await bad('olderThan=1.5', 'olderThan', 'not_integer')
    await bad('olderThan=9999999', 'olderThan', 'too_big')
    await bad('method=Havale%20EFT', 'method', 'invalid_format')
    await bad('sort=id', 'sort', 'invalid_option')
    await bad('player=0', 'player', 'too_small')
    await bad('frozen=yes', 'frozen', 'invalid_option')
    await bad('status=2&type=3', 'type', 'invalid_option')
  })

  it('offers each method code once for the filter, titled in the member’s language', async () => {
    const res = await http.get('backoffice/payments/methods', {
      token: staff.finA.token,
      headers: { 'x-locale': 'en' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const choices = res.json<{ data: { code: string; title: string }[] }>().data
    expect(choices.map((c) => c.code).sort()).toEqual([...new Set(choices.map((c) => c.code))].sort())
    expect(choices).toContainEqual({ code: 'havale', title: 'Bank transfer (Havale/EFT)' })
  })
})

describe('freeze', () => {
  /** A player with 3000 ₺ who asked to withdraw `amount` lira; answers the player and the payment id. */
  async function withdrawal(n: string, amount: number) {
    const p = await player(t.app, { signUp: n, phoneVerified: true, cash: 300_000n })
    await verifyKyc(t.app, p.id)
    const methods = await p.http.get('payment/methods?type=2', { token: p.token })
    const bank = methods
      .json<{ data: { id: number; title: string }[] }>()
      .data.find((m) => m.title.includes('Havale'))!
    const res = await p.http.post(
      'payment/withdraw',
      {
        id: bank.id,
        target: 'pay',
        detail: { amount, Iban: 'TR330006100519786457841326', name: 'Ayşe Kaya' },
      },
      { token: p.token },
    )
    expect(res.statusCode, res.body).toBe(200)
    const [w] = await rows<{ id: string }>(
      t.app,
      sql`select id::text from payments where player_id = ${p.id} order by id desc limit 1`,
    )
    return { p, id: Number(w!.id) }
  }
  const post = (path: string, body: unknown, token = staff.finA.token, lang = 'en') =>
    http.post(`backoffice/payments/${path}`, body, { token, headers: { 'x-locale': lang } })
  const cashOf = async (playerId: number) => {
    const [r] = await rows<{ balance: string }>(
      t.app,
      sql`select balance::text from accounts where player_id = ${playerId} and kind = 'player_cash'`,
    )
    return Number(r!.balance)
  }
  const auditOf = (paymentId: number) =>
    rows<{ action: string; actor_id: string; detail: Record<string, unknown> }>(
      t.app,
      sql`select action, actor_id, detail from audit_log
          where action like 'backoffice.payment.%' and action <> 'backoffice.payment.list'
            and detail->>'paymentId' = ${String(paymentId)} order by id`,
    )

  it('holds a withdrawal: approve and reject answer 409 PAYMENT_FROZEN, the player sees it pending', async () => {
    const { p, id } = await withdrawal('freeze1', 500)
    const held = await post(`${id}/freeze`, { reason: 'Chargeback check' })
    expect(held.statusCode, held.body).toBe(200)
    expect(held.json()).toMatchObject({
      message: 'Payment frozen; no one can approve it until it is unfrozen.',
      data: {
        id,
        status: TransactionStatus.Pending,
        frozenBy: staff.finA.id,
        freezeReason: 'Chargeback check',
      },
    })
    for (const [verb, body, who] of [
      ['confirm', {}, staff.finB.token],
      ['reject', { note: 'IBAN' }, staff.finB.token],
      ['confirm', {}, staff.finA.token],
    ] as const) {
      const res = await post(`${id}/${verb}`, body, who, 'tr')
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_FROZEN',
        message: 'Bu ödeme donduruldu; dondurma kaldırılmadan onaylanamaz veya reddedilemez.',
      })
    }
    // A second freeze is refused the same way; the money stays reserved.
    expect((await post(`${id}/freeze`, { reason: 'again' })).json()).toMatchObject({ code: 'PAYMENT_FROZEN' })
    expect(await cashOf(p.id)).toBe(250_000)

    // The queue shows the hold and filters by it; the player's own history still says pending.
    const frozen = await list(`frozen=1&player=${p.id}`)
    expect(frozen.items.map((x) => [x.id, x.frozenBy, x.freezeReason])).toEqual([
      [id, staff.finA.id, 'Chargeback check'],
    ])
    const history = await p.http.post('transaction/financial', {}, { token: p.token })
    const mine = history.json<{ data: { items: { id: number; status: number }[] } }>().data.items
    expect(mine.find((x) => x.id === id)?.status).toBe(TransactionStatus.Pending)
    expect(Object.keys(mine[0]!)).not.toContain('frozenAt')

    // Support may read but not freeze; unfreezing twice is PAYMENT_NOT_FROZEN.
    expect((await post(`${id}/unfreeze`, {}, staff.support.token)).statusCode).toBe(403)
    const freed = await post(`${id}/unfreeze`, { note: 'Bank confirmed' }, staff.finB.token)
    expect(freed.statusCode, freed.body).toBe(200)
    expect(freed.json()).toMatchObject({ data: { frozenAt: null, frozenBy: null, freezeReason: null } })
    expect((await post(`${id}/unfreeze`, {})).json()).toMatchObject({ code: 'PAYMENT_NOT_FROZEN' })
    expect((await list(`frozen=0&player=${p.id}`)).items.map((x) => x.id)).toEqual([id])

    const rejected = await post(`${id}/reject`, { note: 'IBAN does not match' }, staff.finB.token)
    expect(rejected.json()).toMatchObject({ data: { status: TransactionStatus.Rejected } })
    expect(await cashOf(p.id)).toBe(300_000)
    // A settled payment is no longer freezable.
    expect((await post(`${id}/freeze`, { reason: 'late' })).json()).toMatchObject({
      code: 'PAYMENT_NOT_PENDING',
    })

    const audit = await auditOf(id)
    expect(audit.map((a) => a.action)).toEqual([
      'backoffice.payment.freeze',
      'backoffice.payment.unfreeze',
      'backoffice.payment.reject',
    ])
    expect(audit[0]).toMatchObject({
      actor_id: String(staff.finA.id),
      detail: { reason: 'Chargeback check' },
    })
    expect(audit[1]).toMatchObject({
      actor_id: String(staff.finB.id),
      detail: { frozenBy: staff.finA.id, reason: 'Chargeback check', note: 'Bank confirmed' },
    })
  })

  it('keeps a first approval above the threshold across the hold', async () => {
    const { p, id } = await withdrawal('freeze2', 1500)
    expect((await post(`${id}/confirm`, {})).json()).toMatchObject({ data: { awaitingSecondApproval: true } })
    expect((await post(`${id}/freeze`, { reason: 'Call the player' }, staff.finB.token)).statusCode).toBe(200)
    expect((await post(`${id}/confirm`, {}, staff.finB.token)).statusCode).toBe(409)
    expect((await post(`${id}/unfreeze`, {}, staff.finB.token)).statusCode).toBe(200)
    expect((await list(`player=${p.id}`)).items[0]?.firstApprovedBy).toBe(staff.finA.id)
    expect((await post(`${id}/confirm`, {}, staff.finB.token)).json()).toMatchObject({
      data: { status: TransactionStatus.Confirmed },
    })
  })

  it('refuses a reason that says nothing, and an unknown payment', async () => {
    const { id } = await withdrawal('freeze3', 100)
    for (const body of [
      {},
      { reason: '  ' },
      { reason: 'ab' },
      { reason: 'x'.repeat(201) },
      { reason: 'ok', x: 1 },
    ]) {
      const res = await post(`${id}/freeze`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await post('999999999/freeze', { reason: 'Chargeback' })).statusCode).toBe(404)
    expect((await list(`frozen=1&type=2`)).items.map((x) => x.id)).not.toContain(id)
  })
})

describe('the queue’s routes under random input', () => {
  it('never answer a 5xx', { timeout: 120_000 }, async () => {
    const failures: string[] = []
    const hostile = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '',
        ' ',
        '\u0000',
        '\ud800',
        '1e308',
        '-0',
        '0.001',
        'NaN',
        '99999999999999999999',
        '%',
      ),
      fc.integer().map(String),
      fc.double().map(String),
    )
    const check = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const res = await t.app.inject({
        method,
        url: `/api/${url}`,
        headers: {
          authorization: `Bearer ${staff.finB.token}`,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST' ? { payload: JSON.stringify(payload) } : {}),
      })
      if (res.statusCode >= 500)
        failures.push(`${method} ${url} ${JSON.stringify(payload)} → ${res.body.slice(0, 200)}`)
      return true
    }
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'status',
            'type',
            'skip',
            'take',
            'method',
            'min',
            'max',
            'olderThan',
            'player',
            'frozen',
            'sort',
            'x',
          ),
          fc.oneof(hostile, fc.constantFrom('havale', 'created', '-amount', '1', '2', '100.5', '0.01')),
          { maxKeys: 5 },
        ),
        async (q) => check('GET', `backoffice/payments?${new URLSearchParams(q).toString()}`),
      ),
      { numRuns: 150 },
    )
    const [latest] = await rows<{ id: string }>(
      t.app,
      sql`select id::text from payments order by id desc limit 1`,
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(latest?.id ?? '1'),
          fc.constantFrom('0', '-1', '1e3', '99999999999999999999', 'x'),
        ),
        fc.constantFrom('freeze', 'unfreeze', 'confirm', 'reject'),
        fc.oneof(
          fc.record({ reason: fc.oneof(hostile, fc.constant('Chargeback check')) }, { requiredKeys: [] }),
          fc.record({ note: hostile }, { requiredKeys: [] }),
          fc.constantFrom(null, [], 'x', 5),
        ),
        async (id, verb, body) => check('POST', `backoffice/payments/${id}/${verb}`, body),
      ),
      { numRuns: 120 },
    )
    expect(failures).toEqual([])
  })
})
