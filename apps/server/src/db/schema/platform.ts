import { sql } from 'drizzle-orm'
import {
  pgTable,
  bigint,
  bigserial,
  check,
  index,
  smallint,
  text,
  timestamp,
  jsonb,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Who did what, when and from where (SECURITY.md, operations): logins, limit changes, operator actions.
 * Append-only and hash-chained (docs/backoffice.md "Audit chain"): the database links every row at
 * its transaction's commit (`seq`, `prev_hash`, `hash`, set by the deferred trigger of the migration
 * that added them) and refuses updates and deletes; the app only inserts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    ip: text('ip'),
    fingerprint: text('fingerprint'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The row's place in the chain (1, 2, 3 …, commit order), set at commit. */
    seq: bigint('seq', { mode: 'number' }),
    /** The previous row's hash (64 zeros for the first row). */
    prevHash: text('prev_hash'),
    /** SHA-256 (hex) of the row's canonical encoding with `prev_hash` (docs/backoffice.md). */
    hash: text('hash'),
  },
  (t) => [
    uniqueIndex('audit_log_seq_idx').on(t.seq),
    // The back office's search: by actor, by action, by time (the player is in `detail`).
    index('audit_log_actor_idx').on(t.actorKind, t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_player_idx')
      .on(sql`((${t.detail} ->> 'playerId'))`, t.id)
      .where(sql`${t.detail} ? 'playerId'`),
  ],
)

/** The chain's last link: one row, updated under its row lock by every audit row's commit. */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: smallint('id').primaryKey().default(1),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    prevHash: text('prev_hash'),
  },
  (t) => [check('audit_chain_head_one_row', sql`${t.id} = 1`)],
)
