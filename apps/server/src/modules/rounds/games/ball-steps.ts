import type { RevealStep } from '../table-def.js'

/** Steps pushing one ball each, the first at `first` and then every `every` of the reveal. */
export function ballSteps(
  balls: readonly number[],
  reveal: number,
  first: number,
  every: number,
): RevealStep[] {
  return balls.map((ball, index) => ({
    atMs: Math.floor(reveal * (first + every * index)),
    step: { step: 'ball', index, ball },
  }))
}
