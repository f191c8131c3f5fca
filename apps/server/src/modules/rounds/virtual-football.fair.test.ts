import { describe, expect, it } from 'vitest'
import * as vf from '@galata/game-math/tables/virtual-football'
import { outcomeOf } from './rounds.service.js'
import { roundWords, sha256Hex } from './rounds.fair.js'

/*
 * docs/virtual-sports.md "Virtual sports": 10⁶ matches drawn the way the table draws them (the round's words
 * from a fixed seed, one close value per match day, VF_MATCHES matches a day) for one round's match day:
 * the frequencies of home win / draw / away win and of the total goals of each match match the
 * model's exact probabilities by Pearson's χ², and every spot's return per unit staked matches its
 * price's exact RTP (the declared bound is proven in game-math's virtual-football.test.ts; this checks
 * the draw delivers it). Only the scores are drawn (`drawScores`, the first words of the round's
 * stream): the timelines that follow decorate the reveal and no statistic needs them; the first test
 * shows the table's full draw has exactly these scores. Deterministic inputs: never flakes.
 */
const SEED = sha256Hex('galata virtual football chi-square seed')
const ROUND = 42

describe.each(vf.VF_LEAGUE_CODES)('virtual football %s: 10⁶ simulated matches against the model', (game) => {
  const league = vf.leagueOf(game)

  it('the table’s draw has the scores `drawScores` reads from the start of the stream', () => {
    for (let i = 0; i < 500; i++) {
      const day = outcomeOf(game, ROUND, SEED, `close-${i}`) as unknown as vf.VfOutcome
      const scores = vf.drawScores(roundWords(SEED, game, ROUND, `close-${i}`), league, ROUND)
      expect(day.matches.map((m) => m.score)).toEqual(scores)
    }
  })

  it('results and goal totals by χ², each spot’s return at its RTP', () => {
    const day = vf.matchDayFor(league, ROUND)
    const M = vf.VF_MATCHES
    const DAYS = 250_000
    const N = DAYS * M // 10⁶ matches
    const probs = day.map((f) => {
      const w = vf.scoreWeights(league, f.home, f.away)
      return (win: (x: number, y: number) => boolean) =>
        w.reduce((s, row, x) => s + row.reduce((t, v, y) => t + (win(x, y) ? Number(v) : 0), 0), 0) /
        Number(vf.VF_TOTAL)
    })
    // Counts per match: results (3 cells) and goal totals 0…6, 7+ (8 cells); wins per pick.
    const results = day.map(() => [0, 0, 0])
    const goals = day.map(() => new Array<number>(8).fill(0))
    const wins = day.map(() => new Map<string, number>(vf.VF_PICKS.map((p) => [p, 0])))
    const scoreWins = new Map<string, string[]>()
    for (let x = 0; x <= vf.VF_MAX_GOALS; x++)
      for (let y = 0; y <= vf.VF_MAX_GOALS; y++)
        scoreWins.set(
          `${x}-${y}`,
          vf.VF_PICKS.filter((p) => vf.pickWins(p, x, y)),
        )
    for (let i = 0; i < DAYS; i++) {
      const scores = vf.drawScores(roundWords(SEED, game, ROUND, `close-${i}`), league, ROUND)
      for (let m = 0; m < M; m++) {
        const [x, y] = scores[m]!
        results[m]![x > y ? 0 : x === y ? 1 : 2]! += 1
        goals[m]![Math.min(x + y, 7)]! += 1
        const w = wins[m]!
        for (const p of scoreWins.get(`${x}-${y}`)!) w.set(p, w.get(p)! + 1)
      }
    }

    // Pooled over the four matches: Σ (c − np)² / np with DAYS draws of each match.
    const chi2 = (counts: number[][], cellProbs: number[][]) =>
      counts.reduce(
        (s, row, m) =>
          s +
          row.reduce((t, c, i) => t + (c - DAYS * cellProbs[m]![i]!) ** 2 / (DAYS * cellProbs[m]![i]!), 0),
        0,
      )
    const resultProbs = probs.map((p) => [p((x, y) => x > y), p((x, y) => x === y), p((x, y) => x < y)])
    const goalProbs = probs.map((p) =>
      Array.from({ length: 8 }, (_, g) => p((x, y) => (g === 7 ? x + y >= 7 : x + y === g))),
    )
    // χ² at p = 0.001: 26.124 with 4 × 2 = 8 degrees of freedom, 56.892 with 4 × 7 = 28.
    expect(chi2(results, resultProbs)).toBeLessThan(26.124)
    expect(chi2(goals, goalProbs)).toBeLessThan(56.892)
    expect(results.flat().reduce((a, b) => a + b, 0)).toBe(N)

    // Each spot's return per 1 staked: within 5 standard errors of its exact value, which is at most
    // the declared RTP (the price is floored); the spread of a bet that pays o with probability p is
    // o·√(p(1−p)/DAYS).
    day.forEach((f, m) => {
      for (const [pick, price] of Object.entries(f.prices)) {
        const p = probs[m]!((x, y) => vf.pickWins(pick, x, y))
        const o = price / 100
        const exact = p * o
        const se = o * Math.sqrt((p * (1 - p)) / DAYS)
        const spot = `${m + 1}:${pick}`
        expect(Math.abs((wins[m]!.get(pick)! * o) / DAYS - exact), spot).toBeLessThan(5 * se)
        expect(exact, spot).toBeLessThanOrEqual(vf.VF_MARKET_RTP_BP[vf.marketOf(pick)!] / 10_000 + 1e-12)
      }
    })
  }, 120_000) // 250,000 HMAC blocks and 10⁶ score draws: a few seconds
})
