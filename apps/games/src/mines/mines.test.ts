import { describe, expect, it } from 'vitest'
import { payoutOf } from '@galata/game-math/fair'
import { MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplierE4 } from '@galata/game-math/mines'
import { minesCashOutShown, minesMultiplierShown } from './shown'

// The server pays by `minesMultiplierE4` and `payoutOf` (apps/server re-exports them from
// packages/game-math); the page shows `minesMultiplierShown` and `minesCashOutShown`.

/** n choose k, exactly. */
function choose(n: number, k: number): bigint {
  let r = 1n
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1)
  return r
}

/** The documented rule, independently: floor(0.99 · C(25,k) / C(25−m,k) · 10⁴) (1.0000× before any tile). */
function ruleE4(mines: number, safe: number): bigint {
  if (safe === 0) return 10_000n
  return (99n * 100n * choose(MINES_TILES, safe)) / choose(MINES_TILES - mines, safe)
}

/** The paid multiplier as the page writes it, built independently: "1.2375×" / "1,2375×", grouped. */
const text = (e4: bigint, locale: 'tr' | 'en' = 'en') => {
  const [group, decimal] = locale === 'tr' ? ['.', ','] : [',', '.']
  const whole = String(e4 / 10_000n).replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return `${whole}${decimal}${(e4 % 10_000n).toString().padStart(4, '0')}×`
}

describe('mines: the shown multiplier is the paid one', () => {
  it('for every mine count and every number of safe tiles (exact)', () => {
    let cases = 0
    for (let m = MINES_MIN; m <= MINES_MAX; m++)
      for (let k = 0; k <= MINES_TILES - m; k++) {
        const paid = minesMultiplierE4(m, k)
        expect(paid, `m=${m} k=${k}`).toBe(ruleE4(m, k))
        expect(minesMultiplierShown(m, k, 'en'), `m=${m} k=${k}`).toBe(text(paid, 'en'))
        expect(minesMultiplierShown(m, k, 'tr'), `m=${m} k=${k}`).toBe(text(paid, 'tr'))
        cases++
      }
    expect(cases).toBe(324)
  })

  it('shows the cash-out the wallet credits, to the kuruş, for any stake', () => {
    const stakes = [0.1, 0.11, 0.37, 1, 1.03, 7.77, 12.34, 99.99, 250, 1234.56, 9999.99, 10000]
    for (const stake of stakes)
      for (let m = MINES_MIN; m <= MINES_MAX; m++)
        for (let k = 1; k <= MINES_TILES - m; k++) {
          const minor = BigInt(Math.round(stake * 100))
          const paid = payoutOf(minor, minesMultiplierE4(m, k))
          // The page formats lira; kuruş · 100 back must be the exact integer paid.
          expect(Math.round(minesCashOutShown(stake, m, k) * 100), `${stake} m=${m} k=${k}`).toBe(
            Number(paid),
          )
          expect(minesCashOutShown(stake, m, k)).toBe(Number(paid) / 100)
        }
  })
})
