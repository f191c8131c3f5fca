import { buildStrip, type SlotSymbol } from './engine.js'
import type { CascadeTheme } from './cascade.js'
import type { FeatureTheme } from './featured.js'
import type { HoldTheme } from './holdwin.js'

/*
 * The themes of the newer mechanics (featured.ts: 243 ways and free spins with rising multipliers;
 * cascade.ts; holdwin.ts). As in themes.ts, strips are symbol counts per reel spread by `buildStrip`,
 * tuned with each mechanic's exact calculator (bench/slot-tune.ts) to the RTP in `rtpBp`, which a
 * unit test holds equal to the calculator's figure rounded to the basis point.
 */

const sym = (key: string, kind: SlotSymbol['kind'], pays: [number, number, number]): SlotSymbol => ({
  key,
  kind,
  pays,
})

/** counts[reel][symbol] → strips. */
const strips = (counts: number[][]) =>
  counts.map((row) => buildStrip(Object.fromEntries(row.map((n, s) => [s, n]).filter(([, n]) => n! > 0))))

/**
 * A hold-and-win reel: the other symbols spread by `buildStrip`, then `stacks` runs of `size` coins
 * (the last symbol) set in at even intervals, so several coins can show on one reel.
 */
const coinStrips = (counts: number[][], stacks: number[], size: number) =>
  counts.map((row, r) => {
    const coin = row.length
    const strip = buildStrip(Object.fromEntries(row.map((n, s) => [s, n]).filter(([, n]) => n! > 0)))
    const out: number[] = []
    const every = strip.length / stacks[r]!
    let placed = 0
    strip.forEach((s, i) => {
      while (placed < stacks[r]! && i >= Math.floor(placed * every)) {
        for (let k = 0; k < size; k++) out.push(coin)
        placed++
      }
      out.push(s)
    })
    return out
  })

// ---------------------------------------------------------------------------------------------
// 243 ways (fixed free-spin multiplier) and 20 lines with rising free-spin multipliers

export const FEATURE_THEMES = {
  'galata-silkroad': {
    rtpBp: 9601,
    theme: {
      code: 'galata-silkroad',
      pay: 'ways',
      volatility: 'medium',
      symbols: [
        sym('ten', 'regular', [23, 39, 105]),
        sym('jack', 'regular', [13, 39, 104]),
        sym('queen', 'regular', [13, 52, 130]),
        sym('king', 'regular', [26, 65, 156]),
        sym('silk', 'regular', [39, 104, 260]),
        sym('compass', 'regular', [52, 130, 390]),
        sym('camel', 'regular', [65, 195, 650]),
        sym('caravanserai', 'regular', [104, 325, 1300]),
        sym('map', 'wild', [0, 0, 0]),
        sym('star', 'scatter', [2, 5, 25]),
      ],
      strips: strips([
        [5, 5, 4, 4, 3, 3, 2, 2, 0, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 2, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 2, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 2, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 0, 1],
      ]),
      freeStrips: strips([
        [5, 5, 4, 4, 3, 3, 2, 2, 0, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 2, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 2, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 2, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 0, 1],
      ]),
      freeSpins: { award: 10, multipliers: [3] },
    },
  },
  'galata-hammam': {
    rtpBp: 9617,
    theme: {
      code: 'galata-hammam',
      pay: 'ways',
      volatility: 'low',
      symbols: [
        sym('ten', 'regular', [22, 31, 77]),
        sym('jack', 'regular', [15, 31, 77]),
        sym('queen', 'regular', [15, 46, 93]),
        sym('king', 'regular', [15, 46, 124]),
        sym('soap', 'regular', [31, 77, 186]),
        sym('towel', 'regular', [31, 93, 232]),
        sym('bowl', 'regular', [46, 124, 310]),
        sym('dome', 'regular', [62, 155, 465]),
        sym('steam', 'wild', [0, 0, 0]),
        sym('clogs', 'scatter', [1, 3, 10]),
      ],
      strips: strips([
        [4, 4, 4, 4, 3, 3, 3, 3, 0, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 3, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 3, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 3, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 0, 1],
      ]),
      freeStrips: strips([
        [4, 4, 4, 4, 3, 3, 3, 3, 0, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 3, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 3, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 3, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 0, 1],
      ]),
      freeSpins: { award: 12, multipliers: [2] },
    },
  },
  'galata-seljuk': {
    rtpBp: 9500,
    theme: {
      code: 'galata-seljuk',
      pay: 'ways',
      volatility: 'high',
      symbols: [
        sym('ten', 'regular', [10, 39, 95]),
        sym('jack', 'regular', [10, 39, 97]),
        sym('queen', 'regular', [19, 49, 146]),
        sym('king', 'regular', [19, 58, 194]),
        sym('arrow', 'regular', [49, 146, 486]),
        sym('tile', 'regular', [78, 243, 972]),
        sym('lion', 'regular', [146, 486, 2429]),
        sym('portal', 'regular', [243, 1166, 5830]),
        sym('star', 'wild', [0, 0, 0]),
        sym('caravan', 'scatter', [5, 20, 100]),
      ],
      strips: strips([
        [7, 6, 5, 5, 3, 2, 2, 1, 0, 1],
        [7, 6, 5, 5, 3, 2, 2, 1, 1, 1],
        [7, 6, 5, 5, 3, 2, 2, 1, 1, 1],
        [7, 6, 5, 5, 3, 2, 2, 1, 1, 1],
        [7, 6, 5, 5, 3, 2, 2, 1, 0, 1],
      ]),
      freeStrips: strips([
        [7, 6, 5, 5, 3, 2, 2, 1, 0, 1],
        [7, 6, 5, 5, 3, 2, 2, 1, 2, 1],
        [7, 6, 5, 5, 3, 2, 2, 1, 2, 1],
        [7, 6, 5, 5, 3, 2, 2, 1, 2, 1],
        [7, 6, 5, 5, 3, 2, 2, 1, 0, 1],
      ]),
      freeSpins: { award: 8, multipliers: [5] },
    },
  },
  'galata-maiden': {
    rtpBp: 9587,
    theme: {
      code: 'galata-maiden',
      pay: 'lines',
      volatility: 'medium',
      symbols: [
        sym('ten', 'regular', [7, 14, 34]),
        sym('jack', 'regular', [6, 14, 34]),
        sym('queen', 'regular', [7, 21, 55]),
        sym('king', 'regular', [7, 21, 68]),
        sym('simit', 'regular', [14, 34, 137]),
        sym('gull', 'regular', [20, 55, 205]),
        sym('ferry', 'regular', [34, 103, 410]),
        sym('tower', 'regular', [40, 164, 821]),
        sym('beam', 'wild', [68, 274, 1368]),
        sym('lantern', 'scatter', [2, 5, 20]),
      ],
      strips: strips([
        [5, 5, 5, 5, 3, 3, 2, 2, 0, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 2, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 2, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 2, 1],
        [5, 5, 5, 5, 3, 3, 2, 2, 0, 1],
      ]),
      freeStrips: strips([
        [5, 5, 5, 5, 3, 3, 2, 2, 0, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 4, 0],
        [5, 5, 4, 4, 3, 3, 2, 2, 4, 0],
        [5, 5, 4, 4, 3, 3, 2, 2, 4, 0],
        [5, 5, 5, 5, 3, 3, 2, 2, 0, 1],
      ]),
      freeSpins: { award: 10, multipliers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
    },
  },
  'galata-tavla': {
    rtpBp: 9632,
    theme: {
      code: 'galata-tavla',
      pay: 'lines',
      volatility: 'low',
      symbols: [
        sym('ten', 'regular', [5, 10, 24]),
        sym('jack', 'regular', [5, 10, 24]),
        sym('queen', 'regular', [5, 12, 30]),
        sym('king', 'regular', [5, 12, 37]),
        sym('checker', 'regular', [10, 24, 73]),
        sym('cup', 'regular', [12, 30, 97]),
        sym('dice', 'regular', [15, 43, 146]),
        sym('board', 'regular', [18, 61, 244]),
        sym('double', 'wild', [24, 97, 487]),
        sym('coffee', 'scatter', [2, 4, 15]),
      ],
      strips: strips([
        [5, 5, 4, 4, 3, 3, 3, 2, 2, 1],
        [5, 5, 4, 4, 3, 3, 3, 2, 4, 1],
        [5, 5, 4, 4, 3, 3, 3, 2, 4, 1],
        [5, 5, 4, 4, 3, 3, 3, 2, 4, 1],
        [5, 5, 4, 4, 3, 3, 3, 2, 2, 1],
      ]),
      freeStrips: strips([
        [5, 5, 4, 4, 3, 3, 3, 2, 2, 1],
        [5, 5, 4, 4, 3, 3, 3, 2, 5, 0],
        [5, 5, 4, 4, 3, 3, 3, 2, 5, 0],
        [5, 5, 4, 4, 3, 3, 3, 2, 5, 0],
        [5, 5, 4, 4, 3, 3, 3, 2, 2, 1],
      ]),
      freeSpins: { award: 8, multipliers: [1, 1, 2, 2, 3, 3, 4, 5] },
    },
  },
  'galata-olive': {
    rtpBp: 9521,
    theme: {
      code: 'galata-olive',
      pay: 'lines',
      volatility: 'high',
      symbols: [
        sym('ten', 'regular', [5, 16, 43]),
        sym('jack', 'regular', [4, 15, 43]),
        sym('queen', 'regular', [11, 22, 54]),
        sym('king', 'regular', [11, 27, 81]),
        sym('olive', 'regular', [16, 54, 217]),
        sym('oil', 'regular', [22, 81, 325]),
        sym('press', 'regular', [43, 163, 813]),
        sym('amphora', 'regular', [81, 433, 2709]),
        sym('sun', 'wild', [108, 1084, 5418]),
        sym('branch', 'scatter', [5, 20, 100]),
      ],
      strips: strips([
        [6, 6, 4, 5, 3, 3, 2, 1, 0, 1],
        [9, 6, 5, 5, 3, 3, 2, 1, 2, 1],
        [9, 6, 5, 5, 3, 3, 2, 1, 2, 1],
        [9, 6, 5, 5, 3, 3, 2, 1, 2, 1],
        [9, 6, 6, 5, 3, 3, 2, 1, 0, 1],
      ]),
      freeStrips: strips([
        [6, 6, 4, 5, 3, 3, 2, 1, 0, 1],
        [9, 6, 5, 5, 3, 3, 2, 1, 3, 0],
        [9, 6, 5, 5, 3, 3, 2, 1, 3, 0],
        [9, 6, 5, 5, 3, 3, 2, 1, 3, 0],
        [9, 6, 6, 5, 3, 3, 2, 1, 0, 1],
      ]),
      freeSpins: { award: 10, multipliers: [2, 3, 4, 5, 6, 8, 10, 12, 15, 20] },
    },
  },
} as const satisfies Record<string, { rtpBp: number; theme: FeatureTheme }>

// ---------------------------------------------------------------------------------------------
// Cascades with rising multipliers (243 ways, strips short enough to enumerate every stop)

export const CASCADE_THEMES = {
  'galata-topkapi': {
    rtpBp: 9601,
    theme: {
      code: 'galata-topkapi',
      volatility: 'medium',
      symbols: [
        sym('ten', 'regular', [2, 4, 11]),
        sym('jack', 'regular', [2, 4, 14]),
        sym('queen', 'regular', [2, 7, 13]),
        sym('king', 'regular', [2, 7, 17]),
        sym('pearl', 'regular', [4, 10, 22]),
        sym('amethyst', 'regular', [4, 11, 26]),
        sym('sapphire', 'regular', [7, 13, 33]),
        sym('emerald', 'regular', [9, 17, 44]),
        sym('ruby', 'regular', [11, 26, 65]),
        sym('diamond', 'regular', [17, 44, 131]),
        sym('dagger', 'wild', [0, 0, 0]),
      ],
      strips: strips([
        [3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0],
        [3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1],
        [3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1],
        [3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1],
        [3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0],
      ]),
      multipliers: [1, 2, 3, 5],
      maxSteps: 8,
    },
  },
  'galata-lokum': {
    rtpBp: 9650,
    theme: {
      code: 'galata-lokum',
      volatility: 'low',
      symbols: [
        sym('rose', 'regular', [1, 3, 6]),
        sym('lemon', 'regular', [1, 3, 6]),
        sym('mint', 'regular', [1, 3, 7]),
        sym('orange', 'regular', [1, 3, 7]),
        sym('pistachio', 'regular', [1, 4, 8]),
        sym('hazelnut', 'regular', [3, 4, 11]),
        sym('coconut', 'regular', [3, 5, 14]),
        sym('walnut', 'regular', [3, 7, 16]),
        sym('pomegranate', 'regular', [3, 8, 21]),
        sym('cream', 'regular', [5, 11, 34]),
        sym('box', 'wild', [0, 0, 0]),
      ],
      strips: strips([
        [2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 0],
        [2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1],
        [2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1],
        [2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1],
        [2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 0],
      ]),
      multipliers: [1, 2, 3, 4, 5],
      maxSteps: 10,
    },
  },
  'galata-zeugma': {
    rtpBp: 9480,
    theme: {
      code: 'galata-zeugma',
      volatility: 'high',
      symbols: [
        sym('blue', 'regular', [1, 1, 2]),
        sym('green', 'regular', [1, 1, 2]),
        sym('red', 'regular', [1, 1, 4]),
        sym('gold', 'regular', [1, 1, 4]),
        sym('fish', 'regular', [1, 2, 6]),
        sym('dolphin', 'regular', [1, 3, 10]),
        sym('vine', 'regular', [2, 5, 16]),
        sym('peacock', 'regular', [2, 8, 32]),
        sym('poseidon', 'regular', [4, 16, 80]),
        sym('muse', 'regular', [8, 40, 201]),
        sym('medallion', 'wild', [0, 0, 0]),
      ],
      strips: strips([
        [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 0],
        [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1],
        [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1],
        [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1],
        [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 0],
      ]),
      multipliers: [1, 2, 4, 8, 16],
      maxSteps: 6,
    },
  },
} as const satisfies Record<string, { rtpBp: number; theme: CascadeTheme }>

// ---------------------------------------------------------------------------------------------
// Hold and win (20 lines plus coins; the Grand pays a fixed multiple of the bet for a full grid)

export const HOLD_THEMES = {
  'galata-ottoman-gold': {
    rtpBp: 9572,
    theme: {
      code: 'galata-ottoman-gold',
      volatility: 'medium',
      symbols: [
        sym('ten', 'regular', [14, 24, 58]),
        sym('jack', 'regular', [12, 23, 58]),
        sym('queen', 'regular', [12, 35, 92]),
        sym('king', 'regular', [12, 35, 116]),
        sym('seal', 'regular', [23, 58, 231]),
        sym('sword', 'regular', [35, 92, 347]),
        sym('turban', 'regular', [46, 139, 578]),
        sym('palace', 'regular', [69, 231, 1156]),
        sym('sultan', 'wild', [116, 462, 2311]),
        sym('coin', 'scatter', [0, 0, 0]),
      ],
      strips: coinStrips(
        [
          [5, 5, 5, 5, 3, 3, 2, 2, 0],
          [5, 5, 4, 4, 3, 3, 2, 2, 2],
          [5, 5, 4, 4, 3, 3, 2, 2, 2],
          [5, 5, 4, 4, 3, 3, 2, 2, 2],
          [5, 5, 5, 5, 3, 3, 2, 2, 0],
        ],
        [1, 1, 2, 1, 1],
        2,
      ),
      trigger: 6,
      coinChance: 0.08,
      coinValues: [
        { credits: 20, weight: 400 },
        { credits: 40, weight: 300 },
        { credits: 60, weight: 150 },
        { credits: 100, weight: 80 },
        { credits: 200, weight: 40 },
        { credits: 400, weight: 20, jackpot: 'mini' },
        { credits: 1000, weight: 8, jackpot: 'minor' },
        { credits: 4000, weight: 2, jackpot: 'major' },
      ],
      grand: 20_000,
    },
  },
  'galata-barbaros': {
    rtpBp: 9460,
    theme: {
      code: 'galata-barbaros',
      volatility: 'high',
      symbols: [
        sym('ten', 'regular', [5, 16, 43]),
        sym('jack', 'regular', [5, 15, 43]),
        sym('queen', 'regular', [11, 22, 54]),
        sym('king', 'regular', [11, 27, 81]),
        sym('cannon', 'regular', [16, 54, 217]),
        sym('chest', 'regular', [22, 81, 325]),
        sym('galley', 'regular', [43, 163, 813]),
        sym('captain', 'regular', [81, 433, 2167]),
        sym('flag', 'wild', [108, 867, 4335]),
        sym('coin', 'scatter', [0, 0, 0]),
      ],
      strips: coinStrips(
        [
          [6, 6, 5, 5, 3, 3, 2, 1, 0],
          [8, 6, 5, 5, 3, 3, 2, 1, 2],
          [8, 6, 5, 5, 3, 3, 2, 1, 2],
          [8, 6, 5, 5, 3, 3, 2, 1, 2],
          [8, 6, 5, 5, 3, 3, 2, 1, 0],
        ],
        [1, 2, 2, 2, 1],
        2,
      ),
      trigger: 6,
      coinChance: 0.07,
      coinValues: [
        { credits: 20, weight: 450 },
        { credits: 40, weight: 250 },
        { credits: 100, weight: 150 },
        { credits: 200, weight: 80 },
        { credits: 500, weight: 40, jackpot: 'mini' },
        { credits: 1000, weight: 20, jackpot: 'minor' },
        { credits: 5000, weight: 5, jackpot: 'major' },
      ],
      grand: 40_000,
    },
  },
  'galata-mint': {
    rtpBp: 9632,
    theme: {
      code: 'galata-mint',
      volatility: 'low',
      symbols: [
        sym('ten', 'regular', [5, 10, 24]),
        sym('jack', 'regular', [4, 10, 24]),
        sym('queen', 'regular', [5, 12, 30]),
        sym('king', 'regular', [5, 12, 37]),
        sym('scales', 'regular', [10, 24, 73]),
        sym('hammer', 'regular', [12, 30, 97]),
        sym('die', 'regular', [15, 43, 146]),
        sym('ingot', 'regular', [18, 61, 244]),
        sym('tughra', 'wild', [24, 97, 487]),
        sym('coin', 'scatter', [0, 0, 0]),
      ],
      strips: coinStrips(
        [
          [5, 5, 4, 4, 3, 3, 3, 2, 2],
          [5, 5, 4, 4, 3, 3, 3, 2, 4],
          [5, 5, 4, 4, 3, 3, 3, 2, 4],
          [5, 5, 4, 4, 3, 3, 3, 2, 4],
          [5, 5, 4, 4, 3, 3, 3, 2, 2],
        ],
        [1, 2, 2, 2, 1],
        2,
      ),
      trigger: 6,
      coinChance: 0.1,
      coinValues: [
        { credits: 10, weight: 400 },
        { credits: 20, weight: 300 },
        { credits: 40, weight: 180 },
        { credits: 60, weight: 80 },
        { credits: 200, weight: 30, jackpot: 'mini' },
        { credits: 500, weight: 8, jackpot: 'minor' },
        { credits: 2000, weight: 2, jackpot: 'major' },
      ],
      grand: 10_000,
    },
  },
} as const satisfies Record<string, { rtpBp: number; theme: HoldTheme }>
