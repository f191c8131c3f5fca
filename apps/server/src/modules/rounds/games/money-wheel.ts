import * as wheel from '@galata/game-math/tables/money-wheel'
import type { MoneyWheelRoundOutcome } from '@galata/contract'
import type { TableDef } from '../table-def.js'

// TV draw shows (docs/tv-games.md): draws on fixed wall-clock slots, one ball (or spin) a step.

export const moneyWheel: TableDef<MoneyWheelRoundOutcome> = {
  code: 'galata-money-wheel',
  // A spin every 30 s: 15 s of bets, up to three spins over 12 s, 3 s on the result.
  timings: { betting: 15_000, reveal: 12_000, result: 3_000 },
  spotStake: (spot, chip) => wheel.spotStake(spot, chip),
  draw: (words) => wheel.drawWheel(words),
  spotReturn: (spot, chip, outcome) => wheel.spotReturn(spot, chip, outcome),
  // Spin j starts at 30 % · j of the reveal with the segment it stops on; the page turns the wheel there.
  revealSteps: (outcome, reveal) =>
    outcome.spins.map((segment, index) => ({
      atMs: Math.floor(reveal * 0.3 * index),
      step: { step: 'spin', index, segment },
    })),
  resultAt: (reveal) => Math.floor(reveal * 0.9),
  declaredRtp: wheel.WHEEL_RTP_BP[10] / 10_000,
}
