import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import { legFactor, potentialPayout, type LegResult } from '@galata/game-math/sports/index'
import {
  CASHOUT,
  SPORTS_LIMITS,
  type AutoCashoutRequest,
  type CashoutQuote,
  type CashoutReason,
  type CashoutRequest,
  type CashoutResult,
} from '@galata/contract'
import type { Db, Tx } from '../../db/client.js'
import {
  sportsCashouts,
  sportsEvents,
  sportsMarkets,
  sportsOutcomes,
  sportsTicketLegs,
  sportsTickets,
} from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { freebetOfTicket, freebetTickets } from '../bonuses/index.js'
import { moneyTransaction, resettleBet, settleBet, toMajor, toMinor } from '../wallet/index.js'
import { addExposure } from './risk.js'
import { PROVIDER, slipOf, ticketTxId } from './settlement.js'
import { MAX_PAYOUT } from './slip-rules.js'
import type { SportsDeps } from './sports.deps.js'
import { liveDelayFor } from './live-delays.js'
import { ticketOf } from './views.js'
import { liveThrough, worldNow } from './world-clock.js'

/*
 * Cash-out (research §5; docs/sportsbook.md "Cash-out"). The offer for an open single or
 * combination is its fair value from the model's de-margined probabilities (`sports_outcomes.prob`,
 * which the live repricing keeps current in play) minus the cash-out margin, floored to the kuruş:
 *
 *   FV    = min(S · ∏ settled factors · ∏ pending odds, payout cap) · ∏ pending p
 *   offer = floor(FV · (1 − CASHOUT.margin))
 *
 * so the offer is below the fair value by construction, and below the potential payout because
 * every pending p ≤ CASHOUT.probMax < 1. Money moves through the wallet's versioned settlement
 * commands on the ticket's bet: a cash-out is a settlement of the absolute amount cash-outs have
 * paid so far (`settleBet` the first time, `resettleBet` after), under the ticket's next settlement
 * version. A partial one keeps the ticket open with a smaller stake; the final settlement then pays
 * the cash-outs plus what the rest of the stake wins (settlement.ts), so the wallet's bet always
 * holds the ticket's whole return. Cash-out and settlement lock the same ticket row FOR UPDATE and
 * each requires the ticket open: under any race exactly one of them ends it.
 *
 * In play a player's cash-out has the live bet's protection (docs/sportsbook.md "Cash-out in
 * play"): the request is held for the live delay of its in-play legs and decided only once the
 * live pass has processed the whole hold; it pays only if no such leg's match state moved (a goal,
 * a card, any bet stop), else it is refused with the new offer. So a request sent between a goal
 * and the book's pass that sees it never pays the pre-goal offer.
 */

const MARGIN_PPM = BigInt(Math.round(CASHOUT.margin * 1_000_000))
const OFFER_MIN = toMinor(CASHOUT.offerMin)

export interface QuoteLeg {
  oddsMilli: number
  result: LegResult
  /** The outcome's current fair probability. */
  prob: number
  /** The leg's market can take bets now (active, and its event not past a pre-match kick-off). */
  open: boolean
}

export interface Quote {
  available: boolean
  reason: CashoutReason | null
  /** Kuruş, for the whole remaining stake; 0 when not available. */
  offer: bigint
  /** Fair value in kuruş (unfloored), for tests and the docs' example. */
  fairValue: number
  /** A pending leg's event is in play: a player's cash-out is held (quoteTicket sets it). */
  inPlay?: boolean
}

const none = (reason: CashoutReason): Quote => ({ available: false, reason, offer: 0n, fairValue: 0 })

/** The offer for a ticket's remaining stake (pure: the formula above and the eligibility rules). */
export function priceCashout(t: {
  kind: 'single' | 'combo' | 'system'
  status: string
  stake: bigint
  potentialPayout: bigint
  legs: readonly QuoteLeg[]
}): Quote {
  if (t.kind === 'system') return none('system')
  if (t.status !== 'open') return none('settled')
  const pending = t.legs.filter((l) => l.result === 'pending')
  // A lost leg ends a combination; no pending leg means the settlement is on its way.
  if (pending.length === 0 || t.legs.some((l) => l.result === 'lost')) return none('settled')
  if (pending.some((l) => !l.open)) return none('suspended')
  if (pending.some((l) => !(l.prob >= CASHOUT.probMin && l.prob <= CASHOUT.probMax))) return none('no_price')
  // The return if every pending leg wins, exactly (settled legs' factors × pending odds), capped.
  let num = t.stake
  let den = 1n
  for (const l of t.legs) {
    const f = l.result === 'pending' ? { num: BigInt(l.oddsMilli), den: 1000n } : legFactor(l.oddsMilli, l)
    num *= f.num
    den *= f.den
  }
  const winReturn = num / den > MAX_PAYOUT ? Number(MAX_PAYOUT) : Number(num) / Number(den)
  const chance = pending.reduce((p, l) => p * l.prob, 1)
  const fairValue = winReturn * chance
  // Floor in integers: offer = floor(FV · (1 − c)); FV itself is a double (kuruş with a fraction).
  let offer = (BigInt(Math.floor(fairValue * 1000)) * (1_000_000n - MARGIN_PPM)) / 1_000_000_000n
  // Defensive: never at or above what the ticket could pay (cannot happen with p ≤ probMax).
  if (offer >= t.potentialPayout) offer = t.potentialPayout - 1n
  if (offer < OFFER_MIN) return none('no_price')
  return { available: true, reason: null, offer, fairValue }
}

type TicketRow = typeof sportsTickets.$inferSelect

/** Reads the ticket's legs with their outcomes' current prices and markets' state, and prices it. */
export async function quoteTicket(db: Db | Tx, ticket: TicketRow, now: number): Promise<Quote> {
  return (await quoteTickets(db, [ticket], now))[0]!
}

/**
 * `quoteTicket` for many tickets at once, in their order, with two statements whatever their number:
 * the live pass prices every open ticket on an event that moved, each second, and a statement per
 * ticket made that thousands of round trips a pass (docs/sportsbook.md "Cash-out offers pushed").
 */
export async function quoteTickets(
  db: Db | Tx,
  tickets: readonly TicketRow[],
  now: number,
): Promise<Quote[]> {
  const ids = tickets.filter((t) => t.kind !== 'system' && t.status === 'open').map((t) => t.id)
  // A freebet ticket has no cash-out: its stake was never the player's (docs/sportsbook.md "Sports promotions").
  const freebets = await freebetTickets(db, ids)
  const priced = ids.filter((id) => !freebets.has(id))
  const rows =
    priced.length === 0
      ? []
      : await db
          .select({
            ticketId: sportsTicketLegs.ticketId,
            builder: sportsTicketLegs.builder,
            oddsMilli: sportsTicketLegs.oddsMilli,
            result: sportsTicketLegs.result,
            prob: sportsOutcomes.prob,
            marketStatus: sportsMarkets.status,
            eventStatus: sportsEvents.status,
            startAt: sportsEvents.startAt,
          })
          .from(sportsTicketLegs)
          .innerJoin(sportsOutcomes, eq(sportsOutcomes.id, sportsTicketLegs.outcomeId))
          .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
          .innerJoin(sportsEvents, eq(sportsEvents.id, sportsTicketLegs.eventId))
          .where(inArray(sportsTicketLegs.ticketId, priced))
          .orderBy(asc(sportsTicketLegs.ticketId), asc(sportsTicketLegs.position))
  const legsOf = new Map<number, typeof rows>()
  for (const r of rows) {
    const legs = legsOf.get(r.ticketId)
    if (legs) legs.push(r)
    else legsOf.set(r.ticketId, [r])
  }
  return tickets.map((ticket) => {
    if (ticket.kind === 'system') return none('system')
    if (ticket.status !== 'open') return none('settled')
    if (freebets.has(ticket.id)) return none('freebet')
    const legs = legsOf.get(ticket.id) ?? []
    // A bet builder's price is its selections' joint probability, which the outcomes' own
    // probabilities here cannot give: no offer while one is on the ticket (docs/sportsbook.md "Bet
    // builder settlement").
    if (legs.some((l) => l.builder !== null)) return none('builder')
    const inPlay = legs.some((l) => l.result === 'pending' && l.eventStatus === 'live')
    const quote = priceCashout({
      kind: ticket.kind,
      status: ticket.status,
      stake: ticket.stake,
      potentialPayout: ticket.potentialPayout,
      legs: legs.map((l) => ({
        oddsMilli: l.oddsMilli,
        result: l.result as LegResult,
        prob: l.prob,
        // A pre-match price stops at kick-off even before the job suspends the market; in play the
        // live repricing reopens markets (status active on a live event).
        open:
          l.marketStatus === 'active' &&
          (l.eventStatus === 'live' || (l.eventStatus === 'scheduled' && l.startAt.getTime() > now)),
      })),
    })
    return { ...quote, inPlay }
  })
}

async function playerTicket(db: Db | Tx, playerId: number, ticketId: number, lock = false) {
  const q = db
    .select()
    .from(sportsTickets)
    .where(and(eq(sportsTickets.id, ticketId), eq(sportsTickets.playerId, playerId)))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

export function quoteView(ticket: TicketRow, q: Quote): CashoutQuote {
  return {
    ticketId: ticket.id,
    available: q.available,
    reason: q.reason,
    offer: toMajor(q.offer),
    stake: toMajor(ticket.stake),
    potentialPayout: toMajor(ticket.potentialPayout),
    margin: CASHOUT.margin,
    autoCashout: ticket.autoCashout === null ? null : toMajor(ticket.autoCashout),
    inPlay: q.inPlay ?? false,
  }
}

/** GET /api/sports/bets/{id}/cashout */
export async function cashoutQuote(
  deps: SportsDeps,
  playerId: number,
  ticketId: number,
): Promise<CashoutQuote> {
  const ticket = await playerTicket(deps.db, playerId, ticketId)
  return quoteView(ticket, await quoteTicket(deps.db, ticket, await worldNow(deps)))
}

const FRACTION_SCALE = 100n
const full = (r: CashoutRequest) => r.fraction === undefined || r.fraction >= 1

function requestHash(ticketId: number, r: CashoutRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([ticketId, toMinor(r.offer).toString(), r.fraction ?? 1, r.acceptChanges]))
    .digest('hex')
}

async function answerOf(
  db: Db | Tx,
  playerId: number,
  row: typeof sportsCashouts.$inferSelect,
  fraction: number,
): Promise<CashoutResult> {
  return {
    amount: toMajor(row.amount),
    offer: toMajor(row.offer),
    fraction,
    ticket: await ticketOf(db, playerId, row.ticketId),
  }
}

async function byKey(db: Db | Tx, playerId: number, key: string) {
  const [row] = await db
    .select()
    .from(sportsCashouts)
    .where(and(eq(sportsCashouts.playerId, playerId), eq(sportsCashouts.cashoutKey, key)))
  return row ?? null
}

/** How often a held cash-out looks at the clock and the book (real ms). */
const HOLD_POLL_MS = 100

/** The match state of each in-play leg's event as the held request saw it. */
type Held = ReadonlyMap<number, number>

/**
 * A player's cash-out on a ticket with a pending leg in play is held (docs/sportsbook.md "Cash-out
 * in play"): the state versions of those legs' events are read first, then the offer is checked
 * as without a hold (gone or moved: refused at once, nothing held), then the request waits the
 * live bet's delay (live-delays.ts: the longest of those legs) and until the live pass has
 * processed the world up to the end of it. Answers the versions seen, or null when nothing is in
 * play (no hold). Holding in the request, not in a table, keeps the contract one call; a restart
 * during a hold only loses the request (nothing was written, nothing paid).
 */
async function holdInPlay(
  deps: SportsDeps,
  playerId: number,
  ticketId: number,
  r: CashoutRequest,
): Promise<Held | null> {
  const ticket = await playerTicket(deps.db, playerId, ticketId)
  const legs = await deps.db
    .select({
      eventId: sportsEvents.id,
      stateVersion: sportsEvents.stateVersion,
      sport: sportsEvents.sport,
      competitionId: sportsEvents.competitionId,
      eventStatus: sportsEvents.status,
      result: sportsTicketLegs.result,
    })
    .from(sportsTicketLegs)
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsTicketLegs.eventId))
    .where(eq(sportsTicketLegs.ticketId, ticketId))
  const inPlay = legs.filter((l) => l.result === 'pending' && l.eventStatus === 'live')
  if (inPlay.length === 0) return null
  const quote = await quoteTicket(deps.db, ticket, await worldNow(deps))
  if (!quote.available) throw new AppError('CASHOUT_UNAVAILABLE', undefined, { reason: quote.reason })
  if (quote.offer !== toMinor(r.offer) && !r.acceptChanges)
    throw new AppError('CASHOUT_CHANGED', undefined, { offer: toMajor(quote.offer) })
  const delay = await liveDelayFor(deps, inPlay)
  const until = deps.clock.now() + delay
  // The world time at the end of the hold: the book must have processed up to it.
  const covered = (await worldNow(deps)) + delay * deps.speed
  const deadline = until + CASHOUT.bookWaitMs
  for (;;) {
    const now = deps.clock.now()
    if (now >= until) {
      const through = await liveThrough(deps.db)
      if (through !== null && through >= covered) break
      // The live pass has stopped: no price can be trusted, so no offer (nothing was written).
      if (now >= deadline) throw new AppError('CASHOUT_UNAVAILABLE', undefined, { reason: 'suspended' })
    }
    await sleep(now < until ? Math.min(HOLD_POLL_MS, until - now) : HOLD_POLL_MS)
  }
  return new Map(inPlay.map((l) => [l.eventId, l.stateVersion]))
}

/**
 * POST /api/sports/bets/{id}/cashout (and the auto cash-out). One money transaction: the ticket
 * locked FOR UPDATE (settlement takes the same lock), still open, priced again inside; the offer
 * the player saw must be the current one unless they accept changes; then the wallet settles the
 * bet for everything cash-outs have paid, the ticket ends `cashed_out` or goes on with the rest of
 * its stake, and the outcomes' liability drops by what left the book. A repeat of the cash-out key
 * answers the first cash-out.
 */
export async function cashOut(
  deps: SportsDeps,
  playerId: number,
  ticketId: number,
  r: CashoutRequest,
  auto = false,
): Promise<CashoutResult> {
  const hash = requestHash(ticketId, r)
  const key = r.cashoutKey ?? null
  if (key) {
    const seen = await byKey(deps.db, playerId, key)
    if (seen) {
      if (seen.requestHash !== hash || seen.ticketId !== ticketId) throw new AppError('CONFLICT')
      return answerOf(deps.db, playerId, seen, r.fraction ?? 1)
    }
  }
  // The auto cash-out is the book's own move at its own offer, not a player's timing: not held.
  let held: Held | null
  try {
    held = auto ? null : await holdInPlay(deps, playerId, ticketId, r)
  } catch (e) {
    // A twin under the same key (the client's retry of a request it gave up waiting for, still
    // running on some instance) may have cashed the ticket out after the key was looked up above:
    // the refusal is then about this very cash-out, which happened. Answer it, as a repeat is
    // answered; a refusal with no twin stands (docs/sportsbook.md "Cash-out").
    const twin = key && e instanceof AppError ? await byKey(deps.db, playerId, key) : null
    if (!twin) throw e
    if (twin.requestHash !== hash || twin.ticketId !== ticketId) throw new AppError('CONFLICT')
    return answerOf(deps.db, playerId, twin, r.fraction ?? 1)
  }
  const now = await worldNow(deps)
  const done = await moneyTransaction(deps, async (m) => {
    const ticket = await playerTicket(m.tx, playerId, ticketId, true)
    // A concurrent twin under the same key committed while this one waited for the lock.
    if (key) {
      const seen = await byKey(m.tx, playerId, key)
      if (seen) return seen
    }
    if (held) await checkHeld(m.tx, ticket, held, now)
    const quote = await quoteTicket(m.tx, ticket, now)
    if (!quote.available) throw new AppError('CASHOUT_UNAVAILABLE', undefined, { reason: quote.reason })
    if (quote.offer !== toMinor(r.offer) && !r.acceptChanges)
      throw new AppError('CASHOUT_CHANGED', undefined, { offer: toMajor(quote.offer) })

    const isFull = full(r)
    const hundredths = BigInt(Math.round((r.fraction ?? 1) * 100))
    const stakePart = isFull ? ticket.stake : (ticket.stake * hundredths) / FRACTION_SCALE
    const amount = isFull ? quote.offer : (quote.offer * stakePart) / ticket.stake
    const rest = ticket.stake - stakePart
    if (!isFull && (stakePart <= 0n || amount <= 0n))
      throw new AppError('VALIDATION_FAILED', { fraction: 'too_small' })
    if (!isFull && rest < toMinor(SPORTS_LIMITS.stakeMin))
      throw new AppError('VALIDATION_FAILED', { fraction: 'too_big' })

    const legs = await m.tx
      .select()
      .from(sportsTicketLegs)
      .where(eq(sportsTicketLegs.ticketId, ticketId))
      .orderBy(asc(sportsTicketLegs.position))
    const restPotential = isFull ? 0n : potentialPayout(slipOf(ticket, legs), rest, MAX_PAYOUT)
    const paid = ticket.cashoutAmount + amount
    const version = ticket.settleVersion + 1
    const cmd = {
      provider: PROVIDER,
      txId: `${ticketTxId(ticketId)}-v${version}`,
      playerId,
      roundId: ticketTxId(ticketId),
      refTxId: ticketTxId(ticketId),
      amount: paid,
      currency: 'TRY',
      version,
    }
    if (ticket.settleVersion === 0) await settleBet(m, cmd)
    else await resettleBet(m, cmd)
    const at = new Date(m.clock.now())
    await m.tx
      .update(sportsTickets)
      .set(
        isFull
          ? {
              status: 'cashed_out',
              cashoutAmount: paid,
              settleVersion: version,
              cashedOutAt: at,
              settledAt: at,
            }
          : { stake: rest, potentialPayout: restPotential, cashoutAmount: paid, settleVersion: version },
      )
      .where(eq(sportsTickets.id, ticketId))
    // The per-event cap counts what open tickets may pay (risk.ts): the cashed-out part leaves it.
    await addExposure(
      m.tx,
      playerId,
      legs.map((l) => l.eventId),
      restPotential - ticket.potentialPayout,
    )
    const [row] = await m.tx
      .insert(sportsCashouts)
      .values({
        ticketId,
        playerId,
        // Generated keys carry a colon, which a client's key cannot.
        cashoutKey: key ?? `req:${ticketId}:v${version}`,
        requestHash: hash,
        kind: auto ? 'auto' : isFull ? 'full' : 'partial',
        stakePart,
        amount,
        offer: quote.offer,
        settleVersion: version,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning()
    // The key was used for another ticket's cash-out a moment ago: refuse, nothing written.
    if (!row) throw new AppError('CONFLICT')
    return row
  })
  if (done.requestHash !== hash || done.ticketId !== ticketId) throw new AppError('CONFLICT')
  return answerOf(deps.db, playerId, done, full(r) ? 1 : r.fraction!)
}

/**
 * The end of a hold, in the cash-out's transaction with the ticket locked: the in-play legs' events
 * share-locked in id order (the live pass locks them FOR UPDATE before writing prices, so the offer
 * read next is the one of these versions); if any moved, the request is re-offered: refused with
 * the offer now, whatever the player agreed to beforehand.
 */
async function checkHeld(tx: Tx, ticket: TicketRow, held: Held, now: number): Promise<void> {
  const events = await tx
    .select({ id: sportsEvents.id, stateVersion: sportsEvents.stateVersion })
    .from(sportsEvents)
    .where(inArray(sportsEvents.id, [...held.keys()]))
    .orderBy(asc(sportsEvents.id))
    .for('share')
  if (events.every((e) => held.get(e.id) === e.stateVersion)) return
  const quote = await quoteTicket(tx, ticket, now)
  if (!quote.available) throw new AppError('CASHOUT_UNAVAILABLE', undefined, { reason: quote.reason })
  throw new AppError('CASHOUT_CHANGED', undefined, { offer: toMajor(quote.offer), reason: 'state_changed' })
}

/** POST /api/sports/bets/{id}/autocashout: a threshold below the potential payout, or null. */
export async function setAutoCashout(
  deps: SportsDeps,
  playerId: number,
  ticketId: number,
  r: AutoCashoutRequest,
): Promise<CashoutQuote> {
  const threshold = r.threshold === null ? null : toMinor(r.threshold)
  const ticket = await deps.db.transaction(async (tx) => {
    const t = await playerTicket(tx, playerId, ticketId, true)
    if (t.kind === 'system') throw new AppError('CASHOUT_UNAVAILABLE', undefined, { reason: 'system' })
    if (t.status !== 'open') throw new AppError('CASHOUT_UNAVAILABLE', undefined, { reason: 'settled' })
    if (await freebetOfTicket(tx, t.id))
      throw new AppError('CASHOUT_UNAVAILABLE', undefined, { reason: 'freebet' })
    if (threshold !== null && threshold >= t.potentialPayout)
      throw new AppError('VALIDATION_FAILED', { threshold: 'too_big' })
    const [row] = await tx
      .update(sportsTickets)
      .set({ autoCashout: threshold })
      .where(eq(sportsTickets.id, ticketId))
      .returning()
    return row!
  })
  return quoteView(ticket, await quoteTicket(deps.db, ticket, await worldNow(deps)))
}

/**
 * The world job's auto cash-out: every open ticket with a threshold whose offer has reached it is
 * cashed out in full at the current offer (which may be above the threshold), once — the key
 * `auto:{ticket}` and the ticket's status make a second pass a no-op. Answers how many fired.
 */
export async function runAutoCashouts(
  deps: SportsDeps,
  log?: (ticketId: number, error: unknown) => void,
  limit = 500,
  /** Ends the run between two tickets (the world job's pass when the app closes). */
  stop?: AbortSignal,
): Promise<number> {
  const due = await deps.db
    .select()
    .from(sportsTickets)
    .where(and(eq(sportsTickets.status, 'open'), isNotNull(sportsTickets.autoCashout)))
    .orderBy(asc(sportsTickets.id))
    .limit(limit)
  if (due.length === 0) return 0
  const now = await worldNow(deps)
  let fired = 0
  for (const ticket of due) {
    if (stop?.aborted) break
    try {
      const quote = await quoteTicket(deps.db, ticket, now)
      if (!quote.available || quote.offer < ticket.autoCashout!) continue
      await cashOut(
        deps,
        ticket.playerId,
        ticket.id,
        { offer: toMajor(quote.offer), acceptChanges: true, cashoutKey: `auto:${ticket.id}` },
        true,
      )
      fired++
    } catch (error) {
      // Settled or suspended meanwhile, or the wallet refused: the next pass looks again.
      log?.(ticket.id, error)
    }
  }
  return fired
}
