import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TransactionStatus } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { signIpn, type NowPaymentsStandin } from '../../providers/index.js'
import { checkLedger } from '../wallet/index.js'
import { creditFor } from './crypto.service.js'

/**
 * The crypto method through the NOWPayments stand-in (docs/payments.md): a real HTTP processor on a
 * local port, sending signed IPNs to this app listening on another, on PGlite or PostgreSQL.
 * Signature checks, each status path, duplicates, out-of-order and concurrent IPNs, unknown ids,
 * and the ledger's invariant after the file.
 */

const t = useTestApp({ PUBLIC_URL: 'http://galata.test' })
let http: ReturnType<typeof api>
let standin: NowPaymentsStandin
let ipnUrl: string

beforeAll(async () => {
  http = api(t.app)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  standin = t.app.crypto.standin!
  ipnUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/payments/crypto/ipn`
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

type Deposit = {
  paymentId: number
  address: string
  network: string
  currency: string
  amount: string
  expiresAt: string | null
  qr: string
}

async function cryptoMethodId(token: string) {
  const res = await http.get('payment/methods?type=1', { token })
  return res.json<{ data: { id: number; title: string }[] }>().data.find((m) => m.title.includes('USDT'))!.id
}

/** A new player and a crypto deposit of `lira` on TRC20. */
async function open(name: string, lira = 1725) {
  const { token } = await http.register(name)
  const res = await http.post(
    'payment/deposit',
    { id: await cryptoMethodId(token), target: 'pay', detail: { amount: lira, network: 'TRC20' } },
    { token },
  )
  expect(res.statusCode, res.body).toBe(200)
  const deposit = res.json<{ data: Deposit }>().data
  return { token, deposit }
}

function findProcessorId(paymentId: number): number {
  for (const p of standin.payments.values()) if (p.order_id === String(paymentId)) return p.payment_id
  throw new Error('no processor payment')
}

async function cash(token: string) {
  const res = await http.get('user/balance', { token })
  return res.json<{ data: { balance: number } }>().data.balance
}

async function status(token: string, paymentId: number) {
  const res = await http.get(`payments/crypto/${paymentId}`, { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{
    data: { status: string; credited: number; paymentStatus: number; rate: string; actuallyPaid: string }
  }>().data
}

async function postIpn(body: unknown, signature?: string) {
  const res = await fetch(ipnUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-nowpayments-sig': signature } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { data?: { result: string }; code?: string } }
}

describe('crypto deposit', () => {
  it('answers address, amount, network and QR text; the rate and price are recorded', async () => {
    const { token, deposit } = await open('cry1')
    // 1725 ₺ at the stand-in's 34.5 ₺/USDT is exactly 50 USDT.
    expect(deposit).toMatchObject({ network: 'TRC20', currency: 'USDT', amount: '50' })
    expect(deposit.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
    expect(deposit.qr).toBe(deposit.address)
    expect(Date.parse(deposit.expiresAt!)).toBeGreaterThan(Date.now())
    const s = await status(token, deposit.paymentId)
    expect(s).toMatchObject({ status: 'waiting', credited: 0, paymentStatus: TransactionStatus.Pending })
    expect(s.rate).toBe('34.5')
    // docs/payments.md "The waiting dialog": no payment page to continue to; the dialog reopens.
    const history = await http.post(
      'transaction/financial',
      { transactionType: 1, skip: 0, take: 5 },
      { token },
    )
    const item = history.json<{ data: { items: { id: number }[] } }>().data.items[0]
    expect(item).toMatchObject({ id: deposit.paymentId, canCancel: true, canContinue: false, canWatch: true })
    // Another player's payment is not theirs to see.
    const other = await http.register('cry1b')
    expect((await http.get(`payments/crypto/${deposit.paymentId}`, { token: other.token })).statusCode).toBe(
      404,
    )
  })

  it('credits once on finished, after confirming; a repeat and a late confirming change nothing', async () => {
    const { token, deposit } = await open('cry2')
    const id = findProcessorId(deposit.paymentId)
    expect(await standin.sendIpn(id, 'confirming')).toEqual([200])
    expect(await cash(token)).toBe(0)
    expect(await standin.sendIpn(id, 'finished', { times: 2 })).toEqual([200, 200])
    expect(await cash(token)).toBe(1725)
    // Out of order: a confirming that arrives after finished is recorded, moves nothing back.
    expect(await standin.sendIpn(id, 'confirming', { actuallyPaid: '50' })).toEqual([200])
    const s = await status(token, deposit.paymentId)
    expect(s).toMatchObject({
      status: 'finished',
      credited: 1725,
      paymentStatus: TransactionStatus.Confirmed,
    })
    expect(await cash(token)).toBe(1725)
  })

  it('the same IPN delivered several times at once credits once', async () => {
    const { token, deposit } = await open('cry3')
    const statuses = await standin.sendIpn(findProcessorId(deposit.paymentId), 'finished', {
      times: 4,
      concurrent: true,
    })
    expect(statuses).toEqual([200, 200, 200, 200])
    expect(await cash(token)).toBe(1725)
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from ledger_transactions where idempotency_key like ${`crypto_credit:${deposit.paymentId}:%`}`,
    )
    expect(Number(n!.n)).toBe(1)
  })

  it('partially paid: credits the received part at the recorded rate; the rest when it finishes', async () => {
    const { token, deposit } = await open('cry4')
    const id = findProcessorId(deposit.paymentId)
    await standin.sendIpn(id, 'partially_paid', { actuallyPaid: '20.123456' })
    // 20.123456 × 34.5 = 694.259232 ₺ → 694.25 (rounded down to the kuruş).
    expect(await cash(token)).toBe(694.25)
    expect(await status(token, deposit.paymentId)).toMatchObject({
      status: 'partially_paid',
      credited: 694.25,
      actuallyPaid: '20.123456',
    })
    // The player sends the rest: the difference only.
    await standin.sendIpn(id, 'finished')
    expect(await cash(token)).toBe(1725)
    // A late partially_paid for a smaller amount takes nothing back.
    await standin.sendIpn(id, 'partially_paid', { actuallyPaid: '10' })
    expect(await cash(token)).toBe(1725)
  })

  it('expired and failed cancel an unpaid deposit; an expiry after the credit changes nothing', async () => {
    const a = await open('cry5')
    await standin.sendIpn(findProcessorId(a.deposit.paymentId), 'expired')
    expect(await status(a.token, a.deposit.paymentId)).toMatchObject({
      status: 'expired',
      paymentStatus: TransactionStatus.Cancelled,
    })
    expect(await cash(a.token)).toBe(0)
    const b = await open('cry6')
    await standin.sendIpn(findProcessorId(b.deposit.paymentId), 'failed')
    expect((await status(b.token, b.deposit.paymentId)).paymentStatus).toBe(TransactionStatus.Cancelled)
    const c = await open('cry7')
    const id = findProcessorId(c.deposit.paymentId)
    await standin.sendIpn(id, 'finished')
    await standin.sendIpn(id, 'expired')
    expect(await status(c.token, c.deposit.paymentId)).toMatchObject({
      status: 'finished',
      paymentStatus: TransactionStatus.Confirmed,
      credited: 1725,
    })
  })

  it('a payment that lands after its expiry is credited all the same', async () => {
    const { token, deposit } = await open('cry8')
    const id = findProcessorId(deposit.paymentId)
    await standin.sendIpn(id, 'expired')
    await standin.sendIpn(id, 'finished')
    expect(await cash(token)).toBe(1725)
  })

  it('refunded: before the credit it cancels; after it, money stays and an operator is asked to look', async () => {
    const a = await open('cry9')
    await standin.sendIpn(findProcessorId(a.deposit.paymentId), 'refunded')
    expect((await status(a.token, a.deposit.paymentId)).paymentStatus).toBe(TransactionStatus.Cancelled)
    const b = await open('cry10')
    const id = findProcessorId(b.deposit.paymentId)
    await standin.sendIpn(id, 'finished')
    await standin.sendIpn(id, 'refunded')
    expect(await cash(b.token)).toBe(1725)
    const [row] = await rows<{ review_reason: string; status: string }>(
      t.app,
      sql`select review_reason, status from crypto_payments where payment_id = ${b.deposit.paymentId}`,
    )
    expect(row).toEqual({ review_reason: 'refunded_after_credit', status: 'refunded' })
  })
})

describe('IPN signature and unknown payments', () => {
  it('refuses a bad, missing or tampered signature and moves nothing', async () => {
    const { token, deposit } = await open('cry11')
    const id = findProcessorId(deposit.paymentId)
    expect(await standin.sendIpn(id, 'finished', { badSignature: true })).toEqual([401])
    expect(await standin.sendIpn(id, 'finished', { unsigned: true })).toEqual([401])
    expect(await standin.sendIpn(id, 'finished', { alterBody: true })).toEqual([401])
    expect(await cash(token)).toBe(0)
    expect((await status(token, deposit.paymentId)).status).toBe('waiting')
    // Not JSON at all, signed or not.
    const res = await fetch(ipnUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': 'a'.repeat(128) },
      body: 'not json',
    })
    expect(res.status).toBe(401)
  })

  it('checks the signature over the sorted JSON, whatever order the keys were sent in', async () => {
    const { token, deposit } = await open('cry12')
    const p = standin.payments.get(findProcessorId(deposit.paymentId))!
    const body = {
      pay_currency: p.pay_currency,
      payment_status: 'finished',
      actually_paid: Number(p.pay_amount),
      pay_amount: Number(p.pay_amount),
      price_amount: Number(p.price_amount),
      order_id: p.order_id,
      payment_id: p.payment_id,
    }
    const answer = await postIpn(body, signIpn(standin.ipnSecret, body))
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ data: { result: 'applied' } }) })
    expect(await cash(token)).toBe(1725)
  })

  it('answers an unknown payment 200 and logs it', async () => {
    const body = {
      payment_id: 1,
      payment_status: 'finished',
      pay_currency: 'usdttrc20',
      pay_amount: 1,
      actually_paid: 1,
      price_amount: 34.5,
      order_id: '999999',
    }
    const answer = await postIpn(body, signIpn(standin.ipnSecret, body))
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ result: 'unknown' })
  })
})

describe('amounts', () => {
  it('converts received coins to kuruş at the quoted rate, down, never above the price', () => {
    expect(creditFor(172_500n, '50', '50')).toBe(172_500n)
    expect(creditFor(172_500n, '50', '60')).toBe(172_500n)
    expect(creditFor(172_500n, '50', '0.000001')).toBe(0n)
    expect(creditFor(100_000n, '28.985508', '14.492754')).toBe(50_000n)
  })
})
