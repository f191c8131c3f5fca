import { randomInt } from 'node:crypto'

/*
 * The simulator's demo games (docs/providers.md "Simulator"): made by us, no studio's mark or name.
 * Every outcome is drawn with `crypto.randomInt`; every declared RTP is the exact expectation of
 * its paytable (simulator.test.ts enumerates them). Money in kuruş, integers only.
 */

export type SimGameKind = 'slot' | 'dice' | 'wheel'

export interface SimGame {
  /** The provider's game code (what the lobby lists and the launch names). */
  code: string
  kind: SimGameKind
  name: { tr: string; en: string }
  /** The lobby category slug it is listed under. */
  category: 'slot' | 'games'
  /** Declared return to player, basis points. */
  rtpBp: number
  volatility: 'low' | 'medium' | 'high'
  /** Stakes offered by the page, kuruş. */
  stakes: readonly number[]
  /** A wheel's own segments (multipliers in hundredths); WHEEL_SEGMENTS when absent. */
  wheel?: readonly number[]
}

export const SIM_STAKES = [100, 200, 500, 1_000] as const

export const SIM_GAMES: readonly SimGame[] = [
  {
    code: 'sim-star-fruits',
    kind: 'slot',
    name: { tr: 'Yıldız Meyveler', en: 'Star Fruits' },
    category: 'slot',
    rtpBp: 9590,
    volatility: 'medium',
    stakes: SIM_STAKES,
  },
  {
    code: 'sim-high-low',
    kind: 'dice',
    name: { tr: 'Yüksek mi Alçak mı', en: 'High or Low' },
    category: 'games',
    rtpBp: 9800,
    volatility: 'low',
    stakes: SIM_STAKES,
  },
  {
    code: 'sim-lucky-wheel',
    kind: 'wheel',
    name: { tr: 'Şans Çarkı', en: 'Lucky Wheel' },
    category: 'games',
    rtpBp: 9600,
    volatility: 'high',
    stakes: SIM_STAKES,
  },
  // SoftGamings's (softgamings.dialect.ts): sixteen segments of its own.
  {
    code: 'sim-golden-compass',
    kind: 'wheel',
    name: { tr: 'Altın Pusula', en: 'Golden Compass' },
    category: 'games',
    rtpBp: 9625,
    volatility: 'medium',
    stakes: SIM_STAKES,
    wheel: [0, 250, 0, 150, 0, 500, 0, 150, 0, 200, 0, 140, 0, 150, 0, 0],
  },
  // Digitain's own (digitain.dialect.ts): sixteen segments, half of them empty.
  {
    code: 'sim-crystal-wheel',
    kind: 'wheel',
    name: { tr: 'Kristal Çark', en: 'Crystal Wheel' },
    category: 'games',
    rtpBp: 9750,
    volatility: 'medium',
    stakes: SIM_STAKES,
    wheel: [0, 120, 0, 250, 0, 150, 0, 320, 0, 120, 0, 200, 0, 150, 0, 250],
  },
  // EGT's (egt.dialect.ts): a wheel of its own, so no game is listed under two providers.
  {
    code: 'sim-tulip-wheel',
    kind: 'wheel',
    name: { tr: 'Lale Çarkı', en: 'Tulip Wheel' },
    category: 'games',
    rtpBp: 9500,
    volatility: 'medium',
    stakes: SIM_STAKES,
    wheel: [0, 120, 0, 150, 0, 200, 0, 120, 0, 400, 0, 150, 0, 180, 0, 200],
  },
  // EveryMatrix's (everymatrix.dialect.ts): a wheel of its own, sixteen segments.
  {
    code: 'sim-bosphorus-wheel',
    kind: 'wheel',
    name: { tr: 'Boğaz Çarkı', en: 'Bosphorus Wheel' },
    category: 'games',
    rtpBp: 9500,
    volatility: 'medium',
    stakes: SIM_STAKES,
    wheel: [0, 150, 0, 200, 0, 120, 0, 300, 0, 150, 0, 250, 0, 200, 0, 150],
  },
]

export function simGame(code: string): SimGame | undefined {
  return SIM_GAMES.find((g) => g.code === code)
}

// --- Star Fruits: three reels of the same ten-symbol strip --------------------------------------

export const SLOT_STRIP = [
  'cherry',
  'cherry',
  'cherry',
  'lemon',
  'lemon',
  'lemon',
  'bell',
  'bell',
  'star',
  'seven',
] as const
export type SlotSymbol = (typeof SLOT_STRIP)[number]
/** Three of a kind, times the stake. */
export const SLOT_THREE: Record<SlotSymbol, number> = { cherry: 10, lemon: 10, bell: 20, star: 30, seven: 40 }
/** Exactly two cherries anywhere: the stake back. */
export const SLOT_TWO_CHERRIES = 1

export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  if (reels[0] === reels[1] && reels[1] === reels[2]) return SLOT_THREE[reels[0]!]
  return reels.filter((s) => s === 'cherry').length === 2 ? SLOT_TWO_CHERRIES : 0
}

// --- High or Low: a roll of 1–100 ----------------------------------------------------------

/** Low wins on a roll of 1–49, high on 52–100; 50 and 51 lose both. Pays twice the stake. */
export const DICE_LOW_MAX = 49
export const DICE_HIGH_MIN = 52
export const DICE_PAYS = 2

export function diceMultiplier(roll: number, choice: 'high' | 'low'): number {
  return (choice === 'low' ? roll <= DICE_LOW_MAX : roll >= DICE_HIGH_MIN) ? DICE_PAYS : 0
}

// --- Lucky Wheel: twenty segments, multipliers in hundredths ---------------------------------

export const WHEEL_SEGMENTS: readonly number[] = [
  0, 150, 0, 200, 0, 150, 0, 300, 0, 200, 0, 150, 0, 420, 0, 200, 0, 150, 0, 0,
]

/** A wheel game's segments: its own, or Lucky Wheel's. */
export const wheelOf = (game: SimGame): readonly number[] => game.wheel ?? WHEEL_SEGMENTS

// --- A round ---------------------------------------------------------------------------------

export type SimOutcome =
  | { kind: 'slot'; reels: SlotSymbol[] }
  | { kind: 'dice'; roll: number; choice: 'high' | 'low' }
  | { kind: 'wheel'; segment: number; multiplier100: number }

export interface SimDraw {
  outcome: SimOutcome
  /** Kuruş won (0 for a loss). */
  win: number
}

/** Draws one round of `game` for `stake` kuruş, with `crypto`'s randomness. */
export function drawRound(game: SimGame, stake: number, choice: 'high' | 'low' = 'high'): SimDraw {
  if (game.kind === 'slot') {
    const reels = [0, 1, 2].map(() => SLOT_STRIP[randomInt(SLOT_STRIP.length)]!)
    return { outcome: { kind: 'slot', reels }, win: stake * slotMultiplier(reels) }
  }
  if (game.kind === 'dice') {
    const roll = randomInt(1, 101)
    return { outcome: { kind: 'dice', roll, choice }, win: stake * diceMultiplier(roll, choice) }
  }
  const segments = wheelOf(game)
  const segment = randomInt(segments.length)
  const multiplier100 = segments[segment]!
  return {
    outcome: { kind: 'wheel', segment, multiplier100 },
    win: Math.floor((stake * multiplier100) / 100),
  }
}

/** The exact RTP of a game's paytable in basis points, by enumerating every outcome. */
export function exactRtpBp(game: SimGame): number {
  if (game.kind === 'slot') {
    let sum = 0
    for (const a of SLOT_STRIP)
      for (const b of SLOT_STRIP) for (const c of SLOT_STRIP) sum += slotMultiplier([a, b, c])
    return (sum * 10_000) / SLOT_STRIP.length ** 3
  }
  if (game.kind === 'dice') {
    let sum = 0
    for (let roll = 1; roll <= 100; roll++) sum += diceMultiplier(roll, 'high')
    return (sum * 10_000) / 100
  }
  const segments = wheelOf(game)
  return (segments.reduce((s, m) => s + m, 0) * 100) / segments.length
}

// --- Artwork: our own shapes, as a data: URI the lobby can show under its img-src 'self' data: ---

const SYMBOL_GLYPH: Record<SlotSymbol, string> = {
  cherry: '🍒',
  lemon: '🍋',
  bell: '🔔',
  star: '⭐',
  seven: '7',
}
export const slotGlyph = (s: SlotSymbol) => SYMBOL_GLYPH[s]

function art(game: SimGame): string {
  const bg = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1f3a"/><stop offset="1" stop-color="#3a1650"/></linearGradient></defs><rect width="300" height="300" fill="url(#g)"/>`
  if (game.kind === 'slot')
    return `${bg}${[0, 1, 2]
      .map(
        (i) =>
          `<rect x="${40 + i * 76}" y="95" width="68" height="110" rx="10" fill="#f5f1e8"/><circle cx="${74 + i * 76}" cy="150" r="22" fill="${['#d7263d', '#f4b400', '#2e86de'][i]}"/>`,
      )
      .join('')}<path d="M150 40l9 19 21 3-15 15 4 21-19-10-19 10 4-21-15-15 21-3z" fill="#f4b400"/>`
  if (game.kind === 'dice')
    return `${bg}<rect x="60" y="80" width="110" height="110" rx="18" fill="#f5f1e8" transform="rotate(-12 115 135)"/><g fill="#1b1f3a"><circle cx="90" cy="112" r="9"/><circle cx="115" cy="135" r="9"/><circle cx="140" cy="158" r="9"/></g><path d="M210 90l30 40h-60z" fill="#2ecc71"/><path d="M210 210l30-40h-60z" fill="#e74c3c"/>`
  const segments = wheelOf(game)
  const slices = segments
    .map((m, i) => {
      const a0 = (i / segments.length) * 2 * Math.PI
      const a1 = ((i + 1) / segments.length) * 2 * Math.PI
      const p = (a: number) =>
        `${(150 + 110 * Math.cos(a)).toFixed(1)} ${(150 + 110 * Math.sin(a)).toFixed(1)}`
      const fill = m === 0 ? '#2b2f55' : m >= 300 ? '#f4b400' : m >= 200 ? '#2e86de' : '#8e44ad'
      return `<path d="M150 150L${p(a0)}A110 110 0 0 1 ${p(a1)}z" fill="${fill}" stroke="#1b1f3a"/>`
    })
    .join('')
  return `${bg}${slices}<circle cx="150" cy="150" r="22" fill="#f5f1e8"/><path d="M150 22l12 26h-24z" fill="#f5f1e8"/>`
}

export function gameArtwork(game: SimGame): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">${art(game)}</svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
