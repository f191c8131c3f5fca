import { uniformInt, type WordSource } from './fair.js'

/*
 * Galata Money Wheel (shared rounds, docs/tv-games.md), after the money wheels of research §1.6: a
 * published wheel of 54 segments — 1 ×23, 2 ×15, 5 ×7, 10 ×4, 20 ×2, 40 ×1 and two multiplier
 * segments, 2× and 7×. A bet names a number; when the wheel stops on it the bet pays that number
 * to one (10 pays 10:1) times the multipliers collected, stake returned. A multiplier segment
 * spins the wheel again with its multiplier stacked; at most two re-spins: the third spin counts
 * the 52 number segments only, so a round ends after at most three spins and the top win is
 * 40 × 7 × 7 + 1 = 1 961× the stake. Each bet's RTP is an exact fraction (money-wheel.test.ts
 * enumerates every spin sequence): 1 → 95.15 %, 2 → 95.26 %, 5 → 90.95 %, 10 → 96.25 %,
 * 20 → 92.40 %, 40 → 90.48 % (WHEEL_RTP_BP).
 *
 * Spot on the wire: `w:1`, `w:2`, `w:5`, `w:10`, `w:20`, `w:40`. Its stake is the chip.
 */

export const WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const
export type WheelNumber = (typeof WHEEL_NUMBERS)[number]
export const WHEEL_COUNTS: Record<WheelNumber, number> = { 1: 23, 2: 15, 5: 7, 10: 4, 20: 2, 40: 1 }
export const WHEEL_MULTIPLIERS = [2, 7] as const
/** Each bet's exact RTP rounded to basis points (money-wheel.test.ts). */
export const WHEEL_RTP_BP: Record<WheelNumber, number> = {
  1: 9515,
  2: 9526,
  5: 9095,
  10: 9625,
  20: 9240,
  40: 9048,
}

/** Spins at most in a round (the last counts number segments only). */
export const WHEEL_MAX_SPINS = 3

/** A segment: a number (`n`) or a multiplier (`x`). */
export type WheelSegment = { n: WheelNumber } | { x: number }

/**
 * The published wheel, clockwise from the pointer at rest: the numbers spread evenly (each next
 * segment is the number furthest behind its share), the two multipliers opposite each other.
 */
export const WHEEL_SEGMENTS: readonly WheelSegment[] = (() => {
  const out: WheelSegment[] = []
  const placed: Record<number, number> = { 1: 0, 2: 0, 5: 0, 10: 0, 20: 0, 40: 0 }
  for (let i = 0; i < 52; i++) {
    let best: WheelNumber = 1
    let bestLag = -Infinity
    for (const n of WHEEL_NUMBERS) {
      const lag = ((i + 1) * WHEEL_COUNTS[n]) / 52 - placed[n]!
      if (lag > bestLag) {
        bestLag = lag
        best = n
      }
    }
    placed[best]! += 1
    out.push({ n: best })
  }
  out.splice(13, 0, { x: WHEEL_MULTIPLIERS[0] })
  out.splice(40, 0, { x: WHEEL_MULTIPLIERS[1] })
  return out
})()

/** Indices of the number segments (the last spin draws among these). */
export const NUMBER_SEGMENTS = WHEEL_SEGMENTS.flatMap((s, i) => ('n' in s ? [i] : []))

export function wheelNumberOf(spot: string): WheelNumber | null {
  if (!spot.startsWith('w:')) return null
  const n = Number(spot.slice(2))
  return (WHEEL_NUMBERS as readonly number[]).includes(n) && spot === `w:${n}` ? (n as WheelNumber) : null
}

export function spotStake(spot: string, chip: bigint): bigint | null {
  return wheelNumberOf(spot) === null ? null : chip
}

export interface WheelOutcome {
  /** The segment index of every spin, in order; the last is a number segment. */
  spins: number[]
  /** The number the wheel stopped on. */
  number: WheelNumber
  /** The product of the multipliers collected (1 without any). */
  multiplier: number
}

/** What a bet returns (stake included): number × multiplier to one on its number, nothing otherwise. */
export function spotReturn(spot: string, chip: bigint, outcome: WheelOutcome): bigint {
  const n = wheelNumberOf(spot)
  if (n === null || n !== outcome.number) return 0n
  return chip * BigInt(n * outcome.multiplier + 1)
}

/** An outcome from its spins (the last one a number segment). */
export function outcomeOfSpins(spins: readonly number[]): WheelOutcome {
  let multiplier = 1
  for (const i of spins.slice(0, -1)) {
    const s = WHEEL_SEGMENTS[i]!
    if (!('x' in s)) throw new Error('only the last spin may stop on a number')
    multiplier *= s.x
  }
  const last = WHEEL_SEGMENTS[spins[spins.length - 1]!]!
  if (!('n' in last)) throw new Error('the last spin stops on a number')
  return { spins: [...spins], number: last.n, multiplier }
}

/** The spins: uniform over the 54 segments, the third over the 52 number segments. */
export function drawWheel(src: WordSource): WheelOutcome {
  const spins: number[] = []
  for (;;) {
    const last = spins.length === WHEEL_MAX_SPINS - 1
    const i = last ? NUMBER_SEGMENTS[uniformInt(src, NUMBER_SEGMENTS.length)]! : uniformInt(src, 54)
    spins.push(i)
    if ('n' in WHEEL_SEGMENTS[i]!) return outcomeOfSpins(spins)
  }
}
