import { SPORTS_LIMITS } from '@galata/contract'
import { describe, expect, it } from 'vitest'
import { potentialPayout, rawPayout, totalOdds } from './slip-math'

describe('slip maths shown on the Kupon', () => {
  it('multiplies a kombine’s odds', () => {
    expect(totalOdds([2, 1.5, 3])).toBe(9)
    expect(totalOdds([1.85, 2.1])).toBe(3.885)
    expect(totalOdds([])).toBe(0)
  })

  it('floors the payout to the kuruş like the engine', () => {
    // 10 × 1.85 × 2.10 = 38.85; 3.33 × 1.33 = 4.4289 → 4.42.
    expect(rawPayout(10, [1.85, 2.1])).toBe(38.85)
    expect(rawPayout(3.33, [1.33])).toBe(4.42)
    expect(rawPayout(0, [2])).toBe(0)
  })

  it('caps the potential payout at the slip maximum and says so', () => {
    expect(potentialPayout(100, [2])).toEqual({ payout: 200, capped: false })
    expect(potentialPayout(50_000, [30, 10])).toEqual({ payout: SPORTS_LIMITS.payoutMax, capped: true })
  })
})
