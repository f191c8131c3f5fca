import { diceMultiplierE4, winningOutcomes, type DiceDirection } from '@galata/game-math/dice'
import { payoutOf } from '@galata/game-math/fair'
import { minorToLira, multiplierE4Text, stakeMinor } from '@galata/game-math/shown'

/*
 * What the dice page shows for a target (the slider's value, 1.00 … 98.00) and a direction, from
 * the server's own maths: the bet the server will read (target in hundredths), its win chance, its
 * multiplier and what a win pays. dice.test.ts holds them to the server's answer.
 */

export function diceShown(target: number, direction: DiceDirection, stakeLira: number) {
  const bet = { target: Math.round(target * 100), direction }
  const winning = winningOutcomes(bet)
  const multiplierE4 = diceMultiplierE4(bet)
  return {
    target: (direction === 'under' ? '< ' : '> ') + target.toFixed(2),
    chance: (winning / 100).toFixed(2) + '%',
    multiplier: multiplierE4Text(multiplierE4),
    /** Lira, rounded down to the kuruş as paid. */
    payout: minorToLira(payoutOf(stakeMinor(stakeLira), multiplierE4)),
  }
}
