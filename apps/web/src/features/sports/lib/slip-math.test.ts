import { SPORTS_LIMITS } from '@galata/contract'
import { describe, expect, it } from 'vitest'
import {
  boostPreview,
  freebetWinnings,
  combinations,
  perBet,
  potentialPayout,
  rawPayout,
  systemPreview,
  systemStakeBounds,
  systemType,
  totalOdds,
} from './slip-math'

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

describe('a system on the Kupon', () => {
  it('a Trixie (2/3 and 3/3) has 4 bets; ₺1 per combination is ₺4 in all', () => {
    const legs = [2, 1.5, 3].map((odds) => ({ odds, banker: false }))
    const p = systemPreview(legs, [2, 3], 1)
    expect(p.bets).toBe(4)
    expect(p.unitStake).toBe(1)
    expect(p.totalStake).toBe(4)
    // 2·1.5 + 2·3 + 1.5·3 + 2·1.5·3 = 3 + 6 + 4.5 + 9 = 22.5
    expect(p.payout).toEqual({ payout: 22.5, capped: false })
  })

  it('a 3/4 system has 4 bets; a banker joins every combination', () => {
    const four = [2, 2, 2, 2].map((odds) => ({ odds, banker: false }))
    expect(systemPreview(four, [3], 1).bets).toBe(4)
    const withBanker = [
      { odds: 3, banker: true },
      { odds: 2, banker: false },
      { odds: 2, banker: false },
      { odds: 2, banker: false },
    ]
    // 2/3 over the three others with the banker in each: 3 bets of 3 × 2 × 2 = 12.
    const p = systemPreview(withBanker, [2], 1)
    expect(p.bets).toBe(3)
    expect(p.payout.payout).toBe(36)
  })

  it('the stake per combination makes a whole-kuruş total, whatever the count', () => {
    const legs = [2, 2, 2].map((odds) => ({ odds, banker: false }))
    // ₺0,35 on each of 3 combinations: ₺1,05 in all (a total of ₺1 would not split).
    expect(systemPreview(legs, [2], 0.35).totalStake).toBe(1.05)
  })

  it('turns the slip limits and a refusal’s whole-ticket stake into per-combination figures', () => {
    expect(systemStakeBounds(4)).toEqual({ min: 0.25, max: 12_500 })
    expect(systemStakeBounds(3)).toEqual({ min: 0.34, max: 16_666.66 })
    expect(perBet(100, 3, 'down')).toBe(33.33)
    expect(perBet(1, 3, 'up')).toBe(0.34)
  })

  it('names a system ticket by its type and counts its combinations', () => {
    const three = [{ banker: false }, { banker: false }, { banker: false }]
    expect(systemType(three, [2, 3])).toEqual({ name: 'Trixie', bets: 4 })
    expect(systemType(three, [2])).toEqual({ name: '2/3', bets: 3 })
    expect(systemType([...three, { banker: false }], [2, 3, 4])).toEqual({ name: 'Yankee', bets: 11 })
    // A banker joins every combination: 1/2 over the two others, not a named system.
    expect(systemType([{ banker: true }, { banker: false }, { banker: false }], [1])).toEqual({
      name: '1/2',
      bets: 2,
    })
  })

  it('lists combinations', () => {
    expect(combinations(4, 2)).toHaveLength(6)
    expect(combinations(3, 4)).toEqual([])
  })
})

describe('the sports promotions’ previews (docs/sportsbook.md "Sports promotions")', () => {
  const terms = { percent: 10, maxAmount: 1000, minLegs: 4, minOdds: 1.3 }

  it('a freebet pays only beyond its stake, never below nothing', () => {
    expect(freebetWinnings(10, [2])).toBe(10)
    expect(freebetWinnings(50, [1.5, 1.5])).toBe(62.5)
    expect(freebetWinnings(10, [1])).toBe(0)
  })

  it('the boost is its percent of the winnings beyond the stake, floored and capped', () => {
    expect(boostPreview(10, [2, 2, 2, 2], terms)).toEqual({ qualifies: true, amount: 15 })
    expect(boostPreview(1.03, [1.3, 1.3, 1.3, 1.3], terms)).toEqual({ qualifies: true, amount: 0.19 })
    expect(boostPreview(10_000, [3, 3, 3, 3], { ...terms, maxAmount: 100 })).toEqual({
      qualifies: true,
      amount: 100,
    })
  })

  it('names what a kombine lacks for the boost', () => {
    expect(boostPreview(10, [2, 2], terms)).toEqual({ qualifies: false, legsMissing: 2, lowOdds: false })
    expect(boostPreview(10, [2, 2, 2, 1.29], terms)).toEqual({
      qualifies: false,
      legsMissing: 0,
      lowOdds: true,
    })
  })
})
