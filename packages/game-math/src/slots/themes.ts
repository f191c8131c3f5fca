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
} as const satisfies Record<string, ThemeInfo>

export type SlotGame = keyof typeof SLOT_THEMES
export const SLOT_GAMES = Object.keys(SLOT_THEMES) as SlotGame[]

export function isSlotGame(code: string): code is SlotGame {
  return code in SLOT_THEMES
}

export function slotTheme(game: SlotGame): SlotTheme {
  return SLOT_THEMES[game].theme as SlotTheme
}
