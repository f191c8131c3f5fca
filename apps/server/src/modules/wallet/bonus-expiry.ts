import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { forfeitBonus } from './bonus-progress.js'
import { moneyTransaction } from './effects.js'
import * as q from './wagering.queries.js'

/**
 * Forfeits every active bonus whose expiry has passed (docs/bonuses.md), one transaction each so a
 * failure leaves the others done. Rows a bet or another instance holds are skipped (SKIP LOCKED):
 * the bet forfeits an expired bonus itself, and the next sweep retries the rest. Answers how many
 * bonuses it closed.
 */
export async function sweepExpiredBonuses(
  deps: { db: Db; clock: Clock; events: EventBus<AppEvents> },
  limit = 200,
  stop?: AbortSignal,
): Promise<number> {
  const now = new Date(deps.clock.now())
  let closed = 0
  for (const id of await q.selectExpiredBonusIds(deps.db, now, limit)) {
    // The app closing: the next sweep, on any instance, closes the rest.
    if (stop?.aborted) break
    const done = await moneyTransaction(deps, async (m) => {
      const bonus = await q.lockExpiredBonus(m.tx, id, now)
      if (!bonus) return false
      await forfeitBonus(m, bonus, now)
      return true
    })
    if (done) closed++
  }
  return closed
}
