import { describe, expect, it } from 'vitest'
import { playRound, slotPayout } from '@galata/game-math/slots/engine'
import { SLOT_GAMES, slotTheme } from '@galata/game-math/slots/themes'
import { lineBetShown, slotWinShown } from './shown'

// The server pays a slot round `slotPayout(stake, round.credits)`; the page's win counter ends on
// `slotWinShown(stake, round.credits)`.

describe('slots: the shown win is the paid one', () => {
  it('for every theme, many rounds and stakes (exact)', () => {
    let n = 0
    for (const game of SLOT_GAMES) {
      const theme = slotTheme(game)
      for (let seed = 1; seed <= 400; seed++) {
        // A deterministic float stream for the test (the server's comes from the seeds' HMAC).
        let x = seed * 2654435761
        const round = playRound(theme, () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
        for (const stake of [0.1, 0.37, 1, 2, 12.34, 9999.99]) {
          const paid = slotPayout(BigInt(Math.round(stake * 100)), round.credits)
          expect(slotWinShown(stake, round.credits)).toBe(Number(paid) / 100)
          n++
        }
      }
    }
    expect(n).toBe(7200)
    expect(lineBetShown(1)).toBe(0.05)
    expect(lineBetShown(0.1)).toBe(0)
    expect(lineBetShown(9999.99)).toBe(499.99)
  })
})
