import type { SportKey, SportsEvent, SportsMarket, UiStringKey } from '@galata/contract'
import { formatDate } from '@galata/contract'
import type { SlipSelection } from './slip-store'

/** /esports lists the e-sports of the tree; /spor every other sport. */
export const ESPORT_KEYS: readonly SportKey[] = ['cs2', 'lol']
export const isEsport = (sport: SportKey) => ESPORT_KEYS.includes(sport)

export const eventName = (e: Pick<SportsEvent, 'home' | 'away'>) => `${e.home} - ${e.away}`

/** The slip's copy of one outcome, so the slip needs no request to show it. */
export function selectionOf(
  event: Pick<SportsEvent, 'id' | 'home' | 'away'>,
  market: SportsMarket,
  outcome: SportsMarket['outcomes'][number],
): SlipSelection {
  return {
    outcomeId: outcome.id,
    eventId: event.id,
    event: eventName(event),
    market: market.name,
    outcome: outcome.name,
    odds: outcome.odds,
    mbs: market.mbs,
  }
}

/** Search over team and competition names, the way a player types them (Turkish case folding). */
export function matchesSearch(e: SportsEvent, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('tr')
  if (!q) return true
  return [e.home, e.away, e.competition.name].some((n) => n.toLocaleLowerCase('tr').includes(q))
}

export interface EventGroup {
  key: string
  day: string
  competition: string
  events: SportsEvent[]
}

/** Events by day (Türkiye time) then competition, in kick-off order. */
export function groupEvents(events: readonly SportsEvent[], locale: 'tr' | 'en'): EventGroup[] {
  const groups = new Map<string, EventGroup>()
  const sorted = [...events].sort((a, b) => a.startAt.localeCompare(b.startAt) || a.id - b.id)
  for (const e of sorted) {
    const day = formatDate(e.startAt, locale, { time: false })
    const key = `${day}|${e.competition.id}`
    let group = groups.get(key)
    if (!group) {
      group = { key, day, competition: e.competition.name, events: [] }
      groups.set(key, group)
    }
    group.events.push(e)
  }
  return [...groups.values()]
}

/**
 * Football's market families as a Turkish bettor knows them; other markets (and other sports',
 * whose `1x2` may be ice hockey's "normal süre" one) keep their own name.
 */
const GROUP_TITLES: Partial<Record<string, UiStringKey>> = {
  '1x2': 'sportsbook.group.1x2',
  dc: 'sportsbook.group.dc',
  ou: 'sportsbook.group.ou',
  btts: 'sportsbook.group.btts',
  eh: 'sportsbook.group.eh',
  ah: 'sportsbook.group.ah',
  htft: 'sportsbook.group.htft',
  cs: 'sportsbook.group.cs',
  tg: 'sportsbook.group.tg',
}

export interface MarketGroup {
  key: string
  title: UiStringKey | null
  markets: SportsMarket[]
}

/** The event page's markets, grouped by family in the order the server lists them. */
export function groupMarkets(markets: readonly SportsMarket[], sport: SportKey = 'football'): MarketGroup[] {
  const groups = new Map<string, MarketGroup>()
  for (const m of markets) {
    let group = groups.get(m.key)
    if (!group) {
      group = { key: m.key, title: (sport === 'football' && GROUP_TITLES[m.key]) || null, markets: [] }
      groups.set(m.key, group)
    }
    group.markets.push(m)
  }
  return [...groups.values()]
}
