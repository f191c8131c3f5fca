/*
 * Margins (research §6.1). Fair probabilities become prices by the power method: qᵢ = pᵢ^k with k < 1
 * chosen so Σqᵢ = w·(1 + m), where w is how many outcomes win together (1 for 1X2, 2 for double
 * chance). The power method loads more margin on long shots, as books do (the favourite–longshot
 * bias). A price is then floored to two decimals (never rounded up: the rounding is the house's) and
 * never below 1.01. Flooring only adds margin, so a market's book sum lands in [m, m + ~1.5 pp].
 */

/** The market families and their margins: the one place the house edge is set. */
export const MARGINS = {
  /** 1X2, match winner, double chance (priced from the 1X2 book). */
  main: 0.05,
  /** Two-way lines: over/under, both teams to score, handicaps, Asian lines, totals. */
  line: 0.055,
  /** Three-way handicaps, half-time result, total-goal bands, set/map betting. */
  multi: 0.07,
  /** Many-outcome markets: correct score, HT/FT. */
  exotic: 0.12,
} as const satisfies Record<string, number>

export type MarginFamily = keyof typeof MARGINS

/**
 * The bet builder's margin (bet-builder.ts): a correlated combination is priced off the model with
 * no market to correct it, so it carries as much as the exotic markets, more than a single line.
 */
export const BUILDER_MARGIN = 0.12

/** How far above its margin a market's book sum may land after flooring: the tested band. */
export const MARGIN_BAND_SLACK = 0.02

export const MIN_ODDS = 1.01
/** Longer prices are capped: a 1000/1 correct score is a liability, not a product. */
export const MAX_ODDS = 500
/** An outcome likelier than this is not offered (its price would sit on the 1.01 floor). */
export const MAX_OFFERED_PROB = 0.97

/** Book margin normalised per winning outcome: Σ(1/Dᵢ)/w − 1. */
export function bookMargin(odds: readonly number[], winners = 1): number {
  return odds.reduce((s, d) => s + 1 / d, 0) / winners - 1
}

/** Floors to two decimals within the [MIN_ODDS, MAX_ODDS] range. Works on integers so 2.3 stays 2.30. */
export function floorOdds(d: number): number {
  const hundredths = Math.floor(d * 100 + 1e-9)
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, hundredths / 100))
}

/**
 * Power-method margined probabilities: solves Σ pᵢ^k = w(1+m) for k by bisection (the sum falls as
 * k rises because every pᵢ < 1). Zero-probability outcomes stay zero.
 */
export function powerMargin(probs: readonly number[], margin: number, winners = 1): number[] {
  const target = winners * (1 + margin)
  const sum = (k: number) => probs.reduce((s, p) => s + (p > 0 ? p ** k : 0), 0)
  let lo = 0.3
  let hi = 1
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2
    if (sum(mid) > target) lo = mid
    else hi = mid
  }
  const k = (lo + hi) / 2
  return probs.map((p) => (p > 0 ? p ** k : 0))
}

/**
 * Fair probabilities → floored decimal odds at the family's margin, or null when the market should
 * not be offered (a near-certain outcome, or one with no chance at all).
 */
export function priceProbabilities(
  probs: readonly number[],
  family: MarginFamily,
  winners = 1,
): number[] | null {
  if (probs.some((p) => !(p > 0) || p > MAX_OFFERED_PROB)) return null
  const q = powerMargin(probs, MARGINS[family], winners)
  const odds = q.map((x) => floorOdds(1 / x))
  // The caps (1.01 floor, 500 ceiling) can pull a book outside its band; such a market is not offered.
  const m = bookMargin(odds, winners)
  if (m < MARGINS[family] - 1e-9 || m > MARGINS[family] + MARGIN_BAND_SLACK) return null
  return odds
}
