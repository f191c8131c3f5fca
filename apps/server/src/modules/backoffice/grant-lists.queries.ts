import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { bonusGrantListRows, players } from '../../db/schema/index.js'
import { protectedSql } from '../notifications/index.js'

/*
 * Grant lists' SQL (docs/backoffice.md "Grant lists"): finding the file's players by user code or
 * e-mail, and the rows of a filed list. Query functions take the database or the caller's
 * transaction first.
 */

export interface FoundPlayer {
  id: number
  usercode: string
  username: string
  email: string | null
  status: string
  /** In a time-out or self-exclusion now (docs/player-protection.md). */
  isProtected: boolean
}

/** Players (never operators' accounts) whose user code is one of `codes` or whose e-mail is one of `emails`. */
export async function findPlayers(
  db: DbOrTx,
  codes: string[],
  emails: string[],
  at: Date,
): Promise<FoundPlayer[]> {
  if (codes.length === 0 && emails.length === 0) return []
  const byCode = codes.length ? inArray(players.usercode, codes) : sql`false`
  const byEmail = emails.length ? inArray(sql`lower(${players.email})`, emails) : sql`false`
  return db
    .select({
      id: players.id,
      usercode: players.usercode,
      username: players.username,
      email: players.email,
      status: players.status,
      isProtected: sql<boolean>`${protectedSql(at)}`,
    })
    .from(players)
    .where(sql`${players.role} = 'player' and (${byCode} or ${byEmail})`)
}

export type GrantRow = typeof bonusGrantListRows.$inferSelect

export async function insertRows(db: DbOrTx, rows: (typeof bonusGrantListRows.$inferInsert)[]) {
  // In slices: a thousand rows of nine parameters stay well under PostgreSQL's 65,535.
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(bonusGrantListRows).values(rows.slice(i, i + 500))
}

/** A list's rows in file order, with who each player is. */
export async function listRows(db: DbOrTx, actionId: number) {
  return db
    .select({
      row: bonusGrantListRows,
      usercode: players.usercode,
      username: players.username,
      status: players.status,
    })
    .from(bonusGrantListRows)
    .innerJoin(players, eq(players.id, bonusGrantListRows.playerId))
    .where(eq(bonusGrantListRows.actionId, actionId))
    .orderBy(asc(bonusGrantListRows.line))
}

export async function markRow(
  db: DbOrTx,
  id: number,
  values: { status: 'paid' | 'failed'; bonusId?: number; error?: string },
) {
  await db.update(bonusGrantListRows).set(values).where(eq(bonusGrantListRows.id, id))
}
