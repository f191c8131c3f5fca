import type { SportKey, SportsMarket, UiStringKey } from '@galata/contract'

/*
 * The event page's markets in tabs (docs/sportsbook.md "Web"): Popüler, then goals (points, games or
 * maps, by sport), halves, handicaps and scores. A market may sit in two tabs (KG and Alt/Üst 2,5 are
 * popular and about goals); one whose key is unknown here is popular, so nothing is ever hidden. A
 * tab with no market is not shown.
 */

export type MarketTab = 'popular' | 'goals' | 'halves' | 'handicap' | 'score'

export const MARKET_TABS: readonly MarketTab[] = ['popular', 'goals', 'halves', 'handicap', 'score']

/** Each engine market key's tabs (docs/sportsbook.md "Prices" lists the keys per sport). */
const TABS_OF: Record<string, readonly MarketTab[]> = {
  // Football
  '1x2': ['popular'],
  dc: ['popular'],
  btts: ['popular', 'goals'],
  ou: ['goals'],
  tg: ['goals'],
  ht: ['halves'],
  htft: ['halves'],
  eh: ['handicap'],
  ah: ['handicap'],
  cs: ['score'],
  // Basketball, tennis, e-sports
  ml: ['popular'],
  map1: ['popular'],
  tot: ['goals'],
  games: ['goals'],
  maps: ['goals'],
  hcp: ['handicap'],
  ghcp: ['handicap'],
  mhcp: ['handicap'],
  sets: ['score'],
  mapscore: ['score'],
  // Volleyball, ice hockey
  tsets: ['goals'],
  shcp: ['handicap'],
  pl: ['handicap'],
}

/** The over/under line a bettor looks for first, shown under Popüler too. */
const POPULAR_LINE = 2.5

export function tabsOf(market: Pick<SportsMarket, 'key' | 'line'>): readonly MarketTab[] {
  if (market.key === 'ou' && market.line === POPULAR_LINE) return ['popular', 'goals']
  return TABS_OF[market.key] ?? ['popular']
}

/** The "goals" tab says what is counted in the sport. */
const GOALS_LABEL: Record<SportKey, UiStringKey> = {
  football: 'sportsbook.tab.goals',
  basketball: 'sportsbook.tab.points',
  tennis: 'sportsbook.tab.games',
  volleyball: 'sportsbook.tab.sets',
  hockey: 'sportsbook.tab.goals',
  cs2: 'sportsbook.tab.maps',
  lol: 'sportsbook.tab.maps',
}

export function tabLabel(tab: MarketTab, sport: SportKey): UiStringKey {
  if (tab === 'goals') return GOALS_LABEL[sport]
  return `sportsbook.tab.${tab}`
}

/** The tabs that hold a market, in order, each with its markets (in the server's order). */
export function marketTabs<M extends Pick<SportsMarket, 'key' | 'line'>>(
  markets: readonly M[],
): Array<{ tab: MarketTab; markets: M[] }> {
  return MARKET_TABS.map((tab) => ({ tab, markets: markets.filter((m) => tabsOf(m).includes(tab)) })).filter(
    (x) => x.markets.length > 0,
  )
}
