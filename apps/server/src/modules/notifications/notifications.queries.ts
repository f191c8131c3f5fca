import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { DEPOSITORS_WINDOW_DAYS } from '@galata/contract'
import { type DbOrTx, rowsOf } from '../../db/client.js'
import { notifications, payments, players } from '../../db/schema/index.js'
import type { NotificationTexts } from './notifications.texts.js'

export type NotificationRow = typeof notifications.$inferSelect

/** One notification; null when this source already made one for the player (a repeated event). */
export async function insertNotification(
  db: DbOrTx,
  playerId: number,
  source: string,
  texts: NotificationTexts,
  at: Date,
): Promise<NotificationRow | null> {
  const rows = await db
    .insert(notifications)
    .values({ playerId, source, type: texts.type, title: texts.title, note: texts.note, createdAt: at })
    .onConflictDoNothing({ target: [notifications.playerId, notifications.source] })
    .returning()
  return rows[0] ?? null
}

/**
 * Who may receive marketing now (docs/content.md, docs/player-protection.md): an active account that
 * agreed to campaign messages (opted in at sign-up or in the account, never by default) and is not in
 * a time-out or self-exclusion (marketing stops at once). One fragment for every broadcast and for
 * the grant lists' exclusion check (docs/backoffice.md "Grant lists").
 */
export function marketingAllowedSql(at: Date): SQL {
  return sql`${players.status} = 'active' and ${players.marketingConsent} and not ${protectedSql(at)}`
}

/** The player (the row of `players` in scope) is in a time-out or a self-exclusion at `at`. */
export function protectedSql(at: Date): SQL {
  return sql`exists (
        select 1 from rg_settings s
         where s.player_id = ${players.id}
           and (s.timeout_until > ${at.toISOString()}::timestamptz
                or (s.exclusion_started_at is not null
                    and (s.exclusion_lifts_at is null or s.exclusion_lifts_at > ${at.toISOString()}::timestamptz))))`
}

/** A broadcast's audience (docs/backoffice.md "Segment broadcasts"): every player, recent depositors, a tag. */
export type Segment = { kind: 'all' } | { kind: 'depositors_30d' } | { kind: 'tag'; tag: string }

/** The segment's own condition, before the marketing rules. */
function segmentSql(segment: Segment, at: Date): SQL {
  switch (segment.kind) {
    case 'all':
      return sql`true`
    case 'depositors_30d':
      // A confirmed deposit (type 1, status 1) asked for within the window.
      return sql`exists (select 1 from ${payments} d where d.player_id = ${players.id} and d.type = 1 and d.status = 1
                 and d.created_at > ${new Date(at.getTime() - DEPOSITORS_WINDOW_DAYS * 86_400_000).toISOString()}::timestamptz)`
    case 'tag':
      return sql`${segment.tag} = any(${players.tags})`
  }
}

/**
 * The same notification for every player of the segment who may receive marketing, in one
 * statement (no round trip per player): `[playerId, id]` pairs. Plain SQL: an INSERT … SELECT of
 * constants reads best as what it is.
 */
export async function insertForSegment(
  db: DbOrTx,
  segment: Segment,
  source: string,
  texts: NotificationTexts,
  at: Date,
): Promise<[number, number][]> {
  const result = await db.execute(sql`
    insert into ${notifications} (player_id, type, title, note, source, created_at)
    select ${players.id}, ${texts.type}, ${JSON.stringify(texts.title)}::jsonb, ${JSON.stringify(texts.note)}::jsonb,
           ${source}, ${at.toISOString()}::timestamptz
    from ${players} where ${players.role} = 'player' and ${segmentSql(segment, at)} and ${marketingAllowedSql(at)}
    returning id, player_id`)
  const rows = rowsOf<{ id: number | string; player_id: number | string }>(result)
  return rows.map((r) => [Number(r.player_id), Number(r.id)])
}

/** How many players the segment holds, and how many of them may receive marketing now. */
export async function countAudience(
  db: DbOrTx,
  segment: Segment,
  at: Date,
): Promise<{ count: number; segment: number }> {
  const [row] = rowsOf<{ n: number | string; reach: number | string }>(
    await db.execute(sql`
      select count(*) as n, count(*) filter (where ${marketingAllowedSql(at)}) as reach
        from ${players} where ${players.role} = 'player' and ${segmentSql(segment, at)}`),
  )
  return { count: Number(row?.reach ?? 0), segment: Number(row?.n ?? 0) }
}

export async function playerExists(db: DbOrTx, playerId: number): Promise<boolean> {
  const rows = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId)).limit(1)
  return rows.length > 0
}

/** Newest first (spec §7): by id, which grows with time and breaks ties in the same instant. */
export async function listNotifications(db: DbOrTx, playerId: number, skip: number, take: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.playerId, playerId))
    .orderBy(desc(notifications.id))
    .offset(skip)
    .limit(take)
}

/** Marks the player's own unread ones; other players' ids are silently left alone. */
export async function markRead(db: DbOrTx, playerId: number, ids: number[], at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(eq(notifications.playerId, playerId), inArray(notifications.id, ids), isNull(notifications.readAt)),
    )
    .returning({ id: notifications.id })
  return rows.length
}
