import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { LegResult } from '@galata/game-math/sports/index'
import { rowsOf, type DbOrTx, type Tx } from '../../db/client.js'
import { pgArray } from '../../db/array-literal.js'
import { preparedStatement } from '../../db/prepared.js'
import {
  sportsEvents,
  sportsMarkets,
  sportsOutcomes,
  sportsTicketLegs,
  sportsTickets,
} from '../../db/schema/index.js'
import { betAlong } from '../wallet/index.js'
import { outcomesOfMarkets } from './market-outcomes.js'
import { addExposureSql, limitsSql, liabilitySql, preMatchLimitSql } from './risk.js'

/*
 * The sportsbook's placement and settlement SQL in one place. Placement (docs/sportsbook.md
 * "Placement rules"): the slip's read, the ticket's statement that rides with the wallet's bet, the
 * outcomes' liability lock and sums, and the ticket ids taken a block at a time; the strategies
 * under `placement/` run them, every statement prepared per connection. Live legs, then settlement
 * (settlement.ts), below.
 */

/**
 * The slip's read, the first statement of the placement's transaction: the outcomes with their
 * markets and events, the limit rows of each leg's risk scopes (risk.ts), the ticket already
 * placed under this key (if any), and the new ticket's id, taken from its sequence now so the
 * wallet's bet can carry it before the ticket row is written (a refused slip leaves a gap in the
 * ids, as any rollback does). The markets alone are read FOR SHARE: the job's kick-off, a
 * trader's suspend and an event's void or result all update its markets in the same transaction
 * as the event, so they wait for this placement to commit, and a placement that arrives after them
 * finds the market no longer active (research §7) — locking the event rows too would only add a
 * second shared lock per leg. A pre-match outcome's odds change only in play, after the kick-off
 * those locks hold off, so its row is not locked here; when a liability limit applies,
 * `lockOutcomes` locks it before the stake moves. Prepared per connection.
 */
const slipRead = (name: string, lock: SQL) =>
  preparedStatement<
    {
      outcome_id: string | number
      odds_milli: number
      market_status: string
      market_key: string
      mbs: number
      event_id: string | number
      event_status: string
      start_at: Date | string
      sport: string
      competition_id: number
      limits: unknown
      prior_id: string | number | null
      prior_hash: string | null
      ticket_id: string | number
    },
    { player: number; key: string; outcomes: string }
  >(
    name,
    sql`
    with next_ticket as materialized (select nextval('sports_tickets_id_seq') as id)
    select o.id as outcome_id, o.odds_milli, m.status as market_status, m.key as market_key, m.mbs,
           e.id as event_id, e.status as event_status, e.start_at, e.sport, e.competition_id,
           ${limitsSql({
             player: sql`${sql.placeholder('player')}::bigint`,
             sport: sql`e.sport`,
             competition: sql`e.competition_id`,
             market: sql`m.key`,
             event: sql`e.id`,
           })} as limits,
           t.id as prior_id, t.request_hash as prior_hash, n.id as ticket_id
      from sports_outcomes o
      join sports_markets m on m.id = o.market_id
      join sports_events e on e.id = m.event_id
      cross join next_ticket n
      left join sports_tickets t
        on t.player_id = ${sql.placeholder('player')}::bigint and t.placement_key = ${sql.placeholder('key')}
     where o.id = any(${sql.placeholder('outcomes')}::bigint[])
     order by o.id ${lock}`,
  )

export const readSlip = slipRead('sports_read_slip', sql`for share of m`)
/** The same read without locks (and outside a transaction), for the plain strategy (placement/plain.ts), whose guard locks. */
export const readSlipPlain = slipRead('sports_read_slip_plain', sql``)

/**
 * The ticket under the reserved id and its legs (one INSERT … SELECT): CTEs of the wallet's bet
 * posting (`betAlong`), so the stake, the ticket and the legs are one statement. Nothing is read
 * back and no outcome row is touched (liability is summed from the legs when a limit needs it).
 * A concurrent twin under the same key makes the ticket's insert do nothing (it waits on the
 * unique index until the twin commits), and then the legs are skipped too; the
 * statement answers no ticket and placement rolls the whole transaction back (the stake with it).
 * The ticket's potential payout is added to the player's sum on each of its events
 * (`sports_player_events`); past the per-event cap its check fails the whole statement, and
 * placement answers EVENT_PAYOUT_LIMIT (`refuseEventCap`).
 */
const ticketStatement = (name: string, limits: 'read' | 'none') =>
  betAlong<{
    ticketId: string
    ticketPlayer: number
    ticketKind: string
    stake: string
    sizes: string | null
    potential: string
    placementKey: string
    slipHash: string
    oddsChange: string
    placedAt: string
    outcomes: string
    events: string
    odds: string
    mbs: string
    bankers: string
    worldNow: string
  }>(
    name,
    sql`
    ticket as (
      insert into sports_tickets
        (id, player_id, kind, stake, system_sizes, potential_payout, status, placement_key, request_hash, odds_change,
         placed_at)
      select ${sql.placeholder('ticketId')}::bigint, ${sql.placeholder('ticketPlayer')}::bigint,
             ${sql.placeholder('ticketKind')}, ${sql.placeholder('stake')}::bigint,
             ${sql.placeholder('sizes')}::jsonb, ${sql.placeholder('potential')}::bigint, 'open',
             ${sql.placeholder('placementKey')}, ${sql.placeholder('slipHash')}, ${sql.placeholder('oddsChange')},
             ${sql.placeholder('placedAt')}::timestamptz
       where exists (select 1 from bet_ok)
      returning id
    ), ticket_legs as (
      insert into sports_ticket_legs (ticket_id, position, outcome_id, event_id, odds_milli, mbs, is_banker)
      select t.id, l.n - 1, l.outcome_id, l.event_id, l.odds_milli, l.mbs, l.banker
        from ticket t,
             unnest(${sql.placeholder('outcomes')}::bigint[], ${sql.placeholder('events')}::bigint[],
                    ${sql.placeholder('odds')}::int[], ${sql.placeholder('mbs')}::int[],
                    ${sql.placeholder('bankers')}::boolean[])
               with ordinality as l(outcome_id, event_id, odds_milli, mbs, banker, n)
    ), ticket_exposure as (
      ${addExposureSql(
        sql`${sql.placeholder('ticketPlayer')}::bigint`,
        sql`${sql.placeholder('events')}::bigint[]`,
        sql`${sql.placeholder('potential')}::bigint`,
        sql`exists (select 1 from ticket)`,
      )}
    )`,
    sql`(select id from ticket)`,
    // The one-statement bet's guard: what the slip's read found, still so under the markets' share
    // locks (the read before it was outside any transaction; a locked market row that changed
    // meanwhile is re-checked at its latest version: a kick-off, suspend or void that committed first
    // shows as a market no longer active). Outcomes, then each one's market, then its event are
    // found by primary key, in outcome id order, and the statuses checked on what was locked: a join
    // filtered on the event's status let the planner walk every scheduled event's markets instead.
    // A slip placed without a read (the known strategy, placement/known.ts) also needs no pre-match limit row to apply to any
    // leg: it has read none to check the stake against.
    sql`
    guard_outcomes as materialized (
      select id, market_id, odds_milli from sports_outcomes
       where id = any(${sql.placeholder('outcomes')}::bigint[])
       order by id
    ), slip_guard as materialized (
      select o.id, o.odds_milli, m.mbs, m.event_id, m.status as market_status,
             e.status = 'scheduled' and e.start_at > ${sql.placeholder('worldNow')}::timestamptz as event_open${
               limits === 'none'
                 ? sql`,
             not ${preMatchLimitSql({
               player: sql`${sql.placeholder('ticketPlayer')}::bigint`,
               sport: sql`e.sport`,
               competition: sql`e.competition_id`,
               market: sql`m.key`,
               event: sql`e.id`,
             })} as no_limit`
                 : sql``
             }
        from guard_outcomes o
        cross join lateral (
          select mk.mbs, mk.event_id, mk.status, mk.key from sports_markets mk where mk.id = o.market_id for share
        ) m
        cross join lateral (
          select ev.id, ev.status, ev.start_at, ev.sport, ev.competition_id from sports_events ev where ev.id = m.event_id
        ) e
    ), bet_guard as (
      select 1
       where (select count(*)
                from unnest(${sql.placeholder('outcomes')}::bigint[], ${sql.placeholder('events')}::bigint[],
                            ${sql.placeholder('odds')}::int[], ${sql.placeholder('mbs')}::int[])
                       as l(outcome_id, event_id, odds_milli, mbs)
                join slip_guard g
                  on g.id = l.outcome_id and g.event_id = l.event_id and g.odds_milli = l.odds_milli and g.mbs = l.mbs
               where g.market_status = 'active' and g.event_open${limits === 'none' ? sql` and g.no_limit` : sql``})
             = cardinality(${sql.placeholder('outcomes')}::bigint[])
    )`,
  )

/** The ticket of a slip whose limit rows were read (and checked in memory). */
export const writeTicket = ticketStatement('sports_write_ticket', 'read')
/** The ticket of a slip placed without a read (the known strategy, placement/known.ts): no pre-match limit row may apply. */
export const writeKnownTicket = ticketStatement('sports_write_known', 'none')

/**
 * The slip's outcomes locked in id order, for a slip a liability limit applies to (risk.ts): run by
 * the locked strategy (`placement/locked.ts`) after the slip's read and before the wallet's bet,
 * so concurrent bets on an outcome queue here; their liability is then summed by the next
 * statement (`sports_leg_liability`), whose snapshot holds every ticket committed by the bets this
 * one waited for. The lock order of every path that takes both: outcomes, then the wallet's bonus
 * and accounts (docs/sportsbook.md "Placement rules"). Only placement and the live decision lock
 * outcome rows.
 */
export const lockOutcomes = preparedStatement<{ id: string | number }, { outcomes: string }>(
  'sports_lock_outcomes',
  sql`
    select o.id from sports_outcomes o
     where o.id = any(${sql.placeholder('outcomes')}::bigint[])
     order by o.id
       for no key update`,
)
export const legLiability = preparedStatement<
  { id: string | number; liability: string | number },
  { outcomes: string }
>(
  'sports_leg_liability',
  sql`
    select o.id, ${liabilitySql(sql`o.id`, sql`o.market_id`)} as liability
      from sports_outcomes o
     where o.id = any(${sql.placeholder('outcomes')}::bigint[])`,
)

/** A block of ticket ids from the tickets' sequence (`placement/memory.ts`). */
export const reserveIds = preparedStatement<{ id: string | number }, { n: number }>(
  'sports_reserve_ticket_ids',
  sql`select nextval('sports_tickets_id_seq') as id from generate_series(1, ${sql.placeholder('n')}::int)`,
)

export type SlipRow = Awaited<ReturnType<typeof readSlip.execute>>[number]

// ---------------------------------------------------------------------------------------------
// Live legs (`placement/live.ts`, the live decision in live-decision.ts)

/** What the live path reads of each leg: the pre-match checks' columns plus the market's phase and the event's state version. */
export const legColumns = {
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
export type LegRow = { [K in keyof typeof legColumns]: (typeof legColumns)[K]['_']['data'] }

/**
 * The slip's legs, unlocked; `share` reads them again under the markets' and events' share locks
 * (the live pass's bet stop, a kick-off and a whistle wait for the placement or decision).
 * Under `share` the events are locked first, in id order, and the markets after: the live pass
 * locks its events (in id order) before it writes their markets, so a placement that took a
 * market first and then waited for its event would deadlock with it (docs/wallet.md "Deadlocks").
 */
export async function readLegs(db: DbOrTx, ids: number[], share = false): Promise<LegRow[]> {
  if (share && ids.length > 0)
    await db.execute(sql`
      select e.id from sports_events e
       where e.id in (select m.event_id from sports_outcomes o join sports_markets m on m.id = o.market_id
                       where o.id = any(${pgArray(ids)}::bigint[]))
       order by e.id for share`)
  const q = db
    .select(legColumns)
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
    .where(inArray(sportsOutcomes.id, ids))
  return share ? q.for('share', { of: [sportsMarkets, sportsEvents] }) : q
}

// ---------------------------------------------------------------------------------------------
// Settlement (settlement.ts, docs/sportsbook.md "Settlement"): outcomes from an event's result, legs
// from their outcomes, tickets with their legs in slip order.

type EventRow = typeof sportsEvents.$inferSelect
type TicketRow = typeof sportsTickets.$inferSelect
type TicketLegRow = typeof sportsTicketLegs.$inferSelect

/** The event's row, locked for its result, void or correction. */
export async function lockEvent(tx: Tx, eventId: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, eventId)).for('update')
  return row
}

/** An event's markets and their outcomes. */
export async function readEventMarkets(tx: Tx, eventId: number) {
  const markets = await tx.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, eventId))
  const outcomes = await outcomesOfMarkets(
    tx,
    markets.map((m) => m.id),
  )
  return { markets, outcomes }
}

/**
 * Outcomes' new results, each under its next version: one statement per distinct result rather
 * than one per outcome (a football event's 81 outcomes in four statements).
 */
export async function setOutcomeResults(tx: Tx, changes: ReadonlyMap<number, LegResult>) {
  const byResult = new Map<LegResult, number[]>()
  for (const [id, result] of changes) {
    const ids = byResult.get(result) ?? []
    ids.push(id)
    byResult.set(result, ids)
  }
  for (const [result, ids] of byResult)
    await tx
      .update(sportsOutcomes)
      .set({ result, version: sql`${sportsOutcomes.version} + 1` })
      .where(sql`${sportsOutcomes.id} = any(${pgArray(ids)}::bigint[])`)
}

/** Marks the markets settled, in one statement. */
export async function markMarketsSettled(tx: Tx, marketIds: readonly number[]) {
  if (marketIds.length === 0) return
  await tx
    .update(sportsMarkets)
    .set({ status: 'settled' })
    .where(sql`${sportsMarkets.id} = any(${pgArray(marketIds)}::bigint[])`)
}

/** Voids one market, or every market of the event, and each of their outcomes not void yet. */
export async function voidMarkets(tx: Tx, eventId: number, marketId?: number) {
  const where = marketId ? eq(sportsMarkets.id, marketId) : eq(sportsMarkets.eventId, eventId)
  await tx.update(sportsMarkets).set({ status: 'void' }).where(where)
  await tx
    .update(sportsOutcomes)
    .set({ result: 'void', version: sql`${sportsOutcomes.version} + 1` })
    .where(
      and(
        sql`${sportsOutcomes.marketId} in (select id from sports_markets where ${where})`,
        sql`${sportsOutcomes.result} <> 'void'`,
      ),
    )
}

/** The event's legs take their outcome's result; answers the tickets whose legs moved. */
export async function copyResultsToLegs(tx: Tx, eventId: number): Promise<number[]> {
  const moved = await tx.execute(sql`
    update sports_ticket_legs l set result = o.result
      from sports_outcomes o
     where l.outcome_id = o.id and l.event_id = ${eventId} and l.result <> o.result and l.builder is null
    returning l.ticket_id`)
  return [...new Set(rowsOf<{ ticket_id: string | number }>(moved).map((r) => Number(r.ticket_id)))]
}

/** One ticket locked FOR UPDATE with its legs in slip order, one statement; undefined when there is none. */
export async function lockTicketWithLegs(
  tx: Tx,
  ticketId: number,
): Promise<{ ticket: TicketRow; legs: TicketLegRow[] } | undefined> {
  const rows = await tx
    .select({ ticket: sportsTickets, leg: sportsTicketLegs })
    .from(sportsTickets)
    .innerJoin(sportsTicketLegs, eq(sportsTicketLegs.ticketId, sportsTickets.id))
    .where(eq(sportsTickets.id, ticketId))
    .orderBy(asc(sportsTicketLegs.position))
    .for('update', { of: sportsTickets })
  const ticket = rows[0]?.ticket
  return ticket && { ticket, legs: rows.map((r) => r.leg) }
}

/** Tickets with their legs in slip order, unlocked (a dry run). */
export async function readTicketsWithLegs(
  tx: Tx,
  ticketIds: readonly number[],
): Promise<Array<{ ticket: TicketRow; legs: TicketLegRow[] }>> {
  const rows = await tx
    .select({ ticket: sportsTickets, leg: sportsTicketLegs })
    .from(sportsTickets)
    .innerJoin(sportsTicketLegs, eq(sportsTicketLegs.ticketId, sportsTickets.id))
    .where(inArray(sportsTickets.id, [...ticketIds]))
    .orderBy(asc(sportsTickets.id), asc(sportsTicketLegs.position))
  const byTicket = new Map<number, { ticket: TicketRow; legs: TicketLegRow[] }>()
  for (const r of rows) {
    const entry = byTicket.get(r.ticket.id) ?? { ticket: r.ticket, legs: [] }
    entry.legs.push(r.leg)
    byTicket.set(r.ticket.id, entry)
  }
  return [...byTicket.values()]
}

/** A ticket's settlement columns (status, payout, version, time; a void's reason), as settlement.ts sets them. */
export async function updateTicketSettlement(tx: Tx, ticketId: number, set: Partial<TicketRow>) {
  await tx.update(sportsTickets).set(set).where(eq(sportsTickets.id, ticketId))
}

/** Each ticket's player (settlement's lanes go by player). */
export async function ticketOwners(db: DbOrTx, ticketIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: sportsTickets.id, playerId: sportsTickets.playerId })
    .from(sportsTickets)
    .where(inArray(sportsTickets.id, [...ticketIds]))
  return new Map(rows.map((r) => [r.id, r.playerId]))
}

/** Locks tickets in id order, before any account (the lock order of settlement, cash-outs and operators). */
export async function lockTickets(tx: Tx, ticketIds: readonly number[]) {
  await tx
    .select({ id: sportsTickets.id })
    .from(sportsTickets)
    .where(inArray(sportsTickets.id, [...ticketIds]))
    .orderBy(sportsTickets.id)
    .for('update')
}

/** Open tickets whose legs all have results (or one lost leg on a combination): the sweep's work. */
export async function settleableTickets(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      select t.id from sports_tickets t
       where t.status = 'open'
         and (not exists (select 1 from sports_ticket_legs l
                           where l.ticket_id = t.id and l.result = 'pending')
              or (t.kind <> 'system' and exists (select 1 from sports_ticket_legs l
                                                  where l.ticket_id = t.id and l.result = 'lost')))
       order by t.id limit ${limit}`),
  )
  return rows.map((r) => Number(r.id))
}
