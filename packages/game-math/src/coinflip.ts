/*
 * Galata Coin Flip. The player calls heads or tails; the round flips one fair coin and a right call
 * pays 1.96× the stake. Fairness: the round's first float is read as its 32-bit integer
 * u = f·2³² (exact: four bytes); heads when u < 2³¹, tails otherwise, so each side has exactly
 * 2³¹ of the 2³² values and the RTP is ½ · 1.96 = 98 % exactly (instant.test.ts).
 */

export const COIN_SIDES = ['heads', 'tails'] as const
export type CoinSide = (typeof COIN_SIDES)[number]
export const COIN_SPACE = 2n ** 32n
/** 1.96× in ten-thousandths. */
export const COIN_MULTIPLIER_E4 = 19_600n
/** 98 %: the declared RTP (games.rtp_bp 9800). */
export const COIN_RTP_BP = 9800

export const isCoinSide = (side: string): side is CoinSide => (COIN_SIDES as readonly string[]).includes(side)

/** The 32-bit word behind a fair float (exact: the float is four bytes). */
export const coinWord = (f: number) => Math.floor(f * 2 ** 32)

/** The side one fair float shows. */
export const coinFlip = (f: number): CoinSide => (coinWord(f) < 2 ** 31 ? 'heads' : 'tails')

/** How many of the 2³² words show a side. */
export const coinSideValues = (side: CoinSide): bigint =>
  side === 'heads' ? 2n ** 31n : COIN_SPACE - 2n ** 31n

/** The payout multiplier (ten-thousandths) of a call against the shown side. */
export const coinMultiplierE4 = (call: CoinSide, shown: CoinSide) =>
  call === shown ? COIN_MULTIPLIER_E4 : 0n
