import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../../db/client.js'

/*
 * The dashboard's SQL (docs/backoffice.md "The dashboard"). The money is read from the legs on the
 * system accounts, whose sign says which way it went (+ into the operator's side), grouped by the
 * posting's kind; the service picks which kinds count as what.
 */

export interface SystemLegSum {
  /** The posting's kind (`ledger_transactions.kind`). */
  kind: string
  /** The system account's kind: house, payment_clearing, provider_clearing. */
  account: string
  /** Σ of the legs, kuruş, as text (bigint). */
  amount: string
  /** Postings behind the sum. */
  postings: number
}

/** The sums of the day's legs on the system accounts, by posting kind and account kind. */
export async function systemLegSums(db: DbOrTx, from: Date, to: Date): Promise<SystemLegSum[]> {
  // created_at through the block-range index ledger_entries_created_brin (a day's pages, not the
  // whole ledger); the system accounts are three rows, hashed once.
  return queryRows<SystemLegSum>(
    db,
    sql`with sys as (select id, kind from accounts where player_id is null)
        select t.kind, sys.kind as account, sum(e.amount)::text as amount,
               count(distinct e.transaction_id)::int as postings
          from ledger_entries e
          join sys on sys.id = e.account_id
          join ledger_transactions t on t.id = e.transaction_id
         where e.created_at >= ${from.toISOString()}::timestamptz
           and e.created_at < ${to.toISOString()}::timestamptz
         group by t.kind, sys.kind`,
  )
}

export interface QueueRow {
  queue: 'withdrawals' | 'deposits' | 'kycDocuments' | 'actions'
  count: number
  oldest: string | null
}

/** Work waiting on staff: each queue's size and its oldest item, through each table's status index. */
export async function queues(db: DbOrTx, now: Date): Promise<QueueRow[]> {
  return queryRows<QueueRow>(
    db,
    sql`select 'withdrawals' as queue, count(*)::int as count, min(created_at)::text as oldest
          from payments where status = 2 and type = 2
        union all
        select 'deposits', count(*)::int, min(created_at)::text
          from payments where status = 2 and type = 1 and expires_at is null
        union all
        select 'kycDocuments', count(*)::int, min(uploaded_at)::text
          from kyc_documents where status = 'pending'
        union all
        select 'actions', count(*)::int, min(created_at)::text
          from pending_actions where status = 'pending' and expires_at > ${now.toISOString()}::timestamptz`,
  )
}

/** New player accounts (not operators' old player accounts) opened in the window. */
export async function signUps(db: DbOrTx, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from players
         where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
           and role = 'player'`,
  )
  return Number(row?.n ?? 0)
}

/** Writes this instance's hub count (docs/backoffice.md "The dashboard", players online). */
export async function savePresence(
  db: DbOrTx,
  instanceId: string,
  counts: { players: number; connections: number },
  at: Date,
): Promise<void> {
  await db.execute(
    sql`insert into hub_presence (instance_id, players, connections, seen_at)
        values (${instanceId}, ${counts.players}, ${counts.connections}, ${at.toISOString()}::timestamptz)
        on conflict (instance_id) do update
           set players = excluded.players, connections = excluded.connections, seen_at = excluded.seen_at`,
  )
}

export async function deletePresence(db: DbOrTx, instanceId: string): Promise<void> {
  await db.execute(sql`delete from hub_presence where instance_id = ${instanceId}`)
}

/** Players on the other instances heard from since `since` (this one's count is read live). */
export async function otherInstancesPlayers(db: DbOrTx, instanceId: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(players), 0)::int as n from hub_presence
         where instance_id <> ${instanceId} and seen_at > ${since.toISOString()}::timestamptz`,
  )
  return Number(row?.n ?? 0)
}
