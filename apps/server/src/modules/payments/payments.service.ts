import type { FastifyBaseLogger } from 'fastify'
import {
  KYC_PAGE_PATH,
  PAYOUT_STATUSES,
  PaymentDirection,
  TransactionStatus,
  TransactionType,
  makePaymentDetailSchema,
  type BackofficePayout,
  type PaymentPayoutState,
  type FinancialQuery,
  type PayoutStatus,
  type Locale,
  type PaymentDecisionResult,
  type PaymentField,
  type PaymentQueueSort,
  type CryptoDeposit,
  type PaymentRequest,
} from '@galata/contract'
import type { Db } from '../../db/client.js'
import type { LocalizedText } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { parseWith } from '../../lib/validate.js'
import type { DemoGateway, NowPayments, PspEvent } from '../../providers/index.js'
import { CRYPTO_PROVIDER, openCryptoDeposit } from './crypto.service.js'
import {
  checkDeposit,
  checkWithdrawal,
  ensurePlayerAccounts,
  moneyTransaction,
  post,
  systemAccounts,
  toMajor,
  toMinor,
  type MoneyTx,
} from '../wallet/index.js'
import { isKycVerified } from '../kyc/index.js'
import { screenPlayer } from '../protection/index.js'
import * as q from './payments.queries.js'
import * as cq from './crypto.queries.js'
import { holdForPayout, payoutQuoteOf, sendPayout } from './crypto-payouts.service.js'

/*
 * Deposits and withdrawals (spec §2–§5, §7 payment/*; docs/wallet.md). Money moves only through
 * wallet.post inside the same database transaction as the payment row, with keys
 * `deposit:{id}`, `withdraw:{id}`, `withdrawal_confirm:{id}`, `withdrawal_reject:{id}`.
 */

export interface PaymentsDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  /** The demo PSP; null on a live site, where gateway methods are unavailable (SITE_MODE). */
  gateway: DemoGateway | null
  /** The crypto method's processor (docs/payments.md); null when it is off (live, unconfigured). */
  crypto: NowPayments | null
  /** Settlements and balance changes, emitted after commit (the hub and notifications listen). */
  events: EventBus<AppEvents>
  /** Confirmations above this many kuruş need two different operators (PAYMENT_FOUR_EYES_TRY). */
  fourEyesAbove: bigint
  /**
   * docs/kyc.md: lifetime deposits (confirmed and pending) beyond this many kuruş need a verified
   * identity (KYC_DEPOSIT_THRESHOLD_TRY); withdrawals always do.
   */
  kycDepositThreshold: bigint
  /** A gateway deposit not paid within this many ms expires (DEPOSIT_PENDING_MINUTES). */
  pendingMs: number
  /** PUBLIC_URL: where the processor posts a payout's IPN (docs/payments.md "Payouts"). */
  publicUrl: string
}

/** KYC_REQUIRED with the verification page to link to (docs/kyc.md). */
const kycRequired = () => new AppError('KYC_REQUIRED', undefined, { link: KYC_PAGE_PATH })

/**
 * After the commit that settled a payment: the player's notification. The new balance is pushed by
 * the wallet itself, for the posting that moved it (moneyTransaction).
 */
function announceSettled(deps: PaymentsDeps, settled: AppEvents['payment.settled']) {
  deps.events.emit('payment.settled', settled)
}

const settledStatus = (status: number): AppEvents['payment.settled']['status'] =>
  status === TransactionStatus.Confirmed
    ? 'confirmed'
    : status === TransactionStatus.Rejected
      ? 'rejected'
      : 'cancelled'

const localized = (text: LocalizedText, locale: Locale) => text[locale] || text.tr

function direction(type: number): 1 | 2 {
  return type === PaymentDirection.Withdraw ? 2 : 1
}

/**
 * A gateway method is usable only when its PSP adapter runs here: the demo provider's methods vanish
 * on a live site, also when a database that once ran in demo mode still holds them.
 */
function isUsable(deps: PaymentsDeps, method: q.PaymentMethodRow): boolean {
  if (method.flow !== 'gateway') return true
  if (method.provider === CRYPTO_PROVIDER) return deps.crypto !== null
  return deps.gateway !== null && method.provider === deps.gateway.id
}

async function findUsableMethod(deps: PaymentsDeps, id: number, type: 1 | 2) {
  const method = await q.findEnabledMethod(deps.db, id, type)
  return method && isUsable(deps, method) ? method : null
}

export async function listMethods(deps: PaymentsDeps, type: 1 | 2, locale: Locale) {
  const rows = (await q.listEnabledMethods(deps.db, type)).filter((m) => isUsable(deps, m))
  return rows.map((m) => ({
    id: m.id,
    type: direction(m.type),
    title: localized(m.title, locale),
    image: m.image,
    min: toMajor(m.min),
    max: toMajor(m.max),
  }))
}

/** The wire fields of spec §3 for a method; `amount` carries the method's limits. */
function wireFields(method: q.PaymentMethodRow, locale: Locale): (PaymentField & { label: string })[] {
  return method.fields.map((f) => ({
    key: f.key,
    mask: f.mask,
    objectType: f.objectType,
    option: f.option,
    label: localized(f.label, locale),
    ...(f.key === 'amount' ? { min: toMajor(method.min), max: toMajor(method.max) } : {}),
  }))
}

export async function methodFields(deps: PaymentsDeps, input: { id: number; type: 1 | 2 }, locale: Locale) {
  const method = await findUsableMethod(deps, input.id, input.type)
  if (!method) throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
  return wireFields(method, locale)
}

/** Card numbers are never stored whole: only the last four digits survive. */
function storedDetail(fields: readonly PaymentField[], detail: Record<string, unknown>) {
  const out: Record<string, unknown> = {}
  for (const f of fields) {
    if (f.key === 'amount') continue
    const value = detail[f.key]
    if (f.key === 'CardNo' && typeof value === 'string') {
      const digits = value.replace(/\D/g, '')
      out[f.key] = `**** **** **** ${digits.slice(-4)}`
    } else {
      out[f.key] = value
    }
  }
  return out
}

export type PaymentAnswer =
  | { kind: 'redirect'; url: string }
  | { kind: 'crypto'; deposit: CryptoDeposit }
  | { kind: 'manual' }
  | { kind: 'withdraw' }

/** payment/deposit and payment/withdraw: validates the method's form, then opens the payment. */
export async function requestPayment(
  deps: PaymentsDeps,
  playerId: number,
  type: 1 | 2,
  input: PaymentRequest,
  /** The origin the player is on: the gateway's page is linked there (lib/origin.ts). */
  siteOrigin: string,
): Promise<PaymentAnswer> {
  const method = await findUsableMethod(deps, input.id, type)
  if (!method) throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
  const fields = wireFields(method, 'tr')
  const detail = parseWith(makePaymentDetailSchema(fields), input.detail) as Record<string, unknown>
  const rawAmount = detail.amount
  if (typeof rawAmount !== 'number') {
    // Every seeded method has an amount field; a method without one is misconfigured.
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
  }
  const amount = toMinor(rawAmount)
  if (amount < method.min || amount > method.max)
    throw new AppError(
      'AMOUNT_OUT_OF_RANGE',
      { amount: 'out_of_range' },
      { min: toMajor(method.min), max: toMajor(method.max) },
    )
  const now = new Date(deps.clock.now())
  const base = {
    playerId,
    methodId: method.id,
    type,
    amount,
    status: TransactionStatus.Pending,
    detail: storedDetail(fields, detail),
    createdAt: now,
    updatedAt: now,
  }

  if (type === PaymentDirection.Withdraw) {
    if (!(await q.isPhoneVerified(deps.db, playerId))) throw new AppError('PHONE_NOT_VERIFIED')
    // docs/kyc.md: no withdrawal before the identity document and the proof of address are approved.
    if (!(await isKycVerified(deps.db, playerId))) throw kycRequired()
    // The reservation leaves the cash balance: the wallet pushes it to every open tab after the commit.
    await moneyTransaction(deps, async (m) => {
      const { tx } = m
      // A block by the back office (docs/backoffice.md "The player page"), read where the money is reserved.
      await checkWithdrawal(tx, playerId)
      const accounts = await ensurePlayerAccounts(tx, playerId)
      const payment = await q.insertPayment(tx, base)
      // Reserved at once: the money leaves the cash balance now, so concurrent requests cannot overdraw.
      const posted = await post(m, {
        idempotencyKey: `withdraw:${payment.id}`,
        kind: 'withdrawal_reserve',
        reference: `payment:${payment.id}`,
        entries: [
          { accountId: accounts.cash, amount: -amount },
          { accountId: accounts.pending, amount },
        ],
      })
      await q.updatePayment(tx, payment.id, { ledgerTransactionId: posted.transactionId })
    })
    return { kind: 'withdraw' }
  }

  // The exclusion register (docs/player-protection.md): this account's person, e-mail or verified
  // phone in a self-exclusion or time-out of another account closes it to deposits and play.
  await screenPlayer(deps, playerId, 'deposit')

  const { gateway, crypto } = deps
  const isCrypto = method.provider === CRYPTO_PROVIDER
  // isUsable already refused a gateway method without its gateway; this narrows the type.
  if (method.flow === 'gateway' && !(isCrypto ? crypto : gateway))
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
  const payment = await deps.db.transaction(async (tx) => {
    // One deposit of this player at a time from here to the commit (docs/kyc.md "Deposits"): read
    // outside this lock, parallel deposits each saw the total before the others and passed together.
    await q.lockPlayerForDeposit(tx, playerId)
    // A deposit that takes lifetime deposits past the threshold waits for verification.
    const deposited = await q.lifetimeDeposits(tx, playerId, now)
    if (deposited + amount > deps.kycDepositThreshold && !(await isKycVerified(tx, playerId)))
      throw kycRequired()
    // Player protection: refused while timed out or self-excluded, and beyond what the deposit
    // limits leave; checked and recorded in this transaction so two deposits cannot both pass.
    await checkDeposit(tx, playerId, amount, now.getTime())
    // A gateway deposit waits for the player on the PSP's page, and only so long: unpaid, it
    // expires and stops counting (docs/wallet.md "Pending deposits"). A manual one waits for finance.
    const expiresAt = method.flow === 'gateway' ? new Date(now.getTime() + deps.pendingMs) : null
    return q.insertPayment(tx, { ...base, expiresAt })
  })
  if (method.flow === 'gateway' && isCrypto && crypto)
    return {
      kind: 'crypto',
      deposit: await openCryptoDeposit({ ...deps, crypto }, payment, detail.network, siteOrigin),
    }
  if (method.flow === 'manual' || !gateway) return { kind: 'manual' }
  // A gateway that fails or does not answer leaves the payment cancelled and the player a clear
  // refusal, as the crypto processor does (docs/payments.md "Flows"): never a 500, never a
  // pending payment with no page behind it.
  let created
  try {
    created = await gateway.createPayment({
      paymentId: payment.id,
      amount,
      currency: 'TRY',
      methodTitle: method.title.tr,
      siteOrigin,
    })
  } catch (err) {
    deps.log.error({ err, paymentId: payment.id }, 'payment gateway: create payment failed')
    await q.updatePayment(deps.db, payment.id, {
      status: TransactionStatus.Cancelled,
      updatedAt: new Date(deps.clock.now()),
    })
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE')
  }
  await q.updatePayment(deps.db, payment.id, { providerReference: created.reference, updatedAt: now })
  return { kind: 'redirect', url: created.url }
}

/** Credits a deposit once: the key `deposit:{id}` makes a second call (webhook repeat, operator) a replay. */
async function creditDeposit(m: MoneyTx, payment: q.PaymentRow) {
  const accounts = await ensurePlayerAccounts(m.tx, payment.playerId)
  const sys = await systemAccounts(m)
  return post(m, {
    idempotencyKey: `deposit:${payment.id}`,
    kind: 'deposit',
    reference: `payment:${payment.id}`,
    entries: [
      { accountId: sys.payment_clearing, amount: -payment.amount },
      { accountId: accounts.cash, amount: payment.amount },
    ],
  })
}

/**
 * A verified PSP event. Idempotent: a repeated `payment.succeeded` answers OK without a second
 * credit; an event that contradicts the payment (amount, currency, a withdrawal) is a CONFLICT.
 */
export async function applyPspEvent(deps: PaymentsDeps, event: PspEvent): Promise<'applied' | 'already'> {
  let settled: AppEvents['payment.settled'] | null = null
  const result = await moneyTransaction(deps, async (m) => {
    const { tx } = m
    const payment = await q.lockPayment(tx, event.paymentId)
    if (!payment) throw new AppError('NOT_FOUND')
    const method = await q.findMethod(tx, payment.methodId)
    if (
      payment.type !== PaymentDirection.Deposit ||
      method?.flow !== 'gateway' ||
      payment.amount !== event.amount ||
      payment.currency !== event.currency
    )
      throw new AppError('CONFLICT')
    const now = new Date(deps.clock.now())
    const target =
      event.event === 'payment.succeeded' ? TransactionStatus.Confirmed : TransactionStatus.Cancelled
    if (payment.status === target) return 'already'
    // A payment that lands after the player cancelled the deposit or it expired is credited all
    // the same: the PSP has taken the player's money, and refusing it would leave that money
    // nowhere (docs/wallet.md "Pending deposits", late payments). A cancel after a credit, or an
    // event on a payment an operator rejected, still meets PAYMENT_NOT_PENDING.
    const late = target === TransactionStatus.Confirmed && payment.status === TransactionStatus.Cancelled
    if (payment.status !== TransactionStatus.Pending && !late) throw new AppError('PAYMENT_NOT_PENDING')
    if (late)
      deps.log.warn(
        { paymentId: payment.id, playerId: payment.playerId, amount: payment.amount.toString() },
        'late payment of a cancelled or expired deposit: credited',
      )
    if (target === TransactionStatus.Confirmed) {
      const posted = await creditDeposit(m, payment)
      await q.updatePayment(tx, payment.id, {
        status: target,
        ledgerTransactionId: posted.transactionId,
        providerReference: event.reference,
        updatedAt: now,
      })
    } else {
      await q.updatePayment(tx, payment.id, { status: target, updatedAt: now })
    }
    settled = {
      playerId: payment.playerId,
      paymentId: payment.id,
      direction: 'deposit',
      status: settledStatus(target),
      amount: payment.amount,
    }
    return 'applied' as const
  })
  if (settled) announceSettled(deps, settled)
  return result
}

/**
 * A staff member deciding in the back office (`operator(request)`, docs/backoffice.md): `kind` is the
 * audit log's actor kind; `playerId`: the player account they were an operator on, if any.
 */
export interface Operator {
  kind: 'player' | 'staff'
  id: number
  role: string
  playerId: number | null
  ip: string
  fingerprint: string | null
}

/** The payment after the decision (the contract's `paymentDecisionResultSchema`). */
export type Decision = PaymentDecisionResult

/**
 * An operator confirms or rejects a pending payment (back office). A confirmed deposit credits
 * cash; a confirmed withdrawal pays out of the reservation; a rejected withdrawal returns it.
 *
 * docs/security.md: no operator decides on a payment of their own account; a confirmation above
 * `fourEyesAbove` takes two different operators — the first approval is recorded and waits, the
 * second moves the money and its audit row names both. A rejection moves money back to the player
 * (or nothing), so one operator may reject, also after a first approval.
 */
export async function decide(
  deps: PaymentsDeps,
  operator: Operator,
  paymentId: number,
  action: 'confirm' | 'reject',
  note: string | undefined,
): Promise<Decision> {
  let settled: AppEvents['payment.settled'] | null = null
  let payoutRequested = false
  if (action === 'confirm') await refuseBelowPayoutMinimum(deps, paymentId)
  const result = await moneyTransaction(deps, async (m): Promise<Decision> => {
    const { tx } = m
    // Locked first: two operators approving at once queue here, so the second sees the first.
    const payment = await q.lockPayment(tx, paymentId)
    if (!payment) throw new AppError('NOT_FOUND')
    if (payment.playerId === operator.playerId) throw new AppError('OWN_PAYMENT_DECISION')
    if (payment.status !== TransactionStatus.Pending) throw new AppError('PAYMENT_NOT_PENDING')
    // A held payment waits for its unfreeze, both ways (docs/backoffice.md "Payment and document queues").
    if (payment.frozenAt !== null) throw new AppError('PAYMENT_FROZEN')
    const now = new Date(deps.clock.now())
    const audit = (name: string, extra: Record<string, unknown>) =>
      recordAudit(
        tx,
        {
          actorKind: operator.kind,
          actorId: operator.id,
          action: `backoffice.payment.${name}`,
          ip: operator.ip,
          fingerprint: operator.fingerprint,
          detail: {
            paymentId: payment.id,
            playerId: payment.playerId,
            type: payment.type,
            amount: payment.amount.toString(),
            role: operator.role,
            ...extra,
            ...(note ? { note } : {}),
          },
        },
        now,
      )
    if (action === 'confirm' && payment.amount > deps.fourEyesAbove) {
      if (payment.firstApprovedBy === null) {
        await q.updatePayment(tx, payment.id, { firstApprovedBy: operator.id, firstApprovedAt: now })
        await audit('approve_first', { awaitingSecondApproval: true })
        return { id: payment.id, status: payment.status, awaitingSecondApproval: true }
      }
      if (payment.firstApprovedBy === operator.id) throw new AppError('SECOND_APPROVER_REQUIRED')
    }
    let settleTransactionId: number | null = null
    let ledgerTransactionId = payment.ledgerTransactionId
    if (payment.type === PaymentDirection.Deposit) {
      if (action === 'confirm') ledgerTransactionId = (await creditDeposit(m, payment)).transactionId
    } else {
      // docs/payments.md "Payouts": a crypto withdrawal approved is paid by the processor, and its
      // IPN moves the money; while a payout is out no one decides.
      if (deps.crypto?.paysOut && (await q.findMethod(tx, payment.methodId))?.provider === CRYPTO_PROVIDER) {
        if (await holdForPayout(tx, payment, action, now)) {
          await q.updatePayment(tx, payment.id, {
            note: note ?? null,
            decidedBy: operator.id,
            updatedAt: now,
          })
          await audit(
            'confirm',
            payment.firstApprovedBy === null
              ? { payoutRequested: true }
              : {
                  payoutRequested: true,
                  firstApproverId: payment.firstApprovedBy,
                  secondApproverId: operator.id,
                },
          )
          payoutRequested = true
          return { id: payment.id, status: payment.status, payoutRequested: true }
        }
      }
      const accounts = await ensurePlayerAccounts(tx, payment.playerId)
      const sys = await systemAccounts(m)
      const to = action === 'confirm' ? sys.payment_clearing : accounts.cash
      const posted = await post(m, {
        idempotencyKey: `withdrawal_${action}:${payment.id}`,
        kind: action === 'confirm' ? 'withdrawal_confirm' : 'withdrawal_reject',
        reference: `payment:${payment.id}`,
        entries: [
          { accountId: accounts.pending, amount: -payment.amount },
          { accountId: to, amount: payment.amount },
        ],
      })
      settleTransactionId = posted.transactionId
    }
    const status = action === 'confirm' ? TransactionStatus.Confirmed : TransactionStatus.Rejected
    await q.updatePayment(tx, payment.id, {
      status,
      ledgerTransactionId,
      settleTransactionId,
      note: note ?? null,
      decidedBy: operator.id,
      updatedAt: now,
    })
    // Both ids when two operators were involved, so the row alone says who let the money move.
    await audit(
      action,
      payment.firstApprovedBy === null
        ? {}
        : action === 'confirm'
          ? { firstApproverId: payment.firstApprovedBy, secondApproverId: operator.id }
          : { firstApproverId: payment.firstApprovedBy },
    )
    settled = {
      playerId: payment.playerId,
      paymentId: payment.id,
      direction: payment.type === PaymentDirection.Deposit ? 'deposit' : 'withdrawal',
      status: settledStatus(status),
      amount: payment.amount,
    }
    return { id: payment.id, status }
  })
  if (settled) announceSettled(deps, settled)
  // After the commit: the approval stands even if the processor then fails (PAYOUT_FAILED, retryable).
  if (payoutRequested && deps.crypto) await sendPayout({ ...deps, crypto: deps.crypto }, paymentId)
  return result
}

/**
 * The crypto withdrawal a processor pays, unlocked (its amount, detail and method never change),
 * or null: any other payment, or payouts by hand.
 */
async function payoutWithdrawal(deps: PaymentsDeps, paymentId: number) {
  if (!deps.crypto?.paysOut) return null
  const payment = await q.findPayment(deps.db, paymentId)
  if (!payment || payment.type !== PaymentDirection.Withdraw) return null
  if ((await q.findMethod(deps.db, payment.methodId))?.provider !== CRYPTO_PROVIDER) return null
  return { payment, crypto: deps.crypto }
}

/**
 * GET backoffice/payments/:id/payout (docs/backoffice.md "Crypto payouts"): the payment's status,
 * its payout, and while it may be approved (pending, no payout out) the processor's quote.
 */
export async function payoutState(deps: PaymentsDeps, paymentId: number): Promise<PaymentPayoutState> {
  const found = await payoutWithdrawal(deps, paymentId)
  if (!found) throw new AppError('NOT_FOUND')
  const row = await cq.findCryptoPayout(deps.db, paymentId)
  const payout = row ? payoutView(row) : null
  const open =
    found.payment.status === TransactionStatus.Pending && (payout === null || payout.status === 'error')
  let quote: PaymentPayoutState['quote'] = null
  let quoteUnavailable = false
  if (open)
    try {
      quote = await payoutQuoteOf(found.crypto, found.payment)
    } catch (err) {
      deps.log.warn({ err, paymentId }, 'crypto payout: no quote from the processor')
      quoteUnavailable = true
    }
  return { status: found.payment.status as PaymentPayoutState['status'], payout, quote, quoteUnavailable }
}

/**
 * docs/payments.md "Minimum and fee": an approval (the first of two as well) of a crypto withdrawal
 * whose coins are below the processor's minimum is refused before anything is written. Asked
 * outside the decision's transaction (a remote call holds no lock); a processor that does not
 * answer leaves the check to the payout itself, which it refuses below its minimum.
 */
async function refuseBelowPayoutMinimum(deps: PaymentsDeps, paymentId: number) {
  const found = await payoutWithdrawal(deps, paymentId)
  if (!found || found.payment.status !== TransactionStatus.Pending) return
  let quote: Awaited<ReturnType<typeof payoutQuoteOf>>
  try {
    quote = await payoutQuoteOf(found.crypto, found.payment)
  } catch (err) {
    deps.log.warn({ err, paymentId }, 'crypto payout: no quote before the approval; the processor checks')
    return
  }
  if (quote?.belowMinimum)
    throw new AppError('PAYOUT_BELOW_MINIMUM', undefined, {
      amount: quote.amount,
      minAmount: quote.minAmount,
      currency: quote.currency,
    })
}

function paymentView(
  row: {
    payment: q.PaymentRow
    title: LocalizedText
    username: string
    flow: string
    provider: string | null
  },
  locale: Locale,
  now: number,
) {
  const p = row.payment
  const expiresAt = p.expiresAt?.getTime() ?? null
  const open = p.status === TransactionStatus.Pending && (expiresAt === null || expiresAt > now)
  return {
    id: p.id,
    type: direction(p.type),
    transactionType: direction(p.type),
    method: localized(row.title, locale),
    amount: toMajor(p.amount),
    currencySymbol: '₺',
    status: p.status,
    processStatus: null,
    createdAt: p.createdAt.toISOString(),
    note: p.note,
    // docs/wallet.md "Pending deposits": when an unpaid gateway deposit ends, whether it ended so,
    // and what the player may still do with it from the history.
    expiresAt: p.expiresAt?.toISOString() ?? null,
    expired:
      expiresAt !== null &&
      ((p.status === TransactionStatus.Pending && expiresAt <= now) ||
        (p.status === TransactionStatus.Cancelled && expiresAt <= p.updatedAt.getTime())),
    canCancel: open && p.type === PaymentDirection.Deposit,
    // A crypto deposit has no payment page to go back to: its waiting dialog is opened again
    // from the status route instead (docs/payments.md "The waiting dialog").
    canContinue:
      open &&
      p.type === PaymentDirection.Deposit &&
      row.flow === 'gateway' &&
      row.provider !== CRYPTO_PROVIDER,
    canWatch: open && p.type === PaymentDirection.Deposit && row.provider === CRYPTO_PROVIDER,
  }
}

/** transaction/financial: the player's own deposits and withdrawals, newest first. */
export async function financialHistory(
  deps: PaymentsDeps,
  playerId: number,
  query: FinancialQuery,
  locale: Locale,
) {
  const filter: q.PaymentFilter = { playerId }
  if (query.transactionType !== TransactionType.All) filter.type = direction(query.transactionType)
  if (query.from) filter.from = new Date(query.from)
  if (query.to) filter.to = endOfDay(query.to)
  const page = await q.listPayments(deps.db, filter, query.skip, query.take)
  const now = deps.clock.now()
  return { items: page.items.map((r) => paymentView(r, locale, now)), total: page.total }
}

/** A bare date as `to` includes that whole day (UTC). */
function endOfDay(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value)
}

/** The queue's filter (docs/backoffice.md "Payment and document queues"): amounts in lira as the API speaks. */
export interface OperatorPaymentFilter {
  status?: number
  type?: 1 | 2
  playerId?: number
  method?: string
  min?: number
  max?: number
  /** Minutes the payment has waited at least. */
  olderThan?: number
  frozen?: boolean
  sort?: PaymentQueueSort
}

/**
 * Back office list (pending by default), with the player's user name and the stored detail. Reading
 * other people's payments is audit-logged like deciding them (docs/security.md; SECURITY.md: every operator
 * action): who, which filter, how many rows, from where. Without a sort it is a history (newest
 * first, the player page's list); the queue sends its sort, oldest first by default.
 */
export async function listForOperators(
  deps: PaymentsDeps,
  operator: Operator,
  filter: OperatorPaymentFilter,
  skip: number,
  take: number,
) {
  const now = deps.clock.now()
  const where: q.PaymentFilter = {}
  if (filter.status !== undefined) where.status = filter.status
  if (filter.type !== undefined) where.type = filter.type
  if (filter.playerId !== undefined) where.playerId = filter.playerId
  if (filter.method !== undefined) where.methodCode = filter.method
  if (filter.min !== undefined) where.minAmount = toMinor(filter.min)
  if (filter.max !== undefined) where.maxAmount = toMinor(filter.max)
  if (filter.olderThan !== undefined) where.to = new Date(now - filter.olderThan * 60_000)
  if (filter.frozen !== undefined) where.frozen = filter.frozen
  const page = await q.listPayments(deps.db, where, skip, take, filter.sort ?? 'newest')
  const payouts = new Map(
    (
      await cq.listCryptoPayouts(
        deps.db,
        page.items.map((r) => r.payment.id),
      )
    ).map((p) => [p.paymentId, p]),
  )
  await recordAudit(
    deps.db,
    {
      actorKind: operator.kind,
      actorId: operator.id,
      action: 'backoffice.payment.list',
      ip: operator.ip,
      fingerprint: operator.fingerprint,
      detail: { ...filter, skip, take, returned: page.items.length, role: operator.role },
    },
    new Date(now),
  )
  return {
    items: page.items.map((r) => ({
      ...operatorView(r, payouts.get(r.payment.id) ?? null, now),
      paidByProcessor:
        deps.crypto?.paysOut === true &&
        r.payment.type === PaymentDirection.Withdraw &&
        r.provider === CRYPTO_PROVIDER,
    })),
    total: page.total,
  }
}

/** A payout as the console shows it (docs/backoffice.md "Crypto payouts"). */
function payoutView(p: cq.CryptoPayoutRow): BackofficePayout {
  return {
    status: (PAYOUT_STATUSES as readonly string[]).includes(p.status) ? (p.status as PayoutStatus) : 'error',
    network: p.network,
    currency: p.currency,
    address: p.address,
    amount: p.amount,
    rate: p.rate,
    processorPayoutId: p.processorPayoutId,
    txHash: p.txHash,
    error: p.error,
    reviewReason: p.reviewReason,
    updatedAt: p.updatedAt.toISOString(),
  }
}

function operatorView(
  r: Awaited<ReturnType<typeof q.listPayments>>['items'][number],
  payout: cq.CryptoPayoutRow | null,
  now: number,
) {
  return {
    payout: payout ? payoutView(payout) : null,
    ...paymentView(r, 'en', now),
    playerId: r.payment.playerId,
    username: r.username,
    detail: r.payment.detail,
    providerReference: r.payment.providerReference,
    firstApprovedBy: r.payment.firstApprovedBy,
    methodCode: r.methodCode,
    frozenAt: r.payment.frozenAt?.toISOString() ?? null,
    frozenBy: r.payment.frozenBy,
    freezeReason: r.payment.freezeReason,
  }
}

/** The queue's method filter: one choice per code, titled in the member's language. */
export async function methodChoices(deps: PaymentsDeps, locale: Locale) {
  const seen = new Map<string, string>()
  for (const m of await q.listMethodCodes(deps.db))
    if (!seen.has(m.code)) seen.set(m.code, localized(m.title, locale))
  return [...seen].map(([code, title]) => ({ code, title }))
}

/**
 * Freeze (docs/backoffice.md "Payment and document queues"): an operator holds a pending payment
 * while something is checked (a chargeback, a document, a call to the player). Nothing moves and
 * the status stays pending, so the player's history still says it is waiting; a confirmation or a
 * rejection answers PAYMENT_FROZEN until someone unfreezes it. A first approval above the four-eyes
 * threshold survives the hold. The same rules of who may act apply as for a decision: never on the
 * member's own account. Audited in the same transaction as the change.
 */
export async function setFrozen(
  deps: PaymentsDeps,
  operator: Operator,
  paymentId: number,
  freeze: { reason: string } | { note?: string | undefined },
) {
  const isFreeze = 'reason' in freeze
  return deps.db.transaction(async (tx) => {
    const payment = await q.lockPayment(tx, paymentId)
    if (!payment) throw new AppError('NOT_FOUND')
    if (payment.playerId === operator.playerId) throw new AppError('OWN_PAYMENT_DECISION')
    if (payment.status !== TransactionStatus.Pending) throw new AppError('PAYMENT_NOT_PENDING')
    if (isFreeze && payment.frozenAt !== null) throw new AppError('PAYMENT_FROZEN')
    if (!isFreeze && payment.frozenAt === null) throw new AppError('PAYMENT_NOT_FROZEN')
    const now = new Date(deps.clock.now())
    const values = isFreeze
      ? { frozenAt: now, frozenBy: operator.id, freezeReason: freeze.reason }
      : { frozenAt: null, frozenBy: null, freezeReason: null }
    await q.updatePayment(tx, payment.id, { ...values, updatedAt: now })
    await recordAudit(
      tx,
      {
        actorKind: operator.kind,
        actorId: operator.id,
        action: `backoffice.payment.${isFreeze ? 'freeze' : 'unfreeze'}`,
        ip: operator.ip,
        fingerprint: operator.fingerprint,
        detail: {
          paymentId: payment.id,
          playerId: payment.playerId,
          type: payment.type,
          amount: payment.amount.toString(),
          role: operator.role,
          ...(isFreeze
            ? { reason: freeze.reason }
            : {
                frozenBy: payment.frozenBy,
                frozenAt: payment.frozenAt?.toISOString(),
                reason: payment.freezeReason,
                ...(freeze.note ? { note: freeze.note } : {}),
              }),
        },
      },
      now,
    )
    return {
      id: payment.id,
      status: payment.status,
      frozenAt: values.frozenAt?.toISOString() ?? null,
      frozenBy: values.frozenBy,
      freezeReason: values.freezeReason,
    }
  })
}

/** What the hosted payment page shows (null when the link is forged or the payment is not a gateway deposit). */
export async function paymentPage(deps: PaymentsDeps, paymentId: number, sig: unknown) {
  if (!deps.gateway?.checkPageSignature(paymentId, sig)) return null
  const payment = await q.findPayment(deps.db, paymentId)
  if (!payment || payment.type !== PaymentDirection.Deposit) return null
  const method = await q.findMethod(deps.db, payment.methodId)
  if (!method || method.flow !== 'gateway') return null
  return { payment, method, expired: isExpired(payment, deps.clock.now()) }
}

/** Pending past its end: the sweeper will cancel it, and nothing may treat it as open meanwhile. */
function isExpired(payment: q.PaymentRow, now: number): boolean {
  return (
    payment.status === TransactionStatus.Pending &&
    payment.expiresAt !== null &&
    payment.expiresAt.getTime() <= now
  )
}

/**
 * payment/cancel: the player gives up one of their own pending deposits (docs/wallet.md "Pending
 * deposits"). No money has moved for a pending deposit, so nothing is posted; it stops counting
 * towards the limits and the verification threshold at once. Another player's payment answers
 * NOT_FOUND (its existence is not theirs to learn); a withdrawal or a settled one PAYMENT_NOT_PENDING.
 */
export async function cancelDeposit(deps: PaymentsDeps, playerId: number, paymentId: number) {
  let settled: AppEvents['payment.settled'] | null = null
  await deps.db.transaction(async (tx) => {
    // Locked: a webhook paying it at this moment either lands first (then it is not pending) or after.
    const payment = await q.lockPayment(tx, paymentId)
    if (!payment || payment.playerId !== playerId) throw new AppError('NOT_FOUND')
    if (payment.type !== PaymentDirection.Deposit || payment.status !== TransactionStatus.Pending)
      throw new AppError('PAYMENT_NOT_PENDING')
    await q.updatePayment(tx, payment.id, {
      status: TransactionStatus.Cancelled,
      updatedAt: new Date(deps.clock.now()),
    })
    settled = {
      playerId,
      paymentId: payment.id,
      direction: 'deposit',
      status: 'cancelled',
      amount: payment.amount,
    }
  })
  if (settled) announceSettled(deps, settled)
}

/** payment/continue: the payment page of the player's own open gateway deposit, to pay it now. */
export async function continueDeposit(
  deps: PaymentsDeps,
  playerId: number,
  paymentId: number,
  siteOrigin: string,
): Promise<string> {
  const payment = await q.findPayment(deps.db, paymentId)
  if (!payment || payment.playerId !== playerId) throw new AppError('NOT_FOUND')
  if (payment.type !== PaymentDirection.Deposit || payment.status !== TransactionStatus.Pending)
    throw new AppError('PAYMENT_NOT_PENDING')
  if (isExpired(payment, deps.clock.now())) throw new AppError('PAYMENT_EXPIRED')
  const method = await q.findMethod(deps.db, payment.methodId)
  if (!method || method.flow !== 'gateway' || !deps.gateway || method.provider !== deps.gateway.id)
    throw new AppError('PAYMENT_NOT_PENDING')
  return deps.gateway.paymentUrl({ paymentId, reference: payment.providerReference, siteOrigin })
}

/** Expired deposits cancelled per sweeper statement. */
const EXPIRY_BATCH = 200

/**
 * The sweeper's pass (docs/wallet.md "Pending deposits"): gateway deposits still pending at their
 * end become cancelled, each player told once (the notification's `payment:{id}:cancelled` source).
 * Counting already ignored them from their end on; this makes the history and the hub say so.
 */
export async function expireDeposits(deps: PaymentsDeps): Promise<number> {
  const rows = await q.expirePendingDeposits(deps.db, new Date(deps.clock.now()), EXPIRY_BATCH)
  for (const row of rows)
    announceSettled(deps, {
      playerId: row.playerId,
      paymentId: row.id,
      direction: 'deposit',
      status: 'cancelled',
      amount: row.amount,
    })
  return rows.length
}
