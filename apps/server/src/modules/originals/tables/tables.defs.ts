import * as roulette from '@galata/game-math/tables/roulette'
import type { WordSource } from '@galata/game-math/tables/fair'
import type { RoundGame } from '@galata/contract'
import { bingo75, bingo90 } from '../bingo/bingo.defs.js'

/*
 * What the shared-round engine needs from a table (docs/shared-rounds.md): its schedule, which spots it
 * takes and what each stakes, how an outcome is drawn from the round's words, what a spot returns,
 * and the reveal steps pushed on the table's hub topic. Everything here is pure.
 */

export type Outcome = Record<string, unknown>

/** What a table whose outcome depends on its bets (bingo) gets at the close, besides the round's words. */
export interface DrawContext {
  roundId: number
  /** Every bet accepted by the close, in id order. */
  bets: readonly { id: number; stake: bigint; spots: { spot: string; amount: string }[] }[]
  /** A bet's own words, fixed at purchase (bingo tickets): HMAC of the round's seed and the bet id. */
  betWords(betId: number): WordSource
  /** The table's progressive pool (bingo's jackpot) at the close, kuruş; 0 without one. */
  pool: bigint
}

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
  /** The hub topic's prefix: `{prefix}:{game}` (default `table`; bingo rooms `bingo`). */
  topicPrefix?: string
  /** Rounds created this many slots ahead sell from their creation until their close (bingo's buy-ahead). */
  presale?: number
  /** An outcome that depends on the accepted bets (bingo: the tickets); used instead of `draw`. */
  drawRound?(words: WordSource, ctx: DrawContext): Outcome
  /** A bet's return (kuruş) when it depends on more than its own spots (bingo: the shared pot). */
  betReturn?(bet: { id: number; stake: bigint }, outcome: Outcome): bigint
  /** Ms after the close when this outcome's reveal ends (bingo: after the call that ends the game). */
  revealLength?(outcome: Outcome, reveal: number): number
  /**
   * A progressive pool kept across rounds (table `round_pools`): its first value, and its value after
   * a round with this outcome and these sales. Read and written in the close's transaction.
   */
  pool?: {
    seed: bigint
    next(pool: bigint, outcome: Outcome, sales: bigint): bigint
    of(outcome: Outcome): bigint
  }
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

export const TABLES: Record<RoundGame, TableDef> = {
  'galata-live-roulette': liveRoulette,
  'galata-bingo-90': bingo90,
  'galata-bingo-75': bingo75,
}

export function tableOf(code: string): TableDef | null {
  return (TABLES as Record<string, TableDef>)[code] ?? null
}
