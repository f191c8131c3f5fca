/*
 * Galata Hi-Lo. Cards come from an endless deck: card i of a round is floor(fᵢ·52) of the round's
 * float stream (rank = card mod 13 + 1, A = 1 … K = 13; suit = floor(card / 13)), so every draw is
 * independent and each rank has chance 1/13. The player guesses whether the next card is higher or
 * the same, or lower or the same; on an ace "higher" is strictly higher and on a king "lower" is
 * strictly lower (a sure guess would be pointless). Skipping draws a new card at no cost.
 *
 * The 1 % edge is taken once, not per guess: after correct guesses with w₁ … w_k winning ranks the
 * multiplier is 0.99 · 13^k / (w₁ · … · w_k), in ten-thousandths rounded down, capped at 10 000×
 * (where the round cashes out by itself). The fair product is a martingale, so cashing out after any
 * number of guesses by any rule returns at most 99 % (hilo.test.ts checks every one- and two-guess
 * strategy exactly).
 */

export const HILO_DECK = 52
export const HILO_RANKS = 13
/** 99 %: the declared RTP (games.rtp_bp 9900). */
export const HILO_RTP_E4 = 9_900n
/** 10 000×: the top win stays within the wallet's 100 M ₺ at the 10 000 ₺ stake. */
export const HILO_MAX_MULTIPLIER_E4 = 100_000_000n
/** Cards a round may draw (skips included): keeps a round's state small. */
export const HILO_MAX_CARDS = 100

export type HiloGuess = 'higher' | 'lower'

export const hiloCard = (f: number) => Math.floor(f * HILO_DECK)
export const hiloRank = (card: number) => (card % HILO_RANKS) + 1
export const hiloSuit = (card: number) => Math.floor(card / HILO_RANKS)

/** How many of the 13 ranks win a guess on `rank`. */
export function hiloWinningRanks(rank: number, guess: HiloGuess): number {
  if (guess === 'higher') return rank === 1 ? 12 : 14 - rank
  return rank === 13 ? 12 : rank
}

export function hiloWins(rank: number, guess: HiloGuess, next: number): boolean {
  if (guess === 'higher') return rank === 1 ? next > 1 : next >= rank
  return rank === 13 ? next < 13 : next <= rank
}

/** The multiplier after correct guesses with these winning-rank counts, ten-thousandths (capped). */
export function hiloMultiplierE4(winning: readonly number[]): bigint {
  if (winning.length === 0) return 10_000n
  let num = HILO_RTP_E4
  let den = 1n
  for (const w of winning) {
    num *= BigInt(HILO_RANKS)
    den *= BigInt(w)
  }
  const m = num / den
  return m > HILO_MAX_MULTIPLIER_E4 ? HILO_MAX_MULTIPLIER_E4 : m
}

export interface HiloMove {
  /** A guess on the card before it, or a skip. */
  move: HiloGuess | 'skip'
}

/**
 * Replays a round: `cards[0]` is the first card, and move i turned up `cards[i + 1]`. Answers the
 * winning-rank counts of the correct guesses so far and whether a guess was lost.
 */
export function hiloReplay(cards: readonly number[], moves: readonly (HiloGuess | 'skip')[]) {
  const winning: number[] = []
  let lost = false
  moves.forEach((move, i) => {
    if (move === 'skip' || lost) return
    const rank = hiloRank(cards[i]!)
    if (hiloWins(rank, move, hiloRank(cards[i + 1]!))) winning.push(hiloWinningRanks(rank, move))
    else lost = true
  })
  return { winning, lost }
}
