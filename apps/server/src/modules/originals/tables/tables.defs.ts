import * as roulette from '@galata/game-math/tables/roulette'
import type { WordSource } from '@galata/game-math/tables/fair'
import type { RoundGame } from '@galata/contract'

/*
 * What the shared-round engine needs from a table (docs/shared-rounds.md): its schedule, which spots it
 * takes and what each stakes, how an outcome is drawn from the round's words, what a spot returns,
 * and the reveal steps pushed on the table's hub topic. Everything here is pure.
 */

export type Outcome = Record<string, unknown>

export interface RevealStep {
  /** Milliseconds after the close (at the table's real speed) when the step is pushed. */
  atMs: number
  step: Record<string, unknown>
}

export interface TableDef {
  code: RoundGame
  /** Real-time phases in ms: betting, the reveal (spin, draw), the result on screen before the next round. */
  timings: { betting: number; reveal: number; result: number }
  /** Kuruş a spot stakes with this chip; null when the table has no such spot. */
  spotStake(spot: string, chip: bigint): bigint | null
  draw(words: WordSource): Outcome
  /** Kuruş a spot returns (stake included) on this outcome. */
  spotReturn(spot: string, chip: bigint, outcome: Outcome): bigint
  /** Steps of the reveal; the step carrying the result must come at or before `resultAtMs`. */
  revealSteps(outcome: Outcome, reveal: number): RevealStep[]
  /** When (ms after the close) the outcome becomes public in the reveal. */
  resultAt(reveal: number): number
  /** Returns per kuruş staked, summed over the outcomes, ÷ the outcomes (exact RTP check). */
  declaredRtp: number
}

export const liveRoulette: TableDef = {
  code: 'galata-live-roulette',
  // About 30 s a round (research §1.4): 15 s of bets, a 10 s spin, 5 s on the result.
  timings: { betting: 15_000, reveal: 10_000, result: 5_000 },
  spotStake: (spot, chip) => roulette.spotStake(spot, chip),
  draw: (words) => ({ ...roulette.drawPocket(words) }),
  spotReturn: (spot, chip, outcome) =>
    roulette.spotReturn(spot, chip, (outcome as { pocket: number }).pocket),
  // The wheel spins from the close; the ball's pocket is pushed at 40 % so the page can land it there.
  revealSteps: (outcome, reveal) => [
    { atMs: 0, step: { step: 'spin' } },
    {
      atMs: Math.floor(reveal * 0.4),
      step: { step: 'ball', pocket: (outcome as { pocket: number }).pocket },
    },
  ],
  resultAt: (reveal) => Math.floor(reveal * 0.4),
  declaredRtp: 36 / 37,
}

export const TABLES: Record<RoundGame, TableDef> = { 'galata-live-roulette': liveRoulette }

export function tableOf(code: string): TableDef | null {
  return (TABLES as Record<string, TableDef>)[code] ?? null
}
