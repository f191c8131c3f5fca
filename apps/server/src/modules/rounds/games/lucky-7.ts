import * as lucky7 from '@galata/game-math/tables/lucky7'
import type { BallsRoundOutcome } from '@galata/contract'
import type { TableDef } from '../table-def.js'
import { ballSteps } from './ball-steps.js'

// TV draw shows (docs/tv-games.md): draws on fixed wall-clock slots, one ball (or spin) a step.

export const luckySeven: TableDef<BallsRoundOutcome> = {
  code: 'galata-lucky-7',
  // A draw a minute: 36 s of bets, 7 balls over 16 s, 8 s on the result.
  timings: { betting: 36_000, reveal: 16_000, result: 8_000 },
  spotStake: (spot, chip) => lucky7.spotStake(spot, chip),
  draw: (words) => lucky7.drawLucky7(words),
  spotReturn: (spot, chip, outcome) => lucky7.spotReturn(spot, chip, outcome),
  // Ball i at 5 % + 12 % · i of the reveal: the 7th at 77 %.
  revealSteps: (outcome, reveal) => ballSteps(outcome.balls, reveal, 0.05, 0.12),
  resultAt: (reveal) => Math.floor(reveal * 0.8),
  declaredRtp: lucky7.LUCKY7_RTP_BP / 10_000,
}
