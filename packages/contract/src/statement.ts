import { z } from 'zod'
import { code, strictBody, whenValid } from './rules.js'

/*
 * The activity statement (docs/player-protection.md "Web"): POST customer/rg/statement
 * `{from, to}`, answered as JSON or, with `?format=csv`, as a CSV file. Days are calendar days in
 * Europe/Istanbul, both included; money is lira with two decimals (summed in kuruş on the server).
 */

/** The longest period one statement covers: a year, 366 days so that a leap year fits. */
export const STATEMENT_MAX_DAYS = 366

/** A calendar date `YYYY-MM-DD` from 2000 on (the statement's and the reports' days). */
export const calendarDay = () =>
  z
    .string(code('required'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, code('invalid_date'))
    .refine((v) => {
      const [y, m, d] = v.split('-').map(Number) as [number, number, number]
      const date = new Date(Date.UTC(y, m - 1, d))
      return (
        y >= 2000 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
      )
    }, code('invalid_date'))

export const statementRequestSchema = strictBody({ from: calendarDay(), to: calendarDay() }).superRefine(
  (value, ctx) => {
    if (value.from > value.to)
      ctx.addIssue({ code: 'custom', message: 'invalid_range', path: ['to'], input: value.to })
  },
  { when: whenValid('from', 'to') },
)
export type StatementRequest = z.output<typeof statementRequestSchema>

/** `?format=csv` for the file; anything else (or nothing) answers JSON. */
export const statementQuerySchema = z.object({ format: z.enum(['json', 'csv']).optional() })

/** One audited change of a limit, an exclusion or the reality check (the protection module's record). */
export const statementChangeSchema = z.object({
  at: z.string(),
  kind: z.string(),
  subject: z.string().nullable(),
  old: z.string().nullable(),
  new: z.string().nullable(),
  effectiveAt: z.string().nullable(),
})

export const statementSchema = z.object({
  /** The period as instants: the start of `from` and the end of `to` (exclusive), Turkish time. */
  from: z.string(),
  to: z.string(),
  /** Confirmed deposits, by the time they were made. */
  deposits: z.number(),
  /** Confirmed (paid out) withdrawals, by the time they were asked for. */
  withdrawals: z.number(),
  /** Stakes of bets that stand (rolled-back and cancelled ones excluded). */
  stakes: z.number(),
  /** Winnings credited. */
  wins: z.number(),
  /** wins − stakes. */
  net: z.number(),
  /** Seconds logged in within the period. */
  timePlayedSeconds: z.number(),
  /** Newest first; null when the server has no record of changes. */
  limitChanges: z.array(statementChangeSchema).nullable(),
})
export type Statement = z.infer<typeof statementSchema>
