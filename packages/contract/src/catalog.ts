import { z } from 'zod'
import { code, meaningfulText, requiredString, strictBody, typeError } from './rules.js'

/*
 * The back office's casino catalogue (docs/backoffice.md "Casino catalogue"): content and admin
 * switch games and providers on and off and order the games of a lobby category; the list shows
 * each game's declared RTP beside the RTP measured from its game transactions. Limits live here
 * once, for the console's forms and the server's schemas alike.
 */

export const CATALOG_LIMITS = {
  /** The measured RTP looks back this many days (stakes, wins and rounds of the game transactions). */
  measuredDays: 30,
  /** A console page of games; a whole category fits, so the order screen reads it at once. */
  pageMax: 500,
  /** A category's order names at most this many games. */
  orderMax: 500,
  codeMax: 100,
  searchMax: 100,
  /** A game's display name in one language (the lobby's card and the game page's title). */
  nameMax: 80,
} as const

/** A provider's game code as it appears in a path: what the feeds and the originals use. */
const gameCode = requiredString()
  .max(CATALOG_LIMITS.codeMax, code('too_long'))
  .regex(/^[A-Za-z0-9._:-]+$/, code('invalid_format'))

/** POST backoffice/casino/games/:code/enable|disable. */
export const catalogCodeParamsSchema = z.strictObject({ code: gameCode })

/** GET backoffice/casino/games: one category (or all), a search by name or code, a page. */
export const catalogGamesQuerySchema = z.strictObject({
  category: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  q: z.string().trim().max(CATALOG_LIMITS.searchMax).default(''),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(CATALOG_LIMITS.pageMax).default(50),
})
export type CatalogGamesQuery = z.output<typeof catalogGamesQuerySchema>

/** POST backoffice/casino/categories/:id/order: every game code of the category, once, in lobby order. */
export const catalogOrderSchema = strictBody({
  codes: z
    .array(gameCode, { error: typeError() })
    .min(1, code('too_few_items'))
    .max(CATALOG_LIMITS.orderMax, code('too_many_items')),
})
export type CatalogOrder = z.output<typeof catalogOrderSchema>

export const catalogGameSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  providerId: z.number(),
  provider: z.string(),
  isProviderEnabled: z.boolean(),
  studio: z.string(),
  categoryId: z.number().nullable(),
  category: z.string().nullable(),
  isEnabled: z.boolean(),
  /** 1-based place inside its category in lobby order; null when unlisted. */
  position: z.number().nullable(),
  /** Percent (96.5), or null when the studio publishes none. */
  declaredRtp: z.number().nullable(),
  /** Both display names, for the edit form (`name` is the member's language). */
  names: z.object({ tr: z.string(), en: z.string() }),
  /** The lobby card's artwork; null for the default image. */
  imageUrl: z.string().nullable(),
  /** The last `CATALOG_LIMITS.measuredDays` days: stakes net of refunds and wins in lira, rounds staked. */
  measured: z.object({
    stakes: z.number(),
    wins: z.number(),
    rounds: z.number(),
    /** wins ÷ stakes in percent, two decimals, truncated; null without stakes. */
    rtp: z.number().nullable(),
  }),
})
export type CatalogGame = z.output<typeof catalogGameSchema>

export const catalogGamePageSchema = z.object({ items: z.array(catalogGameSchema), total: z.number() })
export type CatalogGamePage = z.output<typeof catalogGamePageSchema>

export const catalogCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  parentId: z.number().nullable(),
  isActive: z.boolean(),
  games: z.number(),
})
export type CatalogCategory = z.output<typeof catalogCategorySchema>

export const catalogProviderSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  isEnabled: z.boolean(),
  games: z.number(),
})
export type CatalogProvider = z.output<typeof catalogProviderSchema>

/** The answer of a switch: what the game or provider is now, and whether this call changed it. */
export const catalogSwitchSchema = z.object({ isEnabled: z.boolean(), changed: z.boolean() })
export type CatalogSwitch = z.output<typeof catalogSwitchSchema>

/** The answer of an order: the category's codes as the lobby now lists them. */
export const catalogOrderResultSchema = z.object({ categoryId: z.number(), codes: z.array(z.string()) })

/**
 * PUT backoffice/casino/games/:id: a game's display names and its lobby category (docs/backoffice.md
 * "Casino catalogue", "Editing a game"). A game sits in one category (`games.category_id`) or none:
 * null takes it out of the lobby (unlisted) without switching it off.
 */
export const catalogGameEditSchema = strictBody({
  name: strictBody({
    tr: meaningfulText(1, CATALOG_LIMITS.nameMax),
    en: meaningfulText(1, CATALOG_LIMITS.nameMax),
  }),
  categoryId: z
    .number({ error: typeError() })
    .int(code('invalid_type'))
    .min(1, code('invalid_option'))
    .max(2_147_483_647, code('invalid_option'))
    .nullable(),
})
export type CatalogGameEdit = z.output<typeof catalogGameEditSchema>

/** The answer of an edit or an artwork upload: the game as the lobby now lists it. */
export const catalogGameEditedSchema = z.object({
  id: z.number(),
  code: z.string(),
  names: z.object({ tr: z.string(), en: z.string() }),
  categoryId: z.number().nullable(),
  /** 1-based place in the new category (a moved game goes last); null when unlisted. */
  position: z.number().nullable(),
  imageUrl: z.string().nullable(),
  changed: z.boolean(),
})
export type CatalogGameEdited = z.output<typeof catalogGameEditedSchema>
