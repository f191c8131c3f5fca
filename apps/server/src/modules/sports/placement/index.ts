import type { BetPlacement, SportsTicket } from '@galata/contract'
import { AppError } from '../../../lib/app-error.js'
import type { SportsDeps } from '../sports.deps.js'
import { placeBoosted } from './boost.js'
import { builder } from './builder.js'
import { placeWithFreebet } from './freebet.js'
import { known } from './known.js'
import { live } from './live.js'
import { locked } from './locked.js'
import { plain } from './plain.js'
import { slipAttempt } from './slip.js'
import type { PlacementStrategy } from './strategy.js'

/*
 * Placing a slip (docs/sportsbook.md "Placement rules"): ONE entry point, `placeAnySlip`, trying an
 * ordered list of strategies, each in its own file and each saying when it applies:
 *
 *   known   one statement, no read: outcomes remembered, no limit row on their scopes
 *   plain   the slip's read, then one statement: no liability limit, no live leg
 *   locked  one money transaction, outcomes locked before the wallet under a liability limit;
 *           decides every pre-match slip the ones before declined but one with a bet builder
 *   builder a slip with a bet builder leg (pre-match): one money transaction, the builder
 *           re-priced from its match's score model; every strategy before it declines such a slip
 *   live    a leg in play: the stake reserved, the ticket pending for its delay
 *
 * A strategy answers the ticket, a refusal, or null (the next one takes the slip). The slip's shape
 * is refused before any (`slipAttempt`). A pre-match strategy that meets EVENT_STARTED hands the
 * slip on: only the live strategy may still take it (the event went in play under a job whose clock
 * ran ahead of this process's), else the refusal stands. What placement remembers between slips is
 * memory.ts's; the SQL is sports.queries.ts's. The answers and the ledger are the same whichever
 * strategy decides (placement.parity.test.ts).
 */

/** The strategies in the order they are tried. */
export const PLACEMENT_STRATEGIES: readonly PlacementStrategy[] = [known, plain, locked, builder, live]

/** POST /api/sports/bets. */
export function placeAnySlip(deps: SportsDeps, playerId: number, b: BetPlacement): Promise<SportsTicket> {
  // A single at a boosted price takes its own path (boost.ts, docs/sportsbook.md "Boosted odds").
  if (b.boostId !== undefined) return placeBoosted(deps, playerId, b)
  // A slip staked with a freebet takes its own path too (freebet.ts, docs/sportsbook.md "Sports promotions").
  if (b.freebetId !== undefined) return placeWithFreebet(deps, playerId, b)
  return placeWith(PLACEMENT_STRATEGIES, deps, playerId, b)
}

/** A slip through the given strategies, in order (the parity test forces each one). */
export async function placeWith(
  strategies: readonly PlacementStrategy[],
  deps: SportsDeps,
  playerId: number,
  b: BetPlacement,
  /** Told which strategy decided (the parity test). */
  decided?: (name: PlacementStrategy['name']) => void,
): Promise<SportsTicket> {
  const a = await slipAttempt(deps, playerId, b)
  for (const s of strategies) {
    if (a.started && s.name !== 'live') continue
    if (!(await s.applies(a))) continue
    try {
      const ticket = await s.place(a)
      if (ticket) {
        decided?.(s.name)
        return ticket
      }
    } catch (e) {
      if (!(e instanceof AppError && e.code === 'EVENT_STARTED') || s.name === 'live') throw e
      a.started = e
    }
  }
  if (a.started) throw a.started
  // Only a list without the locked strategy leaves a pre-match slip undecided.
  throw new AppError('CONFLICT')
}

export { firstPath, forgetPlacementMemory } from './memory.js'
export { requestHash, slipAttempt, type Attempt } from './slip.js'
export { builder, known, live, locked, plain, type PlacementStrategy }
