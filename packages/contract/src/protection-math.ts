// The pure arithmetic of player protection (docs/player-protection.md): windows, the
// lowest-limit rule, what an increase waits for, calendar periods in Europe/Istanbul. No clock and
// no database: every function takes `now` (epoch ms) from the caller's injectable clock. Zod-free,
// so the web can use it as well. Amounts are bigint minor units (kuruş) or minutes.

import {
  RG_RULES,
  type RgExclusionPeriod,
  type RgLimitKind,
  type RgPeriod,
  type RgTimeoutPeriod,
} from './protection-constants.js'

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

/** Money limits: rolling windows ending now. A "month" is 30 days. */
export const ROLLING_WINDOW_MS: Record<RgPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
}

/** The time zone of calendar periods (session time) and of "TSİ" in the texts. */
export const RG_TIME_ZONE = 'Europe/Istanbul'

/** The start of the rolling window of `period` ending at `now`. */
export function rollingWindowStart(period: RgPeriod, now: number): number {
  return now - ROLLING_WINDOW_MS[period]
}

/**
 * When a rolling window's allowance next grows: the oldest counted movement leaves the window.
 * Null when nothing is counted.
 */
export function rollingResetsAt(period: RgPeriod, oldestCounted: number | null): number | null {
  return oldestCounted === null ? null : oldestCounted + ROLLING_WINDOW_MS[period]
}

// ---------------------------------------------------------------------------------------------
// Calendar periods in a time zone

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

interface LocalParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** The wall-clock date and time of `instant` in `timeZone`. */
export function localParts(instant: number, timeZone: string = RG_TIME_ZONE): LocalParts {
  const parts: Record<string, number> = {}
  for (const p of formatter(timeZone).formatToParts(new Date(instant)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value)
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** Offset of `timeZone` from UTC at `instant`, in ms (Istanbul: +3 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The instant of local midnight starting `year-month-day` in `timeZone` (month may overflow). */
export function localMidnight(
  year: number,
  month: number,
  day: number,
  timeZone: string = RG_TIME_ZONE,
): number {
  const naive = Date.UTC(year, month - 1, day)
  // Two passes find the offset in force at that local time, across a DST change as well.
  let guess = naive - offsetAt(naive, timeZone)
  guess = naive - offsetAt(guess, timeZone)
  return guess
}

/**
 * The calendar period containing `now` in `timeZone`: day from 00:00, ISO week from Monday 00:00,
 * month from the 1st 00:00. `end` is the next period's start ("until the period resets").
 */
export function calendarPeriod(
  period: RgPeriod,
  now: number,
  timeZone: string = RG_TIME_ZONE,
): { start: number; end: number } {
  const p = localParts(now, timeZone)
  if (period === 'day')
    return {
      start: localMidnight(p.year, p.month, p.day, timeZone),
      end: localMidnight(p.year, p.month, p.day + 1, timeZone),
    }
  if (period === 'week') {
    const weekday = (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7 // Monday 0
    return {
      start: localMidnight(p.year, p.month, p.day - weekday, timeZone),
      end: localMidnight(p.year, p.month, p.day - weekday + 7, timeZone),
    }
  }
  return {
    start: localMidnight(p.year, p.month, 1, timeZone),
    end: localMidnight(p.year, p.month + 1, 1, timeZone),
  }
}

/** `instant` moved by whole calendar months in `timeZone`, the wall-clock time kept (31 Jan + 1 m → 28/29 Feb). */
export function addMonths(instant: number, months: number, timeZone: string = RG_TIME_ZONE): number {
  const p = localParts(instant, timeZone)
  const target = new Date(Date.UTC(p.year, p.month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  const day = Math.min(p.day, lastDay)
  const midnight = localMidnight(target.getUTCFullYear(), target.getUTCMonth() + 1, day, timeZone)
  return midnight + ((p.hour * 60 + p.minute) * 60 + p.second) * 1000
}

// ---------------------------------------------------------------------------------------------
// Limits

export interface LimitUse {
  period: RgPeriod
  /** The limit (kuruş or minutes). */
  limit: bigint
  /** Counted in its window so far. */
  used: bigint
  /** Epoch ms when the allowance next grows, or null. */
  resetsAt: number | null
}

export function remainingOf(use: LimitUse): bigint {
  return use.limit > use.used ? use.limit - use.used : 0n
}

/**
 * The lowest-limit rule: of every period's limit, the one leaving the least. Null when there is
 * none. Ties go to the shorter period (it resets first).
 */
export function tightest(uses: readonly LimitUse[]): LimitUse | null {
  let best: LimitUse | null = null
  for (const use of uses) if (best === null || remainingOf(use) < remainingOf(best)) best = use
  return best
}

/**
 * Whether `amount` more fits under every limit; when it does not, the limit to report: the
 * tightest of those it would break.
 */
export function refusingLimit(uses: readonly LimitUse[], amount: bigint): LimitUse | null {
  return tightest(uses.filter((u) => u.used + amount > u.limit))
}

/** Loss counted against a loss limit: stakes − wins, never below zero. */
export function lossOf(stakes: bigint, wins: bigint): bigint {
  return stakes > wins ? stakes - wins : 0n
}

export type LimitChange =
  /** A new limit or a lower one: in force at once (RTS 12: decreases "immediately"). */
  | { kind: 'immediate'; amount: bigint }
  /** A higher limit or a removal (`amount` null): waits, then needs the player's confirmation. */
  | { kind: 'pending'; amount: bigint | null; effectiveAt: number }
  /** The value in force again (or removing a limit that does not exist): nothing to do. */
  | { kind: 'same' }

/** What a requested value does to the limit in force (`current` null: no limit). */
export function classifyChange(current: bigint | null, requested: bigint | null, now: number): LimitChange {
  if (requested === current) return { kind: 'same' }
  if (current === null)
    return requested === null ? { kind: 'same' } : { kind: 'immediate', amount: requested }
  if (requested !== null && requested < current) return { kind: 'immediate', amount: requested }
  return { kind: 'pending', amount: requested, effectiveAt: now + RG_RULES.increaseWaitHours * HOUR_MS }
}

/** A pending change may be confirmed from its effective time on. */
export function isConfirmable(effectiveAt: number, now: number): boolean {
  return now >= effectiveAt
}

/** A longer reality-check interval waits 24 hours; a shorter one applies at once. */
export function realityCheckChange(
  current: number,
  requested: number,
  now: number,
): { kind: 'immediate' } | { kind: 'pending'; effectiveAt: number } | { kind: 'same' } {
  if (requested === current) return { kind: 'same' }
  if (requested < current) return { kind: 'immediate' }
  return { kind: 'pending', effectiveAt: now + RG_RULES.increaseWaitHours * HOUR_MS }
}

// ---------------------------------------------------------------------------------------------
// Time-outs and self-exclusion

/** The end of a time-out taken at `now`. A month is a calendar month in Istanbul. */
export function timeoutUntil(period: RgTimeoutPeriod, now: number): number {
  switch (period) {
    case '24h':
      return now + DAY_MS
    case '7d':
      return now + 7 * DAY_MS
    case '1m':
      return addMonths(now, 1)
    case '6w':
      return now + 42 * DAY_MS
  }
}

const EXCLUSION_MONTHS: Record<Exclude<RgExclusionPeriod, 'indefinite'>, number> = {
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '5y': 60,
}

/** The end of the chosen self-exclusion period (null: indefinite). */
export function exclusionUntil(period: RgExclusionPeriod, start: number): number | null {
  return period === 'indefinite' ? null : addMonths(start, EXCLUSION_MONTHS[period])
}

/** From when a lift may be asked: the period's end, or 6 months after the start when indefinite. */
export function exclusionLiftableFrom(period: RgExclusionPeriod, start: number): number {
  return exclusionUntil(period, start) ?? addMonths(start, RG_RULES.indefiniteMinimumMonths)
}

/** When a self-exclusion lifted at `requestedAt` ends: after 24 hours, or 7 days when indefinite. */
export function exclusionLiftsAt(period: RgExclusionPeriod, requestedAt: number): number {
  return (
    requestedAt +
    (period === 'indefinite'
      ? RG_RULES.liftCoolingOffIndefiniteDays * DAY_MS
      : RG_RULES.liftCoolingOffHours * HOUR_MS)
  )
}

/** The length order of exclusion periods (a new choice never shortens the one in force). */
export function exclusionRank(period: RgExclusionPeriod): number {
  return period === 'indefinite' ? Number.MAX_SAFE_INTEGER : EXCLUSION_MONTHS[period]
}

/** `deposit:day`, the subject of a limit in the audit. */
export function limitSubject(kind: RgLimitKind, period: RgPeriod): string {
  return `${kind}:${period}`
}
