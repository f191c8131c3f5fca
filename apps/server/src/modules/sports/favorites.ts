import { and, asc, eq } from 'drizzle-orm'
import type { SportsFavoriteBody, SportsFavorites } from '@galata/contract'
import type { Db } from '../../db/client.js'
import { sportsCompetitions, sportsFavorites } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'

/*
 * Favourite competitions (docs/sportsbook.md, the sports tree's star): stored per player, listed first in
 * the tree on every device. A visitor's stars stay in the browser (the web's storage.ts).
 */

/** At most this many stars: the tree has a dozen competitions, so this never bites a real player. */
export const FAVORITES_MAX = 50

export async function favoritesOf(db: Db, playerId: number): Promise<SportsFavorites> {
  const rows = await db
    .select({ id: sportsFavorites.competitionId })
    .from(sportsFavorites)
    .where(eq(sportsFavorites.playerId, playerId))
    .orderBy(asc(sportsFavorites.createdAt), asc(sportsFavorites.competitionId))
  return { competitionIds: rows.map((r) => r.id) }
}

/** Stars or unstars one competition (idempotent); answers the favourites after the change. */
export async function setFavorite(db: Db, playerId: number, body: SportsFavoriteBody) {
  if (body.favorite) {
    const [competition] = await db
      .select({ id: sportsCompetitions.id })
      .from(sportsCompetitions)
      .where(eq(sportsCompetitions.id, body.competitionId))
    if (!competition) throw new AppError('NOT_FOUND')
    const { competitionIds } = await favoritesOf(db, playerId)
    if (!competitionIds.includes(body.competitionId) && competitionIds.length >= FAVORITES_MAX)
      throw new AppError('VALIDATION_FAILED', { competitionId: 'too_many_items' })
    await db
      .insert(sportsFavorites)
      .values({ playerId, competitionId: body.competitionId })
      .onConflictDoNothing()
  } else {
    await db
      .delete(sportsFavorites)
      .where(
        and(eq(sportsFavorites.playerId, playerId), eq(sportsFavorites.competitionId, body.competitionId)),
      )
  }
  return favoritesOf(db, playerId)
}
