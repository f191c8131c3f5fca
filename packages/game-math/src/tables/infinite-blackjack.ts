import { dealFromShoe, rankOf } from './cards.js'
import type { WordSource } from './fair.js'

/*
 * Galata Infinite Blackjack (shared rounds with decisions; docs/shared-rounds.md). Every player at the
 * table gets the same two first cards and sees the same dealer up card; each decides on their own
 * hand, step by step on the table's timer, and every card dealt in a step is the same for everyone who
 * hit in it (the next card of one 8-deck shoe order, as the real product deals). The dealer's hand is
 * one for the whole table. Rules:
 * - 8 decks, shuffled for each round alone (cards.ts); the dealer's second card is dealt after the
 *   decisions (no hole card) and the dealer stands on every 17, soft 17 included;
 * - a two-card 21 is a blackjack and pays 3:2 (a push against a dealer blackjack);
 * - hit, stand, or double on the first two cards (one card, stake doubled); no hit on 21; no
 *   splitting and no insurance;
 * - a hand of six cards not over 21 wins at once ("six-card Charlie"), which is why a round needs at
 *   most four hit steps;
 * - against a dealer blackjack only the first stake is lost: a double's added stake comes back;
 * - a hand over 21 loses whatever the dealer does.
 * Side bet `pair`: the two first cards of the same rank (K-K, not K-Q) pay 12:1 → 13× the chip.
 *
 * Shoe positions: 0 = the player's first card, 1 = the dealer's up card, 2 = the player's second
 * card, 3…6 = the cards of hit steps 1…4, 7… = the dealer's further cards. The positions are fixed,
 * so the dealer's hand does not depend on anybody's decisions and the round's outcome is fixed at the
 * close; the decisions only pick how many of the step cards a hand takes.
 */

export const IBJ_SPOTS = ['main', 'pair'] as const
export type IbjSpot = (typeof IBJ_SPOTS)[number]
export type IbjAction = 'hit' | 'stand' | 'double'

/** Hit steps of a round: two cards plus four hits make a six-card Charlie. */
export const IBJ_STEPS = 4
const CHARLIE = 6
const DEALER_FROM = 7
/** Cards drawn from the shuffle: the dealer never needs more than a dozen. */
const TAKE = DEALER_FROM + 20

/** Pair pays 12:1: the chip back 13 times. */
export const PAIR_RETURN = 13n

/**
 * Exact RTPs (infinite-blackjack.test.ts recomputes them): the main bet played with the optimal
 * composition-dependent strategy (every decision the best on the cards the player has seen), per
 * first stake; Pair = 13 × 31/415 = 403/415.
 */
export const IBJ_RTP = { main: 0.992_158_846_781_851_4, pair: 403 / 415 } as const

export interface IbjOutcome {
  /** The two first cards, shared (cards.ts: 0…51). */
  player: [number, number]
  /** The dealer's whole hand, up card first (as the dealer plays it out after the decisions). */
  dealer: number[]
  /** The cards of hit steps 1…4, the same for everyone who hits in a step. */
  hits: number[]
}

/** A card's blackjack value with the ace as 1. */
export const valueOf = (card: number) => Math.min(rankOf(card) + 1, 10)

/** A hand's best total (an ace counts 11 when that does not bust it) and whether it is soft. */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let hard = 0
  let aces = 0
  for (const c of cards) {
    hard += valueOf(c)
    if (valueOf(c) === 1) aces += 1
  }
  const soft = aces > 0 && hard + 10 <= 21
  return { total: soft ? hard + 10 : hard, soft }
}

export const isBlackjack = (cards: readonly number[]) => cards.length === 2 && handTotal(cards).total === 21

/** The dealer draws below 17 and stands on every 17 (soft 17 too). */
export const dealerHits = (cards: readonly number[]) => handTotal(cards).total < 17

export function playDealer(up: number, next: readonly number[]): number[] {
  const hand = [up]
  let i = 0
  while (dealerHits(hand)) {
    const c = next[i++]
    if (c === undefined) throw new Error('infinite blackjack: the dealer ran out of drawn cards')
    hand.push(c)
  }
  return hand
}

export function dealInfiniteBlackjack(cards: readonly number[]): IbjOutcome {
  return {
    player: [cards[0]!, cards[2]!],
    dealer: playDealer(cards[1]!, cards.slice(DEALER_FROM)),
    hits: cards.slice(3, 3 + IBJ_STEPS),
  }
}

export function drawInfiniteBlackjack(src: WordSource): IbjOutcome {
  return dealInfiniteBlackjack(dealFromShoe(src, TAKE))
}

export interface IbjHand {
  cards: number[]
  doubled: boolean
  /** No decision left: stood, doubled, 21, blackjack, bust, six cards. */
  done: boolean
  total: number
  soft: boolean
  bust: boolean
  blackjack: boolean
  charlie: boolean
}

/** A player's hand after their actions (one per step they had a choice in, in order). */
export function handAfter(outcome: IbjOutcome, actions: readonly string[]): IbjHand {
  const cards = [...outcome.player]
  let doubled = false
  let stood = false
  for (const a of actions) {
    if (a === 'hit' || a === 'double') cards.push(outcome.hits[cards.length - 2]!)
    if (a === 'double') doubled = true
    if (a === 'stand' || a === 'double') {
      stood = true
      break
    }
  }
  const { total, soft } = handTotal(cards)
  const bust = total > 21
  const blackjack = isBlackjack(cards)
  const charlie = !bust && cards.length >= CHARLIE
  return {
    cards,
    doubled,
    done: stood || bust || total === 21 || charlie,
    total,
    soft,
    bust,
    blackjack,
    charlie,
  }
}

/** What the hand may do next: double only on the first two cards. */
export function allowedActions(outcome: IbjOutcome, actions: readonly string[]): IbjAction[] {
  const hand = handAfter(outcome, actions)
  if (hand.done) return []
  return hand.cards.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand']
}

export function spotStake(spot: string, chip: bigint): bigint | null {
  return (IBJ_SPOTS as readonly string[]).includes(spot) ? chip : null
}

/** Kuruş the main bet returns (first stake `chip`, a double's as much again), stake included. */
export function mainReturn(chip: bigint, outcome: IbjOutcome, actions: readonly string[]): bigint {
  const hand = handAfter(outcome, actions)
  const dealerBj = isBlackjack(outcome.dealer)
  if (hand.blackjack) return dealerBj ? chip : (chip * 5n) / 2n
  if (hand.bust) return 0n
  if (hand.charlie) return 2n * chip
  const staked = hand.doubled ? 2n * chip : chip
  // Against a dealer blackjack only the first stake is lost: a double's added stake comes back.
  if (dealerBj) return staked - chip
  const dealer = handTotal(outcome.dealer).total
  if (dealer > 21 || hand.total > dealer) return 2n * staked
  return hand.total === dealer ? staked : 0n
}

export const pairReturn = (chip: bigint, outcome: IbjOutcome) =>
  rankOf(outcome.player[0]) === rankOf(outcome.player[1]) ? PAIR_RETURN * chip : 0n

export function spotReturn(
  spot: string,
  chip: bigint,
  outcome: IbjOutcome,
  actions: readonly string[],
): bigint {
  if (spot === 'main') return mainReturn(chip, outcome, actions)
  if (spot === 'pair') return pairReturn(chip, outcome)
  return 0n
}
