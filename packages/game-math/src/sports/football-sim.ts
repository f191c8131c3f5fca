import {
  FIRST_HALF_SHARE,
  redCardFactor,
  type ExpectedGoals,
  type FootballLiveState,
} from './football-prices.js'
import { DEFAULT_RHO } from './dixon-coles.js'
import type { Uniform } from './seed-stream.js'

/*
 * The football simulator (research §6.3): minute by minute, each side's goals a Poisson process
 * whose rate makes each half's expected goals exactly the pricing model's (45% / 55% of λ and μ,
 * spread over the half including its stoppage time), times the red-card multipliers. Penalties,
 * cards, corners and dangerous attacks run on their own clocks. The draws follow the seed stream in
 * a fixed order, so a log replays exactly from its seed.
 *
 * Times: `at` is world-minutes since kick-off (half time lasts HALF_TIME_BREAK), `clock` is the
 * minute a scoreboard shows (45 + `added` in stoppage).
 */

export const HALF_TIME_BREAK = 15
/** Per team per minute (tunable): ~0.25 penalties, ~4 yellows, ~0.15 reds, ~10 corners a match. */
const PENALTY_RATE = 0.125 / 92
const PENALTY_SCORED = 0.78
const YELLOW_RATE = 2 / 92
const RED_RATE = 0.075 / 92
const CORNER_RATE = 5 / 92
const DANGER_RATE = 0.05

export type Side = 'home' | 'away'
export type FootballEventType =
  | 'kickoff'
  | 'goal'
  | 'penalty_missed'
  | 'yellow'
  | 'red'
  | 'corner'
  | 'danger'
  | 'half_time'
  | 'second_half'
  | 'full_time'

export interface FootballEvent {
  type: FootballEventType
  at: number
  clock: number
  added: number
  side?: Side
  /** The goal came from a penalty. */
  penalty?: boolean
  /** The scorer or booked player, when the teams have squads. */
  player?: string
  score: { home: number; away: number }
  /** A moment that stops live betting (goal, penalty, red card, dangerous attack). */
  isDangerous: boolean
}

export interface FootballFinal {
  home: number
  away: number
  htHome: number
  htAway: number
  corners: { home: number; away: number }
  yellows: { home: number; away: number }
  reds: { home: number; away: number }
}

export interface FootballMatch {
  events: FootballEvent[]
  final: FootballFinal
  /** World-minutes from kick-off to the final whistle. */
  duration: number
  stoppage: [number, number]
}

/**
 * One match. The minute-by-minute processes are independent Poisson, which the Dixon–Coles grid
 * corrects at the four low scores by τ; to play exactly to the priced grid a whole match is drawn
 * and kept with probability τ(x, y)/max τ, else drawn again further down the same stream.
 */
export interface Squads {
  home: readonly string[]
  away: readonly string[]
}

export function simulateFootball(
  xg: ExpectedGoals,
  u: Uniform,
  rho = DEFAULT_RHO,
  squads?: Squads,
): FootballMatch {
  const taus = [1 - xg.home * xg.away * rho, 1 + xg.home * rho, 1 + xg.away * rho, 1 - rho, 1]
  const tauMax = Math.max(...taus)
  for (;;) {
    const m = playOnce(xg, u, squads)
    const { home: x, away: y } = m.final
    const tau =
      x === 0 && y === 0
        ? taus[0]!
        : x === 0 && y === 1
          ? taus[1]!
          : x === 1 && y === 0
            ? taus[2]!
            : x === 1 && y === 1
              ? taus[3]!
              : 1
    if (u.next() * tauMax < tau) return m
  }
}

function playOnce(xg: ExpectedGoals, u: Uniform, squads?: Squads): FootballMatch {
  const stoppage: [number, number] = [1 + Math.floor(u.next() * 5), 2 + Math.floor(u.next() * 7)]
  const score = { home: 0, away: 0 }
  const reds = { home: 0, away: 0 }
  const yellows = { home: 0, away: 0 }
  const corners = { home: 0, away: 0 }
  const events: FootballEvent[] = []
  const push = (e: Omit<FootballEvent, 'score' | 'isDangerous'>, isDangerous = false) => {
    // A named player only where it reads naturally (goals, misses, cards); drawn after the event.
    const squad = e.side && squads ? squads[e.side] : undefined
    const named = ['goal', 'penalty_missed', 'yellow', 'red'].includes(e.type)
    const player = squad && named && squad.length > 0 ? squad[Math.floor(u.next() * squad.length)] : undefined
    events.push({ ...e, ...(player ? { player } : {}), score: { ...score }, isDangerous })
  }
  push({ type: 'kickoff', at: 0, clock: 0, added: 0 })
  let ht = { home: 0, away: 0 }
  let at = 0
  for (const half of [0, 1] as const) {
    const length = 45 + stoppage[half]
    const share = half === 0 ? FIRST_HALF_SHARE : 1 - FIRST_HALF_SHARE
    for (let i = 1; i <= length; i++) {
      at++
      const clock = Math.min(i, 45) + half * 45
      const added = Math.max(0, i - 45)
      for (const side of ['home', 'away'] as const) {
        const other: Side = side === 'home' ? 'away' : 'home'
        const mean = side === 'home' ? xg.home : xg.away
        const factor = redCardFactor(reds[side], reds[other])
        const rate = ((mean * share) / length) * factor
        const penalty = PENALTY_RATE * factor
        // One uniform per team-minute picks at most one thing that happens in it (the chance of
        // two is negligible at these rates); the slices are the events' per-minute chances.
        const goal = 1 - Math.exp(-Math.max(0, rate - penalty * PENALTY_SCORED))
        const v = u.next()
        const base = { at, clock, added, side }
        let edge = goal
        if (v < edge) {
          score[side]++
          push({ ...base, type: 'goal' }, true)
        } else if (v < (edge += penalty)) {
          if (u.next() < PENALTY_SCORED) {
            score[side]++
            push({ ...base, type: 'goal', penalty: true }, true)
          } else push({ ...base, type: 'penalty_missed' }, true)
        } else if (v < (edge += reds[side] < 3 ? RED_RATE : 0)) {
          reds[side]++
          push({ ...base, type: 'red' }, true)
        } else if (v < (edge += YELLOW_RATE)) {
          yellows[side]++
          push({ ...base, type: 'yellow' })
        } else if (v < (edge += CORNER_RATE)) {
          corners[side]++
          push({ ...base, type: 'corner' })
        } else if (v < edge + DANGER_RATE * factor) push({ ...base, type: 'danger' }, true)
      }
    }
    if (half === 0) {
      ht = { ...score }
      push({ type: 'half_time', at, clock: 45, added: stoppage[0] })
      at += HALF_TIME_BREAK
      push({ type: 'second_half', at, clock: 45, added: 0 })
    }
  }
  push({ type: 'full_time', at, clock: 90, added: stoppage[1] })
  return {
    events,
    final: { ...score, htHome: ht.home, htAway: ht.away, corners, yellows, reds },
    duration: at,
    stoppage,
  }
}

export type FootballPeriod = 'pre' | '1H' | 'HT' | '2H' | 'FT'

export interface FootballSnapshot extends FootballLiveState {
  period: FootballPeriod
  clock: number
  added: number
  corners: { home: number; away: number }
  /** Index of the last event counted: a live client's state version can follow it. */
  lastEvent: number
}

/** The match as it stood `at` world-minutes after kick-off: what live pricing starts from. */
export function footballStateAt(match: FootballMatch, at: number): FootballSnapshot {
  const s: FootballSnapshot = {
    period: at < 0 ? 'pre' : '1H',
    minute: 0,
    clock: 0,
    added: 0,
    home: 0,
    away: 0,
    homeRed: 0,
    awayRed: 0,
    corners: { home: 0, away: 0 },
    lastEvent: -1,
  }
  if (at < 0) return s
  match.events.forEach((e, i) => {
    if (e.at > at) return
    s.lastEvent = i
    s.home = e.score.home
    s.away = e.score.away
    s.clock = e.clock
    s.added = e.added
    if (e.type === 'red') s[e.side === 'home' ? 'homeRed' : 'awayRed']++
    if (e.type === 'corner') s.corners[e.side!]++
    if (e.type === 'half_time') s.period = 'HT'
    if (e.type === 'second_half') s.period = '2H'
    if (e.type === 'full_time') s.period = 'FT'
  })
  s.minute = s.period === 'FT' ? 90 : s.clock
  return s
}
