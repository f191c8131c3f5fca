import type { FastifyBaseLogger } from 'fastify'
import { TransactionStatus, type CryptoDeposit, type CryptoPaymentStatus } from '@galata/contract'
import type { Db } from '../../db/client.js'
import type { CryptoStatusStep } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import {
  decimalUnits,
  unitsDecimal,
  type CryptoIpn,
  type CryptoNetwork,
  type NowPayments,
  type NowPaymentsStatus,
} from '../../providers/index.js'
import { ensurePlayerAccounts, moneyTransaction, post, systemAccounts, toMajor } from '../wallet/index.js'
import * as cq from './crypto.queries.js'
import * as q from './payments.queries.js'

/*
 * The crypto method through NOWPayments (docs/payments.md). Opening a deposit asks the processor
 * for an address and an amount; its IPNs drive the state machine below. Money moves only through
 * wallet.post, in the transaction that holds the `payments` row's lock, with the key
 * `crypto_credit:{paymentId}:{cumulative kuruş}`: each credit is named by the total it brings the
 * payment to, so a repeated IPN replays instead of paying twice.
 */

/** The `provider` of the crypto method's row in payment_methods. */
export const CRYPTO_PROVIDER = 'nowpayments'

/** Decimal places of the recorded rate (lira per coin). */
const RATE_SCALE = 8

export interface CryptoDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  events: EventBus<AppEvents>
  crypto: NowPayments
}

/**
 * How far along each status is: the row keeps the furthest one reached, so an IPN that arrives out
 * of order (confirming after finished) is recorded in the history but does not move it back.
 */
const STATUS_RANK: Record<NowPaymentsStatus, number> = {
  waiting: 1,
  confirming: 2,
  confirmed: 3,
  sending: 4,
  partially_paid: 5,
  expired: 6,
  failed: 6,
  finished: 7,
  refunded: 8,
}

const isNetwork = (v: unknown): v is CryptoNetwork => v === 'TRC20' || v === 'ERC20'

/** Lira per coin: price ÷ pay amount, to RATE_SCALE places. */
function rateOf(priceKurus: bigint, payAmount: string): string {
  const payUnits = decimalUnits(payAmount)
  if (payUnits <= 0n) throw new Error('crypto: the processor quoted no amount')
  // kuruş·10^18 / payUnits is kuruş per coin; ÷100 for lira, ×10^RATE_SCALE for the scale.
  return unitsDecimal((priceKurus * 10n ** BigInt(16 + RATE_SCALE)) / payUnits, RATE_SCALE)
}

/**
 * The kuruş a received amount is worth at the rate recorded at creation (docs/payments.md "Partial
 * payments"): received ÷ asked × price, rounded down, never above the price.
 */
export function creditFor(priceKurus: bigint, payAmount: string, actuallyPaid: string): bigint {
  const asked = decimalUnits(payAmount)
  const paid = decimalUnits(actuallyPaid)
  if (asked <= 0n || paid <= 0n) return 0n
  const value = (paid * priceKurus) / asked
  return value > priceKurus ? priceKurus : value
}

function depositView(payment: q.PaymentRow, row: cq.CryptoPaymentRow): CryptoDeposit {
  return {
    paymentId: payment.id,
    address: row.address,
    network: row.network,
    currency: 'USDT',
    amount: row.payAmount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    // The address alone: what every wallet scans for a token transfer (there is no common URI
    // for TRC20/ERC20 tokens that all wallets read).
    qr: row.address,
  }
}

/**
 * A new crypto deposit: the payment row exists (pending, counted against the limits); the
 * processor is asked for an address and an amount and the answer is kept with it. A processor
 * that fails leaves the payment cancelled and the player an error, never a payment to nowhere.
 */
export async function openCryptoDeposit(
  deps: CryptoDeps,
  payment: q.PaymentRow,
  network: unknown,
  siteOrigin: string,
): Promise<CryptoDeposit> {
  if (!isNetwork(network)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
  let created
  try {
    created = await deps.crypto.createPayment({
      orderId: String(payment.id),
      priceAmount: unitsDecimal(payment.amount, 2),
      network,
      ipnCallbackUrl: `${siteOrigin.replace(/\/+$/, '')}/api/payments/crypto/ipn`,
      description: `Galata deposit ${payment.id}`,
    })
  } catch (err) {
    deps.log.error({ err, paymentId: payment.id }, 'crypto processor: create payment failed')
    await q.updatePayment(deps.db, payment.id, {
      status: TransactionStatus.Cancelled,
      updatedAt: new Date(deps.clock.now()),
    })
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
  }
  const now = new Date(deps.clock.now())
  const row: cq.CryptoPaymentRow = {
    paymentId: payment.id,
    playerId: payment.playerId,
    processor: CRYPTO_PROVIDER,
    processorPaymentId: created.processorPaymentId,
    address: created.address,
    network,
    payCurrency: created.payCurrency,
    payAmount: created.payAmount,
    priceAmount: payment.amount,
    rate: rateOf(payment.amount, created.payAmount),
    actuallyPaid: '0',
    status: created.status,
    statusHistory: [{ status: created.status, actuallyPaid: '0', at: now.toISOString() }],
    credited: 0n,
    creditTransactionId: null,
    reviewReason: null,
    expiresAt: created.expiresAt,
    createdAt: now,
    updatedAt: now,
  }
  await deps.db.transaction(async (tx) => {
    await cq.insertCryptoPayment(tx, row)
    // The processor's own deadline replaces ours (docs/wallet.md "Pending deposits").
    await q.updatePayment(tx, payment.id, {
      providerReference: created.processorPaymentId,
      ...(created.expiresAt ? { expiresAt: created.expiresAt } : {}),
      updatedAt: now,
    })
  })
  return depositView(payment, row)
}

/** GET payments/crypto/{paymentId}: the player's own crypto deposit; anyone else's is NOT_FOUND. */
export async function cryptoStatus(
  deps: { db: Db },
  playerId: number,
  paymentId: number,
): Promise<CryptoPaymentStatus> {
  const payment = await q.findPayment(deps.db, paymentId)
  const row = payment && payment.playerId === playerId ? await cq.findCryptoPayment(deps.db, paymentId) : null
  if (!payment || !row) throw new AppError('NOT_FOUND')
  return {
    ...depositView(payment, row),
    status: row.status,
    actuallyPaid: row.actuallyPaid,
    rate: row.rate,
    credited: toMajor(row.credited),
    paymentStatus: payment.status,
  }
}

export type IpnResult = 'applied' | 'duplicate' | 'unknown' | 'ignored'

const maxDecimal = (a: string, b: string) => (decimalUnits(b) > decimalUnits(a) ? b : a)

/**
 * A verified IPN (docs/payments.md "State machine"). Every change happens under the `payments`
 * row's lock, the same lock an operator's decision, the player's cancel and the expiry sweeper
 * take, so two deliveries of one IPN at once queue and the second finds the first's work done.
 */
export async function applyCryptoIpn(deps: CryptoDeps, ipn: CryptoIpn): Promise<IpnResult> {
  // The mapping processor id → payment never changes, so it is found before the lock.
  const known = await cq.findByProcessorId(deps.db, CRYPTO_PROVIDER, ipn.processorPaymentId)
  if (!known) {
    // Answered 200 all the same: the processor retries anything else, and retrying cannot help.
    deps.log.warn(
      { processorPaymentId: ipn.processorPaymentId, status: ipn.status },
      'crypto IPN: unknown payment',
    )
    return 'unknown'
  }
  let settled: AppEvents['payment.settled'] | null = null
  const result = await moneyTransaction(deps, async (m): Promise<IpnResult> => {
    const { tx } = m
    const payment = await q.lockPayment(tx, known.paymentId)
    const row = await cq.findCryptoPayment(tx, known.paymentId)
    if (!payment || !row) return 'unknown'
    if (ipn.payCurrency !== row.payCurrency || decimalUnits(ipn.payAmount) !== decimalUnits(row.payAmount)) {
      deps.log.error(
        { paymentId: payment.id, ipn: { payCurrency: ipn.payCurrency, payAmount: ipn.payAmount } },
        'crypto IPN: does not match the payment; ignored',
      )
      return 'ignored'
    }
    const seen = row.statusHistory.some(
      (s) => s.status === ipn.status && decimalUnits(s.actuallyPaid) === decimalUnits(ipn.actuallyPaid),
    )
    if (seen) return 'duplicate'
    const now = new Date(deps.clock.now())
    const history: CryptoStatusStep[] = [
      ...row.statusHistory,
      { status: ipn.status, actuallyPaid: ipn.actuallyPaid, at: now.toISOString() },
    ]
    const furthest =
      STATUS_RANK[ipn.status] > STATUS_RANK[row.status as NowPaymentsStatus] ? ipn.status : row.status
    const changes: Partial<cq.CryptoPaymentRow> = {
      statusHistory: history,
      status: furthest,
      actuallyPaid: maxDecimal(row.actuallyPaid, ipn.actuallyPaid),
      updatedAt: now,
    }
    const decided =
      row.credited === 0n &&
      (payment.status === TransactionStatus.Confirmed || payment.status === TransactionStatus.Rejected)
    switch (ipn.status) {
      case 'waiting':
      case 'confirming':
      case 'confirmed':
      case 'sending':
        break
      case 'partially_paid':
      case 'finished': {
        if (decided) {
          // An operator already confirmed or rejected it by hand: the coins are for them to match.
          changes.reviewReason = 'paid_after_operator_decision'
          deps.log.error(
            { paymentId: payment.id, status: ipn.status },
            'crypto IPN: paid after an operator decision',
          )
          break
        }
        const target =
          ipn.status === 'finished'
            ? row.priceAmount
            : creditFor(row.priceAmount, row.payAmount, ipn.actuallyPaid)
        const owed = target - row.credited
        if (owed <= 0n) break
        const accounts = await ensurePlayerAccounts(tx, payment.playerId)
        const sys = await systemAccounts(m)
        const posted = await post(m, {
          idempotencyKey: `crypto_credit:${payment.id}:${target}`,
          kind: 'deposit',
          reference: `payment:${payment.id}`,
          entries: [
            { accountId: sys.payment_clearing, amount: -owed },
            { accountId: accounts.cash, amount: owed },
          ],
        })
        changes.credited = target
        changes.creditTransactionId = posted.transactionId
        // The payment's amount becomes what reached the player, so the history, the deposit
        // limits and the verification threshold count real money (docs/payments.md).
        await q.updatePayment(tx, payment.id, {
          status: TransactionStatus.Confirmed,
          amount: target,
          ledgerTransactionId: posted.transactionId,
          updatedAt: now,
        })
        if (payment.status === TransactionStatus.Cancelled)
          deps.log.warn({ paymentId: payment.id }, 'crypto: paid after the deposit expired; credited')
        settled = {
          playerId: payment.playerId,
          paymentId: payment.id,
          direction: 'deposit',
          status: 'confirmed',
          amount: owed,
        }
        break
      }
      case 'failed':
      case 'expired':
      case 'refunded': {
        if (row.credited > 0n) {
          // Money already credited may have been played: taking it back is an operator's call
          // (docs/payments.md "Refunds"); a late expiry after a credit changes nothing.
          if (ipn.status === 'refunded') {
            changes.reviewReason = 'refunded_after_credit'
            deps.log.error(
              { paymentId: payment.id, credited: row.credited.toString() },
              'crypto: refunded after the credit; an operator must decide',
            )
          }
          break
        }
        if (payment.status === TransactionStatus.Pending) {
          await q.updatePayment(tx, payment.id, { status: TransactionStatus.Cancelled, updatedAt: now })
          settled = {
            playerId: payment.playerId,
            paymentId: payment.id,
            direction: 'deposit',
            status: 'cancelled',
            amount: payment.amount,
          }
        }
        break
      }
    }
    await cq.updateCryptoPayment(tx, payment.id, changes)
    return 'applied'
  })
  if (settled) deps.events.emit('payment.settled', settled)
  return result
}
