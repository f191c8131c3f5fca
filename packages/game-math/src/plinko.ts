/*
 * Galata Plinko. A ball falls through `rows` rows of pegs (8 … 16); at every row it goes left or
 * right, each with probability ½, so it lands in bin k (0 … rows, the number of rights) with the
 * binomial probability C(rows, k) / 2^rows. Each (rows, risk) pair has its own paytable, symmetric,
 * in hundredths; the RTP is exact (a sum over the bins, no sampling) and lies in [98.99 %, 99 %]
 * for all 27 tables (plinko.test.ts). Fairness: float i of the round's stream decides row i,
 * right when f ≥ ½ (floor(f·2) = 1).
 */

export const PLINKO_MIN_ROWS = 8
export const PLINKO_MAX_ROWS = 16
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const
export type PlinkoRisk = (typeof PLINKO_RISKS)[number]
/** 99 %: the declared RTP (games.rtp_bp 9900); every table is at most this and within 0.01 pp of it. */
export const PLINKO_RTP_BP = 9900

/**
 * Multipliers in hundredths, bin 0 (all lefts) … bin rows (all rights). Built once from a smooth
 * shape per risk (centre ½× / 0.4× / 0.2×, edges rising geometrically), scaled to 99 % and rounded
 * down to the hundredth, then the remainder handed back a hundredth at a time to the most likely
 * bins while the total stays ≤ 99 % — so the figures are fixed here, not recomputed at run time.
 */
export const PLINKO_TABLES: Record<PlinkoRisk, Record<number, readonly number[]>> = {
  low: {
    8: [576, 273, 137, 76, 52, 76, 137, 273, 576],
    9: [666, 326, 170, 96, 60, 60, 96, 170, 326, 666],
    10: [774, 393, 210, 120, 73, 54, 73, 120, 210, 393, 774],
    11: [891, 463, 253, 145, 89, 61, 61, 89, 145, 253, 463, 891],
    12: [1021, 552, 305, 179, 109, 71, 55, 71, 109, 179, 305, 552, 1021],
    13: [1165, 644, 363, 213, 132, 85, 60, 60, 85, 132, 213, 363, 644, 1165],
    14: [1347, 749, 433, 255, 158, 102, 70, 55, 70, 102, 158, 255, 433, 749, 1347],
    15: [1523, 867, 506, 303, 188, 121, 82, 60, 60, 82, 121, 188, 303, 506, 867, 1523],
    16: [1764, 1003, 594, 360, 223, 144, 96, 69, 56, 69, 96, 144, 223, 360, 594, 1003, 1764],
  },
  medium: {
    8: [1334, 369, 129, 59, 42, 59, 129, 369, 1334],
    9: [1767, 513, 179, 80, 46, 46, 80, 179, 513, 1767],
    10: [2330, 700, 250, 106, 57, 43, 57, 106, 250, 700, 2330],
    11: [3080, 952, 341, 143, 72, 47, 47, 72, 143, 341, 952, 3080],
    12: [4050, 1285, 464, 192, 94, 55, 44, 55, 94, 192, 464, 1285, 4050],
    13: [5312, 1712, 625, 258, 122, 68, 47, 47, 68, 122, 258, 625, 1712, 5312],
    14: [6978, 2294, 842, 345, 160, 85, 54, 45, 54, 85, 160, 345, 842, 2294, 6978],
    15: [9122, 3052, 1121, 460, 211, 108, 65, 47, 47, 65, 108, 211, 460, 1121, 3052, 9122],
    16: [11908, 4052, 1502, 614, 278, 139, 80, 53, 44, 53, 80, 139, 278, 614, 1502, 4052, 11908],
  },
  high: {
    8: [3421, 459, 98, 35, 25, 35, 98, 459, 3421],
    9: [5385, 749, 156, 50, 27, 27, 50, 156, 749, 5385],
    10: [8448, 1212, 248, 74, 33, 25, 33, 74, 248, 1212, 8448],
    11: [13101, 1951, 394, 110, 44, 27, 27, 44, 110, 394, 1951, 13101],
    12: [20505, 3112, 624, 168, 61, 31, 26, 31, 61, 168, 624, 3112, 20505],
    13: [32001, 4951, 986, 256, 88, 40, 26, 26, 40, 88, 256, 986, 4951, 32001],
    14: [49802, 7830, 1553, 391, 127, 53, 30, 26, 30, 53, 127, 391, 1553, 7830, 49802],
    15: [77314, 12301, 2441, 602, 187, 74, 37, 26, 26, 37, 74, 187, 602, 2441, 12301, 77314],
    16: [119909, 19402, 3832, 929, 276, 104, 48, 29, 25, 29, 48, 104, 276, 929, 3832, 19402, 119909],
  },
}

export function isValidPlinkoBet(rows: number, risk: string): risk is PlinkoRisk {
  return (
    Number.isInteger(rows) &&
    rows >= PLINKO_MIN_ROWS &&
    rows <= PLINKO_MAX_ROWS &&
    (PLINKO_RISKS as readonly string[]).includes(risk)
  )
}

/** The path: 0 = left, 1 = right, one per row, from the round's floats. */
export function plinkoPath(floats: readonly number[], rows: number): number[] {
  return Array.from({ length: rows }, (_, i) => {
    const f = floats[i]
    if (f === undefined) throw new Error('not enough floats for the path')
    return Math.floor(f * 2)
  })
}

/** The bin a path lands in: its number of rights. */
export const plinkoBin = (path: readonly number[]) => path.reduce((a, b) => a + b, 0)

/** The multiplier of a bin in ten-thousandths (the studio's payout unit, fair.ts `payoutOf`). */
export function plinkoMultiplierE4(rows: number, risk: PlinkoRisk, bin: number): bigint {
  const table = PLINKO_TABLES[risk][rows]
  const m = table?.[bin]
  if (m === undefined) throw new Error(`no plinko multiplier for ${rows}/${risk}/${bin}`)
  return BigInt(m) * 100n
}

export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n
  let r = 1n
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1)
  return r
}

/** The exact RTP of a table as a fraction: Σ C(rows, k) · m_k over 2^rows · 100. */
export function plinkoRtp(rows: number, risk: PlinkoRisk): { num: bigint; den: bigint } {
  const table = PLINKO_TABLES[risk][rows]!
  const num = table.reduce((sum, m, k) => sum + binomial(rows, k) * BigInt(m), 0n)
  return { num, den: 2n ** BigInt(rows) * 100n }
}
