import { z } from 'zod'
import { meaningfulText, queryPagingShape, strictBody } from './rules.js'
import { pageSchema } from './transaction.js'

/*
 * Responsible-gaming flags (docs/backoffice.md "Responsible-gaming flags"): rules read each player's
 * recent play and raise a flag into a queue that the risk team reviews. A flag is a prompt to look
 * at the player, never an action on the account. Each rule and its constants are here, once.
 */

export const RG_FLAG_RULES = ['limit_hits', 'long_session', 'deposit_surge', 'reversed_withdrawal'] as const
export type RgFlagRule = (typeof RG_FLAG_RULES)[number]

const DAY_MS = 24 * 60 * 60_000

export const RG_FLAG_RULE_CONSTANTS = {
  /**
   * A deposit, loss, wager or session limit refused the player at least `hits` times within the
   * last `windowMs` (each refusal counts, whichever limit).
   */
  limit_hits: { hits: 3, windowMs: 7 * DAY_MS },
  /**
   * A site session whose last request came at least `minMs` after it began (its length as the
   * server saw it: `last_seen_at − created_at`), begun within the last `windowMs`.
   */
  long_session: { minMs: 4 * 60 * 60_000, windowMs: 7 * DAY_MS },
  /**
   * Deposits rising fast: confirmed deposits of the last 7 days at least `factor` times the weekly
   * average of the 28 days before them (that total ÷ 4), and at least `floorKurus` (5,000 TRY), so
   * a first small deposit after a quiet month does not raise a flag. A player with nothing in the
   * 28 days before is flagged once the 7 days reach the floor.
   */
  deposit_surge: { recentMs: 7 * DAY_MS, baselineMs: 28 * DAY_MS, factor: 3, floorKurus: 500_000 },
  /** The player cancelled one of their own pending withdrawals within the last `windowMs`. */
  reversed_withdrawal: { windowMs: 7 * DAY_MS },
} as const satisfies Record<RgFlagRule, Record<string, number>>

/** How often the rules are evaluated (one pass reads every player who played in the windows). */
export const RG_FLAG_PASS_EVERY_MS = 5 * 60_000

/** The error codes that count as a limit hit for `limit_hits`. */
export const RG_LIMIT_HIT_CODES = ['DEPOSIT_LIMIT', 'LOSS_LIMIT', 'WAGER_LIMIT', 'SESSION_LIMIT'] as const

export const RG_FLAG_STATUSES = ['open', 'reviewed'] as const
export type RgFlagStatus = (typeof RG_FLAG_STATUSES)[number]

/** GET backoffice/rg/flags: open by default, newest first. */
export const rgFlagsQuerySchema = z.strictObject({
  status: z.enum(RG_FLAG_STATUSES).default('open'),
  rule: z.enum(RG_FLAG_RULES).optional(),
  ...queryPagingShape(50),
})

/** POST backoffice/rg/flags/:id/review: what the reviewer found or did. */
export const rgFlagReviewSchema = strictBody({
  note: meaningfulText(1, 1000),
})
export type RgFlagReview = z.output<typeof rgFlagReviewSchema>

export const rgFlagSchema = z.strictObject({
  id: z.number(),
  playerId: z.number(),
  username: z.string(),
  rule: z.enum(RG_FLAG_RULES),
  /** What the rule saw (counts, amounts in lira, the session), for the reviewer. */
  details: z.record(z.string(), z.unknown()),
  raisedAt: z.string(),
  status: z.enum(RG_FLAG_STATUSES),
  reviewedBy: z.number().nullable(),
  reviewedAt: z.string().nullable(),
  note: z.string().nullable(),
})
export type RgFlag = z.infer<typeof rgFlagSchema>
export const rgFlagPageSchema = pageSchema(rgFlagSchema)
