/*
 * Sky Aviator's pure maths: the crash point of a round hash, the flight curve and the payouts. The
 * hash chain (SHA-256, random seeds) stays on the server (apps/server …/modules/aviator/aviator.chain.ts,
 * whose header explains the formulas); the page draws the same curve from these functions.
 */

/** Growth rate per millisecond: 2× after 11.6 s, 10× after 38 s, 100× after 77 s. */
export const GROWTH_K = 0.00006
/** Highest crash point (and auto cash-out): 10 000.00×. */
export const CRASH_CAP_E2 = 1_000_000
/** House edge: the 97 in 97·E / (E − h). */
export const RTP_PERCENT = 97
/** The declared RTP in basis points (catalogue). */
export const AVIATOR_RTP_BP = 9700

const E = 2n ** 52n

/** The crash point of a round hash, in hundredths (100 = 1.00×). */
export function crashPointE2(hash: string): number {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new RangeError('not a SHA-256 hex hash')
  const h = BigInt('0x' + hash.slice(0, 13))
  const raw = (BigInt(RTP_PERCENT) * E) / (E - h)
  const capped = raw > BigInt(CRASH_CAP_E2) ? CRASH_CAP_E2 : Number(raw)
  return Math.max(100, capped)
}

/** The multiplier shown (and paid) `elapsedMs` after take-off, in hundredths. */
export function multiplierE2At(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100
  return Math.min(Math.floor(100 * Math.exp(GROWTH_K * elapsedMs)), CRASH_CAP_E2 + 1)
}

/** Milliseconds from take-off to the crash: the first ms whose multiplier exceeds the crash point. */
export function flightDurationMs(crashE2: number): number {
  if (crashE2 <= 100) return 0
  let ms = Math.max(0, Math.floor(Math.log((crashE2 + 1) / 100) / GROWTH_K) - 3)
  while (multiplierE2At(ms) <= crashE2) ms++
  return ms
}

/** Milliseconds from take-off until the multiplier first shows `targetE2`. */
export function timeToReachMs(targetE2: number): number {
  if (targetE2 <= 100) return 0
  let ms = Math.max(0, Math.floor(Math.log(targetE2 / 100) / GROWTH_K) - 3)
  while (multiplierE2At(ms) < targetE2) ms++
  return ms
}

/** A stake (kuruş) paid at a multiplier in hundredths, rounded down to the kuruş. */
export function cashOutPayout(stake: bigint, multiplierE2: number): bigint {
  return (stake * BigInt(multiplierE2)) / 100n
}

/** Where a flight is `elapsedMs` after take-off: still flying at `multiplierE2`, or crashed. */
export function flightAt(
  crashE2: number,
  elapsedMs: number,
): { crashed: true; multiplierE2: number } | { crashed: false; multiplierE2: number } {
  if (elapsedMs >= flightDurationMs(crashE2)) return { crashed: true, multiplierE2: crashE2 }
  return { crashed: false, multiplierE2: Math.min(multiplierE2At(elapsedMs), crashE2) }
}

/** What a bet with an auto cash-out at `autoE2` (or none) gets from a round that crashed at `crashE2`. */
export function settleAtCrash(stake: bigint, autoE2: number | null, crashE2: number): bigint {
  return autoE2 !== null && autoE2 <= crashE2 ? cashOutPayout(stake, autoE2) : 0n
}
