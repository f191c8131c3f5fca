/*
 * Galata Blackjack. A six-deck shoe (312 cards) is shuffled for every round by Fisher–Yates driven
 * by the round's fair floats (fair.ts: step i swaps card i with one of i…311 chosen by
 * floor(f_i·(312 − i))); cards are dealt from the top in a fixed order: player, dealer up, player,
 * dealer hole (position 3), then every hit in the order taken, the dealer's draws last.
 *
 * Rules: the dealer peeks under an ace or a ten (a dealer blackjack ends the round at once and takes
 * only the original stake), draws to 16 and stands on every 17, soft 17 included. Blackjack pays
 * 3:2, every other win 1:1. Double on any first two cards (after a split too); one split per round
 * (two hands, any two cards of the same value); split aces take one card each; 21 after a split is
 * not a blackjack. No insurance and no surrender (docs/casino.md).
 *
 * Pure: the state holds only what the player has seen; the hole card is read from the shoe when the
 * round ends. A card is 0…311: rank = card mod 13 (0 ace, 1…8 two…nine, 9 ten, 10 J, 11 Q, 12 K),
 * suit = floor(card / 13) mod 4.
 */

export const DECKS = 6
export const SHOE_SIZE = 52 * DECKS

/** The card at a shoe position (the shoe is read lazily: a round needs its first few cards only). */
export type Shoe = (position: number) => number

/**
 * The forward Fisher–Yates of fair.ts, computed only as far as it is read: position i is fixed by
 * floats 0…i, so the first k cards equal `fairShuffle(312, floats).slice(0, k)`.
 */
export function lazyShoe(floatAt: (i: number) => number): Shoe {
  const items = Array.from({ length: SHOE_SIZE }, (_, i) => i)
  let done = 0
  return (position) => {
    if (position < 0 || position >= SHOE_SIZE) throw new Error('past the end of the shoe')
    while (done <= position && done < SHOE_SIZE - 1) {
      const j = done + Math.floor(floatAt(done) * (SHOE_SIZE - done))
      ;[items[done], items[j]] = [items[j]!, items[done]!]
      done++
    }
    return items[position]!
  }
}

export const rankOf = (card: number) => card % 13
export const suitOf = (card: number) => Math.floor(card / 13) % 4
/** Ace 11 (made 1 when needed by `handValue`), faces 10. */
export const cardValue = (card: number) => {
  const r = rankOf(card)
  return r === 0 ? 11 : r >= 9 ? 10 : r + 1
}

export function handValue(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0
  let aces = 0
  for (const c of cards) {
    total += cardValue(c)
    if (rankOf(c) === 0) aces++
  }
  while (total > 21 && aces > 0) {
    total -= 10
    aces--
  }
  return { total, soft: aces > 0 }
}

export interface BjHand {
  cards: number[]
  /** Stakes riding on the hand: 1, or 2 once doubled. */
  units: 1 | 2
  /** A hand made by the split (its 21 is not a blackjack). */
  split: boolean
  done: boolean
}

export interface BjState {
  hands: BjHand[]
  /** The dealer's cards the player has seen: the up card while playing, all once finished. */
  dealer: number[]
  /** Index of the hand being played. */
  active: number
  /** Next shoe position to deal. */
  next: number
  finished: boolean
}

export type BjAction = 'hit' | 'stand' | 'double' | 'split'
export type BjOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust'

export interface BjSettlement {
  outcomes: BjOutcome[]
  /** What the round returns, in half stakes (a blackjack returns 5 halves: stake plus 3:2). */
  returnHalves: number
  /** Stakes staked in all (original, double, split). */
  units: number
}

const HOLE = 3

export const isBlackjack = (hand: Pick<BjHand, 'cards' | 'split'>) =>
  !hand.split && hand.cards.length === 2 && handValue(hand.cards).total === 21

function dealerHasBlackjack(up: number, shoe: Shoe): boolean {
  return handValue([up, shoe(HOLE)]).total === 21
}

function clone(s: BjState): BjState {
  return { ...s, hands: s.hands.map((h) => ({ ...h, cards: [...h.cards] })), dealer: [...s.dealer] }
}

/** Deals the opening cards; a blackjack on either side (the dealer peeks) ends the round at once. */
export function deal(shoe: Shoe): BjState {
  const hand: BjHand = { cards: [shoe(0), shoe(2)], units: 1, split: false, done: false }
  const up = shoe(1)
  const s: BjState = { hands: [hand], dealer: [up], active: 0, next: 4, finished: false }
  const peek = cardValue(up) >= 10
  if (isBlackjack(hand) || (peek && dealerHasBlackjack(up, shoe))) {
    hand.done = true
    return finish(s, shoe)
  }
  return s
}

export function legalActions(s: BjState): BjAction[] {
  if (s.finished) return []
  const hand = s.hands[s.active]!
  if (hand.done) return []
  const out: BjAction[] = ['hit', 'stand']
  if (hand.cards.length === 2) {
    out.push('double')
    if (s.hands.length === 1 && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!)) out.push('split')
  }
  return out
}

/** Moves to the next unfinished hand (a split hand gets its second card then), or plays the dealer. */
function advance(s: BjState, shoe: Shoe): BjState {
  while (s.active < s.hands.length) {
    const hand = s.hands[s.active]!
    if (hand.cards.length === 1) hand.cards.push(shoe(s.next++))
    const splitAces = hand.split && rankOf(hand.cards[0]!) === 0
    if (!hand.done && (splitAces || handValue(hand.cards).total >= 21)) hand.done = true
    if (!hand.done) return s
    s.active++
  }
  s.active = s.hands.length - 1
  return finish(s, shoe)
}

export function act(state: BjState, shoe: Shoe, action: BjAction): BjState {
  if (!legalActions(state).includes(action)) throw new Error(`illegal action ${action}`)
  const s = clone(state)
  const hand = s.hands[s.active]!
  switch (action) {
    case 'hit':
      hand.cards.push(shoe(s.next++))
      break
    case 'stand':
      hand.done = true
      break
    case 'double':
      hand.units = 2
      hand.cards.push(shoe(s.next++))
      hand.done = true
      break
    case 'split': {
      const [a, b] = hand.cards as [number, number]
      s.hands = [
        { cards: [a], units: 1, split: true, done: false },
        { cards: [b], units: 1, split: true, done: false },
      ]
      break
    }
  }
  return advance(s, shoe)
}

/** The dealer reveals the hole card and draws to 17 (standing on soft 17) unless every hand busted. */
function finish(s: BjState, shoe: Shoe): BjState {
  const dealer = [s.dealer[0]!, shoe(HOLE)]
  const live = s.hands.some((h) => handValue(h.cards).total <= 21 && !isBlackjack(h))
  const blackjackAtDeal = isBlackjack({ cards: dealer, split: false })
  if (live && !blackjackAtDeal) while (handValue(dealer).total < 17) dealer.push(shoe(s.next++))
  for (const h of s.hands) h.done = true
  return { ...s, dealer, finished: true }
}

export function settle(s: BjState): BjSettlement {
  if (!s.finished) throw new Error('round not finished')
  const dealer = handValue(s.dealer).total
  const dealerBj = isBlackjack({ cards: s.dealer, split: false })
  let returnHalves = 0
  let units = 0
  const outcomes = s.hands.map((h): BjOutcome => {
    units += h.units
    const total = handValue(h.cards).total
    let outcome: BjOutcome
    if (total > 21) outcome = 'bust'
    else if (isBlackjack(h)) outcome = dealerBj ? 'push' : 'blackjack'
    else if (dealerBj) outcome = 'lose'
    else if (dealer > 21 || total > dealer) outcome = 'win'
    else if (total === dealer) outcome = 'push'
    else outcome = 'lose'
    returnHalves += h.units * { blackjack: 5, win: 4, push: 2, lose: 0, bust: 0 }[outcome]
    return outcome
  })
  return { outcomes, returnHalves, units }
}

/** Kuruş a finished round returns for a base stake (rounded down). */
export function blackjackPayout(baseStake: bigint, settlement: BjSettlement): bigint {
  return (baseStake * BigInt(settlement.returnHalves)) / 2n
}

// ---------------------------------------------------------------------------------------------
// Basic strategy (six decks, S17, double after split, no surrender): the bench's and tests' player.

export function basicStrategy(s: BjState): BjAction {
  const legal = legalActions(s)
  const hand = s.hands[s.active]!
  const up = cardValue(s.dealer[0]!) // 2 … 11
  const { total, soft } = handValue(hand.cards)
  const can = (a: BjAction) => legal.includes(a)
  if (can('split')) {
    const v = cardValue(hand.cards[0]!)
    const split =
      v === 11 ||
      v === 8 ||
      (v === 9 && up !== 7 && up < 10) ||
      (v === 7 && up <= 7) ||
      (v === 6 && up <= 6) ||
      (v === 4 && (up === 5 || up === 6)) ||
      ((v === 2 || v === 3) && up <= 7)
    if (split) return 'split'
  }
  const double = (yes: boolean, otherwise: BjAction): BjAction =>
    yes && can('double') ? 'double' : otherwise
  if (soft) {
    if (total >= 19) return 'stand'
    if (total === 18) return double(up >= 3 && up <= 6, up <= 8 ? 'stand' : 'hit')
    if (total === 17) return double(up >= 3 && up <= 6, 'hit')
    if (total >= 15) return double(up >= 4 && up <= 6, 'hit')
    return double(up === 5 || up === 6, 'hit')
  }
  if (total >= 17) return 'stand'
  if (total >= 13) return up <= 6 ? 'stand' : 'hit'
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit'
  if (total === 11) return double(up <= 10, 'hit')
  if (total === 10) return double(up <= 9, 'hit')
  if (total === 9) return double(up >= 3 && up <= 6, 'hit')
  return 'hit'
}

/** One whole round by basic strategy (bench and tests). */
export function playBasic(shoe: Shoe): { state: BjState; settlement: BjSettlement } {
  let s = deal(shoe)
  while (!s.finished) s = act(s, shoe, basicStrategy(s))
  return { state: s, settlement: settle(s) }
}
