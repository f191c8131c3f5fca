import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.js'
import { bonuses } from './bonuses.js'
import { ledgerTransactions } from './wallet.js'

/**
 * The seamless wallet's provider transactions (PROVIDERS.md, docs/wallet.md "Wagering"): one row per
 * (provider, txId), inserted before any money moves, so a repeated or racing command finds the row
 * and replays or refuses. Only the wallet module writes it.
 */

export const wagerOps = ['bet', 'win', 'rollback', 'settle', 'unsettle'] as const
export type WagerOp = (typeof wagerOps)[number]

/**
 * bet: `open` (money taken), `settled` (a win referenced its round: a rollback reverses nothing
 * now), `rolled_back`, `cancelled` (a tombstone: its rollback came first, the bet is refused).
 * win: `applied`. rollback: `applied`, `noop` (nothing to reverse), `tombstone` (bet unknown).
 * settle (a settlement or a resettlement of one bet) and unsettle: `applied`, or `noop` when a
 * newer version of the bet's settlement was applied first.
 */
export const wagerStatuses = [
  'open',
  'settled',
  'rolled_back',
  'cancelled',
  'applied',
  'noop',
  'tombstone',
] as const
export type WagerStatus = (typeof wagerStatuses)[number]

/**
 * What providers credited below the kuruş and no player received, per provider and player, not yet
 * a whole kuruş (docs/wallet.md "Rounding suspense"): `carry` in 10^-18 kuruş, always below one
 * kuruş. Each time it reaches one, the whole kuruş move provider_clearing → rounding_suspense in the
 * ledger and only the rest stays here. Per player, so the row is locked only by postings that lock
 * that player's accounts already (never a hot row shared by every player).
 */
export const providerRoundingCarry = pgTable(
  'provider_rounding_carry',
  {
    provider: text('provider').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    carry: bigint('carry', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.playerId] }),
    check('provider_rounding_carry_range', sql`${t.carry} >= 0 and ${t.carry} < 1000000000000000000`),
  ],
)

export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    txId: text('tx_id').notNull(),
    op: text('op').$type<WagerOp>().notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    roundId: text('round_id').notNull(),
    /** win and rollback: the bet they refer to. */
    refTxId: text('ref_tx_id'),
    gameCode: text('game_code'),
    /** Kuruş, ≥ 0: the stake, the win, or the refunded stake. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Of `amount`, how much came from (bet) or went to (win, rollback) each account. */
    cashAmount: bigint('cash_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** bet: the active bonus its stake counted toward (its share of a win follows that bonus). */
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => bonuses.id, { onDelete: 'restrict' }),
    status: text('status').$type<WagerStatus>().notNull(),
    /** Fingerprint of the command (op, player, amount, round, reference): a reused txId with other content is CONFLICT. */
    requestHash: text('request_hash').notNull(),
    /** Null when no money moved (a zero win, a tombstone, a no-op rollback). */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
      { onDelete: 'restrict' },
    ),
    /** The answer: cash and bonus balances right after the command (a replay answers the same). */
    cashAfter: bigint('cash_after', { mode: 'bigint' }),
    bonusAfter: bigint('bonus_after', { mode: 'bigint' }),
    /** From the app clock. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * When the round's result was known, from the app clock: a bet when a win settled its round, a
     * win when it was applied. Null for open, rolled-back and cancelled bets and for rollbacks.
     * Weekly cashback sums a week of these (docs/bonuses.md), so a round counts in the week it
     * settled and a refunded one never does.
     */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * A bet settled by the sportsbook commands (settle, resettle, unsettle; docs/wallet.md): what
     * its settlement pays now in kuruş (absolute; 0 while unsettled), and that settlement's version.
     * Null on bets no such command touched.
     */
    settledAmount: bigint('settled_amount', { mode: 'bigint' }),
    settleVersion: integer('settle_version'),
  },
  (t) => [
    uniqueIndex('provider_transactions_tx_idx').on(t.provider, t.txId),
    // The weekly cashback query: one player's settled rows in a time range, nothing else indexed.
    index('provider_transactions_settled_idx')
      .on(t.playerId, t.settledAt)
      .where(sql`${t.settledAt} is not null`),
    index('provider_transactions_round_idx').on(t.provider, t.playerId, t.roundId),
    // Player protection (docs/player-protection.md): a loss or wager limit sums one player's bets and wins of
    // a window.
    index('provider_transactions_player_time_idx').on(t.playerId, t.createdAt),
    check('provider_transactions_op', sql`${t.op} in ('bet', 'win', 'rollback', 'settle', 'unsettle')`),
    check(
      'provider_transactions_status',
      sql`${t.status} in ('open', 'settled', 'rolled_back', 'cancelled', 'applied', 'noop', 'tombstone')`,
    ),
    check(
      'provider_transactions_amounts',
      sql`${t.amount} >= 0 and ${t.cashAmount} >= 0 and ${t.bonusAmount} >= 0`,
    ),
  ],
)
