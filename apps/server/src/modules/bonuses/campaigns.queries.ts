import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { Localized } from '@galata/contract'
import type { DbOrTx } from '../../db/client.js'
import { accounts, bonusCampaigns, bonuses } from '../../db/schema/index.js'

export type CampaignRow = typeof bonusCampaigns.$inferSelect

export async function listEnabledCampaigns(db: DbOrTx): Promise<CampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.enabled, true))
    .orderBy(asc(bonusCampaigns.sort), asc(bonusCampaigns.id))
}

export async function findEnabledCampaign(db: DbOrTx, id: number): Promise<CampaignRow | null> {
  const rows = await db
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.id, id), eq(bonusCampaigns.enabled, true)))
  return rows[0] ?? null
}

/** Inserts the demo campaigns once by code; an operator's later edits to a row are kept. */
export async function insertCampaigns(
  db: DbOrTx,
  rows: (typeof bonusCampaigns.$inferInsert)[],
): Promise<number> {
  const inserted = await db
    .insert(bonusCampaigns)
    .values(rows)
    .onConflictDoNothing({ target: bonusCampaigns.code })
    .returning({ id: bonusCampaigns.id })
  return inserted.length
}

/** Renames a campaign only while it still has exactly the name `from` (the seed's former name). */
export async function renameCampaign(
  db: DbOrTx,
  code: string,
  from: Localized,
  to: Localized,
): Promise<void> {
  await db
    .update(bonusCampaigns)
    .set({ title: to })
    .where(and(eq(bonusCampaigns.code, code), sql`${bonusCampaigns.title} = ${JSON.stringify(from)}::jsonb`))
}

/** The periods of this campaign the player has claimed. */
export async function claimedPeriods(db: DbOrTx, playerId: number, campaignId: number): Promise<string[]> {
  const rows = await db
    .select({ period: bonuses.period })
    .from(bonuses)
    .where(and(eq(bonuses.playerId, playerId), eq(bonuses.campaignId, campaignId)))
  return rows.map((r) => r.period ?? '')
}

/**
 * Whether the player has a bonus still in play: active, not yet expired, with money in the bonus
 * account. Only for the listing; the claim decides under locks (wallet.makeRoomForBonus).
 */
export async function hasLiveBonus(db: DbOrTx, playerId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: bonuses.id })
    .from(bonuses)
    .innerJoin(
      accounts,
      and(
        eq(accounts.playerId, bonuses.playerId),
        eq(accounts.kind, 'player_bonus'),
        gt(accounts.balance, 0n),
      ),
    )
    .where(and(eq(bonuses.playerId, playerId), eq(bonuses.status, 'active'), gt(bonuses.expiresAt, now)))
    .limit(1)
  return rows.length > 0
}

export async function listPlayerBonuses(db: DbOrTx, playerId: number, limit: number) {
  return db
    .select({
      id: bonuses.id,
      kind: bonuses.kind,
      title: bonusCampaigns.title,
      amount: bonuses.amount,
      wageringRequired: bonuses.wageringRequired,
      wagered: bonuses.wagered,
      status: bonuses.status,
      createdAt: bonuses.createdAt,
      expiresAt: bonuses.expiresAt,
      closedAt: bonuses.closedAt,
    })
    .from(bonuses)
    .leftJoin(bonusCampaigns, eq(bonusCampaigns.id, bonuses.campaignId))
    .where(eq(bonuses.playerId, playerId))
    .orderBy(desc(bonuses.id))
    .limit(limit)
}
