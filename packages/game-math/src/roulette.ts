/*
 * Galata European Roulette: a single-zero wheel, number = floor(f·37). The whole betting board:
 * straight, split, street (and the 0-1-2 / 0-2-3 trios), corner (and 0-1-2-3), six line, dozens,
 * columns, red/black, odd/even, 1-18/19-36. A bet covering n numbers returns 36/n times its stake
 * (35:1 on a straight … 1:1 on an even chance), so every bet's RTP is exactly 36/37 ≈ 97.30 %.
 */

export const WHEEL_SIZE = 37
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])

export interface RouletteBet {
  numbers: number[]
  /** Kuruş. */
  amount: bigint
}

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-')

/** Every legal set of numbers on the board, by its sorted key. */
function legalBets(): Set<string> {
  const out = new Set<string>()
  const add = (ns: number[]) => out.add(key(ns))
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  for (let n = 0; n <= 36; n++) add([n])
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) add([n, n + 1])
    if (n <= 33) add([n, n + 3])
  }
  add([0, 1])
  add([0, 2])
  add([0, 3])
  for (let row = 0; row < 12; row++) add(range(row * 3 + 1, row * 3 + 3))
  add([0, 1, 2])
  add([0, 2, 3])
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) add([n, n + 1, n + 3, n + 4])
  add([0, 1, 2, 3])
  for (let row = 0; row < 11; row++) add(range(row * 3 + 1, row * 3 + 6))
  for (let d = 0; d < 3; d++) add(range(d * 12 + 1, d * 12 + 12))
  for (let c = 1; c <= 3; c++) add(range(1, 36).filter((n) => n % 3 === c % 3))
  add(range(1, 36).filter((n) => RED.has(n)))
  add(range(1, 36).filter((n) => !RED.has(n)))
  add(range(1, 36).filter((n) => n % 2 === 1))
  add(range(1, 36).filter((n) => n % 2 === 0))
  add(range(1, 18))
  add(range(19, 36))
  return out
}

const LEGAL = legalBets()

export function isLegalRouletteBet(numbers: readonly number[]): boolean {
  return new Set(numbers).size === numbers.length && LEGAL.has(key(numbers))
}

export function spin(f: number): number {
  return Math.floor(f * WHEEL_SIZE)
}

/** What one bet returns (stake included) when `number` comes up; 0 when it loses. */
export function betReturn(bet: RouletteBet, number: number): bigint {
  if (!bet.numbers.includes(number)) return 0n
  return (bet.amount * 36n) / BigInt(bet.numbers.length)
}

export function rouletteReturn(bets: readonly RouletteBet[], number: number): bigint {
  return bets.reduce((sum, b) => sum + betReturn(b, number), 0n)
}

export function legalBetCount(): number {
  return LEGAL.size
}
