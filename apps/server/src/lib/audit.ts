import type { Db, Tx } from '../db/client.js'
import { auditLog } from '../db/schema/index.js'

/**
 * Who did it: a player (by id), a staff member of the back office (by staff id, docs/backoffice.md),
 * someone not (yet) identified, or the system itself (boot tasks).
 */
export type ActorKind = 'player' | 'staff' | 'anonymous' | 'system'

export interface AuditEntry {
  actorKind: ActorKind
  actorId?: number | string | null
  action: string
  ip?: string | null
  fingerprint?: string | null
  /** Never a password, token or code: the audit log is read by operators. */
  detail?: Record<string, unknown>
}

/**
 * Appends one row to the audit log (SECURITY.md, operations: who, what, when, from where). Written
 * inside the caller's transaction when there is one, so an action and its record commit together;
 * `at` comes from the app clock, like every other time a rule compares.
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: entry.actorKind,
    actorId: entry.actorId == null ? null : String(entry.actorId),
    action: entry.action,
    ip: entry.ip ?? null,
    fingerprint: entry.fingerprint ?? null,
    detail: entry.detail ?? null,
    createdAt: at,
  })
}

/** A back-office member as an audit row names them: what the staff guard's `currentOperator` gives. */
export interface StaffActor {
  id: number
  role: string
  ip: string
  fingerprint: string | null
}

/** A staff member's action (docs/backoffice.md "Audit chain"), with the role they acted in kept in its detail. */
export async function recordStaffAudit(
  db: Db | Tx,
  who: StaffActor,
  action: string,
  detail: Record<string, unknown>,
  at: Date = new Date(),
): Promise<void> {
  await recordAudit(
    db,
    {
      actorKind: 'staff',
      actorId: who.id,
      action,
      ip: who.ip,
      fingerprint: who.fingerprint,
      detail: { ...detail, role: who.role },
    },
    at,
  )
}
