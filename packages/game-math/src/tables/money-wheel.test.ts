import { describe, expect, it } from 'vitest'
import {
  NUMBER_SEGMENTS,
  WHEEL_COUNTS,
  WHEEL_NUMBERS,
  WHEEL_RTP_BP,
  WHEEL_SEGMENTS,
  drawWheel,
  outcomeOfSpins,
  spotReturn,
  spotStake,
} from './money-wheel.js'

describe('Galata Money Wheel maths (docs/tv-games.md)', () => {
  it('publishes 54 segments: 1×23, 2×15, 5×7, 10×4, 20×2, 40×1, 2× and 7×', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(54)
    for (const n of WHEEL_NUMBERS)
      expect(WHEEL_SEGMENTS.filter((s) => 'n' in s && s.n === n).length, String(n)).toBe(WHEEL_COUNTS[n])
    expect(WHEEL_SEGMENTS.filter((s) => 'x' in s).map((s) => ('x' in s ? s.x : 0))).toEqual([2, 7])
    expect(NUMBER_SEGMENTS).toHaveLength(52)
  })

  it("every bet's RTP is exact over every spin sequence (enumeration through spotReturn)", () => {
    // Weights over the common denominator 54 · 54 · 52: spin 1 and 2 uniform over 54 segments,
    // spin 3 over the 52 number segments.
    const D = 54n * 54n * 52n
    const chip = 1n
    for (const n of WHEEL_NUMBERS) {
      const spot = `w:${n}`
      let returned = 0n
      const walk = (spins: number[], weight: bigint) => {
        const last = spins.length === 2
        const choices = last ? NUMBER_SEGMENTS : WHEEL_SEGMENTS.map((_, i) => i)
        const w = weight / BigInt(choices.length)
        for (const i of choices) {
          const seq = [...spins, i]
          if ('x' in WHEEL_SEGMENTS[i]!) walk(seq, w)
          else returned += w * spotReturn(spot, chip, outcomeOfSpins(seq))
        }
      }
      walk([], D)
      const bp = (returned * 20_000n + D) / (2n * D)
      expect(Number(bp), spot).toBe(WHEEL_RTP_BP[n])
    }
  })

  it('pays number × multipliers to one and takes only the six numbers', () => {
    const seg = (want: object) => WHEEL_SEGMENTS.findIndex((s) => JSON.stringify(s) === JSON.stringify(want))
    const o = outcomeOfSpins([seg({ x: 7 }), seg({ x: 2 }), seg({ n: 10 })])
    expect(o).toMatchObject({ number: 10, multiplier: 14 })
    expect(spotReturn('w:10', 100n, o)).toBe(14_100n)
    expect(spotReturn('w:5', 100n, o)).toBe(0n)
    for (const bad of ['w:3', 'w:', 'w:01', 'w:1.0', 'x:1']) expect(spotStake(bad, 1n), bad).toBeNull()
  })

  it('ends a round within three spins, the last on a number', () => {
    let k = 1
    for (let r = 0; r < 2000; r++) {
      const o = drawWheel({ next: () => (k = (k * 1_664_525 + 1_013_904_223) >>> 0) })
      expect(o.spins.length).toBeLessThanOrEqual(3)
      expect('n' in WHEEL_SEGMENTS[o.spins[o.spins.length - 1]!]!).toBe(true)
    }
  })
})
