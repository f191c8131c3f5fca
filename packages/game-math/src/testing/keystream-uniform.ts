import { createCipheriv } from 'node:crypto'
import type { Uniform } from '../sports/seed-stream.js'

/*
 * A fast fixed-seed uniform stream for Monte Carlo checks of the sports simulators (10⁵ matches):
 * the AES-256-CTR keystream of a 32-byte seed, 52 bits a double. The same seed gives the same
 * stream, so a test's interval check is reproducible; the production stream stays SeedStream
 * (HMAC blocks, docs/sportsbook.md "Provably fair"), which is too slow for 10⁷ draws in a test.
 */
export class KeystreamUniform implements Uniform {
  private readonly cipher
  private buf = Buffer.alloc(0)
  private pos = 0

  constructor(seedHex: string) {
    this.cipher = createCipheriv('aes-256-ctr', Buffer.from(seedHex, 'hex'), Buffer.alloc(16))
  }

  next(): number {
    if (this.pos + 8 > this.buf.length) {
      this.buf = this.cipher.update(Buffer.alloc(1 << 16))
      this.pos = 0
    }
    const hi = this.buf.readUInt32BE(this.pos) >>> 12
    const lo = this.buf.readUInt32BE(this.pos + 4)
    this.pos += 8
    return (hi * 2 ** 32 + lo) / 2 ** 52
  }
}
