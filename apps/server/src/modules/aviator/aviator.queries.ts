import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Tx, DbOrTx } from '../../db/client.js'
import {
  aviatorBets,
  aviatorChains,
  aviatorRounds,
  players,
  type AviatorPhase,
} from '../../db/schema/index.js'

export type ChainRow = typeof aviatorChains.$inferSelect
export type RoundRow = typeof aviatorRounds.$inferSelect
export type BetRow = typeof aviatorBets.$inferSelect
export type BetWithName = BetRow & { username: string }

export async function latestChain(db: DbOrTx): Promise<ChainRow | null> {
  const [row] = await db.select().from(aviatorChains).orderBy(desc(aviatorChains.id)).limit(1)
  return row ?? null
}

export async function findChain(db: DbOrTx, id: number): Promise<ChainRow | null> {
  const [row] = await db.select().from(aviatorChains).where(eq(aviatorChains.id, id)).limit(1)
  return row ?? null
}

export async function insertChain(
  db: DbOrTx,
  row: { seed: string; terminalHash: string; length: number },
): Promise<ChainRow> {
  const [inserted] = await db.insert(aviatorChains).values(row).returning()
  return inserted!
}

export async function lastChainIndex(db: DbOrTx, chainId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${aviatorRounds.chainIndex})` })
    .from(aviatorRounds)
    .where(eq(aviatorRounds.chainId, chainId))
  return Number(row?.max ?? 0)
}

/** Null when another leader created this chain index first (unique index). */
export async function insertRound(
  db: DbOrTx,
  row: typeof aviatorRounds.$inferInsert,
): Promise<RoundRow | null> {
  const [inserted] = await db.insert(aviatorRounds).values(row).onConflictDoNothing().returning()
  return inserted ?? null
}

export async function latestRound(db: DbOrTx): Promise<RoundRow | null> {
  const [row] = await db.select().from(aviatorRounds).orderBy(desc(aviatorRounds.id)).limit(1)
  return row ?? null
}

export async function findRound(db: DbOrTx, id: number): Promise<RoundRow | null> {
  const [row] = await db.select().from(aviatorRounds).where(eq(aviatorRounds.id, id)).limit(1)
  return row ?? null
}

/** The round row locked for share: a bet and the take-off (an update) are serialized by it. */
export async function lockRoundForBet(tx: Tx, id: number): Promise<RoundRow | null> {
  const [row] = await tx.select().from(aviatorRounds).where(eq(aviatorRounds.id, id)).for('share')
  return row ?? null
}

/** Moves a round from one phase to the next exactly once; null when it was not in `from`. */
export async function movePhase(
  db: DbOrTx,
  id: number,
  from: readonly AviatorPhase[],
  set: Partial<typeof aviatorRounds.$inferInsert>,
): Promise<RoundRow | null> {
  const [row] = await db
    .update(aviatorRounds)
    .set(set)
    .where(and(eq(aviatorRounds.id, id), inArray(aviatorRounds.phase, [...from])))
    .returning()
  return row ?? null
}

export async function endedRounds(db: DbOrTx, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(aviatorRounds)
    .where(inArray(aviatorRounds.phase, ['crashed', 'void']))
    .orderBy(desc(aviatorRounds.id))
    .limit(limit)
}

const betColumns = {
  id: aviatorBets.id,
  roundId: aviatorBets.roundId,
  playerId: aviatorBets.playerId,
  slot: aviatorBets.slot,
  stake: aviatorBets.stake,
  autoCashoutE2: aviatorBets.autoCashoutE2,
  status: aviatorBets.status,
  cashoutE2: aviatorBets.cashoutE2,
  payout: aviatorBets.payout,
  createdAt: aviatorBets.createdAt,
  settledAt: aviatorBets.settledAt,
  username: players.username,
}

export async function roundBets(db: DbOrTx, roundId: number, limit = 200): Promise<BetWithName[]> {
  return db
    .select(betColumns)
    .from(aviatorBets)
    .innerJoin(players, eq(players.id, aviatorBets.playerId))
    .where(eq(aviatorBets.roundId, roundId))
    .orderBy(desc(aviatorBets.stake), asc(aviatorBets.id))
    .limit(limit)
}

/** The player's bet of a round on one of their two panels (`slot`). */
export async function findBet(
  db: DbOrTx,
  roundId: number,
  playerId: number,
  slot: number,
): Promise<BetWithName | null> {
  const [row] = await db
    .select(betColumns)
    .from(aviatorBets)
    .innerJoin(players, eq(players.id, aviatorBets.playerId))
    .where(
      and(eq(aviatorBets.roundId, roundId), eq(aviatorBets.playerId, playerId), eq(aviatorBets.slot, slot)),
    )
    .limit(1)
  return row ?? null
}

/** The player's bets of a round, by panel (at most two). */
export async function playerRoundBets(db: DbOrTx, roundId: number, playerId: number): Promise<BetWithName[]> {
  return db
    .select(betColumns)
    .from(aviatorBets)
    .innerJoin(players, eq(players.id, aviatorBets.playerId))
    .where(and(eq(aviatorBets.roundId, roundId), eq(aviatorBets.playerId, playerId)))
    .orderBy(asc(aviatorBets.slot))
}

/** Open bets of a round whose auto cash-out is at or below `upToE2` (reached by the plane). */
export async function openAutoBets(db: DbOrTx, roundId: number, upToE2: number): Promise<BetWithName[]> {
  return db
    .select(betColumns)
    .from(aviatorBets)
    .innerJoin(players, eq(players.id, aviatorBets.playerId))
    .where(
      and(
        eq(aviatorBets.roundId, roundId),
        eq(aviatorBets.status, 'open'),
        lte(aviatorBets.autoCashoutE2, upToE2),
      ),
    )
    .orderBy(asc(aviatorBets.id))
}

/** Open bets of rounds that ended (crashed or void): settled by the sweeper. */
export async function openBetsOfEndedRounds(db: DbOrTx, limit: number) {
  return db
    .select({ ...betColumns, phase: aviatorRounds.phase, crashE2: aviatorRounds.crashE2 })
    .from(aviatorBets)
    .innerJoin(aviatorRounds, eq(aviatorRounds.id, aviatorBets.roundId))
    .innerJoin(players, eq(players.id, aviatorBets.playerId))
    .where(and(eq(aviatorBets.status, 'open'), inArray(aviatorRounds.phase, ['crashed', 'void'])))
    .orderBy(asc(aviatorBets.id))
    .limit(limit)
}

export async function findRoundByHash(db: DbOrTx, hash: string): Promise<RoundRow | null> {
  const [row] = await db.select().from(aviatorRounds).where(eq(aviatorRounds.hash, hash)).limit(1)
  return row ?? null
}

export async function openBetsOfRound(db: DbOrTx, roundId: number): Promise<BetWithName[]> {
  return db
    .select(betColumns)
    .from(aviatorBets)
    .innerJoin(players, eq(players.id, aviatorBets.playerId))
    .where(and(eq(aviatorBets.roundId, roundId), eq(aviatorBets.status, 'open')))
    .orderBy(asc(aviatorBets.id))
}

/** A player's open bets in rounds still in their betting phase (not taken off). */
export async function openBetsBeforeTakeOff(db: DbOrTx, playerId: number): Promise<BetWithName[]> {
  return db
    .select(betColumns)
    .from(aviatorBets)
    .innerJoin(aviatorRounds, eq(aviatorRounds.id, aviatorBets.roundId))
    .innerJoin(players, eq(players.id, aviatorBets.playerId))
    .where(
      and(
        eq(aviatorBets.playerId, playerId),
        eq(aviatorBets.status, 'open'),
        eq(aviatorRounds.phase, 'betting'),
      ),
    )
    .orderBy(asc(aviatorBets.id))
}

/** The bet row locked for update when it is still open; null when it was settled first. */
export async function lockOpenBet(tx: Tx, id: number): Promise<BetRow | null> {
  const [row] = await tx
    .select()
    .from(aviatorBets)
    .where(and(eq(aviatorBets.id, id), eq(aviatorBets.status, 'open')))
    .for('update')
  return row ?? null
}

/** Null when the player's panel (`slot`) already has a bet in this round. */
export async function insertBet(tx: Tx, row: typeof aviatorBets.$inferInsert): Promise<BetRow | null> {
  const [inserted] = await tx.insert(aviatorBets).values(row).onConflictDoNothing().returning()
  return inserted ?? null
}

/** Closes an open bet exactly once; false when it was not open any more. */
export async function closeBet(
  tx: Tx,
  id: number,
  set: { status: 'won' | 'lost' | 'refunded'; cashoutE2: number | null; payout: bigint; settledAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(aviatorBets)
    .set(set)
    .where(and(eq(aviatorBets.id, id), eq(aviatorBets.status, 'open')))
    .returning({ id: aviatorBets.id })
  return rows.length === 1
}

export async function playerBets(db: DbOrTx, playerId: number, limit: number) {
  return db
    .select({
      id: aviatorBets.id,
      roundId: aviatorBets.roundId,
      slot: aviatorBets.slot,
      stake: aviatorBets.stake,
      autoCashoutE2: aviatorBets.autoCashoutE2,
      status: aviatorBets.status,
      cashoutE2: aviatorBets.cashoutE2,
      payout: aviatorBets.payout,
      createdAt: aviatorBets.createdAt,
      crashE2: aviatorRounds.crashE2,
      phase: aviatorRounds.phase,
    })
    .from(aviatorBets)
    .innerJoin(aviatorRounds, eq(aviatorRounds.id, aviatorBets.roundId))
    .where(eq(aviatorBets.playerId, playerId))
    .orderBy(desc(aviatorBets.id))
    .limit(limit)
}

/** Each round's bets, distinct players, stakes and payouts (kuruş), for the console (docs/backoffice.md). */
export async function roundsFigures(
  db: DbOrTx,
  roundIds: number[],
): Promise<Map<number, { bets: number; players: number; stake: bigint; paid: bigint }>> {
  if (roundIds.length === 0) return new Map()
  const rows = await db
    .select({
      roundId: aviatorBets.roundId,
      bets: sql<number>`count(*)::int`,
      players: sql<number>`count(distinct ${aviatorBets.playerId})::int`,
      stake: sql<string>`coalesce(sum(${aviatorBets.stake}), 0)::text`,
      paid: sql<string>`coalesce(sum(${aviatorBets.payout}) filter (where ${aviatorBets.status} = 'won'), 0)::text`,
    })
    .from(aviatorBets)
    .where(inArray(aviatorBets.roundId, roundIds))
    .groupBy(aviatorBets.roundId)
  return new Map(
    rows.map((r) => [
      Number(r.roundId),
      { bets: Number(r.bets), players: Number(r.players), stake: BigInt(r.stake), paid: BigInt(r.paid) },
    ]),
  )
}

/** Every bet of one round (the console's verification of its payouts). */
export async function allRoundBets(db: DbOrTx, roundId: number): Promise<BetRow[]> {
  return db.select().from(aviatorBets).where(eq(aviatorBets.roundId, roundId)).orderBy(asc(aviatorBets.id))
}
