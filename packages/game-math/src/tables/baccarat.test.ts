import { describe, expect, it } from 'vitest'
import {
  ALL_DEALS,
  BACCARAT_RTP,
  bankerDraws,
  drawCoup,
  enumerateTableau,
  playCoup,
  spotReturn,
  spotRtp,
  spotStake,
} from './baccarat.js'
import {
  DRAGON_TIGER_RTP,
  DRAGON_TIGER_SPOTS,
  ALL_PAIRS,
  enumerateDeals,
  playDragonTiger,
  spotRtp as dtRtp,
} from './dragon-tiger.js'
import { SHOE } from './cards.js'

/** A card of rank r (0 = ace … 12 = king) in suit s. */
const c = (r: number, s = 0) => s * 13 + r

describe('live baccarat maths (docs/shared-rounds.md)', () => {
  const classes = enumerateTableau()
  const ways = (w: string) => classes.filter((k) => k.winner === w).reduce((s, k) => s + k.ways, 0)

  it('enumerates the whole 8-deck tableau: every ordered deal counted once', () => {
    expect(classes.reduce((s, k) => s + k.ways, 0)).toBe(ALL_DEALS)
    expect(ALL_DEALS).toBeLessThan(Number.MAX_SAFE_INTEGER)
    // The research's figures (verticals §1.4): P 0.44625, B 0.45860, T 0.09516.
    expect(ways('player') / ALL_DEALS).toBeCloseTo(0.446247, 6)
    expect(ways('banker') / ALL_DEALS).toBeCloseTo(0.458597, 6)
    expect(ways('tie') / ALL_DEALS).toBeCloseTo(0.095156, 6)
  })

  it('returns the declared RTP on every bet, computed exactly', () => {
    // The research's 98.94 / 98.76 / 85.64 %, and the constants the help panel shows.
    expect(spotRtp('banker', classes)).toBeCloseTo(BACCARAT_RTP.banker, 6)
    expect(spotRtp('player', classes)).toBeCloseTo(BACCARAT_RTP.player, 6)
    expect(spotRtp('tie', classes)).toBeCloseTo(BACCARAT_RTP.tie, 6)
    expect(BACCARAT_RTP.pair).toBeCloseTo(0.896386, 6)
    // A pair: the second card matches the first's rank, 31 of the 415 left → 12 · 31/415.
    expect(spotRtp('playerPair', classes)).toBeCloseTo((12 * 31) / 415, 9)
    expect(spotRtp('bankerPair', classes)).toBeCloseTo((12 * 31) / 415, 9)
  })

  it('plays the Punto Banco tableau card by card', () => {
    // Natural: the Player's 8 stands both hands.
    let o = playCoup([c(2), c(5), c(4), c(9), c(3), c(3)])
    expect(o).toMatchObject({ playerTotal: 8, bankerTotal: 6, winner: 'player' })
    expect(o.player).toHaveLength(2)
    expect(o.banker).toHaveLength(2)
    // Player 5 draws a 3 (→ 8); Banker 4 draws on a third card of 2–7 (draws a king: stays 4).
    o = playCoup([c(1), c(1), c(2), c(1), c(2, 1), c(12)])
    expect(o).toMatchObject({ playerTotal: 8, bankerTotal: 4, winner: 'player', bankerPair: true })
    expect(o.banker).toHaveLength(3)
    // Player stands on 7; Banker 5 draws (no Player third card → 0–5 draws).
    o = playCoup([c(6), c(4), c(12), c(9), c(3), c(0)])
    expect(o).toMatchObject({ playerTotal: 7, bankerTotal: 9, winner: 'banker' })
    // Banker 3 stands on the Player's third card 8.
    expect(bankerDraws(3, 8)).toBe(false)
    expect(bankerDraws(3, 9)).toBe(true)
    expect(bankerDraws(6, 6)).toBe(true)
    expect(bankerDraws(6, null)).toBe(false)
    expect(bankerDraws(7, 0)).toBe(false)
  })

  it('pays 1:1, 0.95:1 (down to the kuruş), 8:1 and 11:1; a tie pushes Player and Banker', () => {
    const tie = { winner: 'tie', playerPair: true, bankerPair: false } as const
    expect(spotReturn('player', 100n, tie)).toBe(100n)
    expect(spotReturn('banker', 100n, tie)).toBe(100n)
    expect(spotReturn('tie', 100n, tie)).toBe(900n)
    expect(spotReturn('playerPair', 100n, tie)).toBe(1200n)
    expect(spotReturn('bankerPair', 100n, tie)).toBe(0n)
    expect(spotReturn('banker', 101n, { ...tie, winner: 'banker' })).toBe(101n + 95n)
    expect(spotStake('side', 100n)).toBeNull()
  })

  it('deals six distinct shoe positions from the round words', () => {
    let k = 0
    const o = drawCoup({ next: () => (k++ * 2_654_435_761) >>> 0 })
    expect(o.player.length + o.banker.length).toBeGreaterThanOrEqual(4)
    expect(SHOE).toBe(416)
  })
})

describe('Dragon Tiger maths (docs/shared-rounds.md)', () => {
  it('enumerates every ordered pair of the 416 cards', () => {
    expect(enumerateDeals().reduce((s, d) => s + d.ways, 0)).toBe(ALL_PAIRS)
  })

  it('returns exactly: Dragon/Tiger 399.5/415, Tie 12·31/415, Suited tie 51·7/415', () => {
    expect(dtRtp('dragon')).toBeCloseTo(DRAGON_TIGER_RTP.dragon, 9)
    expect(DRAGON_TIGER_RTP.dragon).toBeCloseTo(0.962651, 6)
    expect(dtRtp('tiger')).toBeCloseTo(399.5 / 415, 9)
    expect(dtRtp('tie')).toBeCloseTo((12 * 31) / 415, 9)
    expect(dtRtp('suitedTie')).toBeCloseTo((51 * 7) / 415, 9)
    expect(DRAGON_TIGER_SPOTS).toHaveLength(4)
  })

  it('ranks ace low, king high; a tie of rank and suit is a suited tie', () => {
    expect(playDragonTiger(c(12), c(0)).winner).toBe('dragon')
    expect(playDragonTiger(c(0), c(1)).winner).toBe('tiger')
    expect(playDragonTiger(c(5, 1), c(5, 2))).toMatchObject({ winner: 'tie', suitedTie: false })
    expect(playDragonTiger(c(5, 1), c(5, 1))).toMatchObject({ winner: 'tie', suitedTie: true })
  })
})
