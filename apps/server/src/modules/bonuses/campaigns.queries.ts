import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lte, notLike, or, sql } from 'drizzle-orm'
import type { Localized } from '@galata/contract'
import type { DbOrTx } from '../../db/client.js'
import { accounts, bonusCampaignVersions, bonusCampaigns, bonuses } from '../../db/schema/index.js'

export type CampaignRow = typeof bonusCampaigns.$inferSelect

/** Enabled and within its dates (docs/backoffice.md "Campaigns"): what a player sees and may claim. */
const running = (now: Date) =>
  and(
    eq(bonusCampaigns.enabled, true),
    or(isNull(bonusCampaigns.startsAt), lte(bonusCampaigns.startsAt, now)),
    or(isNull(bonusCampaigns.endsAt), gt(bonusCampaigns.endsAt, now)),
  )

export async function listEnabledCampaigns(db: DbOrTx, now: Date): Promise<CampaignRow[]> {
  return db
    .select()
    .from(bonusCampaigns)
    .where(running(now))
    .orderBy(asc(bonusCampaigns.sort), asc(bonusCampaigns.id))
}

export async function findEnabledCampaign(db: DbOrTx, id: number, now: Date): Promise<CampaignRow | null> {
  const rows = await db
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.id, id), running(now)))
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

/**
 * The period of a bonus granted by hand under a campaign (docs/backoffice.md "Grant lists"): one of
 * its own per grant list row, so a grant fits the claim index and is never the player's claim.
 */
export const GRANT_PERIOD_PREFIX = 'grant:'

/** The periods of this campaign the player has claimed (grants by hand under it are not claims). */
export async function claimedPeriods(db: DbOrTx, playerId: number, campaignId: number): Promise<string[]> {
  const rows = await db
    .select({ period: bonuses.period })
    .from(bonuses)
    .where(
      and(
        eq(bonuses.playerId, playerId),
        eq(bonuses.campaignId, campaignId),
        or(isNull(bonuses.period), notLike(bonuses.period, `${GRANT_PERIOD_PREFIX}%`)),
      ),
    )
  return rows.map((r) => r.period ?? '')
}

/** Campaigns by code, each with whether it is running now (enabled and within its dates). */
export async function campaignsByCode(
  db: DbOrTx,
  codes: string[],
  now: Date,
): Promise<(CampaignRow & { isRunning: boolean })[]> {
  if (codes.length === 0) return []
  return db
    .select({ ...getTableColumns(bonusCampaigns), isRunning: sql<boolean>`coalesce(${running(now)}, false)` })
    .from(bonusCampaigns)
    .where(inArray(bonusCampaigns.code, codes))
}

/**
 * One campaign by code, read under a share lock so that an edit (which locks it for update) cannot
 * change its version between this read and the grant's commit.
 */
export async function campaignForGrant(
  db: DbOrTx,
  code: string,
  now: Date,
): Promise<(CampaignRow & { isRunning: boolean }) | null> {
  const rows = await db
    .select({ ...getTableColumns(bonusCampaigns), isRunning: sql<boolean>`coalesce(${running(now)}, false)` })
    .from(bonusCampaigns)
    .where(eq(bonusCampaigns.code, code))
    .for('share')
  return rows[0] ?? null
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
  return (
    db
      .select({
        id: bonuses.id,
        kind: bonuses.kind,
        title: sql<Localized | null>`coalesce(${bonusCampaignVersions.title}, ${bonusCampaigns.title})`,
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
      // The name of the version the bonus was claimed under (docs/backoffice.md "Campaigns").
      .leftJoin(
        bonusCampaignVersions,
        and(
          eq(bonusCampaignVersions.campaignId, bonuses.campaignId),
          eq(bonusCampaignVersions.version, bonuses.campaignVersion),
        ),
      )
      .where(eq(bonuses.playerId, playerId))
      .orderBy(desc(bonuses.id))
      .limit(limit)
  )
}

// ---------------------------------------------------------------------------------------------
// The back office (docs/backoffice.md "Campaigns")

export type CampaignFields = Omit<
  typeof bonusCampaigns.$inferInsert,
  'id' | 'code' | 'enabled' | 'sort' | 'version'
>

/** Every campaign with its active bonuses and their unreleased bonus money (kuruş). */
export async function listCampaignsWithLiability(db: DbOrTx) {
  return (
    db
      .select({
        campaign: bonusCampaigns,
        activeBonuses: sql<number>`count(${accounts.id})::int`,
        liability: sql<string>`coalesce(sum(${accounts.balance}), 0)::text`,
      })
      .from(bonusCampaigns)
      .leftJoin(bonuses, and(eq(bonuses.campaignId, bonusCampaigns.id), eq(bonuses.status, 'active')))
      // One bonus in play at a time (docs/bonuses.md): the bonus account's balance is that bonus's.
      .leftJoin(accounts, and(eq(accounts.playerId, bonuses.playerId), eq(accounts.kind, 'player_bonus')))
      .groupBy(bonusCampaigns.id)
      .orderBy(asc(bonusCampaigns.sort), asc(bonusCampaigns.id))
  )
}

/** One campaign's active bonuses and their unreleased bonus money (kuruş), as in the list. */
export async function campaignLiability(
  db: DbOrTx,
  id: number,
): Promise<{ activeBonuses: number; liability: bigint }> {
  const rows = await db
    .select({
      activeBonuses: sql<number>`count(${accounts.id})::int`,
      liability: sql<string>`coalesce(sum(${accounts.balance}), 0)::text`,
    })
    .from(bonuses)
    .innerJoin(accounts, and(eq(accounts.playerId, bonuses.playerId), eq(accounts.kind, 'player_bonus')))
    .where(and(eq(bonuses.campaignId, id), eq(bonuses.status, 'active')))
  return { activeBonuses: Number(rows[0]?.activeBonuses ?? 0), liability: BigInt(rows[0]?.liability ?? '0') }
}

export async function lockCampaign(db: DbOrTx, id: number): Promise<CampaignRow | null> {
  const rows = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id)).for('update')
  return rows[0] ?? null
}

export async function createCampaign(
  db: DbOrTx,
  values: CampaignFields & { code: string },
): Promise<CampaignRow | null> {
  const rows = await db
    .insert(bonusCampaigns)
    .values({ ...values, enabled: false, sort: 100, version: 1 })
    .onConflictDoNothing({ target: bonusCampaigns.code })
    .returning()
  return rows[0] ?? null
}

export async function saveCampaignVersion(
  db: DbOrTx,
  id: number,
  values: CampaignFields & { version: number },
): Promise<CampaignRow> {
  const rows = await db.update(bonusCampaigns).set(values).where(eq(bonusCampaigns.id, id)).returning()
  return rows[0]!
}

/** A sports campaign's rules as the next version (docs/sportsbook.md "Sports promotions"). */
export async function saveSportsRules(
  db: DbOrTx,
  id: number,
  values: Pick<CampaignRow, 'minLegs' | 'minOddsMilli' | 'percentBp' | 'maxAmount' | 'validDays' | 'version'>,
): Promise<CampaignRow> {
  const rows = await db.update(bonusCampaigns).set(values).where(eq(bonusCampaigns.id, id)).returning()
  return rows[0]!
}

export async function setCampaignEnabled(db: DbOrTx, id: number, enabled: boolean): Promise<CampaignRow> {
  const rows = await db.update(bonusCampaigns).set({ enabled }).where(eq(bonusCampaigns.id, id)).returning()
  return rows[0]!
}

/** Keeps the version's terms for the bonuses claimed under it. */
export async function recordCampaignVersion(
  db: DbOrTx,
  row: CampaignRow,
  createdBy: string,
  at: Date,
): Promise<void> {
  await db
    .insert(bonusCampaignVersions)
    .values({
      campaignId: row.id,
      version: row.version,
      title: row.title,
      terms: row.terms,
      figures: {
        kind: row.kind,
        percentBp: row.percentBp,
        maxAmount: String(row.maxAmount),
        minBase: String(row.minBase),
        wageringMultiplier: row.wageringMultiplier,
        validDays: row.validDays,
        claimDays: row.claimDays,
        // A sports campaign's leg rules: settlement reads the version of a ticket's placing time.
        minLegs: row.minLegs,
        minOddsMilli: row.minOddsMilli,
        startsAt: row.startsAt?.toISOString() ?? null,
        endsAt: row.endsAt?.toISOString() ?? null,
      },
      createdBy,
      createdAt: at,
    })
    .onConflictDoNothing()
}

/** The terms of one version as kept (null for a seeded campaign's first version, never saved). */
export async function findCampaignVersion(db: DbOrTx, campaignId: number, version: number) {
  const rows = await db
    .select()
    .from(bonusCampaignVersions)
    .where(and(eq(bonusCampaignVersions.campaignId, campaignId), eq(bonusCampaignVersions.version, version)))
  return rows[0] ?? null
}
