import { eq } from 'drizzle-orm'
import { verifySeed } from '@galata/game-math/sports/index'
import type { SportsVerify } from '@galata/contract'
import type { Db } from '../../db/client.js'
import { sportsEvents } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { replay, scoreOf, type StoredResult } from './replay.js'

/** Settled answers kept per database (tests run many apps in one process) and per event. */
const cache = new WeakMap<Db, Map<number, { stamp: string; answer: SportsVerify }>>()
/** Enough for every event of a busy week; the oldest answer goes first. */
const CACHE_MAX = 2_000

/**
 * GET /api/sports/verify/{eventId}: the match replayed from its revealed seed and stored model, the
 * seed checked against the hash published before kick-off. Before full time there is no seed to
 * show: NOT_FOUND, like an unknown event.
 *
 * Once the event is settled (or void) the answer is kept (docs/sportsbook.md "Public routes"): the
 * replay is the costly part and the seed and model never change. What can still change is the
 * stored result, by an approved correction or a void; the kept answer carries the event's status
 * and result version and is used only while both are unchanged, so a correction (on any instance)
 * is seen on the next request. `forgetVerify` drops it at once on the instance that corrected.
 */
export async function verifyEvent(db: Db, eventId: number): Promise<SportsVerify> {
  const [head] = await db
    .select({ status: sportsEvents.status, version: sportsEvents.resultVersion })
    .from(sportsEvents)
    .where(eq(sportsEvents.id, eventId))
  const kept = head ? cache.get(db)?.get(eventId) : undefined
  const stamp = head ? `${head.status}:${head.version}` : ''
  if (kept && kept.stamp === stamp) return kept.answer
  const [e] = await db.select().from(sportsEvents).where(eq(sportsEvents.id, eventId))
  if (!e?.revealedSeed) throw new AppError('NOT_FOUND')
  const played = replay(e.model, e.revealedSeed)
  const settled = e.result as StoredResult | null
  const answer: SportsVerify = {
    eventId,
    seedHash: e.seedHash,
    seed: e.revealedSeed,
    seedMatches: verifySeed(e.revealedSeed, e.seedHash),
    model: e.model,
    replayed: scoreOf(played),
    settled: settled ? { home: settled.home, away: settled.away } : null,
    events: played.match.events as unknown[],
  }
  if (e.status === 'settled' || e.status === 'void') {
    const kept = cache.get(db) ?? new Map<number, { stamp: string; answer: SportsVerify }>()
    cache.set(db, kept)
    kept.delete(eventId)
    kept.set(eventId, { stamp: `${e.status}:${e.resultVersion}`, answer })
    if (kept.size > CACHE_MAX) kept.delete(kept.keys().next().value!)
  }
  return answer
}

/** Drops an event's kept answer (a correction or a void was just applied on this instance). */
export function forgetVerify(db: Db, eventId: number) {
  cache.get(db)?.delete(eventId)
}
