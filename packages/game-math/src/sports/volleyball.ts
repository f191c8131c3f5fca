import type { LegSettlement } from './bet-math.js'
import { lineText, priced, type Market, type MarketSpec, type Text } from './market.js'
import type { Uniform } from './seed-stream.js'

/*
 * Volleyball (docs/sportsbook.md "Volleyball"): rally-point scoring, best of five sets, sets to 25
 * and the fifth to 15, each won by two. The model is a Markov chain on rallies: the serving side
 * wins the rally with its own chance (`home` when the home side serves, `away` when the away side
 * serves) and the rally's winner serves next. The pricer is exact: dynamic programming over the
 * points of a set (the deuce tail in closed form) and over the sets of the match; the simulator
 * plays the same chain rally by rally, so the book's prices are the world's own chances.
 */

export const SETS_TO_WIN = 3
export const SET_POINTS = 25
export const FIFTH_SET_POINTS = 15
/** World-minutes a rally takes, and the break between sets. */
export const RALLY_MINUTES = 0.4
export const SET_BREAK = 3

/** A side's chance of winning a rally on its own serve (the rest is the receiver's side-out). */
export interface VolleyballServe {
  home: number
  away: number
}

export interface VolleyballRating {
  /** Chance of winning a rally on own serve against an average receiver. */
  serve: number
  /** Chance of winning a rally on the opponent's serve against an average server. */
  reception: number
}

/** Average receivers side out 60 % of the time; the home side wins a point more in a hundred. */
const AVERAGE_RECEPTION = 0.6
const HOME_EDGE = 0.01

export function volleyballServe(home: VolleyballRating, away: VolleyballRating): VolleyballServe {
  const clamp = (p: number) => Math.min(0.6, Math.max(0.25, p))
  return {
    home: clamp(home.serve - (away.reception - AVERAGE_RECEPTION) + HOME_EDGE),
    away: clamp(away.serve - (home.reception - AVERAGE_RECEPTION) - HOME_EDGE),
  }
}

export type Side = 'home' | 'away'

/** Points needed in set `index` (0-based): the deciding fifth is shorter. */
export const setTarget = (index: number) => (index === 2 * SETS_TO_WIN - 2 ? FIFTH_SET_POINTS : SET_POINTS)

/**
 * Who serves a set's first rally: the home side in sets 1, 3 and 5, the away side in 2 and 4 (a
 * fixed rotation in place of the toss, so the price knows it).
 */
export const firstServer = (index: number): Side => (index % 2 === 0 ? 'home' : 'away')

/**
 * P(home wins a set from `h`–`a` with `server` to serve), to `target` points, win by two. From a
 * tie at target − 1 or later, the chain between ties has a closed form: with t_H (t_A) the chance
 * from a tie with the home (away) side serving,
 *   t_H = s_H(s_H + (1 − s_H)t_A) + (1 − s_H)(1 − s_A)t_H
 *   t_A = (1 − s_A)(s_H + (1 − s_H)t_A) + s_A(1 − s_A)t_H.
 */
export function setWinProbability(
  s: VolleyballServe,
  target: number,
  h = 0,
  a = 0,
  server: Side = 'home',
): number {
  const sh = s.home
  const sa = s.away
  // Solve the 2×2 system above for (t_H, t_A).
  const a11 = 1 - (1 - sh) * (1 - sa)
  const a12 = -sh * (1 - sh)
  const b1 = sh * sh
  const a21 = -sa * (1 - sa)
  const a22 = 1 - (1 - sa) * (1 - sh)
  const b2 = (1 - sa) * sh
  const det = a11 * a22 - a12 * a21
  const tieHome = (b1 * a22 - a12 * b2) / det
  const tieAway = (a11 * b2 - b1 * a21) / det
  const memo = new Map<number, number>()
  const win = (x: number, y: number, srv: Side): number => {
    if (x >= target && x - y >= 2) return 1
    if (y >= target && y - x >= 2) return 0
    if (x >= target - 1 && x === y) return srv === 'home' ? tieHome : tieAway
    const key = (x * 64 + y) * 2 + (srv === 'home' ? 0 : 1)
    const hit = memo.get(key)
    if (hit !== undefined) return hit
    const p = srv === 'home' ? sh : 1 - sa
    const v = p * win(x + 1, y, 'home') + (1 - p) * win(x, y + 1, 'away')
    memo.set(key, v)
    return v
  }
  return win(h, a, server)
}

/** Where a match stands: sets won, and the points and server of the set in play. */
export interface VolleyballPosition {
  sets: [number, number]
  points: [number, number]
  server: Side
}

export const START: VolleyballPosition = { sets: [0, 0], points: [0, 0], server: 'home' }

/** Final set scores as `h-a` keys with their chances: the whole outlook of a match. */
export interface VolleyballOutlook {
  /** Keys `3-0` … `0-3`. */
  setScores: Map<string, number>
  home: number
}

export const SET_SCORES = ['3-0', '3-1', '3-2', '2-3', '1-3', '0-3'] as const

/** The exact distribution of final set scores from a position, by DP over sets. */
export function volleyballOutlook(s: VolleyballServe, pos: VolleyballPosition = START): VolleyballOutlook {
  const out = new Map<string, number>()
  const add = (k: string, v: number) => out.set(k, (out.get(k) ?? 0) + v)
  const walk = (h: number, a: number, v: number, first: boolean) => {
    if (h === SETS_TO_WIN || a === SETS_TO_WIN) return add(`${h}-${a}`, v)
    const index = h + a
    const w = first
      ? setWinProbability(s, setTarget(index), pos.points[0], pos.points[1], pos.server)
      : setWinProbability(s, setTarget(index), 0, 0, firstServer(index))
    walk(h + 1, a, v * w, false)
    walk(h, a + 1, v * (1 - w), false)
  }
  walk(pos.sets[0], pos.sets[1], 1, true)
  let home = 0
  for (const [k, v] of out) if (Number(k[0]) === SETS_TO_WIN) home += v
  return { setScores: out, home }
}

const t = (tr: string, en: string): Text => ({ tr, en })
const comma = (x: number) => String(x).replace('.', ',')

/** Set margin (home − away) of a final set score key. */
const marginOf = (k: string) => Number(k[0]) - Number(k[2])
const setsOf = (k: string) => Number(k[0]) + Number(k[2])

export const SET_HANDICAP_LINES = [-1.5, 1.5] as const
export const TOTAL_SET_LINES = [3.5, 4.5] as const

/**
 * The market specs of an outlook (before margins): match winner, set handicap ±1.5, total sets
 * 3.5 and 4.5, correct set score. Every outcome's chance is a sum over the same set-score
 * distribution, so each market's chances sum to one.
 */
export function volleyballSpecs(o: VolleyballOutlook): MarketSpec[] {
  const sum = (pred: (k: string) => boolean) =>
    [...o.setScores].reduce((acc, [k, v]) => acc + (pred(k) ? v : 0), 0)
  return [
    {
      key: 'ml',
      name: t('Maç sonucu', 'Match winner'),
      family: 'main',
      outcomes: [
        { key: 'home', name: t('1', '1'), prob: o.home },
        { key: 'away', name: t('2', '2'), prob: 1 - o.home },
      ],
    },
    ...SET_HANDICAP_LINES.map((h) => ({
      key: 'shcp',
      line: h,
      name: t(`Set handikapı (${lineText(h)})`, `Set handicap (${lineText(h)})`),
      family: 'line' as const,
      outcomes: [
        {
          key: 'home',
          name: t(`1 (${comma(h)})`, `Home (${lineText(h)})`),
          prob: sum((k) => marginOf(k) + h > 0),
        },
        {
          key: 'away',
          name: t(`2 (${comma(-h)})`, `Away (${lineText(-h)})`),
          prob: sum((k) => marginOf(k) + h < 0),
        },
      ],
    })),
    ...TOTAL_SET_LINES.map((l) => ({
      key: 'tsets',
      line: l,
      name: t(`Toplam set ${comma(l)}`, `Total sets ${l}`),
      family: 'line' as const,
      outcomes: [
        { key: 'under', name: t('Alt', 'Under'), prob: sum((k) => setsOf(k) < l) },
        { key: 'over', name: t('Üst', 'Over'), prob: sum((k) => setsOf(k) > l) },
      ],
    })),
    {
      key: 'sets',
      name: t('Set skoru', 'Set score'),
      family: 'multi',
      outcomes: SET_SCORES.map((k) => ({ key: k, name: t(k, k), prob: o.setScores.get(k) ?? 0 })),
    },
  ]
}

/** Every pre-match market of a volleyball match, priced. */
export function priceVolleyball(s: VolleyballServe): Market[] {
  return priced(volleyballSpecs(volleyballOutlook(s)))
}

export interface VolleyballEvent {
  type: 'start' | 'point' | 'set' | 'full_time'
  at: number
  /** 0-based index of the set. */
  set: number
  side?: Side
  points: [number, number]
  sets: [number, number]
}

export interface VolleyballMatch {
  events: VolleyballEvent[]
  final: { sets: [number, number]; setScores: Array<[number, number]>; winner: Side }
  duration: number
}

/** Plays the match rally by rally from the two serve chances (the pricer's chain). */
export function simulateVolleyball(s: VolleyballServe, u: Uniform): VolleyballMatch {
  const sets: [number, number] = [0, 0]
  const setScores: Array<[number, number]> = []
  const events: VolleyballEvent[] = [{ type: 'start', at: 0, set: 0, points: [0, 0], sets: [0, 0] }]
  let at = 0
  while (sets[0] < SETS_TO_WIN && sets[1] < SETS_TO_WIN) {
    const index = sets[0] + sets[1]
    const target = setTarget(index)
    const pts: [number, number] = [0, 0]
    let server = firstServer(index)
    for (;;) {
      at += RALLY_MINUTES
      const p = server === 'home' ? s.home : 1 - s.away
      server = u.next() < p ? 'home' : 'away'
      pts[server === 'home' ? 0 : 1]++
      events.push({ type: 'point', at, set: index, side: server, points: [...pts], sets: [...sets] })
      const [x, y] = pts
      if ((x >= target || y >= target) && Math.abs(x - y) >= 2) break
    }
    const winner: Side = pts[0] > pts[1] ? 'home' : 'away'
    sets[winner === 'home' ? 0 : 1]++
    setScores.push([...pts])
    events.push({ type: 'set', at, set: index, side: winner, points: [...pts], sets: [...sets] })
    at += SET_BREAK
  }
  at -= SET_BREAK
  const winner: Side = sets[0] > sets[1] ? 'home' : 'away'
  events.push({
    type: 'full_time',
    at,
    set: setScores.length - 1,
    side: winner,
    points: [...setScores.at(-1)!],
    sets: [...sets],
  })
  return { events, final: { sets, setScores, winner }, duration: at }
}

export interface VolleyballState extends VolleyballPosition {
  /** 0-based index of the set in play (the last one once over). */
  set: number
  /** Points of every finished set, in order. */
  setScores: Array<[number, number]>
  isOver: boolean
}

/** The scoreboard at world-minute `at`: sets, the set in play's points and who serves next. */
export function volleyballStateAt(m: VolleyballMatch, at: number): VolleyballState {
  const setScores: Array<[number, number]> = []
  let state: VolleyballState = { ...START, points: [0, 0], sets: [0, 0], set: 0, setScores, isOver: false }
  for (const e of m.events) {
    if (e.at > at) break
    if (e.type === 'point')
      state = { ...state, set: e.set, points: [...e.points], server: e.side ?? state.server }
    else if (e.type === 'set') {
      setScores.push([...e.points])
      const next = e.sets[0] + e.sets[1]
      state = { ...state, sets: [...e.sets], set: next, points: [0, 0], server: firstServer(next) }
    } else if (e.type === 'full_time') state = { ...state, set: e.set, isOver: true }
  }
  return { ...state, setScores: [...setScores] }
}

/** In play: the same markets from the position, on the pre-match lines (docs/sportsbook.md). */
export function priceVolleyballLive(s: VolleyballServe, m: VolleyballMatch, at: number): Market[] {
  const st = volleyballStateAt(m, at)
  if (st.isOver) return []
  return priced(volleyballSpecs(volleyballOutlook(s, st)))
}

/** Settles one outcome on the final sets (every volleyball market reads the set score). */
export function settleVolleyballOutcome(
  market: { key: string; line?: number },
  outcomeKey: string,
  r: { sets: readonly [number, number] },
): LegSettlement {
  const won = (b: boolean): LegSettlement => ({ result: b ? 'won' : 'lost' })
  const [h, a] = r.sets
  const line = market.line ?? 0
  switch (market.key) {
    case 'ml':
      return won(h > a === (outcomeKey === 'home'))
    case 'shcp':
      return won(h - a + line > 0 === (outcomeKey === 'home'))
    case 'tsets':
      return won(h + a > line === (outcomeKey === 'over'))
    case 'sets':
      return won(outcomeKey === `${h}-${a}`)
    default:
      throw new Error(`unknown volleyball market ${market.key}`)
  }
}
