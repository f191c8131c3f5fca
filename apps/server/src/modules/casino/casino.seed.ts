import type { Localized } from '@galata/contract'
import type { Db } from '../../db/client.js'
import type { ProviderCode, Volatility } from '../../db/schema/index.js'
import * as q from './casino.queries.js'

/*
 * The catalogue every site has, whatever SEED says: the provider rows (their ids are fixed because
 * browsers keep them in play urls) and the Galata Originals games, which ship with the code. Synced
 * at every boot, inserting only what is missing, so an operator's edits (a switched-off game, a
 * new sort order) survive. Third-party games arrive with their provider's catalogue feed.
 */

export const providerSeeds: readonly { id: number; code: ProviderCode; name: string }[] = [
  { id: 1, code: 'galata', name: 'Galata Originals' },
  { id: 2, code: 'hub88', name: 'Hub88' },
  { id: 3, code: 'egt', name: 'EGT Digital' },
  { id: 4, code: 'amusnet', name: 'Amusnet' },
  { id: 5, code: 'digitain', name: 'Digitain' },
  { id: 6, code: 'everymatrix', name: 'EveryMatrix' },
  { id: 7, code: 'softgamings', name: 'SoftGamings' },
]

export interface OriginalGameSeed {
  gameCode: string
  name: Localized
  /** Slug of the casino category it is listed under. */
  category: string
  /**
   * `originals` on every studio game, and the lobby's filters (docs/casino.md "Tags"):
   * `new` = the games of the later catalogue drive (docs/casino.md; the instant games after the launch eight,
   * the slots beyond the first three, the bingo rooms); `jackpot` = a game with a jackpot prize
   * (hold-and-win's Mini/Minor/Major/Grand, a bingo room's full-house jackpot); `popular` = the
   * few the lobby puts forward in each area. A unit test holds `jackpot` to the maths.
   */
  tags: string[]
  /** Basis points; must equal what the game's math module proves (originals unit tests). */
  rtpBp: number
  volatility: Volatility
  sort: number
  /** Listed under Live Casino (the shared-round tables with an animated host, docs/shared-rounds.md). */
  isLive?: boolean
}

/** Only games whose engine exists are listed: each code here has a page under /originals/{code}/. */
export const originalGameSeeds: readonly OriginalGameSeed[] = [
  {
    gameCode: 'galata-dice',
    name: { tr: 'Galata Zar', en: 'Galata Dice' },
    category: 'games',
    tags: ['originals', 'popular'],
    rtpBp: 9900,
    volatility: 'low',
    sort: 1,
  },
  {
    gameCode: 'galata-mines',
    name: { tr: 'Galata Mayın', en: 'Galata Mines' },
    category: 'games',
    tags: ['originals'],
    rtpBp: 9900,
    volatility: 'medium',
    sort: 2,
  },
  {
    gameCode: 'galata-roulette',
    name: { tr: 'Avrupa Ruleti', en: 'European Roulette' },
    category: 'games',
    tags: ['originals', 'popular'],
    // 36/37: every bet of a single-zero wheel returns 36 for 37.
    rtpBp: 9730,
    volatility: 'medium',
    sort: 3,
  },
  {
    // Crash game on the shared-round engine (modules/aviator); the menu's Aviator entry finds it.
    gameCode: 'galata-aviator',
    name: { tr: 'Sky Aviator', en: 'Sky Aviator' },
    category: 'games',
    tags: ['originals', 'popular'],
    // P(crash ≥ m) = 0.97/m for every cash-out target m (modules/aviator/aviator.chain.ts).
    rtpBp: 9700,
    volatility: 'high',
    sort: 4,
  },
  // The three video slots share one engine (packages/game-math/src/slots); rtpBp is each theme's exact RTP.
  {
    gameCode: 'galata-bazaar',
    name: { tr: 'Kapalıçarşı Hazinesi', en: 'Grand Bazaar Riches' },
    category: 'slot',
    tags: ['originals', 'popular'],
    rtpBp: 9600,
    volatility: 'low',
    sort: 5,
  },
  {
    gameCode: 'galata-bosphorus',
    name: { tr: 'Boğaz Gecesi', en: 'Bosphorus Nights' },
    category: 'slot',
    tags: ['originals'],
    rtpBp: 9598,
    volatility: 'medium',
    sort: 6,
  },
  {
    gameCode: 'galata-anatolia',
    name: { tr: 'Anadolu Hazineleri', en: 'Anatolian Treasures' },
    category: 'slot',
    tags: ['originals'],
    rtpBp: 9599,
    volatility: 'high',
    sort: 7,
  },
  {
    gameCode: 'galata-blackjack',
    name: { tr: 'Galata Blackjack', en: 'Galata Blackjack' },
    category: 'games',
    tags: ['originals'],
    // Basic strategy, six decks, S17, DAS, one split, no surrender (bench/rtp confirms it).
    rtpBp: 9950,
    volatility: 'low',
    sort: 8,
  },
  // The instant games (docs/casino.md); each table's exact RTP is proven in packages/game-math
  // (instant.test.ts).
  {
    gameCode: 'galata-plinko',
    name: { tr: 'Galata Plinko', en: 'Galata Plinko' },
    category: 'games',
    tags: ['originals', 'new', 'popular'],
    rtpBp: 9900,
    volatility: 'high',
    sort: 31,
  },
  {
    gameCode: 'galata-keno',
    name: { tr: 'Galata Keno', en: 'Galata Keno' },
    category: 'games',
    tags: ['originals', 'new'],
    rtpBp: 9900,
    volatility: 'high',
    sort: 32,
  },
  {
    gameCode: 'galata-limbo',
    name: { tr: 'Galata Limbo', en: 'Galata Limbo' },
    category: 'games',
    tags: ['originals', 'new', 'popular'],
    rtpBp: 9900,
    volatility: 'high',
    sort: 33,
  },
  {
    gameCode: 'galata-hilo',
    name: { tr: 'Galata Hi-Lo', en: 'Galata Hi-Lo' },
    category: 'games',
    tags: ['originals', 'new'],
    rtpBp: 9900,
    volatility: 'medium',
    sort: 34,
  },
  {
    gameCode: 'galata-coinflip',
    name: { tr: 'Galata Yazı Tura', en: 'Galata Coin Flip' },
    category: 'games',
    tags: ['originals', 'new'],
    rtpBp: 9800,
    volatility: 'low',
    sort: 35,
  },
  {
    gameCode: 'galata-scratch',
    name: { tr: 'Galata Kazı Kazan', en: 'Galata Scratch' },
    category: 'games',
    tags: ['originals', 'new'],
    rtpBp: 9700,
    volatility: 'medium',
    sort: 36,
  },
  {
    gameCode: 'galata-tower',
    name: { tr: 'Galata Kulesi', en: 'Galata Tower' },
    category: 'games',
    tags: ['originals', 'new', 'popular'],
    rtpBp: 9700,
    volatility: 'high',
    sort: 37,
  },
  // Seventeen more slots (packages/game-math/src/slots, docs/casino.md "Video slots").
  // rtpBp is each game's exact RTP (a unit test holds them equal). Five more 20-line themes:
  {
    gameCode: 'galata-cappadocia',
    name: { tr: 'Kapadokya Balonları', en: 'Cappadocia Balloons' },
    category: 'slot',
    tags: ['originals', 'new', 'popular'],
    rtpBp: 9608,
    volatility: 'low',
    sort: 40,
  },
  {
    gameCode: 'galata-ephesus',
    name: { tr: 'Efes Antik Kenti', en: 'Ancient Ephesus' },
    category: 'slot',
    tags: ['originals', 'new'],
    rtpBp: 9542,
    volatility: 'high',
    sort: 41,
  },
  {
    gameCode: 'galata-blacksea',
    name: { tr: 'Karadeniz Fırtınası', en: 'Black Sea Storm' },
    category: 'slot',
    tags: ['originals', 'new'],
    rtpBp: 9587,
    volatility: 'medium',
    sort: 42,
  },
  {
    gameCode: 'galata-tulip',
    name: { tr: 'Lale Devri', en: 'Tulip Era' },
    category: 'slot',
    tags: ['originals', 'new'],
    rtpBp: 9653,
    volatility: 'low',
    sort: 43,
  },
  {
    gameCode: 'galata-pamukkale',
    name: { tr: 'Pamukkale Travertenleri', en: 'Pamukkale Terraces' },
    category: 'slot',
    tags: ['originals', 'new'],
    rtpBp: 9562,
    volatility: 'medium',
    sort: 44,
  },
  // 243 ways, free spins with a fixed multiplier:
  {
    gameCode: 'galata-silkroad',
    name: { tr: 'İpek Yolu', en: 'Silk Road' },
    category: 'slot',
    tags: ['originals', 'new', 'popular'],
    rtpBp: 9601,
    volatility: 'medium',
    sort: 45,
  },
  {
    gameCode: 'galata-hammam',
    name: { tr: 'Hamam Sefası', en: 'Hammam Retreat' },
    category: 'slot',
    tags: ['originals', 'new'],
    rtpBp: 9617,
    volatility: 'low',
    sort: 46,
  },
  {
    gameCode: 'galata-seljuk',
    name: { tr: 'Selçuklu Yıldızı', en: 'Seljuk Star' },
    category: 'slot',
    tags: ['originals', 'new'],
    rtpBp: 9500,
    volatility: 'high',
    sort: 47,
  },
  // 20 lines, free spins on their own reels with a multiplier rising every free spin:
  {
    gameCode: 'galata-maiden',
    name: { tr: 'Kız Kulesi Işıkları', en: "Maiden's Tower Lights" },
    category: 'slot',
    tags: ['originals', 'new', 'popular'],
    rtpBp: 9587,
    volatility: 'medium',
    sort: 48,
  },
  {
    gameCode: 'galata-tavla',
    name: { tr: 'Tavla Şöleni', en: 'Backgammon Feast' },
    category: 'slot',
    tags: ['originals', 'new'],
    rtpBp: 9632,
    volatility: 'low',
    sort: 49,
  },
  {
    gameCode: 'galata-olive',
    name: { tr: 'Ege Zeytinliği', en: 'Aegean Olive Grove' },
    category: 'slot',
    tags: ['originals', 'new'],
    rtpBp: 9521,
    volatility: 'high',
    sort: 50,
  },
  // Cascades (tumbles) with a rising multiplier:
  {
    gameCode: 'galata-topkapi',
    name: { tr: 'Topkapı Mücevherleri', en: 'Topkapı Jewels' },
    category: 'slot',
    tags: ['originals', 'new', 'popular'],
    rtpBp: 9601,
    volatility: 'medium',
    sort: 51,
  },
  {
    gameCode: 'galata-lokum',
    name: { tr: 'Lokum Yağmuru', en: 'Turkish Delight Tumble' },
    category: 'slot',
    tags: ['originals', 'new'],
    rtpBp: 9650,
    volatility: 'low',
    sort: 52,
  },
  {
    gameCode: 'galata-zeugma',
    name: { tr: 'Zeugma Mozaikleri', en: 'Zeugma Mosaics' },
    category: 'slot',
    tags: ['originals', 'new'],
    rtpBp: 9480,
    volatility: 'high',
    sort: 53,
  },
  // Hold and win. `jackpot`: named fixed top prizes (the Grand for a full grid, Mini/Minor/Major
  // coins), not a pooled progressive one.
  {
    gameCode: 'galata-ottoman-gold',
    name: { tr: 'Osmanlı Altını', en: 'Ottoman Gold' },
    category: 'slot',
    tags: ['originals', 'new', 'popular', 'jackpot'],
    rtpBp: 9572,
    volatility: 'medium',
    sort: 54,
  },
  {
    gameCode: 'galata-barbaros',
    name: { tr: "Barbaros'un Hazinesi", en: "Barbarossa's Hoard" },
    category: 'slot',
    tags: ['originals', 'new', 'jackpot'],
    rtpBp: 9460,
    volatility: 'high',
    sort: 55,
  },
  {
    gameCode: 'galata-mint',
    name: { tr: 'Darphane Sikkeleri', en: 'Mint Coins' },
    category: 'slot',
    tags: ['originals', 'new', 'jackpot'],
    rtpBp: 9632,
    volatility: 'low',
    sort: 56,
  },
  {
    // Shared rounds with an animated host (modules/rounds, docs/rounds.md): the live
    // category's Roulette filter finds it.
    gameCode: 'galata-live-roulette',
    name: { tr: 'Galata Canlı Rulet', en: 'Galata Live Roulette' },
    category: 'live-roulette',
    tags: ['originals', 'popular'],
    // Every bet returns 36/n per number covered: exactly 36/37 (tables/roulette.test.ts).
    rtpBp: 9730,
    volatility: 'medium',
    sort: 9,
    isLive: true,
  },
  {
    // Punto Banco from a shoe shuffled per round; the live category's Baccarat filter finds it.
    gameCode: 'galata-live-baccarat',
    name: { tr: 'Galata Canlı Bakara', en: 'Galata Live Baccarat' },
    category: 'live-baccarat',
    tags: ['originals'],
    // Banker, the best bet: 98.94 % by enumerating the 8-deck tableau (tables/baccarat.test.ts).
    rtpBp: 9894,
    volatility: 'low',
    sort: 10,
    isLive: true,
  },
  {
    // One card each to Dragon and Tiger; the live category's Dealer filter finds it.
    gameCode: 'galata-dragon-tiger',
    name: { tr: 'Galata Ejderha Kaplan', en: 'Galata Dragon Tiger' },
    category: 'live-dealer',
    tags: ['originals'],
    // Dragon or Tiger: 399.5/415 = 96.27 % (tables/baccarat.test.ts enumerates every pair of cards).
    rtpBp: 9627,
    volatility: 'low',
    sort: 11,
    isLive: true,
  },
  {
    // Shared dealer hand, own decisions on a timer; the live category's Blackjack filter finds it.
    gameCode: 'galata-infinite-blackjack',
    name: { tr: 'Galata Sonsuz Blackjack', en: 'Galata Infinite Blackjack' },
    category: 'live-blackjack',
    tags: ['originals', 'new'],
    // Main bet with the optimal strategy: 99.22 % (tables/infinite-blackjack.test.ts, exact recursion).
    rtpBp: 9922,
    volatility: 'low',
    sort: 12,
    isLive: true,
  },
  {
    // One common hand for the table against the dealer, Play or Fold on a timer; the live category's
    // Poker filter finds it.
    gameCode: 'galata-three-card-poker',
    name: { tr: 'Galata Üç Kart Poker', en: 'Galata Three Card Poker' },
    category: 'live-poker',
    tags: ['originals', 'new'],
    // Pair Plus, the best bet: 97.68 %; Ante with Q-6-4 96.63 % (tables/three-card-poker.test.ts
    // enumerates all 407,170,400 deals).
    rtpBp: 9768,
    volatility: 'medium',
    sort: 13,
    isLive: true,
  },
  // TV draw shows on the same engine (docs/tv-games.md), listed under /casino/tvbets. RTP: the best
  // bet's (keno: 1, 2 and 6 numbers; wheel: 10; Lucky 7: every market), each proven in game-math's tests.
  {
    gameCode: 'galata-keno-tv',
    name: { tr: 'Galata Keno TV', en: 'Galata Keno TV' },
    category: 'tvbets',
    tags: ['originals', 'popular'],
    rtpBp: 9500,
    volatility: 'high',
    sort: 10,
  },
  {
    gameCode: 'galata-money-wheel',
    name: { tr: 'Galata Para Çarkı', en: 'Galata Money Wheel' },
    category: 'tvbets',
    tags: ['originals'],
    rtpBp: 9625,
    volatility: 'medium',
    sort: 11,
  },
  {
    gameCode: 'galata-lucky-7',
    name: { tr: 'Galata Şanslı 7', en: 'Galata Lucky 7' },
    category: 'tvbets',
    tags: ['originals'],
    rtpBp: 9500,
    volatility: 'low',
    sort: 12,
  },
  {
    // Bingo rooms on the shared-round engine (modules/bingo, docs/bingo.md): /casino/bingo.
    gameCode: 'galata-bingo-90',
    name: { tr: 'Boğaz 90 Tombala', en: 'Bosphorus 90 Bingo' },
    category: 'bingo',
    tags: ['originals', 'new', 'jackpot'],
    // RTP = the pot's share of sales (70 %), before the guarantee's top-up and the jackpot.
    rtpBp: 7000,
    volatility: 'high',
    sort: 10,
  },
  {
    gameCode: 'galata-bingo-75',
    name: { tr: 'Galata 75 Tombala', en: 'Galata 75 Bingo' },
    category: 'bingo',
    tags: ['originals', 'new', 'jackpot'],
    rtpBp: 7000,
    volatility: 'high',
    sort: 11,
  },
  {
    // A simulated match on the shared-round engine (docs/virtual-sports.md): the Virtual Sports area.
    gameCode: 'galata-virtual-football',
    name: { tr: 'Galata Sanal Süper Lig', en: 'Galata Virtual Super League' },
    category: 'virtual',
    tags: ['originals'],
    // Per market 94 % (1X2, over/under, both score) and 90 % (correct score), exact (virtual-football.test.ts).
    rtpBp: 9400,
    volatility: 'medium',
    sort: 10,
  },
  {
    // The second league: other clubs, more goals, the same markets and RTPs.
    gameCode: 'galata-virtual-continental',
    name: { tr: 'Galata Sanal Kıta Ligi', en: 'Galata Virtual Continental League' },
    category: 'virtual',
    tags: ['originals', 'new'],
    rtpBp: 9400,
    volatility: 'medium',
    sort: 11,
  },
]

export async function seedCatalogue(db: Db): Promise<{ providers: number; games: number }> {
  return db.transaction(async (tx) => {
    const providers = await q.insertMissingProviders(
      tx,
      providerSeeds.map((p, i) => ({ ...p, enabled: true, sort: i + 1 })),
    )
    const categories = await q.categoryIdsBySlug(tx)
    const games = await q.insertMissingGames(
      tx,
      originalGameSeeds.map((g) => ({
        providerId: 1,
        gameCode: g.gameCode,
        name: g.name,
        studio: 'Galata Originals',
        categoryId: categories.get(g.category) ?? null,
        imageUrl: `/media/games/${g.gameCode}.svg`,
        tags: g.tags,
        isLive: g.isLive ?? false,
        rtpBp: g.rtpBp,
        volatility: g.volatility,
        sort: g.sort,
      })),
    )
    return { providers, games }
  })
}

/** A demo game of the provider simulator (docs/providers.md "Simulator"), as its catalogue lists it. */
export interface DemoProviderGame {
  provider: string
  code: string
  name: Localized
  category: string
  rtpBp: number
  volatility: Volatility
  image: string
  /** SoftGamings' `System`, which its launch names (spec §7). */
  system?: number
}

/**
 * A demo site's simulator games (docs/providers.md "Simulator"): listed under their provider, with
 * the `demo` badge and "{provider} Demo" as the studio, so nobody takes them for the provider's real
 * catalogue. Inserted when missing, like the studio's games; providers the site does not know are
 * skipped. They stay unlisted whenever that provider's adapter is not configured.
 */
export async function seedDemoProviderGames(db: Db, list: readonly DemoProviderGame[]): Promise<number> {
  return db.transaction(async (tx) => {
    const categories = await q.categoryIdsBySlug(tx)
    const rows = list.flatMap((g, i) => {
      const provider = providerSeeds.find((p) => p.code === g.provider)
      if (!provider) return []
      return [
        {
          providerId: provider.id,
          gameCode: g.code,
          name: g.name,
          studio: `${provider.name} Demo`,
          categoryId: categories.get(g.category) ?? null,
          imageUrl: g.image,
          tags: ['demo'],
          rtpBp: g.rtpBp,
          volatility: g.volatility,
          system: g.system ?? null,
          sort: 500 + i,
        },
      ]
    })
    return rows.length > 0 ? q.insertMissingGames(tx, rows) : 0
  })
}
