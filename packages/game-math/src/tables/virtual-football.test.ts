import { describe, expect, it } from 'vitest'
import type { WordSource } from './fair.js'
import {
  VF_LEAGUES,
  VF_LEAGUE_CODES,
  VF_MARKET_RTP_BP,
  VF_MATCHES,
  VF_PICKS,
  VF_TOTAL,
  cumulativeOf,
  drawMatchDay,
  drawScores,
  marketOf,
  matchDayFor,
  matchDayOf,
  parseSpot,
  pickWeight,
  scoreAt,
  scoreWeights,
  spotPrice,
  spotReturn,
} from './virtual-football.js'

const words = (list: number[]): WordSource => {
  let i = 0
  return { next: () => list[i++ % list.length]! }
}
const lcg = (seed: number): WordSource => {
  let c = seed
  return { next: () => (c = (Math.imul(c, 1103515245) + 12345) >>> 0) }
}

describe.each(VF_LEAGUE_CODES)('virtual football maths, %s (docs/virtual-sports.md)', (code) => {
  const league = VF_LEAGUES[code]

  it('the score weights of every pairing sum to exactly 2^32', () => {
    for (const h of league.teams)
      for (const a of league.teams) {
        if (h === a) continue
        const sum = scoreWeights(league, h, a)
          .flat()
          .reduce((s, w) => s + w, 0n)
        expect(sum).toBe(VF_TOTAL)
      }
  })

  it('every offered price has exact RTP p·price ≤ the market’s declared RTP, for every pairing', () => {
    const worst: Record<string, number> = {}
    // Every ordered pairing, read through the round ids that play it (the published prices).
    const seen = new Set<string>()
    for (let roundId = 1; seen.size < 240 && roundId < 20_000; roundId++)
      matchDayFor(league, roundId).forEach((f, m) => {
        const key = `${f.home.code}-${f.away.code}`
        if (seen.has(key)) return
        seen.add(key)
        const weights = scoreWeights(league, f.home, f.away)
        for (const pick of VF_PICKS) {
          const price = f.prices[pick]
          expect(spotPrice(league, roundId, `${m + 1}:${pick}`)).toBe(price)
          if (price === undefined) continue
          expect(price).toBeGreaterThanOrEqual(101)
          const market = marketOf(pick)!
          const w = pickWeight(weights, pick)
          // Exact: RTP = w·price / (2^32·100) ≤ bp/10000  ⇔  w·price·10000 ≤ bp·2^32·100.
          expect(
            w * BigInt(price) * 10_000n <= BigInt(VF_MARKET_RTP_BP[market]) * VF_TOTAL * 100n,
            pick,
          ).toBe(true)
          const rtp = Number((w * BigInt(price) * 1_000_000n) / (VF_TOTAL * 100n)) / 1_000_000
          worst[market] = Math.max(worst[market] ?? 0, rtp)
        }
      })
    expect(seen.size).toBe(240)
    // The best single bet of each market still stays at or under its declared value.
    expect(worst['1x2']).toBeLessThanOrEqual(0.94)
    expect(worst['cs']).toBeLessThanOrEqual(0.9)
    expect(worst['1x2']).toBeGreaterThan(0.935)
  })

  it('a match day pairs eight different clubs, the same for the same round id', () => {
    for (let roundId = 1; roundId < 500; roundId++) {
      const day = matchDayOf(league, roundId)
      expect(day).toHaveLength(VF_MATCHES)
      expect(new Set(day.flatMap((d) => [d.home, d.away])).size).toBe(2 * VF_MATCHES)
    }
    expect(matchDayFor(league, 42)).toEqual(matchDayFor(league, 42))
  })

  it('a settled bet pays chip × price ÷ 100 exactly when the spot wins; the scores lead the stream', () => {
    const day = drawMatchDay(words([0, 1, 2, 3, 4, 5, 6, 7]), league, 7)
    expect(day.matches.map((m) => m.score)).toEqual(drawScores(words([0, 1, 2, 3]), league, 7))
    expect(day.matches[0]!.score).toEqual(scoreAt(cumulativeOf(league, 7, 0), 0))
    const prices = matchDayFor(league, 7)[1]!.prices
    const [x, y] = day.matches[1]!.score
    const one = x > y ? '1x2:1' : x === y ? '1x2:x' : '1x2:2'
    expect(spotReturn(`2:${one}`, 1000n, day)).toBe((1000n * BigInt(prices[one]!)) / 100n)
    expect(spotReturn(`2:${one === '1x2:1' ? '1x2:2' : '1x2:1'}`, 1000n, day)).toBe(0n)
    expect(spotReturn(`9:${one}`, 1000n, day)).toBe(0n)
  })

  it('the timelines match the scores: one goal per side’s tally, minutes 1–90 in order', () => {
    for (let id = 1; id < 200; id++) {
      const day = drawMatchDay(lcg(id * 7919), league, id)
      for (const m of day.matches) {
        expect(m.goals.filter((g) => g.side === 'home').length).toBe(m.score[0])
        expect(m.goals.filter((g) => g.side === 'away').length).toBe(m.score[1])
        const mins = m.goals.map((g) => g.minute)
        expect([...mins].sort((a, b) => a - b)).toEqual(mins)
        expect([...mins, ...m.events.map((e) => e.minute)].every((t) => t >= 1 && t <= 90)).toBe(true)
        expect(m.events.length).toBeGreaterThanOrEqual(3)
      }
    }
  })
})

describe('virtual football spots', () => {
  it('a spot is match 1…4 and a pick, nothing else', () => {
    expect(parseSpot('1:1x2:x')).toEqual({ match: 0, pick: '1x2:x' })
    expect(parseSpot('4:cs:3-1')).toEqual({ match: 3, pick: 'cs:3-1' })
    for (const bad of ['0:1x2:x', '5:1x2:x', '1x2:x', '01:1x2:x', '1:cs:7-7', ' 1:1x2:1', '1.0:1x2:1'])
      expect(parseSpot(bad), bad).toBeNull()
  })

  it('the two leagues are different leagues', () => {
    const [a, b] = VF_LEAGUE_CODES.map((c) => VF_LEAGUES[c])
    expect(a!.teams.map((t) => t.code)).not.toEqual(b!.teams.map((t) => t.code))
    expect(matchDayFor(a!, 9)[0]!.prices).not.toEqual(matchDayFor(b!, 9)[0]!.prices)
  })
})
