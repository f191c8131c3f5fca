import { and, asc, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm'
import { potentialPayout, type SlipLeg } from '@galata/game-math/sports/index'
import type { BetPlacement, SportsTicket } from '@galata/contract'
import type { Tx } from '../../db/client.js'
import {
  sportsEvents,
  sportsMarkets,
  sportsOutcomes,
  sportsTicketLegs,
  sportsTickets,
} from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { lockAccounts, moneyTransaction, placeBet, rollbackBet, type MoneyTx } from '../wallet/index.js'
import { liveDelayFor } from './live-delays.js'
import { existing, firstPath, placeSlip, requestHash, slipAttempt } from './placement.js'
import { addExposure, holdEventPayout, lockOutcomeRows, refuseOverRisk, riskMaxStake } from './risk.js'
import { MAX_PAYOUT, PROVIDER, ticketTxId } from './settlement.js'
import { checkSlipRules, fitsPolicy, slipOf } from './slip-rules.js'
import type { SportsDeps } from './sports.deps.js'
import { oddsOf, ticketOf } from './views.js'
import { worldNow } from './world-clock.js'

/*
 * Live bets (issue 17; research §4 "Acceptance rule"). A slip with any leg on an event in play is
 * not taken at once: the stake is reserved (the wallet's placeBet) and the ticket stored `pending`
 * with each live leg's event state version, until `accept_at` = now + the longest delay of its
 * legs (live-delays.ts: the competition's, else the sport's as traders set them, else football 6 s,
 * basketball and tennis 4 s, e-sports 8 s). Then, in one money transaction
 * with the ticket row locked (so two deciders — two instances' jobs, a player's fetch — decide it
 * once), it is accepted only if no live leg's event moved its state version (no goal, card, VAR
 * check, dangerous attack …), every market is still open, and each price fits the ticket's
 * odds-change policy, and the risk limits still allow its stake (risk.ts, checked at placement
 * too); else `rejected` and the stake refunded by rollbackBet (idempotent by key).
 * A pre-match slip goes to placement.ts unchanged.
 */

const legColumns = {
  outcomeId: sportsOutcomes.id,
  oddsMilli: sportsOutcomes.oddsMilli,
  marketStatus: sportsMarkets.status,
  phase: sportsMarkets.phase,
  mbs: sportsMarkets.mbs,
  eventId: sportsEvents.id,
  eventStatus: sportsEvents.status,
  startAt: sportsEvents.startAt,
  sport: sportsEvents.sport,
  competitionId: sportsEvents.competitionId,
  stateVersion: sportsEvents.stateVersion,
}
type LegRow = { [K in keyof typeof legColumns]: (typeof legColumns)[K]['_']['data'] }

/** A leg may be taken: a live event's in-play market that is open, or a pre-match one not started. */
function checkLeg(row: LegRow, now: number) {
  if (row.eventStatus === 'live') {
    if (row.marketStatus !== 'active' || row.phase !== 'live') throw new AppError('MARKET_SUSPENDED')
    return
  }
  if (row.eventStatus !== 'scheduled' || row.startAt.getTime() <= now) throw new AppError('EVENT_STARTED')
  if (row.marketStatus !== 'active') throw new AppError('MARKET_SUSPENDED')
}

async function readLegs(db: SportsDeps['db'] | Tx, ids: number[]): Promise<LegRow[]> {
  return db
    .select(legColumns)
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
    .where(inArray(sportsOutcomes.id, ids))
}

/** POST /api/sports/bets: a slip with a leg in play is held pending; any other is placed at once. */
export async function placeAnySlip(
  deps: SportsDeps,
  playerId: number,
  b: BetPlacement,
): Promise<SportsTicket> {
  // The request's own shape first (`slipAttempt`: TOO_MANY_LEGS before any leg's market is read).
  const attempt = await slipAttempt(deps, playerId, b)
  // Every outcome read before, none of their events kicked off: a pre-match slip, placed without
  // reading its legs here (placement.ts picks and orders the paths, `firstPath`).
  if (firstPath(attempt) !== null) {
    try {
      return await placeSlip(deps, playerId, b, attempt)
    } catch (e) {
      // An event put in play by a job whose clock ran ahead of this process's: a live bet after all.
      if (!(e instanceof AppError && e.code === 'EVENT_STARTED')) throw e
      const rows = await readLegs(
        deps.db,
        b.legs.map((l) => l.outcomeId),
      )
      if (!rows.some((r) => r.eventStatus === 'live')) throw e
      return placeLiveSlip(deps, playerId, b, rows)
    }
  }
  const rows = await readLegs(
    deps.db,
    b.legs.map((l) => l.outcomeId),
  )
  if (!rows.some((r) => r.eventStatus === 'live')) return placeSlip(deps, playerId, b, attempt)
  return placeLiveSlip(deps, playerId, b, rows)
}

async function placeLiveSlip(
  deps: SportsDeps,
  playerId: number,
  b: BetPlacement,
  rows: LegRow[],
): Promise<SportsTicket> {
  const hash = requestHash(b)
  const repeat = await existing(deps, playerId, b, hash)
  if (repeat) return repeat
  const byId = new Map(rows.map((r) => [r.outcomeId, r]))
  if (byId.size !== b.legs.length) throw new AppError('NOT_FOUND')
  const now = await worldNow(deps)
  const picked = b.legs.map((l) => ({ leg: l, row: byId.get(l.outcomeId)! }))
  for (const { row } of picked) checkLeg(row, now)

  const { legs, slip, stake } = checkSlipRules(b, picked)
  // The traders' delay of each live leg's competition or sport (live-delays.ts), the longest.
  const delay = await liveDelayFor(
    deps,
    picked.filter(({ row }) => row.eventStatus === 'live').map(({ row }) => row),
  )

  const ticketId = await moneyTransaction(deps, async (m) => {
    // Again under the rows' share locks: the live pass's bet stop and a kick-off wait for us, and
    // the state version recorded is the one the bet was taken at.
    const locked = await m.tx
      .select(legColumns)
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
      .where(
        inArray(
          sportsOutcomes.id,
          picked.map((p) => p.row.outcomeId),
        ),
      )
      .for('share', { of: [sportsMarkets, sportsEvents] })
    const current = new Map(locked.map((r) => [r.outcomeId, r]))
    for (const p of picked) {
      const r = current.get(p.row.outcomeId)!
      checkLeg(r, now)
      if (r.oddsMilli !== p.row.oddsMilli)
        throw new AppError('ODDS_CHANGED', undefined, {
          legs: locked.map((x) => ({ outcomeId: x.outcomeId, odds: oddsOf(x.oddsMilli) })),
        })
      p.row = r
    }
    // The risk limits, the same check as a pre-match bet's with every limit × the live factor
    // (docs/sportsbook.md "Risk"). A pending bet is not in the liability sums yet: the check that
    // holds is the one made again when it is decided (`riskAllows`).
    refuseOverRisk(stake, await riskMaxStake(m.tx, playerId, [...byId.keys()], slip))
    const [ticket] = await m.tx
      .insert(sportsTickets)
      .values({
        playerId,
        kind: b.kind,
        stake,
        systemSizes: b.kind === 'system' ? [...new Set(b.systemSizes)].sort((x, y) => x - y) : null,
        potentialPayout: potentialPayout(slip, stake, MAX_PAYOUT),
        status: 'pending',
        placementKey: b.placementKey,
        requestHash: hash,
        oddsChange: b.oddsChange,
        placedAt: new Date(deps.clock.now()),
        acceptAt: new Date(deps.clock.now() + delay),
      })
      .onConflictDoNothing()
      .returning({ id: sportsTickets.id })
    if (!ticket) return null
    await m.tx.insert(sportsTicketLegs).values(
      picked.map(({ row }, position) => ({
        ticketId: ticket.id,
        position,
        outcomeId: row.outcomeId,
        eventId: row.eventId,
        oddsMilli: row.oddsMilli,
        mbs: row.mbs,
        isBanker: legs[position]!.isBanker ?? false,
        stateVersion: row.eventStatus === 'live' ? row.stateVersion : null,
      })),
    )
    await placeBet(m, {
      provider: PROVIDER,
      txId: ticketTxId(ticket.id),
      playerId,
      roundId: ticketTxId(ticket.id),
      gameCode: null,
      amount: stake,
      currency: 'TRY',
    })
    // The per-event cap, read now that the wallet holds the player's accounts (every placement
    // adds to the sums under that lock), in play × the live factor (docs/sportsbook.md "Risk").
    await holdEventPayout(
      m.tx,
      playerId,
      stake,
      slip,
      picked.map((p) => p.row.eventId),
      0n,
    )
    return ticket.id
  })
  if (ticketId === null) {
    const twin = await existing(deps, playerId, b, hash)
    if (!twin) throw new AppError('CONFLICT')
    return twin
  }
  return ticketOf(deps.db, playerId, ticketId)
}

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
    const current = await m.tx
      .select(legColumns)
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
      .where(
        inArray(
          sportsOutcomes.id,
          legs.map((l) => l.outcomeId),
        ),
      )
      .for('share', { of: [sportsMarkets, sportsEvents] })
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
 * liability limit the player's accounts, then the outcomes are locked (every money path's order)
 * and the liability summed after, so bets decided at once on one outcome see each other.
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
  await lockAccounts(m.tx, ticket.playerId)
  const riskMax = await riskMaxStake(m.tx, ticket.playerId, ids, slip, {
    lock: () => lockOutcomeRows(m.tx, ids),
  })
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
export async function decidePending(deps: SportsDeps, limit = 200): Promise<number> {
  const due = await deps.db
    .select({ id: sportsTickets.id })
    .from(sportsTickets)
    .where(and(eq(sportsTickets.status, 'pending'), lte(sportsTickets.acceptAt, new Date(deps.clock.now()))))
    .orderBy(asc(sportsTickets.acceptAt))
    .limit(limit)
  let decided = 0
  for (const { id } of due) if (await decideTicket(deps, id)) decided++
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
