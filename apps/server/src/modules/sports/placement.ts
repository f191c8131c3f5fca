import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import {
  checkSlip,
  maxStakeForPayout,
  oddsToMilli,
  potentialPayout,
  isStakeDivisible,
  type Slip,
  type SlipLeg,
} from '@galata/game-math/sports/index'
import { SPORTS_LIMITS, type BetPlacement, type SportsTicket } from '@galata/contract'
import { preparedStatement } from '../../db/prepared.js'
import { sportsTickets } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { betAlong, moneyTransaction, placeBet, toMajor, toMinor } from '../wallet/index.js'
import { MAX_PAYOUT, PROVIDER, ticketTxId } from './settlement.js'
import type { SportsDeps } from './sports.deps.js'
import { limitRowsOf, limitsSql, liabilitySql, maxStakeOf } from './risk.js'
import { oddsOf, ticketOf, ticketView } from './views.js'
import { worldNow } from './world-clock.js'

/*
 * Placing a slip (issue 16 "Bets"). One money transaction reads the slip under its locks, checks it
 * against the stored prices and statuses (each refusal a 4xx; the transaction rolls back, nothing
 * written), writes the ticket, its legs and the liability, and takes the stake through the
 * wallet's `placeBet` (the player-protection limits and the bonus rules apply there; its locks
 * keep concurrent bets from overdrawing). The placement key is unique per player: a repeat, even
 * concurrent, finds the first ticket and answers it. docs/sportsbook.md "Benchmark" has the cost.
 */

const MIN_STAKE = toMinor(SPORTS_LIMITS.stakeMin)
const MAX_STAKE = toMinor(SPORTS_LIMITS.stakeMax)

/** What the key promises: the same slip. Another slip under a used key is a CONFLICT. */
function requestHash(b: BetPlacement): string {
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
async function existing(deps: SportsDeps, playerId: number, b: BetPlacement, hash: string) {
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

const SLIP_ERRORS = {
  TOO_MANY_LEGS: () => new AppError('TOO_MANY_LEGS'),
  COMBO_SAME_EVENT: () => new AppError('COMBO_SAME_EVENT'),
  NO_LEGS: () => new AppError('VALIDATION_FAILED', { legs: 'required' }),
  SYSTEM_INVALID: () => new AppError('VALIDATION_FAILED', { systemSizes: 'invalid_option' }),
  ODDS_INVALID: () => new AppError('VALIDATION_FAILED', { legs: 'invalid_option' }),
} as const

/** An int or boolean array as one PostgreSQL array literal (`{1,2}`, `{t,f}`): one parameter. */
const pgArray = (xs: readonly (number | boolean)[]) =>
  `{${xs.map((x) => (typeof x === 'boolean' ? (x ? 't' : 'f') : String(x))).join(',')}}`

/**
 * The slip's read, the first statement of the placement's transaction and its only read: the
 * outcomes with their markets and events, what the risk limits need of each leg (its scopes, its
 * outcome's liability, the limit rows of those scopes), the ticket already placed under this key
 * (if any), and the new ticket's id, taken from its sequence now so the wallet's bet can carry it
 * before the ticket row is written (a refused slip leaves a gap in the ids, as any rollback does).
 * The outcomes are locked FOR NO KEY UPDATE in id order: two slips on the same outcomes queue here
 * for the liability update instead of deadlocking (the legs' foreign keys take key-share locks,
 * which this lock does not block). The markets and events are read FOR SHARE: the job's kick-off
 * and the traders' suspend/void update those rows, so they wait for this placement to commit, and
 * a placement that arrives after them finds their change (research §7). A slip that waited for an
 * outcome's lock reads that outcome's payouts as the other placement committed them but its
 * market's stakes as of the statement's start: the liability can only come out higher than it
 * is, so the limit is never passed. Prepared per connection.
 */
const readSlip = preparedStatement<
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
    liability: string | number
    limits: unknown
    prior_id: string | number | null
    prior_hash: string | null
    ticket_id: string | number
  },
  { player: number; key: string; outcomes: string }
>(
  'sports_read_slip',
  sql`
    with next_ticket as materialized (select nextval('sports_tickets_id_seq') as id)
    select o.id as outcome_id, o.odds_milli, m.status as market_status, m.key as market_key, m.mbs,
           e.id as event_id, e.status as event_status, e.start_at, e.sport, e.competition_id,
           ${liabilitySql(sql`o.liability_payout`, sql`o.market_id`)} as liability,
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
     order by o.id
       for no key update of o
       for share of m, e`,
)

/**
 * The ticket under the reserved id, its legs and the liability counters of its outcomes: CTEs of
 * the wallet's bet posting (`betAlong`), so the stake, the ticket and the legs are one statement.
 * A concurrent twin under the same key makes the ticket's insert do nothing (it waits on the
 * unique index until the twin commits), and then the legs and the liability are skipped too; the
 * statement answers no ticket and placement rolls the whole transaction back (the stake with it).
 */
const writeTicket = betAlong<{
  ticketId: string
  player: number
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
}>(
  'sports_write_ticket',
  sql`
    ticket as (
      insert into sports_tickets
        (id, player_id, kind, stake, system_sizes, potential_payout, status, placement_key, request_hash, odds_change,
         placed_at)
      values (${sql.placeholder('ticketId')}::bigint, ${sql.placeholder('player')}::bigint,
              ${sql.placeholder('ticketKind')}, ${sql.placeholder('stake')}::bigint,
              ${sql.placeholder('sizes')}::jsonb, ${sql.placeholder('potential')}::bigint, 'open',
              ${sql.placeholder('placementKey')}, ${sql.placeholder('slipHash')}, ${sql.placeholder('oddsChange')},
              ${sql.placeholder('placedAt')}::timestamptz)
      on conflict do nothing
      returning id
    ), ticket_legs as (
      insert into sports_ticket_legs (ticket_id, position, outcome_id, event_id, odds_milli, mbs, is_banker)
      select t.id, l.n - 1, l.outcome_id, l.event_id, l.odds_milli, l.mbs, l.banker
        from ticket t,
             unnest(${sql.placeholder('outcomes')}::bigint[], ${sql.placeholder('events')}::bigint[],
                    ${sql.placeholder('odds')}::int[], ${sql.placeholder('mbs')}::int[],
                    ${sql.placeholder('bankers')}::boolean[])
               with ordinality as l(outcome_id, event_id, odds_milli, mbs, banker, n)
    ), ticket_liability as (
      update sports_outcomes
         set liability_stake = liability_stake + ${sql.placeholder('stake')}::bigint,
             liability_payout = liability_payout + ${sql.placeholder('potential')}::bigint
       where id = any(${sql.placeholder('outcomes')}::bigint[]) and exists (select 1 from ticket)
    )`,
  sql`(select id from ticket)`,
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

  const legs: SlipLeg[] = picked.map(({ leg, row }) => ({
    eventId: String(row.eventId),
    oddsMilli: row.oddsMilli,
    mbs: row.mbs,
    isBanker: Boolean(leg.banker),
  }))
  const slip: Slip =
    b.kind === 'system'
      ? { kind: 'system', legs, sizes: b.systemSizes ?? [] }
      : b.kind === 'single'
        ? { kind: 'single', legs: [legs[0]!] }
        : { kind: 'combo', legs }
  const slipError = checkSlip(slip)
  if (slipError === 'MBS_NOT_MET')
    throw new AppError('MBS_NOT_MET', undefined, { mbs: Math.max(...legs.map((l) => l.mbs)) })
  if (slipError) throw SLIP_ERRORS[slipError]()

  // The odds-change policy: the ticket always takes the current prices; "none" refuses any move,
  // "higher" refuses a move down, "any" takes whatever the price is now.
  const moved = picked.filter(({ leg, row }) =>
    b.oddsChange === 'none'
      ? row.oddsMilli !== oddsToMilli(leg.odds)
      : b.oddsChange === 'higher' && row.oddsMilli < oddsToMilli(leg.odds),
  )
  if (moved.length > 0)
    throw new AppError('ODDS_CHANGED', undefined, {
      legs: picked.map(({ row }) => ({ outcomeId: row.outcomeId, odds: oddsOf(row.oddsMilli) })),
    })

  const stake = toMinor(b.stake)
  if (stake < MIN_STAKE) throw new AppError('STAKE_TOO_LOW', undefined, { minStake: SPORTS_LIMITS.stakeMin })
  if (slip.kind === 'system' && !isStakeDivisible(slip, stake))
    throw new AppError('VALIDATION_FAILED', { stake: 'invalid_number' })
  const fitsPayout = maxStakeForPayout(slip, MAX_PAYOUT)
  if (stake > MAX_STAKE)
    throw new AppError('STAKE_TOO_HIGH', undefined, {
      maxStake: toMajor(fitsPayout < MAX_STAKE ? fitsPayout : MAX_STAKE),
    })
  if (stake > fitsPayout)
    throw new AppError('MAX_PAYOUT', undefined, {
      maxStake: toMajor(fitsPayout),
      maxPayout: SPORTS_LIMITS.payoutMax,
    })
  return { legs, slip, stake, potential: potentialPayout(slip, stake, MAX_PAYOUT) }
}

/**
 * One slip, one transaction of three statements besides begin and commit: the slip's read (locks,
 * the risk figures, the key's earlier ticket, the new ticket's id), the wallet's claim with the
 * gate and its locks, then the wallet's posting carrying the ticket, its legs and the liability
 * (`placeBet` with `writeTicket`). The checks run once, on rows read under the locks that keep
 * them true until the commit. The answer is built from what the transaction wrote; a repeat of the
 * key reads the stored ticket.
 */
export async function placeSlip(deps: SportsDeps, playerId: number, b: BetPlacement): Promise<SportsTicket> {
  const hash = requestHash(b)
  const ids = b.legs.map((l) => l.outcomeId)
  // World time from the remembered anchor (world-clock.ts): no round trip on the hot path.
  const now = await worldNow(deps)
  const placedAt = new Date(deps.clock.now())
  let placed
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
      const byId = new Map(
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
            liability: BigInt(r.liability),
          },
        ]),
      )
      // Unknown outcomes (or one twice): only now ask whether the key has a ticket, the read above
      // finds it only alongside an outcome.
      if (byId.size !== ids.length) return { kind: 'unknown' } as const
      const picked: Picked = b.legs.map((l) => ({ leg: l, row: byId.get(l.outcomeId)! }))
      const { legs, slip, stake, potential } = checkPlacement(b, picked, now)
      // Risk limits (issue 17, risk.ts), read with the outcomes locked so their liability is current.
      const limits = new Map(
        rows.flatMap((r) => limitRowsOf(r.limits).map((l) => [JSON.stringify(l, big), l])),
      )
      const riskMax = maxStakeOf(
        playerId,
        picked.map(({ row }) => row),
        [...limits.values()],
        slip,
      )
      if (stake > riskMax) throw new AppError('STAKE_TOO_HIGH', undefined, { maxStake: toMajor(riskMax) })
      const systemSizes = b.kind === 'system' ? [...new Set(b.systemSizes)].sort((x, y) => x - y) : null
      const ticketId = Number(prior!.ticket_id)
      const bet = await placeBet(
        m,
        {
          provider: PROVIDER,
          txId: ticketTxId(ticketId),
          playerId,
          roundId: ticketTxId(ticketId),
          gameCode: null,
          amount: stake,
          currency: 'TRY',
        },
        {
          statement: writeTicket,
          values: {
            ticketId: String(ticketId),
            player: playerId,
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
          },
        },
      )
      // A concurrent twin got there first: roll back (the stake too); its ticket is the answer,
      // read after the commit. A replayed wallet bet (its id is this ticket's, fresh from the
      // sequence: never) wrote no ticket either.
      if (bet.replayed || bet.along === null || bet.along === undefined) throw new TwinPlaced()
      return {
        kind: 'placed',
        ticket: ticketView(
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
        ),
      } as const
    })
  } catch (e) {
    if (e instanceof TwinPlaced) placed = { kind: 'twin' } as const
    else {
      // A twin that committed while this one waited for the outcomes' locks took the player's
      // money first and can make this one's wallet refuse it (INSUFFICIENT_FUNDS): the key's
      // ticket, when there is one, is the answer to every refusal.
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

/** JSON.stringify's replacer for bigints (limit rows are deduplicated by their text). */
const big = (_: string, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)
