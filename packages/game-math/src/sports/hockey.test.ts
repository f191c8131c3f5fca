import { describe, expect, it } from 'vitest'
import { KeystreamUniform } from '../testing/keystream-uniform.js'
import {
  hockeyOutlook,
  hockeySpecs,
  hockeyStateAt,
  priceHockey,
  priceHockeyLive,
  settleHockeyOutcome,
  simulateHockey,
  type HockeyRates,
} from './hockey.js'
import { SeedStream } from './seed-stream.js'

const seed = (i: number) => i.toString(16).padStart(64, '0')
const rates: HockeyRates = { home: 3.2, away: 2.7 }

describe('ice hockey pricing (docs/sportsbook.md "Ice hockey")', () => {
  it("each market's outcome chances sum to one within 1e-9, pre-match, in play and in overtime", () => {
    for (const o of [
      hockeyOutlook(rates),
      hockeyOutlook(rates, { minute: 47.5, score: [2, 3] }),
      hockeyOutlook(rates, { minute: 62, score: [3, 3] }),
    ])
      for (const m of hockeySpecs(o)) {
        const total = m.outcomes.reduce((s, x) => s + x.prob, 0)
        expect(Math.abs(total - 1), `${m.key} ${m.line ?? ''}`).toBeLessThan(1e-9)
      }
  })

  it('the money line, regulation 1X2, the 5.5 total and the puck line match 10⁵ simulated matches (99 %)', () => {
    const n = 100_000
    const u = new KeystreamUniform(seed(11))
    const count = { home: 0, draw: 0, over: 0, homeCovers: 0, overtime: 0, shootout: 0 }
    for (let i = 0; i < n; i++) {
      const f = simulateHockey(rates, u).final
      if (f.home > f.away) count.home++
      if (f.regulation[0] === f.regulation[1]) count.draw++
      if (f.home + f.away > 5.5) count.over++
      if (f.home - f.away - 1.5 > 0) count.homeCovers++
      if (f.decidedBy === 'overtime') count.overtime++
      if (f.decidedBy === 'shootout') count.shootout++
    }
    const specs = hockeySpecs(hockeyOutlook(rates))
    const prob = (key: string, outcome: string, line?: number) =>
      specs.find((m) => m.key === key && m.line === line)!.outcomes.find((o) => o.key === outcome)!.prob
    const o = hockeyOutlook(rates)
    const checks: Array<[string, number, number]> = [
      ['ml', count.home, prob('ml', 'home')],
      ['1x2 X', count.draw, prob('1x2', 'X')],
      ['tot 5.5', count.over, prob('tot', 'over', 5.5)],
      ['pl -1.5', count.homeCovers, prob('pl', 'home', -1.5)],
      ['overtime', count.overtime, prob('1x2', 'X') * o.overtimeDecides],
      ['shoot-out', count.shootout, prob('1x2', 'X') * (1 - o.overtimeDecides)],
    ]
    // The money line at 99 %; the other five at 99.9 %, so six checks stay reproducible together.
    checks.forEach(([name, k, p], i) =>
      expect(Math.abs(k / n - p), name).toBeLessThan((i === 0 ? 2.576 : 3.29) * Math.sqrt((p * (1 - p)) / n)),
    )
  }, 60_000)

  it('prices 1X2, the money line, three totals and the puck lines', () => {
    const keys = priceHockey(rates).map((m) => `${m.key}${m.line ?? ''}`)
    expect(keys).toEqual(['1x2', 'ml', 'tot4.5', 'tot5.5', 'tot6.5', 'pl-1.5', 'pl1.5'])
  })
})

describe('ice hockey simulator and state', () => {
  it('replays from its seed; a level regulation ends one goal apart, credited in OT or the shoot-out', () => {
    const seen = new Set<string>()
    for (let i = 1; i < 400 && seen.size < 3; i++) {
      const m = simulateHockey(rates, new SeedStream(seed(i)))
      if (i === 1) expect(simulateHockey(rates, new SeedStream(seed(1)))).toEqual(m)
      const f = m.final
      seen.add(f.decidedBy)
      const [rh, ra] = f.regulation
      if (f.decidedBy === 'regulation') expect([f.home, f.away]).toEqual([rh, ra])
      else {
        expect(rh).toBe(ra)
        expect(Math.abs(f.home - f.away)).toBe(1)
        expect(f.home + f.away).toBe(rh + ra + 1)
      }
      if (f.decidedBy === 'shootout') expect(f.shootout![0]).not.toBe(f.shootout![1])
      const end = hockeyStateAt(m, m.duration)
      expect(end.isOver).toBe(true)
      expect(end.score).toEqual([f.home, f.away])
      expect(priceHockeyLive(rates, m, m.duration)).toEqual([])
    }
    expect(seen).toEqual(new Set(['regulation', 'overtime', 'shootout']))
  })

  it('in play the 1X2 closes at the end of regulation and the money line moves with the score', () => {
    const live = priceHockeyLive(
      rates,
      {
        events: [
          { type: 'faceoff', at: 0, period: 'P1', score: [0, 0] },
          { type: 'goal', at: 5, period: 'P1', side: 'home', score: [1, 0] },
        ],
        final: {
          home: 1,
          away: 0,
          regulation: [1, 0],
          periods: [
            [1, 0],
            [0, 0],
            [0, 0],
          ],
          decidedBy: 'regulation',
        },
        duration: 66,
      },
      10,
    )
    const pre = priceHockey(rates).find((m) => m.key === 'ml')!.outcomes[0]!.prob
    expect(live.find((m) => m.key === 'ml')!.outcomes[0]!.prob).toBeGreaterThan(pre)
    const ot = hockeySpecs(hockeyOutlook(rates, { minute: 61, score: [2, 2] }))
    expect(ot.some((m) => m.key === '1x2')).toBe(false)
    expect(ot.find((m) => m.key === 'tot' && m.line === 4.5)!.outcomes[1]!.prob).toBe(1)
  })
})

describe('ice hockey settlement', () => {
  const regulationWin = { home: 4, away: 2, regulation: [4, 2] as const }
  const overtimeWin = { home: 3, away: 2, regulation: [2, 2] as const }
  const shootoutLoss = { home: 2, away: 3, regulation: [2, 2] as const }
  const settle = (
    r: typeof regulationWin | typeof overtimeWin,
    key: string,
    outcome: string,
    line?: number,
  ) => settleHockeyOutcome({ key, ...(line !== undefined ? { line } : {}) }, outcome, r).result

  it('settles 1X2 on regulation time and the rest with overtime and the shoot-out', () => {
    expect(settle(regulationWin, '1x2', '1')).toBe('won')
    expect(settle(regulationWin, 'ml', 'home')).toBe('won')
    expect(settle(regulationWin, 'tot', 'over', 5.5)).toBe('won')
    expect(settle(regulationWin, 'pl', 'home', -1.5)).toBe('won')
    // Overtime: 2–2 after 60 minutes, home scores in overtime.
    expect(settle(overtimeWin, '1x2', 'X')).toBe('won')
    expect(settle(overtimeWin, '1x2', '1')).toBe('lost')
    expect(settle(overtimeWin, 'ml', 'home')).toBe('won')
    expect(settle(overtimeWin, 'tot', 'under', 5.5)).toBe('won')
    expect(settle(overtimeWin, 'tot', 'over', 4.5)).toBe('won')
    expect(settle(overtimeWin, 'pl', 'home', -1.5)).toBe('lost')
    expect(settle(overtimeWin, 'pl', 'away', -1.5)).toBe('won')
    // Shoot-out: the away side wins it, credited one goal.
    expect(settle(shootoutLoss, '1x2', 'X')).toBe('won')
    expect(settle(shootoutLoss, 'ml', 'away')).toBe('won')
    expect(settle(shootoutLoss, 'ml', 'home')).toBe('lost')
    expect(settle(shootoutLoss, 'pl', 'home', 1.5)).toBe('won')
    expect(settle(shootoutLoss, 'tot', 'over', 4.5)).toBe('won')
  })
})
