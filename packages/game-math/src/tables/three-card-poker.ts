import { rankOf, suitOf } from './cards.js'
import { shuffle, type WordSource } from './fair.js'

/*
 * Galata Three Card Poker (shared rounds with a decision; docs/shared-rounds.md). One 52-card deck
 * shuffled for each round; every player at the table plays the same three-card hand (as the live
 * studios' common hand) against the dealer's three cards. Cards are 0…51 as in cards.ts.
 *
 * - Ante: after seeing the hand the player plays (a Play bet equal to the Ante) or folds (the Ante is
 *   lost). The dealer qualifies with queen-high or better. Dealer does not qualify: Ante 1:1, Play
 *   pushes. Dealer qualifies: the better hand wins Ante and Play 1:1; equal hands push both.
 * - Ante bonus, paid on the Ante of a hand that plays whatever the dealer holds: straight 1:1,
 *   three of a kind 4:1, straight flush 5:1.
 * - Pair Plus: the player's hand alone, against the paytable (pair 1:1, flush 4:1, straight 6:1,
 *   three of a kind 30:1, straight flush 40:1); it stands whether the Ante plays or folds.
 *
 * Hands rank straight flush > three of a kind > straight > flush > pair > high card (three cards make
 * a straight more rarely than a flush). Ace is high, and also low in A-2-3, the lowest straight.
 */

export const TCP_SPOTS = ['ante', 'pairPlus'] as const
export type TcpSpot = (typeof TCP_SPOTS)[number]
export type TcpDecision = 'play' | 'fold'

export const CATEGORIES = ['high', 'pair', 'flush', 'straight', 'trips', 'straightFlush'] as const
export type TcpCategory = (typeof CATEGORIES)[number]

/** Pair Plus returns (stake included) ÷ stake, by category: 1:1, 4:1, 6:1, 30:1, 40:1. */
export const PAIR_PLUS_RETURN: Record<TcpCategory, bigint> = {
  high: 0n,
  pair: 2n,
  flush: 5n,
  straight: 7n,
  trips: 31n,
  straightFlush: 41n,
}

/** Ante bonus paid (stake not included) ÷ Ante, by category: straight 1:1, trips 4:1, straight flush 5:1. */
export const ANTE_BONUS: Record<TcpCategory, bigint> = {
  high: 0n,
  pair: 0n,
  flush: 0n,
  straight: 1n,
  trips: 4n,
  straightFlush: 5n,
}

/**
 * Exact RTPs (three-card-poker.test.ts enumerates all 407,170,400 deals: 22,100 player hands × 18,424
 * dealer hands). Ante with the Q-6-4 strategy, per Ante staked (the studios' convention): the Ante and
 * Play bets lose 13,733,780 Antes over the deals, RTP 1 − 13,733,780 / 407,170,400 = 96.6270 %;
 * per kuruş staked, Play stakes included (the "element of risk"), 1 − 13,733,780 / 681,688,000 =
 * 97.9853 %. Pair Plus: 21,588 returned over the 22,100 hands = 97.6833 %.
 */
export const ANTE_LOSS = 13_733_780
export const TCP_RTP = {
  ante: 1 - ANTE_LOSS / 407_170_400,
  pairPlus: 21_588 / 22_100,
} as const
/** The Ante and Play's return per kuruş actually staked (Play stakes counted): 97.99 %. */
export const TCP_ANTE_PER_STAKED = 1 - ANTE_LOSS / 681_688_000

/** A hand's strength as one integer: category × 15³ + its ranks (2…14) high to low, so larger wins. */
export function handValue(cards: readonly number[]): number {
  const r = cards.map((c) => (rankOf(c) === 0 ? 14 : rankOf(c) + 1)).sort((a, b) => b - a) as [
    number,
    number,
    number,
  ]
  const flush = suitOf(cards[0]!) === suitOf(cards[1]!) && suitOf(cards[1]!) === suitOf(cards[2]!)
  const wheel = r[0] === 14 && r[1] === 3 && r[2] === 2
  const straight = wheel || (r[0] === r[1] + 1 && r[1] === r[2] + 1)
  const code = (cat: number, a: number, b: number, c: number) => ((cat * 15 + a) * 15 + b) * 15 + c
  if (straight) return code(flush ? 5 : 3, wheel ? 3 : r[0], 0, 0)
  if (r[0] === r[2]) return code(4, r[0], 0, 0)
  if (r[0] === r[1]) return code(1, r[0], r[2], 0)
  if (r[1] === r[2]) return code(1, r[1], r[0], 0)
  return code(flush ? 2 : 0, r[0], r[1], r[2])
}

export const categoryOf = (value: number): TcpCategory => CATEGORIES[Math.floor(value / 15 ** 3)]!

/** Queen-high (no pair) or better. */
const QUEEN_HIGH = ((0 * 15 + 12) * 15 + 0) * 15 + 0
/** The stated strategy: play Q-6-4 or better, fold worse (optimal for this paytable: `enumerate().strategyMisses` is 0). */
export const PLAY_AT_LEAST = ((0 * 15 + 12) * 15 + 6) * 15 + 4

export const dealerQualifies = (dealerValue: number) => dealerValue >= QUEEN_HIGH
export const strategyPlays = (playerValue: number) => playerValue >= PLAY_AT_LEAST

export interface TcpOutcome {
  /** The common player hand, then the dealer's hand (cards 0…51). */
  player: number[]
  dealer: number[]
  playerHand: TcpCategory
  dealerHand: TcpCategory
  dealerQualifies: boolean
  /** How the hands compare when the dealer qualifies (tie = push); `noQualify` otherwise. */
  showdown: 'player' | 'dealer' | 'tie' | 'noQualify'
}

export function playHands(player: number[], dealer: number[]): TcpOutcome {
  const p = handValue(player)
  const d = handValue(dealer)
  const qualifies = dealerQualifies(d)
  return {
    player,
    dealer,
    playerHand: categoryOf(p),
    dealerHand: categoryOf(d),
    dealerQualifies: qualifies,
    showdown: !qualifies ? 'noQualify' : p > d ? 'player' : d > p ? 'dealer' : 'tie',
  }
}

/** Six cards from a deck shuffled for the round (Fisher–Yates by rejection sampling): player 3, dealer 3. */
export function drawHands(src: WordSource): TcpOutcome {
  const cards = shuffle(src, 52, 6)
  return playHands(cards.slice(0, 3), cards.slice(3, 6))
}

export function spotStake(spot: string, chip: bigint): bigint | null {
  return (TCP_SPOTS as readonly string[]).includes(spot) ? chip : null
}

/**
 * Kuruş the Ante spot returns, the Play stake included, for an Ante of `ante`: a fold returns
 * nothing; a played hand returns Ante and Play by the showdown plus the Ante bonus.
 */
export function anteReturn(
  ante: bigint,
  decision: TcpDecision,
  o: Pick<TcpOutcome, 'playerHand' | 'showdown'>,
): bigint {
  if (decision === 'fold') return 0n
  const bonus = ante * ANTE_BONUS[o.playerHand]
  switch (o.showdown) {
    case 'noQualify':
      return ante * 2n + ante + bonus
    case 'player':
      return ante * 2n + ante * 2n + bonus
    case 'tie':
      return ante + ante + bonus
    case 'dealer':
      return bonus
  }
}

export const pairPlusReturn = (stake: bigint, o: Pick<TcpOutcome, 'playerHand'>): bigint =>
  stake * PAIR_PLUS_RETURN[o.playerHand]

/** What a spot returns (kuruş, stakes included) with this decision; the Play stake is the Ante's. */
export function spotReturn(spot: string, chip: bigint, decision: TcpDecision, o: TcpOutcome): bigint {
  if (spot === 'ante') return anteReturn(chip, decision, o)
  if (spot === 'pairPlus') return pairPlusReturn(chip, o)
  return 0n
}

/** Every three-card hand of the deck, as card triples in increasing order (22,100). */
export function allHands(): [number, number, number][] {
  const out: [number, number, number][] = []
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) out.push([a, b, c])
  return out
}

export interface TcpEnumeration {
  /** Deals counted: 22,100 player hands × 18,424 dealer hands from the other 49 cards. */
  deals: number
  /** Σ Ante-spot returns (in Antes) over every deal with the Q-6-4 strategy. */
  anteReturns: number
  /** Σ Play stakes (in Antes) over every deal: the hands the strategy plays × 18,424. */
  playStakes: number
  /** Σ Pair Plus returns (in stakes) over every player hand (each ×1; the dealer's cards do not matter). */
  pairPlusReturns: number
  hands: number
  /** Player hands where Q-6-4 decides otherwise than the better of play and fold for that hand (0: optimal). */
  strategyMisses: number
}

/**
 * The exact enumeration behind TCP_RTP, and the check that Q-6-4 is the optimal strategy. For each player hand the dealer's hands are counted by value
 * over the whole deck (prefix sums over the sorted values) minus the hands sharing a card with the
 * player, so the 407 million deals cost 22,100 × ~3,400 steps. All counts are integers below 2⁵³.
 */
export function enumerate(): TcpEnumeration {
  const hands = allHands()
  const values = hands.map(handValue)
  const distinct = [...new Set(values)].sort((a, b) => a - b)
  const index = new Map(distinct.map((v, i) => [v, i]))
  const vi = values.map((v) => index.get(v)!)
  // below[i] = hands of value < distinct[i]; at[i] = hands of value distinct[i].
  const at = new Array<number>(distinct.length).fill(0)
  for (const i of vi) at[i]! += 1
  const below = new Array<number>(distinct.length + 1).fill(0)
  for (let i = 0; i < distinct.length; i++) below[i + 1] = below[i]! + at[i]!
  const qualifyFrom = distinct.findIndex((v) => dealerQualifies(v))
  // Hands containing each card, to take the ones sharing a card with the player out.
  const withCard: number[][] = Array.from({ length: 52 }, () => [])
  hands.forEach((h, i) => h.forEach((c) => withCard[c]!.push(i)))
  const flat = Int8Array.from(hands.flat())
  const order = new Uint8Array(52)

  let anteReturns = 0
  let playStakes = 0
  let pairPlusReturns = 0
  let strategyMisses = 0
  const DEALER_HANDS = 18_424
  for (let h = 0; h < hands.length; h++) {
    const hand = hands[h]!
    const [h0, h1, h2] = hand
    const category = categoryOf(values[h]!)
    pairPlusReturns += Number(PAIR_PLUS_RETURN[category])
    const me = vi[h]!
    // Dealer hands by class over the whole deck, then without those touching the player's cards.
    let noQualify = below[qualifyFrom]!
    let weaker = below[me]! - below[qualifyFrom]!
    let tie = at[me]!
    let stronger = hands.length - below[me + 1]!
    if (me < qualifyFrom) {
      // A player hand below queen-high never plays under Q-6-4; kept general for other strategies.
      weaker = 0
      tie = 0
      stronger = hands.length - below[qualifyFrom]!
    }
    // Each dealer hand touching the player's cards is taken out once, under the first card it shares.
    order.fill(0)
    order[h0] = 1
    order[h1] = 2
    order[h2] = 3
    for (let k = 0; k < 3; k++) {
      for (const d of withCard[hand[k]!]!) {
        const base = d * 3
        let first = 4
        for (let j = 0; j < 3; j++) {
          const o = order[flat[base + j]!]!
          if (o > 0 && o < first) first = o
        }
        if (first !== k + 1) continue
        const di = vi[d]!
        if (di < qualifyFrom) noQualify -= 1
        else if (di < me) weaker -= 1
        else if (di === me) tie -= 1
        else stronger -= 1
      }
    }
    if (noQualify + weaker + tie + stronger !== DEALER_HANDS) throw new Error('three-card-poker: bad count')
    // Ante + Play returned over this hand's 18,424 deals if it plays (in Antes); folding returns none.
    const played = noQualify * 3 + weaker * 4 + tie * 2 + DEALER_HANDS * Number(ANTE_BONUS[category])
    // Playing beats folding when it loses less: played − 2·N > −N.
    if (strategyPlays(values[h]!) !== played > DEALER_HANDS) strategyMisses += 1
    if (!strategyPlays(values[h]!)) continue
    playStakes += DEALER_HANDS
    anteReturns += played
  }
  return {
    deals: hands.length * DEALER_HANDS,
    anteReturns,
    playStakes,
    pairPlusReturns,
    hands: hands.length,
    strategyMisses,
  }
}
