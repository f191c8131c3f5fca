import { describe, expect, it } from 'vitest'
import {
  TOWER_DIFFICULTIES,
  TOWER_DOORS,
  TOWER_FLOORS,
  towerMultiplierE4,
  towerSurvival,
  towerTrap,
} from './tower.js'

// Galata Tower: every cash-out floor of every difficulty returns 96.99 % … 97 % (exact rationals).
describe('tower', () => {
  it('pays P(survive n) · multiplier_n within [96.99 %, 97 %] for every n and difficulty', () => {
    const figures: string[] = []
    for (const d of TOWER_DIFFICULTIES)
      for (let n = 1; n <= TOWER_FLOORS; n++) {
        const [num, den] = towerSurvival(d, n)
        const e4 = towerMultiplierE4(d, n)
        // RTP = num/den · e4/10 000, compared in millionths of a percent
        const rtp = num * e4 * 1_000_000n
        expect(rtp <= den * 10_000n * 970_000n, `${d} ${n}`).toBe(true)
        expect(rtp >= den * 10_000n * 969_900n, `${d} ${n}`).toBe(true)
        if (n === TOWER_FLOORS) figures.push(`${d} ${Number(e4) / 10_000}`)
      }
    expect(figures).toEqual(['easy 12.9187', 'medium 37.29', 'hard 496.64'])
  })

  it('rises every floor and places the trap uniformly on the doors', () => {
    for (const d of TOWER_DIFFICULTIES) {
      for (let n = 1; n < TOWER_FLOORS; n++)
        expect(towerMultiplierE4(d, n + 1) > towerMultiplierE4(d, n)).toBe(true)
      const k = TOWER_DOORS[d]
      for (let door = 0; door < k; door++) {
        expect(towerTrap(door / k, d)).toBe(door)
        expect(towerTrap((door + 1) / k - 2 ** -32, d)).toBe(door)
      }
    }
  })
})
