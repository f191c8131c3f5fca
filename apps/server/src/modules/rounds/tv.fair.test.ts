import { describe, expect, it } from 'vitest'
import { WHEEL_SEGMENTS } from '@galata/game-math/tables/money-wheel'
import { closeValueOf, sha256Hex } from './rounds.fair.js'
import { outcomeOf } from './rounds.service.js'

/*
 * The TV draws map the round's words uniformly (docs/tv-games.md): 10⁵ rounds of each from a fixed
 * seed (round ids 1 … 10⁵), Pearson's χ² of how often each ball / segment comes up against its
 * share, under the p = 0.001 critical value. Balls drawn without replacement make the counts
 * slightly less spread than independent ones, so the bound is conservative. Deterministic inputs:
 * it never flakes.
 */
const N = 100_000
const seed = sha256Hex('galata tv chi-square seed')

function chiSquare(counts: number[], expected: number[]) {
  return counts.reduce((sum, c, i) => sum + (c - expected[i]!) ** 2 / expected[i]!, 0)
}

describe('TV draws: uniform seed → outcome mapping (docs/tv-games.md)', () => {
  it('keno: every number of 1 … 80 drawn 20/80 of the time (χ² df 79 < 123.594)', () => {
    const close = closeValueOf('galata-keno-tv', 0, sha256Hex(seed), [])
    const counts = new Array<number>(80).fill(0)
    for (let r = 1; r <= N; r++)
      for (const b of (outcomeOf('galata-keno-tv', r, seed, close) as { balls: number[] }).balls)
        counts[b - 1]! += 1
    expect(
      chiSquare(
        counts,
        counts.map(() => (N * 20) / 80),
      ),
    ).toBeLessThan(123.594)
  }, 60_000)

  it('money wheel: the first spin stops on each of the 54 segments alike (χ² df 53 < 90.573)', () => {
    const close = closeValueOf('galata-money-wheel', 0, sha256Hex(seed), [])
    const counts = new Array<number>(WHEEL_SEGMENTS.length).fill(0)
    for (let r = 1; r <= N; r++)
      counts[(outcomeOf('galata-money-wheel', r, seed, close) as { spins: number[] }).spins[0]!]! += 1
    expect(
      chiSquare(
        counts,
        counts.map(() => N / 54),
      ),
    ).toBeLessThan(90.573)
  }, 60_000)

  it('Lucky 7: every ball of 42 drawn 7/42 of the time, first balls alike (χ² df 41 < 74.745)', () => {
    const close = closeValueOf('galata-lucky-7', 0, sha256Hex(seed), [])
    const counts = new Array<number>(42).fill(0)
    const first = new Array<number>(42).fill(0)
    for (let r = 1; r <= N; r++) {
      const balls = (outcomeOf('galata-lucky-7', r, seed, close) as { balls: number[] }).balls
      for (const b of balls) counts[b - 1]! += 1
      first[balls[0]! - 1]! += 1
    }
    expect(
      chiSquare(
        counts,
        counts.map(() => (N * 7) / 42),
      ),
    ).toBeLessThan(74.745)
    expect(
      chiSquare(
        first,
        first.map(() => N / 42),
      ),
    ).toBeLessThan(74.745)
  }, 60_000)
})
