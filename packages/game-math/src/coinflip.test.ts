import { describe, expect, it } from 'vitest'
import {
  COIN_MULTIPLIER_E4,
  COIN_RTP_BP,
  COIN_SIDES,
  COIN_SPACE,
  coinFlip,
  coinMultiplierE4,
  coinSideValues,
} from './coinflip.js'

// Galata Coin Flip's declared RTP, proven exactly (bigint rationals over the 2³² words).
describe('coin flip', () => {
  it('pays exactly 98 % on either call', () => {
    for (const call of COIN_SIDES) {
      // RTP = Σ over shown sides of P(side) · multiplier
      let num = 0n
      for (const shown of COIN_SIDES) num += coinSideValues(shown) * coinMultiplierE4(call, shown)
      // num / (2³² · 10 000) = 98 / 100
      expect(num * 10_000n).toBe(BigInt(COIN_RTP_BP) * COIN_SPACE * 10_000n)
    }
    expect(coinSideValues('heads') + coinSideValues('tails')).toBe(COIN_SPACE)
    expect(COIN_MULTIPLIER_E4).toBe(19_600n)
  })

  it('splits the words at 2³¹ (the boundary either side)', () => {
    expect(coinFlip(0)).toBe('heads')
    expect(coinFlip((2 ** 31 - 1) / 2 ** 32)).toBe('heads')
    expect(coinFlip(0.5)).toBe('tails')
    expect(coinFlip((2 ** 32 - 1) / 2 ** 32)).toBe('tails')
  })
})
