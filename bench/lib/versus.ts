import type { LoadResult } from './load.js'

export interface Versus {
  /** The median of the per-round ratios: the figure the benchmarks report. */
  ratio: number
  ratios: number[]
  routeRps: number
  baselineRps: number
  worstP99: number
  non2xx: number
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

/**
 * Measures a route against its baseline in alternating rounds (so that load from elsewhere on the
 * machine hits both alike) and takes the median of the per-round ratios. `route(i)` may vary the
 * request by round (bench/bootstrap and bench/catalog alternate the locale).
 */
export async function versus(
  rounds: number,
  route: (round: number) => Promise<LoadResult>,
  baseline: () => Promise<LoadResult>,
): Promise<Versus> {
  const ratios: number[] = []
  const routeRps: number[] = []
  const baselineRps: number[] = []
  let worstP99 = 0
  let non2xx = 0
  for (let i = 0; i < rounds; i++) {
    const g = await route(i)
    const h = await baseline()
    routeRps.push(g.rps)
    baselineRps.push(h.rps)
    ratios.push(g.rps / h.rps)
    worstP99 = Math.max(worstP99, g.p99)
    non2xx += g.non2xx
  }
  return {
    ratio: median(ratios),
    ratios,
    routeRps: median(routeRps),
    baselineRps: median(baselineRps),
    worstP99,
    non2xx,
  }
}

/** The lines both HTTP benchmarks print: per-round ratios and the verdict against the target. */
export function printVerdict(name: string, v: Versus, target: number): void {
  console.log(`${name}: per-round ratios ${v.ratios.map((r) => r.toFixed(2)).join(', ')}`)
  console.log(
    `${name}: ratio ${v.ratio.toFixed(2)} (target >= ${target}) ${v.ratio >= target ? 'MET' : 'NOT MET'}`,
  )
}
