import { z } from 'zod'

/*
 * The back office's dashboard (docs/backoffice.md "The dashboard"): today's figures of the
 * operator's day, the queues waiting on staff, players online and sign-ups, read with
 * GET backoffice/dashboard and pushed live on a staff-only hub topic.
 */

export const DASHBOARD = {
  /** The operator's day: "today" runs from midnight to midnight in this zone (UTC+3, no DST since 2016). */
  timeZone: 'Europe/Istanbul',
  /**
   * The hub topic of the figures. Not a public topic (PUBLIC_TOPIC_PATTERNS), so no socket can
   * `Subscribe` to it: only a staff socket holds it, from its identity.
   */
  topic: 'bo:dashboard',
  /** How often an instance with a watching staff socket reads the figures; pushed only when changed. */
  pushEveryMs: 10_000,
  /** How often an instance writes its hub's socket count for the others to sum. */
  presenceEveryMs: 10_000,
  /** An instance not heard from for this long is gone (crashed): its count no longer adds up. */
  presenceStaleMs: 30_000,
} as const

/** `NotifyMessage(command, message)` of the dashboard topic: `message` is the dashboard as JSON. */
export const DashboardHubCommand = { Figures: 'BoDashboard' } as const

/** One queue of work waiting on staff: how many, and how long the oldest has waited (seconds). */
export const dashboardQueueSchema = z.strictObject({
  count: z.number(),
  oldestAgeSeconds: z.number().nullable(),
})
export type DashboardQueue = z.infer<typeof dashboardQueueSchema>

/** A sum of money (lira) and how many movements made it. */
const moneyCount = z.strictObject({ amount: z.number(), count: z.number() })

export const dashboardSchema = z.strictObject({
  /** The operator's date (YYYY-MM-DD in DASHBOARD.timeZone) and its bounds (ISO, UTC). */
  day: z.strictObject({ date: z.string(), from: z.string(), to: z.string() }),
  /** Lira; see docs/backoffice.md "The dashboard" for which ledger postings each counts. */
  stakes: z.number(),
  wins: z.number(),
  /** stakes − wins. */
  ggr: z.number(),
  /** Bonus money granted less bonus money forfeited back to the house. */
  bonusCost: z.number(),
  /** ggr − bonusCost. */
  ngr: z.number(),
  deposits: moneyCount,
  withdrawals: moneyCount,
  queues: z.strictObject({
    withdrawals: dashboardQueueSchema,
    /** Manual deposits waiting on an operator (gateway deposits wait on the PSP, not on staff). */
    deposits: dashboardQueueSchema,
    kycDocuments: dashboardQueueSchema,
    /** Four-eyes actions waiting on a second operator. */
    actions: dashboardQueueSchema,
  }),
  /** Distinct players with the site open (hub sockets of a session), summed over the instances. */
  playersOnline: z.number(),
  signUps: z.number(),
  /** When the figures were read (ISO). */
  at: z.string(),
})
export type Dashboard = z.infer<typeof dashboardSchema>
