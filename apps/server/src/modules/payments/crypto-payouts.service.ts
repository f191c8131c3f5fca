import type { FastifyBaseLogger } from 'fastify'
import { cryptoAddressValid, TransactionStatus } from '@galata/contract'
import type { Db, Tx } from '../../db/client.js'
import type { CryptoPayoutStep } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import {
  PAY_CURRENCY_OF_NETWORK,
  decimalUnits,
  unitsDecimal,
  type CreatedPayout,
  type CryptoNetwork,
  type NowPayments,
  type PayoutQuote,
  type NowPaymentsPayoutStatus,
  type PayoutIpn,
} from '../../providers/index.js'
import { ensurePlayerAccounts, moneyTransaction, post, systemAccounts } from '../wallet/index.js'
import * as cq from './crypto.queries.js'
import type { IpnResult } from './crypto.service.js'
import * as q from './payments.queries.js'

/*
 * Crypto withdrawals paid out through NOWPayments (docs/payments.md "Payouts"). An operator's
 * approval does not move the money: it records the payout request (the reservation stays in the
 * player's pending account) and the processor is asked to pay the player's address. Its IPN
 * settles the withdrawal with the same postings and keys an operator's decision uses:
 * `withdrawal_confirm:{id}` (pending → clearing, paid) on finished, `withdrawal_reject:{id}`
 * (pending → cash, returned) on failed or rejected. One key per outcome, under the payment row's
 * lock: a repeated or late IPN replays or finds the outcome set, never moves money twice.
 */

export const PAYOUT_PROCESSOR = 'nowpayments'

/** Decimal places of the recorded rate (lira per coin). */
const RATE_SCALE = 8

export interface PayoutDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  events: EventBus<AppEvents>
  crypto: NowPayments
  /** The site's public origin: the processor posts the payout's IPN there. */
  publicUrl: string
}

/**
 * How far along each payout status is: the row keeps the furthest, so an IPN arriving out of order
 * is recorded but does not move it back. Ours first (`requested`, `error`), then the processor's.
 */
const PAYOUT_RANK: Record<string, number> = {
  error: 0,
  requested: 1,
  waiting: 2,
  creating: 3,
  processing: 4,
  sending: 5,
  failed: 6,
  rejected: 6,
  finished: 7,
}

const isNetwork = (v: unknown): v is CryptoNetwork => v === 'TRC20' || v === 'ERC20'

/**
 * Inside the decision's transaction, under the payment's lock: refuses a decision while a payout is
 * out (PAYOUT_IN_PROGRESS), and on an approval records the request. Answers true when the approval
 * became a payout request (the caller then moves no money).
 */
export async function holdForPayout(
  tx: Tx,
  payment: q.PaymentRow,
  action: 'confirm' | 'reject',
  now: Date,
): Promise<boolean> {
  const existing = await cq.findCryptoPayout(tx, payment.id)
  // A request that never reached the processor (`error`) may be approved again, or rejected.
  if (existing && existing.status !== 'error') throw new AppError('PAYOUT_IN_PROGRESS')
  if (action !== 'confirm') return false
  const { network, wallet } = payment.detail
  // The form checked it (packages/contract: cryptoAddressValid); a row from before the check did not.
  if (!isNetwork(network) || typeof wallet !== 'string' || !cryptoAddressValid(network, wallet))
    throw new AppError('VALIDATION_FAILED', { wallet: 'invalid_crypto_address' })
  const step: CryptoPayoutStep = { status: 'requested', at: now.toISOString() }
  if (existing)
    await cq.updateCryptoPayout(tx, payment.id, {
      status: 'requested',
      statusHistory: [...existing.statusHistory, step],
      error: null,
      updatedAt: now,
    })
  else
    await cq.insertCryptoPayout(tx, {
      paymentId: payment.id,
      playerId: payment.playerId,
      processor: PAYOUT_PROCESSOR,
      address: wallet,
      network,
      currency: PAY_CURRENCY_OF_NETWORK[network],
      priceAmount: payment.amount,
      status: 'requested',
      statusHistory: [step],
      createdAt: now,
      updatedAt: now,
    })
  return true
}

/** Our id of a withdrawal at the processor: it refuses a second payout with the same one. */
export function payoutExternalId(paymentId: number): string {
  return `galata-withdrawal-${paymentId}`
}

/** The payment id in one of our external ids, or null. */
function paymentIdOfExternal(externalId: string | null): number | null {
  const m = externalId ? /^galata-withdrawal-([1-9]\d{0,15})$/.exec(externalId) : null
  return m ? Number(m[1]) : null
}

/** Lira per coin: price ÷ coins, to RATE_SCALE places. */
function rateOf(priceKurus: bigint, coins: string): string {
  return unitsDecimal((priceKurus * 10n ** BigInt(16 + RATE_SCALE)) / decimalUnits(coins), RATE_SCALE)
}

/**
 * After the approval committed: the estimate, `/v1/auth`, `/v1/payout` and (with a 2FA secret)
 * `/verify`. A processor that refuses or does not answer leaves the row `error` and the withdrawal
 * pending with its money reserved (PAYOUT_FAILED): the operator may approve again.
 *
 * A request may have reached the processor with only its answer lost (docs/payments.md "A lost
 * answer"). So the coins are recorded before the call (a later IPN is checked against them), and an
 * approval after an `error` first asks the processor for a payout with our `unique_external_id`
 * (`GET /v1/payout`): one found is adopted (and verified if it waits for its code), never sent again.
 */
export async function sendPayout(deps: PayoutDeps, paymentId: number): Promise<void> {
  const row = await cq.findCryptoPayout(deps.db, paymentId)
  if (!row || row.status !== 'requested') return
  const externalId = payoutExternalId(paymentId)
  try {
    const tried = row.statusHistory.some((s) => s.status === 'error')
    const found = tried ? await deps.crypto.findPayout(externalId, row.createdAt) : null
    let created: CreatedPayout
    let amount: string
    if (found) {
      amount = found.amount
      const verified = found.status === 'waiting' && (await deps.crypto.verifyPayout(found.batchId))
      created = {
        batchId: found.batchId,
        processorPayoutId: found.processorPayoutId,
        status: verified ? 'creating' : found.status,
        verified,
      }
      deps.log.warn(
        { paymentId, processorPayoutId: found.processorPayoutId },
        'crypto payout: lost answer found',
      )
    } else {
      amount = await deps.crypto.estimate(unitsDecimal(row.priceAmount, 2), row.currency)
      // Before the call: an IPN of a payout whose answer is lost is matched against these coins.
      await cq.updateCryptoPayout(deps.db, paymentId, { amount, rate: rateOf(row.priceAmount, amount) })
      created = await deps.crypto.createPayout({
        address: row.address,
        currency: row.currency,
        amount,
        ipnCallbackUrl: `${deps.publicUrl.replace(/\/+$/, '')}/api/payments/crypto/ipn`,
        uniqueExternalId: externalId,
        description: `Galata withdrawal ${paymentId}`,
      })
    }
    const now = new Date(deps.clock.now())
    await deps.db.transaction(async (tx) => {
      await q.lockPayment(tx, paymentId)
      const current = await cq.findCryptoPayout(tx, paymentId)
      if (!current) return
      // An IPN may have come first (a fast processor, or one matched by our id): the furthest status stays.
      const status =
        (PAYOUT_RANK[created.status] ?? 0) > (PAYOUT_RANK[current.status] ?? 0)
          ? created.status
          : current.status
      await cq.updateCryptoPayout(tx, paymentId, {
        processorPayoutId: created.processorPayoutId,
        batchId: created.batchId,
        amount,
        rate: rateOf(row.priceAmount, amount),
        status,
        statusHistory: [
          ...current.statusHistory,
          {
            status: created.verified ? `${created.status} (verified)` : created.status,
            at: now.toISOString(),
          },
        ],
        error: null,
        updatedAt: now,
      })
    })
  } catch (err) {
    deps.log.error({ err, paymentId }, 'crypto payout: the processor refused or did not answer')
    const now = new Date(deps.clock.now())
    await deps.db.transaction(async (tx) => {
      await q.lockPayment(tx, paymentId)
      const current = await cq.findCryptoPayout(tx, paymentId)
      // An IPN matched by our id may have moved it on meanwhile: then it is out, not failed.
      if (!current || current.status !== 'requested') return
      await cq.updateCryptoPayout(tx, paymentId, {
        status: 'error',
        error: err instanceof Error ? err.message.slice(0, 500) : 'unknown error',
        statusHistory: [...current.statusHistory, { status: 'error', at: now.toISOString() }],
        updatedAt: now,
      })
    })
    throw new AppError('PAYOUT_FAILED')
  }
}

/**
 * The processor's minimum and estimated network fee for a crypto withdrawal (docs/payments.md
 * "Minimum and fee"): the coins its lira buy now, the minimum payout of its coin and the fee.
 * Null when the payment is not a crypto withdrawal paid by API.
 */
export async function payoutQuoteOf(
  crypto: NowPayments,
  payment: Pick<q.PaymentRow, 'amount' | 'detail'>,
): Promise<(PayoutQuote & { network: CryptoNetwork; belowMinimum: boolean }) | null> {
  const { network } = payment.detail
  if (!isNetwork(network)) return null
  const currency = PAY_CURRENCY_OF_NETWORK[network]
  const amount = await crypto.estimate(unitsDecimal(payment.amount, 2), currency)
  const quote = await crypto.payoutQuote(currency, amount)
  return { ...quote, network, belowMinimum: decimalUnits(amount) < decimalUnits(quote.minAmount) }
}

/**
 * A verified payout IPN (docs/payments.md "Payouts"). finished: the withdrawal is paid; failed or
 * rejected: the reservation returns to the player's cash; the rest is recorded. Under the payment
 * row's lock; a status already recorded is a duplicate; an outcome is set once.
 */
export async function applyPayoutIpn(
  deps: Omit<PayoutDeps, 'crypto' | 'publicUrl'>,
  ipn: PayoutIpn,
): Promise<IpnResult> {
  const known =
    (await cq.findPayoutByProcessorId(deps.db, PAYOUT_PROCESSOR, ipn.processorPayoutId)) ??
    (await lostAnswerPayout(deps.db, ipn))
  if (!known) {
    deps.log.warn(
      { processorPayoutId: ipn.processorPayoutId, status: ipn.status },
      'crypto payout IPN: unknown payout',
    )
    return 'unknown'
  }
  let settled: AppEvents['payment.settled'] | null = null
  const result = await moneyTransaction(deps, async (m): Promise<IpnResult> => {
    const { tx } = m
    const payment = await q.lockPayment(tx, known.paymentId)
    const row = await cq.findCryptoPayout(tx, known.paymentId)
    if (!payment || !row) return 'unknown'
    // Matched by our id only (its create answer was lost): still no other payout under the lock.
    if (row.processorPayoutId !== null && row.processorPayoutId !== ipn.processorPayoutId) return 'unknown'
    if (
      ipn.currency !== row.currency ||
      ipn.address !== row.address ||
      row.amount === null ||
      decimalUnits(ipn.amount) !== decimalUnits(row.amount)
    ) {
      deps.log.error(
        { paymentId: payment.id, ipn: { currency: ipn.currency, amount: ipn.amount } },
        'crypto payout IPN: does not match the payout; ignored',
      )
      return 'ignored'
    }
    if (row.statusHistory.some((s) => s.status === ipn.status)) return 'duplicate'
    const now = new Date(deps.clock.now())
    const changes: Partial<cq.CryptoPayoutRow> = {
      statusHistory: [
        ...row.statusHistory,
        { status: ipn.status, at: now.toISOString(), ...(ipn.error ? { error: ipn.error } : {}) },
      ],
      status: (PAYOUT_RANK[ipn.status] ?? 0) > (PAYOUT_RANK[row.status] ?? 0) ? ipn.status : row.status,
      ...(ipn.error ? { error: ipn.error } : {}),
      ...(ipn.hash ? { txHash: ipn.hash } : {}),
      ...(row.processorPayoutId === null
        ? { processorPayoutId: ipn.processorPayoutId, batchId: ipn.batchId, error: ipn.error }
        : {}),
      updatedAt: now,
    }
    const outcome = outcomeOf(ipn.status)
    if (outcome && row.outcome && row.outcome !== outcome) {
      // Paid after it was returned, or failed after it was paid: the processor contradicts itself.
      changes.reviewReason = `${ipn.status}_after_${row.outcome}`
      deps.log.error(
        { paymentId: payment.id, status: ipn.status, outcome: row.outcome },
        'crypto payout: contradicting IPN',
      )
    } else if (outcome && !row.outcome && payment.status === TransactionStatus.Pending) {
      const accounts = await ensurePlayerAccounts(tx, payment.playerId)
      const sys = await systemAccounts(m)
      const action = outcome === 'paid' ? 'confirm' : 'reject'
      const posted = await post(m, {
        // The keys of an operator's decision (payments.service decide): one outcome, whoever sets it.
        idempotencyKey: `withdrawal_${action}:${payment.id}`,
        kind: outcome === 'paid' ? 'withdrawal_confirm' : 'withdrawal_reject',
        reference: `payment:${payment.id}`,
        entries: [
          { accountId: accounts.pending, amount: -payment.amount },
          { accountId: outcome === 'paid' ? sys.payment_clearing : accounts.cash, amount: payment.amount },
        ],
      })
      const status = outcome === 'paid' ? TransactionStatus.Confirmed : TransactionStatus.Rejected
      await q.updatePayment(tx, payment.id, {
        status,
        settleTransactionId: posted.transactionId,
        updatedAt: now,
      })
      changes.outcome = outcome
      changes.settleTransactionId = posted.transactionId
      settled = {
        playerId: payment.playerId,
        paymentId: payment.id,
        direction: 'withdrawal',
        status: outcome === 'paid' ? 'confirmed' : 'rejected',
        amount: payment.amount,
      }
      if (outcome === 'returned')
        deps.log.warn(
          { paymentId: payment.id, status: ipn.status, error: ipn.error },
          'crypto payout: not paid; returned',
        )
    } else if (outcome && !row.outcome) {
      // Settled some other way meanwhile (cannot happen while holdForPayout refuses decisions).
      changes.reviewReason = `${ipn.status}_after_payment_settled`
      deps.log.error(
        { paymentId: payment.id, status: ipn.status },
        'crypto payout: IPN for a settled withdrawal',
      )
    }
    await cq.updateCryptoPayout(tx, payment.id, changes)
    return 'applied'
  })
  if (settled) deps.events.emit('payment.settled', settled)
  return result
}

/**
 * An IPN of a payout we never heard back about (docs/payments.md "A lost answer"): its
 * `unique_external_id` names our withdrawal, whose row has no processor id yet.
 */
async function lostAnswerPayout(db: Db, ipn: PayoutIpn): Promise<cq.CryptoPayoutRow | null> {
  const paymentId = paymentIdOfExternal(ipn.uniqueExternalId)
  if (paymentId === null) return null
  const row = await cq.findCryptoPayout(db, paymentId)
  return row && row.processorPayoutId === null ? row : null
}

function outcomeOf(status: NowPaymentsPayoutStatus): 'paid' | 'returned' | null {
  if (status === 'finished') return 'paid'
  if (status === 'failed' || status === 'rejected') return 'returned'
  return null
}
