import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../db/client.js'

/*
 * The SQL of the reports beside GGR (docs/backoffice.md "Reports", "The other reports"): payments,
 * first deposits, player P&L, liabilities and the sportsbook's margin. As in reports.queries.ts, days
 * are buckets between the Istanbul midnights the service passes (width_bucket over those instants),
 * so no time-zone database is needed, and every sum is kuruş in bigint, answered as text.
 */

const edgesOf = (bounds: readonly Date[]) => `{${bounds.map((b) => b.getTime() / 1000).join(',')}}`
const bucketOf = (column: ReturnType<typeof sql.raw>, bounds: readonly Date[]) =>
  sql`width_bucket(extract(epoch from ${column})::float8, ${edgesOf(bounds)}::float8[])`
const first = (bounds: readonly Date[]) => bounds[0]!.toISOString()
const last = (bounds: readonly Date[]) => bounds[bounds.length - 1]!.toISOString()

export interface PaymentGroup {
  /** 1 deposit, 2 withdrawal. */
  type: number
  method: string
  methodName: { tr: string; en: string }
  status: number
  count: number
  amount: string
  /** Seconds from the request to the approving posting, confirmed payments only (nearest rank). */
  median: number | null
  p90: number | null
}

/**
 * Payments asked for in the range by direction, method and status. The approval is the posting that
 * moved the money: a deposit's credit (`ledger_transaction_id`), a withdrawal's payment
 * (`settle_transaction_id`; its `ledger_transaction_id` is the reservation at the request).
 */
export async function paymentGroups(db: DbOrTx, bounds: readonly Date[]): Promise<PaymentGroup[]> {
  return queryRows<PaymentGroup>(
    db,
    sql`with p as (
          select p.type, p.method_id, p.status, p.amount,
                 case when p.status = 1 then greatest(0, extract(epoch from (lt.created_at - p.created_at)))::float8 end as secs
            from payments p
            left join ledger_transactions lt
                   on lt.id = case when p.type = 1 then p.ledger_transaction_id else p.settle_transaction_id end
           where p.created_at >= ${first(bounds)}::timestamptz and p.created_at < ${last(bounds)}::timestamptz
        )
        select p.type::int as type, m.code as method, m.title as "methodName", p.status::int as status,
               count(*)::int as count, sum(p.amount)::text as amount,
               percentile_disc(0.5) within group (order by p.secs) as median,
               percentile_disc(0.9) within group (order by p.secs) as p90
          from p join payment_methods m on m.id = p.method_id
         group by p.type, m.code, m.title, p.status, m.sort_order
         order by p.type, m.sort_order, m.code, p.status`,
  )
}

/** Confirmed payments' amounts by the day they were asked for, by direction. */
export async function confirmedByDay(
  db: DbOrTx,
  bounds: readonly Date[],
): Promise<{ bucket: number; type: number; amount: string }[]> {
  return queryRows(
    db,
    sql`select ${bucketOf(sql.raw('created_at'), bounds)} as bucket, type::int as type, sum(amount)::text as amount
          from payments
         where status = 1
           and created_at >= ${first(bounds)}::timestamptz and created_at < ${last(bounds)}::timestamptz
         group by 1, 2`,
  )
}

/**
 * Each player's first confirmed deposit ever (the earliest credit), counted on the day it was
 * credited when that day is in the range.
 */
export async function firstDeposits(
  db: DbOrTx,
  bounds: readonly Date[],
): Promise<{ bucket: number; count: number; amount: string }[]> {
  return queryRows(
    db,
    sql`with firsts as (
          select distinct on (p.player_id) p.player_id, p.amount, lt.created_at as at
            from payments p
            join ledger_transactions lt on lt.id = p.ledger_transaction_id
           where p.type = 1 and p.status = 1
           order by p.player_id, lt.created_at, p.id
        )
        select ${bucketOf(sql.raw('at'), bounds)} as bucket, count(*)::int as count, sum(amount)::text as amount
          from firsts
         where at >= ${first(bounds)}::timestamptz and at < ${last(bounds)}::timestamptz
         group by 1`,
  )
}

/** The wager legs on players' own accounts (cash and bonus) in the range, per player. */
const playerLegs = (bounds: readonly Date[]) =>
  sql`per as (
        select a.player_id,
               coalesce(-sum(e.amount) filter (where t.kind in ('bet', 'rollback')), 0) as stakes,
               coalesce(sum(e.amount) filter (where t.kind in ('win', 'settle', 'unsettle')), 0) as wins
          from ledger_entries e
          join accounts a on a.id = e.account_id and a.player_id is not null
                         and a.kind in ('player_cash', 'player_bonus')
          join ledger_transactions t on t.id = e.transaction_id
         where e.created_at >= ${first(bounds)}::timestamptz and e.created_at < ${last(bounds)}::timestamptz
           and t.kind in ('bet', 'rollback', 'win', 'settle', 'unsettle')
         group by a.player_id
      )`

export interface PnlPlayer {
  playerId: number
  username: string
  stakes: string
  wins: string
  profit: string
}

/** One page of players, the largest profit (wins − stakes) first, then by id. */
export async function pnlPage(
  db: DbOrTx,
  bounds: readonly Date[],
  skip: number,
  take: number,
): Promise<PnlPlayer[]> {
  return queryRows<PnlPlayer>(
    db,
    sql`with ${playerLegs(bounds)}
        select per.player_id::int as "playerId", pl.username, per.stakes::text as stakes,
               per.wins::text as wins, (per.wins - per.stakes)::text as profit
          from per join players pl on pl.id = per.player_id
         order by per.wins - per.stakes desc, per.player_id
         offset ${skip} limit ${take}`,
  )
}

/** Every player of the range: how many, and the sums. */
export async function pnlTotals(
  db: DbOrTx,
  bounds: readonly Date[],
): Promise<{ total: number; stakes: string; wins: string }> {
  const [row] = await queryRows<{ total: number; stakes: string; wins: string }>(
    db,
    sql`with ${playerLegs(bounds)}
        select count(*)::int as total, coalesce(sum(stakes), 0)::text as stakes,
               coalesce(sum(wins), 0)::text as wins
          from per`,
  )
  return row ?? { total: 0, stakes: '0', wins: '0' }
}

/** The players' balances now, by account kind (each equals the sum of its legs: `npm run ledger:check`). */
export async function balancesNow(db: DbOrTx): Promise<{ kind: string; amount: string }[]> {
  return queryRows(
    db,
    sql`select kind, sum(balance)::text as amount from accounts
         where player_id is not null group by kind`,
  )
}

/**
 * The legs on players' accounts from the range's start on (after its end too: bucket n+1), by kind
 * and day bucket: the balance at a day's end is today's minus what was posted after it.
 */
export async function playerLegsSince(
  db: DbOrTx,
  bounds: readonly Date[],
): Promise<{ kind: string; bucket: number; amount: string }[]> {
  return queryRows(
    db,
    sql`select a.kind, ${bucketOf(sql.raw('e.created_at'), bounds)} as bucket, sum(e.amount)::text as amount
          from ledger_entries e
          join accounts a on a.id = e.account_id and a.player_id is not null
         where e.created_at >= ${first(bounds)}::timestamptz
         group by 1, 2`,
  )
}

/**
 * Sports tickets open at each instant: placed before it and not settled (won, lost, void, cashed
 * out, a live bet rejected) by then; the stake then is today's stake plus what the cash-outs after
 * the instant took off it (a full cash-out leaves `stake` as it was and ends the ticket).
 */
export async function openStakesAt(
  db: DbOrTx,
  instants: readonly Date[],
): Promise<{ i: number; tickets: number; stakes: string }[]> {
  const list = `{${instants.map((d) => d.toISOString()).join(',')}}`
  const earliest = instants[0]!.toISOString()
  return queryRows(
    db,
    sql`with b as (select at, i from unnest(${list}::timestamptz[]) with ordinality as b(at, i)),
        t as (
          select id, placed_at, settled_at, case when status = 'cashed_out' then 0 else stake end as stake
            from sports_tickets
           where settled_at is null or settled_at >= ${earliest}::timestamptz
        )
        select b.i::int as i, count(t.id)::int as tickets,
               coalesce(sum(t.stake + coalesce((select sum(c.stake_part) from sports_cashouts c
                                                 where c.ticket_id = t.id and c.created_at >= b.at), 0)), 0)::text as stakes
          from b
          join t on t.placed_at < b.at and (t.settled_at is null or t.settled_at >= b.at)
         group by b.i`,
  )
}

export interface MarginGroup {
  bucket: number
  sport: string
  marketType: string
  tickets: number
  stakes: string
  payouts: string
}

/**
 * The sportsbook's legs on provider_clearing in the range (the GGR report's sports products), tied
 * to their ticket through the wager row (`sportsbook:{txId}` → `round_id` `ticket-{id}`), by day,
 * sport and market type. `tickets` counts the tickets whose stake was taken in the bucket.
 */
export async function marginGroups(db: DbOrTx, bounds: readonly Date[]): Promise<MarginGroup[]> {
  return queryRows<MarginGroup>(
    db,
    sql`with legs as (
          select t.kind, e.amount, substr(t.idempotency_key, length('sportsbook:') + 1) as tx,
                 ${bucketOf(sql.raw('e.created_at'), bounds)} as bucket
            from ledger_entries e
            join accounts a on a.id = e.account_id and a.player_id is null and a.kind = 'provider_clearing'
            join ledger_transactions t on t.id = e.transaction_id
           where e.created_at >= ${first(bounds)}::timestamptz and e.created_at < ${last(bounds)}::timestamptz
             and t.kind in ('bet', 'rollback', 'win', 'settle', 'unsettle')
             and split_part(t.idempotency_key, ':', 1) = 'sportsbook'
        ),
        tagged as (
          select l.*, substring(pt.round_id from '^ticket-([0-9]+)$')::bigint as ticket_id
            from legs l
            left join provider_transactions pt on pt.provider = 'sportsbook' and pt.tx_id = l.tx
        ),
        shape as (
          select tl.ticket_id, min(ev.sport) as s1, max(ev.sport) as s2, min(m.key) as market
            from sports_ticket_legs tl
            join sports_outcomes o on o.id = tl.outcome_id
            join sports_markets m on m.id = o.market_id
            join sports_events ev on ev.id = tl.event_id
           where tl.ticket_id in (select ticket_id from tagged)
           group by tl.ticket_id
        )
        select tg.bucket,
               coalesce(case when sh.s1 = sh.s2 then sh.s1 else 'mixed' end, 'unknown') as sport,
               coalesce(case when st.kind = 'single' then sh.market else st.kind end, 'unknown') as "marketType",
               (count(distinct tg.ticket_id) filter (where tg.kind = 'bet'))::int as tickets,
               coalesce(sum(tg.amount) filter (where tg.kind in ('bet', 'rollback')), 0)::text as stakes,
               coalesce(-sum(tg.amount) filter (where tg.kind in ('win', 'settle', 'unsettle')), 0)::text as payouts
          from tagged tg
          left join sports_tickets st on st.id = tg.ticket_id
          left join shape sh on sh.ticket_id = tg.ticket_id
         group by 1, 2, 3`,
  )
}
