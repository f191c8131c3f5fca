import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { REPORTS, localParts } from '@galata/contract'
import type { Db } from '../../db/client.js'
import { startIntervalJob } from '../../lib/interval-job.js'
import { holdLease, releaseLease } from '../rounds/index.js'
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

/** The calendar day before `day` (YYYY-MM-DD). */
function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10)
}

/**
 * One pass: rolls up each closed day without a roll-up, from the first day rolled up (the ledger's
 * first day on the first pass) to yesterday, oldest first, each day in its own transaction. A day is
 * closed when `now` is `settleMs` past its end and no transaction that began before its end is still
 * open (a leg is stamped with its transaction's start, docs "The roll-up"). Answers the days written.
 */
export async function rollUpGgr(
  db: Db,
  now: number,
  maxDays: number = GGR_ROLLUP.maxDaysPerPass,
): Promise<number> {
  const yesterday = dayBefore(reportDayOf(now))
  let first = await q.firstRolledDay(db)
  if (first === null) {
    const firstLeg = await q.firstLegAt(db)
    if (firstLeg === null) return 0
    first = reportDayOf(firstLeg.getTime())
  }
  if (first > yesterday) return 0
  const open = await q.oldestOpenTransactionAt(db)
  let written = 0
  for (const day of await q.daysNotRolledUp(db, first, yesterday, maxDays)) {
    const [start, end] = dayBounds([day]) as [Date, Date]
    if (end.getTime() + GGR_ROLLUP.settleMs > now) break
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
  app.addHook('onClose', async () => {
    await releaseLease(app.db, GGR_ROLLUP.leaseKey, instanceId).catch(() => {})
  })
}
