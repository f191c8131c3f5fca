import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '@galata/contract'
import type { Tx, DbOrTx } from '../../db/client.js'
import {
  casinoCategories,
  casinoFavorites,
  gameProviders,
  games,
  gameTransactions,
  players,
  type ProviderCode,
} from '../../db/schema/index.js'

// ---------------------------------------------------------------------------------------------
// Seeding

export async function insertMissingProviders(tx: Tx, rows: (typeof gameProviders.$inferInsert)[]) {
  const inserted = await tx
    .insert(gameProviders)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: gameProviders.id })
  return inserted.length
}

export async function categoryIdsBySlug(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: casinoCategories.id, slug: casinoCategories.slug })
    .from(casinoCategories)
  return new Map(rows.map((r) => [r.slug, r.id]))
}

export async function insertMissingGames(tx: Tx, rows: (typeof games.$inferInsert)[]) {
  const inserted = await tx.insert(games).values(rows).onConflictDoNothing().returning({ id: games.id })
  return inserted.length
}

// ---------------------------------------------------------------------------------------------
// The catalogue as players see it

/** A game row with its provider, ready to be shaped for the API. */
export interface GameRow {
  id: number
  gameCode: string
  name: string
  providerId: number
  providerCode: ProviderCode
  studio: string
  categoryId: number | null
  imageUrl: string | null
  tags: string[]
  isLive: boolean
  rtpBp: number | null
  volatility: 'low' | 'medium' | 'high' | null
  system: number | null
  productId: number | null
}

const localizedName = (locale: Locale) =>
  sql<string>`coalesce(nullif(${games.name}->>${locale}, ''), ${games.name}->>'tr')`

function gameColumns(locale: Locale) {
  return {
    id: games.id,
    gameCode: games.gameCode,
    name: localizedName(locale),
    providerId: games.providerId,
    providerCode: gameProviders.code,
    studio: games.studio,
    categoryId: games.categoryId,
    imageUrl: games.imageUrl,
    tags: games.tags,
    isLive: games.isLive,
    rtpBp: games.rtpBp,
    volatility: games.volatility,
    system: games.system,
    productId: games.productId,
  }
}

/** Launchable: the game and its provider are switched on and the provider's adapter is configured. */
function launchable(providers: readonly ProviderCode[]): SQL {
  return and(
    eq(games.status, true),
    eq(gameProviders.enabled, true),
    providers.length > 0 ? inArray(gameProviders.code, [...providers]) : sql`false`,
  )!
}

/** Every launchable game filed under a category, in lobby order (the catalogue's cached core). */
export async function listCategorisedGames(
  db: DbOrTx,
  p: { providers: readonly ProviderCode[]; locale: Locale },
): Promise<GameRow[]> {
  return db
    .select(gameColumns(p.locale))
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(launchable(p.providers), sql`${games.categoryId} is not null`))
    .orderBy(asc(games.sort), asc(games.id)) as Promise<GameRow[]>
}

/** Search by name in any language, case- and accent-insensitively enough for Turkish and English. */
export async function searchGames(
  db: DbOrTx,
  p: {
    live: boolean
    search: string
    skip: number
    take: number
    providers: readonly ProviderCode[]
    locale: Locale
  },
): Promise<GameRow[]> {
  const pattern = `%${p.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const match = p.search
    ? sql`(${games.name}->>'tr' ilike ${pattern} or ${games.name}->>'en' ilike ${pattern} or ${games.gameCode} ilike ${pattern})`
    : undefined
  return db
    .select(gameColumns(p.locale))
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(
      and(launchable(p.providers), eq(games.isLive, p.live), sql`${games.categoryId} is not null`, match),
    )
    .orderBy(asc(games.sort), asc(games.id))
    .offset(p.skip)
    .limit(p.take) as Promise<GameRow[]>
}

/** One launchable game by provider id and code, or null. */
export async function findLaunchableGame(
  db: DbOrTx,
  p: { providerId: number; gameCode: string; providers: readonly ProviderCode[]; locale: Locale },
): Promise<GameRow | null> {
  const [row] = await db
    .select(gameColumns(p.locale))
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(launchable(p.providers), eq(games.providerId, p.providerId), eq(games.gameCode, p.gameCode)))
    .limit(1)
  return (row as GameRow | undefined) ?? null
}

/** Any game by provider id and code (listed or not): for favourites and for the studio's own lookups. */
export async function findGame(
  db: DbOrTx,
  p: { providerCode?: ProviderCode; providerId?: number; gameCode: string },
): Promise<{ id: number; providerId: number; status: boolean } | null> {
  const [row] = await db
    .select({ id: games.id, providerId: games.providerId, status: games.status })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(
      and(
        eq(games.gameCode, p.gameCode),
        p.providerId !== undefined ? eq(games.providerId, p.providerId) : undefined,
        p.providerCode !== undefined ? eq(gameProviders.code, p.providerCode) : undefined,
      ),
    )
    .limit(1)
  return row ?? null
}

export async function findProvider(db: DbOrTx, id: number) {
  const [row] = await db.select().from(gameProviders).where(eq(gameProviders.id, id)).limit(1)
  return row ?? null
}

export async function findProviderByCode(db: DbOrTx, code: ProviderCode) {
  const [row] = await db.select().from(gameProviders).where(eq(gameProviders.code, code)).limit(1)
  return row ?? null
}

// ---------------------------------------------------------------------------------------------
// Favourites

/** Removes the favourite if present; answers whether a row was removed. */
export async function deleteFavorite(db: DbOrTx, playerId: number, gameId: number): Promise<boolean> {
  const rows = await db
    .delete(casinoFavorites)
    .where(and(eq(casinoFavorites.playerId, playerId), eq(casinoFavorites.gameId, gameId)))
    .returning({ gameId: casinoFavorites.gameId })
  return rows.length > 0
}

export async function insertFavorite(db: DbOrTx, playerId: number, gameId: number): Promise<void> {
  await db.insert(casinoFavorites).values({ playerId, gameId }).onConflictDoNothing()
}

export async function listFavoriteCodes(db: DbOrTx, playerId: number): Promise<string[]> {
  const rows = await db
    .select({ code: games.gameCode })
    .from(casinoFavorites)
    .innerJoin(games, eq(games.id, casinoFavorites.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    // A game switched off (or its provider) leaves the list; the favourite stays for when it returns.
    .where(
      and(eq(casinoFavorites.playerId, playerId), eq(games.status, true), eq(gameProviders.enabled, true)),
    )
    .orderBy(desc(casinoFavorites.createdAt))
  return rows.map((r) => r.code)
}

// ---------------------------------------------------------------------------------------------
// Game transactions (history, top winners)

/** History lines, one statement however many; a line already written (same game, txId) stays one. */
export async function insertGameTransactions(tx: Tx, rows: (typeof gameTransactions.$inferInsert)[]) {
  await tx.insert(gameTransactions).values(rows).onConflictDoNothing()
}

export async function topWins(
  db: DbOrTx,
  p: { isLive: boolean; count: number; since: Date; locale: Locale },
) {
  return db
    .select({
      game: localizedName(p.locale),
      username: players.username,
      amount: gameTransactions.amount,
      imageUrl: games.imageUrl,
    })
    .from(gameTransactions)
    .innerJoin(games, eq(games.id, gameTransactions.gameId))
    .innerJoin(players, eq(players.id, gameTransactions.playerId))
    .where(
      and(eq(gameTransactions.type, 1), eq(games.isLive, p.isLive), gte(gameTransactions.createdAt, p.since)),
    )
    .orderBy(desc(gameTransactions.amount), desc(gameTransactions.id))
    .limit(p.count)
}

export async function gameHistory(
  db: DbOrTx,
  p: { playerId: number; skip: number; take: number; from?: Date; to?: Date; locale: Locale },
) {
  const where = and(
    eq(gameTransactions.playerId, p.playerId),
    p.from ? gte(gameTransactions.createdAt, p.from) : undefined,
    p.to ? lte(gameTransactions.createdAt, p.to) : undefined,
  )
  const items = await db
    .select({
      id: gameTransactions.id,
      type: gameTransactions.type,
      gameName: localizedName(p.locale),
      providerName: gameProviders.name,
      roundId: gameTransactions.roundId,
      amount: gameTransactions.amount,
      balanceAfter: gameTransactions.balanceAfter,
      createdAt: gameTransactions.createdAt,
    })
    .from(gameTransactions)
    .innerJoin(games, eq(games.id, gameTransactions.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(where)
    .orderBy(desc(gameTransactions.id))
    .offset(p.skip)
    .limit(p.take)
  const [total] = await db.select({ n: count() }).from(gameTransactions).where(where)
  return { items, total: Number(total?.n ?? 0) }
}
