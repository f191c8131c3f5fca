import type { SportKey, SportsEvent, SportsEventDetail, SportsMarket, UiStringKey } from '@galata/contract'

/*
 * In play on the web (docs/sportsbook.md "Live on the web"): the pure half of the live
 * pages. The hub pushes `OddsChanged`, `BetStop` and `Score` on `sports:event:{id}` and `LiveList`
 * on `sports:live`, each with its topic's sequence number. A page keeps the REST snapshot in its
 * query cache and lays each message on it in order; a message out of sequence (one missed) means
 * the snapshot is refetched instead.
 */

/** What to do with a message of sequence `seq` after `last` (null: none seen since the snapshot). */
export type SeqVerdict = 'apply' | 'stale' | 'gap'

export function seqVerdict(last: number | null, seq: number): SeqVerdict {
  if (last === null || seq === last + 1) return 'apply'
  return seq <= last ? 'stale' : 'gap'
}

/**
 * One topic's sequence: `take(seq)` answers what to do and remembers the message; `reset()` after
 * a refetched snapshot or a reconnect (the next message becomes the new start).
 */
export function createSeqTracker() {
  let last: number | null = null
  return {
    take(seq: number): SeqVerdict {
      const verdict = seqVerdict(last, seq)
      if (verdict !== 'stale') last = seq
      return verdict
    },
    reset() {
      last = null
    },
  }
}

interface ScoreMessage {
  seq: number
  eventId: number
  stateVersion: number
  score: { home: number; away: number }
  period: string
  clock: number
  added: number
}
interface BetStopMessage {
  seq: number
  eventId: number
  stateVersion: number
  reason: string
  until: string
}
interface OddsMessage {
  seq: number
  eventId: number
  stateVersion: number
  markets: Array<{
    id: number
    status: 'active' | 'suspended'
    outcomes: Array<{ id: number; odds: number }>
  }>
}
export interface LiveListMessage {
  seq: number
  events: Array<{
    id: number
    score: { home: number; away: number } | null
    period: string | null
    clock: number | null
  }>
}

export type EventMessage =
  | ({ command: 'Score' } & ScoreMessage)
  | ({ command: 'BetStop' } & BetStopMessage)
  | ({ command: 'OddsChanged' } & OddsMessage)

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

// The checks below look at the fields a page reads first; the rest of a message is trusted as the
// hub's shape (the server writes it from the same types), so a guard names the type it narrows to.
type Body = Record<string, unknown>
const isEventBody = (b: unknown): b is Body & { seq: number; eventId: number } =>
  isRecord(b) && typeof b.seq === 'number' && typeof b.eventId === 'number'
const isScore = (b: Body): b is Body & ScoreMessage => isRecord(b.score)
const isOdds = (b: Body): b is Body & OddsMessage => Array.isArray(b.markets)
const isBetStop = (b: Body): b is Body & BetStopMessage =>
  typeof b.reason === 'string' || b.reason === undefined
const isLiveList = (b: unknown): b is Body & LiveListMessage =>
  isRecord(b) && typeof b.seq === 'number' && Array.isArray(b.events)

/** A pushed message read defensively: anything unexpected is null (and the page refetches). */
export function readEventMessage(command: string, text: string): EventMessage | null {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  if (!isEventBody(body)) return null
  if (command === 'Score' && isScore(body)) return { ...body, command }
  if (command === 'BetStop' && isBetStop(body)) return { ...body, command }
  if (command === 'OddsChanged' && isOdds(body)) return { ...body, command }
  return null
}

export function readLiveList(text: string): LiveListMessage | null {
  try {
    const body: unknown = JSON.parse(text)
    return isLiveList(body) ? body : null
  } catch {
    return null
  }
}

function applyMarkets(markets: SportsMarket[], changed: OddsMessage['markets']): SportsMarket[] {
  const byId = new Map(changed.map((m) => [m.id, m]))
  return markets.map((m) => {
    const c = byId.get(m.id)
    if (!c) return m
    const odds = new Map(c.outcomes.map((o) => [o.id, o.odds]))
    return {
      ...m,
      status: c.status,
      outcomes: m.outcomes.map((o) => (odds.has(o.id) ? { ...o, odds: odds.get(o.id)! } : o)),
    }
  })
}

/** Lays one event message on the event's snapshot (the event page's detail or a list row). */
export function applyEventMessage<E extends SportsEvent | SportsEventDetail>(event: E, msg: EventMessage): E {
  if (event.id !== msg.eventId || !event.live) return event
  const live = { ...event.live, stateVersion: Math.max(event.live.stateVersion, msg.stateVersion) }
  switch (msg.command) {
    case 'Score':
      return {
        ...event,
        score: msg.score,
        live: { ...live, period: msg.period, clock: msg.clock, added: msg.added },
      }
    case 'BetStop': {
      // Every in-play market is suspended until the reopening OddsChanged.
      const suspend = (m: SportsMarket): SportsMarket =>
        m.status === 'active' ? { ...m, status: 'suspended' } : m
      return {
        ...event,
        live: { ...live, betStop: true },
        mainMarket: event.mainMarket ? suspend(event.mainMarket) : null,
        ...('markets' in event ? { markets: event.markets.map(suspend) } : {}),
      }
    }
    case 'OddsChanged': {
      const reopened = msg.markets.some((m) => m.status === 'active')
      return {
        ...event,
        live: { ...live, betStop: reopened ? false : live.betStop },
        mainMarket: event.mainMarket ? applyMarkets([event.mainMarket], msg.markets)[0]! : null,
        ...('markets' in event ? { markets: applyMarkets(event.markets, msg.markets) } : {}),
      }
    }
  }
}

/**
 * The live list after a `LiveList` message: scores and clocks moved in place, or null when the
 * list's membership changed (an event went in play or finished) and the snapshot must be refetched.
 */
export function applyLiveList(events: readonly SportsEvent[], msg: LiveListMessage): SportsEvent[] | null {
  const ids = new Set(msg.events.map((e) => e.id))
  if (ids.size !== events.length || events.some((e) => !ids.has(e.id))) return null
  const byId = new Map(msg.events.map((e) => [e.id, e]))
  return events.map((e) => {
    const m = byId.get(e.id)!
    if (!e.live || m.score === null || m.period === null || m.clock === null) return e
    return { ...e, score: m.score, live: { ...e.live, period: m.period, clock: m.clock } }
  })
}

// ---------------------------------------------------------------------------------------------
// The scoreboard's words

/** The sports of /livespor in its order, e-sports as one group. */
export type LiveGroup = 'football' | 'basketball' | 'tennis' | 'volleyball' | 'hockey' | 'esports'
export const LIVE_GROUPS: readonly LiveGroup[] = [
  'football',
  'basketball',
  'tennis',
  'volleyball',
  'hockey',
  'esports',
]
export const liveGroupOf = (sport: SportKey): LiveGroup =>
  sport === 'cs2' || sport === 'lol' ? 'esports' : sport

/** The live events by sport group, in the order above, each group in kick-off order. */
export function groupLive(
  events: readonly SportsEvent[],
): Array<{ group: LiveGroup; events: SportsEvent[] }> {
  return LIVE_GROUPS.map((group) => ({
    group,
    events: events
      .filter((e) => liveGroupOf(e.sport) === group)
      .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.id - b.id),
  })).filter((g) => g.events.length > 0)
}

/**
 * The period in words: a string key and its number (1. Yarı, 2. Çeyrek, 3. Set, 2. Periyot,
 * Uzatma, Penaltı Atışları, 2. Harita…).
 */
export function periodLabel(period: string): { key: UiStringKey; n?: number } {
  if (period === 'HT') return { key: 'live.period.ht' }
  if (period === 'FT') return { key: 'live.period.ft' }
  // Ice hockey's single overtime and its shoot-out carry no number.
  if (period === 'OT') return { key: 'live.period.ot' }
  if (period === 'SO') return { key: 'live.period.shootout' }
  const m = /^(1H|2H|Q|OT|S|M|P)(\d*)$/.exec(period)
  if (!m) return { key: 'live.period.ft' }
  const n = Number(m[2]) || undefined
  const kind = m[1]
  if (kind === '1H') return { key: 'live.period.1h' }
  if (kind === '2H') return { key: 'live.period.2h' }
  if (kind === 'Q') return { key: 'live.period.quarter', n }
  if (kind === 'OT') return { key: 'live.period.overtime', n }
  if (kind === 'S') return { key: 'live.period.set', n }
  if (kind === 'P') return { key: 'live.period.period', n }
  return { key: 'live.period.map', n }
}

/**
 * The match clock as a scoreboard shows it: football's minute with stoppage (45+2'), basketball's
 * and ice hockey's minutes of the quarter or period (7'); none for tennis, volleyball and e-sports
 * (they have games, points and rounds), a shoot-out or a break.
 */
export function clockText(sport: SportKey, live: NonNullable<SportsEvent['live']>): string | null {
  if (live.period === 'HT' || live.period === 'FT') return null
  if (sport === 'football') {
    const base = live.period === '2H' ? Math.min(live.clock, 90) : Math.min(live.clock, 45)
    return live.added > 0 ? `${base}+${live.added}'` : `${Math.max(1, live.clock)}'`
  }
  if (sport === 'basketball') return `${live.clock}'`
  if (sport === 'hockey' && live.period !== 'SO') return `${live.clock}'`
  return null
}

/** Seconds left of a pending bet's delay, rounded up (0 once due). */
export function secondsLeft(acceptAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(acceptAt) - now) / 1000))
}
