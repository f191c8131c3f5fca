import { describe, expect, it } from 'vitest'
import { payoutOf } from '@galata/game-math/fair'
import { hiloMultiplierE4, hiloWinningRanks } from '@galata/game-math/hilo'
import { KENO_PAYTABLE } from '@galata/game-math/keno'
import { limboMultiplierE4, limboWinningValues } from '@galata/game-math/limbo'
import { PLINKO_RISKS, PLINKO_TABLES } from '@galata/game-math/plinko'
import { stakeMinor } from '@galata/game-math/shown'
import { hiloShown } from '../hilo/shown'
import { kenoRowsShown } from '../keno/shown'
import { limboShown } from '../limbo/shown'
import { plinkoBoxesShown } from '../plinko/shown'

// The instant games' pages show what the server pays: each table read independently from the
// package's constants, every stake below paid to the kuruş (the rule of docs/game-sdk.md).

const STAKES = [0.1, 0.37, 1, 2.5, 9.99, 123.45, 10_000]
const kurus = (lira: number) => Math.round(lira * 100)

describe('instant games: the shown multipliers and payouts are the paid ones', () => {
  it('plinko: every box of the 27 tables, its text and its pay', () => {
    for (const risk of PLINKO_RISKS)
      for (let rows = 8; rows <= 16; rows++)
        for (const stake of STAKES) {
          const shown = plinkoBoxesShown(rows, risk, stake, 'en')
          shown.forEach((box, k) => {
            const e2 = PLINKO_TABLES[risk][rows]![k]!
            expect(box.multiplierE4).toBe(BigInt(e2) * 100n)
            expect(kurus(box.payout)).toBe(Number((stakeMinor(stake) * BigInt(e2)) / 100n))
            if (e2 < 10_000) expect(box.multiplier).toBe(`${(e2 / 100).toFixed(2)}×`) // format-guard: test
          })
        }
  })

  it('keno: every row of the 10 tables', () => {
    for (let picks = 1; picks <= 10; picks++)
      for (const stake of STAKES)
        for (const row of kenoRowsShown(picks, stake, 'tr')) {
          const e2 = KENO_PAYTABLE[picks]![row.hits]!
          expect(kurus(row.payout)).toBe(Number((stakeMinor(stake) * BigInt(e2)) / 100n))
          if (e2 === 0) expect(row.multiplier).toBe('–')
        }
  })

  it('limbo: the target read in hundredths, its exact chance and pay', () => {
    for (const target of [1.01, 1.5, 2, 3.33, 10, 99.99, 1000, 10_000])
      for (const stake of STAKES) {
        const shown = limboShown(target, stake, 'en')!
        expect(shown.targetE2).toBe(Math.round(target * 100))
        expect(kurus(shown.payout)).toBe(
          Number(payoutOf(stakeMinor(stake), limboMultiplierE4(shown.targetE2))),
        )
        expect(limboWinningValues(shown.targetE2) > 0n).toBe(true)
      }
    expect(limboShown(1, 1, 'en')).toBeNull()
    expect(limboShown(10_000.01, 1, 'en')).toBeNull()
  })

  it('hi-lo: the cash-out and each guess’s next multiplier', () => {
    // 7♠ (card 6), guessed higher to 9♠ (card 8): one correct guess with 7 winning ranks.
    const s = hiloShown([6, 8], ['higher'], 2.5)
    expect(s.correct).toBe(1)
    expect(s.multiplierE4).toBe((9_900n * 13n) / 7n)
    expect(kurus(s.cashOut)).toBe(Number(payoutOf(250n, (9_900n * 13n) / 7n)))
    expect(s.higher.multiplierE4).toBe(hiloMultiplierE4([7, hiloWinningRanks(9, 'higher')]))
    expect(s.lower.multiplierE4).toBe(hiloMultiplierE4([7, hiloWinningRanks(9, 'lower')]))
    expect(s.higher.chance + s.lower.chance).toBeCloseTo(((5 + 9) / 13) * 100, 10)
  })
})
