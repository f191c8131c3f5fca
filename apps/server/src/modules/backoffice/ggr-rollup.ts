import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { REPORTS, localParts, reportDays } from '@galata/contract'
import type { Db } from '../../db/client.js'
import { startIntervalJob } from '../../lib/interval-job.js'
import { holdLease } from '../rounds/index.js'
import * as q from './reports.queries.js'
import { dayBounds } from './reports.service.js'

/*
 * The GGR report's roll-up job (docs/backoffice.md "Reports", "The roll-up"): after each Istanbul
 * day closes, one pass sums that day's wager legs and bonus cost from the ledger into `ggr_daily` and
 * `ggr_days`, with the report's own query, so the report reads 30 closed days as a few hundred rows.
 * Nothing is added to a posting: the job reads the ledger afterwards.
 */

export const GGR_ROLLUP = {
  /** How often the job looks for closed days not yet rolled up. */
  everyMs: 5 * 60_000,
  /** A day is rolled up this long after its end at the earliest (and only when no transaction begun before its end is open). */
  settleMs: 60_000,
  /** Days rolled up in one pass (the first pass over a long history takes several). */
  maxDaysPerPass: 31,
  /** The job's row in `table_leases`: one instance writes the roll-up. */
  leaseKey: 'job:ggr-rollup',
  leaseMs: 15 * 60_000,
} as const

/** The Istanbul calendar day (YYYY-MM-DD) of an instant. */
export function reportDayOf(instant: number): string {
  const p = localParts(instant, REPORTS.timeZone)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}

/**
 * One pass: rolls up each closed day after the last one rolled up (from the ledger's first day on
 * the first pass), oldest first, each day in its own transaction. A day is closed when `now` is
 * `settleMs` past its end and no transaction that began before its end is still open (a leg is
 * stamped with its transaction's start, docs "The roll-up"). Answers the number of days written.
 */
export async function rollUpGgr(
  db: Db,
  now: number,
  maxDays: number = GGR_ROLLUP.maxDaysPerPass,
): Promise<number> {
  const today = reportDayOf(now)
  const last = await q.lastRolledDay(db)
  let first: string
  if (last !== null) first = reportDays(last, today)[1] ?? today
  else {
    const firstLeg = await q.firstLegAt(db)
    if (firstLeg === null) return 0
    first = reportDayOf(firstLeg.getTime())
  }
  if (first >= today) return 0
  const open = await q.oldestOpenTransactionAt(db)
  let written = 0
  for (const day of reportDays(first, today).slice(0, maxDays)) {
    const [start, end] = dayBounds([day]) as [Date, Date]
    if (day >= today || end.getTime() + GGR_ROLLUP.settleMs > now) break
    if (open !== null && open < end) break
    await db.transaction((tx) => q.rollUpDay(tx, day, [start, end], new Date(now)))
    written += 1
  }
  return written
}

/** Runs the roll-up every `GGR_ROLLUP.everyMs` on the instance holding its lease. */
export function startGgrRollup(app: FastifyInstance): void {
  const instanceId = `i-${randomBytes(6).toString('hex')}`
  startIntervalJob(app, {
    name: 'ggr-rollup',
    everyMs: GGR_ROLLUP.everyMs,
    run: async () => {
      const now = app.clock.now()
      const held = await holdLease(
        app.db,
        GGR_ROLLUP.leaseKey,
        instanceId,
        new Date(now),
        new Date(now + GGR_ROLLUP.leaseMs),
      )
      return held ? rollUpGgr(app.db, now) : 0
    },
  })
}
