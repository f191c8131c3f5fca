import { sql } from 'drizzle-orm'
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

export interface WagerLegSum {
  /** 1-based index of the day in the bounds passed (width_bucket). */
  bucket: number
  provider: string | null
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

/**
 * The wager legs between `bounds[0]` and the last bound, summed by day bucket, provider, game and
 * sports phase. `bounds` are the days' starts and the range's end, ascending.
 */
export async function wagerLegSums(db: DbOrTx, bounds: readonly Date[]): Promise<WagerLegSum[]> {
  const from = bounds[0]!.toISOString()
  const to = bounds[bounds.length - 1]!.toISOString()
  const edges = `{${bounds.map((b) => b.getTime() / 1000).join(',')}}`
  return queryRows<WagerLegSum>(
    db,
    sql`with legs as (
          select t.kind, e.amount, t.idempotency_key as key,
                 split_part(t.idempotency_key, ':', 1) as provider,
                 width_bucket(extract(epoch from e.created_at)::float8, ${edges}::float8[]) as bucket
            from ledger_entries e
            join accounts a on a.id = e.account_id and a.player_id is null and a.kind = 'provider_clearing'
            join ledger_transactions t on t.id = e.transaction_id
           where e.created_at >= ${from}::timestamptz
             and e.created_at < ${to}::timestamptz
             and t.kind in ('bet', 'rollback', 'win', 'settle', 'unsettle')
        )
        select l.bucket, l.provider, coalesce(pt.game_code, ref.game_code) as game,
               c.slug as category, pc.slug as "parentCategory",
               coalesce(st.accept_at is not null, false) as "inPlay",
               coalesce(sum(l.amount) filter (where l.kind in ('bet', 'rollback')), 0)::text as stakes,
               coalesce(-sum(l.amount) filter (where l.kind in ('win', 'settle', 'unsettle')), 0)::text as wins
          from legs l
          left join provider_transactions pt
                 on pt.provider = l.provider and pt.tx_id = substr(l.key, length(l.provider) + 2)
          left join provider_transactions ref on ref.provider = pt.provider and ref.tx_id = pt.ref_tx_id
          left join game_providers gp on gp.code = l.provider
          left join games g on g.provider_id = gp.id and g.game_code = coalesce(pt.game_code, ref.game_code)
          left join casino_categories c on c.id = g.category_id
          left join casino_categories pc on pc.id = c.parent_id
          left join sports_tickets st
                 on l.provider = 'sportsbook'
                and st.id = substring(pt.round_id from '^ticket-([0-9]+)$')::bigint
         group by 1, 2, 3, 4, 5, 6`,
  )
}

/** Bonus cost by day bucket: minus the house legs of bonus_grant and bonus_forfeit (as the dashboard). */
export async function bonusCostSums(
  db: DbOrTx,
  bounds: readonly Date[],
): Promise<{ bucket: number; amount: string }[]> {
  const from = bounds[0]!.toISOString()
  const to = bounds[bounds.length - 1]!.toISOString()
  const edges = `{${bounds.map((b) => b.getTime() / 1000).join(',')}}`
  return queryRows<{ bucket: number; amount: string }>(
    db,
    sql`select width_bucket(extract(epoch from e.created_at)::float8, ${edges}::float8[]) as bucket,
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
