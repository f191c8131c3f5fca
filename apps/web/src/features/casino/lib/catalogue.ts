import type { CasinoCategory, Game } from '@galata/contract'
import type { UiStringKey } from '@galata/contract'

/** The casino areas of spec §2; /casino alone shows the slot lobby (the header's default area). */
export const AREAS = ['slot', 'live', 'games', 'bingo', 'tvbets', 'virtual'] as const
export type Area = (typeof AREAS)[number]

export const AREA_LABELS: Record<Area, UiStringKey> = {
  slot: 'nav.casino',
  live: 'nav.liveCasino',
  games: 'nav.games',
  bingo: 'nav.bingo',
  tvbets: 'nav.tvGames',
  virtual: 'nav.virtual',
}

/**
 * Each area's hero (docs/casino.md "Lobby heroes"): its own words, true to what it holds. The live
 * area's eyebrow is `casino.video.liveEyebrow` (its hero keeps the casino video).
 */
export const AREA_HEROES: Record<Area, { eyebrow: UiStringKey; title: UiStringKey; text: UiStringKey }> = {
  slot: {
    eyebrow: 'casino.hero.slot.eyebrow',
    title: 'casino.hero.slot.title',
    text: 'casino.hero.slot.text',
  },
  live: {
    eyebrow: 'casino.video.liveEyebrow',
    title: 'casino.hero.live.title',
    text: 'casino.hero.live.text',
  },
  games: {
    eyebrow: 'casino.hero.games.eyebrow',
    title: 'casino.hero.games.title',
    text: 'casino.hero.games.text',
  },
  bingo: {
    eyebrow: 'casino.hero.bingo.eyebrow',
    title: 'casino.hero.bingo.title',
    text: 'casino.hero.bingo.text',
  },
  tvbets: {
    eyebrow: 'casino.hero.tvbets.eyebrow',
    title: 'casino.hero.tvbets.title',
    text: 'casino.hero.tvbets.text',
  },
  virtual: {
    eyebrow: 'casino.hero.virtual.eyebrow',
    title: 'casino.hero.virtual.title',
    text: 'casino.hero.virtual.text',
  },
}

export function areaFromPath(pathname: string): Area {
  const segment = pathname.split('/').filter(Boolean)[1] ?? ''
  return (AREAS as readonly string[]).includes(segment) ? (segment as Area) : 'slot'
}

/** The bootstrap sends each category's own slug and parent too (cms/grouped). */
export type LobbyCategory = CasinoCategory & { slug?: string; parentId?: number | null }

/** Categories belonging to a route or filter slug: the category itself and every one that lists it. */
export function categoriesFor(list: readonly LobbyCategory[], slug: string): LobbyCategory[] {
  return list.filter((c) => c.slug === slug || (c.slugList ?? []).includes(slug))
}

export function categoryIdsFor(list: readonly LobbyCategory[], slug: string): number[] {
  const direct = categoriesFor(list, slug)
  const ids = new Set(direct.map((c) => c.id))
  // Sub-categories of an area (live → live roulette …) hold the area's games as well.
  for (const c of list) if (c.parentId != null && ids.has(c.parentId)) ids.add(c.id)
  return [...ids]
}

export function areaCategory(list: readonly LobbyCategory[], area: Area): LobbyCategory | undefined {
  return (
    list.find((c) => c.slug === area) ?? list.find((c) => !c.parentId && (c.slugList ?? []).includes(area))
  )
}

/** Spec §2 live casino filter: the tab and the category it selects (null: All, no filter). */
export const LIVE_FILTERS: readonly { key: UiStringKey; category: string | null }[] = [
  { key: 'casino.filter.all', category: null },
  { key: 'casino.filter.roulette', category: 'Live Roulette' },
  { key: 'casino.filter.blackjack', category: 'Live Blackjack' },
  { key: 'casino.filter.poker', category: 'Live Poker' },
  { key: 'casino.filter.baccarat', category: 'Live Baccarat' },
  { key: 'casino.filter.dealer', category: 'Live Dealer' },
]

/** "Live Roulette" → "live-roulette", the slug the category carries. */
export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * Display names of known studios for the provider filter (the chips list the studios the area's
 * games come from; the footer lists the catalogue's, GET casino/providers).
 * Kept here rather than imported from the contract's enums so the casino chunk stays free of zod.
 */
export const PROVIDERS: readonly { key: string; name: string }[] = [
  { key: 'amusnet', name: 'Amusnet' },
  { key: '3oaksgaming', name: '3 Oaks Gaming' },
  { key: 'amatic', name: 'Amatic' },
  { key: 'bgaming', name: 'BGaming' },
  { key: 'betsoftow', name: 'Betsoft' },
  { key: 'pragmaticplay', name: 'Pragmatic Play' },
  { key: 'evolution', name: 'Evolution' },
  { key: 'evoplay', name: 'Evoplay' },
  { key: 'netent', name: 'NetEnt' },
  { key: 'novomatic', name: 'Novomatic' },
  { key: 'redtiger', name: 'Red Tiger' },
  { key: 'spribe', name: 'Spribe' },
]

/** "Pragmatic Play" / "pragmatic-play" / "pragmaticplay" all compare equal. */
export function providerKey(name: string | null | undefined): string {
  return (name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '')
}

function studioOf(game: Game): string {
  const g = game as Game & { provider?: string; studio?: string }
  return providerKey(g.studio ?? g.provider ?? g.providerName)
}

/** The studios present in a list of games, for the provider filter, in order of first appearance. */
export function studiosOf(games: readonly Game[]): { key: string; name: string }[] {
  const seen = new Map<string, string>()
  for (const g of games) {
    const key = studioOf(g)
    if (key && !seen.has(key)) {
      const known = PROVIDERS.find((p) => p.key === key)
      seen.set(key, known?.name ?? (g as Game & { studio?: string }).studio ?? g.providerName)
    }
  }
  return [...seen].map(([key, name]) => ({ key, name }))
}

/** Games per category, in the order the categories are listed; categories without games are left out. */
export function railsOf(
  games: readonly Game[],
  categories: readonly LobbyCategory[],
): { category: LobbyCategory; games: Game[] }[] {
  const rails: { category: LobbyCategory; games: Game[] }[] = []
  for (const category of categories) {
    const list = games.filter((g) => g.systemCategory === category.id)
    if (list.length > 0) rails.push({ category, games: list })
  }
  return rails
}

/**
 * The lobby's tag filters (seeded on the games, docs/casino.md "Tags"): New = the later games
 * (docs/casino.md), Popular = the few put forward in each area, Jackpot = a game with a jackpot prize.
 */
export const LOBBY_TAGS = ['new', 'popular', 'jackpot'] as const
export type LobbyTag = (typeof LOBBY_TAGS)[number]

/** The tags some game of the list carries, in the lobby's order (a chip with no games would be a dead end). */
export function tagsOf(games: readonly Game[]): LobbyTag[] {
  return LOBBY_TAGS.filter((tag) => games.some((g) => (g.tags ?? []).includes(tag)))
}

export interface GameFilter {
  search: string
  provider: string | null
  /** One of the lobby tags, or null for every game. */
  tag?: LobbyTag | null
  /** Category ids of the chosen live filter; null for All. */
  categoryIds: readonly number[] | null
}

const fold = (s: string) => s.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '')

export function filterGames(games: readonly Game[], filter: GameFilter): Game[] {
  const search = fold(filter.search.trim())
  const ids = filter.categoryIds ? new Set(filter.categoryIds) : null
  return games.filter(
    (g) =>
      (!ids || ids.has(g.systemCategory)) &&
      (!filter.provider || studioOf(g) === filter.provider) &&
      (!filter.tag || (g.tags ?? []).includes(filter.tag)) &&
      (!search || fold(g.name).includes(search)),
  )
}

/** casino/categorygames answers one list per category; a game may sit in two of them. */
export function flattenCategoryGames(data: unknown): Game[] {
  if (!Array.isArray(data)) return []
  const seen = new Set<string>()
  const out: Game[] = []
  for (const entry of data as unknown[]) {
    const games: unknown = Array.isArray(entry) ? entry : (entry as { games?: unknown } | null)?.games
    if (!Array.isArray(games)) continue
    for (const g of games as Game[]) {
      if (!g || typeof g.gameCode !== 'string') continue
      const key = `${g.mainProviderId}:${g.gameCode}`
      if (seen.has(key)) continue
      seen.add(key)
      out.push(g)
    }
  }
  return out
}
