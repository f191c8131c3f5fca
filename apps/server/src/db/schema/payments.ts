import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { PaymentField } from '@galata/contract'
import { players } from './accounts.js'

/** Payment methods and payments (deposits, withdrawals) (docs/wallet.md). */

const at = (name: string) => timestamp(name, { withTimezone: true })

export type LocalizedText = { tr: string; en: string }

/** A stored field definition: the wire field of spec §3 plus its label in both languages. */
export type StoredPaymentField = Omit<PaymentField, 'min' | 'max'> & { label: LocalizedText }

export const paymentFlows = ['gateway', 'manual'] as const
export type PaymentFlow = (typeof paymentFlows)[number]

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Stable name (`havale`, `card`); one code may exist once per direction. */
    code: text('code').notNull(),
    /** 1 deposit, 2 withdrawal (spec §3 PaymentDirection). */
    type: smallint('type').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    image: text('image').notNull().default(''),
    /** Kuruş. */
    min: bigint('min', { mode: 'bigint' }).notNull(),
    max: bigint('max', { mode: 'bigint' }).notNull(),
    fields: jsonb('fields').$type<StoredPaymentField[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** gateway: the player pays on a PSP page and a webhook confirms; manual: an operator confirms. */
    flow: text('flow').$type<PaymentFlow>().notNull(),
    /** PSP adapter of a gateway method (`demo`). */
    provider: text('provider'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payment_methods_code_type_idx').on(t.code, t.type),
    check('payment_methods_type', sql`${t.type} in (1, 2)`),
    check('payment_methods_flow', sql`${t.flow} in ('gateway', 'manual')`),
    check('payment_methods_limits', sql`${t.min} > 0 and ${t.max} >= ${t.min}`),
  ],
)

/**
 * One deposit or withdrawal. `status` is spec §3's TransactionStatus (2 Pending, 1 Confirmed,
 * 4 Rejected, 5 Cancelled). The ledger transactions that moved its money are referenced, never
 * duplicated: the amount here is what was asked, the ledger is what moved.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    methodId: bigint('method_id', { mode: 'number' })
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'restrict' }),
    type: smallint('type').notNull(),
    /** Kuruş, positive. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('TRY'),
    status: smallint('status').notNull(),
    /** The filled-in fields without `amount`; card numbers masked to the last four digits. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    /** Withdrawal: the reservation; deposit: the credit. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    /** Withdrawal: the confirmation or the return of the money. */
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }),
    providerReference: text('provider_reference'),
    /** Why it was rejected, shown to the player. */
    note: text('note'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    /**
     * Four eyes (docs/security.md): the operator who gave the first approval of a confirmation above
     * PAYMENT_FOUR_EYES_TRY, and when; `decided_by` is then the second, a different operator.
     */
    firstApprovedBy: bigint('first_approved_by', { mode: 'number' }),
    firstApprovedAt: at('first_approved_at'),
    /**
     * A gateway deposit's end (DEPOSIT_PENDING_MINUTES after it was opened, docs/wallet.md "Pending
     * deposits"): still pending after it, it counts nowhere and the sweeper cancels it. Null for
     * payments that wait on an operator (manual deposits, withdrawals).
     */
    expiresAt: at('expires_at'),
    /**
     * A hold by an operator on a pending payment (docs/backoffice.md "Payment and document queues",
     * Freeze): while set, no one approves or rejects it. `status` keeps its meaning (still 2,
     * pending), so the player's history reads it as waiting, as it is.
     */
    frozenAt: at('frozen_at'),
    frozenBy: bigint('frozen_by', { mode: 'number' }),
    freezeReason: text('freeze_reason'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('payments_player_idx').on(t.playerId, t.createdAt),
    // The sweeper's scan: pending rows with an end only (a partial index stays small).
    index('payments_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 2 and ${t.expiresAt} is not null`),
    index('payments_status_idx').on(t.status, t.createdAt),
    check('payments_type', sql`${t.type} in (1, 2)`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_status', sql`${t.status} in (0, 1, 2, 3, 4, 5, 6)`),
  ],
)

/** One step of a crypto payment as the processor reported it (docs/payments.md "State machine"). */
export interface CryptoStatusStep {
  status: string
  /** Decimal string, in the pay currency. */
  actuallyPaid: string
  at: string
}

/**
 * The processor's side of a crypto deposit (docs/payments.md): one row per `payments` row of the
 * crypto method. The rate and the crypto amounts are kept as the processor quoted them (decimal
 * strings, never floats); `credited` is the lira that reached the player's cash, in kuruş, so a
 * late or repeated IPN compares against it and moves only what is still owed.
 */
export const cryptoPayments = pgTable(
  'crypto_payments',
  {
    paymentId: bigint('payment_id', { mode: 'number' })
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    processor: text('processor').notNull(),
    processorPaymentId: text('processor_payment_id').notNull(),
    address: text('address').notNull(),
    /** `TRC20`, `ERC20`: the deposit form's choice. */
    network: text('network').notNull(),
    /** The processor's coin code (`usdttrc20`). */
    payCurrency: text('pay_currency').notNull(),
    /** Decimal string: what the player must send. */
    payAmount: text('pay_amount').notNull(),
    /** Kuruş: the price the payment was opened for. */
    priceAmount: bigint('price_amount', { mode: 'bigint' }).notNull(),
    /** Decimal string: lira per coin, price ÷ pay amount as quoted at creation. */
    rate: text('rate').notNull(),
    /** Decimal string: what the processor last said arrived. */
    actuallyPaid: text('actually_paid').notNull().default('0'),
    /** The furthest status reached (docs/payments.md "State machine"). */
    status: text('status').notNull(),
    statusHistory: jsonb('status_history').$type<CryptoStatusStep[]>().notNull(),
    /** Kuruş credited to cash so far. */
    credited: bigint('credited', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The last posting that credited it. */
    creditTransactionId: bigint('credit_transaction_id', { mode: 'number' }),
    /** Set when an operator must look (a refund after the credit). */
    reviewReason: text('review_reason'),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('crypto_payments_processor_id_idx').on(t.processor, t.processorPaymentId),
    index('crypto_payments_player_idx').on(t.playerId),
    check('crypto_payments_credited', sql`${t.credited} >= 0 and ${t.credited} <= ${t.priceAmount}`),
  ],
)

/** One payout IPN (or our own step) as received (docs/payments.md "Payouts"). */
export interface CryptoPayoutStep {
  status: string
  at: string
  error?: string
}

/**
 * The processor side of a crypto withdrawal paid out by API (docs/payments.md "Payouts"): one row
 * per approved withdrawal. `status` is ours until the processor answers (`requested`, `error`), then
 * the furthest of the processor's; `outcome` is set once, with the posting that settled it.
 */
export const cryptoPayouts = pgTable(
  'crypto_payouts',
  {
    paymentId: bigint('payment_id', { mode: 'number' })
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    processor: text('processor').notNull(),
    /** The processor's withdrawal id (its IPNs carry it as `id`); null until it answered. */
    processorPayoutId: text('processor_payout_id'),
    /** The processor's batch (`POST /v1/payout`'s `id`), which `/verify` takes. */
    batchId: text('batch_id'),
    /** The player's address from the withdrawal form. */
    address: text('address').notNull(),
    /** `TRC20`, `ERC20`. */
    network: text('network').notNull(),
    /** The processor's coin code (`usdttrc20`). */
    currency: text('currency').notNull(),
    /** Decimal string: the coins sent; null until the estimate. */
    amount: text('amount'),
    /** Kuruş: the withdrawal's amount. */
    priceAmount: bigint('price_amount', { mode: 'bigint' }).notNull(),
    /** Decimal string: lira per coin of the estimate. */
    rate: text('rate'),
    status: text('status').notNull(),
    statusHistory: jsonb('status_history').$type<CryptoPayoutStep[]>().notNull(),
    /** `paid` (finished) or `returned` (failed, rejected): set once, with the posting below. */
    outcome: text('outcome'),
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }),
    /** The last error of a request to the processor, or of its IPN. */
    error: text('error'),
    /** The transaction's hash on its chain, from the processor's IPN once it sent the coins. */
    txHash: text('tx_hash'),
    /** Set when an operator must look (an IPN contradicting the outcome). */
    reviewReason: text('review_reason'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('crypto_payouts_processor_id_idx').on(t.processor, t.processorPayoutId),
    index('crypto_payouts_player_idx').on(t.playerId),
    check('crypto_payouts_outcome', sql`${t.outcome} is null or ${t.outcome} in ('paid', 'returned')`),
  ],
)
