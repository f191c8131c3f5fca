import * as keno from '@galata/game-math/tables/keno-tv'
import type { BallsRoundOutcome } from '@galata/contract'
import type { TableDef } from '../table-def.js'
import { ballSteps } from './ball-steps.js'

// TV draw shows (docs/tv-games.md): draws on fixed wall-clock slots, one ball (or spin) a step.

export const kenoTv: TableDef<BallsRoundOutcome> = {
  code: 'galata-keno-tv',
  // A draw a minute: 30 s of tickets, 20 balls over 22 s, 8 s on the result.
  timings: { betting: 30_000, reveal: 22_000, result: 8_000 },
  spotStake: (spot, chip) => keno.spotStake(spot, chip),
  draw: (words) => keno.drawKeno(words),
  spotReturn: (spot, chip, outcome) => keno.spotReturn(spot, chip, outcome),
  // Ball i at 5 % + 4 % · i of the reveal: the 20th at 81 %.
  revealSteps: (outcome, reveal) => ballSteps(outcome.balls, reveal, 0.05, 0.04),
  resultAt: (reveal) => Math.floor(reveal * 0.85),
  declaredRtp: 0.95,
}
