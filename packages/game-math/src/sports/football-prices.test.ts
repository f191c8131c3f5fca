import { describe, expect, it } from 'vitest'
import { dixonColesGrid, sumWhere, threeWay } from './dixon-coles.js'
import {
  asianProbability,
  footballGrids,
  halfTimeFullTime,
  priceFootball,
  priceFootballLive,
  settleAsian,
  settleFootballOutcome,
} from './football-prices.js'
import { bookMargin, MARGIN_BAND_SLACK, MARGINS, powerMargin } from './margin.js'

describe('Dixon–Coles grid', () => {
  const grid = dixonColesGrid(1.6, 1.1, -0.08)

  it('reproduces the brief’s worked numbers (λ 1.60, μ 1.10, ρ −0.08)', () => {
    const p = threeWay(grid)
    expect(p['1']).toBeCloseTo(0.48, 2)
    expect(p.X).toBeCloseTo(0.268, 2)
    expect(p['2']).toBeCloseTo(0.252, 2)
    expect(sumWhere(grid, (x, y) => x + y > 2.5)).toBeCloseTo(0.506, 2)
    expect(sumWhere(grid, (x, y) => x > 0 && y > 0)).toBeCloseTo(0.542, 2)
    const fair = [0, -0.25, -0.5, -0.75, -1].map((h) => 1 / asianProbability(grid, h))
    ;[1.53, 1.8, 2.08, 2.41, 3.04].forEach((d, i) => expect(fair[i]).toBeCloseTo(d, 1))
    const power = powerMargin([p['1'], p.X, p['2']], 0.06).map((q) => 1 / q)
    ;[2.0, 3.47, 3.67].forEach((d, i) => expect(Math.abs(power[i]! - d)).toBeLessThan(0.03))
  })

  it('HT/FT agrees with the 1X2 and the half-time result', () => {
    const g = footballGrids({ home: 1.6, away: 1.1 })
    const j = halfTimeFullTime(g.ft, g.firstHalf, g.secondHalf)
    const ft = threeWay(g.ft)
    const ht = threeWay(g.firstHalf)
    ;(['1', 'X', '2'] as const).forEach((r, i) => {
      expect(j[0]![i]! + j[1]![i]! + j[2]![i]!).toBeCloseTo(ft[r], 6)
      expect(j[i]!.reduce((a, b) => a + b, 0)).toBeCloseTo(ht[r], 6)
    })
  })
})

describe('football markets', () => {
  const markets = priceFootball({ home: 1.6, away: 1.1 })

  it('offers the full list with prices inside each family’s band', () => {
    const keys = new Set(markets.map((m) => m.key))
    for (const k of ['1x2', 'dc', 'ou', 'btts', 'eh', 'ah', 'cs', 'ht', 'htft', 'tg'])
      expect(keys).toContain(k)
    expect(markets.filter((m) => m.key === 'ou').map((m) => m.line)).toEqual([0.5, 1.5, 2.5, 3.5, 4.5])
    expect(markets.some((m) => m.key === 'ah' && Math.abs((m.line! * 4) % 2) === 1)).toBe(true)
    for (const m of markets) {
      const margin = bookMargin(
        m.outcomes.map((o) => o.odds),
        m.winners,
      )
      expect(margin).toBeGreaterThanOrEqual(MARGINS[m.family] - 1e-9)
      expect(margin).toBeLessThanOrEqual(MARGINS[m.family] + MARGIN_BAND_SLACK)
      for (const o of m.outcomes) {
        expect(o.odds).toBeGreaterThanOrEqual(1.01)
        expect(Math.round(o.odds * 100)).toBeCloseTo(o.odds * 100, 9)
      }
    }
  })

  it('1X2 and double chance agree within rounding', () => {
    const x = markets.find((m) => m.key === '1x2')!.outcomes
    const dc = markets.find((m) => m.key === 'dc')!.outcomes
    expect(dc[0]!.prob).toBeCloseTo(x[0]!.prob + x[1]!.prob, 12)
    // A double chance is never priced above either of its parts.
    expect(dc[0]!.odds).toBeLessThan(Math.min(x[0]!.odds, x[1]!.odds))
  })

  it('in play at 0′ 0–0 is the pre-match book', () => {
    const pre = markets.filter((m) => m.key === '1x2' || m.key === 'ou' || m.key === 'btts')
    const live = priceFootballLive(
      { home: 1.6, away: 1.1 },
      { minute: 0, home: 0, away: 0, homeRed: 0, awayRed: 0 },
    )
    for (const m of pre) {
      const twin = live.find((l) => l.key === m.key && l.line === m.line)!
      expect(twin.outcomes.map((o) => o.odds)).toEqual(m.outcomes.map((o) => o.odds))
    }
  })

  it('prices in play from the state: 60′ 1–0 makes the home side a strong favourite', () => {
    const live = priceFootballLive(
      { home: 1.6, away: 1.1 },
      { minute: 60, home: 1, away: 0, homeRed: 0, awayRed: 0 },
    )
    const p = live.find((m) => m.key === '1x2')!.outcomes.map((o) => o.prob)
    expect(p[0]).toBeGreaterThan(0.72)
    expect(p[0]).toBeLessThan(0.85)
    expect(live.filter((m) => m.key === 'ou').every((m) => m.line! > 1)).toBe(true)
    const red = priceFootballLive(
      { home: 1.6, away: 1.1 },
      { minute: 60, home: 1, away: 0, homeRed: 1, awayRed: 0 },
    )
    expect(red.find((m) => m.key === '1x2')!.outcomes[0]!.prob).toBeLessThan(p[0]!)
  })
})

describe('football settlement', () => {
  const r = (home: number, away: number, htHome = 0, htAway = 0) => ({ home, away, htHome, htAway })

  it('settles quarter Asian lines half-won and half-lost', () => {
    expect(settleAsian(-0.75, 'home', r(1, 0)).result).toBe('half_won')
    expect(settleAsian(-0.75, 'away', r(1, 0)).result).toBe('half_lost')
    expect(settleAsian(-0.25, 'home', r(1, 1)).result).toBe('half_lost')
    expect(settleAsian(-0.25, 'away', r(1, 1)).result).toBe('half_won')
    expect(settleAsian(-1, 'home', r(1, 0)).result).toBe('void')
    expect(settleAsian(-1.5, 'home', r(3, 1)).result).toBe('won')
    expect(settleAsian(0.25, 'home', r(0, 2)).result).toBe('lost')
  })

  it('settles the other markets from the score', () => {
    const m = (key: string, line?: number, outcomeKeys: string[] = []) => ({ key, line, outcomeKeys })
    const res = r(2, 1, 0, 1)
    expect(settleFootballOutcome(m('1x2'), '1', res).result).toBe('won')
    expect(settleFootballOutcome(m('dc'), 'X2', res).result).toBe('lost')
    expect(settleFootballOutcome(m('ou', 2.5), 'over', res).result).toBe('won')
    expect(settleFootballOutcome(m('btts'), 'yes', res).result).toBe('won')
    expect(settleFootballOutcome(m('eh', -1), 'X', res).result).toBe('won')
    expect(settleFootballOutcome(m('ht'), '2', res).result).toBe('won')
    expect(settleFootballOutcome(m('htft'), '2/1', res).result).toBe('won')
    expect(settleFootballOutcome(m('tg'), '2-3', res).result).toBe('won')
    expect(settleFootballOutcome(m('cs', undefined, ['2-1', 'other']), '2-1', res).result).toBe('won')
    expect(settleFootballOutcome(m('cs', undefined, ['1-1', 'other']), 'other', res).result).toBe('won')
  })
})
