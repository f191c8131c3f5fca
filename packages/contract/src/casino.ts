import { z } from 'zod'
import { DEFAULTS, LIMITS } from './constants.js'
import { platformSchema } from './enum-schemas.js'
import { LOCALES } from './locale.js'
import {
  boolean,
  gameCode,
  httpUrl,
  id,
  idList,
  literal,
  oneOfList,
  optionalText,
  pagingShape,
  strictBody,
} from './rules.js'

/** Casino categories one `casino/categorygames` call may ask for; a page shows far fewer. */
const CATEGORY_IDS_MAX = 50

// ---------------------------------------------------------------------------------------------
// Catalogue: POST casino/categorygames, casino/games, casino/togglefavorite

export const categoryGamesQuerySchema = strictBody({ systemCategory: idList(CATEGORY_IDS_MAX) })
export type CategoryGamesQuery = z.output<typeof categoryGamesQuerySchema>

/** Game search (spec §7: the Aviator shortcut sends live false, search, skip 0, take 5). */
export const gamesQuerySchema = strictBody({
  live: boolean().default(false),
  search: optionalText(LIMITS.payload.searchMax).default(''),
  ...pagingShape(DEFAULTS.gameSearchTake),
})
export type GamesQuery = z.output<typeof gamesQuerySchema>

export const toggleFavoriteSchema = strictBody({ code: gameCode(), providerId: id() })
export type ToggleFavoriteRequest = z.output<typeof toggleFavoriteSchema>

// ---------------------------------------------------------------------------------------------
// Launch: one generic call and the six provider calls of spec §7 (PROVIDERS.md adapters)

/** Generic launch by the game's provider id; the server picks the adapter. */
export const launchUrlSchema = strictBody({ code: gameCode(), providerId: id(), isMobile: boolean() })
export type LaunchUrlRequest = z.output<typeof launchUrlSchema>

/** POST casino/dtlaunchurl (Digitain). */
export const dtLaunchUrlSchema = strictBody({ code: gameCode() })
export type DtLaunchUrlRequest = z.output<typeof dtLaunchUrlSchema>

/** POST casino/emlaunchurl (EveryMatrix). */
export const emLaunchUrlSchema = strictBody({ code: gameCode(), productId: id() })
export type EmLaunchUrlRequest = z.output<typeof emLaunchUrlSchema>

/** POST casino/amusnetlaunchurl. */
export const amusnetLaunchUrlSchema = strictBody({ code: gameCode(), isMobile: boolean() })
export type AmusnetLaunchUrlRequest = z.output<typeof amusnetLaunchUrlSchema>

/**
 * POST casino/egtlaunchurl and casino/hub88launchurl. `lobbyUrl` is where the provider sends the
 * player back; only http(s) here, and the server still checks that it is the site's own origin.
 */
export const egtLaunchUrlSchema = strictBody({
  platform: platformSchema,
  gameCode: gameCode(),
  language: oneOfList(LOCALES),
  lobbyUrl: httpUrl(),
})
export type EgtLaunchUrlRequest = z.output<typeof egtLaunchUrlSchema>
export const hub88LaunchUrlSchema = egtLaunchUrlSchema
export type Hub88LaunchUrlRequest = z.output<typeof hub88LaunchUrlSchema>

/** POST casino/softgamingslaunchurl: `isMobile` is 1 or 0 on this call, a boolean elsewhere. */
export const softGamingsLaunchUrlSchema = strictBody({
  system: id(),
  pageCode: gameCode(),
  isMobile: literal(0, 1),
})
export type SoftGamingsLaunchUrlRequest = z.output<typeof softGamingsLaunchUrlSchema>

// ---------------------------------------------------------------------------------------------
// Responses

/** A casino game as listed (spec §3). */
export const gameSchema = z.object({
  id: z.number(),
  /** The provider's code of the game; favourites are kept by this code. */
  gameCode: z.string(),
  name: z.string(),
  /** Numeric id of the provider; sent back as `providerId` to launch or favourite the game. */
  mainProviderId: z.number(),
  /** Adapter that launches the game (`hub88`, `egt`, `galata`, …) and picks the launch call. */
  providerName: z.string(),
  /** The casino category the game is listed under (`CasinoCategory.id`). */
  systemCategory: z.number(),
  /** Thumbnail; empty when the game has none and the client shows a placeholder. */
  imageUrl: z.string(),
  /** True for live-dealer games (live casino, `casino/games` live filter). */
  isLive: z.boolean(),
  /** SoftGamings (Fundist) system id; null for other providers. */
  system: z.number().nullable(),
  /** EveryMatrix product id; null for other providers. */
  productId: z.number().nullable(),
  /** The studio that made the game (the lobby's provider filter); an aggregator carries many. */
  studio: z.string(),
  /** Lobby badges: `new`, `popular`, `jackpot`, `originals`. */
  tags: z.array(z.string()),
  /** Declared return to player in percent (96.5), null when the provider does not publish it. */
  rtp: z.number().nullable(),
  volatility: z.enum(['low', 'medium', 'high']).nullable(),
})
export type Game = z.infer<typeof gameSchema>

/**
 * What opens a game (spec §3), base64-encoded as JSON in /casino/play/{encoded game}. It arrives
 * from the address bar, so the play page parses it with this schema before trusting it.
 */
export const gameLaunchDataSchema = z.object({
  providerName: z.string().max(50),
  gameCode: z.string().min(1).max(LIMITS.payload.gameCodeMax),
  mainProviderId: z.number().int().positive().optional(),
  system: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  /** Shown in the play window's top bar. */
  title: z.string().max(200),
})
export type GameLaunchData = z.infer<typeof gameLaunchDataSchema>

/** A casino category (spec §3) as the bootstrap record lists it. */
export const casinoCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Slugs of the casino routes and filters this category belongs to (`slot`, `live`, `live-roulette`, …). */
  slugList: z.array(z.string()),
  /** Tile picture; empty for the default placeholder. */
  imageUrl: z.string(),
})
export type CasinoCategory = z.infer<typeof casinoCategorySchema>

/** POST casino/categorygames: the games of each asked category. */
export const categoryGamesSchema = z.array(
  z.object({
    systemCategory: z.number(),
    games: z.array(gameSchema),
  }),
)
export type CategoryGames = z.infer<typeof categoryGamesSchema>

/**
 * GET casino/providers: the studios with at least one game a player can open now, most games first
 * (docs/casino.md "Providers"). `logo` is our own name plate under /media/providers/, null
 * for a studio without one (the footer sets its name in type).
 */
export const casinoProvidersSchema = z.array(
  z.object({
    /** The studio's name folded to letters and digits ("Pragmatic Play" → "pragmaticplay"). */
    key: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    /** Games of the studio a player can open now. */
    games: z.number().int().positive(),
  }),
)
export type CasinoProviders = z.infer<typeof casinoProvidersSchema>

/** POST casino/games: a list of lists (one per category matched) that the client flattens. */
export const gameSearchResultSchema = z.array(z.array(gameSchema))
export type GameSearchResult = z.infer<typeof gameSearchResultSchema>

/** The player's favourites, as game codes. */
export const favoriteListSchema = z.array(z.string())
export type FavoriteList = z.infer<typeof favoriteListSchema>

/**
 * A launch answer's `data`: a URL to frame for every provider, except SoftGamings, which answers
 * an HTML fragment with a script (spec §7).
 */
export const launchResultSchema = z.string()
export type LaunchResult = z.infer<typeof launchResultSchema>
