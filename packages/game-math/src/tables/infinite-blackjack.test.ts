import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PER_RANK, SHOE } from './cards.js'
import { wordsOfBytes } from './fair.js'
import { infiniteBlackjackEv } from './infinite-blackjack-ev.js'
import {
  IBJ_RTP,
  allowedActions,
  dealInfiniteBlackjack,
  drawInfiniteBlackjack,
  handAfter,
  mainReturn,
  pairReturn,
  spotStake,
  type IbjOutcome,
} from './infinite-blackjack.js'

/** A card of rank r (0 = ace … 12 = king) in suit s. */
const c = (r: number, s = 0) => s * 13 + r
const A = 0
const T = 9
const K = 12
/** Ranks for values 2…9 are value − 1. */
const v = (value: number) => c(value - 1)

const outcome = (player: [number, number], dealer: number[], hits: number[] = []): IbjOutcome => ({
  player,
  dealer,
  hits: [...hits, v(2), v(2), v(2), v(2)].slice(0, 4),
})

describe('Galata Infinite Blackjack maths (docs/shared-rounds.md)', () => {
  it('declares the exact RTP of the main bet (optimal strategy, recursion over the 8-deck shoe)', () => {
    const { rtp, states } = infiniteBlackjackEv()
    expect(states).toBeGreaterThan(1000)
    // Fails the build if a rule or the declared value moves.
    expect(Math.abs(rtp - IBJ_RTP.main)).toBeLessThan(1e-12)
    expect(IBJ_RTP.main).toBeCloseTo(0.99216, 5)
  }, 120_000)

  it('declares the Pair side bet exactly: 13 × 31/415', () => {
    expect(IBJ_RTP.pair).toBe((13 * (PER_RANK - 1)) / (SHOE - 1))
    expect(IBJ_RTP.pair).toBeCloseTo(0.97108, 5)
  })

  it('the recursion and the settlement agree: standing on every hand, simulated over 100 000 shoes', () => {
    const exact = infiniteBlackjackEv('stand').rtp
    const src = wordsOfBytes((k) => createHash('sha256').update(`ibj-check:${k}`).digest())
    const n = 100_000
    let returned = 0n
    for (let i = 0; i < n; i++) returned += mainReturn(100n, drawInfiniteBlackjack(src), ['stand'])
    const simulated = Number(returned) / (100 * n)
    // σ of one hand ≈ 0.95 stakes: 5σ over 100 000 hands ≈ 0.015.
    expect(Math.abs(simulated - exact)).toBeLessThan(0.015)
    expect(exact).toBeCloseTo(0.8401, 4)
  }, 60_000)

  it('deals from fixed shoe positions: 0 and 2 to the player, 1 up, 3…6 the steps, 7… the dealer', () => {
    const cards = [v(9), v(6), v(7), K, v(3), v(4), v(5), v(5), v(8), v(9)]
    const o = dealInfiniteBlackjack(cards)
    expect(o.player).toEqual([v(9), v(7)])
    expect(o.hits).toEqual([K, v(3), v(4), v(5)])
    // 6 + 5 = 11, + 8 = 19: the dealer stands.
    expect(o.dealer).toEqual([v(6), v(5), v(8)])
  })

  it('the dealer stands on soft 17', () => {
    const o = dealInfiniteBlackjack([v(9), A, v(7), K, K, K, K, v(6), v(9)])
    expect(o.dealer).toEqual([A, v(6)])
  })

  it('plays hit, stand and double by the rules', () => {
    const o = outcome([v(5), v(6)], [K, v(7)], [v(9), K])
    expect(allowedActions(o, [])).toEqual(['hit', 'stand', 'double'])
    expect(allowedActions(o, ['hit'])).toEqual(['hit', 'stand'])
    expect(allowedActions(o, ['stand'])).toEqual([])
    expect(handAfter(o, ['hit']).total).toBe(20)
    expect(mainReturn(100n, o, ['double'])).toBe(400n) // 20 against 17, doubled
    expect(mainReturn(100n, o, ['stand'])).toBe(0n) // 11 against 17
    expect(mainReturn(100n, o, ['hit', 'hit'])).toBe(0n) // 30: bust
  })

  it('pays a blackjack 3:2, a push against a dealer blackjack', () => {
    const bj = outcome([A, K], [v(9), v(8)])
    expect(allowedActions(bj, [])).toEqual([])
    expect(mainReturn(100n, bj, [])).toBe(250n)
    expect(mainReturn(100n, outcome([A, K], [T, A]), [])).toBe(100n)
  })

  it('loses only the first stake to a dealer blackjack; a bust loses all', () => {
    const o = outcome([v(5), v(6)], [A, K], [v(8)])
    expect(mainReturn(100n, o, ['double'])).toBe(100n)
    expect(mainReturn(100n, o, ['stand'])).toBe(0n)
    expect(mainReturn(100n, outcome([K, v(6)], [v(6), K, K], [K]), ['double'])).toBe(0n)
  })

  it('a six-card hand not over 21 wins at once (six-card Charlie)', () => {
    const o = outcome([v(2), v(3)], [T, A], [v(2), v(2), v(3), v(4)])
    expect(allowedActions(o, ['hit', 'hit', 'hit'])).toEqual(['hit', 'stand'])
    const h = handAfter(o, ['hit', 'hit', 'hit', 'hit'])
    expect(h.cards).toHaveLength(6)
    expect(h.charlie).toBe(true)
    expect(allowedActions(o, ['hit', 'hit', 'hit', 'hit'])).toEqual([])
    expect(mainReturn(100n, o, ['hit', 'hit', 'hit', 'hit'])).toBe(200n)
  })

  it('pays Pair 12:1 on two first cards of one rank', () => {
    expect(pairReturn(100n, outcome([K, c(12, 2)], [T, v(7)]))).toBe(1300n)
    expect(pairReturn(100n, outcome([K, c(11)], [T, v(7)]))).toBe(0n)
    expect(spotStake('pair', 100n)).toBe(100n)
    expect(spotStake('insurance', 100n)).toBeNull()
  })
})
