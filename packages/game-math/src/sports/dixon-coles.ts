/*
 * The Dixon–Coles score grid (research §6.2): P(x, y) = τ(x, y)·Pois(x; λ)·Pois(y; μ), with τ
 * correcting the four low scores by ρ, truncated at MAX_GOALS and renormalised. Every football
 * market is read off grids built here, so the prices agree with each other.
 */

export const MAX_GOALS = 10
/** The low-score correction; negative raises 0–0 and 1–1 (a parameter, not a fitted fact). */
export const DEFAULT_RHO = -0.08

/** grid[x][y] = P(home scores x, away scores y). */
export type Grid = number[][]

function poisson(mean: number, max: number): number[] {
  const out: number[] = [Math.exp(-mean)]
  for (let k = 1; k <= max; k++) out.push((out[k - 1]! * mean) / k)
  return out
}

function tau(x: number, y: number, lambda: number, mu: number, rho: number): number {
  if (x === 0 && y === 0) return 1 - lambda * mu * rho
  if (x === 0 && y === 1) return 1 + lambda * rho
  if (x === 1 && y === 0) return 1 + mu * rho
  if (x === 1 && y === 1) return 1 - rho
  return 1
}

export function dixonColesGrid(lambda: number, mu: number, rho = DEFAULT_RHO, max = MAX_GOALS): Grid {
  const px = poisson(lambda, max)
  const py = poisson(mu, max)
  const grid: Grid = px.map((a, x) => py.map((b, y) => Math.max(0, tau(x, y, lambda, mu, rho)) * a * b))
  const total = grid.flat().reduce((s, v) => s + v, 0)
  return grid.map((row) => row.map((v) => v / total))
}

/** Σ grid over the cells where `pred(x, y)` holds. */
export function sumWhere(grid: Grid, pred: (x: number, y: number) => boolean): number {
  let s = 0
  for (let x = 0; x < grid.length; x++)
    for (let y = 0; y < grid[x]!.length; y++) if (pred(x, y)) s += grid[x]![y]!
  return s
}

/** The grid of final scores given the current score and the grid of goals still to come. */
export function shiftGrid(rest: Grid, home: number, away: number): Grid {
  const size = rest.length + Math.max(home, away)
  const out: Grid = Array.from({ length: size }, () => Array<number>(size).fill(0))
  for (let x = 0; x < rest.length; x++)
    for (let y = 0; y < rest[x]!.length; y++) out[x + home]![y + away]! += rest[x]![y]!
  return out
}

export type ResultKey = '1' | 'X' | '2'
export const RESULTS: readonly ResultKey[] = ['1', 'X', '2']

export function resultOf(x: number, y: number): ResultKey {
  return x > y ? '1' : x === y ? 'X' : '2'
}

export function threeWay(grid: Grid): Record<ResultKey, number> {
  return {
    '1': sumWhere(grid, (x, y) => x > y),
    X: sumWhere(grid, (x, y) => x === y),
    '2': sumWhere(grid, (x, y) => x < y),
  }
}
