import type { FastifyInstance } from 'fastify'
import {
  RECON_PROVIDERS,
  RECONCILIATION,
  type ReconDifference,
  type ReconDifferenceStatus,
  type ReconProvider,
  type ReconRun,
} from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Operator } from '../payments/index.js'
import { asBigint, toMajor } from '../wallet/index.js'
import { compareDay, isBooked, type Difference } from './reconciliation.compare.js'
import { REPORT_PARSERS, ReportFormatError, type ReconLine } from './reconciliation.parsers.js'
import * as q from './reconciliation.queries.js'

/*
 * The daily reconciliation of game providers against the ledger (docs/providers.md
 * "Reconciliation"): fetch a provider's report of one UTC day, read it into canonical lines, compare
 * them with our provider transactions and their ledger postings, and store the run and each
 * difference for the back office, who explains them one by one (audited). A run changes no money.
 */

export interface ReconDeps extends Pick<FastifyInstance, 'db' | 'clock'> {
  /** Each provider's report address (`?provider=&date=` are added); absent: not reconciled. */
  sources: Partial<Record<ReconProvider, string>>
  /** The day's rounding suspense above which a run lists it (RECONCILIATION.roundingAlertKurus unless said). */
  roundingAlertKurus?: bigint
}

const DAY_MS = 86_400_000
/** A failed run of the job's day is tried again after this long (the provider's export may be late). */
const RETRY_FAILED_MS = 60 * 60_000

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10)
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`)
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString())
const lira = (v: string | number | null) => (v === null ? null : toMajor(asBigint(v)))
const idOrNull = (v: string | number | null) => (v === null ? null : Number(v))

function toRun(r: q.RunRow): ReconRun {
  return {
    id: Number(r.id),
    provider: r.provider,
    day: r.day,
    status: r.status,
    trigger: r.trigger,
    staffId: idOrNull(r.staff_id),
    theirLines: Number(r.their_lines),
    ourLines: Number(r.our_lines),
    differences: Number(r.differences),
    openDifferences: Number(r.open_differences),
    error: r.error,
    startedAt: iso(r.started_at)!,
    finishedAt: iso(r.finished_at)!,
  }
}

function toDifference(r: q.DifferenceRow): ReconDifference {
  return {
    id: Number(r.id),
    runId: Number(r.run_id),
    provider: r.provider,
    kind: r.kind,
    txId: r.tx_id,
    roundId: r.round_id,
    playerId: idOrNull(r.player_id),
    theirType: r.their_type,
    ourType: r.our_type,
    theirAmount: lira(r.their_amount),
    ourAmount: lira(r.our_amount),
    theirAt: iso(r.their_at),
    ourAt: iso(r.our_at),
    status: r.status,
    explainedBy: idOrNull(r.explained_by),
    explainedAt: iso(r.explained_at),
    note: r.note,
  }
}

/** The report's text, within RECONCILIATION's time and size; an Error that names no address (it may hold a key). */
async function fetchReport(base: string, provider: ReconProvider, day: string): Promise<string> {
  const url = new URL(base)
  url.searchParams.set('provider', provider)
  url.searchParams.set('date', day)
  let res: Response
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(RECONCILIATION.fetchTimeoutMs) })
  } catch (err) {
    const name = (err as { name?: string }).name
    throw new Error(
      name === 'TimeoutError' ? 'the report did not come in time' : 'the report address did not answer',
    )
  }
  const body = await res.text()
  if (!res.ok) throw new Error(`the report address answered HTTP ${res.status}: ${body.slice(0, 200)}`)
  if (body.length > RECONCILIATION.maxReportBytes) throw new Error('the report is larger than a run reads')
  return body
}

/** Compares one provider's day; the differences, and how many lines each side had. */
async function compareWithLedger(deps: ReconDeps, provider: ReconProvider, day: string, theirs: ReconLine[]) {
  const bounds: [Date, Date] = [new Date(dayStart(day)), new Date(dayStart(day) + DAY_MS)]
  const ourDay = await q.ourDay(deps.db, provider, bounds)
  const known = new Set(ourDay.map((o) => o.txId))
  const elsewhere = await q.ourByIds(
    deps.db,
    provider,
    [...new Set(theirs.map((l) => l.txId))].filter((id) => !known.has(id)),
  )
  const differences = compareDay(theirs, ourDay, elsewhere)
  // The operator's alert on the rounding suspense account (docs/providers.md "Reconciliation"): the
  // provider's remainders of the day past the threshold are one more difference to explain.
  const rounded = await q.roundedAway(deps.db, provider, bounds)
  if (rounded > (deps.roundingAlertKurus ?? BigInt(RECONCILIATION.roundingAlertKurus)))
    differences.push({
      kind: 'rounding_suspense',
      txId: `rounding:${day}`,
      roundId: null,
      playerId: null,
      theirType: null,
      ourType: null,
      theirAmount: null,
      ourAmount: rounded,
      theirAt: null,
      ourAt: null,
    })
  return { differences, ourLines: ourDay.filter(isBooked).length }
}

/**
 * One run: the provider's report of `day` against our side, stored with its differences (or as
 * failed, with why). `who` is the staff member of a manual run (audited with the run).
 */
export async function reconcileDay(
  deps: ReconDeps,
  provider: ReconProvider,
  day: string,
  who: Operator | null,
): Promise<ReconRun> {
  const source = deps.sources[provider]
  if (!source) throw new AppError('RECON_NO_REPORT_SOURCE')
  const startedAt = new Date(deps.clock.now())
  let result: { differences: Difference[]; ourLines: number; theirLines: number } | { error: string }
  try {
    const theirs = REPORT_PARSERS[provider](await fetchReport(source, provider, day))
    result = { ...(await compareWithLedger(deps, provider, day, theirs)), theirLines: theirs.length }
  } catch (err) {
    const reason = err instanceof ReportFormatError ? `the report is not in its format: ${err.message}` : null
    result = { error: reason ?? (err instanceof Error ? err.message : String(err)) }
  }
  const finishedAt = new Date(deps.clock.now())
  const id = await deps.db.transaction(async (tx) => {
    const runId = await q.insertRun(
      tx,
      {
        provider,
        day,
        status: 'error' in result ? 'failed' : 'done',
        trigger: who ? 'staff' : 'job',
        staffId: who?.id ?? null,
        theirLines: 'error' in result ? 0 : result.theirLines,
        ourLines: 'error' in result ? 0 : result.ourLines,
        error: 'error' in result ? result.error.slice(0, 1000) : null,
        startedAt,
        finishedAt,
      },
      'error' in result ? [] : result.differences,
    )
    if (who)
      await recordAudit(
        tx,
        {
          actorKind: who.kind,
          actorId: who.id,
          action: 'backoffice.reconciliation.run',
          ip: who.ip,
          fingerprint: who.fingerprint,
          detail: {
            runId,
            provider,
            day,
            differences: 'error' in result ? null : result.differences.length,
            role: who.role,
          },
        },
        finishedAt,
      )
    return runId
  })
  return toRun((await q.readRun(deps.db, id))!)
}

/** A staff member's "run now": a day of the last RECONCILIATION.maxDaysBack, today included (so far). */
export function reconcileOnRequest(deps: ReconDeps, who: Operator, provider: ReconProvider, day: string) {
  const now = deps.clock.now()
  const start = dayStart(day)
  if (Number.isNaN(start) || utcDay(start) !== day)
    throw new AppError('VALIDATION_FAILED', { day: 'invalid_date' })
  if (start > now || start < dayStart(utcDay(now)) - RECONCILIATION.maxDaysBack * DAY_MS)
    throw new AppError('VALIDATION_FAILED', { day: 'invalid_range' })
  return reconcileDay(deps, provider, day, who)
}

/**
 * The job's pass: yesterday (UTC) of every provider with a report source, once it is
 * RECONCILIATION.settleMs old, unless a run of it is done (a failed one is retried hourly). Answers
 * the runs made.
 */
export async function reconcileYesterday(deps: ReconDeps): Promise<number> {
  const now = deps.clock.now()
  const today = utcDay(now)
  if (now < dayStart(today) + RECONCILIATION.settleMs) return 0
  const yesterday = utcDay(dayStart(today) - DAY_MS)
  let runs = 0
  for (const provider of RECON_PROVIDERS) {
    if (!deps.sources[provider]) continue
    const last = await q.latestRun(deps.db, provider, yesterday)
    if (last && (last.status === 'done' || now - last.finishedAt.getTime() < RETRY_FAILED_MS)) continue
    await reconcileDay(deps, provider, yesterday, null)
    runs += 1
  }
  return runs
}

export async function listRuns(
  deps: Pick<ReconDeps, 'db'>,
  provider: ReconProvider | undefined,
  skip: number,
  take: number,
) {
  const page = await q.listRuns(deps.db, provider, skip, take)
  return { items: page.items.map(toRun), total: page.total }
}

export async function listDifferences(
  deps: Pick<ReconDeps, 'db'>,
  runId: number,
  status: ReconDifferenceStatus | undefined,
  skip: number,
  take: number,
) {
  if (!(await q.readRun(deps.db, runId))) throw new AppError('NOT_FOUND')
  const page = await q.listDifferences(deps.db, runId, status, skip, take)
  return { items: page.items.map(toDifference), total: page.total }
}

/** Marks an open difference explained with the staff member's note, audited in the same transaction. */
export async function explainDifference(
  deps: Pick<ReconDeps, 'db' | 'clock'>,
  who: Operator,
  id: number,
  note: string,
): Promise<ReconDifference> {
  return deps.db.transaction(async (tx) => {
    const row = await q.lockDifference(tx, id)
    if (!row) throw new AppError('NOT_FOUND')
    if (row.status !== 'open') throw new AppError('RECON_DIFFERENCE_NOT_OPEN')
    const at = new Date(deps.clock.now())
    await q.markExplained(tx, id, who.id, note, at)
    await recordAudit(
      tx,
      {
        actorKind: who.kind,
        actorId: who.id,
        action: 'backoffice.reconciliation.explained',
        ip: who.ip,
        fingerprint: who.fingerprint,
        detail: {
          differenceId: id,
          runId: Number(row.run_id),
          kind: row.kind,
          txId: row.tx_id,
          note,
          role: who.role,
        },
      },
      at,
    )
    return toDifference({ ...row, status: 'explained', explained_by: who.id, explained_at: at, note })
  })
}
