import { and, asc, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm'
import { potentialPayout, type SlipLeg } from '@galata/game-math/sports/index'
import type { BetPlacement, SportsTicket } from '@galata/contract'
import { sportsEvents, sportsTicketLegs, sportsTickets } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { lockAccounts, moneyTransaction, rollbackBet, type MoneyTx } from '../wallet/index.js'
import { addExposure, holdEventPayout, lockOutcomeRows, riskMaxStake } from './risk.js'
import { PROVIDER, ticketTxId } from './settlement.js'
import { fitsPolicy, MAX_PAYOUT, slipOf } from './slip-rules.js'
import type { SportsDeps } from './sports.deps.js'
import { readLegs, type LegRow } from './sports.queries.js'
import { ticketOf } from './views.js'

/*
 * The decision of a pending live bet (docs/sportsbook.md "Live betting"; the bet itself is placed
 * by the live strategy, placement/live.ts). When its delay is over, in one money transaction with
 * the ticket row locked (so two deciders — two instances' jobs, a player's fetch — decide it once),
 * it is accepted only if no live leg's event moved its state version (no goal, card, VAR check,
 * dangerous attack …), every market is still open, each price fits the ticket's odds-change policy,
 * and the risk limits still allow its stake (risk.ts, checked at placement too); else `rejected`
 * and the stake refunded by rollbackBet (idempotent by key).
 */

type RejectReason = NonNullable<SportsTicket['rejectReason']>

/**
 * Rejects a pending live bet (the caller holds its row FOR UPDATE and saw it pending): its share of
 * the per-event cap back (docs/sportsbook.md "Risk"), the ticket `rejected` with its reason, and the
 * stake refunded under the key `ticket-{id}-rejected`, so whichever decider comes first refunds it
 * and no race refunds it twice.
 */
export async function rejectPending(
  m: MoneyTx,
  ticket: typeof sportsTickets.$inferSelect,
  eventIds: number[],
  reason: RejectReason,
  at: Date,
): Promise<void> {
  await addExposure(m.tx, ticket.playerId, eventIds, -ticket.potentialPayout)
  await m.tx
    .update(sportsTickets)
    .set({ status: 'rejected', rejectReason: reason, settledAt: at })
    .where(eq(sportsTickets.id, ticket.id))
  await rollbackBet(m, {
    provider: PROVIDER,
    txId: `${ticketTxId(ticket.id)}-rejected`,
    playerId: ticket.playerId,
    roundId: ticketTxId(ticket.id),
    gameCode: null,
    refTxId: ticketTxId(ticket.id),
  })
}

/**
 * Decides one pending ticket whose delay is over: accepted (status open, at the prices now when
 * the policy let them move) or rejected with its stake refunded. Exactly once: the ticket row is
 * locked and must still be pending; the refund's wallet key is the ticket's.
 */
export async function decideTicket(deps: SportsDeps, ticketId: number): Promise<boolean> {
  return moneyTransaction(deps, async (m) => {
    const [ticket] = await m.tx
      .select()
      .from(sportsTickets)
      .where(and(eq(sportsTickets.id, ticketId), eq(sportsTickets.status, 'pending')))
      .for('update')
    if (!ticket) return false
    const early = (ticket.acceptAt?.getTime() ?? 0) > deps.clock.now()
    const legs = await m.tx
      .select()
      .from(sportsTicketLegs)
      .where(eq(sportsTicketLegs.ticketId, ticketId))
      .orderBy(asc(sportsTicketLegs.position))
    // The events first, in id order, as the live pass and the whistle lock them (event, then its
    // markets): locking a market before its event let a whistle deadlock with this decision.
    await m.tx
      .select({ id: sportsEvents.id })
      .from(sportsEvents)
      .where(inArray(sportsEvents.id, [...new Set(legs.map((l) => l.eventId))]))
      .orderBy(asc(sportsEvents.id))
      .for('share')
    const current = await readLegs(
      m.tx,
      legs.map((l) => l.outcomeId),
      true,
    )
    const byId = new Map(current.map((r) => [r.outcomeId, r]))
    // Before its delay is over a ticket is decided only once a live leg's event has left play
    // (the final whistle, a void): it can no longer be taken, and must not wait to be settled.
    const ended = legs.some((l) => l.stateVersion !== null && byId.get(l.outcomeId)!.eventStatus !== 'live')
    if (early && !ended) return false
    let reason: RejectReason | null = null
    for (const leg of legs) {
      const r = byId.get(leg.outcomeId)!
      if (leg.stateVersion !== null && r.stateVersion !== leg.stateVersion) reason = 'state_changed'
      else if (leg.stateVersion !== null && r.eventStatus !== 'live') reason ??= 'event_ended'
      else if (
        r.marketStatus !== 'active' ||
        (leg.stateVersion !== null ? r.eventStatus !== 'live' : r.eventStatus !== 'scheduled')
      )
        reason ??= 'market_suspended'
      else if (!fitsPolicy(ticket.oddsChange, [{ asked: leg.oddsMilli, row: r }])) reason ??= 'odds_changed'
      if (reason === 'state_changed') break
    }
    if (!reason && !(await riskAllows(m, ticket, legs, byId))) reason = 'risk_limit'
    const decidedAt = new Date(deps.clock.now())
    if (reason) {
      await rejectPending(
        m,
        ticket,
        legs.map((l) => l.eventId),
        reason,
        decidedAt,
      )
      return true
    }
    // Accepted at the prices now (they differ from the asked ones only where the policy allows).
    const slipLegs: SlipLeg[] = legs.map((l) => ({
      eventId: String(l.eventId),
      oddsMilli: byId.get(l.outcomeId)!.oddsMilli,
      mbs: l.mbs,
      isBanker: l.isBanker,
    }))
    const slip = slipOf(ticket.kind as BetPlacement['kind'], slipLegs, ticket.systemSizes)
    const potential = potentialPayout(slip, ticket.stake, MAX_PAYOUT)
    for (const l of legs) {
      const milli = byId.get(l.outcomeId)!.oddsMilli
      if (milli !== l.oddsMilli)
        await m.tx.update(sportsTicketLegs).set({ oddsMilli: milli }).where(eq(sportsTicketLegs.id, l.id))
    }
    await m.tx
      .update(sportsTickets)
      // Liability counts from acceptance (research §7): an `open` ticket's legs are in the sums.
      .set({ status: 'open', potentialPayout: potential })
      .where(eq(sportsTickets.id, ticketId))
    return true
  })
}

/**
 * The risk limits again when a pending bet is decided (docs/sportsbook.md "Risk"): a trader may
 * have lowered one during the delay, and bets accepted meanwhile count in the liability. Under a
 * liability limit the outcomes are locked, then the player's accounts (the order of every path that
 * takes both) and the liability summed after the outcomes' lock, so bets decided at once on one
 * outcome see each other.
 */
async function riskAllows(
  m: MoneyTx,
  ticket: typeof sportsTickets.$inferSelect,
  legs: Array<typeof sportsTicketLegs.$inferSelect>,
  current: Map<number, LegRow>,
): Promise<boolean> {
  const slipLegs: SlipLeg[] = legs.map((l) => ({
    eventId: String(l.eventId),
    oddsMilli: current.get(l.outcomeId)!.oddsMilli,
    mbs: l.mbs,
    isBanker: l.isBanker,
  }))
  const slip = slipOf(ticket.kind as BetPlacement['kind'], slipLegs, ticket.systemSizes)
  const ids = legs.map((l) => l.outcomeId)
  const riskMax = await riskMaxStake(m.tx, ticket.playerId, ids, slip, {
    lock: () => lockOutcomeRows(m.tx, ids),
  })
  // The player's accounts after the outcomes (the lock order of placement's locked strategy): the
  // per-event sums below are added to under this lock.
  await lockAccounts(m.tx, ticket.playerId)
  if (ticket.stake > riskMax) return false
  // The per-event cap at the accepted prices, this ticket's own potential payout replaced.
  try {
    await holdEventPayout(
      m.tx,
      ticket.playerId,
      ticket.stake,
      slip,
      legs.map((l) => l.eventId),
      ticket.potentialPayout,
    )
  } catch (e) {
    if (e instanceof AppError && e.code === 'EVENT_PAYOUT_LIMIT') return false
    throw e
  }
  return true
}

/** Every pending ticket whose delay is over (the live job's pass; tests call it). */
export async function decidePending(deps: SportsDeps, limit = 200, stop?: AbortSignal): Promise<number> {
  const due = await deps.db
    .select({ id: sportsTickets.id })
    .from(sportsTickets)
    .where(and(eq(sportsTickets.status, 'pending'), lte(sportsTickets.acceptAt, new Date(deps.clock.now()))))
    .orderBy(asc(sportsTickets.acceptAt))
    .limit(limit)
  let decided = 0
  for (const { id } of due) {
    // The app closing: the next pass, on any instance, decides the rest.
    if (stop?.aborted) break
    if (await decideTicket(deps, id)) decided++
  }
  return decided
}

/**
 * The final whistle's decision (world-job.ts, after an event finishes; also a sweep): every pending
 * ticket with a live leg on an event no longer in play is decided now, before its delay is over,
 * so it is rejected and refunded instead of waiting (settlement takes only `open` tickets).
 */
export async function decideEnded(deps: SportsDeps, limit = 500): Promise<number> {
  const due = await deps.db
    .selectDistinct({ id: sportsTickets.id })
    .from(sportsTickets)
    .innerJoin(sportsTicketLegs, eq(sportsTicketLegs.ticketId, sportsTickets.id))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsTicketLegs.eventId))
    .where(
      and(
        eq(sportsTickets.status, 'pending'),
        isNotNull(sportsTicketLegs.stateVersion),
        ne(sportsEvents.status, 'live'),
      ),
    )
    .orderBy(asc(sportsTickets.id))
    .limit(limit)
  let decided = 0
  for (const { id } of due) if (await decideTicket(deps, id)) decided++
  return decided
}

/** GET /api/sports/bets/{id}: a pending ticket past its delay is decided before it is shown. */
export async function ticketDecided(deps: SportsDeps, playerId: number, id: number): Promise<SportsTicket> {
  const view = await ticketOf(deps.db, playerId, id)
  if (view.status !== 'pending' || view.acceptAt === null || Date.parse(view.acceptAt) > deps.clock.now())
    return view
  await decideTicket(deps, id)
  return ticketOf(deps.db, playerId, id)
}
