/*
 * The pure half of a shared round's fairness (docs/shared-rounds.md): outcomes are drawn from a stream of
 * uniform 32-bit words (the server makes it from HMAC-SHA256 of the round's seed and closing value;
 * a verifier makes the same one). Integers in [0, n) come by rejection sampling, never `word % n`,
 * so no pocket, card or ball is favoured by a modulo bias.
 */

/** A stream of uniform unsigned 32-bit words. */
export interface WordSource {
  next(): number
}

const TWO_32 = 0x1_0000_0000

/** A uniform integer in [0, n) from `src` (1 ≤ n ≤ 2³²): words at or above the largest multiple of n are drawn again. */
export function uniformInt(src: WordSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new Error(`uniformInt: bad range ${n}`)
  const limit = TWO_32 - (TWO_32 % n)
  for (;;) {
    const w = src.next()
    if (w < limit) return w % n
  }
}

/** A uniform permutation of 0 … n−1 (Fisher–Yates, each swap by `uniformInt`); the first `take` positions when given. */
export function shuffle(src: WordSource, n: number, take = n): number[] {
  const items = Array.from({ length: n }, (_, i) => i)
  const upTo = Math.min(take, n - 1)
  for (let i = 0; i < upTo; i++) {
    const j = i + uniformInt(src, n - i)
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items.slice(0, take)
}

/** Words read from a byte array big-endian, 4 bytes each (a stream over successive blocks). */
export function wordsOfBytes(blocks: (counter: number) => Uint8Array): WordSource {
  let counter = 0
  let block = blocks(counter)
  let offset = 0
  return {
    next() {
      if (offset + 4 > block.length) {
        counter += 1
        block = blocks(counter)
        offset = 0
      }
      const w =
        ((block[offset]! << 24) |
          (block[offset + 1]! << 16) |
          (block[offset + 2]! << 8) |
          block[offset + 3]!) >>>
        0
      offset += 4
      return w
    },
  }
}
