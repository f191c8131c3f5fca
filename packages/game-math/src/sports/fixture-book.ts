import type { LegSettlement } from './bet-math.js'
import {
  basketballModel,
  pointsPerPossession,
  priceBasketball,
  settleBasketballOutcome,
  simulateBasketball,
  type BasketballMatch,
} from './basketball.js'
import {
  cs2MapProbability,
  eloChance,
  MAP_ELO_SCALE,
  mapWinnersOf,
  priceSeries,
  ROUND_ELO_SCALE,
  settleSeriesOutcome,
  simulateCs2,
  simulateLol,
  type EsportsMatch,
} from './esports.js'
import { expectedGoals, priceFootball, settleFootballOutcome, type ExpectedGoals } from './football-prices.js'
import { simulateFootball, type FootballMatch, type Squads } from './football-sim.js'
import type { Market } from './market.js'
import type { Fixture } from './schedule.js'
import { SeedStream } from './seed-stream.js'
import {
  priceTennis,
  servePoints,
  settleTennisOutcome,
  simulateTennis,
  tennisOutlook,
  type TennisMatch,
} from './tennis.js'
import {
  hockeyRates,
  priceHockey,
  settleHockeyOutcome,
  simulateHockey,
  type HockeyMatch,
  type HockeyRates,
} from './hockey.js'
import {
  priceVolleyball,
  settleVolleyballOutcome,
  simulateVolleyball,
  volleyballServe,
  type VolleyballMatch,
  type VolleyballServe,
} from './volleyball.js'
import { findTeam, type Team, type World } from './world.js'
import { CS2_MAPS } from './world-data.js'

/*
 * One fixture end to end: its model inputs from the teams' published ratings, its pre-match
 * markets, its simulation from the fixture's seed, and each outcome's settlement from the result.
 * The server calls these; the verify page replays `playFixture` from the revealed seed.
 */

export type FixtureModel =
  | { sport: 'football'; xg: ExpectedGoals; squads?: Squads }
  | { sport: 'basketball'; ppp: { home: number; away: number } }
  | { sport: 'tennis'; serve: { a: number; b: number }; bestOf: 3 | 5 }
  | { sport: 'volleyball'; serve: VolleyballServe }
  | { sport: 'hockey'; rates: HockeyRates }
  | { sport: 'cs2'; roundChances: number[] }
  | { sport: 'lol'; mapChance: number; bestOf: number }

function teamOf(world: World, key: string): Team {
  const t = findTeam(world, key)
  if (!t) throw new Error(`unknown team ${key}`)
  return t
}

export function fixtureModel(world: World, f: Fixture): FixtureModel {
  const home = teamOf(world, f.homeKey)
  const away = teamOf(world, f.awayKey)
  const h = home.ratings
  const a = away.ratings
  switch (f.sport) {
    case 'football':
      if (h.kind !== 'football' || a.kind !== 'football') break
      return {
        sport: 'football',
        xg: expectedGoals(h, a),
        ...(home.squad && away.squad ? { squads: { home: home.squad, away: away.squad } } : {}),
      }
    case 'basketball':
      if (h.kind !== 'basketball' || a.kind !== 'basketball') break
      return { sport: 'basketball', ppp: pointsPerPossession(h, a) }
    case 'tennis':
      if (h.kind !== 'tennis' || a.kind !== 'tennis') break
      return { sport: 'tennis', serve: servePoints(h, a), bestOf: f.bestOf === 5 ? 5 : 3 }
    case 'volleyball':
      if (h.kind !== 'volleyball' || a.kind !== 'volleyball') break
      return { sport: 'volleyball', serve: volleyballServe(h, a) }
    case 'hockey':
      if (h.kind !== 'hockey' || a.kind !== 'hockey') break
      return { sport: 'hockey', rates: hockeyRates(h, a) }
    case 'cs2': {
      if (h.kind !== 'esports' || a.kind !== 'esports') break
      const maps = f.maps ?? [CS2_MAPS[0]]
      return {
        sport: 'cs2',
        roundChances: maps.map((m) => {
          const i = CS2_MAPS.indexOf(m as (typeof CS2_MAPS)[number])
          return eloChance(h.elo + (h.maps[i] ?? 0), a.elo + (a.maps[i] ?? 0), ROUND_ELO_SCALE)
        }),
      }
    }
    case 'lol':
      if (h.kind !== 'esports' || a.kind !== 'esports') break
      return { sport: 'lol', mapChance: eloChance(h.elo, a.elo, MAP_ELO_SCALE), bestOf: f.bestOf ?? 1 }
  }
  throw new Error(`ratings do not fit ${f.sport} for ${f.id}`)
}

/** Every pre-match market of a fixture, priced. */
export function priceFixture(model: FixtureModel): Market[] {
  switch (model.sport) {
    case 'football':
      return priceFootball(model.xg)
    case 'basketball':
      return priceBasketball(basketballModel(model.ppp))
    case 'tennis':
      return priceTennis(tennisOutlook(model.serve.a, model.serve.b, model.bestOf), model.bestOf)
    case 'volleyball':
      return priceVolleyball(model.serve)
    case 'hockey':
      return priceHockey(model.rates)
    case 'cs2':
      return priceSeries(model.roundChances.map(cs2MapProbability))
    case 'lol':
      return priceSeries(Array.from({ length: model.bestOf }, () => model.mapChance))
  }
}

export type PlayedFixture =
  | { sport: 'football'; match: FootballMatch }
  | { sport: 'basketball'; match: BasketballMatch }
  | { sport: 'tennis'; match: TennisMatch }
  | { sport: 'volleyball'; match: VolleyballMatch }
  | { sport: 'hockey'; match: HockeyMatch }
  | { sport: 'cs2' | 'lol'; match: EsportsMatch }

/** Plays the fixture from its seed: the same seed gives the same log, on any machine. */
export function playFixture(model: FixtureModel, seedHex: string): PlayedFixture {
  const u = new SeedStream(seedHex)
  switch (model.sport) {
    case 'football':
      return { sport: 'football', match: simulateFootball(model.xg, u, undefined, model.squads) }
    case 'basketball':
      return { sport: 'basketball', match: simulateBasketball(model.ppp, u) }
    case 'tennis':
      return { sport: 'tennis', match: simulateTennis(model.serve.a, model.serve.b, model.bestOf, u) }
    case 'volleyball':
      return { sport: 'volleyball', match: simulateVolleyball(model.serve, u) }
    case 'hockey':
      return { sport: 'hockey', match: simulateHockey(model.rates, u) }
    case 'cs2':
      return { sport: 'cs2', match: simulateCs2(model.roundChances, u) }
    case 'lol':
      return { sport: 'lol', match: simulateLol(model.mapChance, model.bestOf, u) }
  }
}

/** The result of one outcome from a played fixture. */
export function settleOutcome(
  played: PlayedFixture,
  market: { key: string; line?: number; outcomeKeys: readonly string[] },
  outcomeKey: string,
): LegSettlement {
  switch (played.sport) {
    case 'football':
      return settleFootballOutcome(market, outcomeKey, played.match.final)
    case 'basketball':
      return settleBasketballOutcome(market, outcomeKey, played.match.final)
    case 'tennis':
      return settleTennisOutcome(market, outcomeKey, played.match.final)
    case 'volleyball':
      return settleVolleyballOutcome(market, outcomeKey, played.match.final)
    case 'hockey':
      return settleHockeyOutcome(market, outcomeKey, played.match.final)
    case 'cs2':
    case 'lol':
      return settleSeriesOutcome(market, outcomeKey, played.match.final, mapWinnersOf(played.match))
  }
}
