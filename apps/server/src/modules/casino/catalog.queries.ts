import { asc, eq, sql } from 'drizzle-orm'
import type { Locale } from '@galata/contract'
import { rowsOf, type DbOrTx, type Tx } from '../../db/client.js'
import { casinoCategories, gameProviders, games, gameTransactionKinds } from '../../db/schema/index.js'

/*
 * The back office's reads and writes of the casino catalogue (docs/backoffice.md "Casino
 * catalogue"). The measured RTP sums the game transactions (written with the ledger posting that
 * moved the money: game-history.ts), in integer kuruş; the service turns them into lira.
 */

export interface CatalogGameRow {
  id: number
  code: string
  name: string
  providerId: number
  provider: string
  providerEnabled: boolean
  studio: string
  categoryId: number | null
  category: string | null
  status: boolean
  position: number | null
  rtpBp: number | null
  names: { tr: string; en: string }
  imageUrl: string | null
  /** Kuruş as decimal text (bigint sums): bets less refunds, wins. */
  stakes: string
  wins: string
  rounds: number
  total: number
}

/** Games of one category (lobby order) or of all, a search by name or code, with their last days' play. */
export async function listCatalogGames(
  db: DbOrTx,
  p: { categoryId?: number; search: string; since: Date; skip: number; take: number; locale: Locale },
): Promise<CatalogGameRow[]> {
  const pattern = `%${p.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const match = p.search
    ? sql`and (g.name->>'tr' ilike ${pattern} or g.name->>'en' ilike ${pattern} or g.game_code ilike ${pattern})`
    : sql``
  const inCategory = p.categoryId === undefined ? sql`` : sql`and g.category_id = ${p.categoryId}`
  const { bet, win, refund } = gameTransactionKinds
  const result = await db.execute(sql`
    with listed as (
      select g.*, row_number() over (partition by g.category_id order by g.sort, g.id) as position
      from games g
    )
    select g.id, g.game_code as code,
      coalesce(nullif(g.name->>${p.locale}, ''), g.name->>'tr') as name,
      g.provider_id as "providerId", gp.name as provider, gp.enabled as "providerEnabled", g.studio,
      g.category_id as "categoryId",
      coalesce(nullif(c.name->>${p.locale}, ''), c.name->>'tr') as category,
      g.status, case when g.category_id is null then null else g.position end as position,
      g.rtp_bp as "rtpBp", g.name as names, g.image_url as "imageUrl",
      coalesce(m.stakes, 0)::text as stakes, coalesce(m.wins, 0)::text as wins,
      coalesce(m.rounds, 0)::int as rounds,
      count(*) over ()::int as total
    from listed g
    join game_providers gp on gp.id = g.provider_id
    left join casino_categories c on c.id = g.category_id
    left join lateral (
      select
        sum(case t.type when ${bet} then t.amount when ${refund} then -t.amount else 0 end) as stakes,
        sum(case when t.type = ${win} then t.amount else 0 end) as wins,
        count(distinct case when t.type = ${bet} then t.round_id end) as rounds
      from game_transactions t
      where t.game_id = g.id and t.created_at >= ${p.since.toISOString()}
    ) m on true
    where true ${inCategory} ${match}
    order by g.category_id nulls last, g.sort, g.id
    offset ${p.skip} limit ${p.take}
  `)
  return rowsOf<CatalogGameRow>(result)
}

export async function listCatalogCategories(db: DbOrTx) {
  return db
    .select({
      id: casinoCategories.id,
      slug: casinoCategories.slug,
      name: casinoCategories.name,
      parentId: casinoCategories.parentId,
      isActive: casinoCategories.status,
      games: sql<number>`(select count(*)::int from games g where g.category_id = ${casinoCategories.id})`,
    })
    .from(casinoCategories)
    .orderBy(asc(casinoCategories.sort), asc(casinoCategories.id))
}

export async function listCatalogProviders(db: DbOrTx) {
  return db
    .select({
      id: gameProviders.id,
      code: gameProviders.code,
      name: gameProviders.name,
      isEnabled: gameProviders.enabled,
      games: sql<number>`(select count(*)::int from games g where g.provider_id = ${gameProviders.id})`,
    })
    .from(gameProviders)
    .orderBy(asc(gameProviders.sort), asc(gameProviders.id))
}

/** The games of a code, locked for the switch (a code is unique per provider, not across them). */
export async function lockGamesByCode(tx: Tx, code: string) {
  return tx
    .select({ id: games.id, providerId: games.providerId, status: games.status })
    .from(games)
    .where(eq(games.gameCode, code))
    .orderBy(asc(games.providerId))
    .for('update')
}

export async function setGameStatus(tx: Tx, id: number, status: boolean) {
  await tx.update(games).set({ status }).where(eq(games.id, id))
}

export async function lockProvider(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: gameProviders.id, code: gameProviders.code, enabled: gameProviders.enabled })
    .from(gameProviders)
    .where(eq(gameProviders.id, id))
    .for('update')
  return row ?? null
}

export async function setProviderEnabled(tx: Tx, id: number, enabled: boolean) {
  await tx.update(gameProviders).set({ enabled }).where(eq(gameProviders.id, id))
}

export async function lockCategory(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: casinoCategories.id })
    .from(casinoCategories)
    .where(eq(casinoCategories.id, id))
    .for('update')
  return row ?? null
}

/** A category's games in lobby order (every one, switched on or off), locked for the new order. */
export async function lockCategoryGames(tx: Tx, categoryId: number) {
  return tx
    .select({ id: games.id, code: games.gameCode, sort: games.sort })
    .from(games)
    .where(eq(games.categoryId, categoryId))
    .orderBy(asc(games.sort), asc(games.id))
    .for('update')
}

/** Writes positions 1..n in one statement: `ids` in their new order. */
export async function setGameSorts(tx: Tx, categoryId: number, ids: readonly number[]) {
  if (ids.length === 0) return
  const values = sql.join(
    ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
    sql`, `,
  )
  await tx.execute(sql`
    update games set sort = v.sort
    from (values ${values}) as v(id, sort)
    where games.id = v.id and games.category_id = ${categoryId}
  `)
}

// ---------------------------------------------------------------------------------------------
// Editing a game (docs/backoffice.md "Editing a game")

/** One game locked for an edit. */
export async function lockGame(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: games.id,
      code: games.gameCode,
      name: games.name,
      categoryId: games.categoryId,
      imageUrl: games.imageUrl,
      sort: games.sort,
    })
    .from(games)
    .where(eq(games.id, id))
    .for('update')
  return row ?? null
}

/** The sort after the last game of a category (a moved game goes to the end of its new category). */
export async function nextSortIn(tx: Tx, categoryId: number): Promise<number> {
  const [row] = await tx
    .select({ sort: sql<number>`coalesce(max(${games.sort}), 0)::int` })
    .from(games)
    .where(eq(games.categoryId, categoryId))
  return Number(row?.sort ?? 0) + 1
}

export async function updateGame(
  tx: Tx,
  id: number,
  set: Partial<Pick<typeof games.$inferInsert, 'name' | 'categoryId' | 'sort' | 'imageUrl'>>,
) {
  await tx.update(games).set(set).where(eq(games.id, id))
}

/** A game's 1-based place in its category's lobby order. */
export async function positionOf(db: DbOrTx, id: number): Promise<number | null> {
  const result = await db.execute(sql`
    select position from (
      select g.id, row_number() over (order by g.sort, g.id) as position
      from games g where g.category_id = (select category_id from games where id = ${id})
    ) p where p.id = ${id}
  `)
  const [row] = rowsOf<{ position: string | number }>(result)
  return row ? Number(row.position) : null
}

export async function findGameById(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, id)).limit(1)
  return row ?? null
}
