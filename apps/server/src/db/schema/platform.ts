import { pgTable, bigserial, text, timestamp, jsonb } from 'drizzle-orm/pg-core'

/** Who did what, when and from where (SECURITY.md, operations): logins, limit changes, operator actions. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorKind: text('actor_kind').notNull(),
  actorId: text('actor_id'),
  action: text('action').notNull(),
  ip: text('ip'),
  fingerprint: text('fingerprint'),
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
