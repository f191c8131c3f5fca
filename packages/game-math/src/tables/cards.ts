import { shuffle, type WordSource } from './fair.js'

/*
 * The eight-deck shoe of the card tables (baccarat, Dragon Tiger; docs/shared-rounds.md). A card is an
 * integer 0…51: rank = card % 13 (0 = ace … 9 = ten, 10 = jack, 11 = queen, 12 = king) and
 * suit = ⌊card / 13⌋ (0 ♠, 1 ♥, 2 ♦, 3 ♣). The shoe holds 8 × 52 = 416 positions; position p is
 * card p % 52, so every card appears eight times.
 */

export const DECKS = 8
export const SHOE = DECKS * 52
/** Copies of one rank in the shoe (4 suits × 8 decks). */
export const PER_RANK = DECKS * 4

export const rankOf = (card: number) => card % 13
export const suitOf = (card: number) => Math.floor(card / 13)

/**
 * The first `take` cards of a shoe shuffled for this round: Fisher–Yates over the 416 positions, each
 * swap an integer drawn by rejection sampling (`uniformInt`), stopped after `take` swaps — which already
 * makes those positions a uniform draw without replacement.
 */
export function dealFromShoe(src: WordSource, take: number): number[] {
  return shuffle(src, SHOE, take).map((p) => p % 52)
}
