import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { providerSessions, type ProviderCode } from '../../db/schema/index.js'
import type { WageringDeps } from '../wallet/index.js'

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
