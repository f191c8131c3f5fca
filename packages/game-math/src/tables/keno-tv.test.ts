import { describe, expect, it } from 'vitest'
import { KENO_TV_PAYTABLE, KENO_TV_RTP_BP, drawKeno, kenoPicks, spotReturn, spotStake } from './keno-tv.js'

const C = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n
  let r = 1n
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1)
  return r
}

describe('Galata Keno TV maths (docs/tv-games.md)', () => {
  it('every pick count returns its declared RTP exactly (hypergeometric enumeration through spotReturn)', () => {
    const chip = 100n
    for (let p = 1; p <= 10; p++) {
      const picks = Array.from({ length: p }, (_, i) => i + 1)
      const spot = `k:${picks.join('-')}`
      // Σ over hits h of (tickets' draws with h hits) × return: the 20 drawn hold h of the picks.
      let returned = 0n
      for (let h = 0; h <= p; h++) {
        const balls = [...picks.slice(0, h), ...Array.from({ length: 20 - h }, (_, i) => 61 + i)]
        if (balls.length !== 20) continue
        returned += C(20, h) * C(60, p - h) * spotReturn(spot, chip, { balls })
      }
      const total = C(80, p) * chip
      // RTP = returned / total; the declared basis points are it rounded half up.
      const bp = (returned * 20_000n + total) / (2n * total)
      expect(Number(bp), `pick ${p}`).toBe(KENO_TV_RTP_BP[p])
      expect(KENO_TV_RTP_BP[p]).toBeGreaterThanOrEqual(9480)
      expect(KENO_TV_RTP_BP[p]).toBeLessThanOrEqual(9500)
      expect(KENO_TV_PAYTABLE[p]!.length).toBe(p + 1)
      expect(Math.max(...KENO_TV_PAYTABLE[p]!)).toBeLessThanOrEqual(1_000_000)
    }
  })

  it('1 and 2 picks are exactly 95 %', () => {
    // 1 pick: P(hit) = 20/80, 3.80 × 1/4 = 0.95; 2 picks: P = 190/3160, 15.80 × 19/316 = 0.95.
    expect(380n * 20n).toBe(95n * 80n)
    expect(1580n * C(20, 2)).toBe(95n * C(80, 2))
  })

  it('takes tickets of 1 … 10 distinct numbers in 1 … 80', () => {
    expect(kenoPicks('k:80-1-7')).toEqual([1, 7, 80])
    for (const bad of ['k:', 'k:0', 'k:81', 'k:1-1', 'k:01', 'k:1-2-3-4-5-6-7-8-9-10-11', 'x:1', 'k:1--2'])
      expect(kenoPicks(bad), bad).toBeNull()
    expect(spotStake('k:5', 250n)).toBe(250n)
    expect(spotReturn('k:5', 100n, { balls: [5] })).toBe(380n)
  })

  it('draws 20 distinct numbers of 1 … 80', () => {
    let k = 7
    const balls = drawKeno({ next: () => (k = (k * 1_103_515_245 + 12_345) >>> 0) }).balls
    expect(balls).toHaveLength(20)
    expect(new Set(balls).size).toBe(20)
    expect(balls.every((b) => b >= 1 && b <= 80)).toBe(true)
  })
})
