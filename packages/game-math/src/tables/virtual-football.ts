import { dixonColesGrid } from '../sports/dixon-coles.js'
import { shuffle, uniformInt, type WordSource } from './fair.js'

/*
 * Galata Virtual Football (docs/virtual-sports.md): a shared round is one simulated match between two
 * fictional clubs with published ratings. The final score is drawn from the round's words with the
 * EXACT probabilities the prices are computed from: the Dixon–Coles grid of the two ratings
 * (0…MAX goals a side, renormalised so nothing lies outside) is turned into integer weights that sum
 * to exactly 2³², and one uniform 32-bit word picks the cell by cumulative weight. So every score's
 * probability is the rational weight/2³², and each price is floor2(target RTP / that probability):
 * a bet's RTP is p·price ≤ the market's declared target, proven exactly in virtual-football.test.ts.
 * The goal minutes come from further words and only decorate the reveal; no bet depends on them.
 */

export const VF_MAX_GOALS = 10
const SIZE = VF_MAX_GOALS + 1
export const VF_TOTAL = 0x1_0000_0000n // 2³²

export interface VfTeam {
  code: string
  name: string
  /** Attack and defence in goals per match against an average side (published on the page). */
  attack: number
  defence: number
  /** Shirt colour for the page. */
  colour: string
}

/** The league: sixteen fictional clubs (names and ratings are ours, no real club is meant). */
export const VF_TEAMS: readonly VfTeam[] = [
  { code: 'KRT', name: 'Karatepe SK', attack: 1.62, defence: 0.92, colour: '#c8102e' },
  { code: 'BOZ', name: 'Bozdağ FK', attack: 1.48, defence: 0.98, colour: '#1f4fa3' },
  { code: 'DNZ', name: 'Denizkent', attack: 1.41, defence: 1.02, colour: '#0aa3a3' },
  { code: 'YLD', name: 'Yıldızlar', attack: 1.35, defence: 1.08, colour: '#e0b300' },
  { code: 'KRF', name: 'Körfez SK', attack: 1.3, defence: 1.1, colour: '#2e8b57' },
  { code: 'ALT', name: 'Altınova', attack: 1.25, defence: 1.15, colour: '#d4762c' },
  { code: 'KZL', name: 'Kızılırmak', attack: 1.22, defence: 1.2, colour: '#9b1c31' },
  { code: 'TNR', name: 'Tunaraspor', attack: 1.18, defence: 1.22, colour: '#5b2c83' },
  { code: 'GKS', name: 'Gökçesu', attack: 1.15, defence: 1.25, colour: '#3a7bd5' },
  { code: 'MRM', name: 'Mermerli', attack: 1.1, defence: 1.28, colour: '#8a8a8a' },
  { code: 'SRK', name: 'Sarıkaya', attack: 1.06, defence: 1.32, colour: '#f2c94c' },
  { code: 'EGE', name: 'Egeliler', attack: 1.02, defence: 1.35, colour: '#2d9cdb' },
  { code: 'CNR', name: 'Çınaraltı', attack: 0.98, defence: 1.4, colour: '#27ae60' },
  { code: 'KYL', name: 'Kayalar', attack: 0.94, defence: 1.45, colour: '#6d4c41' },
  { code: 'IRM', name: 'Irmakspor', attack: 0.9, defence: 1.5, colour: '#00838f' },
  { code: 'YMC', name: 'Yamaçspor', attack: 0.86, defence: 1.55, colour: '#ef6c00' },
]

/** League average goals per side, and the home side's edge (multiplies home, divides away). */
const BASE = 1.3
const HOME_EDGE = 1.12

/** Round id → a deterministic fixture (not a game outcome: it is fixed before the seed and the bets). */
export function fixtureOf(roundId: number): { home: number; away: number } {
  // A small integer mix (splitmix-like) so consecutive rounds meet different clubs.
  let x = (roundId * 0x9e3779b1) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0
  x = (x ^ (x >>> 16)) >>> 0
  const n = VF_TEAMS.length
  const home = x % n
  const away = (home + 1 + (Math.floor(x / n) % (n - 1))) % n
  return { home, away }
}

/** Expected goals of each side: attack × the other's defence ÷ the league average, with the home edge. */
export function expectedGoals(home: VfTeam, away: VfTeam): { lambda: number; mu: number } {
  return {
    lambda: ((home.attack * away.defence) / BASE) * HOME_EDGE,
    mu: (away.attack * home.defence) / BASE / HOME_EDGE,
  }
}

/** weights[x][y]: integers summing to exactly 2³²; P(x–y) = weights[x][y] / 2³². */
export function scoreWeights(home: VfTeam, away: VfTeam): bigint[][] {
  const { lambda, mu } = expectedGoals(home, away)
  const grid = dixonColesGrid(lambda, mu, undefined, VF_MAX_GOALS)
  const w = grid.map((row) => row.map((p) => BigInt(Math.floor(p * 2 ** 32))))
  // The rounding remainder goes to the most likely score, so the weights sum to 2³² exactly.
  let sum = 0n
  let best = [0, 0]
  for (let x = 0; x < SIZE; x++)
    for (let y = 0; y < SIZE; y++) {
      sum += w[x]![y]!
      if (w[x]![y]! > w[best[0]!]![best[1]!]!) best = [x, y]
    }
  w[best[0]!]![best[1]!]! += VF_TOTAL - sum
  return w
}

export type VfMarket = '1x2' | 'ou' | 'btts' | 'cs'

/** Each market's declared RTP in basis points: no bet on it returns more than this on average. */
export const VF_MARKET_RTP_BP: Record<VfMarket, number> = { '1x2': 9400, ou: 9400, btts: 9400, cs: 9000 }

/** The correct scores offered (the rest of the grid is not a bet). */
export const VF_CORRECT_SCORES = [
  '0-0',
  '1-0',
  '0-1',
  '1-1',
  '2-0',
  '0-2',
  '2-1',
  '1-2',
  '2-2',
  '3-0',
  '3-1',
  '1-3',
]

/** Every spot (market outcome) the table takes. */
export const VF_SPOTS: readonly string[] = [
  '1x2:1',
  '1x2:x',
  '1x2:2',
  'ou:over',
  'ou:under',
  'btts:yes',
  'btts:no',
  ...VF_CORRECT_SCORES.map((s) => `cs:${s}`),
]

export function marketOf(spot: string): VfMarket | null {
  if (!VF_SPOTS.includes(spot)) return null
  return spot.slice(0, spot.indexOf(':')) as VfMarket
}

/** Whether the spot wins on the final score x–y. */
export function spotWins(spot: string, x: number, y: number): boolean {
  switch (spot) {
    case '1x2:1':
      return x > y
    case '1x2:x':
      return x === y
    case '1x2:2':
      return x < y
    case 'ou:over':
      return x + y >= 3
    case 'ou:under':
      return x + y <= 2
    case 'btts:yes':
      return x > 0 && y > 0
    case 'btts:no':
      return x === 0 || y === 0
    default:
      return spot === `cs:${x}-${y}`
  }
}

/** The exact probability of a spot as its weight out of 2³². */
export function spotWeight(weights: bigint[][], spot: string): bigint {
  let s = 0n
  for (let x = 0; x < SIZE; x++) for (let y = 0; y < SIZE; y++) if (spotWins(spot, x, y)) s += weights[x]![y]!
  return s
}

/** Minimum price; a spot whose fair target price falls below it is not offered this match. */
export const VF_MIN_PRICE = 101n

/**
 * Price in hundredths: floor(targetRTP / p × 100) with p = weight/2³², i.e.
 * floor(rtpBp · 2³² · 100 / (10 000 · weight)); null when below 1.01 or the weight is 0.
 */
export function priceOf(weight: bigint, rtpBp: number): bigint | null {
  if (weight <= 0n) return null
  const price = (BigInt(rtpBp) * VF_TOTAL * 100n) / (10_000n * weight)
  return price >= VF_MIN_PRICE ? price : null
}

export interface VfFixture {
  home: VfTeam
  away: VfTeam
  lambda: number
  mu: number
  /** Spot → price in hundredths (decimal odds × 100); spots not offered are absent. */
  prices: Record<string, number>
}

export function fixtureFor(roundId: number): VfFixture {
  const f = fixtureOf(roundId)
  const home = VF_TEAMS[f.home]!
  const away = VF_TEAMS[f.away]!
  const weights = scoreWeights(home, away)
  const prices: Record<string, number> = {}
  for (const spot of VF_SPOTS) {
    const p = priceOf(spotWeight(weights, spot), VF_MARKET_RTP_BP[marketOf(spot)!])
    if (p !== null) prices[spot] = Number(p)
  }
  return { home, away, ...expectedGoals(home, away), prices }
}

export interface VfGoal {
  minute: number
  side: 'home' | 'away'
}

export interface VfOutcome {
  roundId: number
  home: string
  away: string
  score: [number, number]
  goals: VfGoal[]
}

/** The score by cumulative weight from one uniform integer in [0, 2³²). */
export function scoreAt(weights: bigint[][], r: bigint): [number, number] {
  let acc = 0n
  for (let x = 0; x < SIZE; x++)
    for (let y = 0; y < SIZE; y++) {
      acc += weights[x]![y]!
      if (r < acc) return [x, y]
    }
  throw new Error('scoreAt: r out of range')
}

/** The match: its score (one word), then the goal order (a shuffle) and the minutes 1…90 (sorted). */
export function drawMatch(src: WordSource, roundId: number): VfOutcome {
  const f = fixtureOf(roundId)
  const home = VF_TEAMS[f.home]!
  const away = VF_TEAMS[f.away]!
  const r = BigInt(uniformInt(src, 2 ** 32))
  const [x, y] = scoreAt(scoreWeights(home, away), r)
  const n = x + y
  const order = shuffle(src, n).map((i) => (i < x ? 'home' : 'away') as VfGoal['side'])
  const minutes = Array.from({ length: n }, () => 1 + uniformInt(src, 90)).sort((a, b) => a - b)
  return {
    roundId,
    home: home.code,
    away: away.code,
    score: [x, y],
    goals: order.map((side, i) => ({ side, minute: minutes[i]! })),
  }
}

/** What a spot returns (stake included), rounded down to the kuruş; 0 for a loss or a spot not offered. */
export function spotReturn(spot: string, chip: bigint, outcome: VfOutcome): bigint {
  const price = fixtureFor(outcome.roundId).prices[spot]
  if (price === undefined) return 0n
  return spotWins(spot, outcome.score[0], outcome.score[1]) ? (chip * BigInt(price)) / 100n : 0n
}
