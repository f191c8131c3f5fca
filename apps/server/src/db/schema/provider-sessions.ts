import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { players } from './accounts.js'

/**
 * A provider's own game-session ids and the game token each stands for (docs/providers.md "EGT"):
 * EGT authenticates a game once with our token and names only its `SessionId` afterwards. Written
 * by modules/provider-wallet when that first call checks; read for every later call of the session,
 * whose token then decides as if it had been sent.
 */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    provider: text('provider').notNull(),
    sessionId: text('session_id').notNull(),
    token: text('token').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.sessionId] }),
    // The sweeper deletes rows older than any token they can stand for (docs/providers.md "EGT").
    index('provider_sessions_created_idx').on(t.createdAt),
  ],
)
