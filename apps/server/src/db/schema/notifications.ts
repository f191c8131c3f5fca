import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { players } from './accounts.js'
import type { LocalizedText } from './payments.js'

/**
 * A player's notifications (spec §3, docs/realtime.md). Title and note are kept in every
 * language and chosen when read, so a player who switches language reads the whole list in it.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** `NotificationType` of the contract: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5. */
    type: smallint('type').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    note: jsonb('note').$type<LocalizedText>().notNull(),
    /**
     * What caused it (`payment:12:confirmed`, `bonus:3:granted`, `broadcast:…`): unique per player,
     * so an event delivered twice (a webhook repeat, a retried job) never makes a second notification.
     */
    source: text('source').notNull(),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_player_idx').on(t.playerId, t.id.desc()),
    uniqueIndex('notifications_source_idx').on(t.playerId, t.source),
    check('notifications_type', sql`${t.type} between 1 and 5`),
  ],
)
