import { payoutOf } from '@galata/game-math/fair'
import { KENO_DRAWN, KENO_NUMBERS, kenoHitWays, kenoMultiplierE4 } from '@galata/game-math/keno'
import { minorToLira, stakeMinor } from '@galata/game-math/shown'
import { formatMultiplier, formatPercent, type Locale } from '@galata/contract'

/** C(40, 10): the number of equally likely draws. */
const DRAWS = (() => {
  let r = 1n
  for (let i = 0; i < KENO_DRAWN; i++) r = (r * BigInt(KENO_NUMBERS - i)) / BigInt(i + 1)
  return r
})()

/*
 * The keno paytable for a pick count as the page shows it, from the maths the server pays by: each
 * hit count's multiplier (exact), its hypergeometric chance and its pay for the stake (kuruş, down).
 */
export function kenoRowsShown(picks: number, stakeLira: number, locale: Locale) {
  return Array.from({ length: picks + 1 }, (_, hits) => {
    const e4 = kenoMultiplierE4(picks, hits)
    return {
      hits,
      multiplierE4: e4,
      multiplier: e4 === 0n ? '–' : formatMultiplier(Number(e4) / 10_000, locale, { decimals: 2 }),
      chance: formatPercent((Number(kenoHitWays(picks, hits)) / Number(DRAWS)) * 100, locale, {
        decimals: 4,
      }),
      payout: minorToLira(payoutOf(stakeMinor(stakeLira), e4)),
    }
  }).reverse()
}
