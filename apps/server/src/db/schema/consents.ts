import { sql } from 'drizzle-orm'
import { bigint, bigserial, boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { players } from './accounts.js'

/**
 * docs/content.md (KVKK açık rıza): every change of a player's marketing consent, kept for as long as the
 * account, so the operator can show when and how a player agreed to (or withdrew from) campaign
 * messages. The current value is `players.marketing_consent`; this is its history.
 */
export const consentSources = ['signup', 'account'] as const
export type ConsentSource = (typeof consentSources)[number]

export const marketingConsentChanges = pgTable(
  'marketing_consent_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Null at sign-up: there was no earlier choice. */
    oldValue: boolean('old_value'),
    newValue: boolean('new_value').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  (t) => [
    index('marketing_consent_changes_player_idx').on(t.playerId, t.at),
    check('marketing_consent_changes_source', sql`${t.source} in ('signup', 'account')`),
  ],
)
