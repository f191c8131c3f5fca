import * as roulette from '@galata/game-math/tables/roulette'
import * as vf from '@galata/game-math/tables/virtual-football'
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
  /** Kuruş a spot stakes with this chip in this round; null when the round offers no such spot. */
  spotStake(spot: string, chip: bigint, roundId: number): bigint | null
  draw(words: WordSource, roundId: number): Outcome
  /**
   * The round's outcome-independent data (a virtual match's fixture and prices), a pure function of the
   * round id, so every instance and a restart show the same; shown by `GET …/current`.
   */
  fixture?(roundId: number): Record<string, unknown>
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

/** Reveal fractions of the virtual match: 90 minutes over the first 90 % of the reveal, then full time. */
const VF_PLAY = 0.9

export const virtualFootball: TableDef = {
  code: 'galata-virtual-football',
  // About 80 s a round (research §1.7): 45 s of bets, the match in 30 s, 5 s on the final score.
  timings: { betting: 45_000, reveal: 30_000, result: 5_000 },
  spotStake: (spot, chip, roundId) => (vf.fixtureFor(roundId).prices[spot] === undefined ? null : chip),
  draw: (words, roundId) => ({ ...vf.drawMatch(words, roundId) }),
  spotReturn: (spot, chip, outcome) => vf.spotReturn(spot, chip, outcome as unknown as vf.VfOutcome),
  // Kick-off at the close, each goal at its compressed minute, half time at 45', full time at 90'.
  revealSteps: (outcome, reveal) => {
    const m = outcome as unknown as vf.VfOutcome
    const at = (minute: number) => Math.floor(((reveal * VF_PLAY) / 90) * minute)
    const steps: { atMs: number; step: Record<string, unknown> }[] = [{ atMs: 0, step: { step: 'kickoff' } }]
    const score = [0, 0]
    for (const g of m.goals) {
      score[g.side === 'home' ? 0 : 1]! += 1
      steps.push({
        atMs: at(g.minute),
        step: { step: 'goal', side: g.side, minute: g.minute, score: [...score] },
      })
    }
    steps.push({ atMs: at(45), step: { step: 'half', score: halfScore(m) } })
    steps.push({ atMs: at(90), step: { step: 'full', score: m.score } })
    return steps.sort((a, b) => a.atMs - b.atMs)
  },
  resultAt: (reveal) => Math.floor(reveal * VF_PLAY),
  fixture: (roundId) => {
    const f = vf.fixtureFor(roundId)
    const team = (t: vf.VfTeam) => ({ ...t })
    return { home: team(f.home), away: team(f.away), lambda: f.lambda, mu: f.mu, prices: f.prices }
  },
  // Each market declares its own (docs/virtual-sports.md); the lowest stated here for the table.
  declaredRtp: 0.9,
}

function halfScore(m: vf.VfOutcome): [number, number] {
  const first = m.goals.filter((g) => g.minute <= 45)
  return [first.filter((g) => g.side === 'home').length, first.filter((g) => g.side === 'away').length]
}

export const TABLES: Record<RoundGame, TableDef> = {
  'galata-live-roulette': liveRoulette,
  'galata-virtual-football': virtualFootball,
}

export function tableOf(code: string): TableDef | null {
  return (TABLES as Record<string, TableDef>)[code] ?? null
}
