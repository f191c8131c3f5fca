import { dixonColesGrid } from '../sports/dixon-coles.js'
import { shuffle, uniformInt, type WordSource } from './fair.js'

/*
 * Galata Virtual Football (docs/virtual-sports.md): two leagues of fictional clubs with published
 * ratings, each a table on the shared-round engine. A round is a match day of VF_MATCHES concurrent
 * matches. Each final score is drawn from the round's words with the EXACT probabilities the prices
 * are computed from: the Dixon–Coles grid of the two ratings (0…MAX goals a side, renormalised so
 * nothing lies outside) is turned into integer weights that sum to exactly 2³², and one uniform
 * 32-bit word picks the cell by cumulative weight. So every score's probability is the rational
 * weight/2³², and each price is floor2(target RTP / that probability): a bet's RTP is p·price ≤ the
 * market's declared target, proven exactly in virtual-football.test.ts.
 *
 * Word order of a match day: first one word per match for the scores (match 1 … VF_MATCHES), then
 * the timelines (goal order and minutes, and the chances, saves, corners and cards the commentary
 * tells). The timelines only decorate the reveal; no bet depends on them. Because the scores come
 * first, `drawScores` (what the statistics need) reads the same prefix as the full draw.
 */

export const VF_MAX_GOALS = 10
const SIZE = VF_MAX_GOALS + 1
export const VF_TOTAL = 0x1_0000_0000n // 2³²
/** Matches played at once in one round (a match day). */
export const VF_MATCHES = 4

export interface VfTeam {
  code: string
  name: string
  /** Attack and defence in goals per match against an average side (published on the page). */
  attack: number
  defence: number
  /** Shirt colour for the page. */
  colour: string
}

export type VfLeagueCode = 'galata-virtual-football' | 'galata-virtual-continental'

export interface VfLeague {
  code: VfLeagueCode
  /** League average goals per side, and the home side's edge (multiplies home, divides away). */
  base: number
  homeEdge: number
  /** Sixteen fictional clubs (names and ratings are ours, no real club is meant). */
  teams: readonly VfTeam[]
}

/** Galata Sanal Süper Lig: sixteen clubs of Turkish-sounding, invented towns. */
const SUPER_LEAGUE: VfLeague = {
  code: 'galata-virtual-football',
  base: 1.3,
  homeEdge: 1.12,
  teams: [
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
  ],
}

/** Galata Sanal Kıta Ligi: sixteen clubs of invented European-sounding towns, a higher-scoring league. */
const CONTINENTAL_LEAGUE: VfLeague = {
  code: 'galata-virtual-continental',
  base: 1.4,
  homeEdge: 1.08,
  teams: [
    { code: 'NRH', name: 'Nordhavn FC', attack: 1.7, defence: 0.9, colour: '#b71c1c' },
    { code: 'VAL', name: 'Real Valdoria', attack: 1.64, defence: 0.94, colour: '#f5f5f5' },
    { code: 'CSM', name: 'Castelmare', attack: 1.52, defence: 1.0, colour: '#1565c0' },
    { code: 'ALD', name: 'Rapid Aldenburg', attack: 1.45, defence: 1.04, colour: '#2e7d32' },
    { code: 'LUS', name: 'Sporting Lusira', attack: 1.4, defence: 1.08, colour: '#00897b' },
    { code: 'KRL', name: 'Dinamo Karlov', attack: 1.33, defence: 1.12, colour: '#283593' },
    { code: 'MTB', name: 'AC Montebruno', attack: 1.28, defence: 1.15, colour: '#6a1b9a' },
    { code: 'VST', name: 'Union Vestrand', attack: 1.22, defence: 1.2, colour: '#ff8f00' },
    { code: 'SOR', name: 'Atlético Sorra', attack: 1.18, defence: 1.24, colour: '#c62828' },
    { code: 'GLN', name: 'Glenmore Rovers', attack: 1.12, defence: 1.28, colour: '#1b5e20' },
    { code: 'VRN', name: 'Hajduk Vrana', attack: 1.08, defence: 1.32, colour: '#0d47a1' },
    { code: 'DRV', name: 'Slavia Drava', attack: 1.04, defence: 1.36, colour: '#ad1457' },
    { code: 'LRB', name: 'Standard Lierbeek', attack: 1.0, defence: 1.4, colour: '#f9a825' },
    { code: 'MRS', name: 'Vitória Maresca', attack: 0.95, defence: 1.45, colour: '#4e342e' },
    { code: 'BRV', name: 'FK Borovica', attack: 0.9, defence: 1.5, colour: '#546e7a' },
    { code: 'THS', name: 'Olympia Thessa', attack: 0.85, defence: 1.56, colour: '#0277bd' },
  ],
}

export const VF_LEAGUES: Record<VfLeagueCode, VfLeague> = {
  'galata-virtual-football': SUPER_LEAGUE,
  'galata-virtual-continental': CONTINENTAL_LEAGUE,
}
export const VF_LEAGUE_CODES = Object.keys(VF_LEAGUES) as VfLeagueCode[]

export function leagueOf(code: string): VfLeague {
  const league = (VF_LEAGUES as Record<string, VfLeague>)[code]
  if (!league) throw new Error(`virtual football: no league ${code}`)
  return league
}

/** A small integer mix (splitmix-like) of two integers: outcome-independent, the same everywhere. */
function mix(a: number, b: number): number {
  let x = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 1, 0x85ebca6b)) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0
  return (x ^ (x >>> 16)) >>> 0
}

/**
 * Round id → the match day's pairings (team indexes): a deterministic permutation of the sixteen
 * clubs, the first 2·VF_MATCHES of it paired in order. Not a game outcome: it is fixed before the seed
 * and the bets, and every instance and a restart show the same match day.
 */
export function matchDayOf(league: VfLeague, roundId: number): { home: number; away: number }[] {
  const order = league.teams.map((_, i) => i)
  for (let i = 0; i < 2 * VF_MATCHES; i++) {
    const j = i + (mix(roundId, i) % (order.length - i))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return Array.from({ length: VF_MATCHES }, (_, m) => ({ home: order[2 * m]!, away: order[2 * m + 1]! }))
}

/** Expected goals of each side: attack × the other's defence ÷ the league average, with the home edge. */
export function expectedGoals(league: VfLeague, home: VfTeam, away: VfTeam): { lambda: number; mu: number } {
  return {
    lambda: ((home.attack * away.defence) / league.base) * league.homeEdge,
    mu: (away.attack * home.defence) / league.base / league.homeEdge,
  }
}

/** weights[x][y]: integers summing to exactly 2³²; P(x–y) = weights[x][y] / 2³². */
export function scoreWeights(league: VfLeague, home: VfTeam, away: VfTeam): bigint[][] {
  const { lambda, mu } = expectedGoals(league, home, away)
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

/**
 * A pairing's weights and their running sums as plain numbers (exact: every sum is ≤ 2³² < 2⁵³),
 * computed once per pairing: the draw is a scan of 121 numbers, not a grid and BigInt arithmetic.
 */
interface PairingTable {
  weights: bigint[][]
  cumulative: Float64Array
}
const pairings = new Map<string, PairingTable>()
function pairingTable(league: VfLeague, home: number, away: number): PairingTable {
  const key = `${league.code}:${home}:${away}`
  let table = pairings.get(key)
  if (!table) {
    const weights = scoreWeights(league, league.teams[home]!, league.teams[away]!)
    const cumulative = new Float64Array(SIZE * SIZE)
    let acc = 0
    for (let i = 0; i < SIZE * SIZE; i++)
      cumulative[i] = acc += Number(weights[Math.floor(i / SIZE)]![i % SIZE]!)
    table = { weights, cumulative }
    pairings.set(key, table)
  }
  return table
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

/** The picks of one match (market outcome), e.g. `1x2:x`; a spot is `{match}:{pick}`, match 1…VF_MATCHES. */
export const VF_PICKS: readonly string[] = [
  '1x2:1',
  '1x2:x',
  '1x2:2',
  'ou:over',
  'ou:under',
  'btts:yes',
  'btts:no',
  ...VF_CORRECT_SCORES.map((s) => `cs:${s}`),
]

/** Every spot the table takes: `m:pick` for each match m of the day. */
export const VF_SPOTS: readonly string[] = Array.from({ length: VF_MATCHES }, (_, m) =>
  VF_PICKS.map((p) => `${m + 1}:${p}`),
).flat()

/** A spot's match (0-based) and pick, or null when the table takes no such spot. */
export function parseSpot(spot: string): { match: number; pick: string } | null {
  const colon = spot.indexOf(':')
  const match = Number(spot.slice(0, colon)) - 1
  const pick = spot.slice(colon + 1)
  if (!Number.isInteger(match) || match < 0 || match >= VF_MATCHES || !VF_PICKS.includes(pick)) return null
  if (spot !== `${match + 1}:${pick}`) return null
  return { match, pick }
}

export function marketOf(pick: string): VfMarket | null {
  if (!VF_PICKS.includes(pick)) return null
  return pick.slice(0, pick.indexOf(':')) as VfMarket
}

/** Whether the pick wins on the final score x–y. */
export function pickWins(pick: string, x: number, y: number): boolean {
  switch (pick) {
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
      return pick === `cs:${x}-${y}`
  }
}

/** The exact probability of a pick as its weight out of 2³². */
export function pickWeight(weights: bigint[][], pick: string): bigint {
  let s = 0n
  for (let x = 0; x < SIZE; x++) for (let y = 0; y < SIZE; y++) if (pickWins(pick, x, y)) s += weights[x]![y]!
  return s
}

/** Minimum price; a pick whose fair target price falls below it is not offered that match. */
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
  /** Pick → price in hundredths (decimal odds × 100); picks not offered are absent. */
  prices: Record<string, number>
}

/** The prices of one pairing (the same whichever round it is played in). */
const pairingPrices = new Map<string, Record<string, number>>()
function pricesOf(league: VfLeague, home: number, away: number): Record<string, number> {
  const key = `${league.code}:${home}:${away}`
  let prices = pairingPrices.get(key)
  if (!prices) {
    const { weights } = pairingTable(league, home, away)
    prices = {}
    for (const pick of VF_PICKS) {
      const p = priceOf(pickWeight(weights, pick), VF_MARKET_RTP_BP[marketOf(pick)!])
      if (p !== null) prices[pick] = Number(p)
    }
    pairingPrices.set(key, prices)
  }
  return prices
}

/** The match day of a round: its VF_MATCHES fixtures with their prices. */
export function matchDayFor(league: VfLeague, roundId: number): VfFixture[] {
  return matchDayOf(league, roundId).map(({ home, away }) => {
    const h = league.teams[home]!
    const a = league.teams[away]!
    return { home: h, away: a, ...expectedGoals(league, h, a), prices: { ...pricesOf(league, home, away) } }
  })
}

/** The price (hundredths) of a spot in a round, or undefined when it is not offered. */
export function spotPrice(league: VfLeague, roundId: number, spot: string): number | undefined {
  const s = parseSpot(spot)
  if (!s) return undefined
  const { home, away } = matchDayOf(league, roundId)[s.match]!
  return pricesOf(league, home, away)[s.pick]
}

/** What the commentary tells besides the goals (decoration only). */
export const VF_EVENT_KINDS = ['chance', 'save', 'corner', 'card'] as const
export type VfEventKind = (typeof VF_EVENT_KINDS)[number]

export interface VfGoal {
  minute: number
  side: 'home' | 'away'
}

export interface VfEvent {
  minute: number
  side: 'home' | 'away'
  kind: VfEventKind
}

export interface VfMatch {
  home: string
  away: string
  score: [number, number]
  goals: VfGoal[]
  /** Chances, saves, corners and cards, by minute: the commentary and the pitch play them. */
  events: VfEvent[]
}

export interface VfOutcome {
  roundId: number
  league: VfLeagueCode
  matches: VfMatch[]
}

/** The score by cumulative weight from one uniform integer in [0, 2³²). */
export function scoreAt(cumulative: Float64Array, r: number): [number, number] {
  for (let i = 0; i < cumulative.length; i++) if (r < cumulative[i]!) return [Math.floor(i / SIZE), i % SIZE]
  throw new Error('scoreAt: r out of range')
}

/** The running weights of a round's match m (for tests and the statistics). */
export function cumulativeOf(league: VfLeague, roundId: number, match: number): Float64Array {
  const { home, away } = matchDayOf(league, roundId)[match]!
  return pairingTable(league, home, away).cumulative
}

/** The match day's final scores: one word per match, in match order (the start of the word stream). */
export function drawScores(src: WordSource, league: VfLeague, roundId: number): [number, number][] {
  return matchDayOf(league, roundId).map(({ home, away }) =>
    scoreAt(pairingTable(league, home, away).cumulative, uniformInt(src, 2 ** 32)),
  )
}

/**
 * The match day: the scores first (`drawScores`), then for each match in order the goal order (a
 * shuffle), the goal minutes 1…90 (sorted), and 3–6 other moments (kind, side, minute).
 */
export function drawMatchDay(src: WordSource, league: VfLeague, roundId: number): VfOutcome {
  const day = matchDayOf(league, roundId)
  const scores = drawScores(src, league, roundId)
  const matches = day.map(({ home, away }, m): VfMatch => {
    const [x, y] = scores[m]!
    const n = x + y
    const order = shuffle(src, n).map((i) => (i < x ? 'home' : 'away') as VfGoal['side'])
    const minutes = Array.from({ length: n }, () => 1 + uniformInt(src, 90)).sort((a, b) => a - b)
    const extra = 3 + uniformInt(src, 4)
    const events: VfEvent[] = Array.from({ length: extra }, () => ({
      kind: VF_EVENT_KINDS[uniformInt(src, VF_EVENT_KINDS.length)]!,
      side: uniformInt(src, 2) === 0 ? 'home' : 'away',
      minute: 1 + uniformInt(src, 90),
    }))
    events.sort((a, b) => a.minute - b.minute)
    return {
      home: league.teams[home]!.code,
      away: league.teams[away]!.code,
      score: [x, y],
      goals: order.map((side, i) => ({ side, minute: minutes[i]! })),
      events,
    }
  })
  return { roundId, league: league.code, matches }
}

/** What a spot returns (stake included), rounded down to the kuruş; 0 for a loss or a spot not offered. */
export function spotReturn(spot: string, chip: bigint, outcome: VfOutcome): bigint {
  const s = parseSpot(spot)
  const price = spotPrice(leagueOf(outcome.league), outcome.roundId, spot)
  if (!s || price === undefined) return 0n
  const [x, y] = outcome.matches[s.match]!.score
  return pickWins(s.pick, x, y) ? (chip * BigInt(price)) / 100n : 0n
}
