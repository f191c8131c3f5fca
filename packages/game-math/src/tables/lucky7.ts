import { shuffle, type WordSource } from './fair.js'

/*
 * Galata Lucky 7 (shared rounds, docs/tv-games.md), after BetGames' Lucky 7 (research §1.6): 7 balls
 * are drawn from 42, numbers 1 … 21 yellow and 22 … 42 black. Every market is priced as the target
 * RTP ÷ its exact probability (95 %: odds = 0.95 / p), so every market's RTP is exactly 95 %;
 * lucky7.test.ts enumerates all C(42, 7) = 26 978 328 draws and proves each p and each return.
 *
 * Markets (spot on the wire → probability → decimal odds):
 * - `first:yellow` | `first:black` — the first ball's colour: 1/2 → 1.90
 * - `sum:over` | `sum:under` — the sum of the 7 balls over / under 150.5: 1/2 → 1.90
 * - `parity:odd` | `parity:even` — more odd / more even balls among the 7: 1/2 → 1.90
 * - `colour:yellow` | `colour:black` — more yellow / more black balls among the 7: 1/2 → 1.90
 * - `in:x` — ball x (1 … 42) is among the 7: 1/6 → 5.70
 * - `firstn:x` — ball x is the first drawn: 1/42 → 39.90
 * Its stake is the chip; a win returns chip × odds, rounded down to the kuruş.
 */

export const LUCKY7_BALLS = 42
export const LUCKY7_DRAWN = 7
/** The sum's line: half-way between the least (28) and the greatest (273) sum, so both sides are equally likely. */
export const LUCKY7_SUM_LINE = 150.5
export const LUCKY7_RTP_BP = 9500

export type BallColour = 'yellow' | 'black'
export const ballColour = (n: number): BallColour => (n <= 21 ? 'yellow' : 'black')

export interface Lucky7Outcome {
  /** The 7 balls in draw order. */
  balls: number[]
}

/** A market: its probability as a fraction and whether an outcome wins it. */
interface Market {
  p: readonly [number, number]
  wins(balls: readonly number[]): boolean
}

const sum = (balls: readonly number[]) => balls.reduce((a, b) => a + b, 0)
const odd = (balls: readonly number[]) => balls.filter((b) => b % 2 === 1).length
const yellow = (balls: readonly number[]) => balls.filter((b) => ballColour(b) === 'yellow').length
const BALL = /^(?:[1-9]|[1-3]\d|4[0-2])$/

export function marketOf(spot: string): Market | null {
  const half = [1, 2] as const
  switch (spot) {
    case 'first:yellow':
      return { p: half, wins: (b) => ballColour(b[0]!) === 'yellow' }
    case 'first:black':
      return { p: half, wins: (b) => ballColour(b[0]!) === 'black' }
    case 'sum:over':
      return { p: half, wins: (b) => sum(b) > LUCKY7_SUM_LINE }
    case 'sum:under':
      return { p: half, wins: (b) => sum(b) < LUCKY7_SUM_LINE }
    case 'parity:odd':
      return { p: half, wins: (b) => odd(b) * 2 > b.length }
    case 'parity:even':
      return { p: half, wins: (b) => odd(b) * 2 < b.length }
    case 'colour:yellow':
      return { p: half, wins: (b) => yellow(b) * 2 > b.length }
    case 'colour:black':
      return { p: half, wins: (b) => yellow(b) * 2 < b.length }
  }
  const [kind, x] = spot.split(':') as [string, string | undefined]
  if (x === undefined || !BALL.test(x)) return null
  const n = Number(x)
  if (kind === 'in') return { p: [LUCKY7_DRAWN, LUCKY7_BALLS], wins: (b) => b.includes(n) }
  if (kind === 'firstn') return { p: [1, LUCKY7_BALLS], wins: (b) => b[0] === n }
  return null
}

/** Decimal odds in hundredths: 95 % ÷ p (exact for every market: p's denominator divides 9 500). */
export function oddsHundredths(spot: string): number | null {
  const m = marketOf(spot)
  if (!m) return null
  const [num, den] = m.p
  return (LUCKY7_RTP_BP * den) / num / 100
}

export function spotStake(spot: string, chip: bigint): bigint | null {
  return marketOf(spot) ? chip : null
}

export function spotReturn(spot: string, chip: bigint, outcome: Lucky7Outcome): bigint {
  const m = marketOf(spot)
  if (!m || !m.wins(outcome.balls)) return 0n
  return (chip * BigInt(oddsHundredths(spot)!)) / 100n
}

/** The draw: the first 7 of a Fisher–Yates shuffle of 1 … 42 (rejection-sampled swaps). */
export function drawLucky7(src: WordSource): Lucky7Outcome {
  return { balls: shuffle(src, LUCKY7_BALLS, LUCKY7_DRAWN).map((i) => i + 1) }
}

/** Every market the table takes. */
export function allMarkets(): string[] {
  const out = [
    'first:yellow',
    'first:black',
    'sum:over',
    'sum:under',
    'parity:odd',
    'parity:even',
    'colour:yellow',
    'colour:black',
  ]
  for (let n = 1; n <= LUCKY7_BALLS; n++) out.push(`in:${n}`, `firstn:${n}`)
  return out
}
