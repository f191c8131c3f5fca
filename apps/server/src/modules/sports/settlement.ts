import {
  builderLegResult,
  settleOutcome,
  settleTicket,
  type FootballResult,
  type LegResult,
  type Slip,
} from '@galata/game-math/sports/index'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Tx } from '../../db/client.js'
import {
  sportsOutcomes,
  sportsTicketLegs,
  type sportsEvents,
  type sportsTickets,
} from '../../db/schema/index.js'
import { freebetOfTicket, freebetWinnings, settleTicketPromotions } from '../bonuses/index.js'
import { moneyTransaction, resettleBet, settleBet, type MoneyTx } from '../wallet/index.js'
import { replay, withResult, type StoredResult } from './replay.js'
import { MAX_PAYOUT } from './slip-rules.js'
import type { SportsDeps } from './sports.deps.js'
import {
  copyResultsToLegs,
  lockTickets,
  lockTicketWithLegs,
  markMarketsSettled,
  readEventMarkets,
  readTicketsWithLegs,
  setOutcomeResults,
  ticketOwners,
  updateTicketSettlement,
  voidMarkets,
} from './sports.queries.js'

/*
 * Settlement (docs/sportsbook.md; research §2.3): every outcome of an event from its result, then every
 * ticket with a leg on it by the factor algebra of the engine, through the wallet's versioned
 * settle / resettle commands. Each step compares with what is stored and writes only a change, so
 * a replay changes nothing, and a corrected result re-settles a ticket by the difference (the
 * wallet posts only the difference between what the bet pays now and what it paid). Its SQL is in
 * sports.queries.ts.
 */

export const PROVIDER = 'sportsbook'
export const ticketTxId = (ticketId: number) => `ticket-${ticketId}`

type EventRow = typeof sportsEvents.$inferSelect

/**
 * Writes each outcome's result of a finished event (from `event.result` over its replayed match)
 * and copies them onto the ticket legs. Void markets stay void. Answers the tickets to re-settle.
 */
export async function resultOutcomes(tx: Tx, event: EventRow): Promise<number[]> {
  const played = withResult(replay(event.model, event.seed), event.result as StoredResult | null)
  const { markets, outcomes } = await readEventMarkets(tx, event.id)
  const byMarket = new Map<number, (typeof outcomes)[number][]>()
  for (const o of outcomes) byMarket.set(o.marketId, [...(byMarket.get(o.marketId) ?? []), o])
  const results = new Map<number, LegResult>()
  const settled: number[] = []
  for (const m of markets) {
    const list = byMarket.get(m.id) ?? []
    const spec = {
      key: m.key,
      outcomeKeys: list.map((o) => o.key),
      ...(m.line !== null ? { line: m.line } : {}),
    }
    for (const o of list) {
      const result: LegResult = m.status === 'void' ? 'void' : settleOutcome(played, spec, o.key).result
      if (result !== o.result) results.set(o.id, result)
    }
    if (m.status !== 'void' && m.status !== 'settled') settled.push(m.id)
  }
  await setOutcomeResults(tx, results)
  await markMarketsSettled(tx, settled)
  return legResults(tx, event.id, played.sport === 'football' ? played.match.final : null)
}

/** Voids every market and outcome of an event (abandoned, or an operator's void). */
export async function voidOutcomes(tx: Tx, eventId: number, marketId?: number): Promise<number[]> {
  await voidMarkets(tx, eventId, marketId)
  return legResults(tx, eventId, null)
}

/**
 * The legs of an event from its outcomes' results: an ordinary leg takes its outcome's, a bet
 * builder leg its own from all its selections' (`builderLegResult`, docs/sportsbook.md "Bet builder
 * settlement"; `final` is the score results are settled on, null for a void). Answers the tickets
 * whose legs moved.
 */
async function legResults(tx: Tx, eventId: number, final: FootballResult | null): Promise<number[]> {
  const moved = new Set(await copyResultsToLegs(tx, eventId))
  const legs = await tx
    .select({
      id: sportsTicketLegs.id,
      ticketId: sportsTicketLegs.ticketId,
      result: sportsTicketLegs.result,
      builder: sportsTicketLegs.builder,
    })
    .from(sportsTicketLegs)
    .where(and(eq(sportsTicketLegs.eventId, eventId), isNotNull(sportsTicketLegs.builder)))
  if (legs.length === 0) return [...moved]
  const ids = [...new Set(legs.flatMap((l) => l.builder!.outcomeIds))]
  const results = new Map(
    (
      await tx
        .select({ id: sportsOutcomes.id, result: sportsOutcomes.result })
        .from(sportsOutcomes)
        .where(inArray(sportsOutcomes.id, ids))
    ).map((o) => [o.id, o.result as LegResult]),
  )
  for (const l of legs) {
    const { outcomeIds, selections } = l.builder!
    const result = builderLegResult(
      selections,
      outcomeIds.map((id) => results.get(id) ?? 'pending'),
      final,
    )
    if (result === l.result) continue
    await tx.update(sportsTicketLegs).set({ result }).where(eq(sportsTicketLegs.id, l.id))
    moved.add(l.ticketId)
  }
  return [...moved]
}

/** The engine's slip of a stored ticket (legs in slip order). */
export function slipOf(
  ticket: Pick<typeof sportsTickets.$inferSelect, 'kind' | 'systemSizes'>,
  legs: Array<Pick<typeof sportsTicketLegs.$inferSelect, 'eventId' | 'oddsMilli' | 'mbs' | 'isBanker'>>,
): Slip {
  const slipLegs = legs.map((l) => ({
    eventId: String(l.eventId),
    oddsMilli: l.oddsMilli,
    mbs: l.mbs,
    isBanker: l.isBanker,
  }))
  if (ticket.kind === 'system') return { kind: 'system', legs: slipLegs, sizes: ticket.systemSizes ?? [] }
  if (ticket.kind === 'single') return { kind: 'single', legs: [slipLegs[0]!] }
  return { kind: 'combo', legs: slipLegs }
}

/** Ticket statuses settlement may move: open, or already settled (a corrected result). */
const SETTLEABLE: ReadonlySet<string> = new Set(['open', 'won', 'lost', 'void'])

/**
 * Whether results may (re)settle a ticket. A ticket the book voided before its matches began (a
 * self-exclusion, reason `self_excluded`: docs/player-protection.md "The exclusion register") is
 * over with its stake returned, whatever its matches' results turn out to be.
 */
const settleable = (ticket: Pick<TicketRow, 'status' | 'rejectReason'>) =>
  SETTLEABLE.has(ticket.status) && ticket.rejectReason === null

/**
 * Settles one ticket from its legs' results, in the caller's money transaction: the first result
 * is a wallet settle (version 1), a changed one a resettle under the next version. Answers whether
 * anything moved; a ticket still waiting for a leg, or already settled at this result, is left be.
 */
export interface TicketSettled {
  playerId: number
  ticketId: number
  status: 'open' | 'won' | 'lost' | 'void'
  payout: bigint
  version: number
}

export async function settleTicketIn(m: MoneyTx, ticketId: number): Promise<TicketSettled | null> {
  const locked = await lockTicketWithLegs(m.tx, ticketId)
  // Only a ticket the book took settles (docs/sportsbook.md "Live bets"): a pending live bet is
  // decided first (at the latest at the final whistle, which rejects it), a rejected one had its
  // stake refunded, and a cashed-out one has ended; later results touch none of them.
  if (!locked || !settleable(locked.ticket)) return null
  const { ticket, legs } = locked
  const s = settlementOf(ticket, legs)
  // A result never goes back to pending here, so a settled ticket is not reopened.
  if (s.status === 'open') return null
  if (ticket.status === s.status && ticket.payout === s.payout) return null
  const version = await writeSettlement(m, ticket, s.status, s.payout, {}, legs)
  return { playerId: ticket.playerId, ticketId, status: s.status, payout: s.payout, version }
}

type TicketRow = typeof sportsTickets.$inferSelect
type LegRow = typeof sportsTicketLegs.$inferSelect

/**
 * Pays a ticket's settlement through the wallet and records it on the ticket, under its next
 * settlement version (the txId `ticket-{id}-v{version}`: a repeat pays nothing). The caller holds
 * the ticket's row FOR UPDATE. Partial cash-outs already paid part of the ticket's return, so the
 * bet's amount is the whole. `also`: more of the ticket's columns to set with it (a void's reason).
 */
export async function writeSettlement(
  m: MoneyTx,
  ticket: TicketRow,
  status: TicketRow['status'],
  payout: bigint,
  also: Partial<TicketRow> = {},
  /** The ticket's legs, for the kombine promotions; a void or a cash-out passes none. */
  legs: LegRow[] = [],
): Promise<number> {
  const version = ticket.settleVersion + 1
  // A freebet ticket pays only the winnings beyond the stake the player did not pay
  // (docs/sportsbook.md "Sports promotions"); it has no cash-out.
  const freebet = await freebetOfTicket(m.tx, ticket.id)
  const cmd = {
    provider: PROVIDER,
    txId: `${ticketTxId(ticket.id)}-v${version}`,
    playerId: ticket.playerId,
    roundId: ticketTxId(ticket.id),
    refTxId: ticketTxId(ticket.id),
    amount: freebet ? freebetWinnings(payout, ticket.stake) : ticket.cashoutAmount + payout,
    currency: 'TRY',
    version,
  }
  if (ticket.settleVersion === 0) await settleBet(m, cmd)
  else await resettleBet(m, cmd)
  await settleTicketPromotions(m, { ticket, legs, status, payout, version, freebet })
  await updateTicketSettlement(m.tx, ticket.id, {
    ...also,
    status,
    payout,
    settleVersion: version,
    settledAt: new Date(m.clock.now()),
  })
  return version
}

/** A ticket's settlement from its legs' current results (legs in slip order). */
function settlementOf(ticket: TicketRow, legs: LegRow[]) {
  return settleTicket(
    slipOf(ticket, legs),
    ticket.stake,
    legs.map((l) => ({ result: l.result as LegResult })),
    MAX_PAYOUT,
  )
}

/**
 * What settling these tickets now would pay each of them beyond what it was paid (kuruş; negative
 * takes back), read in the caller's transaction without moving money: the dry run of a correction
 * (operator corrections, docs/sportsbook.md "Corrections after settlement"). The same rules as
 * `settleTicketIn`: pending, rejected and cashed-out tickets are left be, and so is one still undecided.
 */
export async function settlementDeltas(
  tx: Tx,
  ticketIds: readonly number[],
): Promise<Array<{ ticketId: number; playerId: number; delta: bigint }>> {
  if (ticketIds.length === 0) return []
  const deltas: Array<{ ticketId: number; playerId: number; delta: bigint }> = []
  for (const { ticket, legs } of await readTicketsWithLegs(tx, ticketIds)) {
    if (!settleable(ticket)) continue
    const s = settlementOf(ticket, legs)
    if (s.status === 'open' || (ticket.status === s.status && ticket.payout === s.payout)) continue
    const paid = ticket.settleVersion > 0 ? (ticket.payout ?? 0n) : 0n
    deltas.push({ ticketId: ticket.id, playerId: ticket.playerId, delta: s.payout - paid })
  }
  return deltas
}

/** Parallel lanes of settlement, and tickets per money transaction in a lane. */
const SETTLE_LANES = 4
const SETTLE_BATCH = 20

/**
 * Settles tickets in SETTLE_LANES parallel lanes, SETTLE_BATCH tickets per money transaction (one
 * commit for many tickets: the commit is most of a lone ticket's time). A player's tickets all go
 * to one lane, so two lanes never wait on one player's accounts. A batch first locks its tickets
 * in id order, before any account (a cash-out or an operator locks a ticket, then the accounts).
 * When a batch fails, nothing of it happened, and its tickets are settled again one money
 * transaction each, so one that cannot settle (a resettle taking back winnings the player has
 * spent: INSUFFICIENT_FUNDS) does not hold the others back. An open ticket that failed is found
 * again by the job's sweep; a settled one whose resettle the wallet refused keeps its earlier
 * settlement and is logged for an operator (balances never go below zero; nothing retries it
 * yet). Replays and resettlements stay exact: each ticket's settlement compares with what is
 * stored, in whichever transaction it runs. Answers how many moved.
 */
export async function settleTickets(
  deps: Pick<SportsDeps, 'db' | 'clock' | 'events'>,
  ticketIds: readonly number[],
  onError?: (ticketId: number, error: unknown) => void,
  /** Ends each lane between two batches (the world job's pass when the app closes). */
  stop?: AbortSignal,
): Promise<number> {
  if (ticketIds.length === 0) return 0
  const owners = await ticketOwners(deps.db, ticketIds)
  const lanes: number[][] = Array.from({ length: SETTLE_LANES }, () => [])
  for (const id of ticketIds) lanes[(owners.get(id) ?? 0) % SETTLE_LANES]!.push(id)
  const moved = await Promise.all(
    lanes.map(async (lane) => {
      let n = 0
      for (let i = 0; i < lane.length && !stop?.aborted; i += SETTLE_BATCH)
        n += await settleBatch(deps, lane.slice(i, i + SETTLE_BATCH), onError)
      return n
    }),
  )
  return moved.reduce((a, b) => a + b, 0)
}

async function settleBatch(
  deps: Pick<SportsDeps, 'db' | 'clock' | 'events'>,
  ids: number[],
  onError?: (ticketId: number, error: unknown) => void,
): Promise<number> {
  if (ids.length > 1) {
    try {
      const settled = await moneyTransaction(deps, async (m) => {
        await lockTickets(m.tx, ids)
        const done: TicketSettled[] = []
        for (const id of ids) {
          const one = await settleTicketIn(m, id)
          if (one) done.push(one)
        }
        return done
      })
      for (const one of settled) announce(deps, one)
      return settled.length
    } catch {
      // Rolled back whole: each ticket again on its own, below, where its error is reported.
    }
  }
  let moved = 0
  for (const id of ids) {
    try {
      const settled = await moneyTransaction(deps, (m) => settleTicketIn(m, id))
      if (!settled) continue
      moved++
      announce(deps, settled)
    } catch (error) {
      onError?.(id, error)
    }
  }
  return moved
}

/**
 * After the commit: a winning or refunded ticket becomes a notification (the balance push is the
 * wallet's own).
 */
function announce(deps: Pick<SportsDeps, 'events'>, settled: TicketSettled): void {
  if ((settled.status === 'won' || settled.status === 'void') && settled.payout > 0n)
    deps.events.emit('sports.ticket_settled', { ...settled, status: settled.status })
}
