/*
 * Galata Dice. A roll is one of 10 000 equally likely values 0.00 … 99.99 (floor(f·10000)/100).
 * The player bets the roll lands under or over a target; the multiplier pays 99 % of the fair odds
 * (1 % house edge), truncated to four decimals, so the RTP never exceeds 99 %.
 */

export const DICE_OUTCOMES = 10_000
/** 99 %: the declared RTP (games.rtp_bp 9900). */
export const DICE_RTP_E4 = 9_900n
/** Win chance from 1 % to 98 %, in outcomes. */
export const DICE_MIN_WINNING = 100
export const DICE_MAX_WINNING = 9_800

export type DiceDirection = 'under' | 'over'

export interface DiceBet {
  /** Hundredths: 5000 is 50.00. */
  target: number
  direction: DiceDirection
}

/** The roll in hundredths (0 … 9999) from one fair float. */
export function diceRoll(f: number): number {
  return Math.floor(f * DICE_OUTCOMES)
}

/** How many of the 10 000 rolls win; under 50.00 wins on 0.00 … 49.99 (5000 rolls). */
export function winningOutcomes(bet: DiceBet): number {
  return bet.direction === 'under' ? bet.target : DICE_OUTCOMES - 1 - bet.target
}

export function isValidDiceBet(bet: DiceBet): boolean {
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target >= DICE_OUTCOMES) return false
  const n = winningOutcomes(bet)
  return n >= DICE_MIN_WINNING && n <= DICE_MAX_WINNING
}

/** Multiplier in ten-thousandths: floor(0.99 · 10000 / winning · 10000). */
export function diceMultiplierE4(bet: DiceBet): bigint {
  return (DICE_RTP_E4 * BigInt(DICE_OUTCOMES)) / BigInt(winningOutcomes(bet))
}

export function diceWins(bet: DiceBet, roll: number): boolean {
  return bet.direction === 'under' ? roll < bet.target : roll > bet.target
}
