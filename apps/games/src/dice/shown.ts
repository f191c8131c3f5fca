import { diceMultiplierE4, winningOutcomes, type DiceDirection } from '@galata/game-math/dice'
import { payoutOf } from '@galata/game-math/fair'
import { minorToLira, stakeMinor } from '@galata/game-math/shown'
import { formatMultiplier, formatNumber, formatPercent, type Locale } from '@galata/contract'

/*
 * What the dice page shows for a target (the slider's value, 1.00 … 98.00) and a direction, from
 * the server's own maths: the bet the server will read (target in hundredths), its win chance, its
 * multiplier and what a win pays. dice.test.ts holds them to the server's answer. Written in the
 * page's language: "< 50,00", "%49,50", "2,0000×" (exact to the ten-thousandth, as paid).
 */

export function diceShown(target: number, direction: DiceDirection, stakeLira: number, locale: Locale) {
  const bet = { target: Math.round(target * 100), direction }
  const winning = winningOutcomes(bet)
  const multiplierE4 = diceMultiplierE4(bet)
  return {
    target: (direction === 'under' ? '< ' : '> ') + formatNumber(target, locale, { decimals: 2 }),
    chance: formatPercent(winning / 100, locale, { decimals: 2 }),
    multiplier: multiplierE4Shown(multiplierE4, locale),
    /** Lira, rounded down to the kuruş as paid. */
    payout: minorToLira(payoutOf(stakeMinor(stakeLira), multiplierE4)),
  }
}

/** A multiplier in ten-thousandths as the pages write it: 19800n → "1,9800×" / "1.9800×". */
export const multiplierE4Shown = (multiplierE4: bigint, locale: Locale) =>
  formatMultiplier(Number(multiplierE4) / 10_000, locale, { decimals: 4 })
