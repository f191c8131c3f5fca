import { fairShuffle } from './fair.js'

/*
 * Galata Keno: 10 numbers drawn from 1 … 40; the player picks 1 … 10 of them before the draw. The
 * number of hits h is hypergeometric: P(h) = C(p, h) · C(40 − p, 10 − h) / C(40, 10) for p picks.
 * One paytable per pick count (hundredths of the stake); its RTP is exact (a sum over h) and lies in
 * [98.98 %, 99 %] (keno.test.ts). The top prize is capped at 10 000× (10 picks, 10 hits), which keeps
 * the largest win within the wallet's 100 M ₺ limit at the 10 000 ₺ stake.
 * Fairness: the draw is the first 10 numbers of a Fisher–Yates shuffle of 1 … 40 driven by the
 * round's first 39 floats (fair.ts `fairShuffle`).
 */

export const KENO_NUMBERS = 40
export const KENO_DRAWN = 10
export const KENO_MAX_PICKS = 10
/** 99 %: the declared RTP (games.rtp_bp 9900). */
export const KENO_RTP_BP = 9900

/** KENO_PAYTABLE[picks][hits] in hundredths of the stake (0 = no pay). */
export const KENO_PAYTABLE: Record<number, readonly number[]> = {
  1: [0, 396],
  2: [0, 145, 749],
  3: [0, 0, 479, 2762],
  4: [0, 0, 196, 1184, 4516],
  5: [0, 0, 0, 658, 4216, 16803],
  6: [0, 0, 0, 285, 1900, 8006, 33606],
  7: [0, 0, 0, 136, 954, 4191, 18400, 81208],
  8: [0, 0, 0, 0, 450, 3302, 15103, 69814, 321325],
  9: [0, 0, 0, 0, 218, 1661, 7997, 38310, 184217, 884163],
  10: [0, 0, 0, 0, 110, 884, 4415, 22007, 110324, 551549, 1000000],
}

/** The drawn numbers (1 … 40, in draw order) from the round's floats (39 of them). */
export function kenoDraw(floats: readonly number[]): number[] {
  return fairShuffle(KENO_NUMBERS, floats)
    .slice(0, KENO_DRAWN)
    .map((i) => i + 1)
}

/** 1 … 10 distinct whole numbers in 1 … 40. */
export function isValidKenoPick(picks: readonly number[]): boolean {
  return (
    picks.length >= 1 &&
    picks.length <= KENO_MAX_PICKS &&
    new Set(picks).size === picks.length &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS)
  )
}

export function kenoHits(picks: readonly number[], drawn: readonly number[]): number {
  return picks.filter((n) => drawn.includes(n)).length
}

/** The multiplier for `hits` of `picks` numbers, in ten-thousandths. */
export function kenoMultiplierE4(picks: number, hits: number): bigint {
  const m = KENO_PAYTABLE[picks]?.[hits]
  if (m === undefined) throw new Error(`no keno pay for ${picks}/${hits}`)
  return BigInt(m) * 100n
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n
  let r = 1n
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1)
  return r
}

/** P(h hits | p picks) as numerator over C(40, 10). */
export function kenoHitWays(picks: number, hits: number): bigint {
  return choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits)
}

/** The exact RTP of a pick count as a fraction: Σ ways(h) · m_h over C(40, 10) · 100. */
export function kenoRtp(picks: number): { num: bigint; den: bigint } {
  const table = KENO_PAYTABLE[picks]!
  const num = table.reduce((sum, m, h) => sum + kenoHitWays(picks, h) * BigInt(m), 0n)
  return { num, den: choose(KENO_NUMBERS, KENO_DRAWN) * 100n }
}
