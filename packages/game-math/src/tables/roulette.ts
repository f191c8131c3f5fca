import { RED, WHEEL_SIZE, isLegalRouletteBet } from '../roulette.js'
import { uniformInt, type WordSource } from './fair.js'

/*
 * The live European roulette table (shared rounds, docs/shared-rounds.md): a single-zero wheel, the whole
 * board of the single-player roulette (every inside and outside bet) plus the racetrack's neighbours
 * bet. A bet on n numbers returns 36/n times its stake, so every bet's RTP is exactly 36/37.
 *
 * Spots (the wire and the stored bet):
 * - `n:a-b-…` any legal set of numbers on the board (straight, split, street, trio, corner, first
 *   four, six line; sorted or not);
 * - `red`, `black`, `odd`, `even`, `low` (1–18), `high` (19–36), `dozen1…3`, `column1…3`;
 * - `nb:x` neighbours on the racetrack: x and the two pockets either side on the wheel, five
 *   straight bets of the chip's amount each (the spot's stake is 5 × the chip).
 */

/** The pockets in wheel order (clockwise from zero), as on every single-zero wheel. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const

export const NEIGHBOURS_EACH_SIDE = 2

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

const OUTSIDE: Record<string, number[]> = {
  red: range(1, 36).filter((n) => RED.has(n)),
  black: range(1, 36).filter((n) => !RED.has(n)),
  odd: range(1, 36).filter((n) => n % 2 === 1),
  even: range(1, 36).filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
  dozen1: range(1, 12),
  dozen2: range(13, 24),
  dozen3: range(25, 36),
  column1: range(1, 36).filter((n) => n % 3 === 1),
  column2: range(1, 36).filter((n) => n % 3 === 2),
  column3: range(1, 36).filter((n) => n % 3 === 0),
}
export const OUTSIDE_SPOTS = Object.keys(OUTSIDE)

/** x and its neighbours on the wheel, in wheel order. */
export function neighbours(x: number, each = NEIGHBOURS_EACH_SIDE): number[] {
  const at = WHEEL_ORDER.indexOf(x as (typeof WHEEL_ORDER)[number])
  if (at < 0) throw new Error(`not a pocket: ${x}`)
  return range(-each, each).map((d) => WHEEL_ORDER[(at + d + WHEEL_SIZE) % WHEEL_SIZE]!)
}

/** A spot resolved to the number sets it stakes on, each with the chip's share (1 for all but neighbours). */
export interface ResolvedSpot {
  /** Each covered set; the chip's amount is staked on every one. */
  sets: number[][]
}

const POCKET = /^(?:[0-9]|[12][0-9]|3[0-6])$/

/** The sets a spot covers, or null when it is not a bet on this table. */
export function resolveSpot(spot: string): ResolvedSpot | null {
  if (spot in OUTSIDE) return { sets: [OUTSIDE[spot]!] }
  if (spot.startsWith('nb:')) {
    const x = spot.slice(3)
    if (!POCKET.test(x)) return null
    return { sets: neighbours(Number(x)).map((n) => [n]) }
  }
  if (spot.startsWith('n:')) {
    const parts = spot.slice(2).split('-')
    if (parts.length < 1 || parts.length > 6 || !parts.every((p) => POCKET.test(p))) return null
    const numbers = parts.map(Number)
    return isLegalRouletteBet(numbers) ? { sets: [numbers] } : null
  }
  return null
}

/** Kuruş staked by a spot with this chip (neighbours: five chips); null for an unknown spot. */
export function spotStake(spot: string, chip: bigint): bigint | null {
  const r = resolveSpot(spot)
  return r ? chip * BigInt(r.sets.length) : null
}

/** What a spot returns (stake included) when `pocket` comes up: 36/n per covered set, rounded down to the kuruş. */
export function spotReturn(spot: string, chip: bigint, pocket: number): bigint {
  const r = resolveSpot(spot)
  if (!r) return 0n
  let sum = 0n
  for (const set of r.sets) if (set.includes(pocket)) sum += (chip * 36n) / BigInt(set.length)
  return sum
}

export interface RouletteOutcome {
  pocket: number
}

/** The round's pocket: a uniform integer in [0, 37) (rejection sampling). */
export function drawPocket(src: WordSource): RouletteOutcome {
  return { pocket: uniformInt(src, WHEEL_SIZE) }
}

export function pocketColour(pocket: number): 'green' | 'red' | 'black' {
  return pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black'
}

/** Every spot the table takes (for the exact RTP test and the page's validation). */
export function allSpots(): string[] {
  const out = new Set<string>(OUTSIDE_SPOTS)
  for (let x = 0; x <= 36; x++) out.add(`nb:${x}`)
  // Every legal inside set: from singles to six lines.
  const inside: number[][] = []
  for (let n = 0; n <= 36; n++) inside.push([n])
  for (let a = 0; a <= 36; a++)
    for (let b = a + 1; b <= 36; b++) {
      inside.push([a, b])
      for (let c = b + 1; c <= 36 && c <= a + 6; c++) inside.push([a, b, c])
    }
  for (const set of inside) if (isLegalRouletteBet(set)) out.add(`n:${set.join('-')}`)
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) out.add(`n:${n}-${n + 1}-${n + 3}-${n + 4}`)
  out.add('n:0-1-2-3')
  for (let row = 0; row < 11; row++) out.add(`n:${range(row * 3 + 1, row * 3 + 6).join('-')}`)
  return [...out]
}
