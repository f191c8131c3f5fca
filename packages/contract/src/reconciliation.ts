import { z } from 'zod'
import { code, meaningfulText, queryPagingShape, strictBody } from './rules.js'
import { pageSchema } from './transaction.js'

/*
 * The daily reconciliation of each game provider against our ledger (docs/providers.md
 * "Reconciliation"): a run fetches the provider's report of one UTC day, compares it line by line
 * with our provider transactions and their ledger postings, and stores each difference for the
 * back office to explain. Its kinds, statuses and limits are here, once.
 */

/** Providers with a report format (the simulator's reports.ts and the server's parsers). */
export const RECON_PROVIDERS = ['hub88', 'softgamings', 'egt', 'digitain', 'everymatrix'] as const
export type ReconProvider = (typeof RECON_PROVIDERS)[number]

/**
 * - `missing_ours`: in their report, not in our provider transactions;
 * - `missing_theirs`: a booked transaction of ours that day, not in their report;
 * - `amount_differs`: the same transaction, another amount (ours is what the ledger posted);
 * - `type_differs`: the same transaction id, another kind (bet, win, rollback);
 * - `tombstone`: they list a bet we hold as a tombstone (its rollback came first, we refused it);
 * - `rounding_suspense`: no line of theirs: the whole kuruş the provider's credits left below the
 *   kuruş that day (docs/wallet.md "Rounding suspense") passed RECONCILIATION.roundingAlertKurus,
 *   the operator's alert to look at that provider's amounts and settle the suspense.
 */
export const RECON_DIFFERENCE_KINDS = [
  'missing_ours',
  'missing_theirs',
  'amount_differs',
  'type_differs',
  'tombstone',
  'rounding_suspense',
] as const
export type ReconDifferenceKind = (typeof RECON_DIFFERENCE_KINDS)[number]

export const RECON_DIFFERENCE_STATUSES = ['open', 'explained'] as const
export type ReconDifferenceStatus = (typeof RECON_DIFFERENCE_STATUSES)[number]

export const RECON_RUN_STATUSES = ['done', 'failed'] as const
export type ReconRunStatus = (typeof RECON_RUN_STATUSES)[number]

export const RECON_LINE_TYPES = ['bet', 'win', 'rollback'] as const
export type ReconLineType = (typeof RECON_LINE_TYPES)[number]

export const RECONCILIATION = {
  /** How often the job looks for a provider's yesterday without a run. */
  everyMs: 15 * 60_000,
  /** Yesterday is reconciled this long after its end at the earliest (late calls, the provider's export). */
  settleMs: 30 * 60_000,
  /** A report is fetched within this long, else the run fails (and the job tries again next pass). */
  fetchTimeoutMs: 60_000,
  /** A report larger than this is refused (a run reads it whole). */
  maxReportBytes: 64 * 1024 * 1024,
  /** The job's lease (docs/leases.md): one instance reconciles. */
  leaseKey: 'job:reconciliation',
  leaseMs: 30 * 60_000,
  /** A manual run reaches this many days back at most. */
  maxDaysBack: 92,
  /**
   * A provider's day whose sub-kuruş remainders moved more than this many kuruş to the rounding
   * suspense account is listed as a `rounding_suspense` difference (docs/providers.md
   * "Reconciliation"): 1 ₺, a hundred completed kuruş, where a provider paying whole kuruş moves none.
   */
  roundingAlertKurus: 100,
} as const

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, code('invalid_date'))

/** GET backoffice/reconciliation/runs: newest first. */
export const reconRunsQuerySchema = z.strictObject({
  provider: z.enum(RECON_PROVIDERS).optional(),
  ...queryPagingShape(50),
})

/** POST backoffice/reconciliation/runs: reconcile one provider's UTC day now. */
export const reconRunRequestSchema = strictBody({
  provider: z.enum(RECON_PROVIDERS),
  day,
})
export type ReconRunRequest = z.output<typeof reconRunRequestSchema>

/** GET backoffice/reconciliation/runs/:id/differences. */
export const reconDifferencesQuerySchema = z.strictObject({
  status: z.enum(RECON_DIFFERENCE_STATUSES).optional(),
  ...queryPagingShape(100),
})

/** POST backoffice/reconciliation/differences/:id/explain: what the difference was, or what was done. */
export const reconExplainSchema = strictBody({
  note: meaningfulText(1, 1000),
})

export const reconRunSchema = z.strictObject({
  id: z.number(),
  provider: z.enum(RECON_PROVIDERS),
  day: z.string(),
  status: z.enum(RECON_RUN_STATUSES),
  /** `job` (the daily pass) or the staff member who asked. */
  trigger: z.enum(['job', 'staff']),
  staffId: z.number().nullable(),
  theirLines: z.number(),
  ourLines: z.number(),
  differences: z.number(),
  openDifferences: z.number(),
  /** Why a failed run failed (the report could not be fetched or read). */
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
})
export type ReconRun = z.infer<typeof reconRunSchema>
export const reconRunPageSchema = pageSchema(reconRunSchema)

export const reconDifferenceSchema = z.strictObject({
  id: z.number(),
  runId: z.number(),
  provider: z.enum(RECON_PROVIDERS),
  kind: z.enum(RECON_DIFFERENCE_KINDS),
  txId: z.string(),
  roundId: z.string().nullable(),
  playerId: z.number().nullable(),
  theirType: z.enum(RECON_LINE_TYPES).nullable(),
  ourType: z.enum(RECON_LINE_TYPES).nullable(),
  /** Lira. */
  theirAmount: z.number().nullable(),
  ourAmount: z.number().nullable(),
  theirAt: z.string().nullable(),
  ourAt: z.string().nullable(),
  status: z.enum(RECON_DIFFERENCE_STATUSES),
  explainedBy: z.number().nullable(),
  explainedAt: z.string().nullable(),
  note: z.string().nullable(),
})
export type ReconDifference = z.infer<typeof reconDifferenceSchema>
export const reconDifferencePageSchema = pageSchema(reconDifferenceSchema)
