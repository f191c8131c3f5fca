import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Localized } from '@galata/contract'
import { players } from './accounts.js'
import { casinoCategories } from './cms.js'

/**
 * The casino catalogue (docs/casino.md): game providers (the adapters of PROVIDERS.md),
 * their games, players' favourites, and the bets and wins of every round for the game history and
 * the Top Winners card. Money is kuruş in bigint; balances themselves live only in the wallet.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const providerCodes = [
  'galata',
  'hub88',
  'egt',
  'amusnet',
  'digitain',
  'everymatrix',
  'softgamings',
] as const
export type ProviderCode = (typeof providerCodes)[number]

/**
 * One row per adapter. The id is fixed (not generated) because browsers keep it: it travels as
 * `mainProviderId` in play urls and as `providerId` in launch and favourite calls.
 */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: integer('id').primaryKey(),
    code: text('code').$type<ProviderCode>().notNull().unique(),
    name: text('name').notNull(),
    /** The operator's switch. A provider is listed only when this is on and its adapter is configured. */
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check(
      'game_providers_code',
      sql`${t.code} in ('galata', 'hub88', 'egt', 'amusnet', 'digitain', 'everymatrix', 'softgamings')`,
    ),
  ],
)

export const volatilities = ['low', 'medium', 'high'] as const
export type Volatility = (typeof volatilities)[number]

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'restrict' }),
    /** The provider's own code of the game; unique per provider. */
    gameCode: text('game_code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** The studio behind the game (an aggregator such as Hub88 carries many). */
    studio: text('studio').notNull(),
    /** The casino category it is listed under (spec §3 systemCategory); null keeps it unlisted. */
    categoryId: integer('category_id').references(() => casinoCategories.id, { onDelete: 'set null' }),
    /** Thumbnail path; null for the default image. */
    imageUrl: text('image_url'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isLive: boolean('is_live').notNull().default(false),
    /** Declared RTP in basis points (9650 = 96.50 %); null when unpublished. */
    rtpBp: integer('rtp_bp'),
    volatility: text('volatility').$type<Volatility>(),
    /** SoftGamings system id and EveryMatrix product id, sent back by their launch calls (spec §7). */
    system: integer('system'),
    productId: integer('product_id'),
    status: boolean('status').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('games_provider_code_idx').on(t.providerId, t.gameCode),
    index('games_category_idx').on(t.categoryId, t.sort),
    check('games_rtp', sql`${t.rtpBp} is null or (${t.rtpBp} > 0 and ${t.rtpBp} <= 10000)`),
    check('games_volatility', sql`${t.volatility} is null or ${t.volatility} in ('low', 'medium', 'high')`),
  ],
)

export const casinoFavorites = pgTable(
  'casino_favorites',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
)

/** spec §3 game transaction type: Win 1, Bet 2; a refunded bet is recorded as 3. */
export const gameTransactionKinds = { win: 1, bet: 2, refund: 3 } as const

/**
 * Every bet, win and refund a provider moved through the wallet, written in the same database
 * transaction as the ledger posting (so it exists exactly when the money moved). Feeds the game
 * history (transaction/games) and the Top Winners card; the ledger stays the record of money.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    type: smallint('type').notNull(),
    /** Kuruş, positive; the type says the direction. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    roundId: text('round_id').notNull(),
    /** The provider's transaction id, unique per provider game (the ledger key is built from it too). */
    txId: text('tx_id').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    /** Cash balance right after the movement. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_transactions_tx_idx').on(t.gameId, t.txId),
    index('game_transactions_player_idx').on(t.playerId, t.createdAt),
    // The back office's measured RTP sums one game's recent lines (docs/backoffice.md "Casino catalogue").
    index('game_transactions_game_idx').on(t.gameId, t.createdAt),
    index('game_transactions_wins_idx')
      .on(t.createdAt)
      .where(sql`${t.type} = 1`),
    check('game_transactions_type', sql`${t.type} in (1, 2, 3)`),
    check('game_transactions_amount', sql`${t.amount} > 0`),
  ],
)
