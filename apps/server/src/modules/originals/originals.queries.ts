import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { type Tx, type DbOrTx, rowsOf } from '../../db/client.js'
import { originalsLaunchUses, originalsRounds, originalsSeeds } from '../../db/schema/index.js'

export type SeedRow = typeof originalsSeeds.$inferSelect
export type RoundRow = typeof originalsRounds.$inferSelect

export async function findActiveSeed(db: DbOrTx, playerId: number): Promise<SeedRow | null> {
  const [row] = await db
    .select()
    .from(originalsSeeds)
    .where(and(eq(originalsSeeds.playerId, playerId), isNull(originalsSeeds.revealedAt)))
    .limit(1)
  return row ?? null
}

/** Inserts a seed pair unless the player already has an active one (the partial unique index decides). */
export async function insertSeedIfNone(
  db: DbOrTx,
  row: { playerId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await db
    .insert(originalsSeeds)
    .values(row)
    .onConflictDoNothing({
      target: originalsSeeds.playerId,
      where: sql`${originalsSeeds.revealedAt} is null`,
    })
}

/**
 * Takes the next nonce of the player's active seed: the row lock it takes also queues the player's
 * concurrent bets, and the raise commits or rolls back with the bet's debit.
 */
export async function takeNonce(tx: Tx, playerId: number): Promise<SeedRow | null> {
  const [row] = await tx
    .update(originalsSeeds)
    .set({ nonce: sql`${originalsSeeds.nonce} + 1` })
    .where(and(eq(originalsSeeds.playerId, playerId), isNull(originalsSeeds.revealedAt)))
    .returning()
  return row ?? null
}

export async function revealSeed(tx: Tx, seedId: number, at: Date): Promise<void> {
  await tx.update(originalsSeeds).set({ revealedAt: at }).where(eq(originalsSeeds.id, seedId))
}

export async function findSeed(db: DbOrTx, id: number): Promise<SeedRow | null> {
  const [row] = await db.select().from(originalsSeeds).where(eq(originalsSeeds.id, id)).limit(1)
  return row ?? null
}

/**
 * A round id taken before the round exists: the wallet's transaction ids (`bet:{id}`) must be known
 * before the bet's transaction claims them, and the round row is inserted inside it. A number taken
 * by a refused bet is simply never used.
 */
export async function nextRoundId(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('originals_rounds', 'id')) as id`)
  const [row] = rowsOf<{ id: string | number | bigint }>(result)
  return Number(row!.id)
}

export async function insertRound(tx: Tx, row: typeof originalsRounds.$inferInsert): Promise<RoundRow> {
  const [inserted] = await tx.insert(originalsRounds).values(row).returning()
  if (!inserted) throw new Error('round not inserted')
  return inserted
}

/** The player's open round of a game, locked: every move of one round is applied one at a time. */
export async function lockOpenRound(tx: Tx, playerId: number, roundId: number): Promise<RoundRow | null> {
  const [row] = await tx
    .select()
    .from(originalsRounds)
    .where(
      and(
        eq(originalsRounds.id, roundId),
        eq(originalsRounds.playerId, playerId),
        eq(originalsRounds.status, 'open'),
      ),
    )
    .for('update')
  return row ?? null
}

export async function findOpenRound(
  db: DbOrTx,
  playerId: number,
  gameCode?: string,
): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(originalsRounds)
    .where(
      and(
        eq(originalsRounds.playerId, playerId),
        eq(originalsRounds.status, 'open'),
        gameCode ? eq(originalsRounds.gameCode, gameCode) : undefined,
      ),
    )
    .limit(1)
  return row ?? null
}

export async function updateRoundState(tx: Tx, id: number, state: Record<string, unknown>): Promise<void> {
  await tx.update(originalsRounds).set({ state }).where(eq(originalsRounds.id, id))
}

/** A multi-step round's total stake after a double or a split (blackjack). */
export async function updateRoundStake(tx: Tx, id: number, stake: bigint): Promise<void> {
  await tx.update(originalsRounds).set({ stake }).where(eq(originalsRounds.id, id))
}

/**
 * Closes a round exactly once: only an open round is closed, so a second settlement (a retried
 * request, a race) finds nothing to update and the caller posts no money.
 */
export async function closeRound(
  tx: Tx,
  id: number,
  p: { status: 'settled' | 'refunded'; payout: bigint; result: Record<string, unknown>; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(originalsRounds)
    .set({ status: p.status, payout: p.payout, result: p.result, settledAt: p.at })
    .where(and(eq(originalsRounds.id, id), eq(originalsRounds.status, 'open')))
    .returning({ id: originalsRounds.id })
  return rows.length === 1
}

export async function recentRounds(db: DbOrTx, playerId: number, gameCode: string, limit: number) {
  return db
    .select()
    .from(originalsRounds)
    .where(and(eq(originalsRounds.playerId, playerId), eq(originalsRounds.gameCode, gameCode)))
    .orderBy(desc(originalsRounds.id))
    .limit(limit)
}

/**
 * Marks an open round's outcome as decided (`state.pending`) before its win or refund is paid, once:
 * a round already decided keeps its first decision, so the wallet always gets the same amount.
 */
export async function setPending(tx: Tx, id: number, state: Record<string, unknown>): Promise<boolean> {
  const rows = await tx
    .update(originalsRounds)
    .set({ state })
    .where(
      and(
        eq(originalsRounds.id, id),
        eq(originalsRounds.status, 'open'),
        sql`${originalsRounds.state} -> 'pending' is null`,
      ),
    )
    .returning({ id: originalsRounds.id })
  return rows.length === 1
}

/** Open rounds whose outcome is decided but whose win or refund was not paid (a crash between steps). */
export async function pendingRounds(db: DbOrTx, limit: number, playerId?: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(originalsRounds)
    .where(
      and(
        eq(originalsRounds.status, 'open'),
        sql`${originalsRounds.state} -> 'pending' is not null`,
        playerId === undefined ? undefined : eq(originalsRounds.playerId, playerId),
      ),
    )
    .orderBy(originalsRounds.id)
    .limit(limit)
}

export async function staleOpenRounds(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({ id: originalsRounds.id, playerId: originalsRounds.playerId })
    .from(originalsRounds)
    .where(and(eq(originalsRounds.status, 'open'), sql`${originalsRounds.createdAt} < ${before}`))
    .limit(limit)
}

/**
 * Records the one exchange of a launch url's token; false when it was exchanged before (the primary
 * key decides between racing requests: docs/casino.md "Launch").
 */
export async function claimLaunch(
  db: DbOrTx,
  launch: { launchId: string; usedAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(originalsLaunchUses)
    .values(launch)
    .onConflictDoNothing()
    .returning({ launchId: originalsLaunchUses.launchId })
  return rows.length === 1
}

/** Forgets exchanges whose token expired before `before`: such a token is refused by its expiry. */
export async function purgeLaunchUses(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(originalsLaunchUses).where(lt(originalsLaunchUses.expiresAt, before))
}
