import { createHash, createHmac, randomBytes } from 'node:crypto'

/*
 * Provably fair randomness (PROVIDERS.md). Every outcome of a round is a pure function of the
 * server seed, the client seed and the nonce, so a player who learns the server seed (when they
 * rotate it) recomputes every past round, and the SHA-256 shown before play proves the seed was
 * not changed after the bets. Randomness for the seeds themselves comes from node:crypto only.
 */

/** 32 random bytes as hex: the secret half of a seed pair. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex')
}

/** A default client seed; the player may replace it with any text of their own. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex')
}

/** What the player sees before playing: SHA-256 of the server seed (hex of the hex string). */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex')
}

/**
 * `count` floats in [0, 1). Bytes = HMAC-SHA256(key = server seed, message =
 * `clientSeed:nonce:cursor`) for cursor 0, 1, …; each float is four bytes read as base-256
 * digits after the point (b0/256 + b1/256² + b2/256³ + b3/256⁴), eight floats per HMAC.
 */
export function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = []
  for (let cursor = 0; out.length < count; cursor++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest()
    for (let i = 0; i + 4 <= bytes.length && out.length < count; i += 4) {
      out.push(
        bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4,
      )
    }
  }
  return out
}

/**
 * The same stream read lazily: float i of `fairFloats(…, n)` for any n > i, computing each HMAC once
 * and only when needed (a slot round reads 5 floats, or hundreds when its free spins retrigger).
 */
export function fairFloatStream(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): (i: number) => number {
  const blocks: number[][] = []
  return (i) => {
    const cursor = Math.floor(i / 8)
    let block = blocks[cursor]
    if (!block) {
      const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest()
      block = []
      for (let k = 0; k < 32; k += 4)
        block.push(
          bytes[k]! / 256 + bytes[k + 1]! / 256 ** 2 + bytes[k + 2]! / 256 ** 3 + bytes[k + 3]! / 256 ** 4,
        )
      blocks[cursor] = block
    }
    return block[i % 8]!
  }
}

// Pure and shared with the game clients (packages/game-math): the server keeps importing them from here.
export { fairShuffle, payoutOf } from '@galata/game-math/fair'
