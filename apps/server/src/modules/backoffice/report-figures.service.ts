import {
  CSV_BOM,
  REPORT_CSV_COLUMNS,
  REPORTS,
  reportDays,
  toCsv,
  type CsvCell,
  type FirstDepositsReport,
  type LiabilitiesReport,
  type MarginReport,
  type MarginRow,
  type PaymentReportStatus,
  type PaymentsReport,
  type PnlQuery,
  type PnlReport,
  type ReportName,
  type ReportRangeQuery,
} from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import type { DbOrTx } from '../../db/client.js'
import { toMajor } from '../wallet/index.js'
import * as q from './report-figures.queries.js'
import { dayBounds } from './reports.service.js'

/*
 * The reports beside GGR (docs/backoffice.md "Reports", "The other reports"): each over a range of
 * Istanbul days with the GGR report's rules (at most REPORTS.maxDays, the same bounds), summed in
 * kuruş and answered in lira, and each with its CSV.
 */

interface Range {
  days: string[]
  bounds: Date[]
  head: { from: string; to: string; fromAt: string; toAt: string }
}

function range(query: { from: string; to: string }): Range {
  const days = reportDays(query.from, query.to)
  if (days.length > REPORTS.maxDays)
    throw new AppError('REPORT_RANGE_TOO_LONG', { to: 'too_long' }, { maxDays: REPORTS.maxDays })
  const bounds = dayBounds(days)
  return {
    days,
    bounds,
    head: {
      from: query.from,
      to: query.to,
      fromAt: bounds[0]!.toISOString(),
      toAt: bounds[bounds.length - 1]!.toISOString(),
    },
  }
}

const STATUS: Record<number, PaymentReportStatus> = {
  1: 'confirmed',
  2: 'pending',
  4: 'rejected',
  5: 'cancelled',
}

export async function paymentsReport(db: DbOrTx, query: ReportRangeQuery): Promise<PaymentsReport> {
  const { days, bounds, head } = range(query)
  const [groups, byDay] = await Promise.all([q.paymentGroups(db, bounds), q.confirmedByDay(db, bounds)])
  // Statuses the report does not name (none, merged, created) are summed into one `other` row.
  const rows = new Map<string, PaymentsReport['rows'][number] & { kurus: bigint }>()
  for (const g of groups) {
    const direction = g.type === 1 ? 'deposit' : 'withdrawal'
    const status = STATUS[g.status] ?? 'other'
    const key = `${direction}\t${g.method}\t${status}`
    const row = rows.get(key) ?? {
      direction,
      method: g.method,
      methodName: { tr: g.methodName.tr, en: g.methodName.en },
      status,
      count: 0,
      amount: 0,
      medianSeconds: null,
      p90Seconds: null,
      kurus: 0n,
    }
    row.count += g.count
    row.kurus += BigInt(g.amount)
    row.amount = toMajor(row.kurus)
    if (status === 'confirmed') {
      row.medianSeconds = g.median === null ? null : Math.round(Number(g.median))
      row.p90Seconds = g.p90 === null ? null : Math.round(Number(g.p90))
    }
    rows.set(key, row)
  }
  const series = new Map(days.map((day) => [day, { deposits: 0n, withdrawals: 0n }]))
  const totals = { deposits: 0n, withdrawals: 0n }
  for (const r of byDay) {
    const day = series.get(days[r.bucket - 1] ?? '')
    if (!day) continue
    const which = r.type === 1 ? 'deposits' : 'withdrawals'
    day[which] += BigInt(r.amount)
    totals[which] += BigInt(r.amount)
  }
  return {
    ...head,
    rows: [...rows.values()].map(({ kurus: _kurus, ...row }) => row),
    series: [...series.entries()].map(([day, s]) => ({
      day,
      deposits: toMajor(s.deposits),
      withdrawals: toMajor(s.withdrawals),
    })),
    totals: { deposits: toMajor(totals.deposits), withdrawals: toMajor(totals.withdrawals) },
  }
}

export async function firstDepositsReport(db: DbOrTx, query: ReportRangeQuery): Promise<FirstDepositsReport> {
  const { days, bounds, head } = range(query)
  const found = await q.firstDeposits(db, bounds)
  const byDay = new Map(days.map((day) => [day, { count: 0, amount: 0n }]))
  let count = 0
  let amount = 0n
  for (const r of found) {
    const day = byDay.get(days[r.bucket - 1] ?? '')
    if (!day) continue
    day.count += r.count
    day.amount += BigInt(r.amount)
    count += r.count
    amount += BigInt(r.amount)
  }
  return {
    ...head,
    rows: [...byDay.entries()].map(([day, s]) => ({ day, count: s.count, amount: toMajor(s.amount) })),
    totals: { count, amount: toMajor(amount) },
  }
}

export async function pnlReport(db: DbOrTx, query: PnlQuery): Promise<PnlReport> {
  const { bounds, head } = range(query)
  const [page, totals] = await Promise.all([
    q.pnlPage(db, bounds, query.skip, query.take),
    q.pnlTotals(db, bounds),
  ])
  const stakes = BigInt(totals.stakes)
  const wins = BigInt(totals.wins)
  return {
    ...head,
    items: page.map((p) => ({
      playerId: Number(p.playerId),
      username: p.username,
      stakes: toMajor(BigInt(p.stakes)),
      wins: toMajor(BigInt(p.wins)),
      profit: toMajor(BigInt(p.profit)),
    })),
    total: totals.total,
    totals: { stakes: toMajor(stakes), wins: toMajor(wins), profit: toMajor(wins - stakes) },
  }
}

export async function liabilitiesReport(
  db: DbOrTx,
  query: ReportRangeQuery,
  now: number,
): Promise<LiabilitiesReport> {
  const { days, bounds, head } = range(query)
  // Each day is read at its end, the Istanbul midnight after it; a day not over yet, at `now`.
  const instants = days.map((_, i) => new Date(Math.min(bounds[i + 1]!.getTime(), now)))
  const [balances, legs, open] = await Promise.all([
    q.balancesNow(db),
    q.playerLegsSince(db, bounds),
    q.openStakesAt(db, instants),
  ])
  const balanceNow = (kind: string) => BigInt(balances.find((b) => b.kind === kind)?.amount ?? '0')
  // The legs of bucket k (1-based) fall in day k; n+1 is after the range. A balance at the end of day
  // i is today's less the legs of the buckets after i; a day's instant that is `now` has none after it.
  const after = (kind: string, i: number) =>
    legs.filter((l) => l.kind === kind && l.bucket > i + 1).reduce((s, l) => s + BigInt(l.amount), 0n)
  const rows = days.map((day, i) => {
    const at = instants[i]!
    const cash = balanceNow('player_cash') - after('player_cash', i)
    const bonus = balanceNow('player_bonus') - after('player_bonus', i)
    const pending = balanceNow('pending_withdrawal') - after('pending_withdrawal', i)
    const o = open.find((r) => r.i === i + 1)
    const openStakes = BigInt(o?.stakes ?? '0')
    return {
      day,
      at: at.toISOString(),
      cash: toMajor(cash),
      bonus: toMajor(bonus),
      pendingWithdrawals: toMajor(pending),
      openStakes: toMajor(openStakes),
      openTickets: o?.tickets ?? 0,
      total: toMajor(cash + bonus + pending + openStakes),
    }
  })
  return { ...head, rows }
}

/** Margin in percent, two decimals, truncated toward zero; null without stakes. */
export function marginPercent(stakes: bigint, payouts: bigint): number | null {
  if (stakes === 0n) return null
  return Number(((stakes - payouts) * 10_000n) / stakes) / 100
}

export async function marginReport(db: DbOrTx, query: ReportRangeQuery): Promise<MarginReport> {
  const { days, bounds, head } = range(query)
  const groups = await q.marginGroups(db, bounds)
  const byKey = new Map<string, { tickets: number; stakes: bigint; payouts: bigint }>()
  const byDay = new Map(days.map((day) => [day, { stakes: 0n, payouts: 0n }]))
  const total = { stakes: 0n, payouts: 0n }
  for (const g of groups) {
    const day = byDay.get(days[g.bucket - 1] ?? '')
    if (!day) continue
    const stakes = BigInt(g.stakes)
    const payouts = BigInt(g.payouts)
    const key = `${g.sport}\t${g.marketType}`
    const s = byKey.get(key) ?? { tickets: 0, stakes: 0n, payouts: 0n }
    s.tickets += g.tickets
    s.stakes += stakes
    s.payouts += payouts
    byKey.set(key, s)
    day.stakes += stakes
    day.payouts += payouts
    total.stakes += stakes
    total.payouts += payouts
  }
  const rows: MarginRow[] = [...byKey.entries()]
    .map(([key, s]) => {
      const [sport, marketType] = key.split('\t') as [string, string]
      return {
        sport,
        marketType,
        tickets: s.tickets,
        stakes: toMajor(s.stakes),
        payouts: toMajor(s.payouts),
        ggr: toMajor(s.stakes - s.payouts),
        margin: marginPercent(s.stakes, s.payouts),
      }
    })
    .sort(
      (a, b) =>
        b.stakes - a.stakes || a.sport.localeCompare(b.sport) || a.marketType.localeCompare(b.marketType),
    )
  return {
    ...head,
    rows,
    totals: {
      stakes: toMajor(total.stakes),
      payouts: toMajor(total.payouts),
      ggr: toMajor(total.stakes - total.payouts),
      margin: marginPercent(total.stakes, total.payouts),
    },
    series: [...byDay.entries()].map(([day, s]) => ({
      day,
      stakes: toMajor(s.stakes),
      payouts: toMajor(s.payouts),
    })),
  }
}

/** A report's rows as the CSV's cells, in REPORT_CSV_COLUMNS' order. */
function csvRows(name: ReportName, report: unknown): CsvCell[][] {
  switch (name) {
    case 'payments':
      return (report as PaymentsReport).rows.map((r) => [
        r.direction,
        r.method,
        r.status,
        r.count,
        r.amount,
        r.medianSeconds,
        r.p90Seconds,
      ])
    case 'first-deposits':
      return (report as FirstDepositsReport).rows.map((r) => [r.day, r.count, r.amount])
    case 'pnl':
      return (report as PnlReport).items.map((r) => [r.playerId, r.username, r.stakes, r.wins, r.profit])
    case 'liabilities':
      return (report as LiabilitiesReport).rows.map((r) => [
        r.day,
        r.at,
        r.cash,
        r.bonus,
        r.pendingWithdrawals,
        r.openStakes,
        r.openTickets,
        r.total,
      ])
    case 'margin':
      return (report as MarginReport).rows.map((r) => [
        r.sport,
        r.marketType,
        r.tickets,
        r.stakes,
        r.payouts,
        r.ggr,
        r.margin,
      ])
  }
}

/** The report's file: the byte-order mark, then the header and rows with the contract's writer. */
export function reportCsv(
  name: ReportName,
  report: { from: string; to: string },
): {
  body: string
  fileName: string
} {
  return {
    body: CSV_BOM + toCsv(REPORT_CSV_COLUMNS[name], csvRows(name, report)),
    fileName: `${name}-${report.from}-${report.to}.csv`,
  }
}
