import { createHash, randomBytes } from 'node:crypto'

/*
 * Sky Aviator, the crash game (docs/casino.md "Sky Aviator"). Pure: no clock, no database.
 *
 * Hash chain (PROVIDERS.md: shared-round games publish a reverse SHA-256 chain, as bustabit does):
 *   h₀ = 32 random bytes (hex), h₍ⱼ₊₁₎ = SHA-256(hⱼ as its hex text), hex; the terminal hash h_N is
 *   published before the first round. Round r = 1 … N of the chain plays h₍N−r₎, so the hashes are
 *   used backwards: SHA-256(round r's hash) = round r−1's hash (the terminal hash for r = 1). A
 *   revealed hash therefore proves every earlier round, and nobody can compute a later one.
 *
 * Crash point, in hundredths (E2): with E = 2⁵², h = the first 52 bits of the round hash (13 hex
 * digits), crashE2 = max(100, min(CAP, ⌊97·E / (E − h)⌋)), i.e. ⌊100 · 0.97 / (1 − u)⌋ for u = h/E
 * uniform on [0, 1). For any target m ≥ 1.00 (hundredths), P(crash ≥ m) = 0.97 / m exactly (m ≤ CAP),
 * so a bet cashed out at m returns 0.97 on average whatever m: RTP 97 %. About 1 round in 25.5
 * (1 − 0.97/1.01 ≈ 3.96 %) crashes at 1.00× before anyone can cash out with a profit.
 *
 * Flight: the multiplier after t ms is e^(K·t), shown and paid rounded down to hundredths. The
 * plane is gone at the first millisecond whose shown multiplier exceeds the crash point (at once
 * for 1.00×), so a cash-out at m wins exactly when crash ≥ m.
 */

// The pure maths (crash point, flight, payouts) lives in packages/game-math, shared with the page.
export * from '@galata/game-math/aviator'

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** A new chain's secret seed h₀ (crypto randomness). */
export function newChainSeed(): string {
  return randomBytes(32).toString('hex')
}

/** hⱼ: the seed hashed j times. */
export function chainHashAt(seed: string, j: number): string {
  let h = seed
  for (let i = 0; i < j; i++) h = sha256Hex(h)
  return h
}

/** The published terminal hash h_N of a chain of `length` rounds. */
export function terminalHash(seed: string, length: number): string {
  return chainHashAt(seed, length)
}

/** The hash round `index` (1 … length) of the chain plays: h₍length−index₎. */
export function roundHash(seed: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 1 || index > length) throw new RangeError('round outside the chain')
  return chainHashAt(seed, length - index)
}

/** True when `hash` is the round right after the one whose hash is `previous` (or the terminal hash). */
export function followsInChain(hash: string, previous: string): boolean {
  return sha256Hex(hash) === previous
}

/**
 * Walks a revealed hash back to the published terminal hash: the number of SHA-256 steps it took
 * (its round index in the chain), or null when it does not reach it within `maxSteps`.
 */
export function chainIndexOf(hash: string, terminal: string, maxSteps: number): number | null {
  let h = hash
  for (let i = 1; i <= maxSteps; i++) {
    h = sha256Hex(h)
    if (h === terminal) return i
  }
  return null
}
