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
import { moneyTransaction, placeBet, toMajor, toMinor } from '../wallet/index.js'
import { MAX_PAYOUT, PROVIDER, ticketTxId } from './settlement.js'
import type { SportsDeps } from './sports.deps.js'
import { riskMaxStake } from './risk.js'
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
 * outcomes with their markets and events, and the ticket already placed under this key (if any).
 * The outcomes are locked FOR NO KEY UPDATE in id order: two slips on the same outcomes queue here
 * for the liability update instead of deadlocking (the legs' foreign keys take key-share locks,
 * which this lock does not block). The markets and events are read FOR SHARE: the job's kick-off
 * and the traders' suspend/void update those rows, so they wait for this placement to commit, and
 * a placement that arrives after them finds their change (research §7). Prepared per connection.
 */
const readSlip = preparedStatement<
  {
    outcome_id: string | number
    odds_milli: number
    market_status: string
    mbs: number
    event_id: string | number
    event_status: string
    start_at: Date | string
    prior_id: string | number | null
    prior_hash: string | null
  },
  { player: number; key: string; outcomes: string }
>(
  'sports_read_slip',
  sql`
    select o.id as outcome_id, o.odds_milli, m.status as market_status, m.mbs, e.id as event_id,
           e.status as event_status, e.start_at, t.id as prior_id, t.request_hash as prior_hash
      from sports_outcomes o
      join sports_markets m on m.id = o.market_id
      join sports_events e on e.id = m.event_id
      left join sports_tickets t
        on t.player_id = ${sql.placeholder('player')}::bigint and t.placement_key = ${sql.placeholder('key')}
     where o.id = any(${sql.placeholder('outcomes')}::bigint[])
     order by o.id
       for no key update of o
       for share of m, e`,
)

/**
 * The ticket, its legs and the liability counters of its outcomes in one statement (prepared).
 * A concurrent twin under the same key makes the ticket's insert do nothing (it waits on the
 * unique index until the twin commits), and then the legs and the liability are skipped too.
 */
const writeTicket = preparedStatement<
  { id: string | number },
  {
    player: number
    kind: string
    stake: string
    sizes: string | null
    potential: string
    key: string
    hash: string
    oddsChange: string
    placedAt: string
    outcomes: string
    events: string
    odds: string
    mbs: string
    bankers: string
  }
>(
  'sports_write_ticket',
  sql`
    with ticket as (
      insert into sports_tickets
        (player_id, kind, stake, system_sizes, potential_payout, status, placement_key, request_hash, odds_change,
         placed_at)
      values (${sql.placeholder('player')}::bigint, ${sql.placeholder('kind')}, ${sql.placeholder('stake')}::bigint,
              ${sql.placeholder('sizes')}::jsonb, ${sql.placeholder('potential')}::bigint, 'open',
              ${sql.placeholder('key')}, ${sql.placeholder('hash')}, ${sql.placeholder('oddsChange')},
              ${sql.placeholder('placedAt')}::timestamptz)
      on conflict do nothing
      returning id
    ), legs as (
      insert into sports_ticket_legs (ticket_id, position, outcome_id, event_id, odds_milli, mbs, is_banker)
      select t.id, l.n - 1, l.outcome_id, l.event_id, l.odds_milli, l.mbs, l.banker
        from ticket t,
             unnest(${sql.placeholder('outcomes')}::bigint[], ${sql.placeholder('events')}::bigint[],
                    ${sql.placeholder('odds')}::int[], ${sql.placeholder('mbs')}::int[],
                    ${sql.placeholder('bankers')}::boolean[])
               with ordinality as l(outcome_id, event_id, odds_milli, mbs, banker, n)
    ), liability as (
      update sports_outcomes
         set liability_stake = liability_stake + ${sql.placeholder('stake')}::bigint,
             liability_payout = liability_payout + ${sql.placeholder('potential')}::bigint
       where id = any(${sql.placeholder('outcomes')}::bigint[]) and exists (select 1 from ticket)
    )
    select id from ticket`,
)

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
 * One slip, one transaction of five statements besides begin and commit: the slip's read (locks
 * and the key's earlier ticket), the ticket with its legs and liability, then the wallet's
 * `placeBet` (claim with the gate, the bonus and accounts locked, the posting with its answer).
 * The checks run once, on rows read under the locks that keep them true until the commit. The
 * answer is built from what the transaction wrote; a repeat of the key reads the stored ticket.
 */
export async function placeSlip(deps: SportsDeps, playerId: number, b: BetPlacement): Promise<SportsTicket> {
  const hash = requestHash(b)
  const ids = b.legs.map((l) => l.outcomeId)
  // World time from the remembered anchor (world-clock.ts): no round trip on the hot path.
  const now = await worldNow(deps)
  const placedAt = new Date(deps.clock.now())
  const placed = await moneyTransaction(deps, async (m) => {
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
        },
      ]),
    )
    // Unknown outcomes (or one twice): only now ask whether the key has a ticket, the read above
    // finds it only alongside an outcome.
    if (byId.size !== ids.length) return { kind: 'unknown' } as const
    const picked: Picked = b.legs.map((l) => ({ leg: l, row: byId.get(l.outcomeId)! }))
    const { legs, slip, stake, potential } = checkPlacement(b, picked, now)
    // Risk limits (issue 17, risk.ts), read with the outcomes locked so their liability is current.
    const riskMax = await riskMaxStake(m.tx, playerId, ids, slip)
    if (stake > riskMax) throw new AppError('STAKE_TOO_HIGH', undefined, { maxStake: toMajor(riskMax) })
    const systemSizes = b.kind === 'system' ? [...new Set(b.systemSizes)].sort((x, y) => x - y) : null
    const [ticket] = await writeTicket.executeIn(m.tx, {
      player: playerId,
      kind: b.kind,
      stake: stake.toString(),
      sizes: systemSizes === null ? null : JSON.stringify(systemSizes),
      potential: potential.toString(),
      key: b.placementKey,
      hash,
      oddsChange: b.oddsChange,
      placedAt: placedAt.toISOString(),
      outcomes: pgArray(picked.map(({ row }) => row.outcomeId)),
      events: pgArray(picked.map(({ row }) => row.eventId)),
      odds: pgArray(picked.map(({ row }) => row.oddsMilli)),
      mbs: pgArray(picked.map(({ row }) => row.mbs)),
      bankers: pgArray(legs.map((l) => l.isBanker ?? false)),
    })
    // A concurrent twin got there first: its ticket is the answer (read after the commit).
    if (!ticket) return { kind: 'twin' } as const
    const ticketId = Number(ticket.id)
    await placeBet(m, {
      provider: PROVIDER,
      txId: ticketTxId(ticketId),
      playerId,
      roundId: ticketTxId(ticketId),
      gameCode: null,
      amount: stake,
      currency: 'TRY',
    })
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
  if (placed.kind === 'placed') return placed.ticket
  if (placed.kind === 'repeat') return answerRepeat(deps, playerId, placed.id, placed.hash, hash)
  const twin = await existing(deps, playerId, b, hash)
  if (twin) return twin
  throw new AppError(placed.kind === 'unknown' ? 'NOT_FOUND' : 'CONFLICT')
}
