import type { DecisionBet, DecisionPhase, Outcome } from './table-def.js'

/*
 * The decision phase's rules, pure (docs/shared-rounds.md "Decisions"). The phase starts at the close
 * and runs `steps` windows of `window` ms; a bet's actions are replayed step by step from the stored
 * rows, a step it had a choice in and no row taking the table's timeout action. So the same stored
 * rows give the same actions, the same return and the same view on any instance, at any time.
 */

export interface DecisionStep {
  /** 1-based. */
  step: number
  startsAt: number
  endsAt: number
}

/** The step whose window holds `now`, or null before the close or after the phase. */
export function decisionStepAt(
  closesAt: number,
  window: number,
  steps: number,
  now: number,
): DecisionStep | null {
  if (now < closesAt) return null
  const index = Math.floor((now - closesAt) / window)
  if (index >= steps) return null
  return { step: index + 1, startsAt: closesAt + index * window, endsAt: closesAt + (index + 1) * window }
}

/** The stored actions of one bet by step. */
export function byStep(rows: readonly { step: number; action: string }[]): Map<number, string> {
  return new Map(rows.map((r) => [r.step, r.action]))
}

/**
 * The bet's actions in steps 1…`through`: the stored one where the bet acted, the timeout action
 * where it had a choice and did not, nothing where it had no choice (it stood, busted, folded).
 */
export function actionsThrough(
  phase: DecisionPhase,
  bet: DecisionBet,
  outcome: Outcome,
  stored: ReadonlyMap<number, string>,
  through: number,
): string[] {
  const actions: string[] = []
  for (let step = 1; step <= Math.min(through, phase.steps); step++) {
    const allowed = phase.allowed(bet, outcome, actions, step)
    if (allowed.length === 0) continue
    const taken = stored.get(step)
    actions.push(taken !== undefined && allowed.includes(taken) ? taken : phase.timeoutAction)
  }
  return actions
}

/** The bet's return with every step played (the phase is over). */
export function decisionReturn(
  phase: DecisionPhase,
  bet: DecisionBet,
  outcome: Outcome,
  stored: ReadonlyMap<number, string>,
): bigint {
  return phase.betReturn(bet, outcome, actionsThrough(phase, bet, outcome, stored, phase.steps))
}

/** Kuruş the bet's stored actions added to its stake. */
export function addedStakeOf(rows: readonly { addedStake: bigint }[]): bigint {
  return rows.reduce((sum, r) => sum + r.addedStake, 0n)
}

/** One action as the verify answer lists it: `betId:step:action`. */
export const actionLine = (a: { betId: number; step: number; action: string }) =>
  `${a.betId}:${a.step}:${a.action}`
