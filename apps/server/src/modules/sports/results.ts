import type { EventResult } from '@galata/contract'
import { SPORTS_LIMITS } from '@galata/contract'
import type { FixtureModel, PlayedFixture } from '@galata/game-math/sports/index'
import { AppError } from '../../lib/app-error.js'

/*
 * An operator's result per sport (docs/sportsbook.md: "enter or correct an event's result"). The headline
 * score is what a trader reads off the match: goals (football, with the half-time score), points
 * (basketball; ice hockey, overtime and shoot-out winner included), sets (tennis, volleyball) or
 * maps (CS2, LoL). A few markets need more than the headline — the games of each set (tennis totals
 * and game handicap), the first map's winner (e-sports `map1`) and ice hockey's regulation score
 * (its 1X2): when the headline changes, the operator gives them too; when it does not, the stored
 * ones stay. Validation here, the overlay on the replayed match in `overlayResult`.
 */

export type Side = 'home' | 'away'

/** What the event row stores as its result (the simulator's, or an operator's). */
export type StoredResult = {
  home: number
  away: number
  htHome?: number
  htAway?: number
  /** Tennis: games of each set, in order; volleyball: points of each set. */
  sets?: Array<[number, number]>
  /** Ice hockey: the score after regulation time (docs/sportsbook.md "Ice hockey"). */
  regHome?: number
  regAway?: number
  /** E-sports: who won the first map. */
  firstMap?: Side
}

const fail = (field: string, reason: string): never => {
  throw new AppError('VALIDATION_FAILED', { [field]: reason })
}

/** Sets or maps a series needs: best of n → ⌈n/2⌉ (0 for sports that are not series). */
export function toWin(model: FixtureModel): number {
  switch (model.sport) {
    case 'tennis':
      return (model.bestOf + 1) / 2
    case 'volleyball':
      return 3
    case 'cs2':
      return (model.roundChances.length + 1) / 2
    case 'lol':
      return (model.bestOf + 1) / 2
    case 'football':
    case 'basketball':
    case 'hockey':
      return 0
  }
}

/** A finished best-of series: one side on `need`, the other below it. */
function checkSeries(r: EventResult, need: number) {
  const done = (r.home === need && r.away < need) || (r.away === need && r.home < need)
  if (!done)
    fail(r.home > need ? 'home' : 'away', r.home > need || r.away > need ? 'too_big' : 'invalid_option')
}

/** A set's games as tennis allows them (tie-break at 6–6 in every set). */
const validSet = ([a, b]: [number, number]) => {
  const [w, l] = a > b ? [a, b] : [b, a]
  return (w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6))
}

/**
 * What a correction starts from: the stored result, with the set games or first map of the
 * simulator's match when the stored headline is the simulator's (the job stores only the headline).
 */
export function baseResult(played: PlayedFixture, stored: StoredResult | null): StoredResult {
  const sim = playedResult(played)
  if (!stored) return sim
  return stored.home === sim.home && stored.away === sim.away ? { ...sim, ...stored } : stored
}

/** The stored result an operator's input becomes, checked against the sport's rules. */
export function operatorResult(model: FixtureModel, input: EventResult, before: StoredResult): StoredResult {
  const { home, away } = input
  const sameHeadline = home === before.home && away === before.away
  const notFor = (field: keyof EventResult) => input[field] !== undefined && fail(field, 'invalid_option')
  if (model.sport !== 'hockey') {
    notFor('regHome')
    notFor('regAway')
  }
  switch (model.sport) {
    case 'football': {
      notFor('sets')
      notFor('firstMap')
      if (home > SPORTS_LIMITS.goalsMax) fail('home', 'too_big')
      if (away > SPORTS_LIMITS.goalsMax) fail('away', 'too_big')
      const htHome = input.htHome ?? before.htHome
      const htAway = input.htAway ?? before.htAway
      if (htHome === undefined) fail('htHome', 'required')
      if (htAway === undefined) fail('htAway', 'required')
      if (htHome! > home) fail('htHome', 'too_big')
      if (htAway! > away) fail('htAway', 'too_big')
      return { home, away, htHome, htAway }
    }
    case 'basketball': {
      notFor('htHome')
      notFor('htAway')
      notFor('sets')
      notFor('firstMap')
      // Overtimes are played until someone leads: a basketball match has no draw.
      if (home === away) fail('away', 'invalid_option')
      return { home, away }
    }
    case 'tennis': {
      notFor('htHome')
      notFor('htAway')
      notFor('firstMap')
      checkSeries(input, toWin(model))
      const sets = input.sets ?? (sameHeadline ? before.sets : undefined)
      if (!sets) return fail('sets', 'required')
      if (sets.length !== home + away || !sets.every(validSet)) fail('sets', 'invalid_option')
      const won = sets.filter(([a, b]) => a > b).length
      if (won !== home || sets.length - won !== away) fail('sets', 'invalid_option')
      // The match ends when a side reaches its sets: the last set is the winner's.
      const last = sets.at(-1)!
      if (last[0] > last[1] !== home > away) fail('sets', 'invalid_option')
      return { home, away, sets }
    }
    case 'volleyball': {
      notFor('htHome')
      notFor('htAway')
      notFor('firstMap')
      // The markets read the sets only; each set's points stay while the headline does.
      notFor('sets')
      checkSeries(input, toWin(model))
      return sameHeadline && before.sets ? { home, away, sets: before.sets } : { home, away }
    }
    case 'hockey': {
      notFor('htHome')
      notFor('htAway')
      notFor('sets')
      notFor('firstMap')
      if (home > SPORTS_LIMITS.goalsMax) fail('home', 'too_big')
      if (away > SPORTS_LIMITS.goalsMax) fail('away', 'too_big')
      // Overtime and the shoot-out always find a winner.
      if (home === away) fail('away', 'invalid_option')
      const known = sameHeadline ? before : Math.abs(home - away) >= 2 ? { regHome: home, regAway: away } : {}
      const regHome = input.regHome ?? known.regHome
      const regAway = input.regAway ?? known.regAway
      if (regHome === undefined) return fail('regHome', 'required')
      if (regAway === undefined) return fail('regAway', 'required')
      // Level after regulation: the extra time's winner is credited one goal; else nothing changes.
      const fits =
        regHome === regAway
          ? (home === regHome + 1 && away === regAway) || (away === regAway + 1 && home === regHome)
          : home === regHome && away === regAway
      if (!fits) fail('regHome', 'invalid_option')
      return { home, away, regHome, regAway }
    }
    case 'cs2':
    case 'lol': {
      notFor('htHome')
      notFor('htAway')
      notFor('sets')
      checkSeries(input, toWin(model))
      const firstMap = input.firstMap ?? (sameHeadline ? before.firstMap : undefined)
      if (!firstMap) return fail('firstMap', 'required')
      // A side that won no map did not win the first one.
      if ((firstMap === 'home' ? home : away) === 0) fail('firstMap', 'invalid_option')
      return { home, away, firstMap }
    }
  }
}

/** The result the simulator played, in the stored shape (so a correction can start from it). */
export function playedResult(played: PlayedFixture): StoredResult {
  switch (played.sport) {
    case 'football': {
      const f = played.match.final
      return { home: f.home, away: f.away, htHome: f.htHome, htAway: f.htAway }
    }
    case 'basketball':
      return { home: played.match.final.home, away: played.match.final.away }
    case 'tennis': {
      const f = played.match.final
      return { home: f.sets[0], away: f.sets[1], sets: f.setScores }
    }
    case 'volleyball': {
      const f = played.match.final
      return { home: f.sets[0], away: f.sets[1], sets: f.setScores }
    }
    case 'hockey': {
      const f = played.match.final
      return { home: f.home, away: f.away, regHome: f.regulation[0], regAway: f.regulation[1] }
    }
    case 'cs2':
    case 'lol': {
      const f = played.match.final
      const first = played.match.events.find((e) => e.type === 'map_end')?.side
      return { home: f.series[0], away: f.series[1], ...(first ? { firstMap: first } : {}) }
    }
  }
}

/**
 * The played match with a stored result laid over it, for settlement: every market the engine
 * settles reads `final` (and the map winners of an e-sports log), so the overlay rewrites those.
 */
export function overlayResult(played: PlayedFixture, r: StoredResult | null): PlayedFixture {
  if (!r) return played
  switch (played.sport) {
    case 'football': {
      const f = played.match.final
      const final = {
        ...f,
        home: r.home,
        away: r.away,
        htHome: r.htHome ?? f.htHome,
        htAway: r.htAway ?? f.htAway,
      }
      return { sport: 'football', match: { ...played.match, final } }
    }
    case 'basketball':
      return {
        sport: 'basketball',
        match: { ...played.match, final: { ...played.match.final, home: r.home, away: r.away } },
      }
    case 'tennis': {
      const setScores = r.sets ?? played.match.final.setScores
      const final = {
        sets: [r.home, r.away] as [number, number],
        setScores,
        totalGames: setScores.reduce((s, [a, b]) => s + a + b, 0),
        winner: (r.home > r.away ? 'home' : 'away') as Side,
      }
      return { sport: 'tennis', match: { ...played.match, final } }
    }
    case 'volleyball': {
      const final = {
        sets: [r.home, r.away] as [number, number],
        setScores: r.sets ?? played.match.final.setScores,
        winner: (r.home > r.away ? 'home' : 'away') as Side,
      }
      return { sport: 'volleyball', match: { ...played.match, final } }
    }
    case 'hockey': {
      const f = played.match.final
      const regulation: [number, number] = [r.regHome ?? f.regulation[0], r.regAway ?? f.regulation[1]]
      const final = { ...f, home: r.home, away: r.away, regulation }
      return { sport: 'hockey', match: { ...played.match, final } }
    }
    case 'cs2':
    case 'lol': {
      const m = played.match
      const winner: Side = r.home > r.away ? 'home' : 'away'
      const firstMap = r.firstMap ?? m.events.find((e) => e.type === 'map_end')?.side ?? winner
      // Only the first map's winner is read from the log (`map1`); the series decides the rest.
      let seen = false
      const events = m.events.map((e) => {
        if (e.type !== 'map_end' || seen) return e
        seen = true
        return { ...e, side: firstMap }
      })
      const final = { ...m.final, series: [r.home, r.away] as [number, number], winner }
      return { sport: played.sport, match: { ...m, events, final } }
    }
  }
}
