import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import {
  SPORT_KEYS,
  type Locale,
  type MyBetsQuery,
  type SportsEvent,
  type SportsEventDetail,
  type SportsEventsQuery,
  type SportsMarket,
  type SportsTicket,
  type SportsTree,
  type SportKey,
} from '@galata/contract'
import { MINUTE_MS, SPORT_NAMES } from '@galata/game-math/sports/index'
import type { Db, Tx } from '../../db/client.js'
import {
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  sportsTicketLegs,
  sportsTickets,
} from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { toMajor } from '../wallet/index.js'
import { freebetTickets, freebetWinnings, ticketBoosts } from '../bonuses/index.js'
import type { StoredResult } from './replay.js'
import type { SportsDeps } from './sports.deps.js'
import { worldNow } from './world-clock.js'
import { liveView, trackerOf } from './live-view.js'
import { outcomesByMarket, outcomesOfMarkets, type OutcomeRow } from './market-outcomes.js'

/*
 * The sportsbook's answers (docs/sportsbook.md "API"): names in the caller's language, amounts in lira,
 * odds as decimals (the tables keep thousandths). Pre-match lists show events that have not kicked
 * off in world time; live lists those in play.
 */

type EventRow = typeof sportsEvents.$inferSelect
type MarketRow = typeof sportsMarkets.$inferSelect

export const oddsOf = (milli: number) => milli / 1000

function marketView(m: MarketRow, outcomes: OutcomeRow[], locale: Locale): SportsMarket {
  return {
    id: m.id,
    key: m.key,
    name: locale === 'tr' ? m.nameTr : m.nameEn,
    line: m.line,
    status: m.status,
    phase: m.phase,
    mbs: m.mbs,
    outcomes: outcomes.map((o) => ({
      id: o.id,
      key: o.key,
      name: locale === 'tr' ? o.nameTr : o.nameEn,
      odds: oddsOf(o.oddsMilli),
      result: o.result as SportsMarket['outcomes'][number]['result'],
    })),
  }
}

export async function marketsOf(
  db: Db | Tx,
  where: SQL,
  locale: Locale,
): Promise<Map<number, SportsMarket[]>> {
  const markets = await db
    .select()
    .from(sportsMarkets)
    .where(where)
    .orderBy(asc(sportsMarkets.eventId), asc(sportsMarkets.sort))
  const byMarket = outcomesByMarket(
    await outcomesOfMarkets(
      db,
      markets.map((m) => m.id),
    ),
  )
  const out = new Map<number, SportsMarket[]>()
  for (const m of markets)
    out.set(m.eventId, [...(out.get(m.eventId) ?? []), marketView(m, byMarket.get(m.id) ?? [], locale)])
  return out
}

export function eventView(
  e: EventRow,
  competition: { id: number; nameTr: string; nameEn: string },
  mainMarket: SportsMarket | null,
  marketCount: number,
  locale: Locale,
  speed: number,
): SportsEvent {
  const r = e.result as StoredResult | null
  const live = e.status === 'live' ? liveView(e, speed) : null
  return {
    id: e.id,
    sport: e.sport as SportKey,
    competition: { id: competition.id, name: locale === 'tr' ? competition.nameTr : competition.nameEn },
    home: locale === 'tr' ? e.homeTr : e.homeEn,
    away: locale === 'tr' ? e.awayTr : e.awayEn,
    startAt: e.startAt.toISOString(),
    status: e.status,
    score: r ? { home: r.home, away: r.away } : (live?.score ?? null),
    seedHash: e.seedHash,
    live: live?.view ?? null,
    mainMarket,
    marketCount,
  }
}

/**
 * Whether the event page offers a market (the lists' "+N"): before kick-off an open or suspended
 * one, in play one with an in-play price (a decided one is `closed` and not listed).
 */
export const offered = (m: Pick<SportsMarket, 'status' | 'phase'>, live: boolean) =>
  (m.status === 'active' || m.status === 'suspended') && m.phase === (live ? 'live' : 'pre')

export const eventColumns = {
  event: sportsEvents,
  competition: {
    id: sportsCompetitions.id,
    nameTr: sportsCompetitions.nameTr,
    nameEn: sportsCompetitions.nameEn,
  },
}

/** Istanbul's calendar day (UTC+3 all year) of world time, as [start, end). */
export function dayRange(day: string): [Date, Date] {
  const start = Date.parse(`${day.slice(0, 10)}T00:00:00+03:00`)
  return [new Date(start), new Date(start + 24 * 3600_000)]
}

export async function listEvents(deps: SportsDeps, q: SportsEventsQuery, locale: Locale) {
  const now = new Date(await worldNow(deps))
  const conds: SQL[] = q.live
    ? [eq(sportsEvents.status, 'live')]
    : [eq(sportsEvents.status, 'scheduled'), gt(sportsEvents.startAt, now)]
  if (q.sport) conds.push(eq(sportsEvents.sport, q.sport))
  if (q.competitionId) conds.push(eq(sportsEvents.competitionId, q.competitionId))
  if (q.day) {
    const [from, to] = dayRange(q.day)
    conds.push(gte(sportsEvents.startAt, from), lt(sportsEvents.startAt, to))
  }
  const where = and(...conds)!
  const [total] = await deps.db.select({ n: count() }).from(sportsEvents).where(where)
  const rows = await deps.db
    .select(eventColumns)
    .from(sportsEvents)
    .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
    .where(where)
    .orderBy(asc(sportsEvents.startAt), asc(sportsEvents.id))
    .offset(q.skip)
    .limit(q.take)
  return { items: await eventViewsOf(deps, rows, q.live, locale), total: total?.n ?? 0 }
}

/** Events as the lists show them: each with its main market and how many markets it offers. */
export async function eventViewsOf(
  deps: SportsDeps,
  rows: Array<{ event: EventRow; competition: { id: number; nameTr: string; nameEn: string } }>,
  live: boolean,
  locale: Locale,
): Promise<SportsEvent[]> {
  const ids = rows.map((r) => r.event.id)
  const markets = ids.length
    ? await marketsOf(deps.db, and(inArray(sportsMarkets.eventId, ids), eq(sportsMarkets.sort, 0))!, locale)
    : new Map<number, SportsMarket[]>()
  const counts = ids.length
    ? await deps.db
        .select({ eventId: sportsMarkets.eventId, n: count() })
        .from(sportsMarkets)
        .where(
          and(
            inArray(sportsMarkets.eventId, ids),
            inArray(sportsMarkets.status, ['active', 'suspended']),
            eq(sportsMarkets.phase, live ? 'live' : 'pre'),
          ),
        )
        .groupBy(sportsMarkets.eventId)
    : []
  const countOf = new Map(counts.map((c) => [c.eventId, c.n]))
  return rows.map((r) =>
    eventView(
      r.event,
      r.competition,
      markets.get(r.event.id)?.[0] ?? null,
      countOf.get(r.event.id) ?? 0,
      locale,
      deps.speed,
    ),
  )
}

export async function eventDetail(
  db: Db,
  id: number,
  locale: Locale,
  /**
   * World time (ms) the last live pass processed (world-clock.ts `liveThrough`): the match tracker
   * of an event in play stops there, never ahead of the book's prices, bet stops and cash-out
   * offers (docs/sportsbook.md "Live on the web").
   */
  bookAt?: number | null,
  /** SPORTS_SPEED, for the live clock's rate (live-view.ts). */
  speed = 1,
): Promise<SportsEventDetail> {
  const [row] = await db
    .select(eventColumns)
    .from(sportsEvents)
    .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
    .where(eq(sportsEvents.id, id))
  if (!row) throw new AppError('NOT_FOUND')
  const markets = (await marketsOf(db, eq(sportsMarkets.eventId, id), locale)).get(id) ?? []
  return {
    ...eventView(
      row.event,
      row.competition,
      markets[0] ?? null,
      markets.filter((m) => offered(m, row.event.status === 'live')).length,
      locale,
      speed,
    ),
    seed: row.event.revealedSeed,
    markets,
    tracker:
      row.event.status === 'live' && row.event.liveState !== null && typeof bookAt === 'number'
        ? trackerOf(row.event, Math.max(0, (bookAt - row.event.startAt.getTime()) / MINUTE_MS))
        : null,
  }
}

export async function sportsTree(deps: SportsDeps, locale: Locale): Promise<SportsTree> {
  const now = new Date(await worldNow(deps))
  const comps = await deps.db.select().from(sportsCompetitions).orderBy(asc(sportsCompetitions.id))
  const counts = await deps.db
    .select({
      competitionId: sportsEvents.competitionId,
      preMatch:
        sql<number>`count(*) filter (where ${sportsEvents.status} = 'scheduled' and ${sportsEvents.startAt} > ${now})`.mapWith(
          Number,
        ),
      live: sql<number>`count(*) filter (where ${sportsEvents.status} = 'live')`.mapWith(Number),
    })
    .from(sportsEvents)
    .where(inArray(sportsEvents.status, ['scheduled', 'live']))
    .groupBy(sportsEvents.competitionId)
  const byComp = new Map(counts.map((c) => [c.competitionId, c]))
  return SPORT_KEYS.map((sport) => {
    const competitions = comps
      .filter((c) => c.sport === sport)
      .map((c) => ({
        id: c.id,
        name: locale === 'tr' ? c.nameTr : c.nameEn,
        preMatch: byComp.get(c.id)?.preMatch ?? 0,
        live: byComp.get(c.id)?.live ?? 0,
      }))
    return {
      sport,
      name: SPORT_NAMES[sport][locale],
      preMatch: competitions.reduce((s, c) => s + c.preMatch, 0),
      live: competitions.reduce((s, c) => s + c.live, 0),
      competitions,
    }
  })
}

type TicketRow = typeof sportsTickets.$inferSelect

async function ticketViews(db: Db | Tx, tickets: TicketRow[]): Promise<SportsTicket[]> {
  if (tickets.length === 0) return []
  const legs = await db
    .select()
    .from(sportsTicketLegs)
    .where(
      inArray(
        sportsTicketLegs.ticketId,
        tickets.map((t) => t.id),
      ),
    )
    .orderBy(asc(sportsTicketLegs.ticketId), asc(sportsTicketLegs.position))
  const ids = tickets.map((t) => t.id)
  // Sports promotions on the ticket (docs/sportsbook.md "Sports promotions"): staked with a
  // freebet, or paid a kombine boost.
  const freebets = await freebetTickets(db, ids)
  const boosts = await ticketBoosts(db, ids)
  return tickets.map((t) => {
    const view = ticketView(
      t,
      legs.filter((l) => l.ticketId === t.id),
    )
    const boost = boosts.get(t.id) ?? 0n
    return {
      ...view,
      ...(freebets.has(t.id)
        ? { freebet: true, freebetPays: toMajor(freebetWinnings(t.payout ?? t.potentialPayout, t.stake)) }
        : {}),
      ...(boost > 0n ? { boost: toMajor(boost) } : {}),
    }
  })
}

type LegRow = Pick<
  typeof sportsTicketLegs.$inferSelect,
  'outcomeId' | 'eventId' | 'oddsMilli' | 'isBanker' | 'result'
> & { builder?: typeof sportsTicketLegs.$inferSelect.builder }

/** The API's ticket from its row and its legs in slip order (placement answers from what it wrote). */
export function ticketView(t: TicketRow, legs: readonly LegRow[]): SportsTicket {
  return {
    id: t.id,
    kind: t.kind,
    status: t.status,
    stake: toMajor(t.stake),
    potentialPayout: toMajor(t.potentialPayout),
    systemSizes: t.systemSizes ?? null,
    oddsChange: t.oddsChange,
    legs: legs.map((l) => ({
      outcomeId: l.outcomeId,
      eventId: l.eventId,
      odds: oddsOf(l.oddsMilli),
      banker: l.isBanker,
      result: l.result as SportsTicket['legs'][number]['result'],
      ...(l.builder ? { builder: { outcomeIds: l.builder.outcomeIds } } : {}),
    })),
    payout: t.payout === null ? null : toMajor(t.payout),
    placedAt: t.placedAt.toISOString(),
    settledAt: t.settledAt?.toISOString() ?? null,
    cashedOut: toMajor(t.cashoutAmount),
    cashedOutAt: t.cashedOutAt?.toISOString() ?? null,
    autoCashout: t.autoCashout === null ? null : toMajor(t.autoCashout),
    acceptAt: t.acceptAt?.toISOString() ?? null,
    rejectReason: (t.rejectReason as SportsTicket['rejectReason']) ?? null,
  }
}

/** One of the player's tickets (another player's is NOT_FOUND, as if it did not exist). */
export async function ticketOf(db: Db | Tx, playerId: number, id: number): Promise<SportsTicket> {
  const rows = await db
    .select()
    .from(sportsTickets)
    .where(and(eq(sportsTickets.id, id), eq(sportsTickets.playerId, playerId)))
  const [view] = await ticketViews(db, rows)
  if (!view) throw new AppError('NOT_FOUND')
  return view
}

export async function myBets(db: Db, playerId: number, q: MyBetsQuery) {
  const conds: SQL[] = [eq(sportsTickets.playerId, playerId)]
  // A pending live bet is an open one to the player until the book decides.
  if (q.status === 'open') conds.push(inArray(sportsTickets.status, ['open', 'pending']))
  if (q.status === 'settled') conds.push(sql`${sportsTickets.status} not in ('open', 'pending')`)
  if (q.from) conds.push(gte(sportsTickets.placedAt, dayRange(q.from)[0]))
  if (q.to) conds.push(lt(sportsTickets.placedAt, dayRange(q.to)[1]))
  const where = and(...conds)!
  const [total] = await db.select({ n: count() }).from(sportsTickets).where(where)
  const rows = await db
    .select()
    .from(sportsTickets)
    .where(where)
    .orderBy(desc(sportsTickets.placedAt), desc(sportsTickets.id))
    .offset(q.skip)
    .limit(q.take)
  return { items: await ticketViews(db, rows), total: total?.n ?? 0 }
}
