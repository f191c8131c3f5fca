import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TransactionStatus } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { verifyKyc } from '../../test/kyc.js'
import { staffIdOf, staffLogin, staffMember } from '../../test/staff.js'
import { checkLedger } from '../wallet/index.js'

/*
 * First audit item 8 and the audit half of item 17 (docs/security.md): no operator decides on their own
 * payment; a confirmation above PAYMENT_FOUR_EYES_TRY needs a second, different operator, and both ids are in
 * the audit row; operators cannot deposit or claim bonuses; reading payments is audit-logged too.
 * The ledger checker runs after the file (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */

const ADMIN = { username: 'galataadmin', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  PAYMENT_FOUR_EYES_TRY: '2000',
  RATE_LIMIT_MAX: '500',
})
let http: ReturnType<typeof api>
let admin: string
let adminId: number

beforeAll(async () => {
  http = api(t.app)
  admin = await staffLogin(t.app, ADMIN)
  adminId = await staffIdOf(t.app, ADMIN.username)
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

async function idOf(username: string): Promise<number> {
  const [r] = await rows<{ id: number }>(t.app, sql`select id from players where username = ${username}`)
  return Number(r!.id)
}

/** A finance staff member (docs/backoffice.md); with `player`, the one who was an operator on that player account. */
async function financeStaff(player?: string) {
  return staffMember(t.app, ['finance'], undefined, player ? await idOf(player) : null)
}

async function havaleId(token: string): Promise<number> {
  const res = await http.get('payment/methods?type=1', { token })
  return res.json<{ data: { id: number; title: string }[] }>().data.find((m) => m.title.includes('Havale'))!
    .id
}

/** A manual bank-transfer deposit; answers the pending payment's id. */
async function deposit(token: string, username: string, amount: number): Promise<number> {
  const res = await http.post(
    'payment/deposit',
    {
      id: await havaleId(token),
      target: 'pay',
      detail: { amount, Iban: 'TR330006100519786457841326', name: 'Ayşe Kaya' },
    },
    { token },
  )
  expect(res.statusCode, res.body).toBe(200)
  const [p] = await rows<{ id: number }>(
    t.app,
    sql`select p.id from payments p join players u on u.id = p.player_id
        where u.username = ${username} order by p.id desc limit 1`,
  )
  return Number(p!.id)
}

async function balanceOf(token: string): Promise<number> {
  return (await http.get('user/balance', { token })).json<{ data: { balance: number } }>().data.balance
}

async function statusOf(paymentId: number): Promise<number> {
  const [p] = await rows<{ status: number }>(t.app, sql`select status from payments where id = ${paymentId}`)
  return Number(p!.status)
}

async function auditOf(paymentId: number) {
  return rows<{ action: string; actor_id: string; detail: Record<string, unknown> }>(
    t.app,
    sql`select action, actor_id, detail from audit_log
        where action like 'backoffice.payment.%' and detail->>'paymentId' = ${String(paymentId)} order by id`,
  )
}

describe('operators and their own payments', () => {
  it('refuses a decision on the operator’s own payment with 403 and moves nothing', async () => {
    // A player who made a deposit and was later given the finance role: now a staff member whose
    // record names that player account (the migration from player roles keeps it).
    const staff = await http.register('staff1')
    const paymentId = await deposit(staff.token, 'aysestaff1', 1500)
    const member = await financeStaff('aysestaff1')
    for (const action of ['confirm', 'reject']) {
      const res = await http.post(`backoffice/payments/${paymentId}/${action}`, {}, { token: member.token })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 'OWN_PAYMENT_DECISION' })
    }
    expect(await statusOf(paymentId)).toBe(TransactionStatus.Pending)
    expect(await balanceOf(staff.token)).toBe(0)
    expect(await auditOf(paymentId)).toEqual([])
    // Another operator may decide it.
    const ok = await http.post(`backoffice/payments/${paymentId}/confirm`, {}, { token: admin })
    expect(ok.json()).toMatchObject({ data: { status: TransactionStatus.Confirmed } })
  })
})

describe('four eyes above PAYMENT_FOUR_EYES_TRY', () => {
  it('one approval below the threshold; above it the first waits and a different second completes', async () => {
    const player = await http.register('big1')
    await verifyKyc(t.app, player) // lifetime deposits past KYC_DEPOSIT_THRESHOLD_TRY (docs/kyc.md)
    const small = await deposit(player.token, 'aysebig1', 2000)
    expect(
      (await http.post(`backoffice/payments/${small}/confirm`, {}, { token: admin })).json(),
    ).toMatchObject({ data: { status: TransactionStatus.Confirmed } })
    expect(await balanceOf(player.token)).toBe(2000)

    const big = await deposit(player.token, 'aysebig1', 2000.01)
    const first = await http.post(`backoffice/payments/${big}/confirm`, {}, { token: admin })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      success: true,
      data: { id: big, status: TransactionStatus.Pending, awaitingSecondApproval: true },
    })
    expect(await statusOf(big)).toBe(TransactionStatus.Pending)
    expect(await balanceOf(player.token)).toBe(2000)
    // The queue names the first approver, so the console can say it waits for a second one.
    const queue = await http.get('backoffice/payments?status=2&type=1', { token: admin })
    const listed = (queue.json() as { data: { items: { id: number; firstApprovedBy: number | null }[] } })
      .data.items
    expect(listed.find((p) => p.id === big)?.firstApprovedBy).toBe(adminId)

    const again = await http.post(`backoffice/payments/${big}/confirm`, {}, { token: admin })
    expect(again.statusCode).toBe(403)
    expect(again.json()).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED' })
    expect(await balanceOf(player.token)).toBe(2000)

    const second = await financeStaff()
    const done = await http.post(`backoffice/payments/${big}/confirm`, {}, { token: second.token })
    expect(done.json()).toMatchObject({ data: { status: TransactionStatus.Confirmed } })
    expect(await balanceOf(player.token)).toBe(4000.01)

    const secondId = second.id
    const audit = await auditOf(big)
    expect(audit.map((a) => a.action)).toEqual([
      'backoffice.payment.approve_first',
      'backoffice.payment.confirm',
    ])
    expect(audit[0]).toMatchObject({ actor_id: String(adminId), detail: { awaitingSecondApproval: true } })
    expect(audit[1]).toMatchObject({
      actor_id: String(secondId),
      detail: { firstApproverId: adminId, secondApproverId: secondId },
    })
  })

  it('a withdrawal above the threshold waits for a second operator; one operator may still reject', async () => {
    const player = await http.register('big2')
    await t.app.db.execute(sql`update players set phone_verified = true where username = 'aysebig2'`)
    // Deposits past KYC_DEPOSIT_THRESHOLD_TRY and any withdrawal need a verified identity (docs/kyc.md).
    await verifyKyc(t.app, player)
    const dep = await deposit(player.token, 'aysebig2', 1000)
    await http.post(`backoffice/payments/${dep}/confirm`, {}, { token: admin })
    // Two operators fund the player above the threshold.
    const dep2 = await deposit(player.token, 'aysebig2', 5000)
    await http.post(`backoffice/payments/${dep2}/confirm`, {}, { token: admin })
    const fin = await financeStaff()
    await http.post(`backoffice/payments/${dep2}/confirm`, {}, { token: fin.token })
    expect(await balanceOf(player.token)).toBe(6000)

    const out = await http.get('payment/methods?type=2', { token: player.token })
    const havaleOut = out
      .json<{ data: { id: number; title: string }[] }>()
      .data.find((m) => m.title.includes('Havale'))!
    const body = (amount: number) => ({
      id: havaleOut.id,
      target: 'pay',
      detail: { amount, Iban: 'TR330006100519786457841326', name: 'Ayşe Kaya' },
    })
    expect((await http.post('payment/withdraw', body(3000), { token: player.token })).statusCode).toBe(200)
    const [w] = await rows<{ id: number }>(
      t.app,
      sql`select id from payments where type = 2 order by id desc limit 1`,
    )
    const wid = Number(w!.id)
    expect(
      (await http.post(`backoffice/payments/${wid}/confirm`, {}, { token: fin.token })).json(),
    ).toMatchObject({
      data: { awaitingSecondApproval: true },
    })
    // A rejection returns the money: it needs one operator, whoever approved first.
    const rejected = await http.post(`backoffice/payments/${wid}/reject`, { note: 'IBAN' }, { token: admin })
    expect(rejected.json()).toMatchObject({ data: { status: TransactionStatus.Rejected } })
    expect(await balanceOf(player.token)).toBe(6000)
    const audit = await auditOf(wid)
    expect(audit.map((a) => a.action)).toEqual([
      'backoffice.payment.approve_first',
      'backoffice.payment.reject',
    ])
  })
})

describe('operators cannot play', () => {
  it('refuses a staff token at the player’s routes (401) and an operator’s player account (OPERATOR_CANNOT_PLAY)', async () => {
    const before = await rows<{ n: number }>(t.app, sql`select count(*)::int as n from payments`)
    const asStaff = await http.get('payment/methods?type=1', { token: admin })
    expect(asStaff.statusCode).toBe(401)
    // A player account that kept an operator role when operators moved to staff accounts.
    const old = await http.register('oldop1')
    await t.app.db.execute(
      sql`update players set role = 'admin', phone_verified = true where username = 'ayseoldop1'`,
    )
    const res = await http.post(
      'payment/deposit',
      {
        id: await havaleId(old.token),
        target: 'pay',
        detail: { amount: 50_000, Iban: 'TR330006100519786457841326', name: 'Galata Admin' },
      },
      { token: old.token },
    )
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'OPERATOR_CANNOT_PLAY' })
    const after = await rows<{ n: number }>(t.app, sql`select count(*)::int as n from payments`)
    expect(after[0]!.n).toBe(before[0]!.n)

    const trial = await http.get('bonus/definetrialbonus', { token: old.token })
    expect(trial.statusCode).toBe(403)
    expect(trial.json()).toMatchObject({ code: 'OPERATOR_CANNOT_PLAY' })
    // Nor does that player account open the back office any more.
    expect((await http.get('backoffice/payments', { token: old.token })).statusCode).toBe(401)
  })
})

describe('operators’ reads are audit-logged like their writes', () => {
  it('records who listed payments, with which filter, from where', async () => {
    const res = await http.get('backoffice/payments?status=2&type=1&take=10', {
      token: admin,
      ip: '10.1.2.3',
      headers: { 'x-fingerprint': 'fp-read-1' },
    })
    expect(res.statusCode).toBe(200)
    const audit = await rows<{
      actor_id: string
      ip: string
      fingerprint: string
      detail: Record<string, unknown>
    }>(
      t.app,
      sql`select actor_id, ip, fingerprint, detail from audit_log where action = 'backoffice.payment.list'
          order by id desc limit 1`,
    )
    expect(audit[0]).toMatchObject({
      actor_id: String(adminId),
      ip: '10.1.2.3',
      fingerprint: 'fp-read-1',
      detail: { status: 2, type: 1, skip: 0, take: 10, role: 'admin' },
    })
    expect(typeof audit[0]!.detail.returned).toBe('number')
  })
})
