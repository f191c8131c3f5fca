import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { staff } from './staff.js'

/*
 * The game providers' daily reconciliation (docs/providers.md "Reconciliation"): one row per run (a
 * provider's UTC day compared with our provider transactions and ledger postings) and one per
 * difference found, which the back office explains with a note. Only the reconciliation module
 * writes them; a run never changes money.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The contract's RECON_PROVIDERS. */
    provider: text('provider').notNull(),
    /** The UTC day reconciled, YYYY-MM-DD. */
    day: text('day').notNull(),
    /** `done`, or `failed` (the report could not be fetched or read: `error` says why). */
    status: text('status').notNull(),
    /** `job` (the daily pass) or `staff` (run now, by `staff_id`). */
    trigger: text('trigger').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    theirLines: integer('their_lines').notNull().default(0),
    ourLines: integer('our_lines').notNull().default(0),
    differences: integer('differences').notNull().default(0),
    error: text('error'),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at').notNull(),
  },
  (t) => [
    index('reconciliation_runs_provider_day_idx').on(t.provider, t.day, t.id),
    check('reconciliation_runs_status_check', sql`${t.status} in ('done', 'failed')`),
    check('reconciliation_runs_trigger_check', sql`${t.trigger} in ('job', 'staff')`),
  ],
)

export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => reconciliationRuns.id),
    provider: text('provider').notNull(),
    /** The contract's RECON_DIFFERENCE_KINDS. */
    kind: text('kind').notNull(),
    txId: text('tx_id').notNull(),
    roundId: text('round_id'),
    /** Our player, when our side has the transaction (no foreign key: a difference outlives anything). */
    playerId: bigint('player_id', { mode: 'number' }),
    theirType: text('their_type'),
    ourType: text('our_type'),
    /** Kuruş: their report's amount, and what our ledger posted. */
    theirAmount: bigint('their_amount', { mode: 'bigint' }),
    ourAmount: bigint('our_amount', { mode: 'bigint' }),
    theirAt: at('their_at'),
    ourAt: at('our_at'),
    status: text('status').notNull().default('open'),
    explainedBy: bigint('explained_by', { mode: 'number' }).references(() => staff.id),
    explainedAt: at('explained_at'),
    note: text('note'),
  },
  (t) => [
    index('reconciliation_differences_run_idx').on(t.runId, t.id),
    check('reconciliation_differences_status_check', sql`${t.status} in ('open', 'explained')`),
    check(
      'reconciliation_differences_kind_check',
      sql`${t.kind} in ('missing_ours', 'missing_theirs', 'amount_differs', 'type_differs', 'tombstone', 'rounding_suspense')`,
    ),
  ],
)
