import * as baccarat from '@galata/game-math/tables/baccarat'
import * as dragonTiger from '@galata/game-math/tables/dragon-tiger'
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
  /** Returns per kuruş staked, summed over the outcomes, ÷ the outcomes (exact RTP check); the best bet's. */
  declaredRtp: number
  /** Each spot family's RTP (fraction) where the bets differ, as the help panel lists them. */
  spotRtps?: Record<string, number>
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

/*
 * Live baccarat: about 25 s a round (research §1.4: 12–15 s of bets, the deal, the settlement). The
 * four first cards are pushed one by one, then each third card the tableau calls for; the result is
 * public with the last card.
 */
const BACCARAT_DEAL = [0.1, 0.2, 0.3, 0.4, 0.55, 0.7] as const

export const liveBaccarat: TableDef = {
  code: 'galata-live-baccarat',
  timings: { betting: 15_000, reveal: 10_000, result: 5_000 },
  spotStake: (spot, chip) => baccarat.spotStake(spot, chip),
  draw: (words) => ({ ...baccarat.drawCoup(words) }),
  spotReturn: (spot, chip, outcome) =>
    baccarat.spotReturn(spot, chip, outcome as unknown as baccarat.BaccaratOutcome),
  revealSteps: (outcome, reveal) => {
    const o = outcome as unknown as baccarat.BaccaratOutcome
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

/* Dragon Tiger: a quick game, about 20 s a round; the Dragon card, the Tiger card, the result. */
export const dragonTigerTable: TableDef = {
  code: 'galata-dragon-tiger',
  timings: { betting: 12_000, reveal: 5_000, result: 4_000 },
  spotStake: (spot, chip) => dragonTiger.spotStake(spot, chip),
  draw: (words) => ({ ...dragonTiger.drawDragonTiger(words) }),
  spotReturn: (spot, chip, outcome) =>
    dragonTiger.spotReturn(spot, chip, outcome as unknown as dragonTiger.DragonTigerOutcome),
  revealSteps: (outcome, reveal) => {
    const o = outcome as unknown as dragonTiger.DragonTigerOutcome
    return [
      { atMs: Math.floor(reveal * 0.15), step: { step: 'card', side: 'dragon', card: o.dragon } },
      { atMs: Math.floor(reveal * 0.45), step: { step: 'card', side: 'tiger', card: o.tiger } },
      { atMs: Math.floor(reveal * 0.6), step: { step: 'result', result: o } },
    ]
  },
  resultAt: (reveal) => Math.floor(reveal * 0.6),
  // Dragon and Tiger (dragon-tiger.ts: exact over every ordered pair of the 416 cards).
  declaredRtp: dragonTiger.DRAGON_TIGER_RTP.dragon,
  spotRtps: { ...dragonTiger.DRAGON_TIGER_RTP },
}

export const TABLES: Record<RoundGame, TableDef> = {
  'galata-live-roulette': liveRoulette,
  'galata-live-baccarat': liveBaccarat,
  'galata-dragon-tiger': dragonTigerTable,
}

export function tableOf(code: string): TableDef | null {
  return (TABLES as Record<string, TableDef>)[code] ?? null
}
