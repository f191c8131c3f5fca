import { SPORTS_LIMITS } from '@galata/contract'

/**
 * What the slip shows before the server prices it: the total odds of a combination and the
 * potential payout, in whole kuruş and thousandths of odds like the engine (packages/game-math
 * bet-math: floored to the kuruş, capped at SPORTS_LIMITS.payoutMax). The server's answer is the
 * ticket's truth; this is the preview.
 */

const milli = (odds: number) => BigInt(Math.round(odds * 1000))

/** The product of the legs' odds, as a number for display (two decimals shown). */
export function totalOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 0
  const { num, den } = product(odds)
  return Number((num * 10_000n) / den) / 10_000
}

function product(odds: readonly number[]) {
  let num = 1n
  let den = 1n
  for (const o of odds) {
    num *= milli(o)
    den *= 1000n
  }
  return { num, den }
}

/** Lira of one combination (or single) if every leg wins: floored to the kuruş. */
export function rawPayout(stake: number, odds: readonly number[]): number {
  if (!(stake > 0) || odds.length === 0) return 0
  const { num, den } = product(odds)
  const kurus = BigInt(Math.round(stake * 100))
  return Number((kurus * num) / den) / 100
}

export interface PayoutPreview {
  payout: number
  /** The uncapped payout passed the slip's maximum: the figure shown is the cap. */
  capped: boolean
}

/** The potential payout of one ticket, capped at the maximum payout of a slip. */
export function potentialPayout(stake: number, odds: readonly number[]): PayoutPreview {
  const raw = rawPayout(stake, odds)
  return raw > SPORTS_LIMITS.payoutMax
    ? { payout: SPORTS_LIMITS.payoutMax, capped: true }
    : { payout: raw, capped: false }
}
