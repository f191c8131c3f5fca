import { z } from 'zod'
import { DASHBOARD } from './dashboard.js'
import { code, whenValid } from './rules.js'
import { calendarDay } from './statement.js'

/*
 * The back office's reports (docs/backoffice.md "Reports"): GGR by operator day, by product or by
 * game over a range of Istanbul calendar days, read from the ledger's legs on provider_clearing as
 * the dashboard reads today. Money is lira (summed in kuruş on the server).
 */

export const REPORTS = {
  /** Days are calendar days in the operator's zone, as the dashboard's "today". */
  timeZone: DASHBOARD.timeZone,
  /** The longest range one report covers: a year, 366 days so that a leap year fits. */
  maxDays: 366,
} as const

/**
 * The products a stake or a win belongs to, derived from the ledger (docs/backoffice.md "Reports",
 * the mapping): the sportsbook's tickets by whether the bet was taken in play, casino games by the
 * catalogue's category of the game the wager names.
 */
export const REPORT_PRODUCTS = [
  'slots',
  'originals',
  'live',
  'tv',
  'bingo',
  'virtual',
  'sports-prematch',
  'sports-live',
] as const
export type ReportProduct = (typeof REPORT_PRODUCTS)[number]

export const GGR_GROUPINGS = ['day', 'product', 'game'] as const
export type GgrGrouping = (typeof GGR_GROUPINGS)[number]

/** GET backoffice/reports/ggr: `from` ≤ `to`, both included; `format=csv` answers a file. */
export const ggrQuerySchema = z
  .strictObject({
    from: calendarDay(),
    to: calendarDay(),
    by: z.enum(GGR_GROUPINGS, code('invalid_option')).default('day'),
    format: z.enum(['json', 'csv'], code('invalid_option')).optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.from > value.to)
        ctx.addIssue({ code: 'custom', message: 'invalid_range', path: ['to'], input: value.to })
    },
    { when: whenValid('from', 'to') },
  )
export type GgrQuery = z.output<typeof ggrQuerySchema>

/** The days from `from` to `to`, both included (YYYY-MM-DD, calendar arithmetic, no time zone). */
export function reportDays(from: string, to: string): string[] {
  const days: string[] = []
  const [y, m, d] = from.split('-').map(Number) as [number, number, number]
  for (let i = 0; ; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10)
    if (day > to || i > REPORTS.maxDays) return days
    days.push(day)
  }
}

const money = z.number()

/**
 * One row: stakes, wins, GGR = stakes − wins; bonus cost and NGR = GGR − bonus cost on day rows
 * only (a bonus is granted to a player, not to a product: null on product and game rows).
 */
export const ggrRowSchema = z.strictObject({
  day: z.string().optional(),
  product: z.enum(REPORT_PRODUCTS).optional(),
  game: z.string().optional(),
  stakes: money,
  wins: money,
  ggr: money,
  bonusCost: money.nullable(),
  ngr: money.nullable(),
})
export type GgrRow = z.infer<typeof ggrRowSchema>

export const ggrReportSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  by: z.enum(GGR_GROUPINGS),
  /** The range's UTC bounds: `from`'s Istanbul midnight to the midnight after `to`. */
  fromAt: z.string(),
  toAt: z.string(),
  rows: z.array(ggrRowSchema),
  /** The whole range: bonus cost and NGR included. */
  totals: z.strictObject({
    stakes: money,
    wins: money,
    ggr: money,
    bonusCost: money,
    ngr: money,
  }),
  /** GGR by day and product, every day of the range and every product (the chart's series). */
  series: z.array(z.strictObject({ day: z.string(), product: z.enum(REPORT_PRODUCTS), ggr: money })),
})
export type GgrReport = z.infer<typeof ggrReportSchema>

/** The CSV's header row per grouping (the server writes the file; the journey checks the header). */
export function ggrCsvColumns(by: GgrGrouping): string[] {
  const keys = by === 'day' ? ['day'] : by === 'product' ? ['product'] : ['product', 'game']
  return [...keys, 'stakes', 'wins', 'ggr', 'bonus_cost', 'ngr']
}
