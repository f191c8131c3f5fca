import { describe, expect, it, vi } from 'vitest'
import { fairShuffle } from './fair.js'
import { fairFloatStream, fairFloats } from './testing/hmac-floats.js'
import {
  act,
  basicStrategy,
  deal,
  handValue,
  lazyShoe,
  legalActions,
  playBasic,
  settle,
  SHOE_SIZE,
  type Shoe,
} from './blackjack.js'

// Fixed-seed simulations of 10⁵ rounds and exact enumerations: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

/** A shoe whose first cards are given (ranks: 0 ace, 1 two … 9 ten, 12 king), then twos. */
function stacked(...cards: number[]): Shoe {
  return (i) => cards[i] ?? 1
}
const A = 0
const TEN = 9
const K = 12

describe('blackjack rules', () => {
  it('deals from the fair Fisher–Yates shoe (lazy = full shuffle)', () => {
    const seed = 'e'.repeat(64)
    const full = fairShuffle(SHOE_SIZE, fairFloats(seed, 'c', 1, SHOE_SIZE - 1))
    const shoe = lazyShoe(fairFloatStream(seed, 'c', 1))
    expect(Array.from({ length: 40 }, (_, i) => shoe(i))).toEqual(full.slice(0, 40))
    expect(new Set(full).size).toBe(312)
  })

  it('counts soft and hard totals', () => {
    expect(handValue([A, 5])).toEqual({ total: 17, soft: true })
    expect(handValue([A, 5, K])).toEqual({ total: 17, soft: false })
    expect(handValue([A, A, 7])).toEqual({ total: 20, soft: true })
  })

  it('pays a blackjack 3:2 at once, and pushes it against a dealer blackjack', () => {
    // player A, dealer 9, player K, hole 7
    const s = deal(stacked(A, 8, K, 6))
    expect(s.finished).toBe(true)
    expect(settle(s)).toMatchObject({ outcomes: ['blackjack'], returnHalves: 5 })
    const both = deal(stacked(A, A, K, TEN))
    expect(settle(both)).toMatchObject({ outcomes: ['push'], returnHalves: 2 })
  })

  it('peeks under an ace or a ten: a dealer blackjack takes only the stake', () => {
    const s = deal(stacked(TEN, A, 7, K))
    expect(s.finished).toBe(true)
    expect(settle(s)).toMatchObject({ outcomes: ['lose'], returnHalves: 0, units: 1 })
  })

  it('stands on soft 17', () => {
    // player 10+8=18; dealer 6 up, ace hole = soft 17 → stands; player wins
    let s = deal(stacked(TEN, 5, 7, A))
    s = act(s, stacked(TEN, 5, 7, A), 'stand')
    expect(s.dealer).toEqual([5, A])
    expect(settle(s).outcomes).toEqual(['win'])
    // dealer 6 + 10 = 16 draws: next card is a 5 → 21
    const shoe = stacked(TEN, 5, 7, TEN, 4)
    s = act(deal(shoe), shoe, 'stand')
    expect(handValue(s.dealer).total).toBe(21)
    expect(settle(s).outcomes).toEqual(['lose'])
  })

  it('doubles: one card, two stakes', () => {
    // player 6+5 = 11, dealer 6 up, 10 hole; double draws a 10 → 21; dealer 16 draws a 10 → bust
    const shoe = stacked(5, 5, 4, TEN, TEN, TEN)
    let s = deal(shoe)
    expect(legalActions(s)).toEqual(['hit', 'stand', 'double'])
    s = act(s, shoe, 'double')
    expect(s.finished).toBe(true)
    expect(s.hands[0]).toMatchObject({ units: 2 })
    expect(settle(s)).toMatchObject({ outcomes: ['win'], returnHalves: 8, units: 2 })
  })

  it('splits once: two hands, a second card each, 21 after a split is not a blackjack', () => {
    // player 8,8 vs dealer 7 up, 10 hole
    const shoe = stacked(7, 6, 7, TEN, A, TEN, 2)
    let s = deal(shoe)
    expect(legalActions(s)).toContain('split')
    s = act(s, shoe, 'split')
    expect(s.hands).toHaveLength(2)
    expect(s.hands[0]!.cards).toEqual([7, A]) // 8 + A = 19
    expect(legalActions(s)).not.toContain('split') // one split only
    s = act(s, shoe, 'stand')
    expect(s.hands[1]!.cards).toEqual([7, TEN]) // 18
    s = act(s, shoe, 'stand')
    expect(s.finished).toBe(true)
    // dealer 7 + 10 = 17 stands: 19 wins, 18 wins
    expect(settle(s)).toMatchObject({ outcomes: ['win', 'win'], returnHalves: 8, units: 2 })
    // Split aces: one card each, and A+K is 21, not blackjack.
    const aces = stacked(A, 6, A, TEN, K, 8)
    let t = act(deal(aces), aces, 'split')
    expect(t.finished).toBe(true)
    expect(settle(t).outcomes).toEqual(['win', 'win'])
    expect(settle(t).returnHalves).toBe(8)
    t = deal(aces)
    expect(() => act(t, aces, 'double')).not.toThrow()
  })

  it('refuses illegal moves', () => {
    const shoe = stacked(TEN, 5, 7, TEN, 1, 1)
    let s = deal(shoe)
    expect(() => act(s, shoe, 'split')).toThrow()
    s = act(s, shoe, 'hit')
    expect(legalActions(s)).toEqual(['hit', 'stand'])
  })

  it('returns about 99.5 % under basic strategy (fixed-seed simulation)', () => {
    const n = 60_000
    let ret = 0
    let staked = 0
    for (let i = 0; i < n; i++) {
      const { settlement } = playBasic(lazyShoe(fairFloatStream('f'.repeat(64), 'bj', i)))
      ret += settlement.returnHalves / 2
      staked += settlement.units
      expect(basicStrategy).toBeTypeOf('function')
    }
    // Per original stake, like the catalogue's RTP; σ ≈ 1.15 per round → ±1.5 % at 99.9 %.
    const rtp = ret / n - (staked - n) / n
    expect(rtp).toBeGreaterThan(0.975)
    expect(rtp).toBeLessThan(1.015)
  })
})
