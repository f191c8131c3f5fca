import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.js'
import { bonuses, players, type BonusKind } from '../../db/schema/index.js'

type Handle = Db | Tx

export async function isPhoneVerified(db: Handle, playerId: number): Promise<boolean> {
  const rows = await db
    .select({ verified: players.phoneVerified })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1)
  return rows[0]?.verified ?? false
}

export async function hasBonusOfKind(db: Handle, playerId: number, kind: BonusKind): Promise<boolean> {
  const rows = await db
    .select({ id: bonuses.id })
    .from(bonuses)
    .where(and(eq(bonuses.playerId, playerId), eq(bonuses.kind, kind)))
    .limit(1)
  return rows.length > 0
}

export async function insertBonus(db: Handle, row: typeof bonuses.$inferInsert) {
  const [inserted] = await db.insert(bonuses).values(row).returning()
  return inserted!
}
