import { describe, expect, it, vi } from 'vitest'
import { fairFloatStream, fairFloats } from '../testing/hmac-floats.js'
import {
  evaluateLine,
  exactFigures,
  PAYLINES,
  playRound,
  slotPayout,
  spinOnce,
  type SlotTheme,
} from './engine.js'
import { SLOT_THEMES, slotTheme } from './themes.js'

// Fixed-seed simulations of 10⁵ rounds and exact enumerations: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

// The first three themes (docs/casino.md); the later games (docs/casino.md) have their own file
// (mechanics.test.ts).
const SLOT_GAMES = ['galata-bazaar', 'galata-bosphorus', 'galata-anatolia'] as const

const bazaar = slotTheme('galata-bazaar')
// Symbol indexes of the bazaar theme: 0 lokum … 7 ring, 8 wild, 9 scatter.
const W = 8
const S = 9

describe('slot engine: paylines, wilds, scatters', () => {
  it('has 20 distinct paylines over 3 rows', () => {
    expect(PAYLINES).toHaveLength(20)
    expect(new Set(PAYLINES.map((l) => l.join(''))).size).toBe(20)
  })

  it('pays lines left to right with wild substitution and the better of wild-only and completed pays', () => {
    expect(evaluateLine(bazaar, [7, 7, 7, 1, 1])).toEqual({ symbol: 7, count: 3, credits: 20 })
    expect(evaluateLine(bazaar, [7, W, 7, 7, 2])).toEqual({ symbol: 7, count: 4, credits: 75 })
    expect(evaluateLine(bazaar, [1, 7, 7, 7, 7])).toBeNull()
    expect(evaluateLine(bazaar, [7, 7, S, 7, 7])).toBeNull()
    // Three wilds then a lokum: wilds alone pay 25, W W W lokum lokum pays only 25 for lokum ×5.
    expect(evaluateLine(bazaar, [W, W, W, 0, 0])).toEqual({ symbol: W, count: 3, credits: 25 })
    expect(evaluateLine(bazaar, [W, W, W, 7, 7])).toEqual({ symbol: 7, count: 5, credits: 250 })
    expect(evaluateLine(bazaar, [W, W, W, W, W])).toEqual({ symbol: W, count: 5, credits: 500 })
    // The scatter is never substituted and never pays on a line.
    expect(evaluateLine(bazaar, [S, S, S, S, S])).toBeNull()
  })

  it('pays scatters anywhere and awards free spins on three or more', () => {
    const theme: SlotTheme = { ...bazaar, strips: bazaar.strips.map(() => [S, 0, 1, 2, 3, 4]) }
    // Every reel stopped at 0 shows the scatter on the top row.
    const spin = spinOnce(theme, [0, 0, 0, 0, 0])
    expect(spin.scatters).toBe(5)
    expect(spin.awards).toBe(10)
    // Scatter ×5 pays 20 total bets = 400 credits, plus the middle rows' lokum… lines.
    expect(spin.credits).toBeGreaterThanOrEqual(400)
    const none = spinOnce(theme, [0.5, 0.5, 0.5, 0.5, 0.5])
    expect(none.scatters).toBe(0)
    expect(none.awards).toBe(0)
  })

  it('caps retriggered free spins per feature', () => {
    // Strips of scatters only: every spin retriggers; the cap stops the feature.
    const theme: SlotTheme = { ...bazaar, strips: bazaar.strips.map(() => [S, S, S]) }
    const round = playRound(theme, () => 0.1)
    expect(round.free).toHaveLength(bazaar.freeSpins.cap)
    // 15 scatters count as 5: 20 total bets per spin, free spins doubled.
    expect(round.credits).toBe(400 + 400 * 2 * bazaar.freeSpins.cap)
  })

  it('rounds payouts down to the kuruş', () => {
    expect(slotPayout(10n, 5)).toBe(2n) // 10 kuruş × 5/20
    expect(slotPayout(100n, 20)).toBe(100n)
  })

  it('derives a round from the fair stream (verifiable) and reads floats in order', () => {
    const seed = 'b'.repeat(64)
    const stream = fairFloatStream(seed, 'player', 3)
    expect(Array.from({ length: 20 }, (_, i) => stream(i))).toEqual(fairFloats(seed, 'player', 3, 20))
    const a = playRound(bazaar, fairFloatStream(seed, 'player', 3))
    expect(a).toEqual(playRound(bazaar, fairFloatStream(seed, 'player', 3)))
    const floats = fairFloats(seed, 'player', 3, 5)
    expect(a.base.stops).toEqual(floats.map((f, r) => Math.floor(f * bazaar.strips[r]!.length)))
  })
})

describe('slot themes: RTP', () => {
  for (const game of SLOT_GAMES) {
    it(`${game}: the exact RTP is the declared one (≈ 96 %) and a fixed-seed simulation agrees`, () => {
      const theme = slotTheme(game)
      const exact = exactFigures(theme)
      const declared = SLOT_THEMES[game].rtpBp
      expect(Math.abs(exact.rtp * 10_000 - declared)).toBeLessThan(0.5)
      expect(declared).toBeGreaterThanOrEqual(9590)
      expect(declared).toBeLessThanOrEqual(9610)

      // 150 000 spins from one fixed seed (the real HMAC stream, nonce = spin number).
      const n = 150_000
      let sum = 0
      let sumSq = 0
      for (let i = 0; i < n; i++) {
        const x = playRound(theme, fairFloatStream('c'.repeat(64), `rtp-${game}`, i)).credits / 20
        sum += x
        sumSq += x * x
      }
      const mean = sum / n
      const se = Math.sqrt((sumSq / n - mean * mean) / n)
      // 99.9 % interval around the simulated mean must contain the exact RTP.
      expect(Math.abs(mean - exact.rtp)).toBeLessThan(3.3 * se)
    })
  }

  it('volatility ranks low < medium < high (standard deviation of a spin, exact-ish by simulation)', () => {
    const sd = SLOT_GAMES.map((game) => {
      const theme = slotTheme(game)
      let s = 0
      let s2 = 0
      const n = 40_000
      for (let i = 0; i < n; i++) {
        const x = playRound(theme, fairFloatStream('d'.repeat(64), 'vol', i)).credits / 20
        s += x
        s2 += x * x
      }
      return Math.sqrt(s2 / n - (s / n) ** 2)
    })
    expect(sd[0]!).toBeLessThan(sd[1]!)
    expect(sd[1]!).toBeLessThan(sd[2]!)
  })
})
