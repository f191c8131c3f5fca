import { describe, expect, it } from 'vitest'
import {
  basketballModel,
  basketballStateAt,
  priceBasketballLive,
  settleBasketballOutcome,
  simulateBasketball,
} from './basketball.js'
import {
  cs2MapProbability,
  esportsStateAt,
  priceSeries,
  seriesOutlook,
  simulateCs2,
  simulateLol,
} from './esports.js'
import { normalCdf } from './normal.js'
import { SeedStream } from './seed-stream.js'
import {
  holdProbability,
  priceTennis,
  setDistribution,
  simulateTennis,
  tennisOutlook,
  tennisStateAt,
  tieBreakProbability,
} from './tennis.js'

const seed = (i: number) => i.toString(16).padStart(64, '0')

describe('basketball', () => {
  const ppp = { home: 1.12, away: 1.05 }

  it('replays from the seed, plays four quarters and never ends level', () => {
    const a = simulateBasketball(ppp, new SeedStream(seed(1)))
    expect(simulateBasketball(ppp, new SeedStream(seed(1)))).toEqual(a)
    expect(a.final.quarters.length).toBeGreaterThanOrEqual(4)
    expect(a.final.home).not.toBe(a.final.away)
    const q = a.final.quarters.reduce((s, x) => s + x.home, 0)
    expect(q).toBe(a.final.home)
    expect(basketballStateAt(a, a.duration).isOver).toBe(true)
  })

  it('the normal model matches its own simulator', () => {
    const model = basketballModel(ppp)
    const u = new SeedStream(seed(2))
    let wins = 0
    let total = 0
    const n = 600
    for (let i = 0; i < n; i++) {
      const f = simulateBasketball(ppp, u).final
      wins += f.home > f.away ? 1 : 0
      total += f.home + f.away
    }
    expect(Math.abs(wins / n - normalCdf(model.marginMean / model.marginSd))).toBeLessThan(0.06)
    // Overtime adds a few points now and then, so the simulated mean sits a little above.
    expect(total / n - model.totalMean).toBeGreaterThan(-4)
    expect(total / n - model.totalMean).toBeLessThan(6)
  })

  it('prices in play and settles handicaps and totals', () => {
    const live = priceBasketballLive(ppp, { minute: 35, home: 80, away: 76 })
    expect(live.find((m) => m.key === 'ml')!.outcomes[0]!.prob).toBeGreaterThan(0.7)
    // A ten-point lead with five minutes left is too sure to offer.
    expect(
      priceBasketballLive(ppp, { minute: 35, home: 80, away: 70 }).find((m) => m.key === 'ml'),
    ).toBeUndefined()
    expect(settleBasketballOutcome({ key: 'hcp', line: -5.5 }, 'home', { home: 90, away: 84 }).result).toBe(
      'won',
    )
    expect(settleBasketballOutcome({ key: 'tot', line: 170.5 }, 'under', { home: 90, away: 84 }).result).toBe(
      'lost',
    )
  })
})

describe('tennis', () => {
  it('holds serve as the brief’s worked example (p = 0.64 → 0.813)', () => {
    expect(holdProbability(0.64)).toBeCloseTo(0.813, 3)
    expect(tieBreakProbability(0.6, 0.6)).toBeGreaterThan(0.49)
    expect(tieBreakProbability(0.6, 0.6)).toBeLessThan(0.51)
    const set = [...setDistribution(0.64, 0.6, true).values()].reduce((a, b) => a + b, 0)
    expect(set).toBeCloseTo(1, 12)
  })

  it('the match distribution sums to one and agrees with the simulator', () => {
    const o = tennisOutlook(0.66, 0.62, 3)
    expect([...o.sets.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10)
    expect([...o.totalGames.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10)
    const u = new SeedStream(seed(4))
    let wins = 0
    const n = 400
    for (let i = 0; i < n; i++) wins += simulateTennis(0.66, 0.62, 3, u).final.winner === 'home' ? 1 : 0
    expect(Math.abs(wins / n - o.a)).toBeLessThan(0.07)
    const five = tennisOutlook(0.66, 0.62, 5)
    expect(five.a).toBeGreaterThan(o.a)
  })

  it('replays from the seed', () => {
    const a = simulateTennis(0.64, 0.64, 5, new SeedStream(seed(5)))
    expect(simulateTennis(0.64, 0.64, 5, new SeedStream(seed(5)))).toEqual(a)
    expect(Math.max(...a.final.sets)).toBe(3)
    expect(a.events.at(-1)!.type).toBe('match')
  })
})

describe('tennis in play', () => {
  it('prices from a position: the start equals pre-match, a set up raises the chance', () => {
    const start = {
      sets: [0, 0] as [number, number],
      games: [0, 0] as [number, number],
      aServedFirstInSet: true,
      finishedGames: 0,
      finishedMargin: 0,
    }
    expect(tennisOutlook(0.64, 0.62, 3, true, start).a).toBeCloseTo(tennisOutlook(0.64, 0.62, 3).a, 12)
    const up = tennisOutlook(0.64, 0.62, 3, true, {
      ...start,
      sets: [1, 0],
      finishedGames: 10,
      finishedMargin: 2,
    })
    expect(up.a).toBeGreaterThan(0.7)
    expect(Math.min(...up.totalGames.keys())).toBeGreaterThanOrEqual(16)
    expect(
      priceTennis(up, 3)
        .find((m) => m.key === 'sets')!
        .outcomes.map((o) => o.key),
    ).not.toContain('0-2')
  })

  it('follows a simulated match to its end', () => {
    const m = simulateTennis(0.64, 0.62, 3, new SeedStream(seed(11)))
    const end = tennisStateAt(m, m.duration)
    expect(end.isOver).toBe(true)
    expect(end.sets).toEqual(m.final.sets)
    expect(end.finishedGames).toBe(m.final.totalGames)
    const mid = tennisStateAt(m, m.duration / 2)
    expect(mid.isOver).toBe(false)
  })
})

describe('e-sports', () => {
  it('prices a series in play from its map score', () => {
    expect(seriesOutlook([0.5, 0.5, 0.5], [1, 0]).home).toBeCloseTo(0.75, 12)
    expect(priceSeries([0.5, 0.5, 0.5], [1, 0]).some((m) => m.key === 'map1')).toBe(false)
    const m = simulateCs2([0.5, 0.5, 0.5], new SeedStream(seed(12)))
    expect(esportsStateAt(m, m.duration)).toMatchObject({ series: m.final.series, isOver: true })
    expect(esportsStateAt(m, 0).isOver).toBe(false)
  })

  it('prices CS2 maps from rounds as the brief (round 0.52 → map 0.586) and series by DP', () => {
    expect(cs2MapProbability(0.52)).toBeCloseTo(0.586, 2)
    expect(cs2MapProbability(0.5)).toBeCloseTo(0.5, 10)
    const p = 0.6
    expect(seriesOutlook([p, p, p]).home).toBeCloseTo(p * p * (3 - 2 * p), 12)
    const q = 1 - p
    expect(seriesOutlook([p, p, p, p, p]).home).toBeCloseTo(p ** 3 * (1 + 3 * q + 6 * q * q), 12)
    const keys = new Set(priceSeries([0.55, 0.5, 0.6]).map((m) => m.key))
    for (const k of ['ml', 'mapscore', 'map1', 'mhcp', 'maps']) expect(keys).toContain(k)
    expect(priceSeries([0.55]).map((m) => m.key)).toEqual(['ml'])
  })

  it('simulates CS2 series round by round, replayably, with overtime', () => {
    const a = simulateCs2([0.5, 0.5, 0.5], new SeedStream(seed(6)))
    expect(simulateCs2([0.5, 0.5, 0.5], new SeedStream(seed(6)))).toEqual(a)
    expect(Math.max(...a.final.series)).toBe(2)
    for (const [x, y] of a.final.maps) {
      expect(Math.max(x, y)).toBeGreaterThanOrEqual(13)
      if (x + y <= 24) expect(Math.max(x, y)).toBe(13)
    }
    // Over many maps the simulator wins as often as the closed form says.
    const u = new SeedStream(seed(7))
    let wins = 0
    const n = 600
    for (let i = 0; i < n; i++) wins += simulateCs2([0.53], u).final.winner === 'home' ? 1 : 0
    expect(Math.abs(wins / n - cs2MapProbability(0.53))).toBeLessThan(0.06)
  })

  it('simulates LoL series (Bo1, Bo5) replayably', () => {
    const a = simulateLol(0.6, 5, new SeedStream(seed(8)))
    expect(simulateLol(0.6, 5, new SeedStream(seed(8)))).toEqual(a)
    expect(Math.max(...a.final.series)).toBe(3)
    expect(simulateLol(0.6, 1, new SeedStream(seed(9))).final.maps).toHaveLength(1)
  })
})
