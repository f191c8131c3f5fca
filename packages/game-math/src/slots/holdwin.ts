import {
  evaluateLine,
  exactFigures,
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
 * Hold and win: the 20 paylines of engine.ts plus a coin symbol (never on a line, never
 * substituted). Every coin shown carries a value; `trigger` or more coins on the grid start the
 * feature: the coins lock, the other cells respin alone with 3 respins; each respin, every empty cell
 * lands a coin with chance `coinChance`; any new coin locks and resets the respins to 3. It ends when
 * the respins run out or all 15 cells hold a coin, which also pays the Grand jackpot (a fixed
 * multiple of the bet, not a pooled one). The feature pays the sum of the locked coins' values.
 *
 * Floats of a round, in order: 5 for the stops; one per coin of the paid spin (its value, reel by
 * reel, top to bottom); then per respin, for every empty cell in that order, one float (a coin if it
 * is below `coinChance`) followed, for a coin, by one float for its value.
 *
 * Exact RTP: the lines part as engine.ts; the coin count k of the paid spin by convolving each reel's
 * exact window distribution; the feature from a small chain over (locked coins, respins left) with
 * binomial arrivals (cells are independent): E[prize | k] = E[final coins | k] · E[coin value] +
 * P(full | k) · Grand, coin values being independent of how many land.
 */

export interface CoinValue {
  /** Credits (1/20 of the total bet). */
  credits: number
  weight: number
  /** A named prize shown on the coin instead of its figure. */
  jackpot?: 'mini' | 'minor' | 'major'
}

export interface HoldTheme {
  code: string
  volatility: 'low' | 'medium' | 'high'
  /** Regular symbols and the wild pay on lines (engine.ts); one symbol of kind 'scatter' is the coin. */
  symbols: readonly SlotSymbol[]
  strips: readonly (readonly number[])[]
  trigger: number
  coinChance: number
  coinValues: readonly CoinValue[]
  /** Credits paid on top when all 15 cells hold a coin. */
  grand: number
}

export const CELLS = REELS * ROWS
export const RESPINS = 3

export interface HoldRespin {
  /** Coins landed by this respin: cell index (reel · 3 + row) and credits. */
  landed: { cell: number; credits: number }[]
  /** Respins left after it. */
  left: number
}

export interface HoldRound {
  stops: number[]
  grid: number[][]
  lines: LineWin[]
  /** Credits of the line wins. */
  lineCredits: number
  /** Coin value per cell of the paid spin (0: no coin). */
  coins: number[]
  feature: { respins: HoldRespin[]; coins: number[]; full: boolean; credits: number } | null
  credits: number
}

export const coinIndex = (theme: HoldTheme) => theme.symbols.findIndex((s) => s.kind === 'scatter')

const asLines = (theme: HoldTheme): SlotTheme => ({
  code: theme.code,
  volatility: theme.volatility,
  symbols: theme.symbols,
  strips: theme.strips,
  freeSpins: { award: 0, cap: 0, multiplier: 0 },
})

export function coinValueOf(theme: HoldTheme, f: number): number {
  const total = theme.coinValues.reduce((a, c) => a + c.weight, 0)
  let x = f * total
  for (const c of theme.coinValues) {
    if (x < c.weight) return c.credits
    x -= c.weight
  }
  return theme.coinValues[theme.coinValues.length - 1]!.credits
}

export function playHoldRound(theme: HoldTheme, floatAt: (i: number) => number): HoldRound {
  let at = 0
  const next = () => floatAt(at++)
  const stops = theme.strips.map((strip) => Math.floor(next() * strip.length))
  const grid = theme.strips.map((strip, r) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[r]! + row) % strip.length]!),
  )
  const lineTheme = asLines(theme)
  const lines: LineWin[] = []
  let lineCredits = 0
  PAYLINES.forEach((rows, i) => {
    const win = evaluateLine(
      lineTheme,
      rows.map((row, reel) => grid[reel]![row]!),
    )
    if (win) {
      lines.push({ line: i + 1, ...win })
      lineCredits += win.credits
    }
  })
  const coin = coinIndex(theme)
  const coins = new Array<number>(CELLS).fill(0)
  grid.forEach((column, r) =>
    column.forEach((s, row) => {
      if (s === coin) coins[r * ROWS + row] = coinValueOf(theme, next())
    }),
  )
  const shown = coins.filter((c) => c > 0).length
  let feature: HoldRound['feature'] = null
  if (shown >= theme.trigger) {
    const locked = [...coins]
    const respins: HoldRespin[] = []
    let left = RESPINS
    let count = shown
    while (left > 0 && count < CELLS) {
      const landed: HoldRespin['landed'] = []
      for (let cell = 0; cell < CELLS; cell++) {
        if (locked[cell]! > 0) continue
        if (next() < theme.coinChance) landed.push({ cell, credits: coinValueOf(theme, next()) })
      }
      for (const l of landed) locked[l.cell] = l.credits
      count += landed.length
      left = landed.length ? RESPINS : left - 1
      respins.push({ landed, left })
    }
    const full = count === CELLS
    const credits = locked.reduce((a, b) => a + b, 0) + (full ? theme.grand : 0)
    feature = { respins, coins: locked, full, credits }
  }
  return { stops, grid, lines, lineCredits, coins, feature, credits: lineCredits + (feature?.credits ?? 0) }
}

// ---------------------------------------------------------------------------------------------
// Exact figures

export interface HoldFigures {
  lines: number
  /** Chance a paid spin starts the feature. */
  trigger: number
  /** Expected coins when the feature ends (given it started). */
  coinsPerFeature: number
  /** Chance a feature fills the grid (given it started). */
  grandPerFeature: number
  feature: number
  rtp: number
}

const choose = (n: number, k: number) => {
  let c = 1
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i
  return c
}

/** [E final coins, P full] from k locked coins with r respins left. */
export function featureOutcome(theme: HoldTheme, k: number, r = RESPINS): [number, number] {
  const memo = new Map<number, [number, number]>()
  const p = theme.coinChance
  const go = (k: number, r: number): [number, number] => {
    if (k >= CELLS) return [CELLS, 1]
    if (r === 0) return [k, 0]
    const key = k * 10 + r
    const hit = memo.get(key)
    if (hit) return hit
    const m = CELLS - k
    let coins = 0
    let full = 0
    for (let n = 0; n <= m; n++) {
      const pn = choose(m, n) * p ** n * (1 - p) ** (m - n)
      const [c, f] = n === 0 ? go(k, r - 1) : go(k + n, RESPINS)
      coins += pn * c
      full += pn * f
    }
    const out: [number, number] = [coins, full]
    memo.set(key, out)
    return out
  }
  return go(k, r)
}

export function holdFigures(theme: HoldTheme): HoldFigures {
  const lines = exactFigures(asLines(theme)).lines
  const coin = coinIndex(theme)
  let dist = [1]
  for (const strip of theme.strips) {
    const d = scatterDistribution(strip, coin)
    const next = new Array<number>(dist.length + 3).fill(0)
    dist.forEach((a, i) => d.forEach((b, j) => (next[i + j]! += a * b)))
    dist = next
  }
  const totalWeight = theme.coinValues.reduce((a, c) => a + c.weight, 0)
  const meanCoin = theme.coinValues.reduce((a, c) => a + c.credits * c.weight, 0) / totalWeight
  let trigger = 0
  let feature = 0
  let coins = 0
  let grand = 0
  dist.forEach((p, k) => {
    if (k < theme.trigger || p === 0) return
    const [c, f] = featureOutcome(theme, k)
    trigger += p
    coins += p * c
    grand += p * f
    feature += (p * (c * meanCoin + f * theme.grand)) / LINE_COUNT
  })
  return {
    lines,
    trigger,
    coinsPerFeature: trigger ? coins / trigger : 0,
    grandPerFeature: trigger ? grand / trigger : 0,
    feature,
    rtp: lines + feature,
  }
}
