import { and, asc, desc, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm'
import type { Tx, DbOrTx } from '../../db/client.js'
import {
  gameProviders,
  games,
  roundPools,
  roundTableStates,
  tableBetActions,
  tableBets,
  tableRounds,
  type TableRoundStatus,
} from '../../db/schema/index.js'

export type RoundRow = typeof tableRounds.$inferSelect
export type BetRow = typeof tableBets.$inferSelect
export type ActionRow = typeof tableBetActions.$inferSelect

const ENDED: TableRoundStatus[] = ['settled', 'void']

/** Null when the slot's round exists already (another loop made it). */
export async function insertRound(
  db: DbOrTx,
  row: typeof tableRounds.$inferInsert,
): Promise<RoundRow | null> {
  const [inserted] = await db.insert(tableRounds).values(row).onConflictDoNothing().returning()
  return inserted ?? null
}

export async function findRound(db: DbOrTx, id: number): Promise<RoundRow | null> {
  const [row] = await db.select().from(tableRounds).where(eq(tableRounds.id, id)).limit(1)
  return row ?? null
}

export async function roundAtSlot(db: DbOrTx, game: string, opensAt: Date): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(tableRounds)
    .where(and(eq(tableRounds.gameCode, game), eq(tableRounds.opensAt, opensAt)))
    .limit(1)
  return row ?? null
}

/** The table's rounds not yet settled or void, oldest first. */
export async function unfinishedRounds(db: DbOrTx, game: string, limit = 10): Promise<RoundRow[]> {
  return db
    .select()
    .from(tableRounds)
    .where(and(eq(tableRounds.gameCode, game), notInArray(tableRounds.status, ENDED)))
    .orderBy(asc(tableRounds.id))
    .limit(limit)
}

/** The latest round that has opened by `now` (the one the table shows), else null. */
export async function latestOpened(db: DbOrTx, game: string, now: Date): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(tableRounds)
    .where(and(eq(tableRounds.gameCode, game), lte(tableRounds.opensAt, now)))
    .orderBy(desc(tableRounds.opensAt))
    .limit(1)
  return row ?? null
}

/** The first round opening after `now`. */
export async function nextScheduled(db: DbOrTx, game: string, now: Date): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(tableRounds)
    .where(
      and(
        eq(tableRounds.gameCode, game),
        gt(tableRounds.opensAt, now),
        notInArray(tableRounds.status, ENDED),
      ),
    )
    .orderBy(asc(tableRounds.opensAt))
    .limit(1)
  return row ?? null
}

export async function endedRounds(db: DbOrTx, game: string, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(tableRounds)
    .where(and(eq(tableRounds.gameCode, game), inArray(tableRounds.status, ENDED)))
    .orderBy(desc(tableRounds.id))
    .limit(limit)
}

/** The round row locked for share: a bet and the close (an update of the row) are serialised by it. */
export async function lockRoundForBet(tx: Tx, id: number): Promise<RoundRow | null> {
  const [row] = await tx.select().from(tableRounds).where(eq(tableRounds.id, id)).for('share')
  return row ?? null
}

/** Moves a round on exactly once; null when it was not in `from`. */
export async function moveRound(
  db: DbOrTx,
  id: number,
  from: readonly TableRoundStatus[],
  set: Partial<typeof tableRounds.$inferInsert>,
): Promise<RoundRow | null> {
  const [row] = await db
    .update(tableRounds)
    .set(set)
    .where(and(eq(tableRounds.id, id), inArray(tableRounds.status, [...from])))
    .returning()
  return row ?? null
}

/** Null when this (round, player, client bet id) exists already. */
export async function insertBet(tx: Tx, row: typeof tableBets.$inferInsert): Promise<BetRow | null> {
  const [inserted] = await tx.insert(tableBets).values(row).onConflictDoNothing().returning()
  return inserted ?? null
}

export async function findBet(db: DbOrTx, roundId: number, playerId: number, clientBetId: string) {
  const [row] = await db
    .select()
    .from(tableBets)
    .where(
      and(
        eq(tableBets.roundId, roundId),
        eq(tableBets.playerId, playerId),
        eq(tableBets.clientBetId, clientBetId),
      ),
    )
    .limit(1)
  return row ?? null
}

/**
 * Every bet that plays in a round, in id order (the close value hashes them in this order). A bet
 * refunded while its round still took bets (its player's self-exclusion or time-out began,
 * docs/player-protection.md "The exclusion register") is out of the game: no ticket, no share of
 * the sales. Only a void round refunds after the close, and it lists every bet.
 */
export async function roundBets(db: DbOrTx, roundId: number): Promise<BetRow[]> {
  return db
    .select()
    .from(tableBets)
    .where(
      and(
        eq(tableBets.roundId, roundId),
        sql`(${tableBets.status} <> 'refunded'
             or exists (select 1 from table_rounds r where r.id = ${tableBets.roundId} and r.status = 'void'))`,
      ),
    )
    .orderBy(asc(tableBets.id))
}

/** A player's bets still open in rounds that take bets (not yet closed): the games still to come. */
export async function betsBeforeClose(
  db: DbOrTx,
  playerId: number,
): Promise<(BetRow & { gameCode: string })[]> {
  const rows = await db
    .select({ bet: tableBets, gameCode: tableRounds.gameCode })
    .from(tableBets)
    .innerJoin(tableRounds, eq(tableRounds.id, tableBets.roundId))
    .where(
      and(
        eq(tableBets.playerId, playerId),
        eq(tableBets.status, 'open'),
        inArray(tableRounds.status, ['scheduled', 'open']),
      ),
    )
    .orderBy(asc(tableBets.id))
  return rows.map((r) => ({ ...r.bet, gameCode: r.gameCode }))
}

export async function openBets(db: DbOrTx, roundId: number, limit: number): Promise<BetRow[]> {
  return db
    .select()
    .from(tableBets)
    .where(and(eq(tableBets.roundId, roundId), eq(tableBets.status, 'open')))
    .orderBy(asc(tableBets.id))
    .limit(limit)
}

/** Players and total stake (kuruş) of a round. */
export async function roundTotals(db: DbOrTx, roundId: number): Promise<{ players: number; total: bigint }> {
  const [row] = await db
    .select({
      players: sql<number>`count(distinct ${tableBets.playerId})`,
      total: sql<string>`coalesce(sum(${tableBets.stake}), 0)`,
    })
    .from(tableBets)
    .where(eq(tableBets.roundId, roundId))
  return { players: Number(row?.players ?? 0), total: BigInt(row?.total ?? 0) }
}

export async function playerBets(db: DbOrTx, game: string, playerId: number, limit: number) {
  return db
    .select({ bet: tableBets, outcome: tableRounds.outcome, status: tableRounds.status })
    .from(tableBets)
    .innerJoin(tableRounds, eq(tableRounds.id, tableBets.roundId))
    .where(and(eq(tableBets.playerId, playerId), eq(tableRounds.gameCode, game)))
    .orderBy(desc(tableBets.id))
    .limit(limit)
}

/** Closes an open bet exactly once; false when it was not open any more. */
export async function closeBet(
  tx: Tx,
  id: number,
  set: { status: 'won' | 'lost' | 'refunded'; payout: bigint; settledAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(tableBets)
    .set(set)
    .where(and(eq(tableBets.id, id), eq(tableBets.status, 'open')))
    .returning({ id: tableBets.id })
  return rows.length === 1
}

/** The table's pool locked for update (created at its seed the first time). */
export async function lockPool(tx: Tx, game: string, seed: bigint, now: Date): Promise<bigint> {
  await tx.insert(roundPools).values({ gameCode: game, amount: seed, updatedAt: now }).onConflictDoNothing()
  const [row] = await tx.select().from(roundPools).where(eq(roundPools.gameCode, game)).for('update')
  return row?.amount ?? seed
}

export async function setPool(tx: Tx, game: string, amount: bigint, now: Date): Promise<void> {
  await tx.update(roundPools).set({ amount, updatedAt: now }).where(eq(roundPools.gameCode, game))
}

export async function readPool(db: DbOrTx, game: string): Promise<bigint | null> {
  const [row] = await db.select().from(roundPools).where(eq(roundPools.gameCode, game)).limit(1)
  return row?.amount ?? null
}

/** Rounds of a game by id, newest first (bingo: the player's games). */
export async function playerRounds(db: DbOrTx, game: string, playerId: number, limit: number) {
  return db
    .select({
      roundId: tableBets.roundId,
      stake: sql<string>`sum(${tableBets.stake})`,
      payout: sql<string | null>`sum(${tableBets.payout})`,
      open: sql<number>`count(*) filter (where ${tableBets.status} = 'open')`,
      status: tableRounds.status,
    })
    .from(tableBets)
    .innerJoin(tableRounds, eq(tableRounds.id, tableBets.roundId))
    .where(and(eq(tableBets.playerId, playerId), eq(tableRounds.gameCode, game)))
    .groupBy(tableBets.roundId, tableRounds.status)
    .orderBy(desc(tableBets.roundId))
    .limit(limit)
}

/** A player's bets in some rounds (bingo: their tickets in the live and coming games). */
export async function playerBetsIn(db: DbOrTx, roundIds: number[], playerId: number): Promise<BetRow[]> {
  if (roundIds.length === 0) return []
  return db
    .select()
    .from(tableBets)
    .where(and(inArray(tableBets.roundId, roundIds), eq(tableBets.playerId, playerId)))
    .orderBy(asc(tableBets.id))
}

/** Players and tickets (spots) of a round. */
export async function roundCounts(db: DbOrTx, roundId: number) {
  const [row] = await db
    .select({
      players: sql<number>`count(distinct ${tableBets.playerId})`,
      spots: sql<number>`coalesce(sum(jsonb_array_length(${tableBets.spots})), 0)`,
      total: sql<string>`coalesce(sum(${tableBets.stake}), 0)`,
    })
    .from(tableBets)
    .where(eq(tableBets.roundId, roundId))
  return {
    players: Number(row?.players ?? 0),
    spots: Number(row?.spots ?? 0),
    total: BigInt(row?.total ?? 0),
  }
}

/** The game's rounds not yet ended, by opening time (bingo: the live game and the ones ahead). */
export async function comingRounds(db: DbOrTx, game: string, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(tableRounds)
    .where(and(eq(tableRounds.gameCode, game), notInArray(tableRounds.status, ENDED)))
    .orderBy(asc(tableRounds.opensAt))
    .limit(limit)
}

// ---------------------------------------------------------------------------------------------
// Decisions (tables with a decision phase: blackjack, poker)

export async function findBetById(db: DbOrTx, id: number): Promise<BetRow | null> {
  const [row] = await db.select().from(tableBets).where(eq(tableBets.id, id)).limit(1)
  return row ?? null
}

/** The bet row locked for update: an action and the bet's settlement are serialised by it. */
export async function lockBet(tx: Tx, id: number): Promise<BetRow | null> {
  const [row] = await tx.select().from(tableBets).where(eq(tableBets.id, id)).for('update')
  return row ?? null
}

/** Null when the bet has an action for this step already. */
export async function insertAction(
  tx: Tx,
  row: typeof tableBetActions.$inferInsert,
): Promise<ActionRow | null> {
  const [inserted] = await tx.insert(tableBetActions).values(row).onConflictDoNothing().returning()
  return inserted ?? null
}

export async function betActions(db: DbOrTx, betId: number): Promise<ActionRow[]> {
  return db
    .select()
    .from(tableBetActions)
    .where(eq(tableBetActions.betId, betId))
    .orderBy(asc(tableBetActions.step))
}

/** Every action of a round, by bet and step (settlement and verify). */
export async function roundActions(db: DbOrTx, roundId: number): Promise<ActionRow[]> {
  return db
    .select()
    .from(tableBetActions)
    .where(eq(tableBetActions.roundId, roundId))
    .orderBy(asc(tableBetActions.betId), asc(tableBetActions.step))
}

/** A player's bets in one round, in id order. */
export async function playerRoundBets(db: DbOrTx, roundId: number, playerId: number): Promise<BetRow[]> {
  return db
    .select()
    .from(tableBets)
    .where(and(eq(tableBets.roundId, roundId), eq(tableBets.playerId, playerId)))
    .orderBy(asc(tableBets.id))
}

// ---------------------------------------------------------------------------------------------
// The console's tables and rounds (docs/backoffice.md "Tables and rounds")

export type TableStateRow = typeof roundTableStates.$inferSelect

/** Every table's switch as stored (a table without a row is open). */
export async function tableStates(db: DbOrTx): Promise<TableStateRow[]> {
  return db.select().from(roundTableStates)
}

/** Whether the table takes new bets (no row: open). */
export async function isTableOpen(db: DbOrTx, game: string): Promise<boolean> {
  const [row] = await db
    .select({ isOpen: roundTableStates.isOpen })
    .from(roundTableStates)
    .where(eq(roundTableStates.gameCode, game))
    .limit(1)
  return row?.isOpen ?? true
}

/** The table's switch locked for update (made open the first time), so two switches queue. */
export async function lockTableState(tx: Tx, game: string, now: Date): Promise<TableStateRow> {
  await tx
    .insert(roundTableStates)
    .values({ gameCode: game, isOpen: true, changedAt: now })
    .onConflictDoNothing()
  const [row] = await tx
    .select()
    .from(roundTableStates)
    .where(eq(roundTableStates.gameCode, game))
    .for('update')
  return row!
}

export async function setTableState(
  tx: Tx,
  game: string,
  set: { isOpen: boolean; changedAt: Date; changedBy: number; note: string | null },
): Promise<void> {
  await tx.update(roundTableStates).set(set).where(eq(roundTableStates.gameCode, game))
}

/** Bets, players, stake and payouts (kuruş) of each of some rounds. */
export async function roundsFigures(db: DbOrTx, roundIds: readonly number[]) {
  if (roundIds.length === 0)
    return new Map<number, { bets: number; players: number; stake: bigint; paid: bigint }>()
  const rows = await db
    .select({
      roundId: tableBets.roundId,
      bets: sql<number>`count(*)`,
      players: sql<number>`count(distinct ${tableBets.playerId})`,
      stake: sql<string>`coalesce(sum(${tableBets.stake}), 0)`,
      paid: sql<string>`coalesce(sum(${tableBets.payout}), 0)`,
    })
    .from(tableBets)
    .where(inArray(tableBets.roundId, [...roundIds]))
    .groupBy(tableBets.roundId)
  return new Map(
    rows.map((r) => [
      Number(r.roundId),
      { bets: Number(r.bets), players: Number(r.players), stake: BigInt(r.stake), paid: BigInt(r.paid) },
    ]),
  )
}

/** The studio's own games' names (the catalogue's, as edited in the console), by code. */
export async function studioGameNames(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, { tr: string; en: string }>()
  const rows = await db
    .select({ code: games.gameCode, name: games.name })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(eq(gameProviders.code, 'galata'), inArray(games.gameCode, [...codes])))
  return new Map(rows.map((r) => [r.code, r.name]))
}
