import { and, eq, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { providerSessions, type ProviderCode } from '../../db/schema/index.js'
import type { WageringDeps } from '../wallet/index.js'

/**
 * How long a binding can matter: the longest game token a provider session stands for (12 hours,
 * docs/providers.md "EGT", tokens). A session is bound after its launch signed the token, so once
 * a row is this old its token has expired: balance and bets are refused either way, and wins and
 * rollbacks name their player by `PlayerId`, not by the session.
 */
export const PROVIDER_SESSION_TTL_MS = 12 * 60 * 60_000

/*
 * Providers' own game-session ids bound to our game tokens (docs/providers.md "EGT"): EGT
 * authenticates a game once with our token (its DefenceCode) and names only its SessionId in every
 * later call. The first binding stays: a second Authenticate of the same session with another token
 * does not move it (a session id is EGT's, and EGT never reuses one).
 */

export async function bindProviderSession(
  deps: WageringDeps,
  provider: ProviderCode,
  sessionId: string,
  token: string,
  playerId: number,
): Promise<void> {
  await deps.db
    .insert(providerSessions)
    .values({ provider, sessionId, token, playerId, createdAt: new Date(deps.clock.now()) })
    .onConflictDoNothing()
}

export async function findProviderSessionToken(
  db: Db,
  provider: ProviderCode,
  sessionId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ token: providerSessions.token })
    .from(providerSessions)
    .where(and(eq(providerSessions.provider, provider), eq(providerSessions.sessionId, sessionId)))
  return row?.token ?? null
}

/**
 * The sweeper's pass (interval job `provider-sessions-prune`): deletes bindings older than any token
 * they can stand for. A plain delete by `created_at` (indexed) is safe on several instances at once.
 */
export async function pruneProviderSessions(deps: Pick<WageringDeps, 'db' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock.now() - PROVIDER_SESSION_TTL_MS)
  const gone = await deps.db
    .delete(providerSessions)
    .where(lt(providerSessions.createdAt, before))
    .returning({ id: providerSessions.sessionId })
  return gone.length
}
