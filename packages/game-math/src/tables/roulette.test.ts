import { describe, expect, it } from 'vitest'
import { shuffle, uniformInt, type WordSource } from './fair.js'
import { WHEEL_ORDER, allSpots, neighbours, resolveSpot, spotReturn, spotStake } from './roulette.js'

/** A chip every covered-set size divides (1…18 numbers), so 36/n is exact and rounding never enters. */
const CHIP = 12_252_240n

describe('live roulette table maths (docs/shared-rounds.md)', () => {
  it('every spot returns exactly 36/37 of its stake over the 37 pockets (enumeration)', () => {
    const spots = allSpots()
    // 37 straights, 60 splits, 12 streets + 2 trios, 22 corners + first four, 11 lines, 12 outside, 37 neighbours.
    expect(spots.length).toBe(37 + 60 + 14 + 23 + 11 + 12 + 37)
    for (const spot of spots) {
      const stake = spotStake(spot, CHIP)!
      let returned = 0n
      for (let pocket = 0; pocket < 37; pocket++) returned += spotReturn(spot, CHIP, pocket)
      // Σ return / (37 · stake) = 36/37  ⇔  Σ return = 36 · stake.
      expect(returned, spot).toBe(36n * stake)
    }
  })

  it('pays 35:1, 17:1, 2:1, 1:1; neighbours are five straights around the wheel', () => {
    expect(spotReturn('n:17', 100n, 17)).toBe(3600n)
    expect(spotReturn('n:17-20', 100n, 20)).toBe(1800n)
    expect(spotReturn('dozen2', 100n, 13)).toBe(300n)
    expect(spotReturn('red', 100n, 1)).toBe(200n)
    expect(spotReturn('red', 100n, 0)).toBe(0n)
    expect(neighbours(0)).toEqual([3, 26, 0, 32, 15])
    expect(spotStake('nb:0', 100n)).toBe(500n)
    expect(spotReturn('nb:0', 100n, 26)).toBe(3600n)
    expect(new Set(WHEEL_ORDER).size).toBe(37)
  })

  it('refuses spots that are not on the board', () => {
    for (const bad of ['n:1-5', 'n:37', 'nb:37', 'n:', 'n:01', 'blue', 'n:1-2-3-4-5-6-7', 'nb:-1', 'n:1-1'])
      expect(resolveSpot(bad), bad).toBeNull()
  })

  it('draws integers by rejection: no word at or above the last whole multiple of n is used', () => {
    const words = [0xffff_ffff, 0xffff_fffe, 5]
    const src: WordSource = { next: () => words.shift()! }
    // 2³² mod 3 = 1: only 0xffffffff is rejected; 0xfffffffe % 3 = 0xfffffffe mod 3.
    expect(uniformInt(src, 3)).toBe(0xffff_fffe % 3)
    const src37 = { next: () => 0xffff_fffa }
    // 2³² mod 37 = 33: 0xfffffffa ≥ 2³² − 33 would loop for ever, so use a counter instead.
    let n = 0
    const mixed: WordSource = { next: () => (n++ === 0 ? src37.next() : 74) }
    expect(uniformInt(mixed, 37)).toBe(0)
    expect(n).toBe(2)
    let k = 0
    const perm = shuffle({ next: () => k++ }, 5)
    expect([...perm].sort()).toEqual([0, 1, 2, 3, 4])
  })
})
