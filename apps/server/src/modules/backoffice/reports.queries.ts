import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../db/client.js'

/*
 * The GGR report's SQL (docs/backoffice.md "Reports"). Stakes and wins are the legs on the
 * provider_clearing account, as the dashboard reads them (+ is money into the operator's side); each
 * leg is tied to its wager row through the posting's idempotency key `{provider}:{txId}`
 * (docs/wallet.md "Wagering"), and through it to the game (the bet's game code when a win or a
 * rollback names none) and the catalogue's category, or to the sportsbook's ticket. Days are buckets
 * between the Istanbul midnights the service passes (the contract's calendar helpers), so the SQL
 * needs no time-zone database.
 */

/** A sum of wager legs with what classifies it: the product comes from `productOf` (reports.service.ts). */
export interface WagerLegSum {
  /** The day: its 1-based bucket in the bounds passed (ledger), or `YYYY-MM-DD` (roll-up). */
  key: number | string
  provider: string | null
  /** The wager's game code, '' when none. */
  game: string | null
  /** The catalogue's category slug of the game and its parent's, when the game is listed. */
  category: string | null
  parentCategory: string | null
  /** A sportsbook ticket taken in play (it had a bet delay: `accept_at` set). */
  inPlay: boolean
  /** Σ of the stake legs (bet, rollback), kuruş, as text (bigint). */
  stakes: string
  /** Σ of the win legs (win, settle, unsettle) negated, kuruş, as text. */
  wins: string
}

const edgesOf = (bounds: readonly Date[]) => `{${bounds.map((b) => b.getTime() / 1000).join(',')}}`

/**
 * The wager legs between `bounds[0]` and the last bound summed by day bucket, provider, game and
 * sports phase: (bucket, provider, game, in_play, stakes, wins), kuruş as bigint. What the roll-up
 * keeps of a day, and what the report reads of a day not rolled up. `bounds` are the days' starts
 * and the range's end, ascending.
 */
function wagerSums(bounds: readonly Date[]): SQL {
  const from = bounds[0]!.toISOString()
  const to = bounds[bounds.length - 1]!.toISOString()
  return sql`with legs as (
          select t.kind, e.amount, t.idempotency_key as key,
                 split_part(t.idempotency_key, ':', 1) as provider,
                 width_bucket(extract(epoch from e.created_at)::float8, ${edgesOf(bounds)}::float8[]) as bucket
            from ledger_entries e
            join accounts a on a.id = e.account_id and a.player_id is null and a.kind = 'provider_clearing'
            join ledger_transactions t on t.id = e.transaction_id
           where e.created_at >= ${from}::timestamptz
             and e.created_at < ${to}::timestamptz
             and t.kind in ('bet', 'rollback', 'win', 'settle', 'unsettle')
        )
        select l.bucket, l.provider, coalesce(pt.game_code, ref.game_code, '') as game,
               coalesce(st.accept_at is not null, false) as in_play,
               coalesce(sum(l.amount) filter (where l.kind in ('bet', 'rollback')), 0)::bigint as stakes,
               coalesce(-sum(l.amount) filter (where l.kind in ('win', 'settle', 'unsettle')), 0)::bigint as wins
          from legs l
          left join provider_transactions pt
                 on pt.provider = l.provider and pt.tx_id = substr(l.key, length(l.provider) + 2)
          left join provider_transactions ref on ref.provider = pt.provider and ref.tx_id = pt.ref_tx_id
          left join sports_tickets st
                 on l.provider = 'sportsbook'
                and st.id = substring(pt.round_id from '^ticket-([0-9]+)$')::bigint
         group by 1, 2, 3, 4`
}

/**
 * `sums` (key, provider, game, in_play, stakes, wins) with the catalogue of today: the game's
 * category and its parent. One reading for the ledger's sums and the roll-up's, so a game moved to
 * another category moves its rolled-up past as well.
 */
function withCatalogue(sums: SQL): SQL {
  return sql`select s.key, s.provider, s.game, c.slug as category, pc.slug as "parentCategory",
                    s.in_play as "inPlay", sum(s.stakes)::text as stakes, sum(s.wins)::text as wins
               from (${sums}) s
               left join game_providers gp on gp.code = s.provider
               left join games g on g.provider_id = gp.id and g.game_code = s.game
               left join casino_categories c on c.id = g.category_id
               left join casino_categories pc on pc.id = c.parent_id
              group by 1, 2, 3, 4, 5, 6`
}

/** The wager legs between the bounds, summed by day bucket (`key`), provider, game and phase. */
export async function wagerLegSums(db: DbOrTx, bounds: readonly Date[]): Promise<WagerLegSum[]> {
  const sums = sql`select w.bucket as key, w.provider, w.game, w.in_play, w.stakes, w.wins from (${wagerSums(bounds)}) w`
  return queryRows<WagerLegSum>(db, withCatalogue(sums))
}

/** The roll-up's sums of `days` (`key` is the day), as `wagerLegSums` answers the ledger's. */
export async function rolledUpLegSums(db: DbOrTx, days: readonly string[]): Promise<WagerLegSum[]> {
  const sums = sql`select to_char(r.day, 'YYYY-MM-DD') as key, r.provider, r.game, r.in_play, r.stakes, r.wins
                     from ggr_daily r where r.day = any(${`{${days.join(',')}}`}::date[])`
  return queryRows<WagerLegSum>(db, withCatalogue(sums))
}

/** The roll-up's sums of `hours` (their starts, ms); `key` is the hour's start in ms, as text. */
export async function rolledUpHourLegSums(db: DbOrTx, hours: readonly number[]): Promise<WagerLegSum[]> {
  const list = `{${hours.map((h) => new Date(h).toISOString()).join(',')}}`
  const sums = sql`select (extract(epoch from r.hour) * 1000)::bigint::text as key, r.provider, r.game, r.in_play,
                          r.stakes, r.wins
                     from ggr_hourly r where r.hour = any(${list}::timestamptz[])`
  return queryRows<WagerLegSum>(db, withCatalogue(sums))
}

/** The rolled-up hours starting in [from, to) with their bonus cost (kuruş as text); `hour` in ms. */
export async function rolledUpHours(
  db: DbOrTx,
  from: Date,
  to: Date,
): Promise<{ hour: number; bonusCost: string }[]> {
  const rows = await queryRows<{ hour: string; bonusCost: string }>(
    db,
    sql`select (extract(epoch from hour) * 1000)::bigint::text as hour, bonus_cost::text as "bonusCost"
          from ggr_hours where hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz`,
  )
  return rows.map((r) => ({ hour: Number(r.hour), bonusCost: r.bonusCost }))
}

/** The rolled-up days between `from` and `to` with their bonus cost (kuruş as text). */
export async function rolledUpDays(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<{ day: string; bonusCost: string }[]> {
  return queryRows<{ day: string; bonusCost: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, bonus_cost::text as "bonusCost"
          from ggr_days where day between ${from}::date and ${to}::date`,
  )
}

/** Bonus cost by day bucket: minus the house legs of bonus_grant and bonus_forfeit (as the dashboard). */
export async function bonusCostSums(
  db: DbOrTx,
  bounds: readonly Date[],
): Promise<{ bucket: number; amount: string }[]> {
  const from = bounds[0]!.toISOString()
  const to = bounds[bounds.length - 1]!.toISOString()
  return queryRows<{ bucket: number; amount: string }>(
    db,
    sql`select width_bucket(extract(epoch from e.created_at)::float8, ${edgesOf(bounds)}::float8[]) as bucket,
               (-sum(e.amount))::text as amount
          from ledger_entries e
          join accounts a on a.id = e.account_id and a.player_id is null and a.kind = 'house'
          join ledger_transactions t on t.id = e.transaction_id
         where e.created_at >= ${from}::timestamptz
           and e.created_at < ${to}::timestamptz
           and t.kind in ('bonus_grant', 'bonus_forfeit')
         group by 1`,
  )
}

/*
 * The roll-up's writer (docs/backoffice.md "Reports", "The roll-up"), run by the background job only.
 */

/** The first day rolled up, or null before the first pass. */
export async function firstRolledDay(db: DbOrTx): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select to_char(min(day), 'YYYY-MM-DD') as day from ggr_days`,
  )
  return row?.day ?? null
}

/** The days from `from` to `to` without a roll-up, oldest first, at most `limit`. */
export async function daysNotRolledUp(
  db: DbOrTx,
  from: string,
  to: string,
  limit: number,
): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day
          from generate_series(${from}::date, ${to}::date, interval '1 day') d
         where not exists (select 1 from ggr_days g where g.day = d::date)
         order by d
         limit ${limit}`,
  )
  return rows.map((r) => r.day)
}

/** The instant of the ledger's first leg, or null when it has none. */
export async function firstLegAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | null }>(
    db,
    sql`select min(created_at)::text as at from ledger_entries`,
  )
  return row?.at ? new Date(row.at) : null
}

/**
 * The start of the oldest transaction still open on another connection, or null. A leg is stamped
 * with its transaction's start (`created_at` defaults to now()) and seen only at its commit: a day
 * is complete once no transaction that began before its end is still open.
 */
export async function oldestOpenTransactionAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await queryRows<{ at: string | null }>(
    db,
    sql`select min(xact_start)::text as at from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()
           and backend_type = 'client backend' and xact_start is not null`,
  )
  return row?.at ? new Date(row.at) : null
}

/**
 * Writes one day of the roll-up from the ledger (in the caller's transaction): the day's rows are
 * deleted and summed again, so a second pass over a day writes the same rows. `bounds` are the
 * day's start and end.
 */
export async function rollUpDay(
  tx: DbOrTx,
  day: string,
  bounds: readonly [Date, Date],
  rolledAt: Date,
): Promise<void> {
  await tx.execute(sql`delete from ggr_daily where day = ${day}::date`)
  await tx.execute(sql`
    insert into ggr_daily (day, provider, game, in_play, stakes, wins)
    select ${day}::date, w.provider, w.game, w.in_play, w.stakes, w.wins
      from (${wagerSums(bounds)}) w
     where w.bucket = 1`)
  const bonus = await bonusCostSums(tx, bounds)
  const bonusCost = bonus.reduce((sum, b) => (b.bucket === 1 ? sum + BigInt(b.amount) : sum), 0n)
  await tx.execute(sql`
    insert into ggr_days (day, bonus_cost, rolled_at)
    values (${day}::date, ${bonusCost.toString()}::bigint, ${rolledAt.toISOString()}::timestamptz)
    on conflict (day) do update set bonus_cost = excluded.bonus_cost, rolled_at = excluded.rolled_at`)
}

/**
 * Writes one hour of the roll-up from the ledger (in the caller's transaction), as `rollUpDay` a day:
 * the hour's rows deleted and summed again. `bounds` are the hour's start and end.
 */
export async function rollUpHour(tx: DbOrTx, bounds: readonly [Date, Date], rolledAt: Date): Promise<void> {
  const hour = bounds[0].toISOString()
  await tx.execute(sql`delete from ggr_hourly where hour = ${hour}::timestamptz`)
  await tx.execute(sql`
    insert into ggr_hourly (hour, provider, game, in_play, stakes, wins)
    select ${hour}::timestamptz, w.provider, w.game, w.in_play, w.stakes, w.wins
      from (${wagerSums(bounds)}) w
     where w.bucket = 1`)
  const bonus = await bonusCostSums(tx, bounds)
  const bonusCost = bonus.reduce((sum, b) => (b.bucket === 1 ? sum + BigInt(b.amount) : sum), 0n)
  await tx.execute(sql`
    insert into ggr_hours (hour, bonus_cost, rolled_at)
    values (${hour}::timestamptz, ${bonusCost.toString()}::bigint, ${rolledAt.toISOString()}::timestamptz)
    on conflict (hour) do update set bonus_cost = excluded.bonus_cost, rolled_at = excluded.rolled_at`)
}

/**
 * Drops the hours between the bounds once their day `day` is rolled up whole (its `ggr_days` row wins
 * over them). Called a day late, so a report that listed those hours still finds their rows.
 */
export async function dropRolledHours(tx: DbOrTx, day: string, bounds: readonly [Date, Date]): Promise<void> {
  const [from, to] = [bounds[0].toISOString(), bounds[1].toISOString()]
  const rolled = sql`exists (select 1 from ggr_days where day = ${day}::date)`
  await tx.execute(
    sql`delete from ggr_hourly where hour >= ${from}::timestamptz and hour < ${to}::timestamptz and ${rolled}`,
  )
  await tx.execute(
    sql`delete from ggr_hours where hour >= ${from}::timestamptz and hour < ${to}::timestamptz and ${rolled}`,
  )
}
