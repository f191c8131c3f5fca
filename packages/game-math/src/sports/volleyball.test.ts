import { describe, expect, it } from 'vitest'
import { KeystreamUniform } from '../testing/keystream-uniform.js'
import { SeedStream } from './seed-stream.js'
import {
  priceVolleyball,
  priceVolleyballLive,
  setWinProbability,
  settleVolleyballOutcome,
  simulateVolleyball,
  volleyballOutlook,
  volleyballSpecs,
  volleyballStateAt,
  type VolleyballServe,
} from './volleyball.js'

const seed = (i: number) => i.toString(16).padStart(64, '0')
const serve: VolleyballServe = { home: 0.43, away: 0.39 }

describe('volleyball pricing (docs/sportsbook.md "Volleyball")', () => {
  it('an even set is a coin, and a set from 24–24 is the deuce closed form', () => {
    // Equal sides: whoever serves first, one side's chance is the other's complement.
    const sym = { home: 0.4, away: 0.4 }
    expect(setWinProbability(sym, 25, 0, 0, 'home') + setWinProbability(sym, 25, 0, 0, 'away')).toBeCloseTo(
      1,
      12,
    )
    expect(
      setWinProbability(sym, 25, 24, 24, 'home') + setWinProbability(sym, 25, 24, 24, 'away'),
    ).toBeCloseTo(1, 12)
    expect(setWinProbability(serve, 25, 25, 23)).toBe(1)
    expect(setWinProbability(serve, 15, 13, 15)).toBe(0)
  })

  it("each market's outcome chances sum to one within 1e-9, pre-match and from a position", () => {
    for (const o of [
      volleyballOutlook(serve),
      volleyballOutlook(serve, { sets: [1, 2], points: [13, 12], server: 'away' }),
      volleyballOutlook(serve, { sets: [2, 2], points: [14, 14], server: 'home' }),
    ])
      for (const m of volleyballSpecs(o)) {
        const total = m.outcomes.reduce((s, x) => s + x.prob, 0)
        expect(Math.abs(total - 1), `${m.key} ${m.line ?? ''}`).toBeLessThan(1e-9)
      }
  })

  it('the match-win chance from the DP is inside the 99 % interval of 10⁵ simulated matches', () => {
    const n = 100_000
    const u = new KeystreamUniform(seed(7))
    let wins = 0
    const scores = new Map<string, number>()
    for (let i = 0; i < n; i++) {
      const f = simulateVolleyball(serve, u).final
      if (f.winner === 'home') wins++
      const k = `${f.sets[0]}-${f.sets[1]}`
      scores.set(k, (scores.get(k) ?? 0) + 1)
    }
    const o = volleyballOutlook(serve)
    const half = (p: number) => 2.576 * Math.sqrt((p * (1 - p)) / n)
    expect(Math.abs(wins / n - o.home)).toBeLessThan(half(o.home))
    // Each set score too (six checks at 99.9 %, so the batch stays reproducible).
    for (const [k, p] of o.setScores)
      expect(Math.abs((scores.get(k) ?? 0) / n - p), k).toBeLessThan(3.29 * Math.sqrt((p * (1 - p)) / n))
  }, 60_000)

  it('prices the four market types within their margins', () => {
    const book = priceVolleyball(serve)
    expect(book.map((m) => `${m.key}${m.line ?? ''}`)).toEqual([
      'ml',
      'shcp-1.5',
      'shcp1.5',
      'tsets3.5',
      'tsets4.5',
      'sets',
    ])
    for (const m of book) for (const o of m.outcomes) expect(o.odds).toBeGreaterThan(1)
  })
})

describe('volleyball simulator and state', () => {
  it('replays from its seed and plays sets to 25 (fifth to 15), won by two', () => {
    const m = simulateVolleyball(serve, new SeedStream(seed(1)))
    expect(simulateVolleyball(serve, new SeedStream(seed(1)))).toEqual(m)
    const { sets, setScores } = m.final
    expect(Math.max(...sets)).toBe(3)
    setScores.forEach(([a, b], i) => {
      const target = i === 4 ? 15 : 25
      expect(Math.max(a, b)).toBeGreaterThanOrEqual(target)
      expect(Math.abs(a - b)).toBeGreaterThanOrEqual(2)
      if (Math.max(a, b) > target) expect(Math.abs(a - b)).toBe(2)
    })
    expect(volleyballStateAt(m, m.duration)).toMatchObject({ isOver: true, sets })
    expect(priceVolleyballLive(serve, m, m.duration)).toEqual([])
  })

  it('live prices move with the score and the decided set scores leave the market', () => {
    let m = simulateVolleyball(serve, new SeedStream(seed(2)))
    for (let i = 3; m.final.setScores.length < 3; i++) m = simulateVolleyball(serve, new SeedStream(seed(i)))
    const firstSet = m.events.find((e) => e.type === 'set')!
    const st = volleyballStateAt(m, firstSet.at + 0.01)
    expect(st.sets[0] + st.sets[1]).toBe(1)
    expect(st.setScores).toHaveLength(1)
    const live = priceVolleyballLive(serve, m, firstSet.at + 0.01)
    const sets = live.find((x) => x.key === 'sets')!
    const loser = firstSet.side === 'home' ? '0-3' : '3-0'
    expect(sets.outcomes.some((o) => o.key === loser)).toBe(false)
    const pre = priceVolleyball(serve).find((x) => x.key === 'ml')!.outcomes[0]!.prob
    const now = live.find((x) => x.key === 'ml')?.outcomes[0]!.prob ?? (firstSet.side === 'home' ? 1 : 0)
    expect(firstSet.side === 'home' ? now > pre : now < pre).toBe(true)
  })
})

describe('volleyball settlement', () => {
  const settle = (key: string, outcome: string, sets: [number, number], line?: number) =>
    settleVolleyballOutcome({ key, ...(line !== undefined ? { line } : {}) }, outcome, { sets }).result

  it('settles each market on a five-set match (3–2) and a sweep (0–3)', () => {
    expect(settle('ml', 'home', [3, 2])).toBe('won')
    expect(settle('ml', 'away', [3, 2])).toBe('lost')
    expect(settle('shcp', 'home', [3, 2], -1.5)).toBe('lost')
    expect(settle('shcp', 'away', [3, 2], -1.5)).toBe('won')
    expect(settle('shcp', 'home', [3, 2], 1.5)).toBe('won')
    expect(settle('tsets', 'over', [3, 2], 4.5)).toBe('won')
    expect(settle('tsets', 'over', [3, 2], 3.5)).toBe('won')
    expect(settle('sets', '3-2', [3, 2])).toBe('won')
    expect(settle('sets', '3-1', [3, 2])).toBe('lost')
    expect(settle('ml', 'away', [0, 3])).toBe('won')
    expect(settle('shcp', 'away', [0, 3], 1.5)).toBe('won')
    expect(settle('shcp', 'home', [0, 3], 1.5)).toBe('lost')
    expect(settle('tsets', 'under', [0, 3], 3.5)).toBe('won')
    expect(settle('tsets', 'over', [1, 3], 3.5)).toBe('won')
    expect(settle('tsets', 'under', [1, 3], 4.5)).toBe('won')
    expect(settle('sets', '0-3', [0, 3])).toBe('won')
  })
})
