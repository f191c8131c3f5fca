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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { RoundOutcome } from '@galata/contract'
import { players } from './accounts.js'

/*
 * Shared rounds of the Galata Originals studio (docs/shared-rounds.md): live tables and TV draws
 * on a published schedule. Money moves only through the wallet; these tables hold the rounds (their
 * committed seeds and outcomes), the bets, and which instance runs each table's loop.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

export const tableRoundStatuses = ['scheduled', 'open', 'closed', 'revealing', 'settled', 'void'] as const
export type TableRoundStatus = (typeof tableRoundStatuses)[number]

export const tableRounds = pgTable(
  'table_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    status: text('status').$type<TableRoundStatus>().notNull(),
    /** 32 random bytes (hex); secret until the round settles or is void. */
    serverSeed: text('server_seed').notNull(),
    /** SHA-256 of the server seed: published before betting opens. */
    commit: text('commit').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    /** When the reveal ends and the bets are settled. */
    revealEndsAt: at('reveal_ends_at').notNull(),
    /** The hash of the bets accepted by the close (written at the close). */
    closeValue: text('close_value'),
    /**
     * Which value closed the round (docs/shared-rounds.md "Fairness"): `embedded` (the hash of the bets)
     * or `beacon` (the drand quicknet randomness of the first beacon round after the close).
     */
    fairnessMode: text('fairness_mode').$type<'embedded' | 'beacon'>().notNull().default('embedded'),
    /** The drand round whose randomness is the close value (beacon mode). */
    beaconRound: bigint('beacon_round', { mode: 'number' }),
    /** That round's BLS signature (hex, G1): anyone verifies it against the chain's public key. */
    beaconSignature: text('beacon_signature'),
    /** Why a table configured for the beacon closed this round with the embedded value. */
    beaconFallback: text('beacon_fallback').$type<'unreachable' | 'late' | 'invalid'>(),
    /** The outcome, a pure function of (server seed, close value, round): written at the close. */
    outcome: jsonb('outcome').$type<RoundOutcome>(),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // One round per schedule slot: two loops racing to create it make one.
    uniqueIndex('table_rounds_slot_idx').on(t.gameCode, t.opensAt),
    index('table_rounds_game_idx').on(t.gameCode, t.id),
    index('table_rounds_unfinished_idx')
      .on(t.gameCode, t.id)
      .where(sql`${t.status} not in ('settled', 'void')`),
    check(
      'table_rounds_status',
      sql`${t.status} in ('scheduled', 'open', 'closed', 'revealing', 'settled', 'void')`,
    ),
  ],
)

export const tableBetStatuses = ['open', 'won', 'lost', 'refunded'] as const
export type TableBetStatus = (typeof tableBetStatuses)[number]

export const tableBets = pgTable(
  'table_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => tableRounds.id, { onDelete: 'restrict' }),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    /** The page's id of the bet: a retried request with it is the same bet. */
    clientBetId: text('client_bet_id').notNull(),
    /** `[{spot, amount}]`, amounts in kuruş as decimal strings (the chip on each spot). */
    spots: jsonb('spots').$type<{ spot: string; amount: string }[]>().notNull(),
    /** Kuruş: everything the spots stake (a neighbours spot stakes five chips). */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    status: text('status').$type<TableBetStatus>().notNull(),
    /** Kuruş paid back (0 lost, the stake when refunded); null while open. */
    payout: bigint('payout', { mode: 'bigint' }),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('table_bets_client_idx').on(t.roundId, t.playerId, t.clientBetId),
    index('table_bets_round_idx').on(t.roundId, t.id),
    index('table_bets_player_idx').on(t.playerId, t.id),
    index('table_bets_open_idx')
      .on(t.roundId)
      .where(sql`${t.status} = 'open'`),
    check('table_bets_status', sql`${t.status} in ('open', 'won', 'lost', 'refunded')`),
    check('table_bets_stake', sql`${t.stake} > 0`),
  ],
)

/**
 * A table's progressive pool kept across rounds (bingo's jackpot, docs/bingo.md): read and
 * written in the transaction that fixes a round's outcome, so each round adds its slice once.
 */
export const roundPools = pgTable(
  'round_pools',
  {
    gameCode: text('game_code').primaryKey(),
    /** Kuruş. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('round_pools_amount', sql`${t.amount} >= 0`)],
)

/**
 * A bet's decisions on a table with a decision phase (docs/shared-rounds.md "Decisions"): one row per
 * (bet, step) the player acted in — blackjack's hit/stand/double, poker's play/fold. A step the bet
 * had a choice in and no row is the table's timeout action (stand, fold), so the outcome stays a pure
 * function of the seed, the close value and these rows. An action adding stake (double, play) took it
 * through the wallet in the transaction that wrote the row.
 */
export const tableBetActions = pgTable(
  'table_bet_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => tableBets.id, { onDelete: 'restrict' }),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => tableRounds.id, { onDelete: 'restrict' }),
    /** The decision step (1-based) the action was taken in. */
    step: integer('step').notNull(),
    action: text('action').notNull(),
    /** Kuruş the action added to the bet's stake (double, play); 0 otherwise. */
    addedStake: bigint('added_stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The page's id of the action, when it sent one (a retried request with it is the same action). */
    clientActionId: text('client_action_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('table_bet_actions_step_idx').on(t.betId, t.step),
    index('table_bet_actions_round_idx').on(t.roundId, t.betId),
    check('table_bet_actions_step', sql`${t.step} >= 1`),
    check('table_bet_actions_added', sql`${t.addedStake} >= 0`),
  ],
)

/**
 * A table closed to new bets by an operator (docs/backoffice.md "Tables and rounds"). No row: open.
 * The loop keeps running a closed table's schedule (so a round under way plays out and settles, and
 * reopening needs no restart); only a bet reads this.
 */
export const roundTableStates = pgTable('round_table_states', {
  gameCode: text('game_code').primaryKey(),
  isOpen: boolean('is_open').notNull().default(true),
  changedAt: at('changed_at').notNull(),
  /** The staff member who last switched it (the audit row has the rest). */
  changedBy: bigint('changed_by', { mode: 'number' }),
  note: text('note'),
})
