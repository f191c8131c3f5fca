import { describe, expect, it, vi } from 'vitest'
import { cascadeChain, playCascadeStops, type CascadeTheme } from './cascade.js'
import { evaluateWays, featureFigures, playFeatureRound, waysCredits, type FeatureTheme } from './featured.js'
import { CELLS, featureOutcome, playHoldRound, RESPINS, type HoldTheme } from './holdwin.js'
import { CASCADE_THEMES, FEATURE_THEMES, HOLD_THEMES } from './mechanic-themes.js'
import { fairFloatStream } from '../testing/hmac-floats.js'
import {
  playSlotRound,
  SLOT_GAMES,
  slotCreditsPerBet,
  slotDef,
  slotExact,
  slotMechanic,
  type SlotGame,
} from './games.js'

// Fixed-seed simulations of 10⁵ rounds and exact enumerations: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

/*
 * docs/casino.md: seventeen more slots on five mechanics. Each declared RTP is the exact calculator's
 * figure rounded to the basis point (cascades enumerate every stop combination, so those tests take
 * seconds), a fixed-seed simulation on the real HMAC stream agrees with it, and each mechanic keeps
 * its invariants.
 */

const FIRST_THREE = ['galata-bazaar', 'galata-bosphorus', 'galata-anatolia']
const NEW_GAMES = SLOT_GAMES.filter((g) => !FIRST_THREE.includes(g))

describe('the later slots (docs/casino.md): the exact RTP is the declared one and a simulation agrees', () => {
  for (const game of NEW_GAMES) {
    it(`${game} (${slotMechanic(game)})`, () => {
      const exact = slotExact(game)
      const declared = slotDef(game).rtpBp
      expect(Math.abs(exact.rtp * 10_000 - declared)).toBeLessThan(0.5)
      expect(declared).toBeGreaterThanOrEqual(9400)
      expect(declared).toBeLessThanOrEqual(9700)

      // 30 000 rounds from one fixed seed (the real HMAC stream, nonce = round number).
      const n = 30_000
      const per = slotCreditsPerBet(game)
      let sum = 0
      let sumSq = 0
      for (let i = 0; i < n; i++) {
        const x = playSlotRound(game, fairFloatStream('e'.repeat(64), `rtp-${game}`, i)).credits / per
        sum += x
        sumSq += x * x
      }
      const mean = sum / n
      const se = Math.sqrt((sumSq / n - mean * mean) / n)
      // 99.99 % interval around the simulated mean must contain the exact RTP.
      expect(Math.abs(mean - exact.rtp)).toBeLessThan(4 * se)
    }, 600_000)
  }
})

// ---------------------------------------------------------------------------------------------
// Ways

const ways = FEATURE_THEMES['galata-silkroad'].theme as FeatureTheme
describe('243 ways', () => {
  it('counts ways as the product of matching cells per reel, the wild included, left to right only', () => {
    // Symbol 7 on reels 1–3 (two cells on reel 2), the wild (8) on reel 3, then a gap.
    const grid = [
      [7, 0, 1],
      [7, 7, 2],
      [8, 3, 7],
      [0, 1, 2],
      [7, 7, 7],
    ]
    const win = evaluateWays(ways.symbols, grid).find((w) => w.symbol === 7)!
    expect(win).toMatchObject({ count: 3, ways: 1 * 2 * 2, credits: ways.symbols[7]!.pays[0]! * 4 })
    // Brute force: every one of the 3⁵ row paths, longest run from the left.
    const brute = (s: number) => {
      const counts = [0, 0, 0, 0, 0, 0]
      for (let path = 0; path < 243; path++) {
        let run = 0
        for (let r = 0, x = path; r < 5; r++, x = Math.floor(x / 3)) {
          const cell = grid[r]![x % 3]!
          if (cell !== s && ways.symbols[cell]!.kind !== 'wild') break
          run++
        }
        counts[run]!++
      }
      return counts
    }
    // 4 paths run exactly 3 reels, each counted 9 times over reels 4–5's rows.
    expect(brute(7)[3]).toBe(4 * 9)
    // A symbol missing from reel 1 never pays.
    expect(evaluateWays(ways.symbols, grid).find((w) => w.symbol === 5)).toBeUndefined()
  })

  it('the exact ways return matches a simulation of single spins', () => {
    const expected = waysCredits(ways.symbols, ways.strips)
    let sum = 0
    const n = 40_000
    for (let i = 0; i < n; i++) {
      const stream = fairFloatStream('f'.repeat(64), 'ways', i)
      const grid = ways.strips.map((strip, r) => {
        const stop = Math.floor(stream(r) * strip.length)
        return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]!)
      })
      sum += evaluateWays(ways.symbols, grid).reduce((a, w) => a + w.credits, 0)
    }
    expect(Math.abs(sum / n - expected) / expected).toBeLessThan(0.08)
  })
})

// ---------------------------------------------------------------------------------------------
// Free spins with multipliers

describe('free spins with multipliers', () => {
  const rising = FEATURE_THEMES['galata-maiden'].theme as FeatureTheme
  it('plays exactly the award, no retrigger, with the multiplier of each spin, on the free reels', () => {
    const scatter = rising.symbols.findIndex((s) => s.kind === 'scatter')
    // Scatters everywhere: every spin would retrigger if retriggers existed.
    const all: FeatureTheme = {
      ...rising,
      strips: rising.strips.map(() => [scatter]),
      freeStrips: rising.strips.map(() => [scatter]),
    }
    const round = playFeatureRound(all, () => 0.5)
    expect(round.free).toHaveLength(rising.freeSpins.award)
    expect(round.multipliers).toEqual([...rising.freeSpins.multipliers])
    // 15 scatters pay as 5 (× the total bet, 20 credits on lines), free spins multiplied.
    const scatterPay = rising.symbols[scatter]!.pays[2]! * 20
    const sum = rising.freeSpins.multipliers.reduce((a, b) => a + b, 0)
    expect(round.credits).toBe(scatterPay * (1 + sum))
    expect(featureFigures(all).trigger).toBe(1)
  })

  it('reads spin i from floats 5i … 5i+4 (verifiable) and the free spins from their own strips', () => {
    const round = playFeatureRound(rising, fairFloatStream('a'.repeat(64), 'fs', 7))
    const stream = fairFloatStream('a'.repeat(64), 'fs', 7)
    expect(round.base.stops).toEqual(rising.strips.map((s, r) => Math.floor(stream(r) * s.length)))
    round.free.forEach((spin, i) =>
      expect(spin.stops).toEqual(
        rising.freeStrips.map((s, r) => Math.floor(stream(5 * (i + 1) + r) * s.length)),
      ),
    )
  })
})

// ---------------------------------------------------------------------------------------------
// Cascades

describe('cascades', () => {
  const topkapi = CASCADE_THEMES['galata-topkapi'].theme as CascadeTheme
  it('removes winning cells, drops the rest and refills from the strip above the window', () => {
    // Reels of one symbol each except reel 4, whose strip above the window holds what falls in.
    const theme: CascadeTheme = {
      ...topkapi,
      strips: [[0], [0], [0], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1]],
      multipliers: [1, 2, 3],
      maxSteps: 4,
    }
    const round = playCascadeStops(theme, [0, 0, 0, 3, 0])
    // Step 1: reels 1–3 all symbol 0 → 27 ways of 3; reels 1–3 empty and refill with 0 again.
    expect(round.steps[0]!.wins).toEqual([
      { symbol: 0, count: 3, ways: 27, credits: topkapi.symbols[0]!.pays[0]! * 27 },
    ])
    expect(round.steps[0]!.removed).toHaveLength(9)
    // The chain repeats on reels 1–3 until the limit; multipliers ×1, ×2, ×3, ×3.
    expect(round.steps.map((s) => s.multiplier)).toEqual([1, 2, 3, 3])
    expect(round.credits).toBe(topkapi.symbols[0]!.pays[0]! * 27 * (1 + 2 + 3 + 3))
    // Reel 4 never won: it keeps strip positions 3, 4, 5.
    expect(round.final[3]).toEqual([4, 5, 6])
  })

  it('drops the symbols above in strip order: stop − 1 lands lowest', () => {
    const theme: CascadeTheme = {
      ...topkapi,
      // Reel 1 shows 0 on its bottom row only; above the window the strip holds 5, 6.
      strips: [[5, 6, 1, 2, 0], [0], [0], [3], [3]],
      multipliers: [1],
      maxSteps: 1,
    }
    const round = playCascadeStops(theme, [2, 0, 0, 0, 0])
    // Reel 1 window: 1, 2, 0 (top to bottom); the 0 wins and goes; 1, 2 fall; 6 (stop − 1) drops in.
    expect(round.final[0]).toEqual([6, 1, 2])
  })

  it('every chain ends within the theme’s limit, and the fast chain pays what the recorded one does', () => {
    for (const { theme } of Object.values(CASCADE_THEMES)) {
      const t = theme as CascadeTheme
      for (let i = 0; i < 3000; i++) {
        const stream = fairFloatStream('b'.repeat(64), 'chain', i)
        const stops = t.strips.map((s, r) => Math.floor(stream(r) * s.length))
        const fast = cascadeChain(t, stops)
        const recorded = playCascadeStops(t, stops)
        expect(fast.steps).toBeLessThanOrEqual(t.maxSteps)
        expect(recorded.steps).toHaveLength(fast.steps)
        expect(recorded.credits).toBe(fast.credits)
        expect(recorded.steps.reduce((a, s) => a + s.credits, 0)).toBe(fast.credits)
      }
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Hold and win

describe('hold and win', () => {
  const gold = HOLD_THEMES['galata-ottoman-gold'].theme as HoldTheme
  const coin = gold.symbols.findIndex((s) => s.kind === 'scatter')

  it('locks the coins, resets the respins to 3 on every new coin and counts down otherwise', () => {
    for (const { theme } of Object.values(HOLD_THEMES)) {
      const t = theme as HoldTheme
      let features = 0
      for (let i = 0; features < 40 && i < 40_000; i++) {
        const round = playHoldRound(t, fairFloatStream('c'.repeat(64), 'hold', i))
        const shown = round.coins.filter((c) => c > 0).length
        if (!round.feature) {
          expect(shown).toBeLessThan(t.trigger)
          continue
        }
        features++
        expect(shown).toBeGreaterThanOrEqual(t.trigger)
        let left = RESPINS
        let locked = shown
        for (const r of round.feature.respins) {
          expect(left).toBeGreaterThan(0)
          expect(r.left).toBe(r.landed.length ? RESPINS : left - 1)
          for (const l of r.landed) expect(round.coins[l.cell]).toBe(0)
          locked += r.landed.length
          left = r.left
        }
        expect(left === 0 || locked === CELLS).toBe(true)
        expect(round.feature.full).toBe(locked === CELLS)
        const sum = round.feature.coins.reduce((a, b) => a + b, 0)
        expect(round.feature.credits).toBe(sum + (round.feature.full ? t.grand : 0))
        expect(round.credits).toBe(round.lineCredits + round.feature.credits)
      }
      expect(features).toBe(40)
    }
  })

  it('pays the Grand for a full grid and nothing more without new coins', () => {
    const coins: HoldTheme = { ...gold, strips: gold.strips.map(() => [coin]), coinChance: 1 }
    // Every cell a coin on the paid spin: the grid is full before any respin.
    const full = playHoldRound(coins, () => 0)
    expect(full.feature).toMatchObject({ full: true, respins: [] })
    expect(full.feature!.credits).toBe(15 * gold.coinValues[0]!.credits + gold.grand)
    expect(featureOutcome(gold, 15)).toEqual([15, 1])
    // Chance 0: three empty respins, then it ends with the coins it started with.
    const none = { ...gold, coinChance: 0 }
    expect(featureOutcome(none, 6)).toEqual([6, 0])
    // Chance 1: the first respin fills the grid.
    expect(featureOutcome({ ...gold, coinChance: 1 }, 6)).toEqual([15, 1])
  })
})

// Every game also answers the verify API's shape (stops, grid, further steps).
describe('verify view', () => {
  it('is the paid spin’s stops and grid and one entry per further step', () => {
    for (const game of SLOT_GAMES as SlotGame[]) {
      const played = playSlotRound(game, fairFloatStream('d'.repeat(64), 'verify', 3))
      expect(played.verify.stops).toHaveLength(5)
      expect(played.verify.grid).toHaveLength(5)
      expect(played.result.credits).toBe(played.credits)
      expect(played.result.mechanic).toBe(slotMechanic(game))
    }
  })
})
