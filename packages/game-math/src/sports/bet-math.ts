/*
 * Bet maths and the settlement algebra (research §2.3, §3.1, §3.2). Money is bigint kuruş, odds are
 * integer thousandths (`oddsMilli`, 1.85 → 1850) so nothing here touches a float. Every leg settles
 * to a factor f, an exact fraction:
 *
 *   won       f = D                    lost      f = 0
 *   void      f = 1                    half_won  f = (1 + D) / 2
 *   half_lost f = 1 / 2                dead heat f = D · dhf (dhf = 1/2 for two tied, …)
 *
 * which is UOF's f = vf + (1 − vf)·won·D·dhf. A single pays S·f, a combination S·∏fᵢ, a system
 * u·Σ over its combinations of ∏fᵢ. The rounding rule, written once: the exact product is computed
 * in fractions and floored to the kuruş once, at the end (the fraction stays with the house), then
 * the maximum payout caps it. Potential payouts use the same rule with every leg won.
 */

export type LegResult = 'pending' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost'

export interface LegSettlement {
  result: LegResult
  /** Dead heat: the share of the stake that stands on a won leg (e.g. {num: 1, den: 2} for two tied). */
  deadHeat?: { num: number; den: number }
}

/** An exact non-negative fraction num/den with bigint parts. */
export interface Fraction {
  num: bigint
  den: bigint
}

const ONE: Fraction = { num: 1n, den: 1n }

/** The leg's factor as a fraction (see the table above). Pending has no factor. */
export function legFactor(oddsMilli: number, leg: LegSettlement): Fraction {
  const d = BigInt(oddsMilli)
  switch (leg.result) {
    case 'won': {
      const dh = leg.deadHeat ?? { num: 1, den: 1 }
      return { num: d * BigInt(dh.num), den: 1000n * BigInt(dh.den) }
    }
    case 'lost':
      return { num: 0n, den: 1n }
    case 'void':
      return ONE
    case 'half_won':
      return { num: 1000n + d, den: 2000n }
    case 'half_lost':
      return { num: 1n, den: 2n }
    case 'pending':
      throw new Error('a pending leg has no factor yet')
  }
}

function times(a: Fraction, b: Fraction): Fraction {
  return { num: a.num * b.num, den: a.den * b.den }
}

function plus(a: Fraction, b: Fraction): Fraction {
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den }
}

/** stake × fraction, floored to the kuruş. */
export function applyFraction(stake: bigint, f: Fraction): bigint {
  return (stake * f.num) / f.den
}

// ---------------------------------------------------------------------------------------------
// Slips: kinds, systems, limits.

export const MAX_COMBO_LEGS = 30
/** A system over more selections than this has too many bets to show or settle sensibly. */
export const MAX_SYSTEM_LEGS = 16
export const MAX_SYSTEM_BETS = 2_000

export interface SlipLeg {
  eventId: string
  oddsMilli: number
  /** İddaa's minimum number of events for this selection (1 = "tek maç"). */
  mbs: number
  /** A banker (banko) goes into every combination of a system. */
  isBanker?: boolean
}

export type Slip =
  | { kind: 'single'; legs: [SlipLeg] }
  | { kind: 'combo'; legs: SlipLeg[] }
  /** `sizes`: combination sizes over the non-banker legs; bankers join every combination. */
  | { kind: 'system'; legs: SlipLeg[]; sizes: number[] }

/** The named full-cover systems: how many selections and which sizes (research §3.1). */
export const NAMED_SYSTEMS = {
  trixie: { legs: 3, sizes: [2, 3] },
  patent: { legs: 3, sizes: [1, 2, 3] },
  yankee: { legs: 4, sizes: [2, 3, 4] },
  lucky15: { legs: 4, sizes: [1, 2, 3, 4] },
  canadian: { legs: 5, sizes: [2, 3, 4, 5] },
  lucky31: { legs: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { legs: 6, sizes: [2, 3, 4, 5, 6] },
  lucky63: { legs: 6, sizes: [1, 2, 3, 4, 5, 6] },
  superHeinz: { legs: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { legs: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
} as const satisfies Record<string, { legs: number; sizes: readonly number[] }>

export type NamedSystem = keyof typeof NAMED_SYSTEMS

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let r = 1
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i
  return Math.round(r)
}

/** Every size-k subset of [0, n) in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = []
  const cur: number[] = []
  const walk = (start: number) => {
    if (cur.length === k) {
      out.push([...cur])
      return
    }
    for (let i = start; i <= n - (k - cur.length); i++) {
      cur.push(i)
      walk(i + 1)
      cur.pop()
    }
  }
  walk(0)
  return out
}

/** The bets a slip makes, each a list of leg indices (a single or a combination is one bet). */
export function betsOf(slip: Slip): number[][] {
  if (slip.kind !== 'system') return [slip.legs.map((_, i) => i)]
  const bankers = slip.legs.flatMap((l, i) => (l.isBanker ? [i] : []))
  const others = slip.legs.flatMap((l, i) => (l.isBanker ? [] : [i]))
  return [...new Set(slip.sizes)]
    .sort((a, b) => a - b)
    .flatMap((k) => combinations(others.length, k).map((c) => [...bankers, ...c.map((j) => others[j]!)]))
}

export function betCount(slip: Slip): number {
  if (slip.kind !== 'system') return 1
  const n = slip.legs.filter((l) => !l.isBanker).length
  return [...new Set(slip.sizes)].reduce((s, k) => s + binomial(n, k), 0)
}

export type SlipError =
  'NO_LEGS' | 'TOO_MANY_LEGS' | 'COMBO_SAME_EVENT' | 'MBS_NOT_MET' | 'SYSTEM_INVALID' | 'ODDS_INVALID'

/**
 * Checks a slip's shape before any money is involved: leg count, one leg per event, the MBS rule
 * (a slip's every bet must hold at least max(MBS) events, so a system's smallest combination
 * counts), and sensible system sizes.
 */
export function checkSlip(slip: Slip): SlipError | null {
  const legs = slip.legs
  if (legs.length === 0) return 'NO_LEGS'
  if (legs.some((l) => !Number.isSafeInteger(l.oddsMilli) || l.oddsMilli <= 1000)) return 'ODDS_INVALID'
  if (slip.kind === 'single' && legs.length !== 1) return 'TOO_MANY_LEGS'
  if (legs.length > (slip.kind === 'system' ? MAX_SYSTEM_LEGS : MAX_COMBO_LEGS)) return 'TOO_MANY_LEGS'
  if (new Set(legs.map((l) => l.eventId)).size !== legs.length) return 'COMBO_SAME_EVENT'
  let smallestBet = legs.length
  if (slip.kind === 'system') {
    const bankers = legs.filter((l) => l.isBanker).length
    const free = legs.length - bankers
    const sizes = [...new Set(slip.sizes)]
    if (sizes.length === 0 || sizes.some((k) => !Number.isInteger(k) || k < 1 || k > free))
      return 'SYSTEM_INVALID'
    // A system whose only bet is the whole slip is a combination; say so rather than accept it.
    if (betCount(slip) < 2 || betCount(slip) > MAX_SYSTEM_BETS) return 'SYSTEM_INVALID'
    smallestBet = bankers + Math.min(...sizes)
  }
  const mbs = Math.max(...legs.map((l) => l.mbs))
  if (smallestBet < mbs) return 'MBS_NOT_MET'
  return null
}

/** The sum over a slip's bets of ∏ leg factors, exact. */
export function slipFactor(slip: Slip, results: readonly LegSettlement[]): Fraction {
  const factors = slip.legs.map((l, i) => legFactor(l.oddsMilli, results[i] ?? { result: 'pending' }))
  return betsOf(slip).reduce<Fraction>(
    (sum, bet) =>
      plus(
        sum,
        bet.reduce<Fraction>((p, i) => times(p, factors[i]!), ONE),
      ),
    { num: 0n, den: 1n },
  )
}

/** The stake each bet of the slip carries: the whole stake, or an equal share of a system's. */
export function unitStake(slip: Slip, stake: bigint): bigint {
  return stake / BigInt(betCount(slip))
}

/** A system's stake must split into equal whole-kuruş units. */
export function isStakeDivisible(slip: Slip, stake: bigint): boolean {
  return stake % BigInt(betCount(slip)) === 0n
}

/** The payout if every leg wins, floored to the kuruş and capped. */
export function potentialPayout(slip: Slip, stake: bigint, maxPayout?: bigint): bigint {
  const raw = applyFraction(
    unitStake(slip, stake),
    slipFactor(
      slip,
      slip.legs.map(() => ({ result: 'won' as const })),
    ),
  )
  return maxPayout !== undefined && raw > maxPayout ? maxPayout : raw
}

/**
 * The largest stake whose uncapped potential payout stays within `maxPayout` (for a system, a whole
 * number of units). Placement refuses a bigger stake with this figure (STAKE_TOO_HIGH / MAX_PAYOUT).
 */
export function maxStakeForPayout(slip: Slip, maxPayout: bigint): bigint {
  const all = slipFactor(
    slip,
    slip.legs.map(() => ({ result: 'won' as const })),
  )
  // floor(u·r) ≤ cap ⟺ u·r < cap + 1 ⟺ u < (cap + 1)·den/num.
  const limit = (maxPayout + 1n) * all.den
  const unit = limit % all.num === 0n ? limit / all.num - 1n : limit / all.num
  return unit * BigInt(betCount(slip))
}

export type TicketStatus = 'open' | 'won' | 'lost' | 'void'

export interface TicketSettlement {
  status: TicketStatus
  /** Kuruş the ticket pays in total (the amount the wallet's settleBet takes), 0 while open. */
  payout: bigint
}

/**
 * Settles a ticket from its legs' results. A combination is lost as soon as one leg loses (no need
 * to wait for the rest); otherwise a ticket waits for every leg. An all-void ticket returns its
 * stake (status void); any other paying ticket is won, even when a half-lost leg pays back less
 * than the stake.
 */
export function settleTicket(
  slip: Slip,
  stake: bigint,
  results: readonly LegSettlement[],
  maxPayout?: bigint,
): TicketSettlement {
  const rs = slip.legs.map((_, i) => results[i] ?? { result: 'pending' as const })
  if (slip.kind !== 'system' && rs.some((r) => r.result === 'lost')) return { status: 'lost', payout: 0n }
  if (rs.some((r) => r.result === 'pending')) return { status: 'open', payout: 0n }
  if (rs.every((r) => r.result === 'void')) return { status: 'void', payout: stake }
  const raw = applyFraction(unitStake(slip, stake), slipFactor(slip, rs))
  const payout = maxPayout !== undefined && raw > maxPayout ? maxPayout : raw
  return { status: payout > 0n ? 'won' : 'lost', payout }
}

/** Odds in thousandths from a decimal price (prices carry two decimals). */
export function oddsToMilli(odds: number): number {
  return Math.round(odds * 1000)
}
