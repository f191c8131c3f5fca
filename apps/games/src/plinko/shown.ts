import { payoutOf } from '@galata/game-math/fair'
import { binomial, plinkoMultiplierE4, type PlinkoRisk } from '@galata/game-math/plinko'
import { minorToLira, stakeMinor } from '@galata/game-math/shown'
import { formatMultiplier, formatPercent, type Locale } from '@galata/contract'

/*
 * What the plinko page shows for a (rows, risk) table, from the maths the server pays by: each box's
 * multiplier (exact hundredths), its chance C(rows, k)/2^rows and what it pays for a stake, rounded
 * down to the kuruş as paid. shown.test.ts holds them to the package.
 */
export function plinkoBoxesShown(rows: number, risk: PlinkoRisk, stakeLira: number, locale: Locale) {
  const total = 2 ** rows
  return Array.from({ length: rows + 1 }, (_, k) => {
    const e4 = plinkoMultiplierE4(rows, risk, k)
    return {
      multiplierE4: e4,
      multiplier: formatMultiplier(Number(e4) / 10_000, locale, {
        decimals: Number(e4) >= 1_000_000 ? 0 : 2,
      }),
      chance: formatPercent((Number(binomial(rows, k)) / total) * 100, locale, { decimals: 4 }),
      payout: minorToLira(payoutOf(stakeMinor(stakeLira), e4)),
    }
  })
}
