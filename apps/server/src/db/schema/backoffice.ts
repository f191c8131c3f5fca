import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { players } from './accounts.js'
import { staff } from './staff.js'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Four eyes (docs/backoffice.md "Four eyes"): an action one operator files (the maker) and a
 * different one approves or rejects (the checker) before it expires. The people are an actor kind
 * and an actor id, as in the audit log, so the back office's staff accounts replace the operators
 * without a change here. Approval runs the action's effect in the transaction that marks it approved.
 */
export const pendingActions = pgTable(
  'pending_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `correction`, `limit_raise`, `exclusion_lift` (the contract's `pendingActionKinds`). */
    kind: text('kind').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** What the approval does, checked by the contract's schema of the kind (amounts in kuruş as strings). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** A reason code of the kind's list. */
    reason: text('reason').notNull(),
    note: text('note').notNull(),
    /** `pending` until decided; a pending action past `expires_at` reads as `expired`. */
    status: text('status').notNull().default('pending'),
    makerKind: text('maker_kind').notNull(),
    makerId: text('maker_id').notNull(),
    makerRole: text('maker_role').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    checkerKind: text('checker_kind'),
    checkerId: text('checker_id'),
    checkerRole: text('checker_role'),
    decidedAt: at('decided_at'),
    decisionNote: text('decision_note'),
    /** What the approval did (the ledger transaction of a correction …). */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('pending_actions_status_idx').on(t.status, t.expiresAt),
    index('pending_actions_player_idx').on(t.playerId, t.id),
    check('pending_actions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'expired')`),
    // The rule itself, as the last line of defence: nobody checks their own action.
    check(
      'pending_actions_four_eyes',
      sql`${t.checkerId} is null or ${t.status} = 'expired' or ${t.checkerKind} <> ${t.makerKind} or ${t.checkerId} <> ${t.makerId}`,
    ),
  ],
)

/**
 * Staff notes on a player (docs/backoffice.md "The player page"): timestamped, by a staff member,
 * append-only (a trigger refuses updates and deletes; a correction is a new note).
 */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('player_notes_player_idx').on(t.playerId, t.id)],
)
