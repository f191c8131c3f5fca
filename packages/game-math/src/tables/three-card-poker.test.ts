import { describe, expect, it } from 'vitest'
import {
  ANTE_LOSS,
  TCP_ANTE_PER_STAKED,
  TCP_RTP,
  allHands,
  anteReturn,
  categoryOf,
  dealerQualifies,
  drawHands,
  enumerate,
  handValue,
  pairPlusReturn,
  playHands,
  spotReturn,
  spotStake,
  strategyPlays,
} from './three-card-poker.js'

/** A card of rank r (0 = ace … 12 = king) in suit s. */
const c = (r: number, s = 0) => s * 13 + r
const A = 0
const J = 10
const Q = 11
const K = 12

describe('Three Card Poker maths (docs/shared-rounds.md)', () => {
  it('ranks the 22,100 hands into the known category counts', () => {
    const counts: Record<string, number> = {}
    for (const h of allHands()) {
      const k = categoryOf(handValue(h))
      counts[k] = (counts[k] ?? 0) + 1
    }
    expect(counts).toEqual({
      straightFlush: 48,
      trips: 52,
      straight: 720,
      flush: 1096,
      pair: 3744,
      high: 16_440,
    })
  })

  it('orders hands: straight beats flush, A-2-3 is the lowest straight, kickers count', () => {
    const v = handValue
    expect(v([c(2), c(3, 1), c(4, 2)])).toBeGreaterThan(v([c(A), c(9), c(7)]))
    expect(v([c(A), c(1, 1), c(2, 2)])).toBeLessThan(v([c(1), c(2, 1), c(3, 2)]))
    expect(v([c(A), c(K, 1), c(Q, 2)])).toBeGreaterThan(v([c(K), c(Q, 1), c(J, 2)]))
    expect(v([c(5), c(5, 1), c(K)])).toBeGreaterThan(v([c(5, 2), c(5, 3), c(Q)]))
    expect(v([c(5), c(5, 1), c(K)])).toBe(v([c(5, 2), c(5, 3), c(K, 1)]))
    expect(categoryOf(v([c(A), c(K), c(Q)]))).toBe('straightFlush')
    expect(dealerQualifies(v([c(Q), c(3, 1), c(1, 2)]))).toBe(true)
    expect(dealerQualifies(v([c(J), c(9, 1), c(7, 2)]))).toBe(false)
    // Q-6-4: play Q-6-4 and better, fold Q-6-3 and worse.
    expect(strategyPlays(v([c(Q), c(5, 1), c(3, 2)]))).toBe(true)
    expect(strategyPlays(v([c(Q), c(5, 1), c(2, 2)]))).toBe(false)
    expect(strategyPlays(v([c(J), c(9, 1), c(7, 2)]))).toBe(false)
  })

  it('pays the Ante, Play, Ante bonus and Pair Plus as the help panel states', () => {
    const ante = 1_000n
    const hand = (p: number[], d: number[]) => playHands(p, d)
    // Dealer does not qualify: Ante 1:1, Play pushes → 3 Antes back.
    const noQ = hand([c(K), c(9, 1), c(4, 2)], [c(J), c(8, 1), c(2, 2)])
    expect(noQ.showdown).toBe('noQualify')
    expect(anteReturn(ante, 'play', noQ)).toBe(3_000n)
    expect(anteReturn(ante, 'fold', noQ)).toBe(0n)
    // Player wins with a straight: Ante and Play 1:1 plus the bonus 1:1 → 5 Antes.
    const win = hand([c(4), c(5, 1), c(6, 2)], [c(K), c(K, 1), c(2, 2)])
    expect(win.showdown).toBe('player')
    expect(anteReturn(ante, 'play', win)).toBe(5_000n)
    expect(pairPlusReturn(ante, win)).toBe(7_000n)
    // Dealer wins: only the Ante bonus (trips 4:1) comes back.
    const lose = hand([c(3), c(3, 1), c(3, 2)], [c(4), c(5), c(6)])
    expect(lose.showdown).toBe('dealer')
    expect(anteReturn(ante, 'play', lose)).toBe(4_000n)
    expect(spotReturn('pairPlus', ante, 'fold', lose)).toBe(31_000n)
    // Equal hands push both bets.
    const tie = hand([c(K), c(9, 1), c(4, 2)], [c(K, 2), c(9, 3), c(4, 3)])
    expect(tie.showdown).toBe('tie')
    expect(anteReturn(ante, 'play', tie)).toBe(2_000n)
    expect(spotStake('ante', 500n)).toBe(500n)
    expect(spotStake('red', 500n)).toBeNull()
  })

  it('returns the declared RTP of each bet, computed exactly over all 407,170,400 deals', () => {
    const e = enumerate()
    expect(e.hands).toBe(22_100)
    expect(e.deals).toBe(22_100 * 18_424)
    // Q-6-4 is optimal: for every player hand it takes the better of play and fold over its 18,424 deals.
    expect(e.strategyMisses).toBe(0)
    // Ante + Play: the player's loss over every deal with the Q-6-4 strategy, in Antes.
    const loss = e.deals + e.playStakes - e.anteReturns
    expect(loss).toBe(ANTE_LOSS)
    expect(TCP_RTP.ante).toBe(1 - loss / e.deals)
    expect(TCP_RTP.ante).toBeCloseTo(0.96627, 5)
    expect(TCP_ANTE_PER_STAKED).toBe(1 - loss / (e.deals + e.playStakes))
    expect(TCP_ANTE_PER_STAKED).toBeCloseTo(0.979853, 6)
    // Pair Plus: the player's hand alone.
    expect(e.pairPlusReturns).toBe(21_588)
    expect(TCP_RTP.pairPlus).toBe(e.pairPlusReturns / e.hands)
    expect(TCP_RTP.pairPlus).toBeCloseTo(0.976833, 6)
  }, 60_000)

  it('deals six distinct cards from the round words, without modulo bias', () => {
    let i = 0
    // Words at the top of the range are rejected and drawn again (2³² − 1 ≥ the largest multiple of 52).
    const words = [0xffff_ffff, 0, 0xffff_ffff, 1, 2, 3, 4, 5, 6, 7]
    const o = drawHands({ next: () => words[i++ % words.length]! })
    expect(new Set([...o.player, ...o.dealer]).size).toBe(6)
    expect(o.player).toEqual([0, 2, 4])
    expect(o.dealer).toEqual([6, 8, 10])
  })
})
