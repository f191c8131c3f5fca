import { asc, eq, sql } from 'drizzle-orm'
import { SPORTS_TOPICS, SportsHubCommand, type EventResult, type SportsCorrection } from '@galata/contract'
import type { Tx } from '../../db/client.js'
import type { Delivery } from '../realtime/index.js'
import { oddsOf } from './views.js'
import { sportsEvents, sportsMarkets, sportsOutcomes } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { FixtureModel } from '@galata/game-math/sports/index'
import { replay, type StoredResult } from './replay.js'
import { baseResult, operatorResult } from './results.js'
import { settleTickets, voidOutcomes } from './settlement.js'
import { lockEvent } from './sports.queries.js'
import {
  applyChange,
  approveCorrection,
  askCorrection,
  auditEntry,
  rejectCorrection,
  type Operator,
} from './corrections.js'
import { forgetVerify } from './verify.js'
import type { SportsDeps } from './sports.deps.js'
import { pushCashoutOffers } from './cashout-push.js'

/*
 * The traders' actions (docs/sportsbook.md, role trader or admin): enter or correct a result, void an event
 * or a market, suspend and resume a market. Each writes its change and its audit row in one
 * transaction; the tickets it touched then re-settle by the difference (settlement.ts). On a
 * settled event a result, a void or a market void is only asked for: a second staff member
 * approves it before money moves (corrections.ts, docs/sportsbook.md "Corrections after settlement").
 * A trader's suspension survives the live repricing (docs/sportsbook.md, `trader_suspended`).
 */

export type { Operator } from './corrections.js'

/** The same stored result (key order aside): nothing to correct. */
const sameResult = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b)

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/**
 * A corrected (or first) result of a played match, in its sport's headline score (results.ts);
 * re-settles every ticket on it by the difference. On a settled event it only asks for the
 * correction (corrections.ts): a second staff member approves it before any money moves.
 */
export async function enterResult(deps: SportsDeps, op: Operator, eventId: number, r: EventResult) {
  let correction = null as SportsCorrection | null
  const tickets = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId)
    if (!event) throw new AppError('NOT_FOUND')
    // Before the whistle the simulator's result is not known yet; a void event stays void.
    if (event.status !== 'finished' && event.status !== 'settled') throw new AppError('CONFLICT')
    const before = event.result as StoredResult | null
    const base = baseResult(replay(event.model, event.seed), before)
    const result = operatorResult(event.model as FixtureModel, r, base)
    if (event.status === 'settled') {
      if (sameResult(before, result)) return []
      correction = await askCorrection(deps, tx, op, event, { kind: 'result', result }, r.note ?? null)
      return []
    }
    const moved = await applyChange(tx, event, { kind: 'result', result })
    await recordAudit(
      tx,
      auditEntry(op, 'sports.event.result', {
        eventId,
        before,
        result,
        version: event.resultVersion + 1,
        note: r.note ?? null,
      }),
      new Date(deps.clock.now()),
    )
    return moved
  })
  if (!correction) forgetVerify(deps.db, eventId)
  return { eventId, tickets: await settleTickets(deps, tickets), correction }
}

/**
 * Voids an event: every market void, every leg on it at 1.00 (a single returns its stake). A
 * settled event's void is asked for and waits for a second staff member, as a correction.
 */
export async function voidEvent(deps: SportsDeps, op: Operator, eventId: number, note?: string) {
  let correction = null as SportsCorrection | null
  const tickets = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId)
    if (!event) throw new AppError('NOT_FOUND')
    if (event.status === 'void') return []
    if (event.status === 'settled') {
      correction = await askCorrection(deps, tx, op, event, { kind: 'void' }, note ?? null)
      return []
    }
    const moved = await applyChange(tx, event, { kind: 'void' })
    await recordAudit(
      tx,
      auditEntry(op, 'sports.event.void', { eventId, from: event.status, note: note ?? null }),
      new Date(deps.clock.now()),
    )
    return moved
  })
  if (!correction) forgetVerify(deps.db, eventId)
  return { eventId, tickets: await settleTickets(deps, tickets), correction }
}

/** A second staff member applies a pending correction; its tickets re-settle by the difference. */
export async function approveCorrectionBy(deps: SportsDeps, op: Operator, id: number, note?: string) {
  const done = await deps.db.transaction((tx) => approveCorrection(deps, tx, op, id, note ?? null))
  forgetVerify(deps.db, done.eventId)
  return {
    eventId: done.eventId,
    tickets: await settleTickets(deps, done.tickets),
    correction: done.correction,
  }
}

/** Drops a pending correction (any staff member); nothing moves. */
export async function rejectCorrectionBy(deps: SportsDeps, op: Operator, id: number, note?: string) {
  const correction = await deps.db.transaction((tx) => rejectCorrection(deps, tx, op, id, note ?? null))
  return { eventId: correction.eventId, tickets: 0, correction }
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
  let correction = null as SportsCorrection | null
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
      // A market of a settled event was paid: its void is a correction (corrections.ts).
      if (event?.status === 'settled') {
        correction = await askCorrection(deps, tx, op, event, { kind: 'market_void', marketId }, note ?? null)
        return { eventId: market.eventId, tickets, changed: false }
      }
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
      auditEntry(op, `sports.market.${action}`, {
        marketId,
        eventId: market.eventId,
        from,
        note: note ?? null,
      }),
      new Date(deps.clock.now()),
    )
    return { eventId: market.eventId, tickets, changed: true }
  })
  // The cash-out offers of the tickets on the market's event moved with it (cashout-push.ts).
  if (topic) await deps.publish?.(topic)
  if (changed) await pushCashoutOffers(deps, [eventId])
  return { eventId, tickets: await settleTickets(deps, tickets), correction }
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
