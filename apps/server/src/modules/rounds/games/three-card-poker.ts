import * as tcp from '@galata/game-math/tables/three-card-poker'
import { toMajor } from '../../wallet/index.js'
import type { ThreeCardPokerRoundOutcome } from '@galata/contract'
import type { DecisionBet, RevealStep, TableDef } from '../table-def.js'

/*
 * Galata Three Card Poker on the shared-round engine (docs/shared-rounds.md "Three Card Poker"): bets
 * on Ante and Pair Plus while betting is open; at the close the deck is dealt from the round's words
 * (the common player hand and the dealer's hand); one decision step shows the player hand and each bet
 * with an Ante plays (a Play stake equal to its Ante, through the wallet) or folds — a bet that does
 * not answer in time folds; then the dealer's cards are turned and every bet settles by the maths.
 */

/** Kuruş a bet has on a spot (its chips summed; a bet may lay the spot once, but add defensively). */
function onSpot(bet: DecisionBet, spot: tcp.TcpSpot): bigint {
  return bet.spots.filter((s) => s.spot === spot).reduce((sum, s) => sum + BigInt(s.amount), 0n)
}

const decisionOf = (actions: readonly string[]): tcp.TcpDecision => (actions[0] === 'play' ? 'play' : 'fold')

/** The dealer's three cards at 15/35/55 % of the reveal, the result with the last. */
const DEALER_TURN = [0.15, 0.35, 0.55] as const

export const threeCardPoker: TableDef<ThreeCardPokerRoundOutcome> = {
  code: 'galata-three-card-poker',
  // About 40 s a round: 15 s of bets, a 15 s decision window, 6 s to turn the dealer's cards, 4 s on the result.
  timings: { betting: 15_000, reveal: 6_000, result: 4_000 },
  spotStake: (spot, chip) => tcp.spotStake(spot, chip),
  draw: (words) => tcp.drawHands(words),
  // Without a decision a bet folds (the engine pays through `decisions.betReturn`, which has it).
  spotReturn: (spot, chip, outcome) => tcp.spotReturn(spot, chip, 'fold', outcome),
  decisions: {
    steps: 1,
    window: 15_000,
    allowed: (bet, _outcome, actions, step) =>
      step === 1 && actions.length === 0 && onSpot(bet, 'ante') > 0n ? ['play', 'fold'] : [],
    timeoutAction: 'fold',
    addedStake: (bet, action) => (action === 'play' ? onSpot(bet, 'ante') : 0n),
    // The common player hand is public from the decision step; the dealer's cards only in the reveal.
    stepReveal: (o) => {
      return { player: o.player, playerHand: o.playerHand }
    },
    view: (bet, o, actions) => {
      return {
        player: o.player,
        playerHand: o.playerHand,
        ante: toMajor(onSpot(bet, 'ante')),
        decision: actions[0] ?? null,
      }
    },
    betReturn: (bet, o, actions) => {
      return (
        tcp.anteReturn(onSpot(bet, 'ante'), decisionOf(actions), o) +
        tcp.pairPlusReturn(onSpot(bet, 'pairPlus'), o)
      )
    },
  },
  revealSteps: (o, reveal) => {
    const steps: RevealStep[] = o.dealer.map((card, index) => ({
      atMs: Math.floor(reveal * DEALER_TURN[index]!),
      step: { step: 'card', side: 'dealer', card, index },
    }))
    steps.push({ atMs: Math.floor(reveal * 0.55), step: { step: 'result', result: o } })
    return steps
  },
  resultAt: (reveal) => Math.floor(reveal * 0.55),
  // Pair Plus, the best bet; the Ante's is per Ante staked with the Q-6-4 strategy (game-math test).
  declaredRtp: tcp.TCP_RTP.pairPlus,
  spotRtps: { ...tcp.TCP_RTP, antePerStaked: tcp.TCP_ANTE_PER_STAKED },
}
