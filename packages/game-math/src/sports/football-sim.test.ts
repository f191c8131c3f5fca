import { describe, expect, it } from 'vitest'
import { dixonColesGrid, sumWhere } from './dixon-coles.js'
import { footballStateAt, simulateFootball } from './football-sim.js'
import { SeedStream } from './seed-stream.js'

const seed = (i: number) => i.toString(16).padStart(64, '0')

describe('football simulator', () => {
  it('replays the same log from the same seed', () => {
    const a = simulateFootball({ home: 1.6, away: 1.1 }, new SeedStream(seed(7)))
    const b = simulateFootball({ home: 1.6, away: 1.1 }, new SeedStream(seed(7)))
    expect(b).toEqual(a)
    expect(simulateFootball({ home: 1.6, away: 1.1 }, new SeedStream(seed(8)))).not.toEqual(a)
    const last = a.events.at(-1)!
    expect(last.type).toBe('full_time')
    expect(last.score).toEqual({ home: a.final.home, away: a.final.away })
    expect(a.events.filter((e) => e.type === 'goal').length).toBe(a.final.home + a.final.away)
    expect(a.events.filter((e) => e.type === 'goal').every((e) => e.isDangerous)).toBe(true)
  })

  it('gives the state at any minute and the final state at the end', () => {
    const m = simulateFootball({ home: 2.2, away: 1.4 }, new SeedStream(seed(3)))
    expect(footballStateAt(m, -1).period).toBe('pre')
    expect(footballStateAt(m, 10).period).toBe('1H')
    const ht = footballStateAt(m, 45 + m.stoppage[0] + 1)
    expect(ht.period).toBe('HT')
    expect([ht.home, ht.away]).toEqual([m.final.htHome, m.final.htAway])
    const end = footballStateAt(m, m.duration)
    expect(end.period).toBe('FT')
    expect([end.home, end.away, end.homeRed, end.awayRed]).toEqual([
      m.final.home,
      m.final.away,
      m.final.reds.home,
      m.final.reds.away,
    ])
    let prev = 0
    for (let at = 0; at <= m.duration; at += 5) {
      const s = footballStateAt(m, at)
      expect(s.home + s.away).toBeGreaterThanOrEqual(prev)
      prev = s.home + s.away
    }
  })

  it('plays to the priced model: goals and home wins over 1,000 matches', () => {
    const u = new SeedStream(seed(99))
    let goals = 0
    let homeWins = 0
    let corners = 0
    const n = 1000
    for (let i = 0; i < n; i++) {
      const f = simulateFootball({ home: 1.6, away: 1.1 }, u).final
      goals += f.home + f.away
      homeWins += f.home > f.away ? 1 : 0
      corners += f.corners.home + f.corners.away
    }
    expect(goals / n).toBeGreaterThan(2.5)
    expect(goals / n).toBeLessThan(2.9)
    const model = sumWhere(dixonColesGrid(1.6, 1.1), (x, y) => x > y)
    expect(Math.abs(homeWins / n - model)).toBeLessThan(0.05)
    expect(corners / n).toBeGreaterThan(8)
    expect(corners / n).toBeLessThan(12)
  })
})
