import { potentialPayout, type Slip } from '@galata/game-math/sports/index'
import type { BetPlacement, SportsTicket } from '@galata/contract'
import { sportsTicketLegs, sportsTickets } from '../../../db/schema/index.js'
import { AppError } from '../../../lib/app-error.js'
import { moneyTransaction, placeBet, type MoneyTx } from '../../wallet/index.js'
import { liveDelayFor } from '../live-delays.js'
import { holdEventPayout, refuseOverRisk, riskMaxStake } from '../risk.js'
import { PROVIDER, ticketTxId } from '../settlement.js'
import { checkSlipRules, MAX_PAYOUT, outcomeOf } from '../slip-rules.js'
import { readLegs, type LegRow } from '../sports.queries.js'
import { oddsOf, ticketOf } from '../views.js'
import { worldNow } from '../world-clock.js'
import { existing, type Attempt } from './slip.js'
import type { PlacementStrategy } from './strategy.js'

/*
 * The live strategy: a bet held pending for its delay (docs/sportsbook.md "Live betting"; research
 * §4 "Acceptance rule").
 *
 * Applies when any leg's event is in play (the legs read once; a pre-match strategy that met
 * EVENT_STARTED hands the slip here when the read finds the event live). The stake is reserved
 * (the wallet's placeBet) and the ticket stored `pending` with each live leg's event state version,
 * until `accept_at` = now + the longest delay of its legs (live-delays.ts: the competition's, else
 * the sport's as traders set them, else football 6 s, basketball and tennis 4 s, e-sports 8 s).
 * The risk limits are checked now with every limit × the live factor, and again when the ticket is
 * decided (live-decision.ts), where it is accepted or rejected and refunded.
 */
export const live: PlacementStrategy = {
  name: 'live',
  // A bet builder is pre-match only (docs/sportsbook.md "Bet builder placement"): builder.ts's.
  applies: (a) => !a.builder && anyLive(a),
  async place(a) {
    return placeLiveSlip(a, await legsOf(a))
  },
}

/** The slip's legs as the live strategy reads them, read once per attempt. */
export function legsOf(a: Attempt): Promise<LegRow[]> {
  a.legs ??= readLegs(a.deps.db, a.b.legs.map(outcomeOf))
  return a.legs
}

/** Whether any leg's event is in play: read only when the memory could not tell (`firstPath` null) or a kick-off was met. */
export async function anyLive(a: Attempt): Promise<boolean> {
  return (await legsOf(a)).some((r) => r.eventStatus === 'live')
}

/** A leg may be taken: a live event's in-play market that is open, or a pre-match one not started. */
function checkLeg(row: LegRow, now: number) {
  if (row.eventStatus === 'live') {
    if (row.marketStatus !== 'active' || row.phase !== 'live') throw new AppError('MARKET_SUSPENDED')
    return
  }
  if (row.eventStatus !== 'scheduled' || row.startAt.getTime() <= now) throw new AppError('EVENT_STARTED')
  if (row.marketStatus !== 'active') throw new AppError('MARKET_SUSPENDED')
}

async function placeLiveSlip({ deps, playerId, b, hash }: Attempt, rows: LegRow[]): Promise<SportsTicket> {
  const repeat = await existing(deps, playerId, b, hash)
  if (repeat) return repeat
  const byId = new Map(rows.map((r) => [r.outcomeId, r]))
  if (byId.size !== b.legs.length) throw new AppError('NOT_FOUND')
  const now = await worldNow(deps)
  const picked = b.legs.map((l) => ({ leg: l, row: byId.get(outcomeOf(l))! }))
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
    const locked = await readLegs(
      m.tx,
      picked.map((p) => p.row.outcomeId),
      true,
    )
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
    const placedAt = deps.clock.now()
    return bookTicket(m, {
      playerId,
      b,
      hash,
      stake,
      slip,
      live: true,
      // One reading of the clock, so the hold is exactly the delay.
      placedAt: new Date(placedAt),
      acceptAt: new Date(placedAt + delay),
      legs: picked.map(({ row }, position) => ({
        outcomeId: row.outcomeId,
        eventId: row.eventId,
        oddsMilli: row.oddsMilli,
        mbs: row.mbs,
        isBanker: legs[position]!.isBanker ?? false,
        stateVersion: row.eventStatus === 'live' ? row.stateVersion : null,
        builder: null,
      })),
    })
  })
  if (ticketId === null) {
    const twin = await existing(deps, playerId, b, hash)
    if (!twin) throw new AppError('CONFLICT')
    return twin
  }
  return ticketOf(deps.db, playerId, ticketId)
}

/**
 * A ticket written in the caller's money transaction by the strategies that place through drizzle
 * (this one and the bet builder's, builder.ts): the ticket (`pending` until its delay when `live`,
 * else `open`), its legs, the wallet's bet, and the per-event cap (× the live factor when `live`;
 * docs/sportsbook.md "Risk"), read now that the wallet holds the player's accounts (every placement
 * adds to the sums under that lock). Null when a twin under the same key wrote its ticket first.
 */
export async function bookTicket(
  m: MoneyTx,
  t: {
    playerId: number
    b: BetPlacement
    hash: string
    stake: bigint
    slip: Slip
    live: boolean
    placedAt: Date
    acceptAt: Date | null
    legs: Array<Omit<typeof sportsTicketLegs.$inferInsert, 'ticketId' | 'position'>>
  },
): Promise<number | null> {
  const { playerId, b, stake, slip } = t
  const [ticket] = await m.tx
    .insert(sportsTickets)
    .values({
      playerId,
      kind: b.kind,
      stake,
      systemSizes: b.kind === 'system' ? [...new Set(b.systemSizes)].sort((x, y) => x - y) : null,
      potentialPayout: potentialPayout(slip, stake, MAX_PAYOUT),
      status: t.live ? 'pending' : 'open',
      placementKey: b.placementKey,
      requestHash: t.hash,
      oddsChange: b.oddsChange,
      placedAt: t.placedAt,
      acceptAt: t.acceptAt,
    })
    .onConflictDoNothing()
    .returning({ id: sportsTickets.id })
  if (!ticket) return null
  await m.tx
    .insert(sportsTicketLegs)
    .values(t.legs.map((leg, position) => ({ ...leg, ticketId: ticket.id, position })))
  await placeBet(m, {
    provider: PROVIDER,
    txId: ticketTxId(ticket.id),
    playerId,
    roundId: ticketTxId(ticket.id),
    gameCode: null,
    amount: stake,
    currency: 'TRY',
  })
  await holdEventPayout(
    m.tx,
    playerId,
    stake,
    slip,
    t.legs.map((l) => l.eventId),
    0n,
    t.live,
  )
  return ticket.id
}
