import {
  evaluateLine,
  LINE_COUNT,
  PAYLINES,
  REELS,
  ROWS,
  scatterDistribution,
  type LineWin,
  type SlotSymbol,
  type SlotTheme,
} from './engine.js'

/*
 * Two more 5×3 mechanics on the same strips-and-stops model as engine.ts (stop = floor(f·length),
 * five floats per spin, spin i of a round reads floats 5i … 5i+4):
 *
 * - `ways`: 243 ways to win. A symbol pays when it (or the wild) shows on reels 1, 2, 3 … from the
 *   left; the win is its pay × the number of ways (the product of how many cells of each of those
 *   reels show it). The wild only substitutes. 3+ scatters anywhere award a fixed number of free
 *   spins, every one with the same multiplier.
 * - `lines` with rising free-spin multipliers (the "free spins with multipliers" mechanic): the 20
 *   paylines of engine.ts, and free spins played on their own, richer reels with a multiplier that
 *   rises spin after spin (×1, ×2, ×3 …, the theme's list).
 *
 * Free spins do not retrigger here (scatters in free spins still pay), so the free spins' count and
 * multipliers are fixed once triggered and the exact RTP is short: RTP = base spin + P(trigger) ·
 * E[free spin] · Σ multipliers, E[·] of a spin exact from the strips (reels independent, each row of
 * a reel showing every strip position equally often). Pays are credits: 1/20 of the total bet on
 * lines, as in engine.ts, and 1/100 on ways (a way's pay needs the finer unit: a spin has up to 243).
 */

export interface FeatureTheme {
  code: string
  pay: 'ways' | 'lines'
  volatility: 'low' | 'medium' | 'high'
  /** Regular: credits per way (ways) or per line (lines) for 3, 4, 5; scatter: total bets. */
  symbols: readonly SlotSymbol[]
  strips: readonly (readonly number[])[]
  /** The free spins' reels. */
  freeStrips: readonly (readonly number[])[]
  freeSpins: {
    award: number
    /** Multiplier of free spin i (0-based): multipliers[min(i, length − 1)]. */
    multipliers: readonly number[]
  }
}

/** Credits one total bet is worth: 20 on lines (one per line), 100 on ways. */
export const WAYS_CREDITS = 100
export const creditsPerBet = (theme: Pick<FeatureTheme, 'pay'>) =>
  theme.pay === 'ways' ? WAYS_CREDITS : LINE_COUNT

export interface WayWin {
  symbol: number
  /** Reels from the left that show it. */
  count: number
  ways: number
  credits: number
}

export interface FeatureSpin {
  stops: number[]
  grid: number[][]
  lines: LineWin[]
  ways: WayWin[]
  scatters: number
  credits: number
}

export interface FeatureRound {
  base: FeatureSpin
  free: FeatureSpin[]
  /** The multiplier each free spin's win was multiplied by. */
  multipliers: number[]
  credits: number
}

const asLines = (theme: FeatureTheme, strips: FeatureTheme['strips']): SlotTheme => ({
  code: theme.code,
  volatility: theme.volatility,
  symbols: theme.symbols,
  strips,
  freeSpins: { award: 0, cap: 0, multiplier: 0 },
})

/** 243 ways: every regular symbol that shows on reels 1 … count (≥ 3) from the left, wild included. */
export function evaluateWays(symbols: readonly SlotSymbol[], grid: readonly (readonly number[])[]): WayWin[] {
  const wins: WayWin[] = []
  symbols.forEach((sym, s) => {
    if (sym.kind !== 'regular') return
    let ways = 1
    let count = 0
    for (const column of grid) {
      const c = column.filter((x) => x === s || symbols[x]!.kind === 'wild').length
      if (c === 0) break
      ways *= c
      count++
    }
    const pay = count >= 3 ? sym.pays[count - 3]! : 0
    if (pay > 0) wins.push({ symbol: s, count, ways, credits: pay * ways })
  })
  return wins
}

export const freeMultiplier = (theme: FeatureTheme, i: number) =>
  theme.freeSpins.multipliers[Math.min(i, theme.freeSpins.multipliers.length - 1)]!

function scatterCount(symbols: readonly SlotSymbol[], grid: readonly (readonly number[])[]) {
  return grid.reduce((n, column) => n + column.filter((s) => symbols[s]!.kind === 'scatter').length, 0)
}

export function featureSpin(
  theme: FeatureTheme,
  strips: FeatureTheme['strips'],
  floats: readonly number[],
): FeatureSpin {
  const stops = strips.map((strip, r) => {
    const f = floats[r]
    if (f === undefined) throw new Error('not enough floats for a spin')
    return Math.floor(f * strip.length)
  })
  const grid = strips.map((strip, r) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[r]! + row) % strip.length]!),
  )
  const lines: LineWin[] = []
  let ways: WayWin[] = []
  let credits = 0
  if (theme.pay === 'lines') {
    const lineTheme = asLines(theme, strips)
    PAYLINES.forEach((rows, i) => {
      const win = evaluateLine(
        lineTheme,
        rows.map((row, reel) => grid[reel]![row]!),
      )
      if (win) {
        lines.push({ line: i + 1, ...win })
        credits += win.credits
      }
    })
  } else {
    ways = evaluateWays(theme.symbols, grid)
    for (const w of ways) credits += w.credits
  }
  const scatters = scatterCount(theme.symbols, grid)
  const scatter = theme.symbols.find((s) => s.kind === 'scatter')
  if (scatter && scatters >= 3) credits += scatter.pays[Math.min(scatters, 5) - 3]! * creditsPerBet(theme)
  return { stops, grid, lines, ways, scatters, credits }
}

export const featureMaxFloats = (theme: FeatureTheme) => (1 + theme.freeSpins.award) * REELS

export function playFeatureRound(theme: FeatureTheme, floatAt: (i: number) => number): FeatureRound {
  const spinAt = (i: number, strips: FeatureTheme['strips']) =>
    featureSpin(
      theme,
      strips,
      Array.from({ length: REELS }, (_, r) => floatAt(i * REELS + r)),
    )
  const base = spinAt(0, theme.strips)
  const free: FeatureSpin[] = []
  const multipliers: number[] = []
  let credits = base.credits
  if (base.scatters >= 3) {
    for (let i = 0; i < theme.freeSpins.award; i++) {
      const spin = spinAt(i + 1, theme.freeStrips)
      const m = freeMultiplier(theme, i)
      free.push(spin)
      multipliers.push(m)
      credits += spin.credits * m
    }
  }
  return { base, free, multipliers, credits }
}

// ---------------------------------------------------------------------------------------------
// Exact figures

/** P(a reel's window shows k cells of `match`), k = 0 … 3, and its mean, walking every stop. */
function windowCounts(strip: readonly number[], match: (s: number) => boolean) {
  const d = [0, 0, 0, 0]
  for (let stop = 0; stop < strip.length; stop++) {
    let k = 0
    for (let row = 0; row < ROWS; row++) if (match(strip[(stop + row) % strip.length]!)) k++
    d[k]! += 1 / strip.length
  }
  return { zero: d[0]!, mean: d[1]! + 2 * d[2]! + 3 * d[3]! }
}

/** Expected ways credits of one spin: Σ over symbols and lengths L of pay · Π_{r<L} E[cᵣ] · P(c_L = 0). */
export function waysCredits(symbols: readonly SlotSymbol[], strips: FeatureTheme['strips']): number {
  let total = 0
  symbols.forEach((sym, s) => {
    if (sym.kind !== 'regular') return
    const reels = strips.map((strip) => windowCounts(strip, (x) => x === s || symbols[x]!.kind === 'wild'))
    let product = 1
    for (let length = 1; length <= REELS; length++) {
      product *= reels[length - 1]!.mean
      if (length < 3) continue
      const stopsHere = length < REELS ? reels[length]!.zero : 1
      total += sym.pays[length - 3]! * product * stopsHere
    }
  })
  return total
}

/** Scatter pays (total bets) and the trigger chance of one spin. */
export function scatterFigures(symbols: readonly SlotSymbol[], strips: FeatureTheme['strips']) {
  const scatter = symbols.findIndex((s) => s.kind === 'scatter')
  if (scatter < 0) return { scatter: 0, trigger: 0 }
  let dist = [1]
  for (const strip of strips) {
    const d = scatterDistribution(strip, scatter)
    const next = new Array<number>(dist.length + 3).fill(0)
    dist.forEach((a, i) => d.forEach((b, j) => (next[i + j]! += a * b)))
    dist = next
  }
  let pays = 0
  let trigger = 0
  dist.forEach((p, k) => {
    if (k < 3) return
    trigger += p
    pays += p * symbols[scatter]!.pays[Math.min(k, 5) - 3]!
  })
  return { scatter: pays, trigger }
}

export interface FeatureFigures {
  /** Return of the paid spin alone (ways or lines and scatters), in total bets. */
  base: number
  /** Return of one free spin before its multiplier. */
  freeSpin: number
  trigger: number
  /** Σ of the free spins' multipliers. */
  multiplierSum: number
  rtp: number
}

export function featureFigures(theme: FeatureTheme): FeatureFigures {
  const spinReturn = (strips: FeatureTheme['strips']) => {
    const pays =
      theme.pay === 'ways'
        ? waysCredits(theme.symbols, strips) / WAYS_CREDITS
        : // engine.ts: 20 lines × expected credits per line / 20 credits per total bet.
          linesReturn(asLines(theme, strips))
    const sc = scatterFigures(theme.symbols, strips)
    return { value: pays + sc.scatter, trigger: sc.trigger }
  }
  const base = spinReturn(theme.strips)
  const free = spinReturn(theme.freeStrips)
  let multiplierSum = 0
  for (let i = 0; i < theme.freeSpins.award; i++) multiplierSum += freeMultiplier(theme, i)
  return {
    base: base.value,
    freeSpin: free.value,
    trigger: base.trigger,
    multiplierSum,
    rtp: base.value + base.trigger * free.value * multiplierSum,
  }
}

/** The line part of engine.ts's exact figures (a payline's expectation over symbol frequencies). */
function linesReturn(theme: SlotTheme): number {
  const n = theme.symbols.length
  const probs = theme.strips.map((strip) => {
    const p = new Array<number>(n).fill(0)
    for (const s of strip) p[s]! += 1 / strip.length
    return p
  })
  let credits = 0
  const combo = new Array<number>(REELS).fill(0)
  const walk = (reel: number, p: number) => {
    if (p === 0) return
    if (reel === REELS) {
      credits += p * (evaluateLine(theme, combo)?.credits ?? 0)
      return
    }
    for (let s = 0; s < n; s++) {
      combo[reel] = s
      walk(reel + 1, p * probs[reel]![s]!)
    }
  }
  walk(0, 1)
  return credits
}
