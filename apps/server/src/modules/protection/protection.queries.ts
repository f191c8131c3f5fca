import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import { type Tx, type DbOrTx, rowsOf } from '../../db/client.js'
import { players, rgChanges, rgLimits, rgSettings, sessions } from '../../db/schema/index.js'
import { asBigint } from '../wallet/index.js'

/* The SQL of player protection (docs/player-protection.md). Every instant comes from the app clock. */

export type SettingsRow = typeof rgSettings.$inferSelect
export type LimitRow = typeof rgLimits.$inferSelect
export type ChangeRow = typeof rgChanges.$inferSelect

export async function findSettings(db: DbOrTx, playerId: number): Promise<SettingsRow | null> {
  const [row] = await db.select().from(rgSettings).where(eq(rgSettings.playerId, playerId)).limit(1)
  return row ?? null
}

/** The player's settings row, created when missing, locked until the transaction ends (one change at a time). */
export async function lockSettings(tx: Tx, playerId: number, at: Date): Promise<SettingsRow> {
  await tx.insert(rgSettings).values({ playerId, updatedAt: at }).onConflictDoNothing()
  const [row] = await tx.select().from(rgSettings).where(eq(rgSettings.playerId, playerId)).for('update')
  return row!
}

export async function updateSettings(
  db: DbOrTx,
  playerId: number,
  values: Partial<SettingsRow>,
): Promise<void> {
  await db.update(rgSettings).set(values).where(eq(rgSettings.playerId, playerId))
}

export async function listLimits(db: DbOrTx, playerId: number): Promise<LimitRow[]> {
  return db.select().from(rgLimits).where(eq(rgLimits.playerId, playerId))
}

export async function findLimit(
  db: DbOrTx,
  playerId: number,
  kind: string,
  period: string,
): Promise<LimitRow | null> {
  const [row] = await db
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.playerId, playerId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)))
    .limit(1)
  return row ?? null
}

export async function upsertLimit(db: DbOrTx, row: typeof rgLimits.$inferInsert): Promise<void> {
  await db
    .insert(rgLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [rgLimits.playerId, rgLimits.kind, rgLimits.period],
      set: {
        amount: row.amount,
        pending: row.pending ?? false,
        pendingAmount: row.pendingAmount ?? null,
        pendingRequestedAt: row.pendingRequestedAt ?? null,
        pendingEffectiveAt: row.pendingEffectiveAt ?? null,
        updatedAt: row.updatedAt,
      },
    })
}

export async function deleteLimit(db: DbOrTx, playerId: number, kind: string, period: string): Promise<void> {
  await db
    .delete(rgLimits)
    .where(and(eq(rgLimits.playerId, playerId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)))
}

/** Recomputes the flags the wallet reads at every bet from the limits in force. */
export async function refreshFlags(db: DbOrTx, playerId: number): Promise<void> {
  await db.execute(sql`
    update rg_settings set
      stake_limits = exists (select 1 from rg_limits where player_id = ${playerId} and kind in ('loss', 'wager')),
      session_limits = exists (select 1 from rg_limits where player_id = ${playerId} and kind = 'session'),
      deposit_limits = exists (select 1 from rg_limits where player_id = ${playerId} and kind = 'deposit')
    where player_id = ${playerId}`)
}

export async function insertChange(db: DbOrTx, row: typeof rgChanges.$inferInsert): Promise<void> {
  await db.insert(rgChanges).values(row)
}

export async function listChanges(
  db: DbOrTx,
  playerId: number,
  range: { from?: Date; to?: Date; take?: number } = {},
): Promise<ChangeRow[]> {
  return db
    .select()
    .from(rgChanges)
    .where(
      and(
        eq(rgChanges.playerId, playerId),
        range.from ? gte(rgChanges.at, range.from) : undefined,
        range.to ? lt(rgChanges.at, range.to) : undefined,
      ),
    )
    .orderBy(desc(rgChanges.at), desc(rgChanges.id))
    .limit(range.take ?? 500)
}

export async function findSession(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, playerId: sessions.playerId })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1)
  return row ?? null
}

/** Stakes (bets standing) and wins of one player since `from`, kuruş. */
export async function stakesAndWinsSince(
  db: DbOrTx,
  playerId: number,
  from: Date,
): Promise<{ stakes: bigint; wins: bigint }> {
  const result = await db.execute(sql`
    select coalesce(sum(amount) filter (where op = 'bet' and status in ('open', 'settled')), 0) as stakes,
           coalesce(sum(amount) filter (where op = 'win' and status = 'applied'), 0)
             + coalesce(sum(settled_amount) filter (where op = 'bet' and status in ('open', 'settled')), 0) as wins
      from provider_transactions
     where player_id = ${playerId} and created_at >= ${from.toISOString()}::timestamptz and op in ('bet', 'win')`)
  const row = rowsOf<Record<string, unknown>>(result)[0]
  return { stakes: asBigint(row?.stakes ?? 0), wins: asBigint(row?.wins ?? 0) }
}

export async function lockPlayerRow(tx: Tx, playerId: number) {
  const [row] = await tx
    .select({ id: players.id, role: players.role, status: players.status })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update')
  return row ?? null
}

export async function closePlayer(db: DbOrTx, playerId: number, at: Date): Promise<void> {
  await db.update(players).set({ status: 'closed', updatedAt: at }).where(eq(players.id, playerId))
}

/** Players with a session-time limit and a session not ended: the session-limit sweep looks at these. */
export async function playersWithSessionLimitOnline(db: DbOrTx): Promise<number[]> {
  const result = await db.execute(sql`
    select s.player_id from rg_settings s
     where s.session_limits
       and exists (select 1 from sessions x where x.player_id = s.player_id and x.revoked_at is null)`)
  return rowsOf<{ player_id: number | string }>(result).map((r) => Number(r.player_id))
}
