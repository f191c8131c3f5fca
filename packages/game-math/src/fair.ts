/*
 * The pure halves of provably fair play, shared by the server (which draws the floats from the seeds,
 * apps/server …/originals/fair.ts) and the game clients (which show what a move would pay).
 */

/**
 * Fisher–Yates over `n` items driven by successive floats (cards, mine positions): step i swaps
 * position i with one of i..n-1 chosen by floor(f·(n−i)).
 */
export function fairShuffle(n: number, floats: readonly number[]): number[] {
  const items = Array.from({ length: n }, (_, i) => i)
  for (let i = 0; i < n - 1; i++) {
    const f = floats[i]
    if (f === undefined) throw new Error('not enough floats for the shuffle')
    const j = i + Math.floor(f * (n - i))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

/** A stake times a multiplier given in ten-thousandths, rounded down to the kuruş (the house keeps the fraction). */
export function payoutOf(stake: bigint, multiplierE4: bigint): bigint {
  return (stake * multiplierE4) / 10_000n
}
