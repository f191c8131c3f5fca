import type { Localized } from './locale.js'
import { ORIGINALS_SLOT_GAMES } from './originals.js'

/*
 * The bonus wagering rules (docs/bonuses.md), in one place: the wallet applies them, the
 * bonus terms page (CMS page 8) and the error message quote them. Change a figure here and the
 * engine, the page and the message change together.
 */

/** The trial bonus: stakes needed before it converts, as a multiple of the bonus, and its days. */
export const TRIAL_BONUS_RULES = {
  wageringMultiplier: 10,
  validDays: 7,
  /**
   * Days after sign-up the trial bonus may be claimed (docs/bonuses.md "The trial bonus"): listed in
   * "Bonus Talep Et" until then or until claimed.
   */
  claimDays: 30,
} as const

/** Largest stake of one bet, in lira, while the player has an active bonus (cash and bonus alike). */
export const BONUS_MAX_STAKE = 50

export interface WageringWeight {
  /** Percent of a settled stake that counts toward the wagering requirement. */
  percent: number
  /** Game codes of the catalogue (`games.game_code`) in this group. */
  games: readonly string[]
  /** The group as the terms page names it. */
  label: Localized
}

/**
 * Game weighting. Slots count in full; games where a player can stake with almost no risk (a
 * 98 % dice roll, a 1.01× crash cash-out, even-money roulette, blackjack at 99.5 % RTP) count a
 * tenth, as operators do, so wagering cannot be met at near-zero cost.
 */
export const WAGERING_WEIGHTS: readonly WageringWeight[] = [
  {
    percent: 100,
    games: [...ORIGINALS_SLOT_GAMES],
    label: {
      tr: 'Galata Originals slot oyunlarının tümü',
      en: 'Every Galata Originals slot',
    },
  },
  {
    percent: 10,
    games: ['galata-dice', 'galata-mines', 'galata-roulette', 'galata-blackjack', 'galata-aviator'],
    label: {
      tr: 'Galata Zar, Galata Mayın, Avrupa Ruleti, Galata Blackjack ve Sky Aviator',
      en: 'Galata Dice, Galata Mines, European Roulette, Galata Blackjack and Sky Aviator',
    },
  },
]

/** A game not in the table (e.g. a new provider's, not yet classified) counts like the lowest group. */
export const DEFAULT_WAGERING_WEIGHT = 10

/** Percent of a settled stake of `gameCode` that counts toward wagering. */
export function wageringWeight(gameCode: string | null | undefined): number {
  if (!gameCode) return DEFAULT_WAGERING_WEIGHT
  return WAGERING_WEIGHTS.find((w) => w.games.includes(gameCode))?.percent ?? DEFAULT_WAGERING_WEIGHT
}
