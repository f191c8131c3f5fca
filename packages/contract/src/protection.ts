import { z } from 'zod'
import {
  amount,
  boolean,
  code,
  integer,
  meaningfulText,
  oneOfList,
  queryPagingShape,
  strictBody,
} from './rules.js'

/*
 * Player protection (docs/player-protection.md): deposit, loss, wager and session-time
 * limits, reality checks, time-outs, self-exclusion and account closure. Money is lira with two
 * decimals in JSON (like every other customer endpoint); session limits are whole minutes.
 */

import {
  REALITY_CHECK_MINUTES,
  RG_EXCLUSION_PERIODS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  RG_RULES,
  RG_TIMEOUT_PERIODS,
  type RgLimitKind,
  type RgPeriod,
} from './protection-constants.js'
import { EXCLUSION_CHECKPOINTS, EXCLUSION_KEY_KINDS } from './exclusion-register.js'

// ---------------------------------------------------------------------------------------------
// Requests

const limitKind = oneOfList(RG_LIMIT_KINDS)
const period = oneOfList(RG_PERIODS)

/**
 * POST customer/rg/limits: sets, lowers, raises or (`amount: null`) removes one limit. Money kinds
 * take lira (> 0, two decimals), `session` takes whole minutes (1 up to the period's length).
 */
export const rgLimitShape = {
  kind: limitKind,
  period,
  amount: amount(0.01).max(RG_RULES.moneyLimitMax, code('too_big')).nullable(),
}
function checkLimitAmount(
  value: { kind: RgLimitKind; period: RgPeriod; amount: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.kind !== 'session' || value.amount === null) return
  if (!Number.isInteger(value.amount))
    ctx.addIssue({ code: 'custom', message: 'not_integer', path: ['amount'], input: value.amount })
  else if (value.amount > RG_RULES.sessionLimitMaxMinutes[value.period])
    ctx.addIssue({
      code: 'custom',
      message: 'too_big',
      path: ['amount'],
      input: value.amount,
      params: { max: RG_RULES.sessionLimitMaxMinutes[value.period] },
    })
}
export const rgLimitSchema = strictBody(rgLimitShape).superRefine(checkLimitAmount)
export type RgLimitRequest = z.output<typeof rgLimitSchema>

/** POST customer/rg/limits/confirm: confirms a pending increase or removal after its wait. */
export const rgLimitConfirmSchema = strictBody({ kind: limitKind, period })
export type RgLimitConfirmRequest = z.output<typeof rgLimitConfirmSchema>

export const rgTimeoutSchema = strictBody({ period: oneOfList(RG_TIMEOUT_PERIODS) })
export type RgTimeoutRequest = z.output<typeof rgTimeoutSchema>

export const rgSelfExclusionSchema = strictBody({ period: oneOfList(RG_EXCLUSION_PERIODS) })
export type RgSelfExclusionRequest = z.output<typeof rgSelfExclusionSchema>

export const rgRealityCheckSchema = strictBody({
  minutes: integer().refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), {
    error: 'invalid_option',
  }),
})
export type RgRealityCheckRequest = z.output<typeof rgRealityCheckSchema>

/** POST customer/rg/selfexclusion/lift: asks to lift a self-exclusion whose period is over. */
export const rgLiftRequestSchema = strictBody({})

/**
 * POST customer/rg/close: closes the account. When the reason is gambling-related the account is
 * self-excluded instead (for `selfExclusionPeriod`, 6 months when none is named), never a plain
 * closure (MGA: never shorter than asked).
 */
export const rgCloseSchema = strictBody({
  gamblingRelated: boolean(),
  selfExclusionPeriod: oneOfList(RG_EXCLUSION_PERIODS).optional(),
})
export type RgCloseRequest = z.output<typeof rgCloseSchema>

/** Back office: the same changes on the player's request; the reason goes into the audit. */
export const rgBackofficeLimitSchema = strictBody({
  ...rgLimitShape,
  reason: meaningfulText(3, 500),
}).superRefine(checkLimitAmount)
export type RgBackofficeLimitRequest = z.output<typeof rgBackofficeLimitSchema>
export const rgBackofficeTimeoutSchema = strictBody({
  period: oneOfList(RG_TIMEOUT_PERIODS),
  reason: meaningfulText(3, 500),
})
export type RgBackofficeTimeoutRequest = z.output<typeof rgBackofficeTimeoutSchema>
export const rgBackofficeSelfExclusionSchema = strictBody({
  period: oneOfList(RG_EXCLUSION_PERIODS),
  reason: meaningfulText(3, 500),
})
export type RgBackofficeSelfExclusionRequest = z.output<typeof rgBackofficeSelfExclusionSchema>
/** Back office (admin): records a player's written request to lift an exclusion whose period is over. */
export const rgBackofficeLiftSchema = strictBody({ reason: meaningfulText(3, 500) })
export type RgBackofficeLiftRequest = z.output<typeof rgBackofficeLiftSchema>

// ---------------------------------------------------------------------------------------------
// Answers

/** ISO 8601 UTC instant (`2026-11-25T21:00:00.000Z`). */
const instant = z.string()

/** One limit in force (and its pending increase or removal, if any). */
export const rgLimitStateSchema = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  /** Lira for money limits, minutes for session. */
  amount: z.number(),
  /** Counted in the period so far (lira; minutes for session, rounded down). */
  used: z.number(),
  /** amount − used, never below 0. */
  remaining: z.number(),
  /**
   * When the allowance next grows: for a rolling window the moment its oldest counted movement
   * leaves the window (null when nothing is counted), for session time the next period start.
   */
  resetsAt: instant.nullable(),
  /** A requested increase (`amount` larger) or removal (`amount` null) waiting for its time. */
  pending: z
    .object({
      amount: z.number().nullable(),
      requestedAt: instant,
      /** From this instant the player may confirm it (POST customer/rg/limits/confirm). */
      effectiveAt: instant,
      /** True once `effectiveAt` has passed: the confirm call applies it. */
      confirmable: z.boolean(),
    })
    .nullable(),
})
export type RgLimitState = z.infer<typeof rgLimitStateSchema>

export const rgTimeoutStateSchema = z.object({
  period: z.enum(RG_TIMEOUT_PERIODS),
  startedAt: instant,
  until: instant,
})

export const rgSelfExclusionStateSchema = z.object({
  period: z.enum(RG_EXCLUSION_PERIODS),
  startedAt: instant,
  /** The end of the chosen period (null when indefinite). The exclusion stays until lifted. */
  until: instant.nullable(),
  /** From this instant a lift may be requested (`until`, or 6 months after the start when indefinite). */
  liftableFrom: instant,
  /** The lift request, when one was made; the exclusion ends at `liftsAt` (after the cooling-off). */
  liftRequestedAt: instant.nullable(),
  liftsAt: instant.nullable(),
})

/** GET customer/rg (and the answer of every POST customer/rg/…): the player's protection settings. */
export const rgStateSchema = z.object({
  limits: z.array(rgLimitStateSchema),
  realityCheck: z.object({
    minutes: z.number(),
    /** A longer interval waits 24 hours; a shorter one applies at once. */
    pending: z.object({ minutes: z.number(), effectiveAt: instant }).nullable(),
  }),
  timeout: rgTimeoutStateSchema.nullable(),
  selfExclusion: rgSelfExclusionStateSchema.nullable(),
  /** What the player may do now: false while timed out, excluded or at a session limit. */
  canPlay: z.boolean(),
  canDeposit: z.boolean(),
})
export type RgState = z.infer<typeof rgStateSchema>

/** GET customer/rg/session: this login session for the reality check. */
export const rgSessionSchema = z.object({
  startedAt: instant,
  elapsedSeconds: z.number(),
  /** Lira staked and won in this login session (rolled-back bets excluded); net = wins − stakes. */
  stakes: z.number(),
  wins: z.number(),
  net: z.number(),
  realityCheckMinutes: z.number(),
  /** The tightest session-time limit, when the player has one. */
  sessionLimit: z
    .object({
      period: z.enum(RG_PERIODS),
      minutes: z.number(),
      remainingSeconds: z.number(),
      resetsAt: instant,
    })
    .nullable(),
})
export type RgSession = z.infer<typeof rgSessionSchema>

/** POST customer/rg/close: what happened. */
export const rgCloseResultSchema = z.object({
  /** `closed`: a plain closure (logged out, no login any more); `self_excluded`: see `state`. */
  outcome: z.enum(['closed', 'self_excluded']),
  state: rgStateSchema.nullable(),
})
export type RgCloseResult = z.infer<typeof rgCloseResultSchema>

/** One audited change (back office history, the activity statement's limit changes). */
export const rgChangeSchema = z.object({
  id: z.number(),
  at: instant,
  /** `limit`, `limit_pending`, `limit_confirmed`, `timeout`, `self_exclusion`, `lift_request`, `reality_check`, `closure`. */
  kind: z.string(),
  /** `deposit:day` and the like for a limit; null otherwise. */
  subject: z.string().nullable(),
  /** Old and new values as shown (lira, minutes, a period code); null for none. */
  old: z.string().nullable(),
  new: z.string().nullable(),
  effectiveAt: instant.nullable(),
  actorRole: z.string(),
})
export type RgChange = z.infer<typeof rgChangeSchema>

/** Back office GET players/:id/rg: the player's settings and the audited changes, newest first. */
export const rgBackofficeStateSchema = z.object({
  playerId: z.number(),
  state: rgStateSchema,
  history: z.array(rgChangeSchema),
})

/** Back office GET exclusion-register/matches: filter by the account refused or the entry's owner. */
export const exclusionMatchQuerySchema = z.strictObject({
  playerId: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .optional(),
  ...queryPagingShape(50),
})

/**
 * One match of the exclusion register (docs/player-protection.md "The exclusion register"): the
 * entry (the account whose self-exclusion or time-out it is, and its end), the key that matched,
 * where, and the account refused (null at sign-up, with what was typed in `detail`).
 */
export const exclusionMatchSchema = z.object({
  id: z.number(),
  at: instant,
  keyKind: z.enum(EXCLUSION_KEY_KINDS),
  checkpoint: z.enum(EXCLUSION_CHECKPOINTS),
  playerId: z.number().nullable(),
  username: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  entry: z.object({
    id: z.number(),
    playerId: z.number(),
    username: z.string(),
    kind: z.enum(['self_exclusion', 'timeout']),
    startedAt: instant,
    endsAt: instant.nullable(),
  }),
})
export type ExclusionMatch = z.infer<typeof exclusionMatchSchema>

// ---------------------------------------------------------------------------------------------
// The `data` of the refusals (errors.ts: DEPOSIT_LIMIT … TIMED_OUT)

/** DEPOSIT_LIMIT, LOSS_LIMIT, WAGER_LIMIT: the tightest limit this would break. Lira. */
export const rgLimitRefusalSchema = z.object({
  kind: z.enum(['deposit', 'loss', 'wager']),
  period: z.enum(RG_PERIODS),
  limit: z.number(),
  remaining: z.number(),
  /** When the allowance next grows (see rgLimitStateSchema.resetsAt). */
  resetsAt: instant.nullable(),
})
export type RgLimitRefusal = z.infer<typeof rgLimitRefusalSchema>

/** SESSION_LIMIT: the limit reached and the start of the next period (TSİ midnight). */
export const rgSessionRefusalSchema = z.object({
  period: z.enum(RG_PERIODS),
  limit: z.number(),
  resetsAt: instant,
})

/** TIMED_OUT and SELF_EXCLUDED: the end (null for an indefinite self-exclusion). */
export const rgExclusionRefusalSchema = z.object({ until: instant.nullable() })
