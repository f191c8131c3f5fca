import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { oddsToMilli, potentialPayout } from '@galata/game-math/sports/index'
import { isBuilderLeg, type BetPlacement, type SportsTicket } from '@galata/contract'
import { pgArray } from '../../../db/array-literal.js'
import type { Db } from '../../../db/client.js'
import { sportsTickets } from '../../../db/schema/index.js'
import { AppError } from '../../../lib/app-error.js'
import { uniqueViolation } from '../../../lib/pg-errors.js'
import { moneyTransaction, placeFreshBet, toMinor, type MoneyTx } from '../../wallet/index.js'
import {
  eventExposure,
  eventPayoutError,
  isEventCapViolation,
  limitRowsOf,
  maxStakeForEvents,
  maxStakeOf,
  refuseOverRisk,
} from '../risk.js'
import { PROVIDER, ticketTxId } from '../settlement.js'
import { checkSlipRules, checkSlipShape, MAX_PAYOUT, outcomeOf } from '../slip-rules.js'
import type { SportsDeps } from '../sports.deps.js'
import { legLiability, lockOutcomes, writeTicket, type LegRow, type SlipRow } from '../sports.queries.js'
import { ticketOf, ticketView } from '../views.js'
import { worldNow } from '../world-clock.js'
import { firstPath, rememberLegs } from './memory.js'

/*
 * What every placement strategy shares (docs/sportsbook.md "Placement rules"): the slip's attempt
 * (hash, world time, placing time, the first strategy this process's memory allows), the key's
 * repeat, the checks of a slip against what a read found, and the ticket's statement values and
 * answer built from them. Pure but for the repeat's read and the per-event cap's refusal.
 */

/** What the key promises: the same slip. Another slip under a used key is a CONFLICT. */
export function requestHash(b: BetPlacement): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        b.kind,
        b.legs.map((l) => [
          isBuilderLeg(l) ? { builder: l.builder.eventId, outcomes: l.builder.outcomeIds } : l.outcomeId,
          oddsToMilli(l.odds),
          Boolean(l.banker),
        ]),
        toMinor(b.stake).toString(),
        b.systemSizes ?? null,
        b.oddsChange,
        // A boosted single's boost (docs/sportsbook.md "Boosted odds"); absent, the hash is as before.
        ...(b.boostId === undefined ? [] : [b.boostId]),
      ]),
    )
    .digest('hex')
}

/** The ticket under this key, if any: a repeat answers it, another slip under the key is a CONFLICT. */
export async function existing(deps: SportsDeps, playerId: number, b: BetPlacement, hash: string) {
  const [row] = await deps.db
    .select({ id: sportsTickets.id, requestHash: sportsTickets.requestHash })
    .from(sportsTickets)
    .where(and(eq(sportsTickets.playerId, playerId), eq(sportsTickets.placementKey, b.placementKey)))
  if (!row) return null
  return answerRepeat(deps, playerId, row.id, row.requestHash, hash)
}

export function answerRepeat(deps: SportsDeps, playerId: number, id: number, stored: string, hash: string) {
  if (stored !== hash) throw new AppError('CONFLICT')
  return ticketOf(deps.db, playerId, id)
}

/** A twin under the same key placed first: this transaction rolls back and answers the twin's ticket. */
export class TwinPlaced extends Error {}

export type Picked = Array<{
  leg: BetPlacement['legs'][number]
  row: {
    outcomeId: number
    oddsMilli: number
    marketStatus: string
    mbs: number
    eventId: number
    eventStatus: string
    startAt: number
    marketKey: string
    sport: string
    competitionId: number
    liability: bigint
  }
}>

/**
 * Every rule of a slip against what the read found, in the order the API documents its refusals.
 * Answers the engine's slip and the amounts; each refusal is a 4xx thrown inside the transaction,
 * which then rolls back: nothing written.
 */
function checkPlacement(b: BetPlacement, picked: Picked, now: number) {
  if (picked.some(({ row }) => row.eventStatus !== 'scheduled' || row.startAt <= now))
    throw new AppError('EVENT_STARTED')
  if (picked.some(({ row }) => row.marketStatus !== 'active')) throw new AppError('MARKET_SUSPENDED')

  const { legs, slip, stake } = checkSlipRules(b, picked)
  return { legs, slip, stake, potential: potentialPayout(slip, stake, MAX_PAYOUT) }
}

/** The read's limit rows, one JSON array per leg. */
export const limitsOf = (rows: SlipRow[]) => rows.map((r) => r.limits)

/** The read's rows by outcome id, as the checks take them; what never changes is remembered (memory.ts). */
export function rowsById(db: Db, rows: SlipRow[]) {
  rememberLegs(db, rows)
  return new Map(
    rows.map((r) => [
      Number(r.outcome_id),
      {
        outcomeId: Number(r.outcome_id),
        oddsMilli: Number(r.odds_milli),
        marketStatus: r.market_status,
        mbs: Number(r.mbs),
        eventId: Number(r.event_id),
        eventStatus: r.event_status,
        startAt: new Date(r.start_at).getTime(),
        marketKey: r.market_key,
        sport: r.sport,
        competitionId: Number(r.competition_id),
        // Summed under the outcome's lock when a liability limit needs it (`lockOutcomes`).
        liability: 0n,
      },
    ]),
  )
}

/**
 * Everything a slip is checked against once read (checkPlacement, then the risk limits), and what
 * the ticket's statement and the answer need. A liability limit is left to `refuseOverLimit`, which
 * the locked strategy calls with the outcomes locked and their liability summed.
 */
export function prepareSlip(
  playerId: number,
  b: BetPlacement,
  limitsRead: unknown[],
  ticketId: number,
  byId: ReturnType<typeof rowsById>,
  now: number,
  hash: string,
  placedAt: Date,
) {
  const picked: Picked = b.legs.map((l) => ({ leg: l, row: byId.get(outcomeOf(l))! }))
  const { legs, slip, stake, potential } = checkPlacement(b, picked, now)
  // Risk limits (risk.ts). A liability limit needs the outcomes' liability under their locks
  // (`lockOutcomes`, locked.ts); without one the figures read decide now.
  const limits = [
    ...new Map(
      limitsRead.flatMap((json) => limitRowsOf(json).map((l) => [JSON.stringify(l, big), l])),
    ).values(),
  ].filter((l) => !l.live)
  const refuseOverLimit = () => {
    const riskMax = maxStakeOf(
      playerId,
      picked.map(({ row }) => row),
      limits,
      slip,
    )
    refuseOverRisk(stake, riskMax)
  }
  const byLiability = limits.some((l) => l.maxLiability !== null)
  if (!byLiability) refuseOverLimit()
  const systemSizes = b.kind === 'system' ? [...new Set(b.systemSizes)].sort((x, y) => x - y) : null
  const bet = {
    provider: PROVIDER,
    txId: ticketTxId(ticketId),
    playerId,
    roundId: ticketTxId(ticketId),
    gameCode: null,
    amount: stake,
    currency: 'TRY',
  }
  const values = {
    ticketId: String(ticketId),
    ticketPlayer: playerId,
    ticketKind: b.kind,
    stake: stake.toString(),
    sizes: systemSizes === null ? null : JSON.stringify(systemSizes),
    potential: potential.toString(),
    placementKey: b.placementKey,
    slipHash: hash,
    oddsChange: b.oddsChange,
    placedAt: placedAt.toISOString(),
    outcomes: pgArray(picked.map(({ row }) => row.outcomeId)),
    events: pgArray(picked.map(({ row }) => row.eventId)),
    odds: pgArray(picked.map(({ row }) => row.oddsMilli)),
    mbs: pgArray(picked.map(({ row }) => row.mbs)),
    bankers: pgArray(legs.map((l) => l.isBanker ?? false)),
    worldNow: new Date(now).toISOString(),
  }
  const answer = () =>
    ticketView(
      {
        id: ticketId,
        playerId,
        kind: b.kind,
        stake,
        systemSizes,
        potentialPayout: potential,
        status: 'open',
        payout: null,
        placementKey: b.placementKey,
        requestHash: hash,
        oddsChange: b.oddsChange,
        placedAt,
        settledAt: null,
        settleVersion: 0,
        cashoutAmount: 0n,
        cashedOutAt: null,
        autoCashout: null,
        acceptAt: null,
        rejectReason: null,
      },
      picked.map(({ row }, position) => ({
        outcomeId: row.outcomeId,
        eventId: row.eventId,
        oddsMilli: row.oddsMilli,
        isBanker: legs[position]!.isBanker ?? false,
        result: 'pending',
      })),
    )
  const eventIds = [...new Set(picked.map(({ row }) => row.eventId))]
  return { bet, values, byLiability, refuseOverLimit, answer, slip, stake, eventIds }
}

/** A statement-only path's attempt: null (the money transaction decides) when it met the per-event cap. */
export function unlessCapped<T>(attempt: Promise<T>): Promise<T | null> {
  return attempt.catch((e: unknown) => {
    if (isEventCapViolation(e)) return null
    throw e
  })
}

/**
 * The refusal of a slip whose ticket the per-event cap's check refused (docs/sportsbook.md
 * "Risk"): EVENT_PAYOUT_LIMIT with the highest stake that fits what the player's other tickets on
 * its events may pay now (the check, not this figure, is what holds under races).
 */
export async function refuseEventCap(
  deps: SportsDeps,
  playerId: number,
  slip: Pick<ReturnType<typeof prepareSlip>, 'slip' | 'stake' | 'eventIds'>,
): Promise<never> {
  const exposure = await eventExposure(deps.db, playerId, slip.eventIds)
  const others = slip.eventIds.map((e) => exposure.get(e) ?? 0n)
  const max = maxStakeForEvents(slip.slip, others, false)
  // Should the sums have moved since (a ticket cashed out), the cap refused this stake all the same.
  throw eventPayoutError(max < slip.stake ? max : slip.stake - 1n, false)
}

/**
 * A slip with what every strategy needs of it first: its hash, world time and placing time, and the
 * first strategy the memory allows. Every placement starts here, so the request's own shape is refused here, before any market is read
 * (`checkSlipShape`: a 31-leg slip is TOO_MANY_LEGS whatever its markets' states).
 */
export async function slipAttempt(deps: SportsDeps, playerId: number, b: BetPlacement): Promise<Attempt> {
  checkSlipShape(b)
  const builder = b.legs.some(isBuilderLeg)
  // World time from the remembered anchor (world-clock.ts): no round trip on the hot path.
  const now = await worldNow(deps)
  return {
    deps,
    playerId,
    b,
    hash: requestHash(b),
    now,
    placedAt: new Date(deps.clock.now()),
    builder,
    path: builder ? null : firstPath({ deps, b, now }),
    legs: null,
    started: null,
  }
}

/** One slip as every strategy takes it. */
export type Attempt = {
  deps: SportsDeps
  playerId: number
  b: BetPlacement
  hash: string
  /** World time of the kick-off check. */
  now: number
  placedAt: Date
  /** A leg is a bet builder: only the builder strategy takes the slip (builder.ts). */
  builder: boolean
  /** The first pre-match strategy this process's memory allows (memory.ts `firstPath`). */
  path: 'known' | 'plain' | 'locked' | null
  /** The legs as the live strategy reads them, read once when a strategy needs to know (index.ts). */
  legs: Promise<LegRow[]> | null
  /** A pre-match strategy's EVENT_STARTED: only the live strategy may still take the slip. */
  started: AppError | null
}

/** JSON.stringify's replacer for bigints (limit rows are deduplicated by their text). */
const big = (_: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)

/** A slip prepared for its ticket's statement (`prepareSlip`). */
export type PreparedSlip = ReturnType<typeof prepareSlip>

/** What a placement's money transaction ended in (`placeOnce`). */
export type Placed =
  | { kind: 'placed'; ticket: SportsTicket }
  | { kind: 'repeat'; id: number; hash: string }
  | { kind: 'unknown' }

/**
 * A pre-match placement in one money transaction, answered (docs/sportsbook.md "Placement rules"):
 * `work` reads, checks and writes, and hands the slip to `keep` once prepared (an event cap's
 * refusal needs it). A twin under the same key that committed first made this one's insert fail,
 * or took the player's money first so the wallet refused this one: the key's ticket, when there is
 * one, is the answer; the transaction rolled back, nothing written.
 */
export async function placeOnce(
  a: { deps: SportsDeps; playerId: number; b: BetPlacement; hash: string },
  work: (m: MoneyTx, keep: (slip: PreparedSlip) => void) => Promise<Placed>,
): Promise<SportsTicket> {
  const { deps, playerId, b, hash } = a
  let prepared: PreparedSlip | null = null
  let placed: Placed | { kind: 'twin' }
  try {
    placed = await moneyTransaction(deps, (m) => work(m, (slip) => (prepared = slip)))
  } catch (e) {
    if (prepared && isEventCapViolation(e)) await refuseEventCap(deps, playerId, prepared)
    if (e instanceof TwinPlaced || uniqueViolation(e) !== null) placed = { kind: 'twin' }
    else {
      if (e instanceof AppError && e.status < 500) {
        const twin = await existing(deps, playerId, b, hash)
        if (twin) return twin
      }
      throw e
    }
  }
  if (placed.kind === 'placed') return placed.ticket
  if (placed.kind === 'repeat') return answerRepeat(deps, playerId, placed.id, placed.hash, hash)
  const twin = await existing(deps, playerId, b, hash)
  if (twin) return twin
  throw new AppError(placed.kind === 'unknown' ? 'NOT_FOUND' : 'CONFLICT')
}

/**
 * Under a liability limit: the slip's outcomes locked in id order and their liability summed, then
 * the limit checked, BEFORE the wallet is called (the lock order: outcomes, then the wallet's bonus
 * and accounts). Concurrent bets on these outcomes queue on their locks; the sums read after them
 * hold every ticket committed meanwhile.
 */
export async function holdLiability(
  m: MoneyTx,
  slip: PreparedSlip,
  byId: Map<number, { liability: bigint }>,
) {
  if (!slip.byLiability) return
  const outcomes = pgArray([...byId.keys()].sort((x, y) => x - y))
  await lockOutcomes.executeIn(m.tx, { outcomes })
  for (const r of await legLiability.executeIn(m.tx, { outcomes }))
    byId.get(Number(r.id))!.liability = BigInt(r.liability)
  slip.refuseOverLimit()
}

/**
 * The wallet's bet carrying the ticket and its legs (`placeFreshBet`). A replayed wallet bet (its id
 * is this ticket's, fresh from the sequence: never) wrote no ticket: roll back, and the key's
 * ticket, if any, is the answer (`placeOnce`).
 */
export async function betWithTicket(m: MoneyTx, slip: PreparedSlip): Promise<void> {
  const bet = await placeFreshBet(m, slip.bet, { statement: writeTicket, values: slip.values })
  if (bet.replayed || bet.along === null || bet.along === undefined) throw new TwinPlaced()
}
