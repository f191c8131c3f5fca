import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import {
  bonusCampaignVersions,
  bonusCampaigns,
  sportsFreebets,
  sportsTicketBoosts,
} from '../../db/schema/index.js'

/* The SQL of the sports promotions (docs/sportsbook.md "Sports promotions"). */

export type FreebetRow = typeof sportsFreebets.$inferSelect
export type NewFreebet = Omit<typeof sportsFreebets.$inferInsert, 'id' | 'status' | 'ticketId' | 'usedAt'>

/** Inserts a freebet once per source key: null when that key already granted one. */
export async function insertFreebet(db: DbOrTx, row: NewFreebet): Promise<number | null> {
  const [done] = await db
    .insert(sportsFreebets)
    .values({ ...row, status: 'available' })
    .onConflictDoNothing({ target: sportsFreebets.sourceKey })
    .returning({ id: sportsFreebets.id })
  return done?.id ?? null
}

export async function freebetBySource(db: DbOrTx, sourceKey: string): Promise<FreebetRow | null> {
  const [row] = await db.select().from(sportsFreebets).where(eq(sportsFreebets.sourceKey, sourceKey))
  return row ?? null
}

/** The freebet under its row lock: two placements naming it queue here, the second sees it used. */
export async function lockFreebet(db: DbOrTx, id: number): Promise<FreebetRow | null> {
  const [row] = await db.select().from(sportsFreebets).where(eq(sportsFreebets.id, id)).for('update')
  return row ?? null
}

export async function markFreebetUsed(db: DbOrTx, id: number, ticketId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(sportsFreebets)
    .set({ status: 'used', ticketId, usedAt: at })
    .where(and(eq(sportsFreebets.id, id), eq(sportsFreebets.status, 'available')))
    .returning({ id: sportsFreebets.id })
  return rows.length === 1
}

export async function freebetOfTicket(db: DbOrTx, ticketId: number): Promise<FreebetRow | null> {
  const [row] = await db.select().from(sportsFreebets).where(eq(sportsFreebets.ticketId, ticketId))
  return row ?? null
}

export async function freebetTickets(db: DbOrTx, ticketIds: number[]): Promise<Set<number>> {
  if (ticketIds.length === 0) return new Set()
  const rows = await db
    .select({ ticketId: sportsFreebets.ticketId })
    .from(sportsFreebets)
    .where(inArray(sportsFreebets.ticketId, ticketIds))
  return new Set(rows.map((r) => r.ticketId!))
}

export async function availableFreebets(db: DbOrTx, playerId: number, now: Date): Promise<FreebetRow[]> {
  return db
    .select()
    .from(sportsFreebets)
    .where(
      and(
        eq(sportsFreebets.playerId, playerId),
        eq(sportsFreebets.status, 'available'),
        gt(sportsFreebets.expiresAt, now),
      ),
    )
    .orderBy(asc(sportsFreebets.expiresAt), asc(sportsFreebets.id))
}

export type TicketBoostRow = typeof sportsTicketBoosts.$inferSelect

export async function lockTicketBoost(db: DbOrTx, ticketId: number): Promise<TicketBoostRow | null> {
  const [row] = await db
    .select()
    .from(sportsTicketBoosts)
    .where(eq(sportsTicketBoosts.ticketId, ticketId))
    .for('update')
  return row ?? null
}

export async function ticketBoosts(db: DbOrTx, ticketIds: number[]): Promise<Map<number, bigint>> {
  if (ticketIds.length === 0) return new Map()
  const rows = await db
    .select({ ticketId: sportsTicketBoosts.ticketId, paid: sportsTicketBoosts.paid })
    .from(sportsTicketBoosts)
    .where(inArray(sportsTicketBoosts.ticketId, ticketIds))
  return new Map(rows.map((r) => [r.ticketId, r.paid]))
}

export async function saveTicketBoost(db: DbOrTx, row: TicketBoostRow): Promise<void> {
  await db
    .insert(sportsTicketBoosts)
    .values(row)
    .onConflictDoUpdate({
      target: sportsTicketBoosts.ticketId,
      set: { paid: row.paid, version: row.version },
    })
}

export async function campaignById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id))
  return row ?? null
}

/**
 * The enabled campaigns of a sports kind whose dates held the instant `at` (a ticket's placing
 * time), first by sort: one applies per ticket.
 */
export async function sportsCampaignsAt(db: DbOrTx, kind: 'sports_boost' | 'sports_refund', at: Date) {
  const rows = await db
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.kind, kind), eq(bonusCampaigns.enabled, true)))
    .orderBy(asc(bonusCampaigns.sort), asc(bonusCampaigns.id))
  return rows.filter((c) => (c.startsAt === null || c.startsAt <= at) && (c.endsAt === null || at < c.endsAt))
}

/**
 * The figures of the campaign's version in force at `at` (a ticket's placing time): the newest
 * version saved at or before it, else the oldest kept (a seeded campaign's first version is kept
 * only when it is first replaced, stamped with that time), else null (never edited: the row's own).
 */
export async function campaignFiguresAt(
  db: DbOrTx,
  campaignId: number,
  at: Date,
): Promise<Record<string, unknown> | null> {
  const [saved] = await db
    .select({ figures: bonusCampaignVersions.figures })
    .from(bonusCampaignVersions)
    .where(and(eq(bonusCampaignVersions.campaignId, campaignId), lte(bonusCampaignVersions.createdAt, at)))
    .orderBy(desc(bonusCampaignVersions.version))
    .limit(1)
  if (saved) return saved.figures
  const [first] = await db
    .select({ figures: bonusCampaignVersions.figures })
    .from(bonusCampaignVersions)
    .where(eq(bonusCampaignVersions.campaignId, campaignId))
    .orderBy(asc(bonusCampaignVersions.version))
    .limit(1)
  return first?.figures ?? null
}
