import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { countries, players, sessions } from '../../db/schema/index.js'

export async function findPlayer(db: DbOrTx, id: number) {
  const rows = await db.select().from(players).where(eq(players.id, id)).limit(1)
  return rows[0] ?? null
}

/** The player with the country's localised names (null when the account has no country). */
export async function findProfile(db: DbOrTx, id: number) {
  const rows = await db
    .select({ player: players, countryName: countries.name })
    .from(players)
    .leftJoin(countries, eq(countries.id, players.countryId))
    .where(eq(players.id, id))
    .limit(1)
  return rows[0] ?? null
}

export async function setPasswordHash(db: DbOrTx, id: number, passwordHash: string, at: Date) {
  await db.update(players).set({ passwordHash, updatedAt: at }).where(eq(players.id, id))
}

/** Whether another account holds `phone` verified (docs/security.md: one account at a time). */
export async function isPhoneVerifiedElsewhere(
  db: DbOrTx,
  phone: string,
  playerId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.phone, phone), eq(players.phoneVerified, true), ne(players.id, playerId)))
    .limit(1)
  return rows.length > 0
}

export async function setVerifiedPhone(db: DbOrTx, id: number, phone: string, at: Date) {
  await db.update(players).set({ phone, phoneVerified: true, updatedAt: at }).where(eq(players.id, id))
}

/** Sessions still open, and those started or ended since `since`, newest first. */
export function listSessions(db: DbOrTx, playerId: number, since: Date, limit: number) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.playerId, playerId),
        or(isNull(sessions.revokedAt), gt(sessions.revokedAt, since), gt(sessions.createdAt, since)),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(limit)
}

export async function sessionBelongsTo(db: DbOrTx, id: string, playerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.playerId, playerId)))
    .limit(1)
  return rows.length > 0
}
