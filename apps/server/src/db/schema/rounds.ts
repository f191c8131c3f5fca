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

/*
 * Shared rounds of the Galata Originals studio (issue 18, docs/shared-rounds.md): live tables and TV draws
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
    /** The outcome, a pure function of (server seed, close value, round): written at the close. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
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

/** Per table: which instance runs its loop, until when (a lease renewed while it runs). */
export const tableLeases = pgTable('table_leases', {
  gameCode: text('game_code').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: at('lease_until').notNull(),
})

/**
 * A table's progressive pool kept across rounds (bingo's jackpot, issue 19, docs/bingo.md): read and
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
