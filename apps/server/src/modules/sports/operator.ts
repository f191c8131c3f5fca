import { asc, eq, sql } from 'drizzle-orm'
import { SPORTS_TOPICS, SportsHubCommand, type EventResult } from '@galata/contract'
import type { Tx } from '../../db/client.js'
import type { Delivery } from '../realtime/index.js'
import { oddsOf } from './views.js'
import { sportsMarkets, sportsOutcomes } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { FixtureModel } from '@galata/game-math/sports/index'
import { replay, type StoredResult } from './replay.js'
import { baseResult, operatorResult } from './results.js'
import { lockEvent, resultOutcomes, settleTickets, voidOutcomes } from './settlement.js'
import { sportsEvents } from '../../db/schema/index.js'
import type { SportsDeps } from './sports.deps.js'
import { pushCashoutOffers } from './cashout-push.js'

/*
 * The traders' actions (issue 16, role trader or admin): enter or correct a result, void an event
 * or a market, suspend and resume a market. Each writes its change and its audit row in one
 * transaction; the tickets it touched then re-settle by the difference (settlement.ts).
 * A trader's suspension survives the live repricing (issue 17, `trader_suspended`).
 */

export interface Operator {
  id: number
  ip: string | null
  fingerprint: string | null
}

const audit = (op: Operator, action: string, detail: Record<string, unknown>) => ({
  actorKind: 'player' as const,
  actorId: op.id,
  action,
  ip: op.ip,
  fingerprint: op.fingerprint,
  detail,
})

/**
 * A corrected (or first) result of a played match, in its sport's headline score (results.ts);
 * re-settles every ticket on it by the difference.
 */
export async function enterResult(deps: SportsDeps, op: Operator, eventId: number, r: EventResult) {
  const tickets = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId)
    if (!event) throw new AppError('NOT_FOUND')
    // Before the whistle the simulator's result is not known yet; a void event stays void.
    if (event.status !== 'finished' && event.status !== 'settled') throw new AppError('CONFLICT')
    const before = event.result as StoredResult | null
    const base = baseResult(replay(event.model, event.seed), before)
    const result = operatorResult(event.model as FixtureModel, r, base)
    const version = event.resultVersion + 1
    await tx
      .update(sportsEvents)
      .set({ result, resultVersion: version, status: 'settled' })
      .where(eq(sportsEvents.id, eventId))
    await recordAudit(
      tx,
      audit(op, 'sports.event.result', { eventId, before, result, version }),
      new Date(deps.clock.now()),
    )
    return resultOutcomes(tx, { ...event, result })
  })
  return { eventId, tickets: await settleTickets(deps, tickets) }
}

/** Voids an event: every market void, every leg on it at 1.00 (a single returns its stake). */
export async function voidEvent(deps: SportsDeps, op: Operator, eventId: number, note?: string) {
  const tickets = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId)
    if (!event) throw new AppError('NOT_FOUND')
    if (event.status === 'void') return []
    await tx.update(sportsEvents).set({ status: 'void' }).where(eq(sportsEvents.id, eventId))
    await recordAudit(
      tx,
      audit(op, 'sports.event.void', { eventId, from: event.status, note: note ?? null }),
      new Date(deps.clock.now()),
    )
    return voidOutcomes(tx, eventId)
  })
  return { eventId, tickets: await settleTickets(deps, tickets) }
}

export type MarketAction = 'suspend' | 'resume' | 'void'

/**
 * Suspend, resume or void one market. A suspension, pre-match or in play, sets the market's
 * `trader_suspended` flag, which the live repricing honours (live.ts keeps such a market
 * suspended while it moves its prices); only resume clears it. An in-play market resumed during a
 * bet stop stays suspended until the stop ends (the next live pass reopens it); a market the live
 * state has closed cannot be resumed.
 */
export async function marketAction(
  deps: SportsDeps,
  op: Operator,
  marketId: number,
  action: MarketAction,
  note?: string,
) {
  let topic: Delivery | null = null
  const { eventId, tickets, changed } = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ eventId: sportsMarkets.eventId })
      .from(sportsMarkets)
      .where(eq(sportsMarkets.id, marketId))
    if (!found) throw new AppError('NOT_FOUND')
    // The event first, then the market: the live pass locks its events, then writes their markets.
    const event = await lockEvent(tx, found.eventId)
    const [market] = await tx.select().from(sportsMarkets).where(eq(sportsMarkets.id, marketId)).for('update')
    if (!market) throw new AppError('NOT_FOUND')
    const from = market.status
    let tickets: number[] = []
    if (action === 'void') {
      if (from === 'void') return { eventId: market.eventId, tickets, changed: false }
      tickets = await voidOutcomes(tx, market.eventId, marketId)
    } else {
      // Only an open market of an event not yet over moves between active and suspended.
      const open = from === 'active' || from === 'suspended'
      const live = event?.status === 'live'
      if (!open || !(event?.status === 'scheduled' || live)) throw new AppError('CONFLICT')
      if (action === 'resume' && market.phase === 'closed') throw new AppError('CONFLICT')
      const suspend = action === 'suspend'
      if (
        suspend
          ? market.traderSuspended && from === 'suspended'
          : !market.traderSuspended && from === 'active'
      )
        return { eventId: market.eventId, tickets, changed: false }
      const stopped = live && (event.betStopUntil?.getTime() ?? 0) > deps.clock.now()
      const to = suspend || stopped ? 'suspended' : 'active'
      await tx
        .update(sportsMarkets)
        .set({ status: to, traderSuspended: suspend })
        .where(eq(sportsMarkets.id, marketId))
      // In play the event's watchers see the market lock or unlock now, in the topic's sequence.
      if (live) topic = await marketChanged(tx, market.eventId, marketId, to)
    }
    await recordAudit(
      tx,
      audit(op, `sports.market.${action}`, { marketId, eventId: market.eventId, from, note: note ?? null }),
      new Date(deps.clock.now()),
    )
    return { eventId: market.eventId, tickets, changed: true }
  })
  // The cash-out offers of the tickets on the market's event moved with it (cashout-push.ts).
  if (topic) await deps.publish?.(topic)
  if (changed) await pushCashoutOffers(deps, [eventId])
  return { eventId, tickets: await settleTickets(deps, tickets) }
}

/** The `OddsChanged` of one market of a live event, with the event's next topic sequence number. */
async function marketChanged(
  tx: Tx,
  eventId: number,
  marketId: number,
  status: 'active' | 'suspended',
): Promise<Delivery> {
  const [event] = await tx
    .update(sportsEvents)
    .set({ liveSeq: sql`${sportsEvents.liveSeq} + 1` })
    .where(eq(sportsEvents.id, eventId))
    .returning({ seq: sportsEvents.liveSeq, stateVersion: sportsEvents.stateVersion })
  const outcomes = await tx
    .select({ id: sportsOutcomes.id, oddsMilli: sportsOutcomes.oddsMilli })
    .from(sportsOutcomes)
    .where(eq(sportsOutcomes.marketId, marketId))
    .orderBy(asc(sportsOutcomes.id))
  return {
    kind: 'topic',
    topic: SPORTS_TOPICS.event(eventId),
    command: SportsHubCommand.OddsChanged,
    message: JSON.stringify({
      seq: event!.seq,
      eventId,
      stateVersion: event!.stateVersion,
      markets: [
        { id: marketId, status, outcomes: outcomes.map((o) => ({ id: o.id, odds: oddsOf(o.oddsMilli) })) },
      ],
    }),
  }
}
