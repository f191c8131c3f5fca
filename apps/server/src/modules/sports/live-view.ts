import type { LiveState } from '@galata/game-math/sports/index'
import type { SportsEvent } from '@galata/contract'
import type { sportsEvents } from '../../db/schema/index.js'

/*
 * What the live job keeps on an event row (`live_state`, issue 17) and how an answer shows it. The
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

export function liveView(
  e: Pick<EventRow, 'liveState' | 'stateVersion' | 'betStopUntil'>,
): { score: { home: number; away: number }; view: NonNullable<SportsEvent['live']> } | null {
  const row = e.liveState as LiveRow | null
  if (!row) return null
  const { state } = row
  return {
    score: state.score,
    view: {
      period: state.period,
      clock: state.clock,
      added: state.added,
      stateVersion: e.stateVersion,
      betStop: !row.open,
      ...(state.detail ? { detail: state.detail } : {}),
    },
  }
}
