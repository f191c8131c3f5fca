import * as baccarat from '@galata/game-math/tables/baccarat'
import type { BaccaratRoundOutcome } from '@galata/contract'
import type { RevealStep, TableDef } from '../table-def.js'

/*
 * Live baccarat: about 25 s a round (research §1.4: 12–15 s of bets, the deal, the settlement). The
 * four first cards are pushed one by one, then each third card the tableau calls for; the result is
 * public with the last card.
 */
const BACCARAT_DEAL = [0.1, 0.2, 0.3, 0.4, 0.55, 0.7] as const

export const liveBaccarat: TableDef<BaccaratRoundOutcome> = {
  code: 'galata-live-baccarat',
  timings: { betting: 15_000, reveal: 10_000, result: 5_000 },
  spotStake: (spot, chip) => baccarat.spotStake(spot, chip),
  draw: (words) => baccarat.drawCoup(words),
  spotReturn: (spot, chip, outcome) => baccarat.spotReturn(spot, chip, outcome),
  revealSteps: (o, reveal) => {
    // Dealing order: P1, B1, P2, B2, then the Player's third card, then the Banker's.
    const order: ['player' | 'banker', number][] = [
      ['player', o.player[0]!],
      ['banker', o.banker[0]!],
      ['player', o.player[1]!],
      ['banker', o.banker[1]!],
    ]
    if (o.player[2] !== undefined) order.push(['player', o.player[2]])
    if (o.banker[2] !== undefined) order.push(['banker', o.banker[2]])
    const steps: RevealStep[] = order.map(([side, card], i) => ({
      atMs: Math.floor(reveal * BACCARAT_DEAL[i]!),
      step: { step: 'card', side, card, index: i },
    }))
    steps.push({ atMs: Math.floor(reveal * 0.7), step: { step: 'result', result: o } })
    return steps
  },
  resultAt: (reveal) => Math.floor(reveal * 0.7),
  // Banker, the best bet (packages/game-math/src/tables/baccarat.test.ts enumerates the tableau).
  declaredRtp: baccarat.BACCARAT_RTP.banker,
  spotRtps: { ...baccarat.BACCARAT_RTP },
}
