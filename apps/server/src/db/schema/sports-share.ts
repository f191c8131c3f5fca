import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { CouponShareLeg } from '@galata/contract'
import { players } from './accounts.js'

/*
 * Shared coupons and the players' sportsbook settings (docs/sportsbook.md "Coupon codes", "Quick
 * bet"). Times are real time.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * A shared slip: its selections' outcome ids in slip order (never a stake), under a random code.
 * Rows past `expires_at` answer as unknown and are deleted by the next share.
 */
export const sportsCoupons = pgTable(
  'sports_coupons',
  {
    code: text('code').primaryKey(),
    /** Every outcome the coupon names, builders' selections included, in slip order. */
    outcomeIds: jsonb('outcome_ids').$type<number[]>().notNull(),
    /**
     * The legs as shared, a bet builder kept as one leg (docs/sportsbook.md "Coupon codes"). Null on
     * rows shared before builders could be: their legs are `outcome_ids`, one selection each.
     */
    legs: jsonb('legs').$type<CouponShareLeg[]>(),
    /** The player who shared it, when signed in (a visitor may share too). */
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sports_coupons_expires_idx').on(t.expiresAt)],
)

/** One row per player who changed a sportsbook setting; no row means the defaults (quick bet off). */
export const sportsPlayerSettings = pgTable(
  'sports_player_settings',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    quickBet: boolean('quick_bet').notNull().default(false),
    /** Kuruş, within SPORTS_LIMITS' stake bounds. */
    quickBetStake: bigint('quick_bet_stake', { mode: 'bigint' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('sports_player_settings_stake', sql`${t.quickBetStake} > 0`)],
)
