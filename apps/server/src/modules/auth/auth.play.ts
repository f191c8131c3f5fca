import type { FastifyInstance } from 'fastify'
import type { PlayerRole, PlayerStatus } from '../../db/schema/index.js'
import * as q from './auth.queries.js'
import { sessionEnd } from './auth.session.js'

type Deps = Pick<FastifyInstance, 'db' | 'clock' | 'events'>

/** Session ids are UUIDs; anything else would only make the database raise a cast error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface LiveSession {
  playerId: number
  role: PlayerRole
  status: PlayerStatus
  /** When the session stops being usable as things stand (idle or absolute end), epoch ms. */
  endsAt: number
}

/**
 * A session that is still open, by id, or null (unknown, revoked, idle or past its 12 hours). An
 * expired one is closed on the way and announced, like the bearer lookup does, so every instance's
 * hub drops its sockets. One primary-key lookup (a prepared statement).
 */
export async function liveSession(app: Deps, sessionId: string): Promise<LiveSession | null> {
  if (!UUID.test(sessionId)) return null
  const row = await q.findSessionById(app.db, sessionId)
  if (!row || row.revokedAt) return null
  const end = sessionEnd(row)
  if (end.getTime() <= app.clock.now()) {
    if (await q.closeExpiredSession(app.db, row.id, end))
      app.events.emit('session.revoked', { playerId: row.playerId, sessionIds: [row.id], reason: 'expired' })
    return null
  }
  return { playerId: row.playerId, role: row.role, status: row.status, endsAt: end.getTime() }
}

export type PlayVerdict =
  | { canPlay: true; endsAt: number }
  | { canPlay: false; reason: 'SESSION_ENDED' | 'ACCOUNT_INACTIVE' | 'OPERATOR' }

/**
 * Can this session play? The one check behind every game token (docs/security.md, SECURITY.md: "logout,
 * password change, suspension, time-out or self-exclusion end play at once"): at launch, on every
 * game call (each bet, each state read) and when a game page connects to the hub. The session must
 * be live and belong to the player, the player active, and a player at all (operators never play).
 * Time-out and self-exclusion join here when they exist, so every game path honours them at once.
 * `endsAt` caps a renewed game token: play never outlives the session.
 */
export async function canPlay(app: Deps, sessionId: string, playerId: number): Promise<PlayVerdict> {
  const session = await liveSession(app, sessionId)
  if (!session || session.playerId !== playerId) return { canPlay: false, reason: 'SESSION_ENDED' }
  if (session.status !== 'active') return { canPlay: false, reason: 'ACCOUNT_INACTIVE' }
  if (session.role !== 'player') return { canPlay: false, reason: 'OPERATOR' }
  return { canPlay: true, endsAt: session.endsAt }
}
