import { describe, expect, it } from 'vitest'
import { errorCatalog } from './errors.js'
import {
  betPlacementSchema,
  eventResultSchema,
  LIVE_BET_DELAY_MS,
  LIVE_DELAY_FLOOR_MS,
  liveDelayAtSpeed,
  SPORTS_ERROR_CODES,
  sportsEventsQuerySchema,
} from './sports.js'

const leg = (outcomeId: number, odds = 1.85) => ({ outcomeId, odds })

describe('sports schemas', () => {
  it('accepts the three kinds of slip', () => {
    const base = { stake: 10, placementKey: 'k-12345678' }
    expect(betPlacementSchema.safeParse({ ...base, kind: 'single', legs: [leg(1)] }).success).toBe(true)
    expect(
      betPlacementSchema.safeParse({ ...base, kind: 'combo', legs: [leg(1), leg(2)] }).data?.oddsChange,
    ).toBe('none')
    const sys = {
      ...base,
      kind: 'system',
      legs: [{ ...leg(1), banker: true }, leg(2), leg(3)],
      systemSizes: [1, 2],
    }
    expect(betPlacementSchema.safeParse(sys).success).toBe(true)
  })

  it('refuses malformed slips with field codes', () => {
    const base = { stake: 10, placementKey: 'k-12345678' }
    const fail = (body: object) => betPlacementSchema.safeParse(body).error?.issues.map((i) => i.message)
    expect(fail({ ...base, kind: 'single', legs: [leg(1), leg(2)] })).toContain('too_many_items')
    expect(fail({ ...base, kind: 'system', legs: [leg(1), leg(2)] })).toContain('required')
    expect(fail({ ...base, kind: 'combo', legs: [leg(1), leg(1)] })).toContain('invalid_option')
    expect(
      fail({ ...base, kind: 'combo', legs: Array.from({ length: 101 }, (_, i) => leg(i + 1)) }),
    ).toContain('too_many_items')
    expect(fail({ ...base, kind: 'single', legs: [leg(1, 1.855)] })).toContain('too_many_decimals')
    expect(fail({ ...base, kind: 'single', legs: [leg(1, 1)] })).toContain('too_small')
    expect(fail({ ...base, stake: 10.001, kind: 'single', legs: [leg(1)] })).toContain('too_many_decimals')
    expect(fail({ ...base, placementKey: 'x', kind: 'single', legs: [leg(1)] })).toBeDefined()
  })

  it('parses event lists and results', () => {
    expect(sportsEventsQuerySchema.parse({})).toEqual({ live: false, skip: 0, take: 20 })
    expect(sportsEventsQuerySchema.safeParse({ sport: 'curling' }).success).toBe(false)
    expect(eventResultSchema.safeParse({ home: 2, away: 1, htHome: 1, htAway: 0 }).success).toBe(true)
    expect(eventResultSchema.safeParse({ home: -1, away: 1 }).success).toBe(false)
  })
})

describe('sports error codes', () => {
  it('each has a 4xx status and a Turkish and English message', () => {
    for (const code of SPORTS_ERROR_CODES) {
      const entry = errorCatalog[code]
      expect(entry.status, code).toBeGreaterThanOrEqual(400)
      expect(entry.status, code).toBeLessThan(500)
      expect(entry.message.tr.length, code).toBeGreaterThan(20)
      expect(entry.message.en.length, code).toBeGreaterThan(20)
    }
  })
})

describe('the live delay at the world speed (docs/sportsbook.md "Live delays")', () => {
  it('is the delay at real speed, divided by a faster speed, never below a second', () => {
    expect(liveDelayAtSpeed(LIVE_BET_DELAY_MS.football, 1)).toBe(6_000)
    expect(liveDelayAtSpeed(6_000, 2)).toBe(3_000)
    expect(liveDelayAtSpeed(8_000, 4)).toBe(2_000)
    // SPORTS_SPEED 60: six seconds would be six match-minutes; the floor holds it at one second.
    expect(liveDelayAtSpeed(LIVE_BET_DELAY_MS.football, 60)).toBe(LIVE_DELAY_FLOOR_MS)
    expect(liveDelayAtSpeed(15_000, 600)).toBe(LIVE_DELAY_FLOOR_MS)
    // A delay set shorter than the floor (a test's) is never lengthened.
    expect(liveDelayAtSpeed(500, 60)).toBe(500)
  })
})
