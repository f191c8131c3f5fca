import { playFixture, type FixtureModel, type PlayedFixture } from '@galata/game-math/sports/index'
import { overlayResult, playedResult, type StoredResult } from './results.js'

/*
 * The match of an event, replayed from its model and seed (a pure function: the same on every
 * instance and on the verify page), and the result the book settles on: the simulator's, or an
 * operator's correction laid over it (results.ts, every sport).
 */

export type { StoredResult } from './results.js'

export function replay(model: unknown, seed: string): PlayedFixture {
  return playFixture(model as FixtureModel, seed)
}

/** The headline score of a played match: goals (ice hockey: with overtime), points, sets or maps. */
export function scoreOf(played: PlayedFixture): { home: number; away: number } {
  switch (played.sport) {
    case 'football':
    case 'basketball':
    case 'hockey':
      return { home: played.match.final.home, away: played.match.final.away }
    case 'tennis':
    case 'volleyball':
      return { home: played.match.final.sets[0], away: played.match.final.sets[1] }
    case 'cs2':
    case 'lol':
      return { home: played.match.final.series[0], away: played.match.final.series[1] }
  }
}

/**
 * What the event row stores as its result when the simulator finishes it: the headline, with the
 * half-time score of football and the regulation score of ice hockey (their markets read them).
 */
export function resultOf(played: PlayedFixture): StoredResult {
  if (played.sport === 'football' || played.sport === 'hockey') return playedResult(played)
  return scoreOf(played)
}

/** The played match with an operator's corrected result laid over the simulator's (results.ts). */
export function withResult(played: PlayedFixture, result: StoredResult | null): PlayedFixture {
  return overlayResult(played, result)
}
