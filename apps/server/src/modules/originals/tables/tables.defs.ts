import * as baccarat from '@galata/game-math/tables/baccarat'
import * as dragonTiger from '@galata/game-math/tables/dragon-tiger'
import * as ibj from '@galata/game-math/tables/infinite-blackjack'
import * as keno from '@galata/game-math/tables/keno-tv'
import * as lucky7 from '@galata/game-math/tables/lucky7'
import * as wheel from '@galata/game-math/tables/money-wheel'
import * as roulette from '@galata/game-math/tables/roulette'
import * as vf from '@galata/game-math/tables/virtual-football'
import type { WordSource } from '@galata/game-math/tables/fair'
import type { RoundGame } from '@galata/contract'
import { bingo75, bingo90 } from '../bingo/bingo.defs.js'
import { threeCardPoker } from './three-card-poker.def.js'

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
  bets: readonly { id: number; playerId: number; stake: bigint; spots: { spot: string; amount: string }[] }[]
  /** A bet's own words, fixed at purchase (bingo tickets): HMAC of the round's seed and the bet id. */
  betWords(betId: number): WordSource
  /** The table's progressive pool (bingo's jackpot) at the close, kuruş; 0 without one. */
  pool: bigint
  /**
   * When recomputing an ended round for its verification: the outcome stored at its close, so a
   * table whose rules changed since can recompute it under the rules it was closed with.
   */
  stored?: Outcome | null
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
export interface DecisionPhase {
  /** The most steps a round can take (blackjack: four hits to a six-card hand). */
  steps: number
  /** Real-time ms of each step (scaled by the server's speed like the other phases). */
  window: number
  /** What the bet may do in `step` after `actions` (its earlier ones); [] when nothing is left to decide. */
  allowed(bet: DecisionBet, outcome: Outcome, actions: readonly string[], step: number): readonly string[]
  /** The action taken for a bet that had a choice and did not act in time (stand, fold). */
  timeoutAction: string
  /** Kuruş an action adds to the bet's stake (double, play); 0n when it adds none. */
  addedStake(bet: DecisionBet, action: string): bigint
  /** The public data shown from the start of `step` (the shared cards dealt so far); pushed on the hub. */
  stepReveal(outcome: Outcome, step: number): Record<string, unknown>
  /** The bet's own view after `actions` (its cards, its total), shown to its player only. */
  view(bet: DecisionBet, outcome: Outcome, actions: readonly string[]): Record<string, unknown>
  /** Kuruş the bet returns (its stake and added stakes included) on the outcome with its actions. */
  betReturn(bet: DecisionBet, outcome: Outcome, actions: readonly string[]): bigint
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
  /** Returns per kuruş staked, summed over the outcomes, ÷ the outcomes (exact RTP check); the best bet's when bets differ. */
  declaredRtp: number
  /** Each spot family's RTP (fraction) where the bets differ, as the help panel lists them. */
  spotRtps?: Record<string, number>
  /**
   * A decision phase between the close and the reveal (blackjack, poker); the reveal's steps and the
   * result come after it (`revealSteps` offsets count from the phase's end).
   */
  decisions?: DecisionPhase
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

/*
 * Galata Infinite Blackjack (game-math tables/infinite-blackjack.ts): every player's hand starts from
 * the same two cards against the same dealer up card; then up to four decision steps of 6 s, each
 * pushing the card the previous step dealt to everyone who hit (the same card for all of them); then
 * the dealer's hand. About 50 s a round: 15 s of bets, up to 24 s of decisions, 6 s for the dealer,
 * 5 s on the result. A bet with no main chip (Pair alone) has no decision to take.
 */
const mainChip = (bet: DecisionBet) => BigInt(bet.spots.find((s) => s.spot === 'main')?.amount ?? '0')
const asIbj = (outcome: Outcome) => outcome as unknown as ibj.IbjOutcome
/**
 * Reveal offsets (fractions) of the dealer's cards after the up card: the second at 15 %, then one
 * every 20 %, closer together for a long hand so the result lands by 95 % of the reveal.
 */
const dealerAt = (extra: number, i: number) => 0.15 + Math.min(0.2, 0.8 / Math.max(1, extra)) * i

export const infiniteBlackjack: TableDef = {
  code: 'galata-infinite-blackjack',
  timings: { betting: 15_000, reveal: 6_000, result: 5_000 },
  spotStake: (spot, chip) => ibj.spotStake(spot, chip),
  draw: (words) => ({ ...ibj.drawInfiniteBlackjack(words) }),
  // Not used: a decision table's bets return through `decisions.betReturn` (their actions count).
  spotReturn: (spot, chip, outcome) => ibj.spotReturn(spot, chip, asIbj(outcome), ['stand']),
  decisions: {
    steps: ibj.IBJ_STEPS,
    window: 6_000,
    allowed: (bet, outcome, actions) =>
      mainChip(bet) > 0n ? ibj.allowedActions(asIbj(outcome), actions) : [],
    timeoutAction: 'stand',
    addedStake: (bet, action) => (action === 'double' ? mainChip(bet) : 0n),
    // Step 1 shows the deal; step k > 1 the card step k − 1 dealt to its hitters.
    stepReveal: (outcome, step) => {
      const o = asIbj(outcome)
      return step === 1
        ? { player: o.player, up: o.dealer[0] }
        : { player: o.player, up: o.dealer[0], dealt: o.hits.slice(0, step - 1) }
    },
    view: (_bet, outcome, actions) => {
      const h = ibj.handAfter(asIbj(outcome), actions)
      return {
        cards: h.cards,
        total: h.total,
        soft: h.soft,
        doubled: h.doubled,
        bust: h.bust,
        blackjack: h.blackjack,
        charlie: h.charlie,
      }
    },
    betReturn: (bet, outcome, actions) =>
      bet.spots.reduce(
        (sum, s) => sum + ibj.spotReturn(s.spot, BigInt(s.amount), asIbj(outcome), actions),
        0n,
      ),
  },
  // After the decisions: the step cards (the last step's is new), the dealer's cards, the result.
  revealSteps: (outcome, reveal) => {
    const o = asIbj(outcome)
    const extra = o.dealer.length - 1
    const at = (f: number) => Math.floor(reveal * f)
    const steps: RevealStep[] = [{ atMs: 0, step: { step: 'dealt', dealt: o.hits } }]
    o.dealer
      .slice(1)
      .forEach((card, i) =>
        steps.push({ atMs: at(dealerAt(extra, i)), step: { step: 'dealer', card, index: i + 1 } }),
      )
    steps.push({ atMs: at(dealerAt(extra, extra)), step: { step: 'result', result: o } })
    return steps
  },
  resultAt: (reveal) => Math.floor(reveal * 0.95),
  declaredRtp: ibj.IBJ_RTP.main,
  spotRtps: { ...ibj.IBJ_RTP },
}

/** Steps pushing one ball each, the first at `first` and then every `every` of the reveal. */
function ballSteps(balls: readonly number[], reveal: number, first: number, every: number): RevealStep[] {
  return balls.map((ball, index) => ({
    atMs: Math.floor(reveal * (first + every * index)),
    step: { step: 'ball', index, ball },
  }))
}

// TV draw shows (docs/tv-games.md): draws on fixed wall-clock slots, one ball (or spin) a step.

export const kenoTv: TableDef = {
  code: 'galata-keno-tv',
  // A draw a minute: 30 s of tickets, 20 balls over 22 s, 8 s on the result.
  timings: { betting: 30_000, reveal: 22_000, result: 8_000 },
  spotStake: (spot, chip) => keno.spotStake(spot, chip),
  draw: (words) => ({ ...keno.drawKeno(words) }),
  spotReturn: (spot, chip, outcome) => keno.spotReturn(spot, chip, outcome as unknown as keno.KenoTvOutcome),
  // Ball i at 5 % + 4 % · i of the reveal: the 20th at 81 %.
  revealSteps: (outcome, reveal) => ballSteps((outcome as { balls: number[] }).balls, reveal, 0.05, 0.04),
  resultAt: (reveal) => Math.floor(reveal * 0.85),
  declaredRtp: 0.95,
}

export const moneyWheel: TableDef = {
  code: 'galata-money-wheel',
  // A spin every 30 s: 15 s of bets, up to three spins over 12 s, 3 s on the result.
  timings: { betting: 15_000, reveal: 12_000, result: 3_000 },
  spotStake: (spot, chip) => wheel.spotStake(spot, chip),
  draw: (words) => ({ ...wheel.drawWheel(words) }),
  spotReturn: (spot, chip, outcome) => wheel.spotReturn(spot, chip, outcome as unknown as wheel.WheelOutcome),
  // Spin j starts at 30 % · j of the reveal with the segment it stops on; the page turns the wheel there.
  revealSteps: (outcome, reveal) =>
    (outcome as { spins: number[] }).spins.map((segment, index) => ({
      atMs: Math.floor(reveal * 0.3 * index),
      step: { step: 'spin', index, segment },
    })),
  resultAt: (reveal) => Math.floor(reveal * 0.9),
  declaredRtp: wheel.WHEEL_RTP_BP[10] / 10_000,
}

export const luckySeven: TableDef = {
  code: 'galata-lucky-7',
  // A draw a minute: 36 s of bets, 7 balls over 16 s, 8 s on the result.
  timings: { betting: 36_000, reveal: 16_000, result: 8_000 },
  spotStake: (spot, chip) => lucky7.spotStake(spot, chip),
  draw: (words) => ({ ...lucky7.drawLucky7(words) }),
  spotReturn: (spot, chip, outcome) =>
    lucky7.spotReturn(spot, chip, outcome as unknown as lucky7.Lucky7Outcome),
  // Ball i at 5 % + 12 % · i of the reveal: the 7th at 77 %.
  revealSteps: (outcome, reveal) => ballSteps((outcome as { balls: number[] }).balls, reveal, 0.05, 0.12),
  resultAt: (reveal) => Math.floor(reveal * 0.8),
  declaredRtp: lucky7.LUCKY7_RTP_BP / 10_000,
}

/** Reveal fractions of a virtual match day: 90 minutes over the first 90 % of the reveal, then full time. */
const VF_PLAY = 0.9

/**
 * A virtual football league (docs/virtual-sports.md): a match day of vf.VF_MATCHES concurrent matches
 * per round. About 80 s a round (research §1.7): 45 s of bets, the match day in 30 s, 5 s on the
 * final scores. The reveal pushes, for every match, kick-off, each goal and each other moment at its
 * compressed minute, half time and full time; the page plays them on its pitch and commentary.
 */
function virtualLeague(code: vf.VfLeagueCode): TableDef {
  const league = vf.leagueOf(code)
  return {
    code,
    timings: { betting: 45_000, reveal: 30_000, result: 5_000 },
    spotStake: (spot, chip, roundId) => (vf.spotPrice(league, roundId, spot) === undefined ? null : chip),
    draw: (words, roundId) => ({ ...vf.drawMatchDay(words, league, roundId) }),
    spotReturn: (spot, chip, outcome) => vf.spotReturn(spot, chip, outcome as unknown as vf.VfOutcome),
    revealSteps: (outcome, reveal) => {
      const day = outcome as unknown as vf.VfOutcome
      const at = (minute: number) => Math.floor(((reveal * VF_PLAY) / 90) * minute)
      const steps: RevealStep[] = [{ atMs: 0, step: { step: 'kickoff' } }]
      day.matches.forEach((m, match) => {
        const score = [0, 0]
        for (const g of m.goals) {
          score[g.side === 'home' ? 0 : 1]! += 1
          steps.push({
            atMs: at(g.minute),
            step: { step: 'goal', match, side: g.side, minute: g.minute, score: [...score] },
          })
        }
        for (const e of m.events)
          steps.push({
            atMs: at(e.minute),
            step: { step: 'moment', match, kind: e.kind, side: e.side, minute: e.minute },
          })
      })
      steps.push({ atMs: at(45), step: { step: 'half', scores: day.matches.map(halfScore) } })
      steps.push({ atMs: at(90), step: { step: 'full', scores: day.matches.map((m) => m.score) } })
      // A stable sort: at one instant half and full time come after the goals and moments.
      return steps.sort((a, b) => a.atMs - b.atMs)
    },
    resultAt: (reveal) => Math.floor(reveal * VF_PLAY),
    fixture: (roundId) => ({
      league: code,
      matches: vf.matchDayFor(league, roundId).map((f) => ({
        home: { ...f.home },
        away: { ...f.away },
        lambda: f.lambda,
        mu: f.mu,
        prices: f.prices,
      })),
    }),
    // Each market declares its own (docs/virtual-sports.md); the lowest stated here for the table.
    declaredRtp: 0.9,
  }
}

export const virtualFootball = virtualLeague('galata-virtual-football')
export const virtualContinental = virtualLeague('galata-virtual-continental')

function halfScore(m: vf.VfMatch): [number, number] {
  const first = m.goals.filter((g) => g.minute <= 45)
  return [first.filter((g) => g.side === 'home').length, first.filter((g) => g.side === 'away').length]
}

export const TABLES: Record<RoundGame, TableDef> = {
  'galata-live-roulette': liveRoulette,
  'galata-live-baccarat': liveBaccarat,
  'galata-dragon-tiger': dragonTigerTable,
  'galata-infinite-blackjack': infiniteBlackjack,
  'galata-keno-tv': kenoTv,
  'galata-money-wheel': moneyWheel,
  'galata-lucky-7': luckySeven,
  'galata-bingo-90': bingo90,
  'galata-bingo-75': bingo75,
  'galata-virtual-football': virtualFootball,
  'galata-virtual-continental': virtualContinental,
  'galata-three-card-poker': threeCardPoker,
}

export function tableOf(code: string): TableDef | null {
  return (TABLES as Record<string, TableDef>)[code] ?? null
}
