import { describe, expect, it } from 'vitest'
import { playRound, slotPayout } from '@galata/game-math/slots/engine'
import { LINE_GAMES, slotTheme } from '@galata/game-math/slots/themes'
import { playSlotRound, SLOT_GAMES, slotCreditsPerBet, slotRoundPayout } from '@galata/game-math/slots/games'
import { lineBetShown, slotWinShown } from './shown'

// The server pays a slot round `slotRoundPayout(game, stake, round.credits)`; the page's win counter
// ends on `slotWinShown(stake, round.credits, creditsPerBet)`.

/** A deterministic float stream for the test (the server's comes from the seeds' HMAC). */
const lcg = (seed: number) => {
  let x = seed * 2654435761
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

describe('slots: the shown win is the paid one', () => {
  it('for every 20-line theme, many rounds and stakes (exact)', () => {
    let n = 0
    for (const game of LINE_GAMES) {
      const theme = slotTheme(game)
      for (let seed = 1; seed <= 150; seed++) {
        const next = lcg(seed)
        const round = playRound(theme, () => next())
        for (const stake of [0.1, 0.37, 1, 2, 12.34, 9999.99]) {
          const paid = slotPayout(BigInt(Math.round(stake * 100)), round.credits)
          expect(slotWinShown(stake, round.credits)).toBe(Number(paid) / 100)
          n++
        }
      }
    }
    expect(n).toBe(LINE_GAMES.length * 150 * 6)
    expect(lineBetShown(1)).toBe(0.05)
    expect(lineBetShown(0.1)).toBe(0)
    expect(lineBetShown(9999.99)).toBe(499.99)
  })

  it('for every slot of every mechanic (ways and cascades count 100 credits per bet)', () => {
    for (const game of SLOT_GAMES) {
      const per = slotCreditsPerBet(game)
      for (let seed = 1; seed <= 60; seed++) {
        const next = lcg(seed)
        const round = playSlotRound(game, () => next())
        for (const stake of [0.1, 0.37, 2, 12.34, 9999.99]) {
          const paid = slotRoundPayout(game, BigInt(Math.round(stake * 100)), round.credits)
          expect(slotWinShown(stake, round.credits, per)).toBe(Number(paid) / 100)
        }
      }
    }
  })
})
