import {
  playFixture,
  type FixtureModel,
  type FootballResult,
  type PlayedFixture,
} from '@galata/game-math/sports/index'

/*
 * The match of an event, replayed from its model and seed (a pure function: the same on every
 * instance and on the verify page), and the result the book settles on: the simulator's, or an
 * operator's correction laid over it (football only: the score and the half-time score).
 */

export type StoredResult = { home: number; away: number; htHome?: number; htAway?: number }

export function replay(model: unknown, seed: string): PlayedFixture {
  return playFixture(model as FixtureModel, seed)
}

/** The headline score of a played match: goals, points, sets or maps. */
export function scoreOf(played: PlayedFixture): { home: number; away: number } {
  switch (played.sport) {
    case 'football':
    case 'basketball':
      return { home: played.match.final.home, away: played.match.final.away }
    case 'tennis':
      return { home: played.match.final.sets[0], away: played.match.final.sets[1] }
    case 'cs2':
    case 'lol':
      return { home: played.match.final.series[0], away: played.match.final.series[1] }
  }
}

/** What the event row stores as its result when the simulator finishes it. */
export function resultOf(played: PlayedFixture): StoredResult {
  if (played.sport === 'football') {
    const f = played.match.final
    return { home: f.home, away: f.away, htHome: f.htHome, htAway: f.htAway }
  }
  return scoreOf(played)
}

/** The played match with an operator's corrected football score laid over the simulator's. */
export function withResult(played: PlayedFixture, result: StoredResult | null): PlayedFixture {
  if (!result || played.sport !== 'football') return played
  const final: FootballResult & typeof played.match.final = {
    ...played.match.final,
    home: result.home,
    away: result.away,
    htHome: result.htHome ?? played.match.final.htHome,
    htAway: result.htAway ?? played.match.final.htAway,
  }
  return { sport: 'football', match: { ...played.match, final } }
}
