/*
 * Galata Limbo. The player names a target multiplier (1.01× … 10 000×, two decimals); the round
 * draws a result multiplier and wins, paying the target, when the result reaches it.
 * Fairness: the round's first float is read as its 32-bit integer u = f·2³² (exact: four bytes),
 * and the result in hundredths is ⌊99·2³² / (2³² − u)⌋ (0.99× … about 4.25 billion×).
 * For a target T (hundredths) the winning u are those ≥ 2³² − 99·2³²/T, so exactly
 * ⌊99·2³²/T⌋ of the 2³² values win and the RTP is T/100 · ⌊99·2³²/T⌋ / 2³²: at most 99 % and
 * at least 99 % − T/(100·2³²), above 98.9997 % for every target (limbo.test.ts, exact integers).
 */

export const LIMBO_SPACE = 2n ** 32n
/** Hundredths: 1.01× … 10 000× (the top win stays within the wallet's 100 M ₺ at 10 000 ₺). */
export const LIMBO_MIN_TARGET = 101
export const LIMBO_MAX_TARGET = 1_000_000
/** 99 %: the declared RTP (games.rtp_bp 9900). */
export const LIMBO_RTP_BP = 9900

/** The result in hundredths from one fair float. */
export function limboResult(f: number): bigint {
  const u = BigInt(Math.floor(f * 2 ** 32))
  return (99n * LIMBO_SPACE) / (LIMBO_SPACE - u)
}

export function isValidLimboTarget(targetE2: number): boolean {
  return Number.isInteger(targetE2) && targetE2 >= LIMBO_MIN_TARGET && targetE2 <= LIMBO_MAX_TARGET
}

/** How many of the 2³² float values win against a target (hundredths). */
export function limboWinningValues(targetE2: number): bigint {
  return (99n * LIMBO_SPACE) / BigInt(targetE2)
}

export const limboWins = (targetE2: number, resultE2: bigint) => resultE2 >= BigInt(targetE2)

/** The target as the payout multiplier, in ten-thousandths. */
export const limboMultiplierE4 = (targetE2: number) => BigInt(targetE2) * 100n
