import { fairShuffle } from './fair.js'

/*
 * Galata Scratch: a 3×3 scratch card. The card's prize is drawn first from a published table with
 * exact probabilities, then the nine symbols are laid out to show it: a winning card holds its prize
 * symbol exactly three times and every other symbol at most twice; a losing card holds no symbol
 * three times. Fairness: the round's floats are read as 32-bit words u = f·2³² (exact: four bytes);
 * the first word below 2³² − (2³² mod 1 000 000) is kept (rejection sampling, so every draw
 * d = u mod 1 000 000 is exactly equally likely) and d falls in one prize's weight band. The floats
 * after that word shuffle the layout (fairShuffle). RTP = Σ weight·multiplier / 1 000 000 = 97 %.
 */

/** The symbols, lowest prize first (their names are the page's strings `scratch_<symbol>`). */
export const SCRATCH_SYMBOLS = ['tulip', 'lamp', 'coffee', 'ferry', 'tower', 'crown'] as const
export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number]
/** Draws are 0 … 999 999; a prize's weight is how many of them pay it. */
export const SCRATCH_DRAWS = 1_000_000
/** The published prize table: three of a symbol pay its multiplier (ten-thousandths). */
export const SCRATCH_PRIZES: readonly { symbol: number; weight: number; multiplierE4: bigint }[] = [
  { symbol: 0, weight: 250_000, multiplierE4: 10_000n },
  { symbol: 1, weight: 120_000, multiplierE4: 20_000n },
  { symbol: 2, weight: 40_000, multiplierE4: 50_000n },
  { symbol: 3, weight: 13_000, multiplierE4: 100_000n },
  { symbol: 4, weight: 2_000, multiplierE4: 500_000n },
  { symbol: 5, weight: 100, multiplierE4: 5_000_000n },
]
/** 97 %: the declared RTP (games.rtp_bp 9700). */
export const SCRATCH_RTP_BP = 9700
const WORDS = 2 ** 32
/** Words at or above this are rejected: below it every draw has the same number of words. */
export const SCRATCH_WORD_LIMIT = WORDS - (WORDS % SCRATCH_DRAWS)

/** The prize index (into SCRATCH_PRIZES) of a draw 0 … 999 999, or -1 for a losing card. */
export function scratchPrizeOf(draw: number): number {
  let band = 0
  for (const [i, p] of SCRATCH_PRIZES.entries()) {
    band += p.weight
    if (draw < band) return i
  }
  return -1
}

export interface ScratchCard {
  /** The nine cells, row by row: symbol indices into SCRATCH_SYMBOLS. */
  cells: number[]
  /** Index into SCRATCH_PRIZES, or -1. */
  prize: number
  multiplierE4: bigint
}

/** The card from the round's float stream (float i). */
export function scratchCard(float: (i: number) => number): ScratchCard {
  let i = 0
  let word = Math.floor(float(i) * WORDS)
  // Rejection: the chance of one more word is under 0.03 %, of 20 more under 10⁻⁷⁰.
  while (word >= SCRATCH_WORD_LIMIT) word = Math.floor(float(++i) * WORDS)
  const prize = scratchPrizeOf(word % SCRATCH_DRAWS)
  const next = (n: number) => Array.from({ length: n }, () => float(++i))
  const n = SCRATCH_SYMBOLS.length
  let chosen: number[]
  if (prize >= 0) {
    const s = SCRATCH_PRIZES[prize]!.symbol
    // Two of every other symbol, six of them drawn: none can reach three.
    const pool = Array.from({ length: 2 * n }, (_, k) => k % n).filter((k) => k !== s)
    chosen = [
      s,
      s,
      s,
      ...fairShuffle(pool.length, next(pool.length - 1))
        .slice(0, 6)
        .map((k) => pool[k]!),
    ]
  } else {
    const pool = Array.from({ length: 2 * n }, (_, k) => k % n)
    chosen = fairShuffle(pool.length, next(pool.length - 1))
      .slice(0, 9)
      .map((k) => pool[k]!)
  }
  const cells = fairShuffle(9, next(8)).map((k) => chosen[k]!)
  return { cells, prize, multiplierE4: prize >= 0 ? SCRATCH_PRIZES[prize]!.multiplierE4 : 0n }
}

/** What a laid-out card pays by reading it: the symbol shown three times, if any. */
export function scratchReads(cells: readonly number[]): number {
  const counts = new Map<number, number>()
  for (const c of cells) counts.set(c, (counts.get(c) ?? 0) + 1)
  const triple = [...counts].find(([, k]) => k >= 3)
  return triple ? SCRATCH_PRIZES.findIndex((p) => p.symbol === triple[0]) : -1
}
