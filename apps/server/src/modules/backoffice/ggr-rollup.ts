import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { REPORTS, localParts } from '@galata/contract'
import type { Db, Tx } from '../../db/client.js'
import { startIntervalJob } from '../../lib/interval-job.js'
import { acquireLease, fenceLease, releaseLease } from '../../lib/lease.js'
import * as q from './reports.queries.js'
import { dayBounds, hourSlots } from './reports.service.js'

/*
 * The GGR report's roll-up job (docs/backoffice.md "Reports", "The roll-up"): after each Istanbul
 * day closes, one pass sums that day's wager legs and bonus cost from the ledger into `ggr_daily` and
 * `ggr_days`, and after each hour of today closes, that hour's into `ggr_hourly` and `ggr_hours`,
 * with the report's own query, so the report reads 30 days as a few thousand rows and the ledger only
 * for the open hour. Nothing is added to a posting: the job reads the ledger afterwards.
 */

export const GGR_ROLLUP = {
  /** How often the job looks for closed days and hours: the report reads the open hour and at most this (and `settleMs`) more from the ledger. */
  everyMs: 5 * 60_000,
  /** A day or hour is rolled up this long after its end at the earliest (and only when no transaction begun before its end is open). */
  settleMs: 60_000,
  /** Days rolled up in one pass (the first pass over a long history takes several). */
  maxDaysPerPass: 31,
  /**
   * The job's lease (docs/leases.md): one instance writes the roll-up. Longer than LEASE_MS: a pass
   * runs every few minutes and a first one over a long history takes a while.
   */
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
 * One pass (docs/backoffice.md "The roll-up"). First the days: each closed day without a roll-up,
 * from the first day rolled up (the ledger's first day on the first pass) to yesterday, oldest first,
 * each in its own transaction; rolling up a day drops the hours of the day before it. Then the hours
 * of yesterday (while its day is not rolled up) and today: each closed hour without a roll-up, oldest
 * first. A period is closed when `now` is `settleMs` past its end and no transaction that began
 * before its end is still open (a leg is stamped with its transaction's start). Answers the days and
 * hours written.
 */
export async function rollUpGgr(
  db: Db,
  now: number,
  maxDays: number = GGR_ROLLUP.maxDaysPerPass,
  /** The lease's fence, checked in each roll-up transaction (docs/leases.md "The fenced writes"). */
  fence?: (tx: Tx) => Promise<void>,
): Promise<number> {
  const today = reportDayOf(now)
  const yesterday = dayBefore(today)
  let first = await q.firstRolledDay(db)
  if (first === null) {
    const firstLeg = await q.firstLegAt(db)
    if (firstLeg === null) return 0
    first = reportDayOf(firstLeg.getTime())
  }
  const open = await q.oldestOpenTransactionAt(db)
  const closed = (end: number) => end + GGR_ROLLUP.settleMs <= now && (open === null || open.getTime() >= end)
  let written = 0
  const days = first > yesterday ? [] : await q.daysNotRolledUp(db, first, yesterday, maxDays)
  for (const day of days) {
    const [start, end] = dayBounds([day]) as [Date, Date]
    if (!closed(end.getTime())) break
    await db.transaction(async (tx) => {
      await fence?.(tx)
      await q.rollUpDay(tx, day, [start, end], new Date(now))
      const [before] = dayBounds([dayBefore(day)]) as [Date, Date]
      await q.dropRolledHours(tx, dayBefore(day), [before, start])
    })
    written += 1
  }
  if (days.length === maxDays) return written // more days first, hours at the next pass

  const rolledDays = new Set((await q.rolledUpDays(db, yesterday, today)).map((r) => r.day))
  for (const day of [yesterday, today]) {
    if (day < first || rolledDays.has(day)) continue
    const [start, end] = dayBounds([day]) as [Date, Date]
    const done = new Set((await q.rolledUpHours(db, start, end)).map((h) => h.hour))
    for (const [hourStart, hourEnd] of hourSlots(start.getTime(), end.getTime())) {
      if (!closed(hourEnd)) return written
      if (done.has(hourStart)) continue
      await db.transaction(async (tx) => {
        await fence?.(tx)
        await q.rollUpHour(tx, [new Date(hourStart), new Date(hourEnd)], new Date(now))
      })
      written += 1
    }
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
      const hold = await acquireLease(app.db, GGR_ROLLUP.leaseKey, instanceId, now, GGR_ROLLUP.leaseMs)
      if (!hold) return 0
      return rollUpGgr(app.db, now, GGR_ROLLUP.maxDaysPerPass, (tx) =>
        fenceLease(tx, hold, { leaseMs: GGR_ROLLUP.leaseMs }),
      )
    },
  })
  app.addHook('onClose', async () => {
    await releaseLease(app.db, GGR_ROLLUP.leaseKey, instanceId).catch(() => {})
  })
}
