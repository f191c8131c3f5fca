import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { STAFF_POLICY, staffCan, type StaffPermission, type StaffRole } from '@galata/contract'
import fp from 'fastify-plugin'
import type { DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import type { StaffActor } from '../../lib/route.js'
import { bearerToken, hashSessionToken, newSessionToken, type ClientMeta } from '../auth/index.js'
import * as q from './staff.queries.js'

/**
 * A new staff session (docs/backoffice.md "Sessions"): a fresh 256-bit token of which only the
 * SHA-256 is stored, like a player's, in its own table so a player's token is never a staff token.
 */
export async function createStaffSession(db: DbOrTx, staffId: number, meta: ClientMeta, now: Date) {
  const token = newSessionToken()
  await q.insertStaffSession(db, {
    id: randomUUID(),
    staffId,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_POLICY.absoluteMs),
    ip: meta.ip,
    userAgent: meta.userAgent,
  })
  return token
}

/** When a staff session stops: 30 idle minutes after its last request, or its absolute end. */
export function staffSessionEnd(session: { lastSeenAt: Date; expiresAt: Date }): number {
  return Math.min(session.lastSeenAt.getTime() + STAFF_POLICY.idleMs, session.expiresAt.getTime())
}

/**
 * The staff member of a bearer token, or null: unknown (a player's token too), revoked, idle or past
 * its end (closed on the way), or a deactivated member. The roles are the member's as they are now,
 * so a change of roles applies at the next request.
 */
async function resolveStaff(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  request: FastifyRequest,
): Promise<StaffActor | null> {
  const token = bearerToken(request.headers.authorization)
  if (!token) return null
  const row = await q.findStaffSession(app.db, hashSessionToken(token))
  if (!row || row.revokedAt) return null
  const now = app.clock.now()
  const end = staffSessionEnd(row)
  if (end <= now) {
    await q.revokeStaffSessions(app.db, { sessionId: row.id }, new Date(end), 'expired')
    return null
  }
  if (!row.active) return null
  if (now - row.lastSeenAt.getTime() >= STAFF_POLICY.touchEveryMs)
    await q.touchStaffSession(app.db, row.id, new Date(now), new Date(now - STAFF_POLICY.touchEveryMs))
  return {
    id: Number(row.staffId),
    username: row.username,
    roles: row.roles,
    playerId: row.playerId === null ? null : Number(row.playerId),
    sessionId: row.id,
  }
}

/**
 * A staff member's hub socket (docs/backoffice.md "The dashboard"): the member of a bearer token
 * when a live session of theirs holds `permission`, with the session's id and when it ends; else
 * null (a player's token too). The socket does not move the session's idle end: it lives while
 * the session does, like the console's own requests allow.
 */
export async function staffSocketFor(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  token: string,
  permission: StaffPermission,
): Promise<{ staffId: number; sessionId: string; endsAt: number; roles: readonly StaffRole[] } | null> {
  const row = await q.findStaffSession(app.db, hashSessionToken(token))
  if (!row || row.revokedAt || !row.active || !staffCan(row.roles, permission)) return null
  const endsAt = staffSessionEnd(row)
  return endsAt > app.clock.now()
    ? { staffId: Number(row.staffId), sessionId: row.id, endsAt, roles: row.roles }
    : null
}

/** At a staff socket's known end: the session's new end, or null once it no longer holds `permission`. */
export async function staffSocketRecheck(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  sessionId: string,
  permission: StaffPermission,
): Promise<number | null> {
  const row = await q.findStaffSessionById(app.db, sessionId)
  if (!row || row.revokedAt || !row.active || !staffCan(row.roles, permission)) return null
  const endsAt = staffSessionEnd(row)
  return endsAt > app.clock.now() ? endsAt : null
}

/**
 * Decorates `staffGuard`, the one check of every `{ staff: permission }` route of the table
 * (docs/backoffice.md "Permissions"): 401 UNAUTHORIZED without a live staff session, 403 FORBIDDEN
 * when none of the member's roles holds the permission (STAFF_PERMISSIONS, the contract's matrix).
 */
export const staffPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('staff', null)
    app.decorate('staffGuard', (permission: StaffPermission): preHandlerAsyncHookHandler => {
      return async (request) => {
        const actor = await resolveStaff(app, request)
        if (!actor) throw new AppError('UNAUTHORIZED')
        if (!staffCan(actor.roles, permission)) throw new AppError('FORBIDDEN')
        request.staff = actor
      }
    })
  },
  { name: 'galata-staff' },
)
