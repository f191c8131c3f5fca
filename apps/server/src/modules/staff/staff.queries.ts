import { and, asc, count, eq, gt, isNull, or, lt, sql } from 'drizzle-orm'
import type { StaffRole } from '@galata/contract'
import type { DbOrTx } from '../../db/client.js'
import { staff, staffRecoveryCodes, staffSessions } from '../../db/schema/index.js'

/* The SQL of staff accounts, their sessions and recovery codes (docs/backoffice.md). */

export type StaffRow = typeof staff.$inferSelect

export async function findStaffByUsername(db: DbOrTx, username: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.username}) = ${username.toLowerCase()}`)
  return row ?? null
}

export async function findStaffById(db: DbOrTx, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id))
  return row ?? null
}

/** The member an enrolment token was issued to, while it is still valid and two-factor is not set up. */
export async function findStaffByEnrolToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(
      and(
        eq(staff.enrolTokenHash, tokenHash),
        gt(staff.enrolExpiresAt, now),
        isNull(staff.totpSecret),
        eq(staff.active, true),
      ),
    )
  return row ?? null
}

export async function listStaff(db: DbOrTx): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.id))
}

export async function insertStaff(
  db: DbOrTx,
  values: { username: string; passwordHash: string; roles: StaffRole[]; at: Date },
): Promise<StaffRow> {
  const [row] = await db
    .insert(staff)
    .values({
      username: values.username,
      passwordHash: values.passwordHash,
      roles: values.roles,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning()
  return row!
}

export async function updateStaff(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<StaffRow, 'id' | 'createdAt'>>,
): Promise<StaffRow | null> {
  const [row] = await db.update(staff).set(values).where(eq(staff.id, id)).returning()
  return row ?? null
}

/**
 * Records the TOTP step that signed in, only when it is later than the last one: two requests with
 * the same code race here and one loses (RFC 6238 §5.2: a code is accepted once).
 */
export async function claimTotpStep(db: DbOrTx, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id })
  return rows.length > 0
}

// ---------------------------------------------------------------------------------------------
// Recovery codes

export async function replaceRecoveryCodes(db: DbOrTx, staffId: number, hashes: string[], at: Date) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId))
  if (hashes.length > 0)
    await db
      .insert(staffRecoveryCodes)
      .values(hashes.map((codeHash) => ({ staffId, codeHash, createdAt: at })))
}

/** Marks an unused recovery code used; false when there is none (wrong, or used before). */
export async function useRecoveryCode(db: DbOrTx, staffId: number, codeHash: string, at: Date) {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id })
  return rows.length > 0
}

export async function countUnusedRecoveryCodes(db: DbOrTx, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
  return Number(row?.n ?? 0)
}

// ---------------------------------------------------------------------------------------------
// Sessions

export async function insertStaffSession(db: DbOrTx, values: typeof staffSessions.$inferInsert) {
  await db.insert(staffSessions).values(values)
}

/** A session by its token's hash, with its member's live roles and state (read on every request). */
export async function findStaffSession(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      revokedAt: staffSessions.revokedAt,
      username: staff.username,
      roles: staff.roles,
      active: staff.active,
      playerId: staff.playerId,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
  return row ?? null
}

/** A staff session by its id with its member (the hub's recheck of a staff socket). */
export async function findStaffSessionById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      revokedAt: staffSessions.revokedAt,
      roles: staff.roles,
      active: staff.active,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.id, id))
  return row ?? null
}

export async function touchStaffSession(db: DbOrTx, id: string, at: Date, staleBefore: Date) {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: at })
    .where(and(eq(staffSessions.id, id), lt(staffSessions.lastSeenAt, staleBefore)))
}

/** Ends live sessions (one, or all of a member's) and answers the ids of those that were live. */
export async function revokeStaffSessions(
  db: DbOrTx,
  filter: { staffId: number } | { sessionId: string },
  at: Date,
  reason: string,
): Promise<string[]> {
  const which =
    'staffId' in filter ? eq(staffSessions.staffId, filter.staffId) : eq(staffSessions.id, filter.sessionId)
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(which, isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id })
  return rows.map((r) => r.id)
}
