import { describe, expect, it } from 'vitest'
import { LUCKY7_RTP_BP, allMarkets, drawLucky7, marketOf, oddsHundredths, spotReturn } from './lucky7.js'

describe('Galata Lucky 7 maths (docs/tv-games.md)', () => {
  it('every market is priced 95 % ÷ its exact probability (all C(42,7) draws enumerated)', () => {
    // Draws as sets: the unordered markets depend on (sum, odd count, yellow count); `in:x` on x's
    // presence. Count every class once and keep one draw of it to ask spotReturn.
    const classCount = new Int32Array(274 * 64)
    const classDraw = new Map<number, number[]>()
    const inCount = new Array<number>(43).fill(0)
    let total = 0
    const b = [0, 0, 0, 0, 0, 0, 0]
    const rec = (from: number, depth: number, s: number, odd: number, yel: number) => {
      if (depth === 7) {
        total += 1
        for (const x of b) inCount[x]! += 1
        const key = (s * 8 + odd) * 8 + yel
        if (classCount[key] === 0) classDraw.set(key, [...b])
        classCount[key] = classCount[key]! + 1
        return
      }
      for (let x = from; x <= 42 - (6 - depth); x++) {
        b[depth] = x
        rec(x + 1, depth + 1, s + x, odd + (x % 2), yel + (x <= 21 ? 1 : 0))
      }
    }
    rec(1, 0, 0, 0, 0)
    expect(total).toBe(26_978_328)
    for (let x = 1; x <= 42; x++) expect(inCount[x]! * 6, `in:${x}`).toBe(total)

    const chip = 100n
    for (const spot of allMarkets()) {
      const m = marketOf(spot)!
      let winsCount: number
      let of = total
      if (spot.startsWith('first')) {
        // Draw order is a uniform permutation: the first ball is each of the 42 with 1/42.
        winsCount = 0
        of = 42
        for (let x = 1; x <= 42; x++) {
          const rest = [1, 2, 3, 4, 5, 6, 7].filter((y) => y !== x).slice(0, 6)
          if (spotReturn(spot, chip, { balls: [x, ...rest] }) > 0n) winsCount += 1
        }
      } else if (spot.startsWith('in:')) {
        const x = Number(spot.slice(3))
        winsCount = inCount[x]!
        expect(spotReturn(spot, chip, { balls: [x, 43 - x === x ? 1 : 43 - x] })).toBeGreaterThan(0n)
      } else {
        winsCount = 0
        for (const [key, balls] of classDraw)
          if (spotReturn(spot, chip, { balls }) > 0n) winsCount += classCount[key]!
      }
      // p as counted equals the market's declared p, and odds × p = 95 % exactly.
      expect(winsCount * m.p[1], spot).toBe(of * m.p[0])
      expect(oddsHundredths(spot)! * m.p[0], spot).toBe((LUCKY7_RTP_BP / 100) * m.p[1])
    }
  }, 60_000)

  it('returns chip × odds on a win, rounded down to the kuruş', () => {
    const balls = [22, 1, 3, 5, 40, 41, 42]
    expect(spotReturn('first:black', 100n, { balls })).toBe(190n)
    expect(spotReturn('first:yellow', 100n, { balls })).toBe(0n)
    expect(spotReturn('firstn:22', 100n, { balls })).toBe(3990n)
    expect(spotReturn('in:5', 10n, { balls })).toBe(57n)
    expect(spotReturn('parity:odd', 100n, { balls })).toBe(190n)
    for (const bad of ['in:0', 'in:43', 'firstn:07', 'sum:7', 'first:red'])
      expect(marketOf(bad), bad).toBeNull()
  })

  it('draws 7 distinct balls of 1 … 42', () => {
    let k = 3
    const { balls } = drawLucky7({ next: () => (k = (k * 1_103_515_245 + 12_345) >>> 0) })
    expect(new Set(balls).size).toBe(7)
    expect(balls.every((x) => x >= 1 && x <= 42)).toBe(true)
  })
})
