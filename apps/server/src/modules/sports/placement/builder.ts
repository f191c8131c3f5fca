import { isBuilderLeg, type SportsTicket } from '@galata/contract'
import { oddsToMilli } from '@galata/game-math/sports/index'
import type { BuilderLegStored } from '../../../db/schema/index.js'
import { AppError } from '../../../lib/app-error.js'
import { moneyTransaction, type MoneyTx } from '../../wallet/index.js'
import { readBuilder } from '../builder.js'
import { lockOutcomeRows, refuseOverRisk, riskMaxStake } from '../risk.js'
import { checkSlipRules, type PickedLeg } from '../slip-rules.js'
import { readLegs } from '../sports.queries.js'
import { ticketOf } from '../views.js'
import { bookTicket } from './live.js'
import { existing, type Attempt } from './slip.js'
import type { PlacementStrategy } from './strategy.js'

/*
 * The bet builder strategy: a slip with a builder leg (docs/sportsbook.md "Bet builder placement").
 *
 * Applies to every slip holding a builder leg, which the strategies before it decline: their
 * statements write one outcome per leg at the outcome's own price, where a builder leg is several
 * outcomes at a price of its own. One money transaction: the ordinary legs and each builder's
 * selections read with their markets and events FOR SHARE (a kick-off, a suspend or a void waits
 * for this placement, as for the locked strategy), each builder re-priced from its match's score
 * model and refused with the price request's codes before the slip's rules, then the slip's rules
 * over its legs — a builder leg is ONE leg on its event, so the combination's same-match and MBS
 * rules count it as one match, and the odds-change policy compares the player's builder price with
 * the one just computed — the risk limits over every outcome the slip names (a liability limit
 * locks them first, in id order, before the wallet), and the ticket with the wallet's bet and the
 * per-event cap (`bookTicket`). Pre-match only: a builder's match, or any other leg's, that has
 * kicked off refuses the slip (EVENT_STARTED).
 */
export const builder: PlacementStrategy = {
  name: 'builder',
  applies: (a) => a.builder,
  place: placeBuilderSlip,
}

/**
 * A boosted combination's steps inside the placement's transaction (`placement/boost.ts`): `price`
 * after the builder's read (it locks the boost, checks it and answers the boosted price in place of
 * the builder's), `placed` after the ticket is booked (ties it to the boost and checks its cap).
 */
export interface BuilderBoost {
  price(m: MoneyTx, read: { eventId: number; outcomeIds: number[] }): Promise<number>
  placed(m: MoneyTx, ticketId: number): Promise<void>
}

/** A builder leg's MBS: the highest of its selections' (a builder is one match of the slip). */
const builderMbs = (rows: ReadonlyArray<{ mbs: number }>) => Math.max(...rows.map((r) => r.mbs))

export async function placeBuilderSlip(
  { deps, playerId, b, hash, now, placedAt }: Attempt,
  boost?: BuilderBoost,
): Promise<SportsTicket> {
  const repeat = await existing(deps, playerId, b, hash)
  if (repeat) return repeat
  const ticketId = await moneyTransaction(deps, async (m) => {
    const plainIds = b.legs.flatMap((l) => (isBuilderLeg(l) ? [] : [l.outcomeId]))
    const rows = new Map((await readLegs(m.tx, plainIds, true)).map((r) => [r.outcomeId, r]))
    const picked: Array<PickedLeg & { builder: BuilderLegStored | null }> = []
    const outcomes: number[] = []
    for (const leg of b.legs) {
      if (isBuilderLeg(leg)) {
        const read = await readBuilder(m.tx, leg.builder, now, true)
        const { outcomeIds } = leg.builder
        // A boosted combination takes the boost's price in place of the builder's: the odds-change
        // policy, the risk limits and the ticket see it (docs/sportsbook.md "Boosted odds").
        const oddsMilli = boost
          ? await boost.price(m, { eventId: read.event.id, outcomeIds })
          : oddsToMilli(read.odds)
        picked.push({
          leg,
          row: {
            outcomeId: outcomeIds[0]!,
            eventId: read.event.id,
            oddsMilli,
            mbs: builderMbs(read.rows),
          },
          builder: { outcomeIds, selections: read.selections },
        })
        outcomes.push(...outcomeIds)
        continue
      }
      const row = rows.get(leg.outcomeId)
      if (!row) throw new AppError('NOT_FOUND')
      if (row.eventStatus !== 'scheduled' || row.startAt.getTime() <= now) throw new AppError('EVENT_STARTED')
      if (row.marketStatus !== 'active') throw new AppError('MARKET_SUSPENDED')
      picked.push({ leg, row, builder: null })
      outcomes.push(row.outcomeId)
    }
    const { legs, slip, stake } = checkSlipRules(b, picked)
    // Every selection's scopes and liability (docs/sportsbook.md "Risk"): a builder pays only when
    // all of its selections win, so counting it on each is the conservative side.
    const sorted = [...new Set(outcomes)].sort((x, y) => x - y)
    refuseOverRisk(
      stake,
      await riskMaxStake(m.tx, playerId, sorted, slip, { lock: () => lockOutcomeRows(m.tx, sorted) }),
    )
    const booked = await bookTicket(m, {
      playerId,
      b,
      hash,
      stake,
      slip,
      live: false,
      placedAt,
      acceptAt: null,
      legs: picked.map(({ row, builder }, position) => ({
        outcomeId: row.outcomeId,
        eventId: row.eventId,
        oddsMilli: row.oddsMilli,
        mbs: row.mbs,
        isBanker: legs[position]!.isBanker ?? false,
        stateVersion: null,
        builder,
      })),
    })
    if (booked !== null && boost) await boost.placed(m, booked)
    return booked
  })
  if (ticketId === null) {
    const twin = await existing(deps, playerId, b, hash)
    if (!twin) throw new AppError('CONFLICT')
    return twin
  }
  return ticketOf(deps.db, playerId, ticketId)
}
