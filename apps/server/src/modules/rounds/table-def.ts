import type { WordSource } from '@galata/game-math/tables/fair'
import type { RoundGame, RoundOutcome } from '@galata/contract'

/*
 * What the shared-round engine needs from a table (docs/shared-rounds.md): its schedule, which spots it
 * takes and what each stakes, how an outcome is drawn from the round's words, what a spot returns,
 * and the reveal steps pushed on the table's hub topic. Everything here is pure.
 */

/** Any round game's outcome (the contract's union, docs/rounds.md "Outcomes"). */
export type Outcome = RoundOutcome

/** What a table whose outcome depends on its bets (bingo) gets at the close, besides the round's words. */
export interface DrawContext<O extends Outcome = Outcome> {
  roundId: number
  /** Every bet accepted by the close, in id order. */
  bets: readonly { id: number; playerId: number; stake: bigint; spots: { spot: string; amount: string }[] }[]
  /** A bet's own words, fixed at purchase (bingo tickets): HMAC of the round's seed and the bet id. */
  betWords(betId: number): WordSource
  /** The table's progressive pool (bingo's jackpot) at the close, kuruş; 0 without one. */
  pool: bigint
  /**
   * When recomputing an ended round for its verification: the outcome stored at its close, so a
   * table whose rules changed since can recompute it under the rules it was closed with.
   */
  stored?: O | null
}

export interface RevealStep {
  /** Milliseconds after the close (at the table's real speed) when the step is pushed. */
  atMs: number
  step: Record<string, unknown>
}

/** A bet as a decision phase sees it: its id, its spots and chips (kuruş, as strings) and its first stake. */
export interface DecisionBet {
  id: number
  stake: bigint
  spots: readonly { spot: string; amount: string }[]
}

/**
 * A decision phase after the close (docs/shared-rounds.md "Decisions"): blackjack's hit/stand/double,
 * poker's play/fold. The outcome fixed at the close holds everything the decisions can lead to (the
 * shoe order); the phase runs in `steps` steps of `window` ms each, from the close. In each step a bet
 * may take one of `allowed` actions; a bet that had a choice and did not act takes `timeoutAction`.
 * A bet's actions are one per step it had a choice in, in step order, so a bet's return is a pure
 * function of (outcome, its actions). Nothing here is table-specific to the engine.
 */
export interface DecisionPhase<O extends Outcome = Outcome> {
  /** The most steps a round can take (blackjack: four hits to a six-card hand). */
  steps: number
  /** Real-time ms of each step (scaled by the server's speed like the other phases). */
  window: number
  /** What the bet may do in `step` after `actions` (its earlier ones); [] when nothing is left to decide. */
  allowed(bet: DecisionBet, outcome: O, actions: readonly string[], step: number): readonly string[]
  /** The action taken for a bet that had a choice and did not act in time (stand, fold). */
  timeoutAction: string
  /** Kuruş an action adds to the bet's stake (double, play); 0n when it adds none. */
  addedStake(bet: DecisionBet, action: string): bigint
  /** The public data shown from the start of `step` (the shared cards dealt so far); pushed on the hub. */
  stepReveal(outcome: O, step: number): Record<string, unknown>
  /** The bet's own view after `actions` (its cards, its total), shown to its player only. */
  view(bet: DecisionBet, outcome: O, actions: readonly string[]): Record<string, unknown>
  /** Kuruş the bet returns (its stake and added stakes included) on the outcome with its actions. */
  betReturn(bet: DecisionBet, outcome: O, actions: readonly string[]): bigint
}

/**
 * A round game's definition, typed by its outcome `O` (the registry checks each game's against the
 * contract's `RoundOutcomes`). Members are methods so a `TableDef<RouletteRoundOutcome>` is a
 * `TableDef` the engine runs over the union.
 */
export interface TableDef<O extends Outcome = Outcome> {
  code: RoundGame
  /** Real-time phases in ms: betting, the reveal (spin, draw), the result on screen before the next round. */
  timings: { betting: number; reveal: number; result: number }
  /** Kuruş a spot stakes with this chip in this round; null when the round offers no such spot. */
  spotStake(spot: string, chip: bigint, roundId: number): bigint | null
  draw(words: WordSource, roundId: number): O
  /**
   * The round's outcome-independent data (a virtual match's fixture and prices), a pure function of the
   * round id, so every instance and a restart show the same; shown by `GET …/current`.
   */
  fixture?(roundId: number): Record<string, unknown>
  /** Kuruş a spot returns (stake included) on this outcome. */
  spotReturn(spot: string, chip: bigint, outcome: O): bigint
  /** Steps of the reveal; the step carrying the result must come at or before `resultAtMs`. */
  revealSteps(outcome: O, reveal: number): RevealStep[]
  /** When (ms after the close) the outcome becomes public in the reveal. */
  resultAt(reveal: number): number
  /** Returns per kuruş staked, summed over the outcomes, ÷ the outcomes (exact RTP check); the best bet's when bets differ. */
  declaredRtp: number
  /** Each spot family's RTP (fraction) where the bets differ, as the help panel lists them. */
  spotRtps?: Record<string, number>
  /**
   * A decision phase between the close and the reveal (blackjack, poker); the reveal's steps and the
   * result come after it (`revealSteps` offsets count from the phase's end).
   */
  decisions?: DecisionPhase<O>
  /** The hub topic's prefix: `{prefix}:{game}` (default `table`; bingo rooms `bingo`). */
  topicPrefix?: string
  /** Rounds created this many slots ahead sell from their creation until their close (bingo's buy-ahead). */
  presale?: number
  /** An outcome that depends on the accepted bets (bingo: the tickets); used instead of `draw`. */
  drawRound?(words: WordSource, ctx: DrawContext<O>): O
  /** A bet's return (kuruş) when it depends on more than its own spots (bingo: the shared pot). */
  betReturn?(bet: { id: number; stake: bigint }, outcome: O): bigint
  /** Ms after the close when this outcome's reveal ends (bingo: after the call that ends the game). */
  revealLength?(outcome: O, reveal: number): number
  /**
   * A progressive pool kept across rounds (table `round_pools`): its first value, and its value after
   * a round with this outcome and these sales. Read and written in the close's transaction.
   */
  pool?: {
    seed: bigint
    next(pool: bigint, outcome: O, sales: bigint): bigint
    of(outcome: O): bigint
  }
}
