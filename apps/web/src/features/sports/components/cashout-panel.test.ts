import { describe, expect, it } from 'vitest'
import { shareAmount } from './cashout-panel'

// The slider's preview follows the server's rule (cashout.ts): stake part floored, then the offer.
describe('shareAmount', () => {
  it('all of it is the offer; a share is floored twice to the kuruş', () => {
    expect(shareAmount(11.4, 10, 100)).toBe(11.4)
    expect(shareAmount(11.4, 10, 50)).toBe(5.7)
    // 3.33 of 10.00 staked → floor(9.99 × 333 / 1000) kuruş.
    expect(shareAmount(9.99, 10, 33)).toBe(3.29)
    expect(shareAmount(0.05, 10, 1)).toBe(0)
  })
})
