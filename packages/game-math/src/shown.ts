/*
 * What a game page shows, computed the way the server pays it: exact integers (bigint), never
 * floats, so a multiplier or a payout on screen is the one the wallet will credit (docs/game-sdk.md).
 */

/** A stake in lira as typed (at most two decimals) → kuruş, as the server's `toMinor` reads a number. */
export function stakeMinor(lira: number): bigint {
  return BigInt(Math.round(lira * 100))
}

/** A fixed-point integer with `digits` decimals as text: 12345n, 4 → "1.2345". */
export function fixedText(value: bigint, digits: number): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const scale = 10n ** BigInt(digits)
  const whole = abs / scale
  const frac = (abs % scale).toString().padStart(digits, '0')
  return (negative ? '-' : '') + whole.toString() + (digits > 0 ? '.' + frac : '')
}

/** A multiplier in ten-thousandths as the pages write it: 19800n → "1.9800×". */
export const multiplierE4Text = (multiplierE4: bigint) => fixedText(multiplierE4, 4) + '×'

/** Kuruş → lira as a number for `Intl.NumberFormat` (exact: any kuruş amount below 2⁵³ is). */
export const minorToLira = (minor: bigint) => Number(minor) / 100
