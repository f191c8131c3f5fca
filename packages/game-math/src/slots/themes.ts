import { buildStrip, type SlotSymbol, type SlotTheme } from './engine.js'

/*
 * The three themed slots on the one engine (engine.ts). Each theme: ten symbols (eight paying
 * symbols from low to high, the wild, the scatter), a strip per reel given as symbol counts and
 * spread evenly by `buildStrip`, and its free-spin rules. The counts were tuned with the exact
 * calculator (`exactFigures`) to an RTP just under 96 %; `rtpBp` is that exact figure rounded and is
 * what the catalogue declares (a unit test holds the two together).
 *
 * Volatility comes from the shape, not the RTP: Kapalıçarşı pays often and small (four wilds per
 * middle reel and on the outer reels, free spins ×2); Boğaz pays its top symbols more and its free
 * spins ×3; Anadolu has fewer wilds, a 5 000-credit top pay and free spins ×5, so most of its return
 * comes in rare large wins.
 */

export interface ThemeInfo {
  theme: SlotTheme
  /** Basis points declared in the catalogue (the exact RTP, rounded). */
  rtpBp: number
}

const sym = (key: string, kind: SlotSymbol['kind'], pays: [number, number, number]): SlotSymbol => ({
  key,
  kind,
  pays,
})

/** counts[reel][symbol] → strips. */
const strips = (counts: number[][]) =>
  counts.map((row) => buildStrip(Object.fromEntries(row.map((n, s) => [s, n]).filter(([, n]) => n! > 0))))

export const SLOT_THEMES = {
  'galata-bazaar': {
    rtpBp: 9600,
    theme: {
      code: 'galata-bazaar',
      volatility: 'low',
      symbols: [
        sym('lokum', 'regular', [5, 10, 25]),
        sym('coffee', 'regular', [5, 10, 25]),
        sym('spice', 'regular', [5, 15, 30]),
        sym('tea', 'regular', [5, 15, 40]),
        sym('vase', 'regular', [10, 25, 75]),
        sym('carpet', 'regular', [10, 30, 100]),
        sym('lamp', 'regular', [15, 40, 150]),
        sym('ring', 'regular', [20, 75, 250]),
        sym('nazar', 'wild', [25, 100, 500]),
        sym('key', 'scatter', [2, 5, 20]),
      ],
      strips: strips([
        [7, 5, 5, 5, 3, 3, 2, 2, 2, 1],
        [4, 5, 4, 4, 3, 3, 2, 2, 4, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 4, 1],
        [3, 5, 4, 4, 3, 3, 2, 2, 4, 1],
        [6, 5, 5, 5, 3, 3, 2, 2, 3, 1],
      ]),
      freeSpins: { award: 10, cap: 50, multiplier: 2 },
    },
  },
  'galata-bosphorus': {
    rtpBp: 9598,
    theme: {
      code: 'galata-bosphorus',
      volatility: 'medium',
      symbols: [
        sym('anchor', 'regular', [4, 10, 30]),
        sym('fish', 'regular', [4, 10, 30]),
        sym('tulip', 'regular', [5, 15, 40]),
        sym('rod', 'regular', [5, 15, 50]),
        sym('boat', 'regular', [10, 30, 100]),
        sym('lantern', 'regular', [15, 50, 150]),
        sym('bridge', 'regular', [20, 75, 300]),
        sym('moon', 'regular', [40, 150, 750]),
        sym('night', 'wild', [50, 250, 1500]),
        sym('fireworks', 'scatter', [2, 10, 50]),
      ],
      strips: strips([
        [4, 5, 5, 5, 3, 3, 2, 2, 0, 1],
        [3, 5, 4, 4, 3, 3, 2, 2, 4, 1],
        [6, 5, 4, 4, 3, 3, 2, 2, 4, 1],
        [3, 5, 4, 4, 3, 3, 2, 2, 4, 1],
        [3, 5, 5, 5, 3, 3, 2, 2, 0, 1],
      ]),
      freeSpins: { award: 10, cap: 60, multiplier: 3 },
    },
  },
  'galata-anatolia': {
    rtpBp: 9599,
    theme: {
      code: 'galata-anatolia',
      volatility: 'high',
      symbols: [
        sym('wheat', 'regular', [5, 15, 40]),
        sym('grapes', 'regular', [5, 15, 40]),
        sym('stag', 'regular', [10, 20, 50]),
        sym('bow', 'regular', [10, 25, 75]),
        sym('shield', 'regular', [15, 50, 200]),
        sym('urn', 'regular', [20, 75, 300]),
        sym('crown', 'regular', [40, 150, 750]),
        sym('diamond', 'regular', [75, 400, 2500]),
        sym('eagle', 'wild', [100, 1000, 5000]),
        sym('temple', 'scatter', [5, 20, 100]),
      ],
      strips: strips([
        [6, 6, 4, 5, 3, 3, 2, 1, 0, 1],
        [9, 6, 5, 5, 3, 3, 2, 1, 3, 1],
        [9, 6, 5, 5, 3, 3, 2, 1, 3, 1],
        [9, 6, 6, 5, 3, 3, 2, 1, 3, 1],
        [9, 6, 6, 5, 3, 3, 2, 1, 0, 1],
      ]),
      freeSpins: { award: 12, cap: 96, multiplier: 5 },
    },
  },
  'galata-cappadocia': {
    rtpBp: 9608,
    theme: {
      code: 'galata-cappadocia',
      volatility: 'low',
      symbols: [
        sym('ten', 'regular', [5, 10, 20]),
        sym('jack', 'regular', [4, 10, 26]),
        sym('queen', 'regular', [6, 12, 31]),
        sym('king', 'regular', [5, 15, 36]),
        sym('jug', 'regular', [8, 20, 61]),
        sym('horse', 'regular', [10, 26, 82]),
        sym('chimney', 'regular', [12, 36, 123]),
        sym('balloon', 'regular', [15, 51, 204]),
        sym('sunrise', 'wild', [20, 82, 409]),
        sym('basket', 'scatter', [2, 4, 15]),
      ],
      strips: strips([
        [6, 5, 5, 5, 3, 3, 3, 2, 2, 1],
        [5, 5, 4, 4, 3, 3, 3, 2, 5, 1],
        [5, 5, 4, 4, 3, 3, 3, 2, 5, 1],
        [5, 5, 4, 4, 3, 3, 3, 2, 5, 1],
        [6, 5, 5, 5, 3, 3, 3, 2, 2, 1],
      ]),
      freeSpins: { award: 8, cap: 40, multiplier: 2 },
    },
  },
  'galata-ephesus': {
    rtpBp: 9542,
    theme: {
      code: 'galata-ephesus',
      volatility: 'high',
      symbols: [
        sym('ten', 'regular', [6, 18, 49]),
        sym('jack', 'regular', [5, 18, 49]),
        sym('queen', 'regular', [12, 30, 73]),
        sym('king', 'regular', [12, 30, 97]),
        sym('amphora', 'regular', [24, 73, 304]),
        sym('helmet', 'regular', [30, 122, 487]),
        sym('column', 'regular', [61, 244, 1218]),
        sym('library', 'regular', [122, 609, 3653]),
        sym('laurel', 'wild', [183, 1826, 9132]),
        sym('theatre', 'scatter', [5, 25, 150]),
      ],
      strips: strips([
        [8, 7, 5, 5, 3, 2, 2, 1, 0, 1],
        [10, 7, 6, 5, 3, 2, 2, 1, 2, 1],
        [10, 7, 6, 5, 3, 2, 2, 1, 2, 1],
        [10, 7, 6, 5, 3, 2, 2, 1, 2, 1],
        [10, 7, 6, 5, 3, 2, 2, 1, 0, 1],
      ]),
      freeSpins: { award: 10, cap: 80, multiplier: 6 },
    },
  },
  'galata-blacksea': {
    rtpBp: 9587,
    theme: {
      code: 'galata-blacksea',
      volatility: 'medium',
      symbols: [
        sym('ten', 'regular', [6, 14, 41]),
        sym('jack', 'regular', [6, 16, 41]),
        sym('queen', 'regular', [7, 21, 55]),
        sym('king', 'regular', [11, 27, 68]),
        sym('anchovy', 'regular', [14, 41, 137]),
        sym('tea', 'regular', [21, 55, 205]),
        sym('kemenche', 'regular', [27, 109, 410]),
        sym('boat', 'regular', [55, 205, 1094]),
        sym('storm', 'wild', [82, 410, 2736]),
        sym('wave', 'scatter', [3, 10, 60]),
      ],
      strips: strips([
        [5, 5, 5, 4, 3, 3, 2, 2, 0, 1],
        [6, 5, 4, 4, 3, 3, 2, 2, 3, 1],
        [6, 5, 4, 4, 3, 3, 2, 2, 3, 1],
        [6, 5, 4, 4, 3, 3, 2, 2, 3, 1],
        [5, 5, 5, 4, 3, 3, 2, 2, 0, 1],
      ]),
      freeSpins: { award: 10, cap: 50, multiplier: 3 },
    },
  },
  'galata-tulip': {
    rtpBp: 9653,
    theme: {
      code: 'galata-tulip',
      volatility: 'low',
      symbols: [
        sym('ten', 'regular', [3, 8, 20]),
        sym('jack', 'regular', [3, 8, 20]),
        sym('queen', 'regular', [5, 10, 26]),
        sym('king', 'regular', [4, 10, 31]),
        sym('tile', 'regular', [6, 15, 51]),
        sym('fountain', 'regular', [8, 20, 77]),
        sym('caftan', 'regular', [10, 31, 102]),
        sym('tulip', 'regular', [15, 41, 153]),
        sym('garden', 'wild', [19, 61, 307]),
        sym('lantern', 'scatter', [2, 5, 20]),
      ],
      strips: strips([
        [4, 4, 4, 4, 3, 3, 3, 3, 3, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 4, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 4, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 4, 1],
        [4, 4, 4, 4, 3, 3, 3, 3, 3, 1],
      ]),
      freeSpins: { award: 15, cap: 45, multiplier: 2 },
    },
  },
  'galata-pamukkale': {
    rtpBp: 9562,
    theme: {
      code: 'galata-pamukkale',
      volatility: 'medium',
      symbols: [
        sym('ten', 'regular', [3, 11, 29]),
        sym('jack', 'regular', [6, 11, 29]),
        sym('queen', 'regular', [6, 17, 46]),
        sym('king', 'regular', [6, 17, 57]),
        sym('shell', 'regular', [11, 29, 115]),
        sym('pool', 'regular', [17, 46, 172]),
        sym('terrace', 'regular', [29, 86, 345]),
        sym('sun', 'regular', [34, 138, 689]),
        sym('spring', 'wild', [57, 230, 1149]),
        sym('dove', 'scatter', [2, 10, 40]),
      ],
      strips: strips([
        [5, 5, 5, 5, 3, 3, 2, 2, 1, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 3, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 3, 1],
        [5, 5, 4, 4, 3, 3, 2, 2, 3, 1],
        [5, 5, 5, 5, 3, 3, 2, 2, 1, 1],
      ]),
      freeSpins: { award: 12, cap: 60, multiplier: 3 },
    },
  },
} as const satisfies Record<string, ThemeInfo>

/** The 20-line games (engine.ts); every slot, whatever its mechanic: games.ts. */
export type LineGame = keyof typeof SLOT_THEMES
export const LINE_GAMES = Object.keys(SLOT_THEMES) as LineGame[]

export function isLineGame(code: string): code is LineGame {
  return code in SLOT_THEMES
}

export function slotTheme(game: LineGame): SlotTheme {
  return SLOT_THEMES[game].theme as SlotTheme
}
