import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type DbOrTx, rowsOf } from '../../db/client.js'
import { notifications, players } from '../../db/schema/index.js'
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
 * The same notification for every active account in one statement (no round trip per player),
 * except the players in a time-out or self-exclusion (docs/player-protection.md: marketing stops at once) and
 * those who have not agreed to campaign messages (docs/content.md: a message to everyone is marketing, and
 * marketing needs the opt-in): `[playerId, id]` pairs. Plain SQL: an INSERT … SELECT of constants
 * reads best as what it is.
 */
export async function insertForEveryone(
  db: DbOrTx,
  source: string,
  texts: NotificationTexts,
  at: Date,
): Promise<[number, number][]> {
  const result = await db.execute(sql`
    insert into ${notifications} (player_id, type, title, note, source, created_at)
    select ${players.id}, ${texts.type}, ${JSON.stringify(texts.title)}::jsonb, ${JSON.stringify(texts.note)}::jsonb,
           ${source}, ${at.toISOString()}::timestamptz
    from ${players} where ${players.status} = 'active'
      -- Marketing consent (docs/content.md): opted in at sign-up or in the account, never by default.
      and ${players.marketingConsent}
      -- Player protection (docs/player-protection.md): no marketing to a player in a time-out or self-exclusion.
      and not exists (
        select 1 from rg_settings s
         where s.player_id = ${players.id}
           and (s.timeout_until > ${at.toISOString()}::timestamptz
                or (s.exclusion_started_at is not null
                    and (s.exclusion_lifts_at is null or s.exclusion_lifts_at > ${at.toISOString()}::timestamptz))))
    returning id, player_id`)
  const rows = rowsOf<{ id: number | string; player_id: number | string }>(result)
  return rows.map((r) => [Number(r.player_id), Number(r.id)])
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
