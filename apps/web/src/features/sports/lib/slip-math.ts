import { SPORTS_LIMITS } from '@galata/contract'
import {
  betCount,
  combinations as engineCombinations,
  NAMED_SYSTEMS as ENGINE_SYSTEMS,
  potentialPayout as enginePayout,
  slipFactor,
  type NamedSystem,
  type Slip,
  type SlipLeg,
} from '@galata/game-math/sports/bet-math'

/**
 * What the slip shows before the server prices it: the total odds of a combination and the
 * potential payout, computed by the engine's own bet maths (packages/game-math bet-math: whole
 * kuruş and thousandths of odds, floored to the kuruş, capped at SPORTS_LIMITS.payoutMax). This
 * file only turns lira into kuruş and back and shapes the preview; the server's answer is the
 * ticket's truth.
 */

const milli = (odds: number) => Math.round(odds * 1000)
const kurus = (lira: number) => BigInt(Math.round(lira * 100))
const lira = (k: bigint) => Number(k) / 100
const MAX_PAYOUT = kurus(SPORTS_LIMITS.payoutMax)

/** The engine's legs of a preview: one event each (the slip's rules are the server's to check). */
const legsOf = (legs: readonly { odds: number; banker?: boolean }[]): SlipLeg[] =>
  legs.map((l, i) => ({ eventId: String(i), oddsMilli: milli(l.odds), mbs: 1, isBanker: l.banker ?? false }))

const combo = (odds: readonly number[]): Slip => ({
  kind: 'combo',
  legs: legsOf(odds.map((o) => ({ odds: o }))),
})
const allWon = (slip: Slip) =>
  slipFactor(
    slip,
    slip.legs.map(() => ({ result: 'won' as const })),
  )

/** The product of the legs' odds, as a number for display (two decimals shown). */
export function totalOdds(odds: readonly number[]): number {
  if (odds.length === 0) return 0
  const { num, den } = allWon(combo(odds))
  return Number((num * 10_000n) / den) / 10_000
}

/** Lira of one combination (or single) if every leg wins: floored to the kuruş. */
export function rawPayout(stake: number, odds: readonly number[]): number {
  if (!(stake > 0) || odds.length === 0) return 0
  return lira(enginePayout(combo(odds), kurus(stake)))
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

/** Every way to choose k of n items, as index lists (a system's combinations): the engine's. */
export function combinations(n: number, k: number): number[][] {
  return k >= 1 && k <= n ? engineCombinations(n, k) : []
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
  const free = legs.filter((l) => !l.banker).length
  const valid = [...new Set(sizes)].filter((k) => Number.isInteger(k) && k >= 1 && k <= free)
  if (valid.length === 0)
    return { bets: 0, unitStake: 0, totalStake: 0, payout: { payout: 0, capped: false } }
  const slip: Slip = { kind: 'system', legs: legsOf(legs), sizes: valid }
  const bets = betCount(slip)
  const unit = kurus(unitStake > 0 ? unitStake : 0)
  // The engine's potential payout of the whole ticket (unit × bets), uncapped, then the cap.
  const raw = enginePayout(slip, unit * BigInt(bets))
  return {
    bets,
    unitStake: lira(unit),
    totalStake: lira(unit * BigInt(bets)),
    payout:
      raw > MAX_PAYOUT
        ? { payout: SPORTS_LIMITS.payoutMax, capped: true }
        : { payout: lira(raw), capped: false },
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

/** The engine's named full-cover systems (research §3.1), as Turkish and English books name them. */
const SYSTEM_NAMES: Record<NamedSystem, string> = {
  trixie: 'Trixie',
  patent: 'Patent',
  yankee: 'Yankee',
  lucky15: 'Lucky 15',
  canadian: 'Canadian',
  lucky31: 'Lucky 31',
  heinz: 'Heinz',
  lucky63: 'Lucky 63',
  superHeinz: 'Super Heinz',
  goliath: 'Goliath',
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
  const valid = sorted.filter((k) => Number.isInteger(k) && k >= 1 && k <= free)
  const bets = betCount({
    kind: 'system',
    legs: legsOf(legs.map((l) => ({ odds: 2, banker: l.banker }))),
    sizes: valid,
  })
  const key = sorted.join(',')
  const named =
    free === legs.length
      ? (Object.keys(ENGINE_SYSTEMS) as NamedSystem[]).find(
          (n) => ENGINE_SYSTEMS[n].legs === free && ENGINE_SYSTEMS[n].sizes.join(',') === key,
        )
      : undefined
  return { name: named ? SYSTEM_NAMES[named] : `${key}/${free}`, bets }
}

/**
 * What a freebet ticket pays if it wins (docs/sportsbook.md "Sports promotions"): only the winnings
 * beyond its stake, the capped payout less the stake, never below nothing.
 */
export function freebetWinnings(stake: number, odds: readonly number[]): number {
  const { payout } = potentialPayout(stake, odds)
  const beyond = kurus(payout) - kurus(stake)
  return beyond > 0n ? lira(beyond) : 0
}

/** A kombine boost campaign's figures, as `GET bonus/campaigns` answers them. */
export interface BoostTerms {
  /** Percent of the winnings beyond the stake (10 = 10 %). */
  percent: number
  /** The most one ticket earns, lira. */
  maxAmount: number
  minLegs: number
  /** The least price of each leg. */
  minOdds: number
}

export type BoostPreview =
  { qualifies: true; amount: number } | { qualifies: false; legsMissing: number; lowOdds: boolean }

/**
 * The kombine boost a winning kombine would earn (docs/sportsbook.md "Sports promotions", as the
 * server's `boostAmount`): `percent` of the winnings beyond the stake, floored to the kuruş, capped;
 * or what the slip still lacks — more legs, or a leg under the minimum price.
 */
export function boostPreview(stake: number, odds: readonly number[], terms: BoostTerms): BoostPreview {
  const minMilli = milli(terms.minOdds)
  const lowOdds = odds.some((o) => milli(o) < minMilli)
  const legsMissing = Math.max(0, terms.minLegs - odds.length)
  if (lowOdds || legsMissing > 0) return { qualifies: false, legsMissing, lowOdds }
  const { payout } = potentialPayout(stake, odds)
  const winnings = kurus(payout) - kurus(stake)
  if (winnings <= 0n) return { qualifies: true, amount: 0 }
  const boost = (winnings * BigInt(Math.round(terms.percent * 100))) / 10_000n
  const max = kurus(terms.maxAmount)
  return { qualifies: true, amount: lira(boost > max ? max : boost) }
}
