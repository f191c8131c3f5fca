import type { SportsMarket } from '@galata/contract'

/*
 * What the match page's bet builder offers (docs/sportsbook.md "Bet builder on the web"): the
 * football markets the builder's score model prices (docs/sportsbook.md "Bet builder pricing"), and
 * the picks as the panel keeps them, one per market.
 */

/** Markets the bet builder takes: results, goals, both teams to score, handicap, scores, halves. */
const BUILDER_MARKETS: ReadonlySet<string> = new Set([
  '1x2',
  'dc',
  'ou',
  'btts',
  'eh',
  'tg',
  'cs',
  'ht',
  'htft',
])

/** Correct score: the listed scores only ("any other" depends on which scores the market lists). */
const LISTED_SCORE = /^\d-\d$/

/** The event's markets as the builder offers them: open ones it prices, with the outcomes it takes. */
export function builderMarkets(markets: readonly SportsMarket[]): SportsMarket[] {
  return markets
    .filter((m) => BUILDER_MARKETS.has(m.key) && m.status === 'active')
    .map((m) => (m.key === 'cs' ? { ...m, outcomes: m.outcomes.filter((o) => LISTED_SCORE.test(o.key)) } : m))
    .filter((m) => m.outcomes.length > 0)
}

/** One selection of the builder being made. */
export interface BuilderPick {
  outcomeId: number
  marketId: number
  /** "Market: outcome", as the slip and Kuponlarım list it. */
  name: string
  odds: number
  mbs: number
}

/**
 * A click on an outcome: picks it, replaces the market's other pick (one selection per market), or
 * takes it off; `null` when the builder is full and the click would add a market.
 */
export function togglePick(
  picks: readonly BuilderPick[],
  pick: BuilderPick,
  max: number,
): BuilderPick[] | null {
  if (picks.some((p) => p.outcomeId === pick.outcomeId))
    return picks.filter((p) => p.outcomeId !== pick.outcomeId)
  const sameMarket = picks.findIndex((p) => p.marketId === pick.marketId)
  if (sameMarket >= 0) return picks.map((p, i) => (i === sameMarket ? pick : p))
  if (picks.length >= max) return null
  return [...picks, pick]
}
