import { describe, expect, it } from 'vitest'
import type { WordSource } from './fair.js'
import {
  VF_MARKET_RTP_BP,
  VF_SPOTS,
  VF_TEAMS,
  VF_TOTAL,
  drawMatch,
  fixtureFor,
  fixtureOf,
  marketOf,
  scoreAt,
  scoreWeights,
  spotReturn,
  spotWeight,
} from './virtual-football.js'

const words = (list: number[]): WordSource => {
  let i = 0
  return { next: () => list[i++ % list.length]! }
}

describe('virtual football maths (issue 17)', () => {
  it('the score weights of every pairing sum to exactly 2^32', () => {
    for (const h of VF_TEAMS)
      for (const a of VF_TEAMS) {
        if (h === a) continue
        const sum = scoreWeights(h, a)
          .flat()
          .reduce((s, w) => s + w, 0n)
        expect(sum).toBe(VF_TOTAL)
      }
  })

  it('every offered price has exact RTP p·price ≤ the market’s declared RTP, for every pairing', () => {
    const worst: Record<string, number> = {}
    for (let h = 0; h < VF_TEAMS.length; h++)
      for (let a = 0; a < VF_TEAMS.length; a++) {
        if (h === a) continue
        const weights = scoreWeights(VF_TEAMS[h]!, VF_TEAMS[a]!)
        // Find a round id with this pairing to read its published prices.
        let roundId = 1
        while (fixtureOf(roundId).home !== h || fixtureOf(roundId).away !== a) roundId++
        const { prices } = fixtureFor(roundId)
        for (const spot of VF_SPOTS) {
          const price = prices[spot]
          if (price === undefined) continue
          expect(price).toBeGreaterThanOrEqual(101)
          const market = marketOf(spot)!
          const w = spotWeight(weights, spot)
          // Exact: RTP = w·price / (2^32·100) ≤ bp/10000  ⇔  w·price·10000 ≤ bp·2^32·100.
          expect(
            w * BigInt(price) * 10_000n <= BigInt(VF_MARKET_RTP_BP[market]) * VF_TOTAL * 100n,
            spot,
          ).toBe(true)
          const rtp = Number((w * BigInt(price) * 1_000_000n) / (VF_TOTAL * 100n)) / 1_000_000
          worst[market] = Math.max(worst[market] ?? 0, rtp)
        }
      }
    // The best single bet of each market still stays at or under its declared value.
    expect(worst['1x2']).toBeLessThanOrEqual(0.94)
    expect(worst['cs']).toBeLessThanOrEqual(0.9)
    expect(worst['1x2']).toBeGreaterThan(0.935)
  })

  it('a settled bet pays chip × price ÷ 100 exactly when the spot wins', () => {
    const m = drawMatch(words([0, 1, 2, 3, 4, 5, 6, 7]), 7)
    const { prices } = fixtureFor(7)
    expect(m.score).toEqual(
      scoreAt(scoreWeights(VF_TEAMS[fixtureOf(7).home]!, VF_TEAMS[fixtureOf(7).away]!), 0n),
    )
    const [x, y] = m.score
    const one = x > y ? '1x2:1' : x === y ? '1x2:x' : '1x2:2'
    expect(spotReturn(one, 1000n, m)).toBe((1000n * BigInt(prices[one]!)) / 100n)
    expect(spotReturn(one === '1x2:1' ? '1x2:2' : '1x2:1', 1000n, m)).toBe(0n)
  })

  it('the timeline matches the score: one goal per side’s tally, minutes 1–90 in order', () => {
    for (let id = 1; id < 200; id++) {
      let c = id * 7919
      const src: WordSource = { next: () => (c = (Math.imul(c, 1103515245) + 12345) >>> 0) }
      const m = drawMatch(src, id)
      expect(m.goals.filter((g) => g.side === 'home').length).toBe(m.score[0])
      expect(m.goals.filter((g) => g.side === 'away').length).toBe(m.score[1])
      const mins = m.goals.map((g) => g.minute)
      expect([...mins].sort((a, b) => a - b)).toEqual(mins)
      expect(mins.every((t) => t >= 1 && t <= 90)).toBe(true)
    }
  })

  it('the fixture is a pure function of the round id (a restart shows the same match)', () => {
    expect(fixtureFor(42)).toEqual(fixtureFor(42))
    const f = fixtureOf(42)
    expect(f.home).not.toBe(f.away)
  })
})
