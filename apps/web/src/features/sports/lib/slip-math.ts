import { SPORTS_LIMITS } from '@galata/contract'

/**
 * What the slip shows before the server prices it: the total odds of a combination and the
 * potential payout, in whole kuruş and thousandths of odds like the engine (packages/game-math
 * bet-math: floored to the kuruş, capped at SPORTS_LIMITS.payoutMax). The server's answer is the
 * ticket's truth; this is the preview.
 */

const milli = (odds: number) => BigInt(Math.round(odds * 1000))

/** The product of the legs' odds, as a number for display (two decimals shown). */
export function totalOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 0
  const { num, den } = product(odds)
  return Number((num * 10_000n) / den) / 10_000
}

function product(odds: readonly number[]) {
  let num = 1n
  let den = 1n
  for (const o of odds) {
    num *= milli(o)
    den *= 1000n
  }
  return { num, den }
}

/** Lira of one combination (or single) if every leg wins: floored to the kuruş. */
export function rawPayout(stake: number, odds: readonly number[]): number {
  if (!(stake > 0) || odds.length === 0) return 0
  const { num, den } = product(odds)
  const kurus = BigInt(Math.round(stake * 100))
  return Number((kurus * num) / den) / 100
}

export interface PayoutPreview {
  payout: number
  /** The uncapped payout passed the slip's maximum: the figure shown is the cap. */
  capped: boolean
}

/** The potential payout of one ticket, capped at the maximum payout of a slip. */
export function potentialPayout(stake: number, odds: readonly number[]): PayoutPreview {
  const raw = rawPayout(stake, odds)
  return raw > SPORTS_LIMITS.payoutMax
    ? { payout: SPORTS_LIMITS.payoutMax, capped: true }
    : { payout: raw, capped: false }
}

/** Every way to choose k of n items, as index lists (a system's combinations). */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = []
  const pick: number[] = []
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push([...pick])
      return
    }
    for (let i = from; i <= n - (k - pick.length); i++) {
      pick.push(i)
      walk(i + 1)
      pick.pop()
    }
  }
  if (k >= 1 && k <= n) walk(0)
  return out
}

export interface SystemLeg {
  odds: number
  banker: boolean
}

export interface SystemPreview {
  /** How many combinations (bets) the system makes. */
  bets: number
  /** Lira each combination carries: what the player typed (docs/sportsbook.md "System stake"). */
  unitStake: number
  /** The ticket's whole stake, unit × bets: what the API's `stake` carries and the wallet takes. */
  totalStake: number
  /** If every leg wins, floored to the kuruş and capped. */
  payout: PayoutPreview
}

/**
 * A system ("3/4 sistem"): every combination of the chosen sizes over the non-banker legs, each with
 * every banker. The player stakes per combination, as Turkish books take it (docs/sportsbook.md
 * "System stake"); the ticket's stake is that times the number of combinations, so it always splits
 * into whole kuruş. The payout sums the combinations' exact products and floors once, as the engine
 * does.
 */
export function systemPreview(
  legs: readonly SystemLeg[],
  sizes: readonly number[],
  unitStake: number,
): SystemPreview {
  const bankers = legs.filter((l) => l.banker).map((l) => milli(l.odds))
  const others = legs.filter((l) => !l.banker).map((l) => milli(l.odds))
  const n = legs.length
  let bets = 0
  let num = 0n
  for (const k of [...new Set(sizes)]) {
    for (const combo of combinations(others.length, k)) {
      bets++
      // Every term over the same denominator 1000^n.
      let term = 1000n ** BigInt(n - bankers.length - k)
      for (const b of bankers) term *= b
      for (const j of combo) term *= others[j]!
      num += term
    }
  }
  const unit = BigInt(Math.round((unitStake > 0 ? unitStake : 0) * 100))
  if (bets === 0) return { bets, unitStake: 0, totalStake: 0, payout: { payout: 0, capped: false } }
  const raw = Number((unit * num) / 1000n ** BigInt(n)) / 100
  return {
    bets,
    unitStake: Number(unit) / 100,
    totalStake: Number(unit * BigInt(bets)) / 100,
    payout:
      raw > SPORTS_LIMITS.payoutMax
        ? { payout: SPORTS_LIMITS.payoutMax, capped: true }
        : { payout: raw, capped: false },
  }
}

/**
 * The stake per combination that a whole-ticket stake from the server means (a refusal's
 * `maxStake`, a minimum): floored to the kuruş for a ceiling, raised to it for a floor.
 */
export function perBet(total: number, bets: number, round: 'down' | 'up'): number {
  const kurus = Math.round(total * 100)
  const unit = round === 'down' ? Math.floor(kurus / bets) : Math.ceil(kurus / bets)
  return unit / 100
}

/** The smallest and largest stake per combination the slip's stake limits allow for `bets` bets. */
export function systemStakeBounds(bets: number): { min: number; max: number } {
  return {
    min: Math.max(0.01, perBet(SPORTS_LIMITS.stakeMin, bets, 'up')),
    max: perBet(SPORTS_LIMITS.stakeMax, bets, 'down'),
  }
}

/** Named full-cover systems by legs and sizes (research §3.1), as Turkish and English books name them. */
const NAMED_SYSTEMS: Record<string, string> = {
  '3:2,3': 'Trixie',
  '3:1,2,3': 'Patent',
  '4:2,3,4': 'Yankee',
  '4:1,2,3,4': 'Lucky 15',
  '5:2,3,4,5': 'Canadian',
  '5:1,2,3,4,5': 'Lucky 31',
  '6:2,3,4,5,6': 'Heinz',
  '6:1,2,3,4,5,6': 'Lucky 63',
  '7:2,3,4,5,6,7': 'Super Heinz',
  '8:2,3,4,5,6,7,8': 'Goliath',
}

/**
 * What a system ticket is called: its named system when it is one (no bankers, every size from 2 or
 * 1 up to the legs), else its sizes over the non-banker legs ("2/3", "2,3/4"), and its number of
 * combinations.
 */
export function systemType(
  legs: readonly { banker: boolean }[],
  sizes: readonly number[],
): { name: string; bets: number } {
  const free = legs.filter((l) => !l.banker).length
  const sorted = [...new Set(sizes)].sort((a, b) => a - b)
  let bets = 0
  for (const k of sorted) bets += combinations(free, k).length
  const named = free === legs.length ? NAMED_SYSTEMS[`${free}:${sorted.join(',')}`] : undefined
  return { name: named ?? `${sorted.join(',')}/${free}`, bets }
}
