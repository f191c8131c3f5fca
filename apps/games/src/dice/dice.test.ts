import { describe, expect, it } from 'vitest'
import { DICE_OUTCOMES, diceMultiplierE4, isValidDiceBet, type DiceDirection } from '@galata/game-math/dice'
import { payoutOf } from '@galata/game-math/fair'
import { diceShown } from './shown'

// The server validates and pays a dice bet by `isValidDiceBet`, `diceMultiplierE4` and `payoutOf`
// (apps/server re-exports them from packages/game-math); the page shows `diceShown`.

/** The documented rule, independently: floor(0.99 · 10000 / winning · 10⁴). */
const ruleE4 = (winning: number) => (9_900n * 10_000n) / BigInt(winning)
/** The paid multiplier as the page writes it, built independently: "1.2375×" / "1,2375×", grouped. */
const text = (e4: bigint, locale: 'tr' | 'en' = 'en') => {
  const [group, decimal] = locale === 'tr' ? ['.', ','] : [',', '.']
  const whole = String(e4 / 10_000n).replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return `${whole}${decimal}${(e4 % 10_000n).toString().padStart(4, '0')}×`
}

describe('dice: the shown multiplier and payout are the paid ones', () => {
  it('over the slider’s whole range (1.00 … 98.00 in hundredths), both directions (exact)', () => {
    let cases = 0
    for (const direction of ['under', 'over'] as DiceDirection[])
      for (let hundredths = 100; hundredths <= 9800; hundredths++) {
        const target = hundredths / 100
        // The page sends Number(target.toFixed(2)); the server reads it in hundredths.
        const sent = Math.round(Number(target.toFixed(2)) * 100)
        expect(sent).toBe(hundredths)
        const bet = { target: sent, direction }
        if (!isValidDiceBet(bet)) continue
        const winning = direction === 'under' ? sent : DICE_OUTCOMES - 1 - sent
        const paid = diceMultiplierE4(bet)
        expect(paid).toBe(ruleE4(winning))
        const shown = diceShown(target, direction, 7.77, 'en')
        expect(shown.multiplier, `${direction} ${target}`).toBe(text(paid))
        expect(shown.chance).toBe((winning / 100).toFixed(2) + '%')
        expect(Math.round(shown.payout * 100)).toBe(Number(payoutOf(777n, paid)))
        cases++
      }
    expect(cases).toBeGreaterThan(19_000)
  })

  it('shows the paid win for any stake', () => {
    for (const stake of [0.1, 0.37, 1, 5, 12.34, 999.99, 10000])
      for (const [target, direction] of [
        [50, 'under'],
        [1, 'under'],
        [98, 'under'],
        [2.5, 'over'],
        [97.99, 'over'],
      ] as const) {
        const paid = payoutOf(
          BigInt(Math.round(stake * 100)),
          diceMultiplierE4({ target: Math.round(target * 100), direction }),
        )
        expect(diceShown(target, direction, stake, 'tr').payout).toBe(Number(paid) / 100)
      }
  })
})

describe('dice: the page writes its numbers in the page’s language', () => {
  it('Turkish: decimal comma, the percent sign first; English: decimal point, the sign last', () => {
    const tr = diceShown(50.5, 'under', 10, 'tr')
    expect(tr.target).toBe('< 50,50')
    expect(tr.chance).toBe('%50,50')
    expect(tr.multiplier).toBe(text(diceMultiplierE4({ target: 5050, direction: 'under' }), 'tr'))
    expect(tr.multiplier).toMatch(/^\d+,\d{4}×$/)
    const en = diceShown(50.5, 'under', 10, 'en')
    expect(en.target).toBe('< 50.50')
    expect(en.chance).toBe('50.50%')
    expect(en.multiplier).toMatch(/^\d+\.\d{4}×$/)
  })
})
