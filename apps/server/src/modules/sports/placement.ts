import { createHash } from 'node:crypto'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { oddsToMilli, potentialPayout } from '@galata/game-math/sports/index'
import type { BetPlacement, SportsTicket } from '@galata/contract'
import { pgArray } from '../../db/array-literal.js'
import type { Db } from '../../db/client.js'
import { preparedStatement } from '../../db/prepared.js'
import { sportsTickets } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { betAlong, moneyTransaction, placeFreshBet, placeFreshBetAlone, toMinor } from '../wallet/index.js'
import { MAX_PAYOUT, PROVIDER, ticketTxId } from './settlement.js'
import { checkSlipRules, checkSlipShape } from './slip-rules.js'
import type { SportsDeps } from './sports.deps.js'
import {
  addExposureSql,
  eventExposure,
  eventPayoutError,
  isEventCapViolation,
  limitRowsOf,
  limitsSql,
  liabilitySql,
  maxStakeForEvents,
  maxStakeOf,
  preMatchLimitSql,
  refuseOverRisk,
} from './risk.js'
import { ticketOf, ticketView } from './views.js'
import { worldNow } from './world-clock.js'

/*
 * Placing a slip (issue 16 "Bets"). The slip is read, checked against the stored prices and
 * statuses (each refusal a 4xx, nothing written), and then the stake, the ticket and its legs are
 * written in one database transaction through the wallet (the player-protection
 * limits and the bonus rules apply there; its locks keep concurrent bets from overdrawing): the
 * plain slip as one statement with a guard that re-checks the read under its locks
 * (`placePlain`; `placeKnown`, when its outcomes were read before, sends only that statement, its
 * guard checking what a read would have), any other in a money transaction that reads the slip under its locks. The
 * placement key is unique per player: a repeat, even concurrent, answers the first ticket. An
 * outcome's liability is not a counter on its row but the sum over the open tickets' legs on it
 * (risk.ts `liabilitySql`): placements on one outcome share no row to update, and a settled or
 * cashed-out ticket drops out by itself. docs/sportsbook.md "Placement rules" has the paths, "Benchmark" the cost.
 */

/** What the key promises: the same slip. Another slip under a used key is a CONFLICT. */
export function requestHash(b: BetPlacement): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        b.kind,
        b.legs.map((l) => [l.outcomeId, oddsToMilli(l.odds), Boolean(l.banker)]),
        toMinor(b.stake).toString(),
        b.systemSizes ?? null,
        b.oddsChange,
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

function answerRepeat(deps: SportsDeps, playerId: number, id: number, stored: string, hash: string) {
  if (stored !== hash) throw new AppError('CONFLICT')
  return ticketOf(deps.db, playerId, id)
}

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

const readSlip = slipRead('sports_read_slip', sql`for share of m`)
/** The same read without locks (and outside a transaction), for `placePlain`, whose guard locks. */
const readSlipPlain = slipRead('sports_read_slip_plain', sql``)

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
    // A slip placed without a read (`placeKnown`) also needs no pre-match limit row to apply to any
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
const writeTicket = ticketStatement('sports_write_ticket', 'read')
/** The ticket of a slip placed without a read (`placeKnown`): no pre-match limit row may apply. */
const writeKnownTicket = ticketStatement('sports_write_known', 'none')

/**
 * The slip's outcomes locked in id order, for a slip a liability limit applies to (risk.ts): run
 * after the wallet has locked the player's accounts (the lock order of every money path: accounts,
 * then outcomes) and before the stake moves, so concurrent bets on an outcome queue here; their
 * liability is then summed by the next statement (`sports_leg_liability`), whose snapshot holds
 * every ticket committed by the bets this one waited for. Only this path locks outcome rows.
 * Prepared per connection.
 */
const lockOutcomes = preparedStatement<{ id: string | number }, { outcomes: string }>(
  'sports_lock_outcomes',
  sql`
    select o.id from sports_outcomes o
     where o.id = any(${sql.placeholder('outcomes')}::bigint[])
     order by o.id
       for no key update`,
)
const legLiability = preparedStatement<
  { id: string | number; liability: string | number },
  { outcomes: string }
>(
  'sports_leg_liability',
  sql`
    select o.id, ${liabilitySql(sql`o.id`, sql`o.market_id`)} as liability
      from sports_outcomes o
     where o.id = any(${sql.placeholder('outcomes')}::bigint[])`,
)

/** A twin under the same key placed first: this transaction rolls back and answers the twin's ticket. */
class TwinPlaced extends Error {}

type Picked = Array<{
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

type SlipRow = Awaited<ReturnType<typeof readSlip.execute>>[number]

/** The read's limit rows, one JSON array per leg. */
const limitsOf = (rows: SlipRow[]) => rows.map((r) => r.limits)

/** The read's rows by outcome id, as the checks take them; what never changes is remembered (`placeKnown`). */
function rowsById(db: Db, rows: SlipRow[]) {
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
 * the ticket's statement and the answer need. A liability limit is left to `check`, which runs
 * with the outcomes locked.
 */
function prepareSlip(
  playerId: number,
  b: BetPlacement,
  limitsRead: unknown[],
  ticketId: number,
  byId: ReturnType<typeof rowsById>,
  now: number,
  hash: string,
  placedAt: Date,
) {
  const picked: Picked = b.legs.map((l) => ({ leg: l, row: byId.get(l.outcomeId)! }))
  const { legs, slip, stake, potential } = checkPlacement(b, picked, now)
  // Risk limits (issue 17, risk.ts). A liability limit needs the outcomes' liability under their
  // locks (`lockOutcomes`, in the money transaction); without one the figures read decide now.
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
function unlessCapped<T>(attempt: Promise<T>): Promise<T | null> {
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
async function refuseEventCap(
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
 * A slip with what every path needs of it first: its hash, world time and placing time. Every path
 * starts here, so the request's own shape is refused here, before any market is read
 * (`checkSlipShape`: a 31-leg slip is TOO_MANY_LEGS whatever its markets' states).
 */
export async function slipAttempt(deps: SportsDeps, playerId: number, b: BetPlacement): Promise<Attempt> {
  checkSlipShape(b)
  // World time from the remembered anchor (world-clock.ts): no round trip on the hot path.
  const now = await worldNow(deps)
  return { deps, playerId, b, hash: requestHash(b), now, placedAt: new Date(deps.clock.now()) }
}

/** One slip as the statement-only paths (`placeKnown`, `placePlain`) take it. */
export type Attempt = {
  deps: SportsDeps
  playerId: number
  b: BetPlacement
  hash: string
  /** World time of the kick-off check. */
  now: number
  placedAt: Date
}

/**
 * What a read found of each outcome that a placement needs and that does not change (its event,
 * the event's kick-off and its market's MBS), per database, for `placeKnown`. A guess only: the one-statement bet's guard
 * checks both against the locked rows, so an outcome remembered wrongly costs a read, never a
 * wrong ticket. Emptied when it grows past KNOWN_LEGS (a running world adds outcomes forever).
 */
const knownLegs = new WeakMap<Db, Map<number, KnownLeg>>()
const KNOWN_LEGS = 100_000

type KnownLeg = {
  eventId: number
  mbs: number
  startAt: number
  /**
   * The pre-match limit rows the last read found on the outcome's scopes other than a player's:
   * none, some without a liability figure, or a liability limit. Unlike the rest it can change (a
   * trader's limit), and it only picks the first path (`firstPath`): remembered too low, the
   * one-statement guard (no limit row) or the plain path (no liability) refuses and the next path
   * decides; remembered too high, the slip is read one path later than it need be. Every read
   * brings it up to date.
   */
  limits: 'none' | 'stake' | 'liability'
}

function rememberLegs(db: Db, rows: SlipRow[]) {
  let known = knownLegs.get(db)
  if (!known) knownLegs.set(db, (known = new Map()))
  if (known.size + rows.length > KNOWN_LEGS) known.clear()
  for (const r of rows) {
    const limits = limitRowsOf(r.limits).filter((l) => !l.live && l.scope !== 'player')
    known.set(Number(r.outcome_id), {
      eventId: Number(r.event_id),
      mbs: Number(r.mbs),
      startAt: new Date(r.start_at).getTime(),
      limits: limits.some((l) => l.maxLiability !== null) ? 'liability' : limits.length ? 'stake' : 'none',
    })
  }
}

/** Forgets what placement remembered of outcomes (tests: the first bet on an outcome again). */
export function forgetKnownLegs(db: Db): void {
  knownLegs.delete(db)
}

/**
 * The path a pre-match slip starts on (docs/sportsbook.md "Placement rules"), from what this
 * process remembers of its outcomes: `known` (one statement, no read) when no limit row was found
 * on any leg's scopes; `plain` (read, then one statement) when only stake or payout limits were;
 * `locked` (the money transaction, outcomes locked and their liability summed) when a liability
 * limit was — the two earlier paths would refuse such a slip after a wasted round trip each. Null
 * when an outcome is not remembered or its event's kick-off has come: the slip may be a live bet,
 * and its legs must be read (live-placement.ts `placeAnySlip`).
 */
export function firstPath({ deps, b, now }: Attempt): 'known' | 'plain' | 'locked' | null {
  const known = knownLegs.get(deps.db)
  if (!known) return null
  let path: 'known' | 'plain' | 'locked' = 'known'
  for (const leg of b.legs) {
    const k = known.get(leg.outcomeId)
    if (!k || k.startAt <= now) return null
    if (k.limits === 'liability') path = 'locked'
    else if (k.limits === 'stake' && path === 'known') path = 'plain'
  }
  return path
}

/**
 * Ticket ids taken from the tickets' sequence a block at a time, per database, for `placeKnown`
 * (the wallet's bet carries the ticket's id, so it is needed before the statement). Ids are unique
 * across processes, as the sequence's are; a process that stops, or a slip refused, leaves a gap,
 * as a rollback does. Tickets are listed by placement time, never by id.
 */
const reservedIds = new WeakMap<Db, { ids: number[]; refill: Promise<void> | null }>()
const ID_BLOCK = 64
const reserveIds = preparedStatement<{ id: string | number }, { n: number }>(
  'sports_reserve_ticket_ids',
  sql`select nextval('sports_tickets_id_seq') as id from generate_series(1, ${sql.placeholder('n')}::int)`,
)

async function freshTicketId(db: Db): Promise<number> {
  let block = reservedIds.get(db)
  if (!block) reservedIds.set(db, (block = { ids: [], refill: null }))
  const b = block
  while (b.ids.length === 0) {
    b.refill ??= reserveIds
      .execute(db, { n: ID_BLOCK })
      .then((rows) => void b.ids.push(...rows.map((r) => Number(r.id))))
      .finally(() => (b.refill = null))
    await b.refill
  }
  return b.ids.shift()!
}

/**
 * The plain slip in one statement, without a read (docs/sportsbook.md "Placement rules"): when
 * every leg's outcome has been read before (`knownLegs`), the slip is checked against the odds it
 * carries, the remembered events and MBS and a reserved ticket id, and goes straight to the
 * wallet's one-statement bet, whose guard (`writeKnownTicket`) re-checks every one of those under
 * the markets' share locks, the event open, and no pre-match limit row on any leg's scopes. A
 * price that moved, a limit, a refusal by the checks, a repeat of the key (the ticket's unique
 * index), the player not in the plain case: null, and `placePlain` reads the slip and decides, with
 * the refusals and answers it has always given.
 */
export async function placeKnown({
  deps,
  playerId,
  b,
  hash,
  now,
  placedAt,
}: Attempt): Promise<SportsTicket | null> {
  const known = knownLegs.get(deps.db)
  if (!known || new Set(b.legs.map((l) => l.outcomeId)).size !== b.legs.length) return null
  const byId: ReturnType<typeof rowsById> = new Map()
  for (const leg of b.legs) {
    const k = known.get(leg.outcomeId)
    // A kicked-off event's bets are live ones (live-placement.ts): not this path's.
    if (!k || k.startAt <= now || !Number.isFinite(leg.odds)) return null
    byId.set(leg.outcomeId, {
      outcomeId: leg.outcomeId,
      oddsMilli: oddsToMilli(leg.odds),
      marketStatus: 'active',
      mbs: k.mbs,
      eventId: k.eventId,
      eventStatus: 'scheduled',
      startAt: Number.POSITIVE_INFINITY,
      // Only the limits need these, and this path takes none (the guard's `no_limit`).
      marketKey: '',
      sport: '',
      competitionId: 0,
      liability: 0n,
    })
  }
  let slip
  try {
    slip = prepareSlip(playerId, b, [], await freshTicketId(deps.db), byId, now, hash, placedAt)
  } catch (e) {
    if (e instanceof AppError) return null
    throw e
  }
  const placed = await unlessCapped(
    placeFreshBetAlone(deps, slip.bet, {
      statement: writeKnownTicket,
      values: slip.values,
    }),
  )
  if (!placed || placed.along === null || placed.along === undefined) return null
  return slip.answer()
}

/**
 * The plain slip in two statements and no explicit transaction (docs/sportsbook.md "Benchmark"):
 * the slip's read on its own (no locks: every check is made again below), the checks, then the
 * wallet's one-statement bet (`placeFreshBetAlone`), itself one transaction: the slip's guard
 * (markets share-locked, every leg still at the odds, MBS, status and start read), the
 * wallet's plain case, the stake, the ticket and its legs. Answers null whenever
 * that statement wrote nothing (a liability limit, a bonus, protection limits, cash short, a
 * moved price, a twin's ticket under the key): the money transaction below then decides.
 */
async function placePlain({ deps, playerId, b, hash, now, placedAt }: Attempt): Promise<SportsTicket | null> {
  const rows = await readSlipPlain.execute(deps.db, {
    player: playerId,
    key: b.placementKey,
    outcomes: pgArray(b.legs.map((l) => l.outcomeId)),
  })
  const first = rows[0]
  if (first && first.prior_id !== null)
    return answerRepeat(deps, playerId, Number(first.prior_id), first.prior_hash!, hash)
  const byId = rowsById(deps.db, rows)
  if (byId.size !== b.legs.length) return null
  const slip = prepareSlip(playerId, b, limitsOf(rows), Number(first!.ticket_id), byId, now, hash, placedAt)
  if (slip.byLiability) return null
  const placed = await unlessCapped(
    placeFreshBetAlone(deps, slip.bet, { statement: writeTicket, values: slip.values }),
  )
  if (!placed || placed.along === null || placed.along === undefined) return null
  return slip.answer()
}

/**
 * One slip. The plain case first: without a read when every outcome has been read before
 * (`placeKnown`: one statement), else `placePlain` (two). Otherwise one money transaction
 * of three statements besides begin and commit: the slip's read under its locks (the risk figures,
 * the key's earlier ticket, the new ticket's id), the wallet's claim with the gate and its locks,
 * then the wallet's posting carrying the ticket and its legs (`placeFreshBet`, or
 * `placeBet` with `writeTicket`); under a liability limit, the outcomes' lock and their liability
 * in between. A slip whose outcomes were last read under a liability limit starts there
 * (`firstPath`). The checks run on rows read under the locks that keep them true
 * until the commit. The answer is built from what was written; a repeat of the key reads the
 * stored ticket.
 */
export async function placeSlip(
  deps: SportsDeps,
  playerId: number,
  b: BetPlacement,
  /** The slip's attempt when the caller has made it already (live-placement.ts). */
  made?: Attempt,
): Promise<SportsTicket> {
  const ids = b.legs.map((l) => l.outcomeId)
  const attempt = made ?? (await slipAttempt(deps, playerId, b))
  const { hash, now, placedAt } = attempt
  // The paths in order, each taking what the one before refused; `firstPath` skips those that
  // would refuse this slip for its limits.
  const path = firstPath(attempt)
  if (path === 'known') {
    const known = await placeKnown(attempt)
    if (known) return known
  }
  if (path !== 'locked') {
    const plain = await placePlain(attempt)
    if (plain) return plain
  }
  let placed
  let prepared: ReturnType<typeof prepareSlip> | null = null
  try {
    placed = await moneyTransaction(deps, async (m) => {
      const rows = await readSlip.executeIn(m.tx, {
        player: playerId,
        key: b.placementKey,
        outcomes: pgArray(ids),
      })
      const prior = rows[0]
      if (prior && prior.prior_id !== null)
        return { kind: 'repeat', id: Number(prior.prior_id), hash: prior.prior_hash! } as const
      const byId = rowsById(deps.db, rows)
      // Unknown outcomes (or one twice): only now ask whether the key has a ticket, the read above
      // finds it only alongside an outcome.
      if (byId.size !== ids.length) return { kind: 'unknown' } as const
      const slip = prepareSlip(
        playerId,
        b,
        limitsOf(rows),
        Number(prior!.ticket_id),
        byId,
        now,
        hash,
        placedAt,
      )
      prepared = slip
      const bet = await placeFreshBet(m, slip.bet, {
        statement: writeTicket,
        check: slip.byLiability
          ? async () => {
              const outcomes = pgArray([...byId.keys()].sort((x, y) => x - y))
              await lockOutcomes.executeIn(m.tx, { outcomes })
              const locked = await legLiability.executeIn(m.tx, { outcomes })
              for (const r of locked) byId.get(Number(r.id))!.liability = BigInt(r.liability)
              slip.refuseOverLimit()
            }
          : undefined,
        values: slip.values,
      })
      // A replayed wallet bet (its id is this ticket's, fresh from the sequence: never) wrote no
      // ticket: roll back, and the key's ticket, if any, is the answer.
      if (bet.replayed || bet.along === null || bet.along === undefined) throw new TwinPlaced()
      return { kind: 'placed', ticket: slip.answer() } as const
    })
  } catch (e) {
    if (prepared && isEventCapViolation(e)) await refuseEventCap(deps, playerId, prepared)
    // A twin under the same key committed first: its ticket made this one's insert fail (or it took
    // the player's money first and this one's wallet refused it, INSUFFICIENT_FUNDS). The key's
    // ticket, when there is one, is the answer; the transaction rolled back, nothing written.
    if (e instanceof TwinPlaced || (e as { code?: unknown }).code === UNIQUE_VIOLATION)
      placed = { kind: 'twin' } as const
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

/** PostgreSQL's unique_violation: a twin's ticket under the same key. */
const UNIQUE_VIOLATION = '23505'

/** JSON.stringify's replacer for bigints (limit rows are deduplicated by their text). */
const big = (_: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)
