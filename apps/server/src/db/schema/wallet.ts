import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.js'

/**
 * The double-entry ledger (docs/wallet.md). Money is kuruş in bigint. Only the wallet
 * module writes these tables; every other module posts through `wallet.post(tx, …)` inside its own
 * transaction.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/** Accounts a player owns: their balance can never go below zero (CHECK below, the last line of defence). */
export const playerAccountKinds = ['player_cash', 'player_bonus', 'pending_withdrawal'] as const
/**
 * The operator's side of every movement. They mirror money held elsewhere (at a PSP, at a game
 * provider, the house's own result), so they may go negative: payment_clearing is negative by
 * the deposits received and not yet paid out. rounding_suspense holds the whole kuruş of what
 * providers credited below the kuruş and no player received (docs/wallet.md "Rounding suspense").
 */
export const systemAccountKinds = [
  'house',
  'payment_clearing',
  'provider_clearing',
  'rounding_suspense',
] as const
export const accountKinds = [...playerAccountKinds, ...systemAccountKinds] as const
export type AccountKind = (typeof accountKinds)[number]
export type SystemAccountKind = (typeof systemAccountKinds)[number]

export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<AccountKind>().notNull(),
    /** Null for the system accounts (one each per currency). */
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull().default('TRY'),
    /**
     * Kuruş. A player-side account's balance, always equal to the sum of its ledger entries
     * (`npm run ledger:check`). Always 0 on a system account: postings never lock or update those
     * hot rows, and their balance is the sum of their entries (`getSystemBalance`, docs/wallet.md).
     */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_player_kind_idx')
      .on(t.kind, t.playerId, t.currency)
      .where(sql`${t.playerId} is not null`),
    uniqueIndex('accounts_system_kind_idx')
      .on(t.kind, t.currency)
      .where(sql`${t.playerId} is null`),
    check(
      'accounts_kind',
      sql`${t.kind} in ('player_cash', 'player_bonus', 'pending_withdrawal', 'house', 'payment_clearing', 'provider_clearing', 'rounding_suspense')`,
    ),
    check(
      'accounts_owner',
      sql`(${t.kind} in ('house', 'payment_clearing', 'provider_clearing', 'rounding_suspense')) = (${t.playerId} is null)`,
    ),
    check(
      'accounts_player_balance_non_negative',
      sql`${t.kind} not in ('player_cash', 'player_bonus', 'pending_withdrawal') or ${t.balance} >= 0`,
    ),
    // A stored system balance would be a stale number someone might trust; refuse any write of one.
    check('accounts_system_balance_not_stored', sql`${t.playerId} is not null or ${t.balance} = 0`),
  ],
)

export const ledgerTransactionKinds = [
  'deposit',
  'withdrawal_reserve',
  'withdrawal_confirm',
  'withdrawal_reject',
  'bonus_grant',
  'bonus_convert',
  'bonus_forfeit',
  'bet',
  'win',
  'rollback',
  'adjustment',
  'settle',
  'unsettle',
  'rounding',
] as const
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number]

/**
 * One movement. Inserted first, before any balance is touched: its unique idempotency key is what
 * makes a retried or duplicated request apply once (`deposit:{paymentId}`, `trial:{playerId}`,
 * `{provider}:{txId}`). `request_hash` fingerprints the content, so a key reused for different
 * content is a CONFLICT rather than a silent replay.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<LedgerTransactionKind>().notNull(),
    requestHash: text('request_hash').notNull(),
    /** What it belongs to (a payment id, a round id); free text for the history and support. */
    reference: text('reference'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key_idx').on(t.idempotencyKey),
    check(
      'ledger_transactions_kind',
      sql`${t.kind} in ('deposit', 'withdrawal_reserve', 'withdrawal_confirm', 'withdrawal_reject', 'bonus_grant', 'bonus_convert', 'bonus_forfeit', 'bet', 'win', 'rollback', 'adjustment', 'settle', 'unsettle', 'rounding')`,
    ),
  ],
)

/** The legs of a movement: signed kuruş (+ raises the account's balance); a transaction's legs sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /**
     * A player-side account's balance right after this leg (history pages show it; a replay answers
     * it). Null on a system account's leg: that balance is not maintained per posting.
     */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // The dashboard's "today" (docs/backoffice.md "The dashboard"): legs are appended in time order,
    // so a block-range index finds a day's legs for a few pages of index instead of a btree's write per leg.
    index('ledger_entries_created_brin').using('brin', t.createdAt),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
)
