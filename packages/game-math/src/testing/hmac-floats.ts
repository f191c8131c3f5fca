import { createHmac } from 'node:crypto'

/*
 * The server's provably fair float stream (apps/server/src/modules/originals/fair.ts, docs/casino.md
 * "Provably fair"), for the maths' fixed-seed simulations: floats in [0, 1) from HMAC-SHA256(server
 * seed, `client:nonce:cursor`), four bytes each. Tests only (node:crypto): the game clients never
 * import it. The server's own test checks that both streams agree.
 */

function block(serverSeed: string, clientSeed: string, nonce: number, cursor: number): number[] {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest()
  const out: number[] = []
  for (let k = 0; k < 32; k += 4)
    out.push(bytes[k]! / 256 + bytes[k + 1]! / 256 ** 2 + bytes[k + 2]! / 256 ** 3 + bytes[k + 3]! / 256 ** 4)
  return out
}

export function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = []
  for (let cursor = 0; out.length < count; cursor++)
    out.push(...block(serverSeed, clientSeed, nonce, cursor).slice(0, count - out.length))
  return out
}

export function fairFloatStream(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): (i: number) => number {
  const blocks: number[][] = []
  return (i) => {
    const cursor = Math.floor(i / 8)
    blocks[cursor] ??= block(serverSeed, clientSeed, nonce, cursor)
    return blocks[cursor][i % 8]!
  }
}
