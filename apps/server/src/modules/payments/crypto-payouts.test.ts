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
