import { eq } from 'drizzle-orm'
import { verifySeed } from '@galata/game-math/sports/index'
import type { SportsVerify } from '@galata/contract'
import type { Db } from '../../db/client.js'
import { sportsEvents } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { replay, scoreOf, type StoredResult } from './replay.js'

/**
 * GET /api/sports/verify/{eventId}: the match replayed from its revealed seed and stored model, the
 * seed checked against the hash published before kick-off. Before full time there is no seed to
 * show: NOT_FOUND, like an unknown event.
 */
export async function verifyEvent(db: Db, eventId: number): Promise<SportsVerify> {
  const [e] = await db.select().from(sportsEvents).where(eq(sportsEvents.id, eventId))
  if (!e?.revealedSeed) throw new AppError('NOT_FOUND')
  const played = replay(e.model, e.revealedSeed)
  const settled = e.result as StoredResult | null
  return {
    eventId,
    seedHash: e.seedHash,
    seed: e.revealedSeed,
    seedMatches: verifySeed(e.revealedSeed, e.seedHash),
    model: e.model,
    replayed: scoreOf(played),
    settled: settled ? { home: settled.home, away: settled.away } : null,
    events: played.match.events as unknown[],
  }
}
