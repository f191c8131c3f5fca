import { asc, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { sportsOutcomes } from '../../db/schema/index.js'

/*
 * The outcomes of a list of markets, read the one way every reader of a market list needs them
 * (docs/sportsbook.md "The server"): one query for the list, not one per market.
 */

export type OutcomeRow = typeof sportsOutcomes.$inferSelect

/** The outcomes of these markets in id order; none without markets. */
export async function outcomesOfMarkets(db: DbOrTx, marketIds: number[]): Promise<OutcomeRow[]> {
  if (marketIds.length === 0) return []
  return db
    .select()
    .from(sportsOutcomes)
    .where(inArray(sportsOutcomes.marketId, marketIds))
    .orderBy(asc(sportsOutcomes.id))
}

/** Outcome rows by their market's id, each list in the order given. */
export function outcomesByMarket(outcomes: OutcomeRow[]): Map<number, OutcomeRow[]> {
  const byMarket = new Map<number, OutcomeRow[]>()
  for (const o of outcomes) {
    const list = byMarket.get(o.marketId)
    if (list) list.push(o)
    else byMarket.set(o.marketId, [o])
  }
  return byMarket
}
