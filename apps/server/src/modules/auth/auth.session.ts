import { randomUUID } from 'node:crypto'
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify'
import type { RouteAuth } from '@galata/contract'
import fp from 'fastify-plugin'
import type { Db, Tx } from '../../db/client.js'
import type { PlayerRole } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import type { RevokeReason } from '../../lib/events.js'
import { addressBudget } from '../../lib/rate-limit.js'
import { configurePasswordWork } from './auth.password.js'
import { needsPasswordConfirmation, SESSION_POLICY, sessionLifetimes } from './auth.policy.js'
import * as q from './auth.queries.js'
import { bearerToken, hashSessionToken, newSessionToken } from './auth.tokens.js'

/** The logged-in player of a request, as far as routes need to know. */
export interface AuthPlayer {
  id: number
  username: string
  usercode: string
  role: PlayerRole
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-address budget of the routes that cost an argon2 hash (`onRequest` hook, docs/security.md). */
    hashBudget: onRequestHookHandler
  }
  interface FastifyRequest {
    /** Set by `requireAuth` (always) or `optionalAuth` (when a valid token came); null otherwise. */
    player: AuthPlayer | null
    /** The id of the session the bearer token belongs to; never the token. */
    sessionId: string | null
    /** When the session was opened and its password last given (docs/accounts.md "Remembered sessions"). */
    sessionPassword: { createdAt: Date; passwordConfirmedAt: Date | null } | null
  }
}

/** Where a request came from, recorded with sessions and audit rows. */
export interface ClientMeta {
  ip: string
  userAgent: string | null
  fingerprint: string | null
}

export function clientMeta(request: FastifyRequest): ClientMeta {
  const ua = request.headers['user-agent']
  return {
    ip: request.ip,
    userAgent: typeof ua === 'string' && ua ? ua.slice(0, 512) : null,
    fingerprint: request.fingerprint,
  }
}

/** Declares the request decorations once for every module (fastify-plugin: not encapsulated). */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('player', null)
    app.decorateRequest('sessionId', null)
    app.decorateRequest('sessionPassword', null)
    configurePasswordWork(
      { concurrency: app.config.ARGON2_CONCURRENCY, queueMax: app.config.ARGON2_QUEUE_MAX },
      app.config.ARGON2_COST,
    )
    app.decorate('authGuard', authGuard)
    app.decorate('recentPasswordGuard', async (request: FastifyRequest) => {
      requireRecentPassword(request, app.clock.now())
    })
    app.decorate(
      'hashBudget',
      addressBudget(app.config.AUTH_ADDRESS_BUDGET, () => app.clock.now()),
    )
  },
  { name: 'galata-auth' },
)

/**
 * A new session for a player: a fresh 256-bit token (a new one at every login, so a token seen
 * before login is worthless after it) whose SHA-256 alone is stored. Answers the token once; it
 * cannot be read back.
 */
export async function createSession(
  db: Db | Tx,
  playerId: number,
  meta: ClientMeta,
  now: Date,
): Promise<{ id: string; token: string }> {
  const { token, values } = newSession(playerId, meta, now, false)
  await q.insertSession(db, values)
  return { id: values.id, token }
}

/**
 * The row of a new session and its token, not yet stored (login stores it with its audit row).
 * `remember` is the login's "Beni hatırla": the lifetimes of docs/accounts.md "Remembered sessions".
 */
export function newSession(playerId: number, meta: ClientMeta, now: Date, remember: boolean) {
  const token = newSessionToken()
  const values = {
    id: randomUUID(),
    playerId,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetimes(remember).absoluteMs),
    remember,
    ip: meta.ip,
    userAgent: meta.userAgent,
    fingerprint: meta.fingerprint,
  }
  return { token, values }
}

/** customer/confirmpassword succeeded: the session counts as freshly logged in for `recentPassword` routes. */
export async function markPasswordConfirmed(db: Db | Tx, sessionId: string, at: Date): Promise<void> {
  await q.markPasswordConfirmed(db, sessionId, at)
}

/**
 * When a session stops being usable: the earlier of its absolute end and its idle end (a remembered
 * session's idle time is its own, docs/accounts.md "Remembered sessions").
 */
export function sessionEnd(session: { lastSeenAt: Date; expiresAt: Date; remember?: boolean }): Date {
  const idleEnd = session.lastSeenAt.getTime() + sessionLifetimes(session.remember === true).idleMs
  return new Date(Math.min(idleEnd, session.expiresAt.getTime()))
}

/**
 * Resolves the bearer token of a request to its player and session. A revoked, expired or idle
 * session, or a player who is no longer active, is no session. An expired one is closed on the way
 * (the history then shows when it ended) and announced, so the hub drops its sockets.
 */
async function resolve(request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request.headers.authorization)
  if (!token) return false
  const found = await sessionForToken(request.server, token)
  if (!found) return false
  request.player = found.player
  request.sessionId = found.sessionId
  request.sessionPassword = found.password
  return true
}

/**
 * The live session of a raw token, or null, by the same rules as a request's bearer token. The hub
 * uses it for its `access_token` query, which the SignalR protocol puts where a header cannot go.
 */
export async function sessionForToken(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'events'>,
  token: string,
): Promise<{
  player: AuthPlayer
  sessionId: string
  endsAt: number
  password: { createdAt: Date; passwordConfirmedAt: Date | null }
} | null> {
  const row = await q.findSessionByTokenHash(app.db, hashSessionToken(token))
  if (!row || row.revokedAt) return null
  const now = app.clock.now()
  const end = sessionEnd(row)
  if (end.getTime() <= now) {
    if (await q.closeExpiredSession(app.db, row.id, end))
      app.events.emit('session.revoked', { playerId: row.playerId, sessionIds: [row.id], reason: 'expired' })
    return null
  }
  if (row.status !== 'active') return null
  let endsAt = end.getTime()
  if (now - row.lastSeenAt.getTime() >= SESSION_POLICY.touchEveryMs) {
    const at = new Date(now)
    await q.touchSession(app.db, row.id, at, new Date(now - SESSION_POLICY.touchEveryMs))
    endsAt = sessionEnd({ lastSeenAt: at, expiresAt: row.expiresAt, remember: row.remember }).getTime()
  }
  return {
    player: { id: row.playerId, username: row.username, usercode: row.usercode, role: row.role },
    sessionId: row.id,
    endsAt,
    password: { createdAt: row.createdAt, passwordConfirmedAt: row.passwordConfirmedAt },
  }
}

/**
 * The check of the route table's `recentPassword` entries (after requireAuth): 403
 * PASSWORD_CONFIRMATION_REQUIRED when `needsPasswordConfirmation` (auth.policy.ts, the one rule)
 * says the session's password is too old. The browser asks it and calls customer/confirmpassword.
 */
export function requireRecentPassword(request: FastifyRequest, now: number): void {
  const session = request.sessionPassword
  if (!session) throw new AppError('UNAUTHORIZED')
  if (needsPasswordConfirmation(session, now)) throw new AppError('PASSWORD_CONFIRMATION_REQUIRED')
}

/** preHandler of every route that needs a logged-in player; otherwise 401 UNAUTHORIZED (spec §4: the browser logs out). */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  if (!(await resolve(request))) throw new AppError('UNAUTHORIZED')
}

/**
 * preHandler (after requireAuth) of the routes that put money into play: deposits and bonus claims.
 * Operators run the site and do not play on it (docs/security.md); their bets are refused by the wallet.
 */
export async function refuseOperators(request: FastifyRequest): Promise<void> {
  if (request.player && request.player.role !== 'player') throw new AppError('OPERATOR_CANNOT_PLAY')
}

/** preHandler of routes open to guests that use the player when there is one (call-back requests). */
export async function optionalAuth(request: FastifyRequest): Promise<void> {
  await resolve(request)
}

const playing: preHandlerAsyncHookHandler = async (request) => {
  await requireAuth(request)
  await refuseOperators(request)
}

/**
 * The guard of the route table's player auth kinds (packages/contract/src/api.ts; lib/route.ts asks for
 * it): `player` 401 UNAUTHORIZED without a live session; `playing` also 403 OPERATOR_CANNOT_PLAY for
 * an operator; `optional` attaches the player when a valid token came. Null for the kinds the handler
 * checks itself (game token, signature) and for staff routes, whose guard is the staff module's
 * (`staffGuard`): a player's token never opens the back office (docs/backoffice.md).
 */
export function authGuard(auth: RouteAuth): preHandlerAsyncHookHandler | null {
  if (typeof auth === 'object') return null
  switch (auth) {
    case 'player':
      return requireAuth
    case 'playing':
      return playing
    case 'optional':
      return optionalAuth
    case 'public':
    case 'game':
    case 'signed':
      return null
  }
}

/**
 * Ends sessions of a player now (logout, the session history, a password change or reset) and
 * announces them on `session.revoked`. Call it after the transaction that justified it committed,
 * or with that transaction as `db` and announce with `announceRevoked` after the commit.
 */
export async function revokeSessions(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'events'>,
  playerId: number,
  reason: RevokeReason,
  filter: { only?: string; except?: string } = {},
): Promise<string[]> {
  const ids = await q.revokeLiveSessions(app.db, playerId, new Date(app.clock.now()), reason, filter)
  announceRevoked(app, playerId, ids, reason)
  return ids
}

export function announceRevoked(
  app: Pick<FastifyInstance, 'events'>,
  playerId: number,
  sessionIds: string[],
  reason: RevokeReason,
) {
  if (sessionIds.length > 0) app.events.emit('session.revoked', { playerId, sessionIds, reason })
}
