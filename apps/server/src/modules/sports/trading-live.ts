import { asc, eq, inArray, sql } from 'drizzle-orm'
import {
  LIVE_BET_DELAY_MS,
  REPORTS,
  localMidnight,
  liveDelayAtSpeed,
  reportDays,
  type Locale,
  type TradingLive,
  type TradingLiveQuery,
  type TradingWinnerPage,
  type TradingWinnersQuery,
  TRADING_WINNERS_MAX_DAYS,
  TradingHubCommand,
  tradingTopic,
  TRADING_LIVE_TOPIC,
  TRADING_LIVE_WINDOWS,
} from '@galata/contract'
import { queryRows, type Db } from '../../db/client.js'
import { sportsCompetitions, sportsEvents, sportsLiveDelays } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { toMajor } from '../wallet/index.js'
import { delayOf } from './live-delays.js'
import type { SportsDeps } from './sports.deps.js'
import { eventColumns, eventView } from './views.js'

/*
 * The trading desk's two overviews (docs/backoffice.md "Trading"): the players who win most on the
 * sportsbook over a period, and the events in play with their bet stops, the money coming in and
 * the worst case of each.
 */

/**
 * GET /api/backoffice/sports/winners: each player's sportsbook result over Istanbul days, read from
 * the ledger — the legs of the sportsbook's postings (`sportsbook:` keys) on the player's cash and
 * bonus accounts, so stakes, settlements, cash-outs, re-settlements and refunds count on the day
 * their money moved, to the kuruş. Largest winner first (then the player's id), server-paged.
 */
export async function topWinners(db: Db, q: TradingWinnersQuery): Promise<TradingWinnerPage> {
  const days = reportDays(q.from, q.to)
  if (days.length > TRADING_WINNERS_MAX_DAYS)
    throw new AppError('REPORT_RANGE_TOO_LONG', { to: 'too_long' }, { maxDays: TRADING_WINNERS_MAX_DAYS })
  const midnight = (day: string, plus = 0) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number]
    return new Date(localMidnight(y, m, d + plus, REPORTS.timeZone)).toISOString()
  }
  const from = midnight(q.from)
  const to = midnight(q.to, 1)
  const rows = await queryRows<{
    player_id: number | string
    username: string
    stakes: string
    wins: string
    tickets: number | string
    total: number | string
  }>(
    db,
    sql`with sums as (
          select a.player_id,
                 coalesce(-sum(e.amount) filter (where t.kind in ('bet', 'rollback')), 0) as stakes,
                 coalesce(sum(e.amount) filter (where t.kind in ('win', 'settle', 'unsettle')), 0) as wins,
                 count(distinct t.id) filter (where t.kind = 'bet') as tickets
            from ledger_entries e
            join accounts a on a.id = e.account_id and a.player_id is not null
                           and a.kind in ('player_cash', 'player_bonus')
            join ledger_transactions t on t.id = e.transaction_id
           where e.created_at >= ${from}::timestamptz
             and e.created_at < ${to}::timestamptz
             and t.idempotency_key like 'sportsbook:%'
             and t.kind in ('bet', 'rollback', 'win', 'settle', 'unsettle')
           group by a.player_id
        )
        select s.player_id, p.username, s.stakes::text as stakes, s.wins::text as wins, s.tickets,
               count(*) over () as total
          from sums s
          join players p on p.id = s.player_id
         order by s.wins - s.stakes desc, s.player_id asc
         offset ${q.skip} limit ${q.take}`,
  )
  let total = Number(rows[0]?.total ?? 0)
  // A page past the end has no row to carry the count: count again.
  if (rows.length === 0 && q.skip > 0) {
    const [c] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(distinct a.player_id) as n
            from ledger_entries e
            join accounts a on a.id = e.account_id and a.player_id is not null
                           and a.kind in ('player_cash', 'player_bonus')
            join ledger_transactions t on t.id = e.transaction_id
           where e.created_at >= ${from}::timestamptz
             and e.created_at < ${to}::timestamptz
             and t.idempotency_key like 'sportsbook:%'
             and t.kind in ('bet', 'rollback', 'win', 'settle', 'unsettle')`,
    )
    total = Number(c?.n ?? 0)
  }
  return {
    items: rows.map((r) => {
      const stakes = BigInt(r.stakes)
      const wins = BigInt(r.wins)
      return {
        playerId: Number(r.player_id),
        username: r.username,
        stakes: toMajor(stakes),
        wins: toMajor(wins),
        pnl: toMajor(wins - stakes),
        tickets: Number(r.tickets),
      }
    }),
    total,
  }
}

/**
 * GET /api/backoffice/sports/live: every event in play, kick-off first, with its in-play markets
 * and how many are suspended (a bet stop suspends them all; a trader's hold counts apart), the live
 * bet delay its bets wait, the stakes of the tickets placed on it in the last `minutes` (a rejected
 * live bet took nothing) and per minute, and its worst liability now (`risk.ts`'s sum: what the
 * outcome's open tickets pay less what its market took).
 */
export async function liveOverview(
  deps: SportsDeps,
  q: TradingLiveQuery,
  locale: Locale,
): Promise<TradingLive> {
  const now = deps.clock.now()
  const rows = await deps.db
    .select(eventColumns)
    .from(sportsEvents)
    .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
    .where(eq(sportsEvents.status, 'live'))
    .orderBy(asc(sportsEvents.startAt), asc(sportsEvents.id))
  const ids = rows.map((r) => r.event.id)
  if (ids.length === 0) return { at: new Date(now).toISOString(), minutes: q.minutes, items: [] }
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const since = new Date(now - q.minutes * 60_000).toISOString()
  const [markets, stakes, liabilities, delays] = await Promise.all([
    queryRows<{
      event_id: number | string
      n: number | string
      suspended: number | string
      held: number | string
    }>(
      deps.db,
      sql`select event_id, count(*) as n,
                 count(*) filter (where status = 'suspended') as suspended,
                 count(*) filter (where trader_suspended) as held
            from sports_markets
           where event_id in (${list}) and phase = 'live' and status in ('active', 'suspended')
           group by event_id`,
    ),
    queryRows<{ event_id: number | string; stakes: string }>(
      deps.db,
      // From the live events' legs (their index), each ticket once per event however many legs it has there.
      sql`select x.event_id, sum(x.stake)::text as stakes
            from (select distinct l.event_id, t.id, t.stake
                    from sports_ticket_legs l
                    join sports_tickets t on t.id = l.ticket_id
                   where l.event_id in (${list})
                     and t.placed_at >= ${since}::timestamptz and t.status <> 'rejected') x
           group by x.event_id`,
    ),
    // Per outcome: its open tickets' potential payouts less every stake its market's open tickets took.
    queryRows<{ event_id: number | string; worst: string }>(
      deps.db,
      sql`with legs as (
            select l.event_id, l.outcome_id, o.market_id, t.id as ticket_id, t.stake, t.potential_payout
              from sports_ticket_legs l
              join sports_tickets t on t.id = l.ticket_id and t.status = 'open'
              join sports_outcomes o on o.id = l.outcome_id
             where l.event_id in (${list})
          ),
          markets as (select market_id, sum(stake) as stakes from legs group by market_id),
          outcomes as (
            select o.id, m.event_id, o.market_id from sports_outcomes o
              join sports_markets m on m.id = o.market_id
             where m.event_id in (${list}) and o.market_id in (select market_id from markets)
          )
          select oc.event_id, max(coalesce(p.payout, 0) - mk.stakes)::text as worst
            from outcomes oc
            join markets mk on mk.market_id = oc.market_id
            left join (select outcome_id, sum(potential_payout) as payout from legs group by outcome_id) p
                   on p.outcome_id = oc.id
           group by oc.event_id`,
    ),
    deps.db
      .select()
      .from(sportsLiveDelays)
      .where(
        inArray(sportsLiveDelays.scopeKey, [
          ...new Set(rows.flatMap((r) => [r.event.sport, String(r.event.competitionId)])),
        ]),
      ),
  ])
  const byEvent = <T extends { event_id: number | string }>(list: T[]) =>
    new Map(list.map((r) => [Number(r.event_id), r]))
  const marketOf = byEvent(markets)
  const stakeOf = byEvent(stakes)
  const worstOf = byEvent(liabilities)
  return {
    at: new Date(now).toISOString(),
    minutes: q.minutes,
    items: rows.map((r) => {
      const m = marketOf.get(r.event.id)
      const staked = BigInt(stakeOf.get(r.event.id)?.stakes ?? '0')
      const worst = BigInt(worstOf.get(r.event.id)?.worst ?? '0')
      const delay = delayOf(
        delays,
        deps.liveDelayMs ?? LIVE_BET_DELAY_MS,
        r.event.sport,
        r.event.competitionId,
      )
      return {
        event: eventView(r.event, r.competition, null, Number(m?.n ?? 0), locale, deps.speed),
        markets: Number(m?.n ?? 0),
        suspended: Number(m?.suspended ?? 0),
        traderSuspended: Number(m?.held ?? 0),
        delaySeconds: liveDelayAtSpeed(delay, deps.speed) / 1000,
        stakes: toMajor(staked),
        stakePerMinute: toMajor(staked / BigInt(q.minutes)),
        worstLiability: toMajor(worst > 0n ? worst : 0n),
      }
    }),
  }
}

// ---------------------------------------------------------------------------------------------
// The event page's staff topic (docs/backoffice.md "Trading", live)

/** What the push pass remembers between passes on this instance: each watched event's last fingerprint. */
export type TradingPushState = Map<number, string>

/** The hub as the push passes need it (app.realtime). */
export interface TradingHub {
  watching(topic: string): number
  topicsWatched(prefix: string): string[]
  sendLocal(topic: string, command: string, message: string): number
}

/**
 * One push pass: for each event in play (or that just left play) that a staff socket on this
 * instance watches, a fingerprint of what its page shows — status, score and period, the state
 * and result versions, every price's version and the markets' states, the open tickets' count and
 * stakes — and `TradingChanged` to its watchers when it moved. The page then reads its three
 * routes again: the push says "read", it does not carry the liability, so a price move costs one
 * small statement per watched event, not a liability sum per socket. Each instance serves its own
 * sockets (as the dashboard's push), so nothing needs one instance to lead; with no watcher the
 * pass reads nothing. Answers the pushes sent.
 */
export async function pushTrading(hub: TradingHub, db: Db, state: TradingPushState): Promise<number> {
  const prefix = tradingTopic(0).slice(0, -1)
  const ids = hub
    .topicsWatched(prefix)
    .map((topic) => Number(topic.slice(prefix.length)))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  // Nobody watches an event any more: forget it (a later watcher gets the first fingerprint).
  for (const id of state.keys()) if (!ids.includes(id)) state.delete(id)
  if (ids.length === 0) return 0
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = await queryRows<{ id: number | string; print: string; live: boolean }>(
    db,
    sql`select e.id, e.status = 'live' as live,
               concat_ws('|', e.status, e.state_version, e.result_version,
                 e.live_state->'state'->>'score', e.live_state->'state'->>'period',
                 (select concat_ws('/', coalesce(sum(o.version), 0), count(*) filter (where m.status = 'suspended'),
                                   count(*) filter (where m.trader_suspended), count(*) filter (where m.status in ('settled', 'void')))
                    from sports_markets m join sports_outcomes o on o.market_id = m.id where m.event_id = e.id),
                 (select concat_ws('/', count(*), coalesce(sum(t.stake), 0), coalesce(max(t.id), 0))
                    from sports_ticket_legs l join sports_tickets t on t.id = l.ticket_id and t.status in ('open', 'pending')
                   where l.event_id = e.id)) as print
          from sports_events e where e.id in (${list})`,
  )
  let sent = 0
  for (const r of rows) {
    const id = Number(r.id)
    const before = state.get(id)
    if (r.live) state.set(id, r.print)
    // An event that left play is pushed once more (its page then stops listening), then forgotten.
    else state.delete(id)
    if (before === undefined || before === r.print) continue
    hub.sendLocal(tradingTopic(id), TradingHubCommand.Changed, JSON.stringify({ eventId: id, live: r.live }))
    sent++
  }
  return sent
}

// ---------------------------------------------------------------------------------------------
// The live overview's staff topic (docs/backoffice.md "The live overview")

/** What the overview's push pass remembers between passes on this instance: the last fingerprint. */
export interface LiveOverviewPushState {
  last: string | null
}

/**
 * One push pass of the live overview, as `pushTrading` for an event's page: while a staff socket on
 * this instance holds `TRADING_LIVE_TOPIC`, one fingerprint of everything the overview shows — the
 * events in play with their status, state version, score, period and bet stop; their in-play
 * markets and how many are suspended or held; their open and pending tickets' count, stakes and
 * newest id, and how many tickets each of the overview's windows holds (so a ticket leaving a
 * window moves it); the live delays — and `TradingLiveChanged` to its watchers when it moved. An
 * event leaving play moves it too. No watcher: no read, and the fingerprint is forgotten (the page
 * reads once when its subscription holds). Answers the pushes sent.
 */
export async function pushLiveOverview(
  hub: TradingHub,
  db: Db,
  now: number,
  state: LiveOverviewPushState,
): Promise<number> {
  if (hub.watching(TRADING_LIVE_TOPIC) === 0) {
    state.last = null
    return 0
  }
  const windows = sql.join(
    TRADING_LIVE_WINDOWS.map(
      (m) =>
        sql`count(distinct t.id) filter (where t.status <> 'rejected' and t.placed_at >= ${new Date(now - m * 60_000).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  )
  const [row] = await queryRows<{ events: number | string; print: string | null }>(
    db,
    sql`select count(*) as events,
               concat_ws('#',
                 string_agg(concat_ws('|', e.id, e.state_version, e.live_state->'state'->>'score',
                                      e.live_state->'state'->>'period', e.live_state->>'open', m.print, k.print),
                            ';' order by e.id),
                 (select string_agg(concat_ws('=', scope, scope_key, delay_ms), ',' order by scope, scope_key)
                    from sports_live_delays)) as print
          from sports_events e
          cross join lateral (
            select concat_ws('/', count(*), count(*) filter (where status = 'suspended'),
                             count(*) filter (where trader_suspended)) as print
              from sports_markets
             where event_id = e.id and phase = 'live' and status in ('active', 'suspended')) m
          cross join lateral (
            select concat_ws('/', count(distinct t.id) filter (where t.status = 'open'),
                             count(distinct t.id) filter (where t.status = 'pending'),
                             coalesce(sum(t.stake) filter (where t.status in ('open', 'pending')), 0),
                             coalesce(max(t.id), 0), ${windows}) as print
              from sports_ticket_legs l join sports_tickets t on t.id = l.ticket_id
             where l.event_id = e.id) k
         where e.status = 'live'`,
  )
  const print = `${row?.events ?? 0}:${row?.print ?? ''}`
  const before = state.last
  state.last = print
  // The first fingerprint after a subscribe is not pushed: the page reads once when it holds the topic.
  if (before === null || before === print) return 0
  return hub.sendLocal(
    TRADING_LIVE_TOPIC,
    TradingHubCommand.LiveChanged,
    JSON.stringify({ events: Number(row?.events ?? 0) }),
  ) > 0
    ? 1
    : 0
}
