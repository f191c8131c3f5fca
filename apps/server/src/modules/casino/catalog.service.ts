import {
  CATALOG_LIMITS,
  type CatalogCategory,
  type CatalogGamePage,
  type CatalogGamesQuery,
  type CatalogGameEdit,
  type CatalogGameEdited,
  type CatalogProvider,
  type CatalogSwitch,
  type Locale,
} from '@galata/contract'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Clock } from '../../lib/clock.js'
import { invalidateContentCache } from '../../lib/content-cache.js'
import { toMajor } from '../wallet/index.js'
import * as q from './catalog.queries.js'

/*
 * The back office's casino catalogue (docs/backoffice.md "Casino catalogue"). Each write and its
 * audit row commit together; then this instance drops its cached lobby at once, and the statement
 * triggers on games and game_providers bump content_version, which every other instance polls
 * (lib/content-cache.ts), so the change reaches every player's lobby within a second.
 */

export interface CatalogDeps {
  db: Db
  clock: Clock
}

export interface CatalogOperator {
  id: number
  role: string
  ip: string
  fingerprint: string | null
}

const DAY_MS = 24 * 3600_000

/** wins ÷ stakes in percent with two decimals, truncated, from exact kuruş sums. */
function measuredRtp(stakes: bigint, wins: bigint): number | null {
  if (stakes <= 0n) return null
  return Number((wins * 10_000n) / stakes) / 100
}

export async function listGames(
  deps: CatalogDeps,
  query: CatalogGamesQuery,
  locale: Locale,
): Promise<CatalogGamePage> {
  const rows = await q.listCatalogGames(deps.db, {
    ...(query.category === undefined ? {} : { categoryId: query.category }),
    search: query.q,
    since: new Date(deps.clock.now() - CATALOG_LIMITS.measuredDays * DAY_MS),
    skip: query.skip,
    take: query.take,
    locale,
  })
  return {
    total: rows[0]?.total ?? (query.skip > 0 ? await countAll(deps, query, locale) : 0),
    items: rows.map((r) => {
      const stakes = BigInt(r.stakes)
      const wins = BigInt(r.wins)
      return {
        id: Number(r.id),
        code: r.code,
        name: r.name,
        providerId: Number(r.providerId),
        provider: r.provider,
        isProviderEnabled: r.providerEnabled,
        studio: r.studio,
        categoryId: r.categoryId === null ? null : Number(r.categoryId),
        category: r.category,
        isEnabled: r.status,
        position: r.position === null ? null : Number(r.position),
        declaredRtp: r.rtpBp === null ? null : r.rtpBp / 100,
        names: { tr: r.names.tr ?? '', en: r.names.en ?? '' },
        imageUrl: r.imageUrl,
        measured: {
          stakes: toMajor(stakes),
          wins: toMajor(wins),
          rounds: Number(r.rounds),
          rtp: measuredRtp(stakes, wins),
        },
      }
    }),
  }
}

/** A page past the end still says how many there are. */
async function countAll(deps: CatalogDeps, query: CatalogGamesQuery, locale: Locale): Promise<number> {
  const [first] = await q.listCatalogGames(deps.db, {
    ...(query.category === undefined ? {} : { categoryId: query.category }),
    search: query.q,
    since: new Date(deps.clock.now()),
    skip: 0,
    take: 1,
    locale,
  })
  return first?.total ?? 0
}

export async function listCategories(deps: CatalogDeps, locale: Locale): Promise<CatalogCategory[]> {
  const rows = await q.listCatalogCategories(deps.db)
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name[locale] || r.name.tr,
    parentId: r.parentId,
    isActive: r.isActive,
    games: Number(r.games),
  }))
}

export async function listProviders(deps: CatalogDeps): Promise<CatalogProvider[]> {
  return (await q.listCatalogProviders(deps.db)).map((r) => ({ ...r, games: Number(r.games) }))
}

function audit(
  deps: CatalogDeps,
  who: CatalogOperator,
  action: string,
  detail: Record<string, unknown>,
  at: Date,
) {
  return (tx: Parameters<typeof recordAudit>[0]) =>
    recordAudit(
      tx,
      {
        actorKind: 'staff',
        actorId: who.id,
        action,
        ip: who.ip,
        fingerprint: who.fingerprint,
        detail: { ...detail, role: who.role },
      },
      at,
    )
}

/**
 * Switches a game on or off by its code. A code names one game per provider; should two providers
 * share one, both are switched (the console lists them as one code), and the audit row names each.
 */
export async function switchGame(
  deps: CatalogDeps,
  who: CatalogOperator,
  code: string,
  isEnabled: boolean,
): Promise<CatalogSwitch> {
  const at = new Date(deps.clock.now())
  const result = await deps.db.transaction(async (tx) => {
    const found = await q.lockGamesByCode(tx, code)
    if (found.length === 0) throw new AppError('NOT_FOUND')
    const toChange = found.filter((g) => g.status !== isEnabled)
    for (const g of toChange) await q.setGameStatus(tx, g.id, isEnabled)
    if (toChange.length > 0)
      await audit(
        deps,
        who,
        isEnabled ? 'backoffice.catalog.game_enable' : 'backoffice.catalog.game_disable',
        {
          code,
          gameIds: toChange.map((g) => g.id),
        },
        at,
      )(tx)
    return { isEnabled, changed: toChange.length > 0 }
  })
  if (result.changed) invalidateContentCache()
  return result
}

export async function switchProvider(
  deps: CatalogDeps,
  who: CatalogOperator,
  id: number,
  isEnabled: boolean,
): Promise<CatalogSwitch> {
  const at = new Date(deps.clock.now())
  const result = await deps.db.transaction(async (tx) => {
    const provider = await q.lockProvider(tx, id)
    if (!provider) throw new AppError('NOT_FOUND')
    const changed = provider.enabled !== isEnabled
    if (changed) {
      await q.setProviderEnabled(tx, id, isEnabled)
      await audit(
        deps,
        who,
        isEnabled ? 'backoffice.catalog.provider_enable' : 'backoffice.catalog.provider_disable',
        { providerId: id, provider: provider.code },
        at,
      )(tx)
    }
    return { isEnabled, changed }
  })
  if (result.changed) invalidateContentCache()
  return result
}

/**
 * The order of a category's games: `codes` must name each of its games (on or off) exactly once,
 * else 400 CATALOG_ORDER_MISMATCH with what is missing, unknown or repeated, and nothing changes.
 */
export async function orderCategory(
  deps: CatalogDeps,
  who: CatalogOperator,
  categoryId: number,
  codes: readonly string[],
): Promise<{ categoryId: number; codes: string[] }> {
  const at = new Date(deps.clock.now())
  const result = await deps.db.transaction(async (tx) => {
    if (!(await q.lockCategory(tx, categoryId))) throw new AppError('NOT_FOUND')
    const current = await q.lockCategoryGames(tx, categoryId)
    const idOf = new Map(current.map((g) => [g.code, g.id]))
    const seen = new Set<string>()
    const repeated = new Set<string>()
    for (const c of codes) (seen.has(c) ? repeated : seen).add(c)
    const unknown = [...seen].filter((c) => !idOf.has(c))
    const missing = [...idOf.keys()].filter((c) => !seen.has(c))
    // Two providers' games sharing a code in one category cannot be told apart by code.
    const ambiguous = current.length !== idOf.size
    if (ambiguous || unknown.length || missing.length || repeated.size)
      throw new AppError('CATALOG_ORDER_MISMATCH', undefined, { missing, unknown, repeated: [...repeated] })
    const before = current.map((g) => g.code)
    const changed = before.some((c, i) => c !== codes[i])
    if (changed) {
      await q.setGameSorts(
        tx,
        categoryId,
        codes.map((c) => idOf.get(c)!),
      )
      await audit(deps, who, 'backoffice.catalog.order', { categoryId, from: before, to: codes }, at)(tx)
    }
    return { categoryId, codes: [...codes], changed }
  })
  if (result.changed) invalidateContentCache()
  return { categoryId: result.categoryId, codes: result.codes }
}

/**
 * A game's display names and lobby category (docs/backoffice.md "Editing a game"). A game sits in
 * one category or none (`games.category_id`); moved, it goes last in its new category, whose order
 * the order screen sets. The edit and its audit row (before and after) commit together.
 */
export async function editGame(
  deps: CatalogDeps,
  who: CatalogOperator,
  id: number,
  edit: CatalogGameEdit,
): Promise<CatalogGameEdited> {
  const at = new Date(deps.clock.now())
  const name = { tr: edit.name.tr.trim(), en: edit.name.en.trim() }
  const result = await deps.db.transaction(async (tx) => {
    const game = await q.lockGame(tx, id)
    if (!game) throw new AppError('NOT_FOUND')
    if (edit.categoryId !== null && !(await q.lockCategory(tx, edit.categoryId)))
      throw new AppError('VALIDATION_FAILED', { categoryId: 'invalid_option' })
    const renamed = game.name.tr !== name.tr || game.name.en !== name.en
    const moved = game.categoryId !== edit.categoryId
    if (renamed || moved) {
      await q.updateGame(tx, id, {
        ...(renamed ? { name: { ...game.name, ...name } } : {}),
        ...(moved
          ? {
              categoryId: edit.categoryId,
              ...(edit.categoryId === null ? {} : { sort: await q.nextSortIn(tx, edit.categoryId) }),
            }
          : {}),
      })
      await audit(
        deps,
        who,
        'backoffice.catalog.game_edited',
        {
          gameId: id,
          code: game.code,
          before: { name: { tr: game.name.tr, en: game.name.en }, categoryId: game.categoryId },
          after: { name, categoryId: edit.categoryId },
        },
        at,
      )(tx)
    }
    return {
      id,
      code: game.code,
      names: name,
      categoryId: edit.categoryId,
      imageUrl: game.imageUrl,
      changed: renamed || moved,
    }
  })
  if (result.changed) invalidateContentCache()
  return { ...result, position: result.categoryId === null ? null : await q.positionOf(deps.db, id) }
}

/** NOT_FOUND unless the game exists (checked before an upload is stored). */
export async function requireGame(deps: CatalogDeps, id: number): Promise<void> {
  if (!(await q.findGameById(deps.db, id))) throw new AppError('NOT_FOUND')
}

/**
 * A game's lobby artwork: `image` is the public media store's path of the upload, already checked
 * and stored (cms `storeImage`); the old file stays (a cached page may still show it).
 */
export async function setGameArtwork(
  deps: CatalogDeps,
  who: CatalogOperator,
  id: number,
  image: { path: string; bytes: number; type: string },
): Promise<CatalogGameEdited> {
  const at = new Date(deps.clock.now())
  const result = await deps.db.transaction(async (tx) => {
    const game = await q.lockGame(tx, id)
    if (!game) throw new AppError('NOT_FOUND')
    await q.updateGame(tx, id, { imageUrl: image.path })
    await audit(
      deps,
      who,
      'backoffice.catalog.game_artwork',
      {
        gameId: id,
        code: game.code,
        before: game.imageUrl,
        after: image.path,
        bytes: image.bytes,
        type: image.type,
      },
      at,
    )(tx)
    return {
      id,
      code: game.code,
      names: { tr: game.name.tr, en: game.name.en },
      categoryId: game.categoryId,
      imageUrl: image.path,
      changed: true,
    }
  })
  invalidateContentCache()
  return { ...result, position: result.categoryId === null ? null : await q.positionOf(deps.db, id) }
}
