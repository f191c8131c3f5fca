// Player protection constants (docs/player-protection.md). Zod-free: the web shell and the pure arithmetic
// (protection-math.ts) import them.

// ---------------------------------------------------------------------------------------------
// Constants

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number]
/** The money limit kinds (lira); `session` is minutes. */
export type RgMoneyLimitKind = Exclude<RgLimitKind, 'session'>

/**
 * day / week / month. Money limits are rolling windows of 24 hours, 7 days and 30 days ending now;
 * session time uses the Europe/Istanbul calendar day (from 00:00 TSİ), ISO week (from Monday 00:00
 * TSİ) and month (from the 1st, 00:00 TSİ), so "until the period resets" is a clock time.
 */
export const RG_PERIODS = ['day', 'week', 'month'] as const
export type RgPeriod = (typeof RG_PERIODS)[number]

export const RG_TIMEOUT_PERIODS = ['24h', '7d', '1m', '6w'] as const
export type RgTimeoutPeriod = (typeof RG_TIMEOUT_PERIODS)[number]

export const RG_EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y', 'indefinite'] as const
export type RgExclusionPeriod = (typeof RG_EXCLUSION_PERIODS)[number]

/** The reality-check intervals a player may choose (minutes); 60 unless the player chose another. */
export const REALITY_CHECK_MINUTES = [10, 15, 20, 30, 45, 60] as const
export const REALITY_CHECK_DEFAULT_MINUTES = 60

export const RG_RULES = {
  /** An increase or removal of a limit (or a longer reality-check interval) waits this long. */
  increaseWaitHours: 24,
  /** Lifting a definite self-exclusion: the cooling-off after the request, once the period is over. */
  liftCoolingOffHours: 24,
  /** Lifting an indefinite self-exclusion: the cooling-off after the request. */
  liftCoolingOffIndefiniteDays: 7,
  /** An indefinite self-exclusion may be asked to be lifted no earlier than this (the LCCP minimum). */
  indefiniteMinimumMonths: 6,
  /** Largest money limit (lira). */
  moneyLimitMax: 10_000_000,
  /** Largest session limit per period (minutes): the length of the period. */
  sessionLimitMaxMinutes: { day: 1440, week: 10_080, month: 44_640 } as Record<RgPeriod, number>,
} as const
