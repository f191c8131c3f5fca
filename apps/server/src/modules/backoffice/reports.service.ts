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

/**
 * The wager sums and bonus cost of `days` (docs/backoffice.md "Reports", "The roll-up"): the days the
 * background job has rolled up from the roll-up, every other day (today, a day the job has not
 * reached) from the ledger, a query per run of consecutive days. Either way the same sums, classified
 * afterwards by `productOf` with today's catalogue.
 */
async function legsOfDays(
  db: DbOrTx,
  days: readonly string[],
): Promise<{ legs: { day: string; leg: q.WagerLegSum }[]; bonuses: { day: string; amount: bigint }[] }> {
  const rolled = await q.rolledUpDays(db, days[0]!, days[days.length - 1]!)
  const rolledDays = new Set(rolled.map((r) => r.day))
  const runs: string[][] = []
  days.forEach((day, i) => {
    if (rolledDays.has(day)) return
    if (i > 0 && !rolledDays.has(days[i - 1]!) && runs.length > 0) runs[runs.length - 1]!.push(day)
    else runs.push([day])
  })
  const legs: { day: string; leg: q.WagerLegSum }[] = []
  const bonuses = rolled.map((r) => ({ day: r.day, amount: BigInt(r.bonusCost) }))
  const [fromRollUp, ...fromLedger] = await Promise.all([
    rolled.length > 0 ? q.rolledUpLegSums(db, [...rolledDays]) : [],
    ...runs.map(async (run) => {
      const bounds = dayBounds(run)
      const [wagers, bonus] = await Promise.all([q.wagerLegSums(db, bounds), q.bonusCostSums(db, bounds)])
      return { run, wagers, bonus }
    }),
  ])
  for (const leg of fromRollUp) legs.push({ day: String(leg.key), leg })
  for (const { run, wagers, bonus } of fromLedger) {
    // width_bucket puts nothing outside the run the WHERE already kept; guard all the same.
    for (const leg of wagers) {
      const day = run[Number(leg.key) - 1]
      if (day !== undefined) legs.push({ day, leg })
    }
    for (const b of bonus) {
      const day = run[b.bucket - 1]
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
  const { legs, bonuses } = await legsOfDays(db, days)

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
