import { REELS, ROWS, type SlotSymbol } from './engine.js'
import { WAYS_CREDITS } from './featured.js'
import type { WayWin } from './featured.js'

/*
 * Cascades (tumbles) with a rising multiplier, on 243 ways (featured.ts `evaluateWays`). After a
 * win every winning cell (the symbol and the wilds that completed it) disappears, the cells above
 * fall down and the reel's own strip feeds new symbols from above the window: the symbols that sat
 * just above it on the strip (positions stop − 1, stop − 2, …). The next evaluation is multiplied by
 * the next step's multiplier (×1, ×2, ×3, ×5 … per the theme); the chain ends when nothing wins, or
 * after `maxSteps` winning evaluations, the theme's tumble limit shown in its rules. The limit is a
 * rule, not a safety net: short strips refill from themselves, so an unlimited chain could cycle.
 *
 * A round needs only the five stop floats: the whole chain follows from the stops. That is what
 * makes the RTP exact: `cascadeFigures` plays every stop combination once (Π strip lengths, the
 * strips are short for that) with its probability Π 1/length. Pays are credits of 1/100 of the total
 * bet per way, as on featured.ts's ways.
 */

export interface CascadeTheme {
  code: string
  volatility: 'low' | 'medium' | 'high'
  /** Regular symbols (credits per way for 3, 4, 5 reels) and one wild (substitutes only). */
  symbols: readonly SlotSymbol[]
  strips: readonly (readonly number[])[]
  /** Multiplier of evaluation k (0 = the spin itself): multipliers[min(k, length − 1)]. */
  multipliers: readonly number[]
  maxSteps: number
}

export interface CascadeStep {
  /** The grid evaluated at this step, grid[reel][row]. */
  grid: number[][]
  wins: WayWin[]
  multiplier: number
  /** Credits of this step, multiplied. */
  credits: number
  /** Cells removed after it, [reel, row]. */
  removed: [number, number][]
}

export interface CascadeRound {
  stops: number[]
  steps: CascadeStep[]
  /** The grid the chain ends on (the last refill, which wins nothing). */
  final: number[][]
  credits: number
}

export const cascadeMultiplier = (theme: CascadeTheme, k: number) =>
  theme.multipliers[Math.min(k, theme.multipliers.length - 1)]!

type Scratch = ReturnType<typeof scratchFor>

/** The chain's working arrays, made once per enumeration rather than once per stop combination. */
function scratchFor(theme: CascadeTheme) {
  const n = theme.symbols.length
  const wild = new Uint8Array(n)
  theme.symbols.forEach((s, i) => (wild[i] = s.kind === 'wild' ? 1 : 0))
  return {
    wild,
    grid: new Int32Array(REELS * ROWS),
    next: new Int32Array(REELS),
    counts: new Int32Array(n),
    ways: new Int32Array(n),
    gone: new Uint8Array(REELS * ROWS),
  }
}

/**
 * Plays the chain from the stops. One loop for both uses: the exact calculator passes no `onStep`
 * (typed arrays, nothing allocated per stop combination), a round records every step.
 */
export function cascadeChain(
  theme: CascadeTheme,
  stops: readonly number[],
  onStep?: (step: CascadeStep) => void,
  /** Adds each win's ways × multiplier at [symbol · 3 + reels − 3] (the tuning script's pay weights). */
  tally?: Float64Array,
  scratch?: Scratch,
): { credits: number; steps: number; grid: Int32Array } {
  const { symbols, strips } = theme
  const n = symbols.length
  const { wild, grid, next, counts, ways, gone } = scratch ?? scratchFor(theme)
  for (let r = 0; r < REELS; r++) {
    const strip = strips[r]!
    for (let row = 0; row < ROWS; row++) grid[r * ROWS + row] = strip[(stops[r]! + row) % strip.length]!
    // The strip position of the next symbol to fall into the reel (just above the window).
    next[r] = stops[r]! - 1
  }
  let credits = 0
  let k = 0
  for (; k < theme.maxSteps; k++) {
    let stepCredits = 0
    counts.fill(0)
    ways.fill(0)
    const wildOnFirst = wild[grid[0]!] || wild[grid[1]!] || wild[grid[2]!]
    for (let s = 0; s < n; s++) {
      // Without a wild on reel 1 only the symbols shown there can win (a shortcut, same result).
      if (wild[s] || (!wildOnFirst && grid[0] !== s && grid[1] !== s && grid[2] !== s)) continue
      let w = 1
      let c = 0
      for (let r = 0; r < REELS; r++) {
        let inReel = 0
        for (let row = 0; row < ROWS; row++) {
          const x = grid[r * ROWS + row]!
          if (x === s || wild[x]) inReel++
        }
        if (!inReel) break
        w *= inReel
        c++
      }
      const pay = c >= 3 ? symbols[s]!.pays[c - 3]! : 0
      if (pay > 0) {
        counts[s] = c
        ways[s] = w
        stepCredits += pay * w
      }
    }
    if (stepCredits === 0) break
    const multiplier = cascadeMultiplier(theme, k)
    if (tally)
      for (let s = 0; s < n; s++) if (counts[s]! > 0) tally[s * 3 + counts[s]! - 3]! += ways[s]! * multiplier
    credits += stepCredits * multiplier
    gone.fill(0)
    for (let s = 0; s < n; s++) {
      const c = counts[s]!
      for (let r = 0; r < c; r++)
        for (let row = 0; row < ROWS; row++) {
          const x = grid[r * ROWS + row]!
          if (x === s || wild[x]) gone[r * ROWS + row] = 1
        }
    }
    if (onStep) {
      const wins: WayWin[] = []
      for (let s = 0; s < n; s++)
        if (counts[s]! > 0)
          wins.push({
            symbol: s,
            count: counts[s]!,
            ways: ways[s]!,
            credits: symbols[s]!.pays[counts[s]! - 3]! * ways[s]!,
          })
      const removed: [number, number][] = []
      for (let i = 0; i < REELS * ROWS; i++) if (gone[i]) removed.push([Math.floor(i / ROWS), i % ROWS])
      onStep({
        grid: Array.from({ length: REELS }, (_, r) => Array.from(grid.subarray(r * ROWS, r * ROWS + ROWS))),
        wins,
        multiplier,
        credits: stepCredits * multiplier,
        removed,
      })
    }
    for (let r = 0; r < REELS; r++) {
      // Kept cells fall to the bottom in order; the strip fills the top: strip[next − missing + 1 … next].
      let write = r * ROWS + ROWS - 1
      for (let row = ROWS - 1; row >= 0; row--) {
        const i = r * ROWS + row
        if (!gone[i]) grid[write--] = grid[i]!
      }
      const strip = strips[r]!
      const len = strip.length
      while (write >= r * ROWS) {
        grid[write--] = strip[((next[r]! % len) + len) % len]!
        next[r] = next[r]! - 1
      }
    }
  }
  // The grid the chain ends on (reel · 3 + row); the caller copies it if it keeps it.
  return { credits, steps: k, grid }
}

export function playCascadeStops(theme: CascadeTheme, stops: readonly number[]): CascadeRound {
  const steps: CascadeStep[] = []
  const { credits, grid } = cascadeChain(theme, stops, (step) => steps.push(step))
  const final = Array.from({ length: REELS }, (_, r) => Array.from(grid.subarray(r * ROWS, r * ROWS + ROWS)))
  return { stops: [...stops], steps, final, credits }
}

export function playCascadeRound(theme: CascadeTheme, floatAt: (i: number) => number): CascadeRound {
  const stops = theme.strips.map((strip, r) => Math.floor(floatAt(r) * strip.length))
  return playCascadeStops(theme, stops)
}

export interface CascadeFigures {
  rtp: number
  /** Chance a spin wins at all. */
  hitRate: number
  /** Expected evaluations that win, per spin. */
  cascadesPerSpin: number
  /** The longest chain over every stop combination. */
  longestChain: number
}

/** Exact: every stop combination once. */
export function cascadeFigures(theme: CascadeTheme, tally?: Float64Array): CascadeFigures {
  const { strips, symbols } = theme
  const lens = strips.map((s) => s.length)
  const total = lens.reduce((a, b) => a * b, 1)
  const isWild = symbols.map((s) => s.kind === 'wild')
  const window = (r: number, stop: number) => [0, 1, 2].map((row) => strips[r]![(stop + row) % lens[r]!]!)
  const shows = (column: number[], s: number) => column.some((x) => x === s || isWild[x])
  let credits = 0
  let hits = 0
  let cascades = 0
  let longest = 0
  const stops = [0, 0, 0, 0, 0]
  const scratch = scratchFor(theme)
  for (let a = 0; a < lens[0]!; a++) {
    const first = window(0, a)
    for (let b = 0; b < lens[1]!; b++) {
      const second = window(1, b)
      for (let c = 0; c < lens[2]!; c++) {
        const third = window(2, c)
        // Nothing on reels 1–3 can win: every stop of reels 4 and 5 pays nothing (skipped at once).
        const anyWin = symbols.some(
          (sym, s) => sym.kind !== 'wild' && shows(first, s) && shows(second, s) && shows(third, s),
        )
        if (!anyWin) continue
        stops[0] = a
        stops[1] = b
        stops[2] = c
        for (let d = 0; d < lens[3]!; d++)
          for (let e = 0; e < lens[4]!; e++) {
            stops[3] = d
            stops[4] = e
            const round = cascadeChain(theme, stops, undefined, tally, scratch)
            credits += round.credits
            if (round.steps) hits++
            cascades += round.steps
            if (round.steps > longest) longest = round.steps
          }
      }
    }
  }
  return {
    rtp: credits / total / WAYS_CREDITS,
    hitRate: hits / total,
    cascadesPerSpin: cascades / total,
    longestChain: longest,
  }
}
