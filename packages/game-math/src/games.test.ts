import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fairShuffle, payoutOf } from './fair.js'
import { fairFloats } from './testing/hmac-floats.js'
import {
  DICE_OUTCOMES,
  diceMultiplierE4,
  diceWins,
  isValidDiceBet,
  winningOutcomes,
  type DiceBet,
} from './dice.js'
import { minePositions, minesMultiplierE4, survivalChance } from './mines.js'
import { betReturn, isLegalRouletteBet, legalBetCount, RED, spin, WHEEL_SIZE } from './roulette.js'

describe('provably fair primitives', () => {
  it('shuffles into a permutation for any floats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 24, maxLength: 24 }),
        (fs) => {
          const p = fairShuffle(25, fs)
          expect([...p].sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i))
        },
      ),
    )
  })

  it('rounds payouts down to the kuruş', () => {
    expect(payoutOf(1000n, 19_800n)).toBe(1980n)
    expect(payoutOf(7n, 12_857n)).toBe(8n)
  })
})

describe('dice', () => {
  it('has an RTP of at most 99 % and at least 98.99 % for every valid bet (exact)', () => {
    for (const direction of ['under', 'over'] as const) {
      for (let target = 0; target < DICE_OUTCOMES; target++) {
        const bet: DiceBet = { target, direction }
        if (!isValidDiceBet(bet)) continue
        // RTP = P(win) · multiplier = winning/10000 · m/10000, exactly, in rationals.
        const rtpE8 = BigInt(winningOutcomes(bet)) * diceMultiplierE4(bet)
        expect(rtpE8 <= 99_000_000n, `${direction} ${target}`).toBe(true)
        expect(rtpE8 >= 98_990_000n, `${direction} ${target}`).toBe(true)
      }
    }
  })

  it('wins on exactly the advertised rolls', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 9800 }),
        fc.constantFrom('under' as const, 'over' as const),
        (target, direction) => {
          const bet = { target, direction }
          fc.pre(isValidDiceBet(bet))
          let wins = 0
          for (let roll = 0; roll < DICE_OUTCOMES; roll++) if (diceWins(bet, roll)) wins++
          expect(wins).toBe(winningOutcomes(bet))
        },
      ),
      { numRuns: 50 },
    )
  })
})

describe('mines', () => {
  it('places exactly the asked number of distinct mines', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(1000), fc.integer({ min: 1, max: 24 }), (client, nonce, mines) => {
        const pos = minePositions(fairFloats('b'.repeat(64), client, nonce, 24), mines)
        expect(new Set(pos).size).toBe(mines)
        expect(pos.every((p) => p >= 0 && p < 25)).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it('returns at most 99 % for every cash-out point (exact)', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let k = 1; k <= 25 - mines; k++) {
        const [num, den] = survivalChance(mines, k)
        // RTP = P(survive k) · multiplier; compare num·m / (den·10000) against 0.99.
        const lhs = num * minesMultiplierE4(mines, k)
        expect(lhs * 100n <= den * 990_000n, `${mines}/${k}`).toBe(true)
        expect(lhs * 100n >= den * 989_000n - 100n * num, `${mines}/${k}`).toBe(true)
      }
    }
    expect(minesMultiplierE4(3, 2)).toBe(12_857n)
  })
})

describe('European roulette', () => {
  it('knows the whole board and nothing else', () => {
    // 37 straights, 60 splits, 14 streets/trios, 23 corners, 11 lines, 3 dozens, 3 columns, 6 even chances.
    expect(legalBetCount()).toBe(37 + 60 + 14 + 23 + 11 + 3 + 3 + 6)
    expect(isLegalRouletteBet([1, 2])).toBe(true)
    expect(isLegalRouletteBet([3, 4])).toBe(false)
    expect(isLegalRouletteBet([1, 5])).toBe(false)
    expect(isLegalRouletteBet([0, 1, 2, 3])).toBe(true)
    expect(isLegalRouletteBet([7, 7])).toBe(false)
    expect(RED.size).toBe(18)
  })

  it('has an RTP of exactly 36/37 for every legal bet', () => {
    const all: number[][] = []
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i)
    for (let n = 0; n <= 36; n++) all.push([n])
    all.push(range(1, 12), range(1, 18), [0, 1, 2, 3], [1, 2, 4, 5], range(1, 6))
    for (const numbers of all) {
      expect(isLegalRouletteBet(numbers)).toBe(true)
      let returned = 0n
      for (let n = 0; n < WHEEL_SIZE; n++) returned += betReturn({ numbers, amount: 100n }, n)
      expect(returned).toBe(3600n)
    }
  })

  it('maps floats uniformly onto 0 … 36', () => {
    expect(spin(0)).toBe(0)
    expect(spin(0.999999)).toBe(36)
    const counts = new Array(37).fill(0)
    for (const f of fairFloats('c'.repeat(64), 'chi', 0, 37_000)) counts[spin(f)]++
    // Chi-square with 36 degrees of freedom: 99.9th percentile ≈ 67.99.
    const chi = counts.reduce((s, c) => s + (c - 1000) ** 2 / 1000, 0)
    expect(chi).toBeLessThan(68)
  })
})
