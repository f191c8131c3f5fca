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
} from 'drizzle-orm/pg-core'
import { staff } from './staff.js'
import { sportsEvents, sportsOutcomes, sportsTickets } from './sports.js'

/*
 * What the sportsbook puts on the page before the player searches (docs/sportsbook.md "Featured,
 * boosts and ready coupons"): the operator's picks for Günün Maçları, boosted prices with their
 * bets, and ready coupons. Times here are real time (the operator's clock), not world time.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/** An operator's pick for Günün Maçları, shown in `sort` order while the event is open for betting. */
export const sportsFeaturedEvents = pgTable('sports_featured_events', {
  eventId: bigint('event_id', { mode: 'number' })
    .primaryKey()
    .references(() => sportsEvents.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull(),
  createdBy: bigint('created_by', { mode: 'number' })
    .notNull()
    .references(() => staff.id, { onDelete: 'restrict' }),
  createdAt: at('created_at').notNull(),
})

/**
 * A boosted price (Oran Artırımı): one pre-match selection at `odds_milli` instead of the book's
 * price, from `starts_at` until `ends_at` (or until the operator ends it, `ended_at`), at most
 * `max_stake` a bet, and at most `liability_cap` (kuruş) of potential payouts of its open tickets
 * together. `was_milli` is the book's price when the boost was made (the page shows the current one).
 * A boosted bet builder combination has `builder_outcome_ids`, its selections' ids sorted (the boost's
 * key with `event_id`); `outcome_id` is then the first of them.
 */
export const sportsBoosts = pgTable(
  'sports_boosts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outcomeId: bigint('outcome_id', { mode: 'number' })
      .notNull()
      .references(() => sportsOutcomes.id, { onDelete: 'restrict' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => sportsEvents.id, { onDelete: 'restrict' }),
    builderOutcomeIds: jsonb('builder_outcome_ids').$type<number[]>(),
    oddsMilli: integer('odds_milli').notNull(),
    wasMilli: integer('was_milli').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    endedAt: at('ended_at'),
    maxStake: bigint('max_stake', { mode: 'bigint' }).notNull(),
    liabilityCap: bigint('liability_cap', { mode: 'bigint' }).notNull(),
    note: text('note'),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('sports_boosts_live_idx')
      .on(t.endsAt)
      .where(sql`${t.endedAt} is null`),
    check('sports_boosts_odds', sql`${t.oddsMilli} > ${t.wasMilli}`),
    check('sports_boosts_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('sports_boosts_amounts', sql`${t.maxStake} > 0 and ${t.liabilityCap} > 0`),
  ],
)

/** A ticket placed at a boost: what its liability cap sums (the open tickets' potential payouts). */
export const sportsBoostBets = pgTable(
  'sports_boost_bets',
  {
    ticketId: bigint('ticket_id', { mode: 'number' })
      .primaryKey()
      .references(() => sportsTickets.id, { onDelete: 'restrict' }),
    boostId: bigint('boost_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBoosts.id, { onDelete: 'restrict' }),
  },
  (t) => [index('sports_boost_bets_boost_idx').on(t.boostId)],
)

/** A ready coupon (Hazır Kupon): a title in both languages and two or more selections, in order. */
export const sportsReadyCoupons = pgTable(
  'sports_ready_coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    outcomeIds: jsonb('outcome_ids').$type<number[]>().notNull(),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull(),
    retiredAt: at('retired_at'),
  },
  (t) => [
    index('sports_ready_coupons_live_idx')
      .on(t.createdAt)
      .where(sql`${t.retiredAt} is null`),
  ],
)
