import { describe, expect, it } from 'vitest'
import * as vf from '@galata/game-math/tables/virtual-football'
import { outcomeOf } from './tables.service.js'
import { sha256Hex } from './tables.fair.js'

/*
 * Issue 17 "Virtual sports": 10⁶ matches drawn the way the table draws them (the round's words from a
 * fixed seed, one close value per match) for one fixture: the frequencies of home win / draw / away
 * win and of the total goals match the model's exact probabilities by Pearson's χ², and every
 * market's return per unit staked matches its declared RTP (the exact figure is proven in
 * game-math's virtual-football.test.ts; this checks the draw delivers it). Deterministic inputs,
 * so the statistics are what they are and never flake.
 */
describe('virtual football: 10⁶ simulated matches against the model', () => {
  it('results and goal totals by χ², each market’s return at its RTP', () => {
    const GAME = 'galata-virtual-football'
    const ROUND = 42
    const fixture = vf.fixtureFor(ROUND)
    const weights = vf.scoreWeights(fixture.home, fixture.away)
    const total = Number(vf.VF_TOTAL)
    const prob = (win: (x: number, y: number) => boolean) =>
      weights.reduce((s, row, x) => s + row.reduce((t, w, y) => t + (win(x, y) ? Number(w) : 0), 0), 0) /
      total

    const seed = sha256Hex('galata virtual football chi-square seed')
    const N = 1_000_000
    const results = [0, 0, 0]
    const goals = new Array<number>(8).fill(0)
    const returned = new Map<string, number>(Object.keys(fixture.prices).map((s) => [s, 0]))
    for (let i = 0; i < N; i++) {
      const o = outcomeOf(GAME, ROUND, seed, `close-${i}`) as unknown as vf.VfOutcome
      const [x, y] = o.score
      results[x > y ? 0 : x === y ? 1 : 2]! += 1
      goals[Math.min(x + y, 7)]! += 1
      for (const [spot, price] of Object.entries(fixture.prices))
        if (vf.spotWins(spot, x, y)) returned.set(spot, returned.get(spot)! + price / 100)
    }

    const chi2 = (counts: number[], probs: number[]) =>
      counts.reduce((s, c, i) => s + (c - N * probs[i]!) ** 2 / (N * probs[i]!), 0)
    const resultProbs = [prob((x, y) => x > y), prob((x, y) => x === y), prob((x, y) => x < y)]
    const goalProbs = Array.from({ length: 8 }, (_, g) =>
      prob((x, y) => (g === 7 ? x + y >= 7 : x + y === g)),
    )
    // χ² at p = 0.001: 13.816 with 2 degrees of freedom, 24.322 with 7.
    expect(chi2(results, resultProbs)).toBeLessThan(13.816)
    expect(chi2(goals, goalProbs)).toBeLessThan(24.322)

    // Each market's return per 1 staked: within 5 standard errors of its exact value, which is at most
    // the declared RTP (the price is floored); the spread of a bet that pays o with probability p is
    // o·√(p(1−p)/N).
    for (const [spot, price] of Object.entries(fixture.prices)) {
      const p = prob((x, y) => vf.spotWins(spot, x, y))
      const exact = p * (price / 100)
      const se = (price / 100) * Math.sqrt((p * (1 - p)) / N)
      expect(Math.abs(returned.get(spot)! / N - exact), spot).toBeLessThan(5 * se)
      expect(exact, spot).toBeLessThanOrEqual(vf.VF_MARKET_RTP_BP[vf.marketOf(spot)!] / 10_000 + 1e-12)
    }
  })
})
