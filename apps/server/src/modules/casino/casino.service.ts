import {
  DEFAULTS,
  GameTransactionType,
  PROVIDER_ARTWORK,
  studioKey,
  type CasinoProviders,
  type CategoryGames,
  type CategoryGamesQuery,
  type Game,
  type GameHistoryPage,
  type GameHistoryQuery,
  type GamesQuery,
  type Locale,
  type TopWinner,
  type TopWinnersQuery,
} from '@galata/contract'
import type { Db, Tx } from '../../db/client.js'
import { gameTransactionKinds, type ProviderCode } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { cached } from '../../lib/content-cache.js'
import { precompressJson, type PrecompressedJson } from '../../lib/precompressed.js'
import { ok } from '../../lib/reply.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { configuredProviders, type LaunchResult, type ProviderRegistry } from '../../providers/index.js'
import { canPlay } from '../auth/index.js'
import { listActiveCasinoCategories } from '../cms/index.js'
import { refusePlay, toMajor } from '../wallet/index.js'
import * as q from './casino.queries.js'
import { providerSeeds } from './casino.seed.js'

export interface CasinoDeps {
  db: Db
  clock: Clock
  events: EventBus<AppEvents>
  providers: ProviderRegistry
}

/** The Top Winners card looks back this far: recent enough to feel live, long enough to fill it. */
const TOP_WINNERS_WINDOW_MS = 30 * 24 * 3600_000

function toGame(row: q.GameRow): Game {
  return {
    id: row.id,
    gameCode: row.gameCode,
    name: row.name,
    mainProviderId: row.providerId,
    providerName: row.providerCode,
    systemCategory: row.categoryId ?? 0,
    imageUrl: row.imageUrl ?? '',
    isLive: row.isLive,
    system: row.system,
    productId: row.productId,
    studio: row.studio,
    tags: row.tags,
    rtp: row.rtpBp === null ? null : row.rtpBp / 100,
    volatility: row.volatility,
  }
}

interface Lobby {
  byCategory: Map<number, Game[]>
  /** The studios of the listed games, most games first (GET casino/providers). */
  studios: CasinoProviders
  /** The lists the lobby asks for (`lobbyLists`), keyed like `ready`. */
  defined: Set<string>
  /** Whole answers by asked list, encoded and compressed once (lib/precompressed.ts). */
  ready: Map<string, Promise<PrecompressedJson>>
}

type LobbyCategory = { id: number; slug: string; slugList: string[]; parentId: number | null }

/**
 * The category lists the web's lobby asks for, derived from the bootstrap record's categories in its
 * order, as apps/web/src/features/casino/lib/catalogue.ts `categoryIdsFor` does for a route or filter
 * slug: the categories carrying the slug (their own or in their slug list), then the sub-categories
 * of those. Every slug the record mentions counts, so the set is bounded by the catalogue, not by
 * what clients post (docs/security.md: junk lists could crowd out the real ones).
 */
export function lobbyLists(categories: readonly LobbyCategory[]): number[][] {
  const slugs = new Set(categories.flatMap((c) => [c.slug, ...c.slugList]))
  return [...slugs].map((slug) => {
    const ids = new Set(
      categories.filter((c) => c.slug === slug || c.slugList.includes(slug)).map((c) => c.id),
    )
    for (const c of categories) if (c.parentId != null && ids.has(c.parentId)) ids.add(c.id)
    return [...ids]
  })
}

/**
 * The lobby's games per category in one language, from memory (lib/content-cache.ts: rebuilt after
 * the boot seeding and at the latest 30 s after an edit). Every lobby visit asks for them, and the
 * catalogue changes when an operator switches a game or a provider, not per request.
 */
function lobby(deps: CasinoDeps, locale: Locale): Promise<Lobby> {
  return cached(deps.db, `casino:lobby:${locale}`, async () => {
    const rows = await q.listCategorisedGames(deps.db, {
      providers: configuredProviders(deps.providers),
      locale,
    })
    const defined = new Set(lobbyLists(await listActiveCasinoCategories(deps.db)).map((ids) => ids.join(',')))
    const byCategory = new Map<number, Game[]>()
    const studios = new Map<string, CasinoProviders[number]>()
    for (const row of rows) {
      const list = byCategory.get(row.categoryId!) ?? []
      list.push(toGame(row))
      byCategory.set(row.categoryId!, list)
      const key = studioKey(row.studio)
      if (!key) continue
      const studio = studios.get(key)
      if (studio) studio.games++
      else {
        const plate = PROVIDER_ARTWORK[key]
        studios.set(key, {
          key,
          name: row.studio,
          logo: plate ? `/media/providers/${plate}.svg` : null,
          games: 1,
        })
      }
    }
    // The studios with the most games first, then by name: a stable order whatever the sort column says.
    const byWeight = [...studios.values()].sort(
      (x, y) => y.games - x.games || x.name.localeCompare(y.name, 'en'),
    )
    return { byCategory, studios: byWeight, defined, ready: new Map() }
  })
}

/** POST casino/categorygames: one entry per asked category, in the order asked, empty when none. */
export async function categoryGames(
  deps: CasinoDeps,
  query: CategoryGamesQuery,
  locale: Locale,
): Promise<CategoryGames> {
  return answerFor(await lobby(deps, locale), [...new Set(query.systemCategory)])
}

/**
 * GET casino/providers: the studios with at least one game the lobby lists (switched on, its provider
 * switched on and configured), from the same cached catalogue, so a studio leaves the footer with
 * its last game (docs/casino.md "Providers").
 */
export async function providers(deps: CasinoDeps, locale: Locale): Promise<CasinoProviders> {
  return (await lobby(deps, locale)).studios
}

function answerFor({ byCategory }: Lobby, ids: number[]): CategoryGames {
  return ids.map((id) => ({ systemCategory: id, games: byCategory.get(id) ?? [] }))
}

/**
 * The same answer as a ready envelope, for the route to send as it is: the lists the lobby really
 * asks for are few, so each is serialised and compressed once. Null for any other list (anyone can
 * post any list); the route then answers through `categoryGames`.
 */
export async function readyCategoryGames(
  deps: CasinoDeps,
  query: CategoryGamesQuery,
  locale: Locale,
): Promise<PrecompressedJson | null> {
  const current = await lobby(deps, locale)
  const ids = [...new Set(query.systemCategory)]
  const key = ids.join(',')
  let answer = current.ready.get(key)
  if (!answer) {
    if (!current.defined.has(key)) return null
    answer = precompressJson(ok(answerFor(current, ids)))
    current.ready.set(key, answer)
  }
  return answer
}

/** POST casino/games: a page of matches, as one list per category (spec §7: the client flattens). */
export async function searchGames(deps: CasinoDeps, query: GamesQuery, locale: Locale): Promise<Game[][]> {
  const rows = await q.searchGames(deps.db, {
    ...query,
    search: query.search.trim(),
    providers: configuredProviders(deps.providers),
    locale,
  })
  const groups = new Map<number, Game[]>()
  for (const row of rows) {
    const key = row.categoryId ?? 0
    const list = groups.get(key) ?? []
    list.push(toGame(row))
    groups.set(key, list)
  }
  return [...groups.values()]
}

/**
 * POST casino/togglefavorite. Any existing game may be a favourite (a switched-off one simply is not
 * listed); answers whether it is a favourite now.
 */
export async function toggleFavorite(
  deps: CasinoDeps,
  playerId: number,
  input: { code: string; providerId: number },
): Promise<boolean> {
  const game = await q.findGame(deps.db, { providerId: input.providerId, gameCode: input.code })
  if (!game) throw new AppError('GAME_NOT_FOUND')
  // Delete first: a double click can never leave two rows, and the answer says what happened.
  if (await q.deleteFavorite(deps.db, playerId, game.id)) return false
  await q.insertFavorite(deps.db, playerId, game.id)
  return true
}

export function favorites(deps: CasinoDeps, playerId: number): Promise<string[]> {
  return q.listFavoriteCodes(deps.db, playerId)
}

// ---------------------------------------------------------------------------------------------
// Launch

/** POST casino/launchurl: the provider's adapter opens the game for this player. */
export async function launch(
  deps: CasinoDeps,
  player: { id: number; sessionId: string },
  input: {
    code: string
    providerId: number
    isMobile: boolean
    /** SoftGamings' launch call names the game's system too: it must be the catalogue's. */
    system?: number
  },
  locale: Locale,
  /** The origin the player is on: the game's way back to the lobby (lib/origin.ts). */
  siteOrigin: string,
  /** The player's address, for providers whose launch forwards it (SoftGamings). */
  clientIp?: string,
): Promise<LaunchResult> {
  return openGame(deps, player, {
    providerId: input.providerId,
    gameCode: input.code,
    isMobile: input.isMobile,
    language: locale,
    lobbyUrl: `${siteOrigin}/casino/slot`,
    ...(input.system === undefined ? {} : { system: input.system }),
    ...(clientIp === undefined ? {} : { clientIp }),
  })
}

/**
 * A provider's own launch call of spec §7 that names the platform, language and lobby (Hub88's
 * `casino/hub88launchurl`, docs/providers.md "Launch"): the same checks and adapter as `launch`,
 * with the game's language and way back as the page asked, the lobby on this site's origin only.
 */
export async function launchWithLobby(
  deps: CasinoDeps,
  player: { id: number; sessionId: string },
  code: ProviderCode,
  input: { platform: 1 | 2; gameCode: string; language: Locale; lobbyUrl: string },
  siteOrigin: string,
): Promise<LaunchResult> {
  if (!deps.providers[code]?.isConfigured) throw new AppError('PROVIDER_NOT_CONFIGURED')
  // A game's "back to lobby" is a link the provider shows our player: never somewhere else.
  if (new URL(input.lobbyUrl).origin !== siteOrigin)
    throw new AppError('VALIDATION_FAILED', { lobbyUrl: 'invalid' })
  const providerId = providerSeeds.find((p) => p.code === code)!.id
  return openGame(deps, player, {
    providerId,
    gameCode: input.gameCode,
    isMobile: input.platform === 2,
    language: input.language,
    lobbyUrl: input.lobbyUrl,
  })
}

async function openGame(
  deps: CasinoDeps,
  player: { id: number; sessionId: string },
  input: {
    providerId: number
    gameCode: string
    isMobile: boolean
    language: Locale
    lobbyUrl: string
    /** SoftGamings' launch call names the game's system too: it must be the catalogue's. */
    system?: number
    /** The player's address, for providers whose launch forwards it (SoftGamings). */
    clientIp?: string
  },
): Promise<LaunchResult> {
  // The game's token is bound to this session and ends with it; an operator never plays (docs/security.md).
  const verdict = await canPlay(deps, player.sessionId, player.id)
  if (!verdict.canPlay) throw new AppError(verdict.reason === 'OPERATOR' ? 'FORBIDDEN' : 'UNAUTHORIZED')
  // Player protection (docs/player-protection.md): no launch while timed out, self-excluded or at a
  // session-time limit.
  await refusePlay(deps.db, player.id, deps.clock.now())
  const provider = await q.findProvider(deps.db, input.providerId)
  if (!provider) throw new AppError('GAME_NOT_FOUND')
  const adapter = deps.providers[provider.code]
  if (!adapter?.isConfigured) throw new AppError('PROVIDER_NOT_CONFIGURED')
  const game = await q.findLaunchableGame(deps.db, {
    providerId: input.providerId,
    gameCode: input.gameCode,
    providers: configuredProviders(deps.providers),
    locale: input.language,
  })
  if (!game) {
    // Switched off in the back office (the game or its provider): a link or an open lobby page
    // still offers it, so say it is closed rather than unknown (docs/backoffice.md "Casino catalogue").
    const known = await q.findGame(deps.db, { providerId: input.providerId, gameCode: input.gameCode })
    throw new AppError(known && (!known.status || !provider.enabled) ? 'GAME_DISABLED' : 'GAME_NOT_FOUND')
  }
  if (input.system !== undefined && game.system !== input.system) throw new AppError('GAME_NOT_FOUND')
  return adapter.launch({
    playerId: player.id,
    sessionId: player.sessionId,
    sessionEndsAt: verdict.endsAt,
    gameCode: game.gameCode,
    language: input.language,
    isMobile: input.isMobile,
    lobbyUrl: input.lobbyUrl,
    now: deps.clock.now(),
    system: game.system,
    clientIp: input.clientIp,
  })
}

/**
 * A provider-specific launch call of spec §7 that names the game by its provider
 * (`casino/dtlaunchurl`, `emlaunchurl`, `egtlaunchurl`, `softgamingslaunchurl`): the same launch as
 * `casino/launchurl`, for that provider's game. The game goes back to the site's own lobby, never to
 * a `lobbyUrl` the page sent (a game must not lead players off the site). SoftGamings names the
 * game's system too, and forwards the player's address.
 */
export async function launchForProvider(
  deps: CasinoDeps,
  player: { id: number; sessionId: string },
  input: { providerCode: ProviderCode; code: string; isMobile: boolean; system?: number },
  locale: Locale,
  siteOrigin: string,
  clientIp?: string,
): Promise<LaunchResult> {
  if (!deps.providers[input.providerCode]?.isConfigured) throw new AppError('PROVIDER_NOT_CONFIGURED')
  const provider = await q.findProviderByCode(deps.db, input.providerCode)
  if (!provider) throw new AppError('PROVIDER_NOT_CONFIGURED')
  return launch(
    deps,
    player,
    {
      code: input.code,
      providerId: provider.id,
      isMobile: input.isMobile,
      ...(input.system === undefined ? {} : { system: input.system }),
    },
    locale,
    siteOrigin,
    clientIp,
  )
}

/**
 * The provider-specific launch calls of spec §7 without an adapter (Amusnet): PROVIDER_NOT_CONFIGURED
 * (PROVIDERS.md), whatever the game.
 */
export function providerLaunchUnavailable(deps: CasinoDeps, code: ProviderCode): never {
  if (deps.providers[code]?.isConfigured) {
    // Unreachable until a third-party adapter lands; it then implements its own launch call here.
    throw new AppError('GAME_NOT_FOUND')
  }
  throw new AppError('PROVIDER_NOT_CONFIGURED')
}

// ---------------------------------------------------------------------------------------------
// Transactions: Top Winners, game history, and recording the studio's bets and wins

/** "ayse42" → "ay***": enough to feel real, not enough to identify anyone. */
export function maskName(username: string): string {
  const visible = [...username].slice(0, 2).join('')
  return `${visible}***`
}

export async function topWinners(
  deps: CasinoDeps,
  query: TopWinnersQuery,
  locale: Locale,
): Promise<TopWinner[]> {
  const rows = await q.topWins(deps.db, {
    isLive: query.isLive,
    count: query.count,
    since: new Date(deps.clock.now() - TOP_WINNERS_WINDOW_MS),
    locale,
  })
  return rows.map((r) => ({
    game: r.game,
    name: maskName(r.username),
    amount: toMajor(r.amount),
    currencySymbol: DEFAULTS.currencySymbol,
    image: r.imageUrl || null,
  }))
}

/** A bare date as `to` includes that whole day (UTC), as on the financial history. */
function endOfDay(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value)
}

export async function gameHistory(
  deps: Pick<CasinoDeps, 'db'>,
  playerId: number,
  query: GameHistoryQuery,
  locale: Locale,
): Promise<GameHistoryPage> {
  const page = await q.gameHistory(deps.db, {
    playerId,
    skip: query.skip,
    take: query.take,
    ...(query.from ? { from: new Date(query.from) } : {}),
    ...(query.to ? { to: endOfDay(query.to) } : {}),
    locale,
  })
  return {
    total: page.total,
    items: page.items.map((r) => ({
      id: r.id,
      // A refunded bet returns money like a win does; spec §3 knows only Win and Bet.
      type: r.type === gameTransactionKinds.bet ? GameTransactionType.Bet : GameTransactionType.Win,
      gameName: r.gameName,
      providerName: r.providerName,
      roundId: r.roundId,
      amount: toMajor(r.amount),
      balanceAfter: toMajor(r.balanceAfter),
      currencySymbol: DEFAULTS.currencySymbol,
      createdAt: r.createdAt.toISOString(),
    })),
  }
}

/** A game of a provider by code, for the provider's own wallet path (the studio). */
export function findProviderGame(db: Db | Tx, providerCode: ProviderCode, gameCode: string) {
  return q.findGame(db, { providerCode, gameCode })
}
