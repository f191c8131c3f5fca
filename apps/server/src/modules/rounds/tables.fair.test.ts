import { describe, expect, it } from 'vitest'
import { outcomeOf } from './rounds.service.js'
import { closeValueOf, sha256Hex } from './rounds.fair.js'

/*
 * The seed → outcome mapping is uniform: 10⁶ rounds of live roulette from a fixed seed and close
 * value (round ids 1…10⁶), pocket counts against 1/37 each by Pearson's χ² (36 degrees of freedom).
 * Deterministic, so it never flakes: the statistic is what it is for these inputs.
 */
describe('shared-round fairness (docs/shared-rounds.md)', () => {
  it('10⁶ rounds: pockets uniform by χ² (df 36, p > 0.001)', () => {
    const seed = sha256Hex('galata chi-square seed')
    const close = closeValueOf('galata-live-roulette', 0, sha256Hex(seed), [])
    const N = 1_000_000
    const counts = new Array<number>(37).fill(0)
    for (let r = 1; r <= N; r++)
      counts[(outcomeOf('galata-live-roulette', r, seed, close) as { pocket: number }).pocket]! += 1
    const expected = N / 37
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)
    // χ²(36) at p = 0.001 is 67.985.
    expect(chi2).toBeLessThan(67.985)
    expect(Math.min(...counts)).toBeGreaterThan(0)
  })

  it('the outcome is a pure function of (seed, close value, round)', () => {
    const seed = sha256Hex('x')
    const a = outcomeOf('galata-live-roulette', 7, seed, 'c1')
    expect(outcomeOf('galata-live-roulette', 7, seed, 'c1')).toEqual(a)
    // Another close value (one more bet accepted) draws independently.
    const pockets = new Set(
      Array.from(
        { length: 50 },
        (_, i) => (outcomeOf('galata-live-roulette', 7, seed, `c${i}`) as { pocket: number }).pocket,
      ),
    )
    expect(pockets.size).toBeGreaterThan(10)
  })
})
