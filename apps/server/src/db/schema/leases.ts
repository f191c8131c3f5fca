import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The one lease of every singleton background loop (docs/leases.md): who runs it, until when, and
 * the fencing token raised on every takeover, which each write done under the lease checks in its
 * own transaction. Transient: a lost row only means the next acquire starts at token 1 again.
 */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  token: bigint('token', { mode: 'bigint' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
