import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.js'

/**
 * Sky Aviator, the Originals crash game with shared rounds (docs/casino.md). Money moves only
 * through the wallet; these tables hold the published hash chains, the rounds and the bets. Which
 * instance runs the round is the shared-round engine's lease (`leases`, docs/leases.md).
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/** A reverse SHA-256 hash chain: `seed` stays secret, `terminal_hash` is published. */
export const aviatorChains = pgTable('aviator_chains', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  seed: text('seed').notNull(),
  terminalHash: text('terminal_hash').notNull(),
  length: integer('length').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
})

export const aviatorPhases = ['betting', 'flying', 'crashed', 'void'] as const
export type AviatorPhase = (typeof aviatorPhases)[number]

export const aviatorRounds = pgTable(
  'aviator_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: bigint('chain_id', { mode: 'number' })
      .notNull()
      .references(() => aviatorChains.id, { onDelete: 'restrict' }),
    /** 1 … chain length: round r plays the chain's hash h₍length−r₎. */
    chainIndex: integer('chain_index').notNull(),
    /** Secret until the round ends (crashed or void). */
    hash: text('hash').notNull(),
    crashE2: integer('crash_e2').notNull(),
    phase: text('phase').$type<AviatorPhase>().notNull(),
    /** The instance that runs this round; another one finding it unfinished voids it. */
    runner: text('runner').notNull(),
    bettingEndsAt: at('betting_ends_at').notNull(),
    flightStartedAt: at('flight_started_at'),
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('aviator_rounds_chain_idx').on(t.chainId, t.chainIndex),
    // The verify API finds a round by its revealed hash.
    uniqueIndex('aviator_rounds_hash_idx').on(t.hash),
    index('aviator_rounds_unfinished_idx')
      .on(t.id)
      .where(sql`${t.phase} in ('betting', 'flying')`),
    check('aviator_rounds_phase', sql`${t.phase} in ('betting', 'flying', 'crashed', 'void')`),
  ],
)

export const aviatorBetStatuses = ['open', 'won', 'lost', 'refunded'] as const
export type AviatorBetStatus = (typeof aviatorBetStatuses)[number]

export const aviatorBets = pgTable(
  'aviator_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => aviatorRounds.id, { onDelete: 'restrict' }),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    /**
     * Which of the player's two bet panels placed it (1 or 2): a player may hold two independent
     * bets in one round, each with its own cash-out (docs/casino.md "Two bets a round").
     */
    slot: smallint('slot').notNull().default(1),
    /** Kuruş. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Auto cash-out in hundredths (≥ 101), or null. */
    autoCashoutE2: integer('auto_cashout_e2'),
    status: text('status').$type<AviatorBetStatus>().notNull(),
    /** The multiplier it was paid at (hundredths), when won. */
    cashoutE2: integer('cashout_e2'),
    /** Kuruş paid back (0 lost, the stake when refunded); null while open. */
    payout: bigint('payout', { mode: 'bigint' }),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('aviator_bets_round_player_slot_idx').on(t.roundId, t.playerId, t.slot),
    index('aviator_bets_player_idx').on(t.playerId, t.id),
    index('aviator_bets_open_idx')
      .on(t.roundId)
      .where(sql`${t.status} = 'open'`),
    check('aviator_bets_status', sql`${t.status} in ('open', 'won', 'lost', 'refunded')`),
    check('aviator_bets_stake', sql`${t.stake} > 0`),
    check('aviator_bets_slot', sql`${t.slot} in (1, 2)`),
  ],
)
