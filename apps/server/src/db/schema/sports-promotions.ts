import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.js'
import { bonusCampaigns } from './bonuses.js'
import { sportsTickets } from './sports.js'

/*
 * Sports promotions run by the bonus engine's campaigns (docs/sportsbook.md "Sports promotions"):
 * freebet tokens, and what a kombine boost or a refund paid on a ticket. Amounts are kuruş.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

export const freebetStatuses = ['available', 'used'] as const
export type FreebetStatus = (typeof freebetStatuses)[number]

/**
 * A freebet: a stake the player does not pay. `available` until a ticket uses it (`used`, with
 * `ticket_id`); past `expires_at` an available one can no longer be used. `source_key` makes every
 * grant once-only: `campaign:{id}:{player}`, `void:{ticket}` (a void ticket's freebet given back),
 * `refund:{ticket}` (a kombine lost by one leg).
 */
export const sportsFreebets = pgTable(
  'sports_freebets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The least total price of the ticket it pays for, ×1000. */
    minOddsMilli: integer('min_odds_milli').notNull(),
    expiresAt: at('expires_at').notNull(),
    status: text('status').$type<FreebetStatus>().notNull(),
    source: text('source').$type<'campaign' | 'void' | 'refund'>().notNull(),
    sourceKey: text('source_key').notNull(),
    campaignId: integer('campaign_id').references(() => bonusCampaigns.id, { onDelete: 'restrict' }),
    ticketId: bigint('ticket_id', { mode: 'number' }).references(() => sportsTickets.id, {
      onDelete: 'restrict',
    }),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('sports_freebets_source_idx').on(t.sourceKey),
    // One freebet per ticket: the ticket's stake is the freebet's amount, paid once.
    uniqueIndex('sports_freebets_ticket_idx').on(t.ticketId),
    index('sports_freebets_player_idx').on(t.playerId, t.id),
    check('sports_freebets_status', sql`${t.status} in ('available', 'used')`),
    check('sports_freebets_source', sql`${t.source} in ('campaign', 'void', 'refund')`),
    check('sports_freebets_amount', sql`${t.amount} > 0 and ${t.minOddsMilli} >= 1000`),
    check(
      'sports_freebets_used',
      sql`(${t.status} = 'used') = (${t.ticketId} is not null and ${t.usedAt} is not null)`,
    ),
  ],
)

/**
 * A kombine boost paid on a ticket (docs/sportsbook.md "Sports promotions"): what the boost has paid
 * so far under the campaign's terms. Settlement posts only the difference, so a replay pays nothing
 * and a correction takes a boost back.
 */
export const sportsTicketBoosts = pgTable('sports_ticket_boosts', {
  ticketId: bigint('ticket_id', { mode: 'number' })
    .primaryKey()
    .references(() => sportsTickets.id, { onDelete: 'restrict' }),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => bonusCampaigns.id, { onDelete: 'restrict' }),
  paid: bigint('paid', { mode: 'bigint' }).notNull(),
  version: integer('version').notNull(),
})
