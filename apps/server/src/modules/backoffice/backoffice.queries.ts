import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../db/client.js'
import { auditLog, pendingActions, players } from '../../db/schema/index.js'

/*
 * The back office's own SQL (docs/backoffice.md): pending actions and the audit log's search.
 * Query functions take the database or the caller's transaction first.
 */

export type ActionRow = typeof pendingActions.$inferSelect

export async function insertAction(
  db: DbOrTx,
  values: typeof pendingActions.$inferInsert,
): Promise<ActionRow> {
  const [row] = await db.insert(pendingActions).values(values).returning()
  return row!
}

/** The action, locked: two checkers deciding at once queue here, so the second sees the first's decision. */
export async function lockAction(db: DbOrTx, id: number): Promise<ActionRow | null> {
  const [row] = await db.select().from(pendingActions).where(eq(pendingActions.id, id)).for('update')
  return row ?? null
}

export async function updateAction(
  db: DbOrTx,
  id: number,
  values: Partial<typeof pendingActions.$inferInsert>,
): Promise<ActionRow> {
  const [row] = await db.update(pendingActions).set(values).where(eq(pendingActions.id, id)).returning()
  return row!
}

/** A player the back office may act on: a player account (never an operator's). */
export async function lockPlayer(db: DbOrTx, id: number): Promise<{ id: number; role: string } | null> {
  const [row] = await db
    .select({ id: players.id, role: players.role })
    .from(players)
    .where(eq(players.id, id))
    .for('update')
  return row ?? null
}

export interface ActionFilter {
  status: 'pending' | 'approved' | 'rejected' | 'expired'
  kind?: string | undefined
  playerId?: number | undefined
}

/**
 * Actions by status as the back office sees it: a pending action past its expiry reads as expired
 * before the sweep marks it (the sweep only records what the clock already decided). Newest first.
 */
export async function listActions(db: DbOrTx, filter: ActionFilter, now: Date, skip: number, take: number) {
  const t = pendingActions
  const status: SQL =
    filter.status === 'pending'
      ? and(eq(t.status, 'pending'), gt(t.expiresAt, now))!
      : filter.status === 'expired'
        ? sql`(${t.status} = 'expired' or (${t.status} = 'pending' and ${t.expiresAt} <= ${now}))`
        : eq(t.status, filter.status)
  const where = and(
    status,
    filter.kind ? eq(t.kind, filter.kind) : undefined,
    filter.playerId ? eq(t.playerId, filter.playerId) : undefined,
  )
  const items = await db.select().from(t).where(where).orderBy(desc(t.id)).limit(take).offset(skip)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(where)
  return { items, total: count?.n ?? 0 }
}

/** Pending actions past their expiry, locked (skipping any a checker holds right now). */
export async function lockExpiredActions(db: DbOrTx, now: Date, limit: number): Promise<ActionRow[]> {
  return db
    .select()
    .from(pendingActions)
    .where(and(eq(pendingActions.status, 'pending'), lte(pendingActions.expiresAt, now)))
    .orderBy(pendingActions.id)
    .limit(limit)
    .for('update', { skipLocked: true })
}

export interface AuditFilter {
  staff?: string | undefined
  player?: number | undefined
  action?: string | undefined
  from?: Date | undefined
  to?: Date | undefined
}

/**
 * The audit log's search, newest first. `staff` is an actor id (an operator's, any actor kind but
 * the system's and the anonymous'); `player` matches rows by the player (as actor) or about the
 * player (`detail.playerId`); `action` is exact, or a prefix when it ends in `*`.
 */
export async function searchAudit(db: DbOrTx, f: AuditFilter, skip: number, take: number) {
  const t = auditLog
  const where = and(
    f.staff !== undefined
      ? and(eq(t.actorId, f.staff), sql`${t.actorKind} in ('player', 'staff')`)
      : undefined,
    f.player !== undefined
      ? sql`((${t.actorKind} = 'player' and ${t.actorId} = ${String(f.player)}) or (${t.detail} ? 'playerId' and (${t.detail} ->> 'playerId') = ${String(f.player)}))`
      : undefined,
    f.action !== undefined
      ? f.action.endsWith('*')
        ? sql`${t.action} like ${`${f.action.slice(0, -1).replace(/_/g, '\\_')}%`}`
        : eq(t.action, f.action)
      : undefined,
    f.from ? sql`${t.createdAt} >= ${f.from}` : undefined,
    f.to ? sql`${t.createdAt} <= ${f.to}` : undefined,
  )
  const items = await db.select().from(t).where(where).orderBy(desc(t.id)).limit(take).offset(skip)
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${t} ${where ? sql`where ${where}` : sql``}`,
  )
  return { items, total: count?.n ?? 0 }
}
