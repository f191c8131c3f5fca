import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TransactionStatus } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { verifyKyc } from '../../test/kyc.js'
import { staffMember } from '../../test/staff.js'
import { signIpn, type NowPaymentsStandin } from '../../providers/index.js'
import { checkLedger } from '../wallet/index.js'
import { loadConfig } from '../../config.js'

/**
 * Crypto withdrawals paid out through the NOWPayments stand-in (docs/payments.md "Payouts"): the
 * address checked on the form, the approval that sends `/v1/auth`, `/v1/payout` and `/verify`
 * with the account's TOTP code, and the payout IPN's state machine (paid once, returned once,
 * duplicates, out of order, contradictions, bad signatures, an unknown payout, a processor that
 * refuses), with the ledger's invariant after the file, on PGlite or PostgreSQL.
 */

const t = useTestApp({ PUBLIC_URL: 'http://galata.test', PAYMENT_FOUR_EYES_TRY: '1000000' })
let http: ReturnType<typeof api>
let standin: NowPaymentsStandin
let ipnUrl: string
let operator: string

const TRON = 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW'
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7'

beforeAll(async () => {
  http = api(t.app)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  standin = t.app.crypto.standin!
  // docs/payments.md "The stand-in": built with the app, listening only from the first call on.
  expect(standin.started).toBe(false)
  ipnUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/payments/crypto/ipn`
  operator = (await staffMember(t.app, ['admin'])).token
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

async function methodId(token: string, type: 1 | 2) {
  const res = await http.get(`payment/methods?type=${type}`, { token })
  return res.json<{ data: { id: number; title: string }[] }>().data.find((m) => m.title.includes('USDT'))!.id
}

async function cash(token: string) {
  const res = await http.get('user/balance', { token })
  return res.json<{ data: { balance: number } }>().data.balance
}

/** A verified player with 1 725 ₺ of cash, deposited in crypto through the stand-in. */
async function fundedPlayer(name: string) {
  const player = await http.register(name)
  await verifyKyc(t.app, player)
  await t.app.db.execute(sql`update players set phone_verified = true where usercode = ${player.usercode}`)
  const res = await http.post(
    'payment/deposit',
    { id: await methodId(player.token, 1), target: 'pay', detail: { amount: 1725, network: 'TRC20' } },
    { token: player.token },
  )
  expect(res.statusCode, res.body).toBe(200)
  const { paymentId } = res.json<{ data: { paymentId: number } }>().data
  const processorId = [...standin.payments.values()].find((p) => p.order_id === String(paymentId))!.payment_id
  await standin.sendIpn(processorId, 'finished')
  expect(await cash(player.token)).toBe(1725)
  return player
}

async function withdraw(token: string, amount: number, network: string, wallet: string, locale = 'tr') {
  return http.post(
    'payment/withdraw',
    { id: await methodId(token, 2), target: 'pay', detail: { amount, network, wallet } },
    { token, headers: { 'x-locale': locale } },
  )
}

async function lastWithdrawal(usercode: string) {
  const [row] = await rows<{ id: number; status: number }>(
    t.app,
    sql`select p.id, p.status from payments p join players u on u.id = p.player_id
        where u.usercode = ${usercode} and p.type = 2 order by p.id desc limit 1`,
  )
  return { id: Number(row!.id), status: Number(row!.status) }
}

async function payoutRow(paymentId: number) {
  const [row] = await rows<{
    status: string
    outcome: string | null
    processor_payout_id: string | null
    amount: string | null
    review_reason: string | null
    error: string | null
    tx_hash: string | null
  }>(t.app, sql`select * from crypto_payouts where payment_id = ${paymentId}`)
  return row!
}

const postings = async (key: string) =>
  (
    await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${key}`,
    )
  )[0]!.n

const decide = (paymentId: number, action: 'confirm' | 'reject') =>
  http.post(`backoffice/payments/${paymentId}/${action}`, {}, { token: operator })

/** A player with a withdrawal of `amount` approved and its payout sent; answers the stand-in's payout id. */
async function approvedPayout(name: string, amount: number) {
  const player = await fundedPlayer(name)
  expect((await withdraw(player.token, amount, 'TRC20', TRON)).statusCode).toBe(200)
  const payment = await lastWithdrawal(player.usercode)
  const res = await decide(payment.id, 'confirm')
  expect(res.statusCode, res.body).toBe(200)
  const payoutId = (await payoutRow(payment.id)).processor_payout_id!
  return { player, payment, payoutId }
}

describe('the withdrawal form', () => {
  it('asks for an address that fits the network, in the player’s language', async () => {
    const player = await fundedPlayer('payoutform')
    for (const [network, wallet] of [
      ['TRC20', ETH],
      ['ERC20', TRON],
      ['TRC20', 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxM0'],
      ['ERC20', '0x5290840009852788'],
    ] as const) {
      const res = await withdraw(player.token, 500, network, wallet, 'en')
      expect(res.statusCode, wallet).toBe(400)
      expect(res.json(), wallet).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { wallet: 'invalid_crypto_address' },
      })
    }
    expect(await cash(player.token)).toBe(1725)
    expect((await withdraw(player.token, 500, 'ERC20', ETH)).statusCode).toBe(200)
    expect(await cash(player.token)).toBe(1225)
  })
})

describe('an approved crypto withdrawal', () => {
  it('is sent to the processor with the login, the TOTP verification and our IPN address', async () => {
    const player = await fundedPlayer('payoutsend')
    expect((await withdraw(player.token, 1000, 'TRC20', TRON)).statusCode).toBe(200)
    const payment = await lastWithdrawal(player.usercode)
    const res = await decide(payment.id, 'confirm')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ data: { payoutRequested: true, status: TransactionStatus.Pending } })
    const row = await payoutRow(payment.id)
    const sent = standin.payouts.get(row.processor_payout_id!)!
    expect(sent).toMatchObject({
      address: TRON,
      currency: 'usdttrc20',
      // 1 000 ₺ at the stand-in's 34.5 ₺/USDT, rounded down to 6 places.
      amount: '28.985507',
      ipn_callback_url: 'http://galata.test/api/payments/crypto/ipn',
      unique_external_id: `galata-withdrawal-${payment.id}`,
      verified: true,
      status: 'CREATING',
    })
    expect(row).toMatchObject({ status: 'creating', amount: '28.985507', outcome: null })
    // Still pending, the money still reserved; no one decides while the payout is out.
    expect((await lastWithdrawal(player.usercode)).status).toBe(TransactionStatus.Pending)
    expect(await cash(player.token)).toBe(725)
    for (const action of ['confirm', 'reject'] as const) {
      const again = await decide(payment.id, action)
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({ code: 'PAYOUT_IN_PROGRESS' })
    }
  })

  it('finished pays it once; duplicates, late and contradicting IPNs change nothing', async () => {
    const { player, payment, payoutId } = await approvedPayout('payoutpaid', 1000)
    expect(await standin.sendPayoutIpn(payoutId, 'processing')).toEqual([200])
    expect((await payoutRow(payment.id)).status).toBe('processing')
    // Three deliveries of finished at once: one pays, the others find it done.
    expect(await standin.sendPayoutIpn(payoutId, 'finished', { times: 3, concurrent: true })).toEqual([
      200, 200, 200,
    ])
    expect((await lastWithdrawal(player.usercode)).status).toBe(TransactionStatus.Confirmed)
    expect(await postings(`withdrawal_confirm:${payment.id}`)).toBe(1)
    expect(await cash(player.token)).toBe(725)
    // Out of order: sending after finished is recorded, the status stays finished.
    await standin.sendPayoutIpn(payoutId, 'sending')
    expect(await payoutRow(payment.id)).toMatchObject({ status: 'finished', outcome: 'paid' })
    // failed after finished: flagged for an operator, no money moves.
    await standin.sendPayoutIpn(payoutId, 'failed', { error: 'late failure' })
    expect(await payoutRow(payment.id)).toMatchObject({ outcome: 'paid', review_reason: 'failed_after_paid' })
    expect(await postings(`withdrawal_reject:${payment.id}`)).toBe(0)
    expect(await cash(player.token)).toBe(725)
  })

  it('failed or rejected returns the money once, and nothing undoes it', async () => {
    const { player, payment, payoutId } = await approvedPayout('payoutfail', 600)
    expect(await cash(player.token)).toBe(1125)
    // Refused before anything is read: a bad signature, no signature, a body changed after signing.
    expect(await standin.sendPayoutIpn(payoutId, 'failed', { badSignature: true })).toEqual([401])
    expect(await standin.sendPayoutIpn(payoutId, 'failed', { unsigned: true })).toEqual([401])
    expect(await standin.sendPayoutIpn(payoutId, 'failed', { alterBody: true })).toEqual([401])
    expect(await cash(player.token)).toBe(1125)
    expect(
      await standin.sendPayoutIpn(payoutId, 'failed', { error: 'address blacklisted', times: 2 }),
    ).toEqual([200, 200])
    expect(await cash(player.token)).toBe(1725)
    expect((await lastWithdrawal(player.usercode)).status).toBe(TransactionStatus.Rejected)
    expect(await payoutRow(payment.id)).toMatchObject({ outcome: 'returned', error: 'address blacklisted' })
    // rejected after failed: the same outcome, nothing more; finished after it: flagged, nothing paid.
    await standin.sendPayoutIpn(payoutId, 'rejected')
    await standin.sendPayoutIpn(payoutId, 'finished')
    expect(await payoutRow(payment.id)).toMatchObject({
      outcome: 'returned',
      review_reason: 'finished_after_returned',
    })
    expect(await postings(`withdrawal_reject:${payment.id}`)).toBe(1)
    expect(await postings(`withdrawal_confirm:${payment.id}`)).toBe(0)
    expect(await cash(player.token)).toBe(1725)
  })

  it('a processor that refuses leaves it pending and reserved; approving again sends it', async () => {
    const player = await fundedPlayer('payoutretry')
    expect((await withdraw(player.token, 700, 'TRC20', TRON)).statusCode).toBe(200)
    const payment = await lastWithdrawal(player.usercode)
    standin.payoutFaults.refuse = true
    try {
      const res = await decide(payment.id, 'confirm')
      expect(res.statusCode).toBe(502)
      expect(res.json()).toMatchObject({ code: 'PAYOUT_FAILED' })
    } finally {
      standin.payoutFaults.refuse = false
    }
    expect(await payoutRow(payment.id)).toMatchObject({ status: 'error', processor_payout_id: null })
    expect((await lastWithdrawal(player.usercode)).status).toBe(TransactionStatus.Pending)
    expect(await cash(player.token)).toBe(1025)
    const again = await decide(payment.id, 'confirm')
    expect(again.statusCode, again.body).toBe(200)
    const row = await payoutRow(payment.id)
    expect(row.status).toBe('creating')
    await standin.sendPayoutIpn(row.processor_payout_id!, 'finished')
    expect((await lastWithdrawal(player.usercode)).status).toBe(TransactionStatus.Confirmed)
  })

  it('an unknown payout is answered as the processor expects and logged', async () => {
    const body = {
      id: '999999999',
      batch_withdrawal_id: '999999998',
      status: 'FINISHED',
      currency: 'usdttrc20',
      amount: '10',
      address: TRON,
    }
    const res = await fetch(ipnUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signIpn(standin.ipnSecret, body) },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ data: { result: 'unknown' } })
  })
})

/** The withdrawal as the console's queue lists it (docs/backoffice.md "Crypto payouts"). */
async function queued(paymentId: number) {
  const [row] = await rows<{ status: number }>(
    t.app,
    sql`select status from payments where id = ${paymentId}`,
  )
  const res = await http.get(`backoffice/payments?status=${row!.status}&type=2&take=100&sort=-created`, {
    token: operator,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res
    .json<{ data: { items: { id: number; payout: Record<string, unknown> | null }[] } }>()
    .data.items.find((i) => i.id === paymentId)
}

const payoutsOf = (paymentId: number) =>
  [...standin.payouts.values()].filter((p) => p.unique_external_id === `galata-withdrawal-${paymentId}`)

describe('a payout whose answer was lost', () => {
  it('started the stand-in on first use', () => {
    expect(standin.started).toBe(true)
  })

  it('is found by our id when approved again: verified, never sent twice, paid once', async () => {
    const player = await fundedPlayer('payoutlost')
    expect((await withdraw(player.token, 690, 'TRC20', TRON)).statusCode).toBe(200)
    const payment = await lastWithdrawal(player.usercode)
    standin.payoutFaults.dropAnswer = true
    try {
      const res = await decide(payment.id, 'confirm')
      expect(res.statusCode).toBe(502)
      expect(res.json()).toMatchObject({ code: 'PAYOUT_FAILED' })
    } finally {
      standin.payoutFaults.dropAnswer = false
    }
    // It reached the processor (waiting for its 2FA code); we never heard its id.
    expect(payoutsOf(payment.id)).toHaveLength(1)
    expect(payoutsOf(payment.id)[0]).toMatchObject({ verified: false, amount: '20' })
    expect(await payoutRow(payment.id)).toMatchObject({
      status: 'error',
      processor_payout_id: null,
      amount: '20',
    })
    expect((await queued(payment.id))?.payout).toMatchObject({ status: 'error', amount: '20' })
    const again = await decide(payment.id, 'confirm')
    expect(again.statusCode, again.body).toBe(200)
    const [sent] = payoutsOf(payment.id)
    expect(payoutsOf(payment.id)).toHaveLength(1)
    expect(sent).toMatchObject({ verified: true, status: 'CREATING' })
    expect(await payoutRow(payment.id)).toMatchObject({
      status: 'creating',
      processor_payout_id: sent!.id,
      error: null,
    })
    await standin.sendPayoutIpn(sent!.id, 'finished')
    expect((await lastWithdrawal(player.usercode)).status).toBe(TransactionStatus.Confirmed)
    expect(await postings(`withdrawal_confirm:${payment.id}`)).toBe(1)
    expect(await cash(player.token)).toBe(1035)
  })

  it('is matched to its later IPN by our id, and then no one approves it again', async () => {
    const player = await fundedPlayer('payoutlate')
    expect((await withdraw(player.token, 345, 'TRC20', TRON)).statusCode).toBe(200)
    const payment = await lastWithdrawal(player.usercode)
    standin.payoutFaults.dropAnswer = true
    try {
      expect((await decide(payment.id, 'confirm')).statusCode).toBe(502)
    } finally {
      standin.payoutFaults.dropAnswer = false
    }
    const [sent] = payoutsOf(payment.id)
    // Verified in the processor's dashboard, say: its IPNs come.
    expect(await standin.sendPayoutIpn(sent!.id, 'processing')).toEqual([200])
    expect(await payoutRow(payment.id)).toMatchObject({
      status: 'processing',
      processor_payout_id: sent!.id,
      error: null,
    })
    const again = await decide(payment.id, 'confirm')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'PAYOUT_IN_PROGRESS' })
    await standin.sendPayoutIpn(sent!.id, 'finished', { times: 2 })
    expect(payoutsOf(payment.id)).toHaveLength(1)
    expect(await postings(`withdrawal_confirm:${payment.id}`)).toBe(1)
    const row = await payoutRow(payment.id)
    expect(row).toMatchObject({ status: 'finished', outcome: 'paid' })
    expect(row.tx_hash).toMatch(/^[0-9a-f]{64}$/)
    expect((await queued(payment.id))?.payout).toMatchObject({
      status: 'finished',
      network: 'TRC20',
      address: TRON,
      amount: '10',
      txHash: row.tx_hash,
    })
  })

  it('an IPN naming our id for a payout recorded under another id is not taken', async () => {
    const { payment, payoutId } = await approvedPayout('payoutother', 400)
    const body = {
      id: '777777777',
      batch_withdrawal_id: '777777776',
      status: 'FINISHED',
      currency: 'usdttrc20',
      amount: (await payoutRow(payment.id)).amount,
      address: TRON,
      unique_external_id: `galata-withdrawal-${payment.id}`,
    }
    const res = await fetch(ipnUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signIpn(standin.ipnSecret, body) },
      body: JSON.stringify(body),
    })
    expect(await res.json()).toMatchObject({ data: { result: 'unknown' } })
    expect(await payoutRow(payment.id)).toMatchObject({ processor_payout_id: payoutId, outcome: null })
  })
})

describe('the minimum and the fee', () => {
  it('are shown before the approval, and an approval below the minimum is refused', async () => {
    const player = await fundedPlayer('payoutmin')
    // 250 ₺ at 34.5 ₺/USDT is 7.246376 USDT, below the stand-in's 8 USDT on TRC20.
    expect((await withdraw(player.token, 250, 'TRC20', TRON)).statusCode).toBe(200)
    const small = await lastWithdrawal(player.usercode)
    const state = await http.get(`backoffice/payments/${small.id}/payout`, { token: operator })
    expect(state.statusCode, state.body).toBe(200)
    expect(state.json()).toMatchObject({
      data: {
        status: TransactionStatus.Pending,
        payout: null,
        quote: {
          network: 'TRC20',
          currency: 'usdttrc20',
          amount: '7.246376',
          minAmount: '8',
          fee: '1',
          belowMinimum: true,
        },
        quoteUnavailable: false,
      },
    })
    const refused = await http.post(
      `backoffice/payments/${small.id}/confirm`,
      {},
      { token: operator, headers: { 'x-locale': 'en' } },
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      code: 'PAYOUT_BELOW_MINIMUM',
      message: expect.stringContaining('below the processor’s minimum') as string,
      data: { amount: '7.246376', minAmount: '8', currency: 'usdttrc20' },
    })
    expect(payoutsOf(small.id)).toHaveLength(0)
    expect((await queued(small.id))?.payout).toBeNull()
    // Rejecting it returns the money, as for any withdrawal.
    expect((await decide(small.id, 'reject')).statusCode).toBe(200)
    expect(await cash(player.token)).toBe(1725)

    // ERC20's minimum is higher: 345 ₺ (10 USDT) is enough on TRC20 only.
    expect((await withdraw(player.token, 345, 'ERC20', ETH)).statusCode).toBe(200)
    const erc = await lastWithdrawal(player.usercode)
    expect(
      (await http.get(`backoffice/payments/${erc.id}/payout`, { token: operator })).json(),
    ).toMatchObject({
      data: { quote: { amount: '10', minAmount: '20', fee: '4.5', belowMinimum: true } },
    })
    expect((await decide(erc.id, 'reject')).statusCode).toBe(200)
    expect((await withdraw(player.token, 345, 'TRC20', TRON)).statusCode).toBe(200)
    const ok = await lastWithdrawal(player.usercode)
    expect((await http.get(`backoffice/payments/${ok.id}/payout`, { token: operator })).json()).toMatchObject(
      {
        data: { quote: { amount: '10', minAmount: '8', belowMinimum: false } },
      },
    )
    expect((await decide(ok.id, 'confirm')).statusCode).toBe(200)
    // Once the payout is out, the route shows it and asks the processor for no quote.
    expect((await http.get(`backoffice/payments/${ok.id}/payout`, { token: operator })).json()).toMatchObject(
      {
        data: {
          status: TransactionStatus.Pending,
          payout: { status: 'creating', network: 'TRC20', address: TRON, amount: '10', txHash: null },
          quote: null,
        },
      },
    )
  })

  it('is not found for a payment that is not a crypto withdrawal', async () => {
    const player = await http.register('payoutquotenone')
    const res = await http.post(
      'payment/deposit',
      { id: await methodId(player.token, 1), target: 'pay', detail: { amount: 345, network: 'TRC20' } },
      { token: player.token },
    )
    const { paymentId } = res.json<{ data: { paymentId: number } }>().data
    const state = await http.get(`backoffice/payments/${paymentId}/payout`, { token: operator })
    expect(state.statusCode).toBe(404)
  })
})

describe('payout settings', () => {
  const base = { NODE_ENV: 'test', SITE_MODE: 'demo', NOWPAYMENTS_API_KEY: 'k', NOWPAYMENTS_IPN_SECRET: 's' }
  it('need the login in full, and the processor’s key and secret', () => {
    expect(() => loadConfig({ ...base, NOWPAYMENTS_EMAIL: 'pay@example.com' })).toThrow(
      /NOWPAYMENTS_PASSWORD/,
    )
    expect(() => loadConfig({ ...base, NOWPAYMENTS_2FA_SECRET: 'JBSWY3DPEHPK3PXP' })).toThrow(
      /NOWPAYMENTS_EMAIL/,
    )
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        SITE_MODE: 'demo',
        NOWPAYMENTS_EMAIL: 'a@b.c',
        NOWPAYMENTS_PASSWORD: 'p',
      }),
    ).toThrow(/NOWPAYMENTS_API_KEY/)
    expect(() =>
      loadConfig({
        ...base,
        NOWPAYMENTS_EMAIL: 'a@b.c',
        NOWPAYMENTS_PASSWORD: 'p',
        NOWPAYMENTS_2FA_SECRET: 'not base32!',
      }),
    ).toThrow(/NOWPAYMENTS_2FA_SECRET/)
    const ok = loadConfig({
      ...base,
      NOWPAYMENTS_EMAIL: 'a@b.c',
      NOWPAYMENTS_PASSWORD: 'p',
      NOWPAYMENTS_2FA_SECRET: 'jbsw y3dp ehpk 3pxp',
    })
    expect(ok.NOWPAYMENTS_2FA_SECRET).toBe('JBSWY3DPEHPK3PXP')
  })
})
