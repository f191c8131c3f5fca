import { fairShuffle } from './fair.js'

/*
 * Galata Mines: a 5×5 field hides `mines` mines. The first `mines` positions of a fair Fisher–Yates
 * shuffle of the 25 tiles are the mines, fixed by the seeds before the first click. After k safe
 * tiles the multiplier is 0.99 · C(25, k) / C(25 − mines, k) (99 % of the fair odds of surviving k
 * picks), truncated to four decimals; a mine ends the round with nothing.
 */

export const MINES_TILES = 25
export const MINES_MIN = 1
export const MINES_MAX = 24

export function minePositions(floats: readonly number[], mines: number): number[] {
  return fairShuffle(MINES_TILES, floats)
    .slice(0, mines)
    .sort((a, b) => a - b)
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n
  let r = 1n
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1)
  return r
}

/** Multiplier in ten-thousandths after `safe` safe tiles with `mines` mines (1.0000× before any). */
export function minesMultiplierE4(mines: number, safe: number): bigint {
  if (safe === 0) return 10_000n
  return (9_900n * choose(MINES_TILES, safe)) / choose(MINES_TILES - mines, safe)
}

/** Probability, as a fraction, of `safe` picks in a row missing every mine. */
export function survivalChance(mines: number, safe: number): [bigint, bigint] {
  return [choose(MINES_TILES - mines, safe), choose(MINES_TILES, safe)]
}
