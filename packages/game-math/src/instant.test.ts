import { describe, expect, it } from 'vitest'
import { fairShuffle } from './fair.js'
import {
  HILO_MAX_MULTIPLIER_E4,
  hiloCard,
  hiloMultiplierE4,
  hiloRank,
  hiloReplay,
  hiloWinningRanks,
  hiloWins,
} from './hilo.js'
import {
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_PAYTABLE,
  isValidKenoPick,
  kenoDraw,
  kenoHitWays,
  kenoHits,
  kenoMultiplierE4,
  kenoRtp,
} from './keno.js'
import {
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  LIMBO_SPACE,
  isValidLimboTarget,
  limboResult,
  limboWinningValues,
  limboWins,
} from './limbo.js'
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  PLINKO_TABLES,
  binomial,
  isValidPlinkoBet,
  plinkoBin,
  plinkoMultiplierE4,
  plinkoPath,
  plinkoRtp,
} from './plinko.js'

/*
 * The instant games' declared RTP, proven exactly (rationals in bigint, no sampling): plinko over
 * its 27 tables, keno over its 10 pick counts, limbo over every target, hi-lo over every one- and
 * two-guess strategy; bench/rtp samples them.
 */

describe('plinko', () => {
  it('every table is symmetric, rises from the centre and pays 98.99 % … 99 % (exact)', () => {
    const figures: string[] = []
    for (const risk of PLINKO_RISKS)
      for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
        const table = PLINKO_TABLES[risk][rows]!
        expect(table).toHaveLength(rows + 1)
        expect([...table].reverse()).toEqual(table)
        for (let k = 0; k < rows / 2 - 1; k++)
          expect(table[k]! >= table[k + 1]!, `${risk} ${rows} ${k}`).toBe(true)
        const { num, den } = plinkoRtp(rows, risk)
        // 0.9899 ≤ num/den ≤ 0.99
        expect(num * 10_000n <= den * 9_900n, `${risk} ${rows}`).toBe(true)
        expect(num * 10_000n >= den * 9_899n, `${risk} ${rows}`).toBe(true)
        figures.push(`${risk}/${rows}: ${Number((num * 1_000_000n) / den) / 10_000} %`)
        // The largest win stays within the wallet's limit at the top stake: ≤ 10 000×.
        expect(Math.max(...table)).toBeLessThanOrEqual(1_000_000)
      }
    expect(figures).toHaveLength(27)
  })

  it('the bins are binomial: every path of 2^rows lands once', () => {
    for (let rows = PLINKO_MIN_ROWS; rows <= 12; rows++) {
      const counts = new Array<number>(rows + 1).fill(0)
      for (let mask = 0; mask < 2 ** rows; mask++) {
        const floats = Array.from({ length: rows }, (_, i) => ((mask >> i) & 1 ? 0.75 : 0.25))
        counts[plinkoBin(plinkoPath(floats, rows))]!++
      }
      expect(counts.map(BigInt)).toEqual(Array.from({ length: rows + 1 }, (_, k) => binomial(rows, k)))
    }
  })

  it('reads a float as right exactly from one half on', () => {
    expect(plinkoPath([0, 0.4999999, 0.5, 0.9999999, 0.5, 0.5, 0.5, 0.5], 8)).toEqual([
      0, 0, 1, 1, 1, 1, 1, 1,
    ])
    expect(plinkoMultiplierE4(16, 'high', 0)).toBe(11_990_900n)
    expect(isValidPlinkoBet(7, 'low')).toBe(false)
    expect(isValidPlinkoBet(17, 'low')).toBe(false)
    expect(isValidPlinkoBet(12, 'extreme')).toBe(false)
    expect(isValidPlinkoBet(12, 'medium')).toBe(true)
  })
})

describe('keno', () => {
  it('every pick count pays 98.98 % … 99 % (exact hypergeometric)', () => {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks++) {
      const table = KENO_PAYTABLE[picks]!
      expect(table).toHaveLength(picks + 1)
      const total = table.reduce((s, _, h) => s + kenoHitWays(picks, h), 0n)
      expect(total).toBe(binomial(KENO_NUMBERS, KENO_DRAWN))
      const { num, den } = kenoRtp(picks)
      expect(num * 10_000n <= den * 9_900n, `${picks}`).toBe(true)
      expect(num * 10_000n >= den * 9_898n, `${picks}`).toBe(true)
      expect(Math.max(...table)).toBeLessThanOrEqual(1_000_000)
    }
  })

  it('draws 10 distinct numbers of 1 … 40 from the shuffle', () => {
    const floats = Array.from({ length: 39 }, (_, i) => (i * 0.618) % 1)
    const drawn = kenoDraw(floats)
    expect(drawn).toHaveLength(10)
    expect(new Set(drawn).size).toBe(10)
    expect(drawn).toEqual(
      fairShuffle(40, floats)
        .slice(0, 10)
        .map((i) => i + 1),
    )
    expect(drawn.every((n) => n >= 1 && n <= 40)).toBe(true)
    expect(kenoHits([drawn[0]!, drawn[1]!, 41], drawn)).toBe(2)
    expect(kenoMultiplierE4(1, 1)).toBe(39_600n)
  })

  it('accepts 1 … 10 distinct numbers of 1 … 40 only', () => {
    expect(isValidKenoPick([1])).toBe(true)
    expect(isValidKenoPick([1, 2, 3, 4, 5, 6, 7, 8, 9, 40])).toBe(true)
    expect(isValidKenoPick([])).toBe(false)
    expect(isValidKenoPick([1, 1])).toBe(false)
    expect(isValidKenoPick([0])).toBe(false)
    expect(isValidKenoPick([41])).toBe(false)
    expect(isValidKenoPick([1.5])).toBe(false)
    expect(isValidKenoPick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toBe(false)
  })
})

describe('limbo', () => {
  it('pays at most 99 % and at least 98.9997 % (exact, every target to 20× then every 991st)', () => {
    for (let t = LIMBO_MIN_TARGET; t <= LIMBO_MAX_TARGET; t += t < 2_000 ? 1 : 991) {
      // RTP = t/100 · wins/2³²
      const rtpNum = BigInt(t) * limboWinningValues(t)
      const den = 100n * LIMBO_SPACE
      expect(rtpNum * 1_000_000n <= den * 990_000n, `${t}`).toBe(true)
      expect(rtpNum * 1_000_000n >= den * 989_997n, `${t}`).toBe(true)
    }
  })

  it('wins on exactly the counted float values (the boundary either side)', () => {
    for (const t of [101, 200, 1234, 100_000, LIMBO_MAX_TARGET]) {
      const wins = limboWinningValues(t)
      const first = Number(LIMBO_SPACE - wins) // the smallest winning u
      expect(limboWins(t, limboResult(first / 2 ** 32))).toBe(true)
      expect(limboWins(t, limboResult((first - 1) / 2 ** 32))).toBe(false)
      expect(limboWins(t, limboResult((2 ** 32 - 1) / 2 ** 32))).toBe(true)
    }
    expect(limboResult(0)).toBe(99n)
    expect(isValidLimboTarget(100)).toBe(false)
    expect(isValidLimboTarget(1_000_001)).toBe(false)
    expect(isValidLimboTarget(101.5)).toBe(false)
  })
})

describe('hi-lo', () => {
  const ranks = Array.from({ length: 13 }, (_, i) => i + 1)
  const guesses = ['higher', 'lower'] as const

  it('a guess wins on exactly its counted ranks', () => {
    for (const r of ranks)
      for (const g of guesses) {
        const n = ranks.filter((next) => hiloWins(r, g, next)).length
        expect(n, `${r} ${g}`).toBe(hiloWinningRanks(r, g))
        expect(n).toBeGreaterThan(0)
        expect(n).toBeLessThan(13)
      }
  })

  it('cashing out after one guess returns 98.99 % … 99 % for every card and guess (exact)', () => {
    for (const r of ranks)
      for (const g of guesses) {
        const w = hiloWinningRanks(r, g)
        // RTP = w/13 · m/10⁴
        const rtpNum = BigInt(w) * hiloMultiplierE4([w])
        expect(rtpNum * 10_000n <= 13n * 10_000n * 9_900n, `${r} ${g}`).toBe(true)
        expect(rtpNum * 10_000n >= 13n * 10_000n * 9_899n, `${r} ${g}`).toBe(true)
      }
  })

  it('every two-guess strategy (any second guess after any first outcome) returns at most 99 % (exact)', () => {
    // For each first card and first guess, the best and the worst second guesses bound every rule.
    for (const r of ranks)
      for (const g of guesses) {
        const w1 = hiloWinningRanks(r, g)
        let best = 0n
        let worst = 0n
        for (const next of ranks) {
          if (!hiloWins(r, g, next)) continue
          const outcomes = guesses.map((g2) => {
            const w2 = hiloWinningRanks(next, g2)
            return BigInt(w2) * hiloMultiplierE4([w1, w2]) // × 1/13 · 1/13 · 1/10⁴ below
          })
          best += outcomes.reduce((a, b) => (a > b ? a : b))
          worst += outcomes.reduce((a, b) => (a < b ? a : b))
        }
        // E = Σ over winning next cards of (1/13) · (w2/13) · m/10⁴
        const den = 169n * 10_000n
        expect(best * 10_000n <= den * 9_900n, `${r} ${g}`).toBe(true)
        expect(worst * 10_000n >= den * 9_898n, `${r} ${g}`).toBe(true)
      }
  })

  it('maps floats to cards, replays moves and caps the multiplier at 10 000×', () => {
    expect(hiloCard(0)).toBe(0)
    expect(hiloCard(0.99999)).toBe(51)
    expect(hiloRank(0)).toBe(1)
    expect(hiloRank(12)).toBe(13)
    expect(hiloRank(13)).toBe(1)
    // 7, higher → 9 (wins, 7 ranks), skip → 2, lower → 2 (wins, 2 ranks)
    expect(hiloReplay([6, 8, 1, 14], ['higher', 'skip', 'lower'])).toEqual({ winning: [7, 2], lost: false })
    expect(hiloReplay([6, 3], ['higher'])).toEqual({ winning: [], lost: true })
    expect(hiloMultiplierE4([])).toBe(10_000n)
    expect(hiloMultiplierE4([1, 1, 1, 1, 1])).toBe(HILO_MAX_MULTIPLIER_E4)
  })
})
