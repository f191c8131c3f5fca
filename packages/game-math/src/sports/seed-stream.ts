import { createHash, createHmac, randomBytes } from 'node:crypto'

/*
 * Provably fair randomness for the simulated sports world (docs/sportsbook.md, research §6.3). Every match
 * and every world is driven by a 32-byte seed: the book publishes `commitSeed(seed)` before kick-off and
 * reveals the seed at full time, and anyone can replay the event log from it. The stream is
 * HMAC-SHA256(seed, counter) block after block, so it uses no non-cryptographic generator and it is the same
 * on every machine. This file is the only one in the sports engine that needs `node:crypto`; the
 * simulators take any `Uniform`, so they stay pure.
 */

/** A source of uniform doubles in [0, 1). */
export interface Uniform {
  next(): number
}

export const SEED_BYTES = 32

/** A fresh seed from the operating system's CSPRNG, as lowercase hex. */
export function newSeed(): string {
  return randomBytes(SEED_BYTES).toString('hex')
}

/** The public commitment to a seed: SHA-256 of its bytes, lowercase hex. */
export function commitSeed(seedHex: string): string {
  return createHash('sha256').update(seedBytes(seedHex)).digest('hex')
}

/** True when the revealed seed matches the published commitment. */
export function verifySeed(seedHex: string, commitment: string): boolean {
  return commitSeed(seedHex) === commitment.toLowerCase()
}

/** A child seed for one purpose (a fixture, a season's ratings) so one world seed feeds many streams. */
export function deriveSeed(seedHex: string, label: string): string {
  return createHmac('sha256', seedBytes(seedHex)).update(`derive:${label}`).digest('hex')
}

function seedBytes(seedHex: string): Buffer {
  if (!/^[0-9a-f]{64}$/i.test(seedHex)) throw new Error('a seed is 32 bytes of hex')
  return Buffer.from(seedHex, 'hex')
}

/**
 * The stream: block i = HMAC-SHA256(seed, "stream:" + i); each 32-byte block gives four 8-byte words
 * and each word gives one double from its top 52 bits (exactly representable, never 1).
 */
export class SeedStream implements Uniform {
  private readonly key: Buffer
  private block: Buffer = Buffer.alloc(0)
  private offset = 32
  private counter = 0
  /** How many doubles were drawn: lets a verifier check it replayed the same number of draws. */
  drawn = 0

  constructor(seedHex: string) {
    this.key = seedBytes(seedHex)
  }

  private word(): bigint {
    if (this.offset >= 32) {
      this.block = createHmac('sha256', this.key).update(`stream:${this.counter++}`).digest()
      this.offset = 0
    }
    const w = this.block.readBigUInt64BE(this.offset)
    this.offset += 8
    return w
  }

  next(): number {
    this.drawn++
    return Number(this.word() >> 12n) / 2 ** 52
  }

  /** An integer in [0, n) without modulo bias: 32-bit draws above the largest multiple of n are rejected. */
  int(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 32) throw new Error('int(n) needs 1 ≤ n ≤ 2^32')
    const limit = 2n ** 32n - (2n ** 32n % BigInt(n))
    for (;;) {
      const v = this.word() >> 32n
      if (v < limit) return Number(v % BigInt(n))
    }
  }
}

/** Draws an integer in [0, n) from any uniform source (floor of n·u; u < 1 so never n). */
export function pick(u: Uniform, n: number): number {
  return Math.floor(u.next() * n)
}
