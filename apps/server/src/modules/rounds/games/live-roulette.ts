import * as roulette from '@galata/game-math/tables/roulette'
import type { RouletteRoundOutcome } from '@galata/contract'
import type { TableDef } from '../table-def.js'

export const liveRoulette: TableDef<RouletteRoundOutcome> = {
  code: 'galata-live-roulette',
  // About 30 s a round (research §1.4): 15 s of bets, a 10 s spin, 5 s on the result.
  timings: { betting: 15_000, reveal: 10_000, result: 5_000 },
  spotStake: (spot, chip) => roulette.spotStake(spot, chip),
  draw: (words) => roulette.drawPocket(words),
  spotReturn: (spot, chip, outcome) => roulette.spotReturn(spot, chip, outcome.pocket),
  // The wheel spins from the close; the ball's pocket is pushed at 40 % so the page can land it there.
  revealSteps: (outcome, reveal) => [
    { atMs: 0, step: { step: 'spin' } },
    {
      atMs: Math.floor(reveal * 0.4),
      step: { step: 'ball', pocket: outcome.pocket },
    },
  ],
  resultAt: (reveal) => Math.floor(reveal * 0.4),
  declaredRtp: 36 / 37,
}
