import { describe, expect, it } from 'vitest'
import {
  DAY_MS,
  HOUR_MS,
  addMonths,
  calendarPeriod,
  classifyChange,
  exclusionLiftableFrom,
  exclusionLiftsAt,
  exclusionUntil,
  isConfirmable,
  lossOf,
  realityCheckChange,
  refusingLimit,
  remainingOf,
  rollingResetsAt,
  rollingWindowStart,
  tightest,
  timeoutUntil,
  type LimitUse,
} from './protection-math.js'
import { rgLimitSchema, rgRealityCheckSchema } from './protection.js'

/** A clock a test moves by hand: the arithmetic takes `now` from it, never from Date.now(). */
class TestClock {
  constructor(private t: number) {}
  now(): number {
    return this.t
  }
  advance(ms: number): void {
    this.t += ms
  }
}

const iso = (ms: number) => new Date(ms).toISOString()

describe('rolling windows', () => {
  it('end now and reach back 24 hours, 7 days and 30 days', () => {
    const clock = new TestClock(Date.parse('2026-11-25T12:00:00Z'))
    expect(iso(rollingWindowStart('day', clock.now()))).toBe('2026-11-24T12:00:00.000Z')
    expect(iso(rollingWindowStart('week', clock.now()))).toBe('2026-11-18T12:00:00.000Z')
    expect(iso(rollingWindowStart('month', clock.now()))).toBe('2026-10-26T12:00:00.000Z')
    clock.advance(HOUR_MS)
    expect(iso(rollingWindowStart('day', clock.now()))).toBe('2026-11-24T13:00:00.000Z')
  })

  it('grow back when the oldest counted movement leaves the window', () => {
    const deposit = Date.parse('2026-11-25T09:30:00Z')
    expect(iso(rollingResetsAt('day', deposit)!)).toBe('2026-11-26T09:30:00.000Z')
    expect(iso(rollingResetsAt('week', deposit)!)).toBe('2026-12-02T09:30:00.000Z')
    expect(rollingResetsAt('day', null)).toBeNull()
  })
})

describe('the lowest limit wins', () => {
  const uses: LimitUse[] = [
    { period: 'day', limit: 50_000n, used: 10_000n, resetsAt: 1 },
    { period: 'week', limit: 60_000n, used: 45_000n, resetsAt: 2 },
    { period: 'month', limit: 500_000n, used: 45_000n, resetsAt: 3 },
  ]

  it('the tightest is the one leaving the least, whatever its period', () => {
    expect(tightest(uses)?.period).toBe('week')
    expect(remainingOf(tightest(uses)!)).toBe(15_000n)
    expect(tightest([])).toBeNull()
  })

  it('an amount within every limit passes; one over any is refused naming the tightest broken', () => {
    expect(refusingLimit(uses, 15_000n)).toBeNull()
    expect(refusingLimit(uses, 15_001n)?.period).toBe('week')
    expect(refusingLimit(uses, 40_001n)?.period).toBe('week')
  })

  it('an overspent limit (used above it after a decrease) leaves zero', () => {
    expect(remainingOf({ period: 'day', limit: 100n, used: 300n, resetsAt: null })).toBe(0n)
  })

  it('loss is stakes minus wins, never below zero', () => {
    expect(lossOf(1000n, 800n)).toBe(200n)
    expect(lossOf(1000n, 1800n)).toBe(0n)
  })
})

describe('changes: a decrease or a new limit at once, an increase or removal after 24 hours', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')

  it('a new limit and a decrease are immediate', () => {
    expect(classifyChange(null, 10_000n, now)).toEqual({ kind: 'immediate', amount: 10_000n })
    expect(classifyChange(10_000n, 5_000n, now)).toEqual({ kind: 'immediate', amount: 5_000n })
  })

  it('an increase and a removal wait 24 hours and then need the confirmation', () => {
    const clock = new TestClock(now)
    const up = classifyChange(10_000n, 20_000n, clock.now())
    expect(up).toEqual({ kind: 'pending', amount: 20_000n, effectiveAt: now + DAY_MS })
    const removal = classifyChange(10_000n, null, clock.now())
    expect(removal).toEqual({ kind: 'pending', amount: null, effectiveAt: now + DAY_MS })
    if (up.kind !== 'pending') throw new Error('pending')
    clock.advance(DAY_MS - 1)
    expect(isConfirmable(up.effectiveAt, clock.now())).toBe(false)
    clock.advance(1)
    expect(isConfirmable(up.effectiveAt, clock.now())).toBe(true)
  })

  it('the same value, or removing nothing, changes nothing', () => {
    expect(classifyChange(10_000n, 10_000n, now)).toEqual({ kind: 'same' })
    expect(classifyChange(null, null, now)).toEqual({ kind: 'same' })
  })

  it('a shorter reality-check interval is immediate, a longer one waits 24 hours', () => {
    expect(realityCheckChange(60, 30, now)).toEqual({ kind: 'immediate' })
    expect(realityCheckChange(30, 60, now)).toEqual({ kind: 'pending', effectiveAt: now + DAY_MS })
    expect(realityCheckChange(30, 30, now)).toEqual({ kind: 'same' })
  })
})

describe('Europe/Istanbul calendar periods (session time)', () => {
  it('a day starts at 00:00 TSİ, which is 21:00 UTC the evening before', () => {
    // 23:30 UTC on the 25th is 02:30 TSİ on the 26th.
    const p = calendarPeriod('day', Date.parse('2026-11-25T23:30:00Z'))
    expect(iso(p.start)).toBe('2026-11-25T21:00:00.000Z')
    expect(iso(p.end)).toBe('2026-11-26T21:00:00.000Z')
    // 20:59 UTC on the 25th is still the 25th in Istanbul.
    const before = calendarPeriod('day', Date.parse('2026-11-25T20:59:59Z'))
    expect(iso(before.start)).toBe('2026-11-24T21:00:00.000Z')
  })

  it('a week starts on Monday 00:00 TSİ', () => {
    // Sunday 22:00 UTC (29 Nov 2026) is Monday 01:00 TSİ: a new week.
    const p = calendarPeriod('week', Date.parse('2026-11-29T22:00:00Z'))
    expect(iso(p.start)).toBe('2026-11-29T21:00:00.000Z')
    expect(iso(p.end)).toBe('2026-12-06T21:00:00.000Z')
    const sunday = calendarPeriod('week', Date.parse('2026-11-29T20:00:00Z'))
    expect(iso(sunday.start)).toBe('2026-11-22T21:00:00.000Z')
  })

  it('a month starts on the 1st 00:00 TSİ, across a year end', () => {
    const p = calendarPeriod('month', Date.parse('2026-12-31T21:30:00Z')) // 1 Jan 2027 00:30 TSİ
    expect(iso(p.start)).toBe('2026-12-31T21:00:00.000Z')
    expect(iso(p.end)).toBe('2027-01-31T21:00:00.000Z')
  })

  it('the same arithmetic holds across a DST change (Europe/London, 29 March 2026)', () => {
    const p = calendarPeriod('day', Date.parse('2026-03-29T12:00:00Z'), 'Europe/London')
    expect(iso(p.start)).toBe('2026-03-29T00:00:00.000Z')
    expect(iso(p.end)).toBe('2026-03-29T23:00:00.000Z') // a 23-hour day
  })

  it('calendar months keep the wall-clock time and clamp the day', () => {
    expect(iso(addMonths(Date.parse('2027-01-31T09:00:00Z'), 1))).toBe('2027-02-28T09:00:00.000Z')
    expect(iso(addMonths(Date.parse('2026-11-25T12:00:00Z'), 12))).toBe('2027-11-25T12:00:00.000Z')
  })
})

describe('time-outs and self-exclusion', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')

  it('time-outs end after 24 hours, 7 days, a calendar month or 6 weeks', () => {
    expect(iso(timeoutUntil('24h', now))).toBe('2026-11-26T12:00:00.000Z')
    expect(iso(timeoutUntil('7d', now))).toBe('2026-12-02T12:00:00.000Z')
    expect(iso(timeoutUntil('1m', now))).toBe('2026-12-25T12:00:00.000Z')
    expect(iso(timeoutUntil('6w', now))).toBe('2027-01-06T12:00:00.000Z')
  })

  it('a self-exclusion lasts its period; indefinite has no end but may be lifted after 6 months', () => {
    expect(iso(exclusionUntil('6m', now)!)).toBe('2027-05-25T12:00:00.000Z')
    expect(iso(exclusionUntil('5y', now)!)).toBe('2031-11-25T12:00:00.000Z')
    expect(exclusionUntil('indefinite', now)).toBeNull()
    expect(iso(exclusionLiftableFrom('indefinite', now))).toBe('2027-05-25T12:00:00.000Z')
    expect(iso(exclusionLiftableFrom('2y', now))).toBe('2028-11-25T12:00:00.000Z')
  })

  it('a lift takes effect after a cooling-off of 24 hours, or 7 days when indefinite', () => {
    expect(exclusionLiftsAt('1y', now) - now).toBe(DAY_MS)
    expect(exclusionLiftsAt('indefinite', now) - now).toBe(7 * DAY_MS)
  })
})

describe('request schemas', () => {
  it('money limits take lira with two decimals; session limits whole minutes up to the period', () => {
    expect(rgLimitSchema.safeParse({ kind: 'deposit', period: 'day', amount: 100.25 }).success).toBe(true)
    expect(rgLimitSchema.safeParse({ kind: 'deposit', period: 'day', amount: 100.255 }).success).toBe(false)
    expect(rgLimitSchema.safeParse({ kind: 'loss', period: 'week', amount: null }).success).toBe(true)
    expect(rgLimitSchema.safeParse({ kind: 'wager', period: 'month', amount: 0 }).success).toBe(false)
    expect(rgLimitSchema.safeParse({ kind: 'session', period: 'day', amount: 90 }).success).toBe(true)
    expect(rgLimitSchema.safeParse({ kind: 'session', period: 'day', amount: 90.5 }).success).toBe(false)
    expect(rgLimitSchema.safeParse({ kind: 'session', period: 'day', amount: 1441 }).success).toBe(false)
    expect(rgLimitSchema.safeParse({ kind: 'session', period: 'week', amount: 1441 }).success).toBe(true)
  })

  it('reality checks take one of the offered intervals', () => {
    expect(rgRealityCheckSchema.safeParse({ minutes: 30 }).success).toBe(true)
    expect(rgRealityCheckSchema.safeParse({ minutes: 31 }).success).toBe(false)
  })
})
