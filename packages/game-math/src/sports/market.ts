import { priceProbabilities, type MarginFamily } from './margin.js'

/*
 * The shape every sport's pricer returns: a market (type key + line) with its outcomes, each with
 * the model's fair probability (kept for cash-out and live repricing, docs/sportsbook.md) and the price.
 */

export interface Text {
  tr: string
  en: string
}

export interface Outcome {
  key: string
  name: Text
  /** The model's fair probability (for an Asian line: of winning given no push). */
  prob: number
  /** Decimal odds, margined and floored to two decimals. */
  odds: number
}

export interface Market {
  /** The market type, e.g. `1x2`, `ou`, `ah`; with `line` it identifies the market of an event. */
  key: string
  line?: number
  name: Text
  family: MarginFamily
  /** How many outcomes win together (2 for double chance); the margin is per winner. */
  winners: number
  /** İddaa's minimum number of events for a selection of this market. */
  mbs: number
  outcomes: Outcome[]
}

export interface MarketSpec {
  key: string
  line?: number
  name: Text
  family: MarginFamily
  winners?: number
  mbs?: number
  outcomes: Array<{ key: string; name: Text; prob: number }>
}

/** Prices a market from its fair probabilities, or null when it should not be offered. */
export function priceMarket(spec: MarketSpec): Market | null {
  const winners = spec.winners ?? 1
  // An outcome that can no longer happen (in play: a set score already passed) is left out.
  const outcomes = spec.outcomes.filter((o) => o.prob > 1e-12)
  if (outcomes.length <= winners) return null
  const odds = priceProbabilities(
    outcomes.map((o) => o.prob),
    spec.family,
    winners,
  )
  if (!odds) return null
  const m: Market = {
    key: spec.key,
    name: spec.name,
    family: spec.family,
    winners,
    mbs: spec.mbs ?? 1,
    outcomes: outcomes.map((o, i) => ({ ...o, odds: odds[i]! })),
  }
  if (spec.line !== undefined) m.line = spec.line
  return m
}

/** Keeps the markets that could be priced. */
export function priced(specs: readonly MarketSpec[]): Market[] {
  return specs.map(priceMarket).filter((m): m is Market => m !== null)
}

/** A signed line as people write it: +1.5, -0.25, 0. */
export function lineText(h: number): string {
  return h > 0 ? `+${h}` : `${h}`
}
