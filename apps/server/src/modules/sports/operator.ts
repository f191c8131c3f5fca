import { eq } from 'drizzle-orm'
import type { EventResult } from '@galata/contract'
import { sportsMarkets } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { FixtureModel } from '@galata/game-math/sports/index'
import { replay, type StoredResult } from './replay.js'
import { baseResult, operatorResult } from './results.js'
import { lockEvent, resultOutcomes, settleTickets, voidOutcomes } from './settlement.js'
import { sportsEvents } from '../../db/schema/index.js'
import type { SportsDeps } from './sports.deps.js'

/*
 * The traders' actions (issue 16, role trader or admin): enter or correct a result, void an event
 * or a market, suspend and resume a market. Each writes its change and its audit row in one
 * transaction; the tickets it touched then re-settle by the difference (settlement.ts).
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

export async function marketAction(
  deps: SportsDeps,
  op: Operator,
  marketId: number,
  action: MarketAction,
  note?: string,
) {
  const { eventId, tickets } = await deps.db.transaction(async (tx) => {
    const [market] = await tx.select().from(sportsMarkets).where(eq(sportsMarkets.id, marketId)).for('update')
    if (!market) throw new AppError('NOT_FOUND')
    const event = await lockEvent(tx, market.eventId)
    const from = market.status
    let tickets: number[] = []
    if (action === 'void') {
      if (from === 'void') return { eventId: market.eventId, tickets }
      tickets = await voidOutcomes(tx, market.eventId, marketId)
    } else {
      const to = action === 'suspend' ? 'suspended' : 'active'
      // Only an open pre-match market moves between active and suspended.
      const open = from === 'active' || from === 'suspended'
      if (!open || event?.status !== 'scheduled') throw new AppError('CONFLICT')
      if (from === to) return { eventId: market.eventId, tickets }
      await tx.update(sportsMarkets).set({ status: to }).where(eq(sportsMarkets.id, marketId))
    }
    await recordAudit(
      tx,
      audit(op, `sports.market.${action}`, { marketId, eventId: market.eventId, from, note: note ?? null }),
      new Date(deps.clock.now()),
    )
    return { eventId: market.eventId, tickets }
  })
  return { eventId, tickets: await settleTickets(deps, tickets) }
}
