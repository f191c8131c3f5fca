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

// ---------------------------------------------------------------------------------------------
// The other reports (docs/backoffice.md "Reports", "Payments, first deposits, player P&L,
// liabilities and margin"): the same range of Istanbul days, the same CSV contract.

const rangeRefinement = [
  (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
    if (value.from > value.to)
      ctx.addIssue({ code: 'custom', message: 'invalid_range', path: ['to'], input: value.to })
  },
  { when: whenValid('from', 'to') },
] as const

/** GET backoffice/reports/{payments,first-deposits,liabilities,margin}: a range and the format. */
export const reportRangeQuerySchema = z
  .strictObject({
    from: calendarDay(),
    to: calendarDay(),
    format: z.enum(['json', 'csv'], code('invalid_option')).optional(),
  })
  .superRefine(...rangeRefinement)
export type ReportRangeQuery = z.output<typeof reportRangeQuerySchema>

/** A page of the player P&L: at most `PNL_PAGE.max` players a page; the CSV holds every player. */
export const PNL_PAGE = { default: 50, max: 100, skipMax: 100_000 } as const

export const pnlQuerySchema = z
  .strictObject({
    from: calendarDay(),
    to: calendarDay(),
    format: z.enum(['json', 'csv'], code('invalid_option')).optional(),
    skip: z.coerce
      .number(code('not_integer'))
      .int(code('not_integer'))
      .min(0, code('too_small'))
      .max(PNL_PAGE.skipMax, code('too_big'))
      .default(0),
    take: z.coerce
      .number(code('not_integer'))
      .int(code('not_integer'))
      .min(1, code('too_small'))
      .max(PNL_PAGE.max, code('too_big'))
      .default(PNL_PAGE.default),
  })
  .superRefine(...rangeRefinement)
export type PnlQuery = z.output<typeof pnlQuerySchema>

const rangeShape = {
  from: z.string(),
  to: z.string(),
  /** The range's UTC bounds: `from`'s Istanbul midnight to the midnight after `to`. */
  fromAt: z.string(),
  toAt: z.string(),
}

/** A payment's status as the report names it (spec §3 TransactionStatus 1, 2, 4, 5; others `other`). */
export const PAYMENT_REPORT_STATUSES = ['confirmed', 'pending', 'rejected', 'cancelled', 'other'] as const
export type PaymentReportStatus = (typeof PAYMENT_REPORT_STATUSES)[number]

/**
 * Deposits and withdrawals asked for in the range, by direction, method and status: how many, the
 * amount asked, and for the confirmed ones the time from the request to the approval (the posting
 * that credited the deposit or paid the withdrawal): median and 90th percentile in seconds
 * (nearest rank), null without a confirmed payment.
 */
export const paymentsReportRowSchema = z.strictObject({
  direction: z.enum(['deposit', 'withdrawal']),
  method: z.string(),
  methodName: z.strictObject({ tr: z.string(), en: z.string() }),
  status: z.enum(PAYMENT_REPORT_STATUSES),
  count: z.number().int(),
  amount: money,
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
})
export type PaymentsReportRow = z.infer<typeof paymentsReportRowSchema>

export const paymentsReportSchema = z.strictObject({
  ...rangeShape,
  rows: z.array(paymentsReportRowSchema),
  /** Confirmed deposits and withdrawals by the day they were asked for, every day (the chart). */
  series: z.array(z.strictObject({ day: z.string(), deposits: money, withdrawals: money })),
  totals: z.strictObject({ deposits: money, withdrawals: money }),
})
export type PaymentsReport = z.infer<typeof paymentsReportSchema>

/** Players whose first confirmed deposit ever was credited on the day: how many, and those deposits' sum. */
export const firstDepositsReportSchema = z.strictObject({
  ...rangeShape,
  rows: z.array(z.strictObject({ day: z.string(), count: z.number().int(), amount: money })),
  totals: z.strictObject({ count: z.number().int(), amount: money }),
})
export type FirstDepositsReport = z.infer<typeof firstDepositsReportSchema>

/**
 * A player's result over the range from the wager postings on their own accounts (cash and bonus):
 * stakes, wins, and the player's profit = wins − stakes (what the house lost to them; negative when
 * the house won). Largest profit first.
 */
export const pnlRowSchema = z.strictObject({
  playerId: z.number().int(),
  username: z.string(),
  stakes: money,
  wins: money,
  profit: money,
})
export type PnlRow = z.infer<typeof pnlRowSchema>

export const pnlReportSchema = z.strictObject({
  ...rangeShape,
  items: z.array(pnlRowSchema),
  /** Players who staked or won in the range. */
  total: z.number().int(),
  /** Every player of the range, not only the page. */
  totals: z.strictObject({ stakes: money, wins: money, profit: money }),
})
export type PnlReport = z.infer<typeof pnlReportSchema>

/**
 * What the operator owes players at the end of each day (the Istanbul midnight after it; for today,
 * now): cash, bonus money, withdrawals asked for and not yet paid, and the stakes of the sports
 * tickets not yet settled; total = their sum.
 */
export const liabilitiesRowSchema = z.strictObject({
  day: z.string(),
  /** The instant the row is read at (UTC). */
  at: z.string(),
  cash: money,
  bonus: money,
  pendingWithdrawals: money,
  openStakes: money,
  openTickets: z.number().int(),
  total: money,
})
export type LiabilitiesRow = z.infer<typeof liabilitiesRowSchema>

export const liabilitiesReportSchema = z.strictObject({
  ...rangeShape,
  rows: z.array(liabilitiesRowSchema),
})
export type LiabilitiesReport = z.infer<typeof liabilitiesReportSchema>

/**
 * The sportsbook's stakes and payouts (wins, cash-outs and re-settlements) posted in the range, by
 * sport and market type; margin = (stakes − payouts) ÷ stakes in percent, two decimals, null
 * without stakes. A single is its leg's sport and market type; a combination or a system ticket is
 * its legs' sport when they share one (else `mixed`) and the market type `combo` or `system`.
 */
export const marginRowSchema = z.strictObject({
  sport: z.string(),
  marketType: z.string(),
  tickets: z.number().int(),
  stakes: money,
  payouts: money,
  ggr: money,
  margin: z.number().nullable(),
})
export type MarginRow = z.infer<typeof marginRowSchema>

export const marginReportSchema = z.strictObject({
  ...rangeShape,
  rows: z.array(marginRowSchema),
  totals: z.strictObject({ stakes: money, payouts: money, ggr: money, margin: z.number().nullable() }),
  /** Stakes and payouts by day, every day (the chart). */
  series: z.array(z.strictObject({ day: z.string(), stakes: money, payouts: money })),
})
export type MarginReport = z.infer<typeof marginReportSchema>

/** The CSV header rows of the other reports (the server writes the files; the journey checks them). */
export const REPORT_CSV_COLUMNS = {
  payments: [
    'direction',
    'method',
    'status',
    'count',
    'amount',
    'median_seconds_to_approve',
    'p90_seconds_to_approve',
  ],
  'first-deposits': ['day', 'first_depositors', 'amount'],
  pnl: ['player_id', 'username', 'stakes', 'wins', 'profit'],
  liabilities: ['day', 'at', 'cash', 'bonus', 'pending_withdrawals', 'open_stakes', 'open_tickets', 'total'],
  margin: ['sport', 'market_type', 'tickets', 'stakes', 'payouts', 'ggr', 'margin_percent'],
} as const
export type ReportName = keyof typeof REPORT_CSV_COLUMNS
