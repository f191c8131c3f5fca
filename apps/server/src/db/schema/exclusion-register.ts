import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { ExclusionCheckpoint, ExclusionKeyKind } from '@galata/contract'
import { players } from './accounts.js'

/*
 * The exclusion register (docs/player-protection.md "The exclusion register"): a self-exclusion or
 * a time-out recorded under the person's keys, so that a second account of the same person is
 * refused too. Every instant is written from the app clock.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * One entry per account that took a self-exclusion or a time-out (the newest of the two). It is in
 * force while `ends_at` is null (a self-exclusion lasts until lifted) or later than now.
 */
export const exclusionRegister = pgTable(
  'exclusion_register',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .unique('exclusion_register_player_idx')
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'self_exclusion' | 'timeout'>().notNull(),
    startedAt: at('started_at').notNull(),
    /** The time-out's end, the lift time once a lift is asked for; null while an exclusion runs. */
    endsAt: at('ends_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('exclusion_register_kind', sql`${t.kind} in ('self_exclusion', 'timeout')`)],
)

/** The keys of an entry, normalised (contract `personKey`, `emailKey`, phone digits with 90, `documentKey`). */
export const exclusionRegisterKeys = pgTable(
  'exclusion_register_keys',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => exclusionRegister.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExclusionKeyKind>().notNull(),
    value: text('value').notNull(),
    addedAt: at('added_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.kind, t.value] }),
    index('exclusion_register_keys_value_idx').on(t.kind, t.value),
    check('exclusion_register_keys_kind', sql`${t.kind} in ('person', 'email', 'phone', 'document')`),
  ],
)

/**
 * Every time the register refused someone or closed an account: which entry, on which key, at which
 * checkpoint, and the account (null at sign-up, where there is none yet). Operators read it.
 */
export const exclusionRegisterMatches = pgTable(
  'exclusion_register_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => exclusionRegister.id, { onDelete: 'cascade' }),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id, { onDelete: 'cascade' }),
    keyKind: text('key_kind').$type<ExclusionKeyKind>().notNull(),
    checkpoint: text('checkpoint').$type<ExclusionCheckpoint>().notNull(),
    /** At sign-up: the user name and e-mail typed (no account holds them). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: at('at').notNull(),
  },
  (t) => [
    index('exclusion_register_matches_entry_idx').on(t.entryId, t.at),
    index('exclusion_register_matches_player_idx').on(t.playerId, t.at),
  ],
)
