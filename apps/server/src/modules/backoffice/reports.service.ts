import {
  CSV_BOM,
  REPORT_PRODUCTS,
  REPORTS,
  ggrCsvColumns,
  localMidnight,
  reportDays,
  toCsv,
  type GgrQuery,
  type GgrReport,
  type GgrRow,
  type ReportProduct,
} from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import type { DbOrTx } from '../../db/client.js'
import { toMajor } from '../wallet/index.js'
import * as q from './reports.queries.js'

/*
 * The GGR report (docs/backoffice.md "Reports"): stakes, wins, GGR = stakes − wins, bonus cost and
 * NGR = GGR − bonus cost over Istanbul calendar days, by day, product or game, summed in kuruş and
 * answered in lira.
 */

/**
 * The product of a wager leg (docs/backoffice.md "Reports", the mapping): the sportsbook by the
 * ticket's phase, a casino game by its catalogue category; a game the catalogue does not list is an
 * Original when it is the studio's own and a slot when a third party's.
 */
export function productOf(
  leg: Pick<q.WagerLegSum, 'provider' | 'category' | 'parentCategory' | 'inPlay'>,
): ReportProduct {
  if (leg.provider === 'sportsbook') return leg.inPlay ? 'sports-live' : 'sports-prematch'
  const category = leg.category ?? ''
  if (category === 'slot') return 'slots'
  if (category === 'live' || category.startsWith('live-') || leg.parentCategory === 'live') return 'live'
  if (category === 'tvbets') return 'tv'
  if (category === 'bingo') return 'bingo'
  if (category === 'virtual') return 'virtual'
  if (category === 'games') return 'originals'
  return leg.provider === 'galata' ? 'originals' : 'slots'
}

/** Each day's Istanbul midnight from `from`, then the midnight after `to`: the days' bounds. */
export function dayBounds(days: readonly string[]): Date[] {
  const midnight = (day: string, plus = 0) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number]
    return new Date(localMidnight(y, m, d + plus, REPORTS.timeZone))
  }
  return [...days.map((d) => midnight(d)), midnight(days[days.length - 1]!, 1)]
}

interface Sum {
  stakes: bigint
  wins: bigint
}

const add = (map: Map<string, Sum>, key: string, stakes: bigint, wins: bigint) => {
  const s = map.get(key) ?? { stakes: 0n, wins: 0n }
  s.stakes += stakes
  s.wins += wins
  map.set(key, s)
}

const figures = (s: Sum) => ({
  stakes: toMajor(s.stakes),
  wins: toMajor(s.wins),
  ggr: toMajor(s.stakes - s.wins),
})

/** An hour of the roll-up: counted from its day's start, the last one ends with the day. */
export const HOUR_MS = 3_600_000

/** The hours of the day between `start` and `end` (ms): [hour start, hour end] pairs. */
export function hourSlots(start: number, end: number): [number, number][] {
  const slots: [number, number][] = []
  for (let h = start; h < end; h += HOUR_MS) slots.push([h, Math.min(h + HOUR_MS, end)])
  return slots
}

/** A stretch of time read from the ledger: its bounds and the day of each bucket between them. */
interface LedgerRun {
  edges: number[]
  days: string[]
}

/**
 * The wager sums and bonus cost of `days` (docs/backoffice.md "Reports", "The roll-up"), the report's
 * one reading: a day the job has rolled up whole from `ggr_days`/`ggr_daily`; of any other day (today,
 * yesterday until its pass) the hours rolled up from `ggr_hours`/`ggr_hourly`; everything else (the
 * open hour, an hour or day the job has not reached) from the ledger, a query per stretch of
 * consecutive time. Either way the same sums, classified afterwards by `productOf` with today's
 * catalogue.
 */
export async function ggrSums(
  db: DbOrTx,
  days: readonly string[],
): Promise<{ legs: { day: string; leg: q.WagerLegSum }[]; bonuses: { day: string; amount: bigint }[] }> {
  const bounds = dayBounds(days).map((b) => b.getTime())
  const rolled = await q.rolledUpDays(db, days[0]!, days[days.length - 1]!)
  const rolledDays = new Set(rolled.map((r) => r.day))
  const open = days.flatMap((day, i) => (rolledDays.has(day) ? [] : [i]))
  const hours =
    open.length === 0
      ? []
      : await q.rolledUpHours(db, new Date(bounds[open[0]!]!), new Date(bounds[open[open.length - 1]! + 1]!))
  const hourBonus = new Map(hours.map((h) => [h.hour, h.bonusCost]))
  const hourDay = new Map<number, string>()
  const runs: LedgerRun[] = []
  let run: LedgerRun | null = null
  for (const i of open) {
    const day = days[i]!
    for (const [start, end] of hourSlots(bounds[i]!, bounds[i + 1]!)) {
      if (hourBonus.has(start)) {
        hourDay.set(start, day)
        run = null
      } else if (run !== null && run.edges[run.edges.length - 1] === start) {
        if (run.days[run.days.length - 1] === day) run.edges[run.edges.length - 1] = end
        else {
          run.edges.push(end)
          run.days.push(day)
        }
      } else {
        run = { edges: [start, end], days: [day] }
        runs.push(run)
      }
    }
  }

  const bonuses = rolled.map((r) => ({ day: r.day, amount: BigInt(r.bonusCost) }))
  for (const [hour, day] of hourDay) bonuses.push({ day, amount: BigInt(hourBonus.get(hour)!) })
  const [fromDays, fromHours, ...fromLedger] = await Promise.all([
    rolled.length > 0 ? q.rolledUpLegSums(db, [...rolledDays]) : [],
    hourDay.size > 0 ? q.rolledUpHourLegSums(db, [...hourDay.keys()]) : [],
    ...runs.map(async (r) => {
      const edges = r.edges.map((e) => new Date(e))
      const [wagers, bonus] = await Promise.all([q.wagerLegSums(db, edges), q.bonusCostSums(db, edges)])
      return { days: r.days, wagers, bonus }
    }),
  ])
  const legs: { day: string; leg: q.WagerLegSum }[] = []
  for (const leg of fromDays) legs.push({ day: String(leg.key), leg })
  for (const leg of fromHours) {
    const day = hourDay.get(Number(leg.key))
    if (day !== undefined) legs.push({ day, leg })
  }
  for (const { days: runDays, wagers, bonus } of fromLedger) {
    // width_bucket puts nothing outside the stretch the WHERE already kept; guard all the same.
    for (const leg of wagers) {
      const day = runDays[Number(leg.key) - 1]
      if (day !== undefined) legs.push({ day, leg })
    }
    for (const b of bonus) {
      const day = runDays[b.bucket - 1]
      if (day !== undefined) bonuses.push({ day, amount: BigInt(b.amount) })
    }
  }
  return { legs, bonuses }
}

export async function ggrReport(db: DbOrTx, query: GgrQuery): Promise<GgrReport> {
  const days = reportDays(query.from, query.to)
  if (days.length > REPORTS.maxDays)
    throw new AppError('REPORT_RANGE_TOO_LONG', { to: 'too_long' }, { maxDays: REPORTS.maxDays })
  const bounds = dayBounds(days)
  const { legs, bonuses } = await ggrSums(db, days)

  const byDay = new Map<string, Sum>()
  const byProduct = new Map<string, Sum>()
  const byGame = new Map<string, Sum>()
  const byDayProduct = new Map<string, Sum>()
  const total: Sum = { stakes: 0n, wins: 0n }
  for (const { day, leg } of legs) {
    const product = productOf(leg)
    const stakes = BigInt(leg.stakes)
    const wins = BigInt(leg.wins)
    add(byDay, day, stakes, wins)
    add(byProduct, product, stakes, wins)
    add(byGame, `${product}\t${leg.game ?? ''}`, stakes, wins)
    add(byDayProduct, `${day}\t${product}`, stakes, wins)
    total.stakes += stakes
    total.wins += wins
  }
  const bonusByDay = new Map<string, bigint>()
  let bonusTotal = 0n
  for (const { day, amount } of bonuses) {
    bonusByDay.set(day, (bonusByDay.get(day) ?? 0n) + amount)
    bonusTotal += amount
  }

  const zero: Sum = { stakes: 0n, wins: 0n }
  let rows: GgrRow[]
  if (query.by === 'day')
    rows = days.map((day) => {
      const s = byDay.get(day) ?? zero
      const bonus = bonusByDay.get(day) ?? 0n
      return { day, ...figures(s), bonusCost: toMajor(bonus), ngr: toMajor(s.stakes - s.wins - bonus) }
    })
  else if (query.by === 'product')
    rows = REPORT_PRODUCTS.map((product) => ({
      product,
      ...figures(byProduct.get(product) ?? zero),
      bonusCost: null,
      ngr: null,
    }))
  else
    rows = [...byGame.entries()]
      .map(([key, s]) => {
        const [product, game] = key.split('\t') as [ReportProduct, string]
        return { product, game, ...figures(s), bonusCost: null, ngr: null }
      })
      .sort(
        (a, b) =>
          REPORT_PRODUCTS.indexOf(a.product) - REPORT_PRODUCTS.indexOf(b.product) ||
          a.game.localeCompare(b.game),
      )

  return {
    from: query.from,
    to: query.to,
    by: query.by,
    fromAt: bounds[0]!.toISOString(),
    toAt: bounds[bounds.length - 1]!.toISOString(),
    rows,
    totals: {
      ...figures(total),
      bonusCost: toMajor(bonusTotal),
      ngr: toMajor(total.stakes - total.wins - bonusTotal),
    },
    series: days.flatMap((day) =>
      REPORT_PRODUCTS.map((product) => {
        const s = byDayProduct.get(`${day}\t${product}`) ?? zero
        return { day, product, ggr: toMajor(s.stakes - s.wins) }
      }),
    ),
  }
}

/** The report's file: the byte-order mark, then the rows as CSV with the contract's writer. */
export function ggrCsv(report: GgrReport): string {
  const rows = report.rows.map((r) => {
    const keys = report.by === 'day' ? [r.day] : report.by === 'product' ? [r.product] : [r.product, r.game]
    return [...keys, r.stakes, r.wins, r.ggr, r.bonusCost, r.ngr]
  })
  return CSV_BOM + toCsv(ggrCsvColumns(report.by), rows)
}

export function ggrFileName(report: GgrReport): string {
  return `ggr-${report.by}-${report.from}-${report.to}.csv`
}
