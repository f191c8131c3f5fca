import * as ibj from '@galata/game-math/tables/infinite-blackjack'
import type { InfiniteBlackjackRoundOutcome } from '@galata/contract'
import type { DecisionBet, RevealStep, TableDef } from '../table-def.js'

/*
 * Galata Infinite Blackjack (game-math tables/infinite-blackjack.ts): every player's hand starts from
 * the same two cards against the same dealer up card; then up to four decision steps of 6 s, each
 * pushing the card the previous step dealt to everyone who hit (the same card for all of them); then
 * the dealer's hand. About 50 s a round: 15 s of bets, up to 24 s of decisions, 6 s for the dealer,
 * 5 s on the result. A bet with no main chip (Pair alone) has no decision to take.
 */
const mainChip = (bet: DecisionBet) => BigInt(bet.spots.find((s) => s.spot === 'main')?.amount ?? '0')
/**
 * Reveal offsets (fractions) of the dealer's cards after the up card: the second at 15 %, then one
 * every 20 %, closer together for a long hand so the result lands by 95 % of the reveal.
 */
const dealerAt = (extra: number, i: number) => 0.15 + Math.min(0.2, 0.8 / Math.max(1, extra)) * i

export const infiniteBlackjack: TableDef<InfiniteBlackjackRoundOutcome> = {
  code: 'galata-infinite-blackjack',
  timings: { betting: 15_000, reveal: 6_000, result: 5_000 },
  spotStake: (spot, chip) => ibj.spotStake(spot, chip),
  draw: (words) => ibj.drawInfiniteBlackjack(words),
  // Not used: a decision table's bets return through `decisions.betReturn` (their actions count).
  spotReturn: (spot, chip, outcome) => ibj.spotReturn(spot, chip, outcome, ['stand']),
  decisions: {
    steps: ibj.IBJ_STEPS,
    window: 6_000,
    allowed: (bet, outcome, actions) => (mainChip(bet) > 0n ? ibj.allowedActions(outcome, actions) : []),
    timeoutAction: 'stand',
    addedStake: (bet, action) => (action === 'double' ? mainChip(bet) : 0n),
    // Step 1 shows the deal; step k > 1 the card step k − 1 dealt to its hitters.
    stepReveal: (o, step) => {
      return step === 1
        ? { player: o.player, up: o.dealer[0] }
        : { player: o.player, up: o.dealer[0], dealt: o.hits.slice(0, step - 1) }
    },
    view: (_bet, outcome, actions) => {
      const h = ibj.handAfter(outcome, actions)
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
      bet.spots.reduce((sum, s) => sum + ibj.spotReturn(s.spot, BigInt(s.amount), outcome, actions), 0n),
  },
  // After the decisions: the step cards (the last step's is new), the dealer's cards, the result.
  revealSteps: (o, reveal) => {
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
