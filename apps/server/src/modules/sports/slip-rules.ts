import {
  checkSlip,
  isStakeDivisible,
  maxStakeForPayout,
  oddsToMilli,
  type Slip,
  type SlipLeg,
} from '@galata/game-math/sports/index'
import { isBuilderLeg, SPORTS_LIMITS, type BetPlacement } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { toMajor, toMinor } from '../wallet/index.js'
import { oddsOf } from './views.js'

/*
 * The rules every slip meets, pre-match (placement/ strategies) or in play (placement/live.ts), in the
 * order the API documents its refusals (docs/sportsbook.md "Placement rules"): first what the
 * request alone decides of the slip's shape (`checkSlipShape`, before any market is read), then,
 * once its legs are read, the rest of the shape (the engine's `checkSlip`), the odds-change policy
 * and the stake. Each refusal is a 4xx thrown before anything is written. The legs' own states
 * (kicked off, suspended) are each path's, between the two.
 */

export const MIN_STAKE = toMinor(SPORTS_LIMITS.stakeMin)
export const MAX_STAKE = toMinor(SPORTS_LIMITS.stakeMax)
/**
 * The most a ticket pays (kuruş): placement refuses a slip that could pay more, and settlement,
 * cash-outs and risk cap every payout at it. Here rather than in settlement.ts, so risk.ts (which
 * sports.queries.ts imports) takes it without importing settlement back.
 */
export const MAX_PAYOUT = toMinor(SPORTS_LIMITS.payoutMax)

/**
 * An ordinary leg's outcome. Only the builder strategy takes a slip with a bet builder leg
 * (placement/slip.ts `Attempt.builder`); the others decline it before they read a leg.
 */
export function outcomeOf(l: BetPlacement['legs'][number]): number {
  if (isBuilderLeg(l)) throw new Error('a bet builder leg is placed by the builder strategy')
  return l.outcomeId
}

/** The slip-shape refusals of game-math's checkSlip, as the API's errors. */
export const SLIP_ERRORS = {
  TOO_MANY_LEGS: () => new AppError('TOO_MANY_LEGS'),
  COMBO_SAME_EVENT: () => new AppError('COMBO_SAME_EVENT'),
  NO_LEGS: () => new AppError('VALIDATION_FAILED', { legs: 'required' }),
  SYSTEM_INVALID: () => new AppError('VALIDATION_FAILED', { systemSizes: 'invalid_option' }),
  ODDS_INVALID: () => new AppError('VALIDATION_FAILED', { legs: 'invalid_option' }),
} as const

/** The engine's slip of a ticket's kind over its legs (a system's sizes over its non-banker legs). */
export function slipOf(
  kind: BetPlacement['kind'],
  legs: SlipLeg[],
  sizes: readonly number[] | null | undefined,
): Slip {
  if (kind === 'system') return { kind: 'system', legs, sizes: [...(sizes ?? [])] }
  return kind === 'single' ? { kind: 'single', legs: [legs[0]!] } : { kind: 'combo', legs }
}

/**
 * The slip's shape as the request alone decides it: too many legs (`TOO_MANY_LEGS`), system sizes
 * that do not fit its legs (the contract's schema has already refused no legs, a single of several
 * and an outcome twice). The engine's own `checkSlip` over
 * stand-in legs (each on its own event, at a valid price, without MBS) so the rule stays in one
 * place; what needs the markets (same event, MBS, the prices) waits for the read. No database
 * work: the placement's hot path keeps its round trips.
 */
export function checkSlipShape(b: BetPlacement): void {
  const legs: SlipLeg[] = b.legs.map((leg, i) => ({
    eventId: `leg-${i}`,
    oddsMilli: 2000,
    mbs: 1,
    isBanker: Boolean(leg.banker),
  }))
  const slipError = checkSlip(slipOf(b.kind, legs, b.systemSizes))
  if (slipError && slipError !== 'MBS_NOT_MET') throw SLIP_ERRORS[slipError]()
}

/** A slip's leg as sent, beside what the read found of its outcome. */
export type PickedLeg = {
  leg: BetPlacement['legs'][number]
  row: { outcomeId: number; eventId: number; oddsMilli: number; mbs: number }
}

/**
 * The odds-change policy: "none" refuses any move, "higher" a move down, "any" takes whatever the
 * price is now. `asked` is the price a pending ticket was placed at (its milli-odds).
 */
export function fitsPolicy(
  policy: BetPlacement['oddsChange'],
  legs: Array<{ leg?: { odds: number }; asked?: number; row: { oddsMilli: number } }>,
): boolean {
  return legs.every(({ leg, asked, row }) => {
    const wanted = asked ?? oddsToMilli(leg!.odds)
    return policy === 'any' || (policy === 'higher' ? row.oddsMilli >= wanted : row.oddsMilli === wanted)
  })
}

/**
 * The engine's slip of the legs at their current prices, checked: its shape, the odds-change
 * policy (the ticket always takes the current prices; a refusal carries them in `data.legs`), the
 * stake's bounds and the maximum payout. Answers the slip, its legs and the stake in kuruş.
 */
export function checkSlipRules(b: BetPlacement, picked: PickedLeg[]) {
  const legs: SlipLeg[] = picked.map(({ leg, row }) => ({
    eventId: String(row.eventId),
    oddsMilli: row.oddsMilli,
    mbs: row.mbs,
    isBanker: Boolean(leg.banker),
  }))
  const slip = slipOf(b.kind, legs, b.systemSizes)
  const slipError = checkSlip(slip)
  if (slipError === 'MBS_NOT_MET')
    throw new AppError('MBS_NOT_MET', undefined, { mbs: Math.max(...legs.map((l) => l.mbs)) })
  if (slipError) throw SLIP_ERRORS[slipError]()
  if (!fitsPolicy(b.oddsChange, picked))
    throw new AppError('ODDS_CHANGED', undefined, {
      legs: picked.map(({ row }) => ({ outcomeId: row.outcomeId, odds: oddsOf(row.oddsMilli) })),
    })

  const stake = toMinor(b.stake)
  if (stake < MIN_STAKE) throw new AppError('STAKE_TOO_LOW', undefined, { minStake: SPORTS_LIMITS.stakeMin })
  if (slip.kind === 'system' && !isStakeDivisible(slip, stake))
    throw new AppError('VALIDATION_FAILED', { stake: 'invalid_number' })
  const fitsPayout = maxStakeForPayout(slip, MAX_PAYOUT)
  if (stake > MAX_STAKE)
    throw new AppError('STAKE_TOO_HIGH', undefined, {
      maxStake: toMajor(fitsPayout < MAX_STAKE ? fitsPayout : MAX_STAKE),
    })
  if (stake > fitsPayout)
    throw new AppError('MAX_PAYOUT', undefined, {
      maxStake: toMajor(fitsPayout),
      maxPayout: SPORTS_LIMITS.payoutMax,
    })
  return { legs, slip, stake }
}
