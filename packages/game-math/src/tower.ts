/*
 * Galata Tower. The player climbs up to 9 floors; on each floor they open 1 of k doors, one of which
 * hides a trap. A safe door climbs a floor and raises the multiplier; the trap loses the stake; the
 * player cashes out whenever they like after the first floor (at the top the round cashes out by
 * itself). Fairness: the trap on floor i is ⌊float i · k⌋, one independent float per floor.
 * By construction the multiplier after n floors is RTP / P(survive n) = 0.97 · (k / (k − 1))ⁿ,
 * rounded down to the ten-thousandth, so cashing out after any n floors returns
 * P(survive n) · multiplier_n ∈ [96.99 %, 97 %] (tower.test.ts, exact rationals); any strategy is a
 * mix of those stopping points and returns the same.
 */

export const TOWER_DIFFICULTIES = ['easy', 'medium', 'hard'] as const
export type TowerDifficulty = (typeof TOWER_DIFFICULTIES)[number]
/** Doors per floor (one of them the trap). */
export const TOWER_DOORS: Record<TowerDifficulty, number> = { easy: 4, medium: 3, hard: 2 }
export const TOWER_FLOORS = 9
/** 97 %: the declared RTP (games.rtp_bp 9700). */
export const TOWER_RTP_BP = 9700

export const isTowerDifficulty = (d: string): d is TowerDifficulty =>
  (TOWER_DIFFICULTIES as readonly string[]).includes(d)

/** The trap door of a floor from its float. */
export const towerTrap = (f: number, difficulty: TowerDifficulty) => Math.floor(f * TOWER_DOORS[difficulty])

/** The cash-out multiplier (ten-thousandths) after `floors` safe floors: ⌊9 700 · kⁿ / (k − 1)ⁿ⌋. */
export function towerMultiplierE4(difficulty: TowerDifficulty, floors: number): bigint {
  const k = BigInt(TOWER_DOORS[difficulty])
  const n = BigInt(floors)
  return (BigInt(TOWER_RTP_BP) * k ** n) / (k - 1n) ** n
}

/** The chance of surviving `floors` floors, as a rational [num, den]. */
export function towerSurvival(difficulty: TowerDifficulty, floors: number): [bigint, bigint] {
  const k = BigInt(TOWER_DOORS[difficulty])
  return [(k - 1n) ** BigInt(floors), k ** BigInt(floors)]
}
