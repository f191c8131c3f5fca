import { payoutOf } from '@galata/game-math/fair'
import {
  LIMBO_SPACE,
  isValidLimboTarget,
  limboMultiplierE4,
  limboWinningValues,
} from '@galata/game-math/limbo'
import { minorToLira, stakeMinor } from '@galata/game-math/shown'
import { formatPercent, type Locale } from '@galata/contract'

/*
 * What the limbo page shows for a target (lira-style number, two decimals) from the maths the server
 * pays by: the target the server reads (hundredths), the exact win chance ⌊99·2³²/T⌋/2³² and the pay.
 */
export function limboShown(target: number, stakeLira: number, locale: Locale) {
  const targetE2 = Math.round(target * 100)
  if (!isValidLimboTarget(targetE2)) return null
  const chance = Number(limboWinningValues(targetE2)) / Number(LIMBO_SPACE)
  return {
    targetE2,
    chance: formatPercent(chance * 100, locale, { decimals: 4 }),
    payout: minorToLira(payoutOf(stakeMinor(stakeLira), limboMultiplierE4(targetE2))),
  }
}
