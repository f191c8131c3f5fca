/*
 * Galata video-slot engine: 5 reels × 3 rows, 20 fixed paylines paying left to right, a wild that
 * stands in for every symbol but the scatter (and pays on its own), scatters paying anywhere on the
 * total bet and triggering free spins (retriggers add more, capped per feature). Pure: a spin is a
 * function of the theme and the fair floats (five per spin, one per reel: stop = floor(f·length)).
 *
 * Pays are in credits of one line bet (total bet = 20 credits); a round's payout is
 * floor(stake · credits · multiplier / 20) in kuruş. The exact RTP (`exactRtp`) follows from the
 * reel strips: every row of a reel shows each strip symbol equally often, reels are independent, so
 * one payline's expectation is a sum over symbol types (no 40⁵ enumeration); the feature adds the
 * expected number of free spins (a small Markov chain for the capped retriggers, Wald's identity).
 */

export const REELS = 5
export const ROWS = 3
export const LINE_COUNT = 20

/** Row (0 top … 2 bottom) of each reel, per payline. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
]

export interface SlotSymbol {
  /** Stable key (the page draws it; the verify answer names it). */
  key: string
  kind: 'regular' | 'wild' | 'scatter'
  /**
   * Regular and wild: credits per line bet for 3, 4, 5 in a row from the left.
   * Scatter: multiples of the TOTAL bet for 3, 4, 5 anywhere.
   */
  pays: readonly [number, number, number]
}

export interface SlotTheme {
  code: string
  volatility: 'low' | 'medium' | 'high'
  symbols: readonly SlotSymbol[]
  /** Symbol indexes of each reel's strip (wrapping). */
  strips: readonly (readonly number[])[]
  freeSpins: {
    /** Free spins awarded by 3+ scatters (and again by a retrigger). */
    award: number
    /** Most free spins one feature can award in all (the trigger included). */
    cap: number
    /** Every free-spin win is multiplied by this. */
    multiplier: number
  }
}

/** Builds a strip from symbol counts, spreading each symbol evenly (scatters never bunch up). */
export function buildStrip(counts: Readonly<Record<number, number>>): number[] {
  const length = Object.values(counts).reduce((a, b) => a + b, 0)
  const slots: { at: number; symbol: number }[] = []
  for (const [symbol, count] of Object.entries(counts)) {
    for (let k = 0; k < count; k++)
      slots.push({ at: ((k + 0.5) * length) / count + Number(symbol) * 1e-3, symbol: Number(symbol) })
  }
  return slots.sort((a, b) => a.at - b.at).map((s) => s.symbol)
}

// ---------------------------------------------------------------------------------------------
// One spin

export interface LineWin {
  /** Payline number, 1-based. */
  line: number
  symbol: number
  count: number
  credits: number
}

export interface SpinResult {
  stops: number[]
  /** grid[reel][row]: symbol indexes as shown. */
  grid: number[][]
  lines: LineWin[]
  scatters: number
  /** Credits of line wins plus scatter pays (20 credits per total-bet multiple), before any multiplier. */
  credits: number
  /** Free spins this spin awards (before the cap). */
  awards: number
}

export function stopsOf(theme: SlotTheme, floats: readonly number[]): number[] {
  return theme.strips.map((strip, r) => {
    const f = floats[r]
    if (f === undefined) throw new Error('not enough floats for a spin')
    return Math.floor(f * strip.length)
  })
}

export function gridOf(theme: SlotTheme, stops: readonly number[]): number[][] {
  return theme.strips.map((strip, r) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[r]! + row) % strip.length]!),
  )
}

/** What one payline pays: the better of the leading wilds' own pay and the symbol they complete. */
export function evaluateLine(
  theme: SlotTheme,
  symbols: readonly number[],
): { symbol: number; count: number; credits: number } | null {
  const kind = (s: number) => theme.symbols[s]!.kind
  let wilds = 0
  while (wilds < symbols.length && kind(symbols[wilds]!) === 'wild') wilds++
  const wild = wilds > 0 ? symbols[0]! : -1
  const wildPay = wilds >= 3 ? theme.symbols[wild]!.pays[wilds - 3]! : 0
  let best = wildPay > 0 ? { symbol: wild, count: wilds, credits: wildPay } : null
  const target = symbols[wilds]
  if (target !== undefined && kind(target) === 'regular') {
    let count = wilds
    while (count < symbols.length && (symbols[count] === target || kind(symbols[count]!) === 'wild')) count++
    const pay = count >= 3 ? theme.symbols[target]!.pays[count - 3]! : 0
    if (pay > (best?.credits ?? 0)) best = { symbol: target, count, credits: pay }
  }
  return best
}

export function scatterIndex(theme: SlotTheme): number {
  return theme.symbols.findIndex((s) => s.kind === 'scatter')
}

export function spinOnce(theme: SlotTheme, floats: readonly number[]): SpinResult {
  const stops = stopsOf(theme, floats)
  const grid = gridOf(theme, stops)
  const lines: LineWin[] = []
  let credits = 0
  PAYLINES.forEach((rows, i) => {
    const win = evaluateLine(
      theme,
      rows.map((row, reel) => grid[reel]![row]!),
    )
    if (win) {
      lines.push({ line: i + 1, ...win })
      credits += win.credits
    }
  })
  const scatter = scatterIndex(theme)
  const scatters = grid.reduce((n, column) => n + column.filter((s) => s === scatter).length, 0)
  if (scatters >= 3) credits += theme.symbols[scatter]!.pays[Math.min(scatters, 5) - 3]! * LINE_COUNT
  return { stops, grid, lines, scatters, credits, awards: scatters >= 3 ? theme.freeSpins.award : 0 }
}

// ---------------------------------------------------------------------------------------------
// A round: the paid spin and the free spins it leads to

export const FLOATS_PER_SPIN = REELS

export interface SlotRound {
  base: SpinResult
  free: SpinResult[]
  /** Total credits of the round, free-spin wins multiplied. */
  credits: number
}

/** Floats needed for the longest possible round (the paid spin and every capped free spin). */
export function maxFloats(theme: SlotTheme): number {
  return (1 + theme.freeSpins.cap) * FLOATS_PER_SPIN
}

/** Spin i of the round reads floats 5i … 5i+4; free spins are played out in order. */
export function playRound(theme: SlotTheme, floatAt: (i: number) => number): SlotRound {
  const spinAt = (i: number) =>
    spinOnce(
      theme,
      Array.from({ length: FLOATS_PER_SPIN }, (_, r) => floatAt(i * FLOATS_PER_SPIN + r)),
    )
  const base = spinAt(0)
  const free: SpinResult[] = []
  let credits = base.credits
  let awarded = Math.min(base.awards, theme.freeSpins.cap)
  let left = awarded
  while (left > 0) {
    const spin = spinAt(free.length + 1)
    free.push(spin)
    credits += spin.credits * theme.freeSpins.multiplier
    left--
    if (spin.awards > 0) {
      const more = Math.min(spin.awards, theme.freeSpins.cap - awarded)
      awarded += more
      left += more
    }
  }
  return { base, free, credits }
}

/** Kuruş paid for a round staked `stake` kuruş (rounded down). */
export function slotPayout(stake: bigint, credits: number): bigint {
  return (stake * BigInt(credits)) / BigInt(LINE_COUNT)
}

// ---------------------------------------------------------------------------------------------
// Exact figures

export interface SlotFigures {
  /** Expected line credits per spin ÷ 20: the line part of the RTP of one spin. */
  lines: number
  /** Scatter pays per spin, in total bets. */
  scatter: number
  /** Chance a spin triggers the feature. */
  trigger: number
  /** Expected free spins per feature. */
  freeSpinsPerFeature: number
  /** Return to player of a paid spin including its feature. */
  rtp: number
  /** Chance a paid spin (without its feature) wins something. */
  hitRate?: number
}

/** P(a reel's window shows k scatters), k = 0 … 3, by walking every stop. */
export function scatterDistribution(strip: readonly number[], scatter: number): number[] {
  const d = [0, 0, 0, 0]
  for (let stop = 0; stop < strip.length; stop++) {
    let k = 0
    for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === scatter) k++
    d[k]! += 1 / strip.length
  }
  return d
}

export function exactFigures(theme: SlotTheme): SlotFigures {
  const n = theme.symbols.length
  const probs = theme.strips.map((strip) => {
    const p = new Array<number>(n).fill(0)
    for (const s of strip) p[s]! += 1 / strip.length
    return p
  })
  // One payline: every reel's row is an independent draw from its strip's symbol frequencies.
  let lineCredits = 0
  const combo = new Array<number>(REELS).fill(0)
  const walk = (reel: number, p: number) => {
    if (p === 0) return
    if (reel === REELS) {
      lineCredits += p * (evaluateLine(theme, combo)?.credits ?? 0)
      return
    }
    for (let s = 0; s < n; s++) {
      combo[reel] = s
      walk(reel + 1, p * probs[reel]![s]!)
    }
  }
  walk(0, 1)
  const lines = lineCredits // 20 lines × credits / 20 credits per total bet

  const scatter = scatterIndex(theme)
  let dist = [1]
  for (const strip of theme.strips) {
    const d = scatterDistribution(strip, scatter)
    const next = new Array<number>(dist.length + 3).fill(0)
    dist.forEach((a, i) => d.forEach((b, j) => (next[i + j]! += a * b)))
    dist = next
  }
  let scatterPays = 0
  let trigger = 0
  dist.forEach((p, k) => {
    if (k < 3) return
    trigger += p
    scatterPays += p * theme.symbols[scatter]!.pays[Math.min(k, 5) - 3]!
  })

  // Expected free spins of a feature: state (spins left, spins awarded so far) with the cap.
  const { award, cap, multiplier } = theme.freeSpins
  const memo = new Map<string, number>()
  const expected = (left: number, awarded: number): number => {
    if (left === 0) return 0
    const key = `${left}:${awarded}`
    const hit = memo.get(key)
    if (hit !== undefined) return hit
    const more = Math.min(award, cap - awarded)
    const e =
      1 + trigger * expected(left - 1 + more, awarded + more) + (1 - trigger) * expected(left - 1, awarded)
    memo.set(key, e)
    return e
  }
  const first = Math.min(award, cap)
  const freeSpinsPerFeature = expected(first, first)
  const perSpin = lines + scatterPays
  return {
    lines,
    scatter: scatterPays,
    trigger,
    freeSpinsPerFeature,
    rtp: perSpin * (1 + trigger * freeSpinsPerFeature * multiplier),
  }
}
