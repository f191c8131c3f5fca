import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.js'

/**
 * Galata Originals, the in-house studio (docs/casino.md, PROVIDERS.md provably fair). Money moves only
 * through the wallet; these tables hold the fairness seeds and the rounds.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * A player's seed pair. The server seed stays secret while active (only its SHA-256 is shown) and
 * is revealed when the player rotates; `nonce` counts the bets made with it and is raised in the
 * same transaction as each bet's debit, so two rounds can never share an outcome.
 */
export const originalsSeeds = pgTable(
  'originals_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Null while active; set when rotated, from then on the server seed may be shown. */
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('originals_seeds_active_idx')
      .on(t.playerId)
      .where(sql`${t.revealedAt} is null`),
  ],
)

export const roundStatuses = ['open', 'settled', 'refunded'] as const
export type RoundStatus = (typeof roundStatuses)[number]

export const originalsRounds = pgTable(
  'originals_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    gameCode: text('game_code').notNull(),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => originalsSeeds.id, { onDelete: 'restrict' }),
    nonce: integer('nonce').notNull(),
    /** Kuruş staked (the whole bet of the round). */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Kuruş paid back; 0 for a loss; null while open. */
    payout: bigint('payout', { mode: 'bigint' }),
    /** The player's choices (target, side, bets on the board, number of mines). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** Progress of a multi-step round (mines: the tiles revealed). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    /** The outcome, once known. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    status: text('status').$type<RoundStatus>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('originals_rounds_seed_nonce_idx').on(t.seedId, t.nonce),
    index('originals_rounds_player_idx').on(t.playerId, t.id),
    index('originals_rounds_open_idx')
      .on(t.playerId, t.gameCode)
      .where(sql`${t.status} = 'open'`),
    check('originals_rounds_status', sql`${t.status} in ('open', 'settled', 'refunded')`),
    check('originals_rounds_stake', sql`${t.stake} > 0`),
  ],
)

/**
 * Launch url tokens already exchanged for a game token (docs/casino.md "Launch"): the primary key
 * lets one exchange through, however many race. Kept until the token would have expired anyway;
 * the recovery pass deletes older rows.
 */
export const originalsLaunchUses = pgTable('originals_launch_uses', {
  launchId: text('launch_id').primaryKey(),
  usedAt: at('used_at').notNull(),
  expiresAt: at('expires_at').notNull(),
})
