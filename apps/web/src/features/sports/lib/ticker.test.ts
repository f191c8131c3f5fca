import { describe, expect, it } from 'vitest'
import { tickedMinute } from './ticker'

describe('tickedMinute', () => {
  it('runs the clock at its rate from the last reading, whole minutes only', () => {
    // SPORTS_SPEED 60: a clock minute per real second.
    expect(tickedMinute(12, 1, 0)).toBe(12)
    expect(tickedMinute(12, 1, 2_500)).toBe(14)
    // Real time (speed 1): a minute per 60 s.
    expect(tickedMinute(12, 1 / 60, 59_000)).toBe(12)
    expect(tickedMinute(12, 1 / 60, 61_000)).toBe(13)
  })
  it('stands still at rate 0 and never runs far past the reading', () => {
    expect(tickedMinute(45, 0, 600_000)).toBe(45)
    expect(tickedMinute(10, 1, 600_000)).toBe(15)
  })
})
