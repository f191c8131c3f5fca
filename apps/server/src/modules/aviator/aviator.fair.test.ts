import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  CRASH_CAP_E2,
  cashOutPayout,
  chainHashAt,
  chainIndexOf,
  crashPointE2,
  flightAt,
  flightDurationMs,
  followsInChain,
  multiplierE2At,
  roundHash,
  settleAtCrash,
  terminalHash,
  timeToReachMs,
} from './aviator.chain.js'

const sha = (s: string) => createHash('sha256').update(s).digest('hex')

describe('Sky Aviator engine: hash chain, crash point, flight', () => {
  it('plays a chain backwards: every round hash hashes to the one before, the first to the terminal hash', () => {
    const seed = randomBytes(32).toString('hex')
    const length = 50
    const terminal = terminalHash(seed, length)
    expect(terminal).toBe(chainHashAt(seed, length))
    let previous = terminal
    for (let r = 1; r <= length; r++) {
      const h = roundHash(seed, length, r)
      expect(sha(h)).toBe(previous)
      expect(followsInChain(h, previous)).toBe(true)
      expect(chainIndexOf(h, terminal, length)).toBe(r)
      previous = h
    }
    // A forged hash does not reach the published terminal hash.
    expect(chainIndexOf(randomBytes(32).toString('hex'), terminal, length)).toBeNull()
    expect(() => roundHash(seed, length, 0)).toThrow(RangeError)
    expect(() => roundHash(seed, length, length + 1)).toThrow(RangeError)
  })

  it('derives the crash point by the documented formula', () => {
    // h = 0 → ⌊97⌋ → below 1.00× → 1.00× (an instant crash).
    expect(crashPointE2('0'.repeat(64))).toBe(100)
    // h = E/2 → ⌊97·2⌋ = 194.
    expect(crashPointE2('8' + '0'.repeat(63))).toBe(194)
    // h close to E → capped.
    expect(crashPointE2('f'.repeat(64))).toBe(CRASH_CAP_E2)
    // Same formula written independently with floats on random hashes (far from rounding edges).
    for (let i = 0; i < 2000; i++) {
      const hash = randomBytes(32).toString('hex')
      const u = parseInt(hash.slice(0, 13), 16) / 2 ** 52
      const expected = Math.max(100, Math.min(CRASH_CAP_E2, Math.floor((97 / (1 - u)) * (1 - 1e-12))))
      const got = crashPointE2(hash)
      expect(Math.abs(got - expected)).toBeLessThanOrEqual(1)
    }
    expect(() => crashPointE2('xyz')).toThrow(RangeError)
  })

  it('has P(crash ≥ m) = 0.97/m exactly, so every cash-out target returns 97 %', () => {
    // Exact: crash ≥ m ⇔ h ≥ E·(1 − 97/m) (h integer), counted over the 2⁵² equally likely h.
    const E = 2n ** 52n
    for (const m of [101n, 150n, 200n, 333n, 1000n, 10_000n, 1_000_000n]) {
      // Smallest h with ⌊97·E/(E − h)⌋ ≥ m  ⇔  97·E ≥ m·(E − h)  ⇔  h ≥ E − ⌊97·E/m⌋.
      const hMin = E - (97n * E) / m
      const winning = E - hMin
      const rtp = (Number(winning) / Number(E)) * (Number(m) / 100)
      expect(rtp).toBeGreaterThan(0.96999)
      expect(rtp).toBeLessThanOrEqual(0.97)
      // And the formula agrees at the boundary.
      const at = (h: bigint) => crashPointE2(h.toString(16).padStart(13, '0') + '0'.repeat(51))
      expect(at(hMin)).toBeGreaterThanOrEqual(Number(m))
      if (hMin > 0n) expect(at(hMin - 1n)).toBeLessThan(Number(m))
    }
  })

  it('simulated RTP over 200 000 rounds is 97 % within its 99 % confidence interval', () => {
    const n = 200_000
    // A fixed start keeps the run reproducible (a random one would fail 1 run in ~30 by design).
    let seedHash = sha('galata-aviator-rtp')
    const targets = [110, 200, 500]
    const returns = targets.map(() => ({ sum: 0, sumSq: 0 }))
    let instant = 0
    for (let i = 0; i < n; i++) {
      seedHash = sha(seedHash)
      const c = crashPointE2(seedHash)
      if (c === 100) instant++
      targets.forEach((m, j) => {
        const r = c >= m ? m / 100 : 0
        returns[j]!.sum += r
        returns[j]!.sumSq += r * r
      })
    }
    targets.forEach((m, j) => {
      const mean = returns[j]!.sum / n
      const sd = Math.sqrt(returns[j]!.sumSq / n - mean * mean)
      const half = (2.576 * sd) / Math.sqrt(n)
      expect(Math.abs(mean - 0.97), `target ${m / 100}×: ${mean}`).toBeLessThan(half)
    })
    // About 1 − 0.97/1.01 ≈ 3.96 % of rounds crash below 1.01×.
    expect(instant / n).toBeGreaterThan(0.036)
    expect(instant / n).toBeLessThan(0.043)
  })

  it('grows as e^(k·t) and crashes at the first millisecond past the crash point', () => {
    expect(multiplierE2At(0)).toBe(100)
    expect(multiplierE2At(11_553)).toBe(Math.floor(100 * Math.exp(0.00006 * 11_553)))
    expect(multiplierE2At(11_553)).toBeGreaterThanOrEqual(199)
    for (const c of [100, 101, 150, 200, 1234, 99_999]) {
      const d = flightDurationMs(c)
      if (c === 100) expect(d).toBe(0)
      else {
        expect(multiplierE2At(d)).toBeGreaterThan(c)
        expect(multiplierE2At(d - 1)).toBeLessThanOrEqual(c)
        expect(flightAt(c, d - 1)).toEqual({ crashed: false, multiplierE2: multiplierE2At(d - 1) })
      }
      expect(flightAt(c, d).crashed).toBe(true)
      expect(flightAt(c, d).multiplierE2).toBe(c)
    }
    const t = timeToReachMs(250)
    expect(multiplierE2At(t)).toBeGreaterThanOrEqual(250)
    expect(multiplierE2At(t - 1)).toBeLessThan(250)
  })

  it('pays stake × multiplier rounded down; an auto cash-out wins when crash ≥ target', () => {
    expect(cashOutPayout(1000n, 157)).toBe(1570n)
    expect(cashOutPayout(333n, 101)).toBe(336n)
    expect(settleAtCrash(1000n, 200, 200)).toBe(2000n)
    expect(settleAtCrash(1000n, 201, 200)).toBe(0n)
    expect(settleAtCrash(1000n, null, 5000)).toBe(0n)
  })
})
