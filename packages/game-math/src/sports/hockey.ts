import type { LegSettlement } from './bet-math.js'
import { lineText, priced, type Market, type MarketSpec, type Text } from './market.js'
import type { Uniform } from './seed-stream.js'

/*
 * Ice hockey (docs/sportsbook.md "Ice hockey"): three 20-minute periods in which each side scores
 * as a Poisson process at its own rate; level after regulation, a 5-minute sudden-death overtime
 * (the first goal wins), then a shoot-out. The shoot-out is three rounds of one attempt a side and
 * then sudden-death rounds, every attempt scoring with the same chance for both sides, so each
 * side wins it with exactly one half. The winner of an overtime or a shoot-out is credited one
 * goal (the North American convention): a level regulation always ends one goal apart.
 *
 * The pricer is exact: the regulation score is two independent Poissons (the grid summed to the
 * far tail), overtime is the race of two exponential clocks, the shoot-out a coin.
 */

export const PERIODS = 3
export const PERIOD_MINUTES = 20
export const REGULATION_MINUTES = PERIODS * PERIOD_MINUTES
export const OVERTIME_MINUTES = 5
/** World-minutes of the intermissions (shortened like basketball's breaks) and of each attempt. */
export const INTERMISSION = 3
export const SHOOTOUT_ATTEMPT_MINUTES = 0.25
export const SHOOTOUT_ROUNDS = 3
export const SHOOTOUT_SCORE_CHANCE = 1 / 3

/** Goals per 60 minutes of each side. */
export interface HockeyRates {
  home: number
  away: number
}

export interface HockeyRating {
  /** Log scale, like football's: goals for and against around the league's mean. */
  attack: number
  defence: number
}

/** Goals a side scores per 60 minutes between average sides (≈ 6 a match), and the home edge. */
export const BASE_RATE = 2.9
const HOME_EDGE = 0.05

export function hockeyRates(home: HockeyRating, away: HockeyRating): HockeyRates {
  return {
    home: BASE_RATE * Math.exp(home.attack + away.defence + HOME_EDGE),
    away: BASE_RATE * Math.exp(away.attack + home.defence),
  }
}

export type Side = 'home' | 'away'

/** Regulation goals still to come are counted up to this many a side (the tail past it is < 1e-15). */
const GRID_MAX = 30

function poisson(mean: number): number[] {
  const out = [Math.exp(-mean)]
  for (let k = 1; k <= GRID_MAX; k++) out.push((out[k - 1]! * mean) / k)
  const total = out.reduce((s, x) => s + x, 0)
  // Renormalised so every market built on the grid sums to one exactly.
  return out.map((x) => x / total)
}

/** Where a match stands, for in-play prices. */
export interface HockeyPosition {
  /** World-minutes of play done: 0–60 regulation, 60–65 overtime. */
  minute: number
  score: [number, number]
  /** True once the shoot-out has begun: the rest is a coin. */
  isShootout?: boolean
}

/**
 * The outlook from a position: the final regulation score grid (goals of each side at 60′), and
 * P(home wins in overtime or the shoot-out) when regulation ends level.
 */
export interface HockeyOutlook {
  /** grid[h][a] = P(regulation ends h–a), absolute goals. */
  grid: number[][]
  /** P(home wins | level after regulation). */
  extraHome: number
  /** P(decided in overtime | level after regulation), for the docs and the tests. */
  overtimeDecides: number
  /** True once regulation is over: the grid is the score, only the extra time is open. */
  isExtraTime: boolean
}

/** P(home wins the extra time) from `left` minutes of sudden-death overtime, then the shoot-out's half. */
function extraTime(r: HockeyRates, left: number): { home: number; overtime: number } {
  const total = r.home + r.away
  const overtime = 1 - Math.exp((-total * left) / 60)
  return { home: (r.home / total) * overtime + (1 - overtime) * 0.5, overtime }
}

export function hockeyOutlook(
  r: HockeyRates,
  pos: HockeyPosition = { minute: 0, score: [0, 0] },
): HockeyOutlook {
  const [h0, a0] = pos.score
  const isExtraTime = pos.isShootout === true || pos.minute >= REGULATION_MINUTES
  const grid: number[][] = []
  if (isExtraTime) {
    for (let h = 0; h <= h0; h++) grid.push(Array.from({ length: a0 + 1 }, () => 0))
    grid[h0]![a0] = 1
  } else {
    const left = (REGULATION_MINUTES - pos.minute) / 60
    const ph = poisson(r.home * left)
    const pa = poisson(r.away * left)
    for (let h = 0; h <= h0 + GRID_MAX; h++)
      grid.push(
        Array.from({ length: a0 + GRID_MAX + 1 }, (_, a) =>
          h >= h0 && a >= a0 ? ph[h - h0]! * pa[a - a0]! : 0,
        ),
      )
  }
  const otLeft = pos.isShootout
    ? 0
    : Math.max(0, REGULATION_MINUTES + OVERTIME_MINUTES - Math.max(pos.minute, REGULATION_MINUTES))
  const x = extraTime(r, otLeft)
  return { grid, extraHome: x.home, overtimeDecides: x.overtime, isExtraTime }
}

/** Σ grid[h][a] over the cells where `pred` holds. */
function sumGrid(grid: number[][], pred: (h: number, a: number) => boolean): number {
  let s = 0
  for (let h = 0; h < grid.length; h++) {
    const row = grid[h]!
    for (let a = 0; a < row.length; a++) if (row[a]! > 0 && pred(h, a)) s += row[a]!
  }
  return s
}

const t = (tr: string, en: string): Text => ({ tr, en })
const comma = (x: number) => String(x).replace('.', ',')

export const TOTAL_LINES = [4.5, 5.5, 6.5] as const
export const PUCK_LINES = [-1.5, 1.5] as const

/**
 * The market specs of an outlook (before margins). `1x2` reads the regulation grid; `ml`, `tot`
 * and `pl` include overtime and the shoot-out, where a level regulation adds one goal to the
 * winner: the final total is the regulation total plus one, the final margin ±1.
 */
export function hockeySpecs(o: HockeyOutlook): MarketSpec[] {
  const level = sumGrid(o.grid, (h, a) => h === a)
  const homeReg = sumGrid(o.grid, (h, a) => h > a)
  const awayReg = sumGrid(o.grid, (h, a) => h < a)
  const specs: MarketSpec[] = []
  if (!o.isExtraTime)
    specs.push({
      key: '1x2',
      name: t('Maç sonucu (normal süre)', 'Match result (regulation time)'),
      family: 'main',
      outcomes: [
        { key: '1', name: t('1', '1'), prob: homeReg },
        { key: 'X', name: t('X', 'X'), prob: level },
        { key: '2', name: t('2', '2'), prob: awayReg },
      ],
    })
  const home = homeReg + level * o.extraHome
  specs.push({
    key: 'ml',
    name: t('Maç sonucu (uzatma ve penaltılar dahil)', 'Money line (incl. overtime and shoot-out)'),
    family: 'main',
    outcomes: [
      { key: 'home', name: t('1', '1'), prob: home },
      { key: 'away', name: t('2', '2'), prob: 1 - home },
    ],
  })
  for (const l of TOTAL_LINES) {
    const under = sumGrid(o.grid, (h, a) => h + a + (h === a ? 1 : 0) < l)
    specs.push({
      key: 'tot',
      line: l,
      name: t(`Toplam gol ${comma(l)} (uzatmalar dahil)`, `Total goals ${l} (incl. overtime)`),
      family: 'line',
      outcomes: [
        { key: 'under', name: t('Alt', 'Under'), prob: under },
        { key: 'over', name: t('Üst', 'Over'), prob: 1 - under },
      ],
    })
  }
  for (const hcp of PUCK_LINES) {
    // A level regulation ends ±1, so only a one-goal line would depend on who wins the extra time.
    const homeCovers =
      sumGrid(o.grid, (h, a) => h !== a && h - a + hcp > 0) +
      (1 + hcp > 0 ? level * o.extraHome : 0) +
      (-1 + hcp > 0 ? level * (1 - o.extraHome) : 0)
    specs.push({
      key: 'pl',
      line: hcp,
      name: t(`Handikap (${lineText(hcp)}, uzatmalar dahil)`, `Puck line (${lineText(hcp)}, incl. overtime)`),
      family: 'line',
      outcomes: [
        { key: 'home', name: t(`1 (${comma(hcp)})`, `Home (${lineText(hcp)})`), prob: homeCovers },
        { key: 'away', name: t(`2 (${comma(-hcp)})`, `Away (${lineText(-hcp)})`), prob: 1 - homeCovers },
      ],
    })
  }
  return specs
}

/** Every pre-match market of an ice hockey match, priced. */
export function priceHockey(r: HockeyRates): Market[] {
  return priced(hockeySpecs(hockeyOutlook(r)))
}

export type HockeyPeriod = 'P1' | 'P2' | 'P3' | 'OT' | 'SO'

export interface HockeyEvent {
  type: 'faceoff' | 'goal' | 'period_end' | 'shot' | 'full_time'
  at: number
  period: HockeyPeriod
  side?: Side
  /** Shoot-out attempts: scored or saved. */
  isScored?: boolean
  /** The scoreboard after the event (a shoot-out's winner gets its one goal at full time). */
  score: [number, number]
}

export interface HockeyMatch {
  events: HockeyEvent[]
  final: {
    /** Goals including the one credited to an overtime or shoot-out winner. */
    home: number
    away: number
    regulation: [number, number]
    /** Goals of each period played (P1–P3, and OT when one was scored). */
    periods: Array<[number, number]>
    decidedBy: 'regulation' | 'overtime' | 'shootout'
    shootout?: [number, number]
  }
  duration: number
}

/** An exponential waiting time in minutes at `perHour` events an hour. */
const wait = (u: Uniform, perHour: number) => (-Math.log(1 - u.next()) * 60) / perHour

/** Plays the match: the goals of each period as the Poisson process the price reads. */
export function simulateHockey(r: HockeyRates, u: Uniform): HockeyMatch {
  const score: [number, number] = [0, 0]
  const events: HockeyEvent[] = [{ type: 'faceoff', at: 0, period: 'P1', score: [0, 0] }]
  const periods: Array<[number, number]> = []
  const total = r.home + r.away
  let at = 0
  const names: HockeyPeriod[] = ['P1', 'P2', 'P3']
  for (let p = 0; p < PERIODS; p++) {
    const start = at
    const before: [number, number] = [...score]
    let clock = 0
    for (;;) {
      clock += wait(u, total)
      if (clock >= PERIOD_MINUTES) break
      const side: Side = u.next() < r.home / total ? 'home' : 'away'
      score[side === 'home' ? 0 : 1]++
      events.push({ type: 'goal', at: start + clock, period: names[p]!, side, score: [...score] })
    }
    at = start + PERIOD_MINUTES
    periods.push([score[0] - before[0], score[1] - before[1]])
    events.push({ type: 'period_end', at, period: names[p]!, score: [...score] })
    at += INTERMISSION
  }
  const regulation: [number, number] = [...score]
  let decidedBy: HockeyMatch['final']['decidedBy'] = 'regulation'
  let shootout: [number, number] | undefined
  if (score[0] === score[1]) {
    const clock = wait(u, total)
    if (clock < OVERTIME_MINUTES) {
      const side: Side = u.next() < r.home / total ? 'home' : 'away'
      score[side === 'home' ? 0 : 1]++
      at += clock
      periods.push(side === 'home' ? [1, 0] : [0, 1])
      events.push({ type: 'goal', at, period: 'OT', side, score: [...score] })
      decidedBy = 'overtime'
    } else {
      at += OVERTIME_MINUTES
      events.push({ type: 'period_end', at, period: 'OT', score: [...score] })
      at += INTERMISSION
      decidedBy = 'shootout'
      const so: [number, number] = [0, 0]
      shooting: for (let round = 1; ; round++) {
        for (const side of ['home', 'away'] as const) {
          const isScored = u.next() < SHOOTOUT_SCORE_CHANCE
          if (isScored) so[side === 'home' ? 0 : 1]++
          at += SHOOTOUT_ATTEMPT_MINUTES
          events.push({ type: 'shot', at, period: 'SO', side, isScored, score: [...score] })
          // The first three rounds stop as soon as one side cannot be caught.
          if (round <= SHOOTOUT_ROUNDS) {
            const homeLeft = SHOOTOUT_ROUNDS - round
            const awayLeft = homeLeft + (side === 'home' ? 1 : 0)
            if (so[0] > so[1] + awayLeft || so[1] > so[0] + homeLeft) break shooting
          }
        }
        // Sudden death: a round both sides have shot that leaves them apart.
        if (round >= SHOOTOUT_ROUNDS && so[0] !== so[1]) break
      }
      shootout = so
      score[so[0] > so[1] ? 0 : 1]++
    }
  }
  events.push({
    type: 'full_time',
    at,
    period: decidedBy === 'shootout' ? 'SO' : decidedBy === 'overtime' ? 'OT' : 'P3',
    score: [...score],
  })
  return {
    events,
    final: {
      home: score[0],
      away: score[1],
      regulation,
      periods,
      decidedBy,
      ...(shootout ? { shootout } : {}),
    },
    duration: at,
  }
}

export interface HockeyState {
  period: HockeyPeriod
  /** Minutes of play done (regulation and overtime clocks, breaks left out). */
  minute: number
  score: [number, number]
  /** Goals of each period so far. */
  periods: Array<[number, number]>
  shootout?: [number, number]
  isOver: boolean
}

/** The scoreboard at world-minute `at`. */
export function hockeyStateAt(m: HockeyMatch, at: number): HockeyState {
  // Play minutes: periods start every PERIOD_MINUTES + INTERMISSION world-minutes.
  const slot = PERIOD_MINUTES + INTERMISSION
  const p = Math.min(PERIODS, Math.floor(Math.max(0, at) / slot))
  let period: HockeyPeriod = p < PERIODS ? (['P1', 'P2', 'P3'] as const)[p]! : 'OT'
  let minute = p < PERIODS ? p * PERIOD_MINUTES + Math.min(PERIOD_MINUTES, at - p * slot) : 0
  if (p >= PERIODS) minute = REGULATION_MINUTES + Math.min(OVERTIME_MINUTES, at - PERIODS * slot)
  const score: [number, number] = [0, 0]
  const periods: Array<[number, number]> = [[0, 0]]
  let shootout: [number, number] | undefined
  let isOver = false
  for (const e of m.events) {
    if (e.at > at) break
    if (e.type === 'goal') {
      score[0] = e.score[0]
      score[1] = e.score[1]
      const i = e.period === 'OT' ? PERIODS : Number(e.period[1]) - 1
      while (periods.length <= i) periods.push([0, 0])
      periods[i]![e.side === 'home' ? 0 : 1]++
    } else if (e.type === 'period_end' && e.period !== 'OT' && e.period !== 'P3') periods.push([0, 0])
    else if (e.type === 'shot') {
      period = 'SO'
      shootout ??= [0, 0]
      if (e.isScored) shootout[e.side === 'home' ? 0 : 1]++
    } else if (e.type === 'full_time') {
      score[0] = e.score[0]
      score[1] = e.score[1]
      period = e.period
      isOver = true
    }
  }
  return { period, minute: Math.max(0, minute), score, periods, ...(shootout ? { shootout } : {}), isOver }
}

/** In play: the same markets from the clock and the score, on the pre-match lines. */
export function priceHockeyLive(r: HockeyRates, m: HockeyMatch, at: number): Market[] {
  const s = hockeyStateAt(m, at)
  // The shoot-out is a coin between attempts: closed rather than priced attempt by attempt.
  if (s.isOver || s.period === 'SO') return []
  return priced(hockeySpecs(hockeyOutlook(r, { minute: s.minute, score: s.score })))
}

/**
 * Settles one outcome: `1x2` on the regulation score (the Turkish book's "normal süre"); `ml`,
 * `tot` and `pl` on the final score, an overtime or shoot-out winner's goal included.
 */
export function settleHockeyOutcome(
  market: { key: string; line?: number },
  outcomeKey: string,
  r: { home: number; away: number; regulation: readonly [number, number] },
): LegSettlement {
  const won = (b: boolean): LegSettlement => ({ result: b ? 'won' : 'lost' })
  const line = market.line ?? 0
  const d = r.home - r.away
  switch (market.key) {
    case '1x2': {
      const [h, a] = r.regulation
      return won(outcomeKey === (h > a ? '1' : h < a ? '2' : 'X'))
    }
    case 'ml':
      return won(d > 0 === (outcomeKey === 'home'))
    case 'tot':
      return won(r.home + r.away > line === (outcomeKey === 'over'))
    case 'pl':
      return won(d + line > 0 === (outcomeKey === 'home'))
    default:
      throw new Error(`unknown hockey market ${market.key}`)
  }
}
