import { formatNumber } from './format.js'
import type { Locale } from './locale.js'

/*
 * Odds formats (research §3.3). Decimal is the book's own price (and the Turkish habit); fractional
 * and American are display conversions. Fractions come from a table of the ones bookmakers print
 * (11/10, 6/4, 100/30 …) so 2.38 shows as 11/8 rather than 69/50; American is exact to the cent.
 */

/** The odds formats a player may choose; decimal is the default. */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const
export type OddsFormat = (typeof ODDS_FORMATS)[number]

/** The fractions UK books print, as [numerator, denominator]. */
const FRACTIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 100],
  [1, 50],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 10],
  [1, 9],
  [1, 8],
  [2, 15],
  [1, 7],
  [2, 13],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [3, 5],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [17, 20],
  [10, 11],
  [1, 1],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [7, 5],
  [6, 4],
  [8, 5],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [85, 40],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [25, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [80, 1],
  [100, 1],
  [125, 1],
  [150, 1],
  [175, 1],
  [200, 1],
  [225, 1],
  [250, 1],
  [300, 1],
  [400, 1],
  [500, 1],
]

/** The nearest printed fraction to decimal odds d (by the value a/b = d − 1). */
export function toFractional(d: number): string {
  const v = d - 1
  let best = FRACTIONS[0]!
  for (const f of FRACTIONS) if (Math.abs(f[0] / f[1] - v) < Math.abs(best[0] / best[1] - v)) best = f
  return `${best[0]}/${best[1]}`
}

/** "a/b" → decimal odds 1 + a/b, floored to two decimals as every price of the book. */
export function fromFractional(text: string): number {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text)
  if (!m || Number(m[2]) === 0) throw new Error(`not a fraction: ${text}`)
  return Math.floor((1 + Number(m[1]) / Number(m[2])) * 100 + 1e-9) / 100
}

/** Decimal → American: +100(D − 1) from evens up, −100/(D − 1) below; rounded to a whole number. */
export function toAmerican(d: number): number {
  if (!(d > 1)) throw new Error('decimal odds are above 1')
  return d >= 2 ? Math.round(100 * (d - 1)) : -Math.round(100 / (d - 1))
}

/** American → decimal, rounded to the nearest hundredth (the inverse of toAmerican up to that rounding). */
export function fromAmerican(a: number): number {
  if (!Number.isFinite(a) || Math.abs(a) < 100) throw new Error('American odds are ≤ −100 or ≥ +100')
  const d = a > 0 ? 1 + a / 100 : 1 + 100 / -a
  return Math.round(d * 100) / 100
}

/** Odds as the player reads them: "1,85" in Turkish, "1.85" in English, "17/20", "-118" / "+250". */
export function formatOdds(d: number, format: OddsFormat, locale: Locale): string {
  switch (format) {
    case 'decimal':
      return formatNumber(d, locale, { decimals: 2 })
    case 'fractional':
      return toFractional(d)
    case 'american': {
      const a = toAmerican(d)
      return a > 0 ? `+${a}` : `${a}`
    }
  }
}
