import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { bonuses, players, type BonusKind } from '../../db/schema/index.js'

/** The player's verified phone (digits with 90), or null when the phone is not verified. */
export async function verifiedPhone(db: DbOrTx, playerId: number): Promise<string | null> {
  const rows = await db
    .select({ phone: players.phone, verified: players.phoneVerified })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1)
  const row = rows[0]
  return row?.verified && row.phone ? row.phone : null
}

/** When the player signed up: the trial bonus's claim window starts there. */
export async function registeredAt(db: DbOrTx, playerId: number): Promise<Date | null> {
  const rows = await db
    .select({ at: players.createdAt })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1)
  return rows[0]?.at ?? null
}

/** Whether a trial bonus was ever claimed with this phone number, by any account. */
export async function trialClaimedByPhone(db: DbOrTx, phone: string): Promise<boolean> {
  const rows = await db
    .select({ id: bonuses.id })
    .from(bonuses)
    .where(and(eq(bonuses.kind, 'trial'), eq(bonuses.claimPhone, phone)))
    .limit(1)
  return rows.length > 0
}

export async function hasBonusOfKind(db: DbOrTx, playerId: number, kind: BonusKind): Promise<boolean> {
  const rows = await db
    .select({ id: bonuses.id })
    .from(bonuses)
    .where(and(eq(bonuses.playerId, playerId), eq(bonuses.kind, kind)))
    .limit(1)
  return rows.length > 0
}

export async function insertBonus(db: DbOrTx, row: typeof bonuses.$inferInsert) {
  const [inserted] = await db.insert(bonuses).values(row).returning()
  return inserted!
}
