import type { LiveState, PlayedFixture } from '@galata/game-math/sports/index'
import type { SportsEvent, SportsTracker } from '@galata/contract'
import type { sportsEvents } from '../../db/schema/index.js'
import { replay } from './replay.js'

/*
 * What the live job keeps on an event row (`live_state`, docs/sportsbook.md) and how an answer shows it. The
 * job writes it (live.ts); the views read it for the scoreboard of a live event.
 */

export interface LiveRow {
  state: LiveState
  /** Bet-stop moments processed so far (the timeline's count up to the last pass). */
  moments: number
  /** The world-minute of the last repricing. */
  minute: number
  /** Whether the in-play markets were open after the last pass (false during a bet stop). */
  open: boolean
  /** Real time (ms) of the last repricing. */
  pricedAt?: number
}

type EventRow = typeof sportsEvents.$inferSelect

/** The periods whose clock runs with the world's time (a break or a set has none). */
const RUNNING = /^(1H|2H|Q\d|OT\d*)$/

/**
 * `speed`: SPORTS_SPEED, world-minutes per real minute; the view's `clockRate` lets a page tick the
 * clock between passes (football, basketball and ice hockey in a running period, not in stoppage
 * time or an intermission).
 */
export function liveView(
  e: Pick<EventRow, 'liveState' | 'stateVersion' | 'betStopUntil' | 'sport'>,
  speed = 1,
): { score: { home: number; away: number }; view: NonNullable<SportsEvent['live']> } | null {
  const row = e.liveState as LiveRow | null
  if (!row) return null
  const { state } = row
  // Ice hockey's clock stands in the intermissions, where the state stays on the period's 20th minute.
  const runs =
    ((e.sport === 'football' || e.sport === 'basketball') &&
      RUNNING.test(state.period) &&
      state.added === 0) ||
    (e.sport === 'hockey' &&
      /^(P[1-3]|OT)$/.test(state.period) &&
      state.clock < (state.period === 'OT' ? 5 : 20))
  return {
    score: state.score,
    view: {
      period: state.period,
      clock: state.clock,
      added: state.added,
      clockRate: runs ? speed / 60 : 0,
      stateVersion: e.stateVersion,
      betStop: !row.open,
      ...(state.detail ? { detail: state.detail } : {}),
    },
  }
}

/** Replays of the events whose tracker was asked for, by seed (a match is replayed once). */
const played = new Map<string, PlayedFixture>()

/**
 * The match tracker of a live football event (docs/sportsbook.md): its timeline and counts up to `at`
 * (world-minutes since kick-off) and no further, so the page never shows a moment to come. The
 * caller passes the minute the last live pass processed, not the clock's: a tracker ahead of the
 * book would show a goal before its bet stop and cash-out offers (docs/sportsbook.md "Live on the
 * web"). Other sports have their scoreboard's detail instead (null).
 */
export function trackerOf(e: Pick<EventRow, 'model' | 'seed' | 'sport'>, at: number): SportsTracker | null {
  if (e.sport !== 'football') return null
  let p = played.get(e.seed)
  if (!p) {
    if (played.size >= 500) played.delete(played.keys().next().value!)
    p = replay(e.model, e.seed)
    played.set(e.seed, p)
  }
  if (p.sport !== 'football') return null
  const events: SportsTracker['events'] = []
  const count = {
    attacks: { home: 0, away: 0 },
    corners: { home: 0, away: 0 },
    yellows: { home: 0, away: 0 },
    reds: { home: 0, away: 0 },
  }
  for (const ev of p.match.events) {
    if (ev.at > at) break
    if (!ev.side) continue
    const kind =
      ev.type === 'goal'
        ? ev.penalty
          ? 'penalty_goal'
          : 'goal'
        : ev.type === 'penalty_missed' || ev.type === 'yellow' || ev.type === 'red' || ev.type === 'corner'
          ? ev.type
          : null
    if (ev.type === 'danger') count.attacks[ev.side]++
    if (ev.type === 'corner') count.corners[ev.side]++
    if (ev.type === 'yellow') count.yellows[ev.side]++
    if (ev.type === 'red') count.reds[ev.side]++
    if (kind)
      events.push({ kind, clock: ev.clock, added: ev.added, side: ev.side, player: ev.player ?? null })
  }
  const pushes = (side: 'home' | 'away') => count.attacks[side] + count.corners[side] + 1
  const home = Math.round((100 * pushes('home')) / (pushes('home') + pushes('away')))
  return {
    events,
    stats: [
      { key: 'pressure', home, away: 100 - home },
      { key: 'attacks', ...count.attacks },
      { key: 'corners', ...count.corners },
      { key: 'yellows', ...count.yellows },
      { key: 'reds', ...count.reds },
    ],
  }
}
