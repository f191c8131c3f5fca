import { shuffle, type WordSource } from './fair.js'

/*
 * Galata Keno TV (shared rounds, docs/tv-games.md): 20 numbers of 1 … 80 are drawn for everybody; a
 * ticket picks 1 … 10 numbers. The hits h of a p-pick ticket are hypergeometric,
 * P(h) = C(20, h) · C(60, p − h) / C(80, p), and one paytable per pick count decides the return.
 * Every pick count's RTP is the exact sum Σ P(h) · pay(h); keno-tv.test.ts computes it as a fraction
 * and fails unless it rounds to the declared figure (KENO_TV_RTP_BP, all within 94.80 … 95.00 %).
 * The top prize is 10 000× so the largest win at the 10 000 ₺ stake stays within the wallet's limit.
 *
 * Spot on the wire: `k:` and the picks joined by dashes (`k:7-21-64`), distinct whole numbers 1 … 80
 * in any order. Its stake is the chip.
 */

export const KENO_TV_NUMBERS = 80
export const KENO_TV_DRAWN = 20
export const KENO_TV_MAX_PICKS = 10

/** KENO_TV_PAYTABLE[picks][hits] in hundredths of the stake (0 = no pay). */
export const KENO_TV_PAYTABLE: Record<number, readonly number[]> = {
  1: [0, 380],
  2: [0, 0, 1580],
  3: [0, 0, 254, 4300],
  4: [0, 0, 145, 700, 11000],
  5: [0, 0, 0, 296, 2600, 60000],
  6: [0, 0, 0, 155, 400, 13000, 180000],
  7: [0, 0, 0, 100, 300, 5000, 12000, 400000],
  8: [0, 0, 0, 0, 206, 900, 19500, 70000, 1000000],
  9: [0, 0, 0, 0, 149, 400, 6700, 30000, 250000, 1000000],
  10: [300, 0, 0, 0, 0, 203, 1000, 28500, 80000, 400000, 1000000],
}

/** The declared RTP per pick count in basis points (the exact value rounded to 0.01 %). */
export const KENO_TV_RTP_BP: Record<number, number> = {
  1: 9500,
  2: 9500,
  3: 9491,
  4: 9480,
  5: 9498,
  6: 9500,
  7: 9490,
  8: 9499,
  9: 9499,
  10: 9497,
}

/** The picks of a `k:` spot (sorted), or null when it is not a ticket of 1 … 10 distinct numbers in 1 … 80. */
export function kenoPicks(spot: string): number[] | null {
  if (!spot.startsWith('k:')) return null
  const parts = spot.slice(2).split('-')
  if (parts.length < 1 || parts.length > KENO_TV_MAX_PICKS) return null
  if (!parts.every((p) => /^[1-9]\d?$/.test(p))) return null
  const picks = parts.map(Number)
  if (picks.some((n) => n > KENO_TV_NUMBERS) || new Set(picks).size !== picks.length) return null
  return picks.sort((a, b) => a - b)
}

export function kenoSpot(picks: readonly number[]): string {
  return `k:${[...picks].sort((a, b) => a - b).join('-')}`
}

export function spotStake(spot: string, chip: bigint): bigint | null {
  return kenoPicks(spot) ? chip : null
}

export interface KenoTvOutcome {
  /** The 20 numbers in draw order. */
  balls: number[]
}

/** Hits of a ticket on a draw. */
export function kenoHits(picks: readonly number[], balls: readonly number[]): number {
  const drawn = new Set(balls)
  return picks.filter((n) => drawn.has(n)).length
}

/** What a ticket returns (stake included): the paytable's hundredths of the chip, rounded down to the kuruş. */
export function spotReturn(spot: string, chip: bigint, outcome: KenoTvOutcome): bigint {
  const picks = kenoPicks(spot)
  if (!picks) return 0n
  const pay = KENO_TV_PAYTABLE[picks.length]![kenoHits(picks, outcome.balls)] ?? 0
  return (chip * BigInt(pay)) / 100n
}

/** The draw: the first 20 of a Fisher–Yates shuffle of 1 … 80 (rejection-sampled swaps). */
export function drawKeno(src: WordSource): KenoTvOutcome {
  return { balls: shuffle(src, KENO_TV_NUMBERS, KENO_TV_DRAWN).map((i) => i + 1) }
}
