import { sql, type SQL } from 'drizzle-orm'
import type { ReconDifferenceStatus, ReconProvider } from '@galata/contract'
import { queryRows, type DbOrTx } from '../../db/client.js'
import { reconciliationDifferences, reconciliationRuns } from '../../db/schema/index.js'
import { asBigint } from '../wallet/index.js'
import type { Difference, OurTransaction } from './reconciliation.compare.js'

/*
 * The reconciliation's SQL (docs/providers.md "Reconciliation"). Our side of a day is read from
 * provider_transactions (bet, win, rollback: the sportsbook's settle commands are no provider's
 * report) with what each one's ledger posting moved on the player's accounts.
 */

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`

type OurRow = {
  tx_id: string
  op: OurTransaction['op']
  status: string
  player_id: string | number
  round_id: string
  posted: string | number | null
  created_at: string | Date
}

const ourColumns = sql`pt.tx_id, pt.op, pt.status, pt.player_id, pt.round_id, pt.created_at,
  (select coalesce(sum(e.amount), 0) from ledger_entries e join accounts a on a.id = e.account_id
    where e.transaction_id = pt.ledger_transaction_id and a.player_id is not null) as posted`

const toOurs = (r: OurRow): OurTransaction => {
  const posted = asBigint(r.posted)
  return {
    txId: r.tx_id,
    op: r.op,
    status: r.status,
    playerId: Number(r.player_id),
    roundId: r.round_id,
    posted: posted < 0n ? -posted : posted,
    at: new Date(r.created_at),
  }
}

/** Our bets, wins and rollbacks of one provider created in [start, end). */
export async function ourDay(
  db: DbOrTx,
  provider: ReconProvider,
  [start, end]: [Date, Date],
): Promise<OurTransaction[]> {
  const rows = await queryRows<OurRow>(
    db,
    sql`select ${ourColumns} from provider_transactions pt
         where pt.provider = ${provider} and pt.op in ('bet', 'win', 'rollback')
           and pt.created_at >= ${ts(start)} and pt.created_at < ${ts(end)}
         order by pt.created_at, pt.id`,
  )
  return rows.map(toOurs)
}

/** Ours by transaction id, wherever their day (their lines found nowhere in ours of the day). */
export async function ourByIds(
  db: DbOrTx,
  provider: ReconProvider,
  txIds: readonly string[],
): Promise<OurTransaction[]> {
  const out: OurTransaction[] = []
  for (let i = 0; i < txIds.length; i += 1_000) {
    const chunk = txIds.slice(i, i + 1_000)
    const rows = await queryRows<OurRow>(
      db,
      sql`select ${ourColumns} from provider_transactions pt
           where pt.provider = ${provider} and pt.op in ('bet', 'win', 'rollback')
             and pt.tx_id in (${sql.join(
               chunk.map((id) => sql`${id}`),
               sql`, `,
             )})`,
    )
    out.push(...rows.map(toOurs))
  }
  return out
}

/**
 * Whole kuruş one provider's credits left below the kuruş in [start, end): the `rounding` postings
 * into the rounding suspense account (docs/wallet.md "Rounding suspense"), whose metadata names the
 * provider.
 */
export async function roundedAway(db: DbOrTx, provider: ReconProvider, [start, end]: [Date, Date]) {
  const [row] = await queryRows<{ kurus: string | number | null }>(
    db,
    sql`select coalesce(sum(e.amount), 0) as kurus
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join accounts a on a.id = e.account_id and a.kind = 'rounding_suspense' and a.player_id is null
         where t.kind = 'rounding' and t.metadata->>'provider' = ${provider}
           and t.created_at >= ${ts(start)} and t.created_at < ${ts(end)}`,
  )
  return asBigint(row?.kurus ?? 0)
}

export interface RunInsert {
  provider: ReconProvider
  day: string
  status: 'done' | 'failed'
  trigger: 'job' | 'staff'
  staffId: number | null
  theirLines: number
  ourLines: number
  error: string | null
  startedAt: Date
  finishedAt: Date
}

/** A run and its differences, in one statement each (the caller's transaction). */
export async function insertRun(db: DbOrTx, run: RunInsert, differences: readonly Difference[]) {
  const [row] = await db
    .insert(reconciliationRuns)
    .values({ ...run, differences: differences.length })
    .returning({ id: reconciliationRuns.id })
  const runId = row!.id
  for (let i = 0; i < differences.length; i += 500)
    await db.insert(reconciliationDifferences).values(
      differences.slice(i, i + 500).map((d) => ({
        runId,
        provider: run.provider,
        kind: d.kind,
        txId: d.txId,
        roundId: d.roundId,
        playerId: d.playerId,
        theirType: d.theirType,
        ourType: d.ourType,
        theirAmount: d.theirAmount,
        ourAmount: d.ourAmount,
        theirAt: d.theirAt,
        ourAt: d.ourAt,
      })),
    )
  return runId
}

export type RunRow = {
  id: string | number
  provider: ReconProvider
  day: string
  status: 'done' | 'failed'
  trigger: 'job' | 'staff'
  staff_id: string | number | null
  their_lines: number
  our_lines: number
  differences: number
  open_differences: string | number
  error: string | null
  started_at: string | Date
  finished_at: string | Date
}

const runColumns = sql`r.id, r.provider, r.day, r.status, r.trigger, r.staff_id, r.their_lines, r.our_lines,
  r.differences, r.error, r.started_at, r.finished_at,
  (select count(*) from reconciliation_differences d where d.run_id = r.id and d.status = 'open') as open_differences`

export async function listRuns(
  db: DbOrTx,
  provider: ReconProvider | undefined,
  skip: number,
  take: number,
): Promise<{ items: RunRow[]; total: number }> {
  const where: SQL = provider ? sql`r.provider = ${provider}` : sql`true`
  const items = await queryRows<RunRow>(
    db,
    sql`select ${runColumns} from reconciliation_runs r where ${where}
         order by r.id desc offset ${skip} limit ${take}`,
  )
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from reconciliation_runs r where ${where}`,
  )
  return { items, total: Number(count?.n ?? 0) }
}

export async function readRun(db: DbOrTx, id: number): Promise<RunRow | null> {
  const [row] = await queryRows<RunRow>(
    db,
    sql`select ${runColumns} from reconciliation_runs r where r.id = ${id}`,
  )
  return row ?? null
}

/** The job's question: the latest run of a provider's day (null: never run). */
export async function latestRun(
  db: DbOrTx,
  provider: ReconProvider,
  day: string,
): Promise<{ status: 'done' | 'failed'; finishedAt: Date } | null> {
  const [row] = await queryRows<{ status: 'done' | 'failed'; finished_at: string | Date }>(
    db,
    sql`select r.status, r.finished_at from reconciliation_runs r
         where r.provider = ${provider} and r.day = ${day}
         order by (r.status = 'done') desc, r.id desc limit 1`,
  )
  return row ? { status: row.status, finishedAt: new Date(row.finished_at) } : null
}

export type DifferenceRow = {
  id: string | number
  run_id: string | number
  provider: ReconProvider
  kind: Difference['kind']
  tx_id: string
  round_id: string | null
  player_id: string | number | null
  their_type: Difference['theirType']
  our_type: Difference['ourType']
  their_amount: string | number | null
  our_amount: string | number | null
  their_at: string | Date | null
  our_at: string | Date | null
  status: ReconDifferenceStatus
  explained_by: string | number | null
  explained_at: string | Date | null
  note: string | null
}

const differenceColumns = sql`d.id, d.run_id, d.provider, d.kind, d.tx_id, d.round_id, d.player_id, d.their_type,
  d.our_type, d.their_amount, d.our_amount, d.their_at, d.our_at, d.status, d.explained_by, d.explained_at, d.note`

export async function listDifferences(
  db: DbOrTx,
  runId: number,
  status: ReconDifferenceStatus | undefined,
  skip: number,
  take: number,
): Promise<{ items: DifferenceRow[]; total: number }> {
  const where = sql`d.run_id = ${runId}${status ? sql` and d.status = ${status}` : sql``}`
  const items = await queryRows<DifferenceRow>(
    db,
    sql`select ${differenceColumns} from reconciliation_differences d where ${where}
         order by d.id offset ${skip} limit ${take}`,
  )
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from reconciliation_differences d where ${where}`,
  )
  return { items, total: Number(count?.n ?? 0) }
}

/** The difference, locked: two staff explaining at once queue here, so the second sees the first. */
export async function lockDifference(db: DbOrTx, id: number): Promise<DifferenceRow | null> {
  const [row] = await queryRows<DifferenceRow>(
    db,
    sql`select ${differenceColumns} from reconciliation_differences d where d.id = ${id} for update`,
  )
  return row ?? null
}

export async function markExplained(db: DbOrTx, id: number, staffId: number, note: string, at: Date) {
  await db.execute(
    sql`update reconciliation_differences set status = 'explained', explained_by = ${staffId},
          explained_at = ${ts(at)}, note = ${note} where id = ${id}`,
  )
}
