import { cascadeFigures, playCascadeRound, type CascadeTheme } from './cascade.js'
import { exactFigures, LINE_COUNT, PAYLINES, playRound, type SlotSymbol, type SpinResult } from './engine.js'
import {
  creditsPerBet,
  featureFigures,
  playFeatureRound,
  type FeatureSpin,
  type FeatureTheme,
} from './featured.js'
import { holdFigures, playHoldRound, RESPINS, type HoldTheme } from './holdwin.js'
import { CASCADE_THEMES, FEATURE_THEMES, HOLD_THEMES } from './mechanic-themes.js'
import { LINE_GAMES, SLOT_THEMES, slotTheme, type LineGame } from './themes.js'

/*
 * Every Galata slot, whatever its mechanic, behind one interface: the server plays and pays a round
 * through `playSlotRound` / `slotRoundPayout`, the page gets `slotPageData`, the verify API
 * `slotVerifyView`, tests and bench/rtp `slotExact`. A round is a pure function of the round's fair
 * float stream (`fairFloatStream`), as for the first three themes.
 *
 * Mechanics: `lines` (engine.ts: 20 lines, free spins ×N with retriggers), `ways` (243 ways, free
 * spins with a fixed multiplier), `freespins` (20 lines, free spins on their own reels with a
 * multiplier rising spin by spin), `cascade` (tumbles with a rising multiplier), `holdwin` (coins
 * lock, respins reset to 3, a fixed Grand for a full grid).
 */

export const SLOT_MECHANICS = ['lines', 'ways', 'freespins', 'cascade', 'holdwin'] as const
export type SlotMechanic = (typeof SLOT_MECHANICS)[number]

type FeatureGame = keyof typeof FEATURE_THEMES
type CascadeGame = keyof typeof CASCADE_THEMES
type HoldGame = keyof typeof HOLD_THEMES

export const SLOT_GAMES = [
  ...LINE_GAMES,
  ...(Object.keys(FEATURE_THEMES) as FeatureGame[]),
  ...(Object.keys(CASCADE_THEMES) as CascadeGame[]),
  ...(Object.keys(HOLD_THEMES) as HoldGame[]),
]
export type SlotGame = LineGame | FeatureGame | CascadeGame | HoldGame

export function isSlotGame(code: string): code is SlotGame {
  return code in SLOT_THEMES || code in FEATURE_THEMES || code in CASCADE_THEMES || code in HOLD_THEMES
}

type Def =
  | { mechanic: 'lines'; rtpBp: number; theme: ReturnType<typeof slotTheme> }
  | { mechanic: 'ways' | 'freespins'; rtpBp: number; theme: FeatureTheme }
  | { mechanic: 'cascade'; rtpBp: number; theme: CascadeTheme }
  | { mechanic: 'holdwin'; rtpBp: number; theme: HoldTheme }

export function slotDef(game: SlotGame): Def {
  if (game in SLOT_THEMES)
    return {
      mechanic: 'lines',
      rtpBp: SLOT_THEMES[game as LineGame].rtpBp,
      theme: slotTheme(game as LineGame),
    }
  if (game in FEATURE_THEMES) {
    const { rtpBp, theme } = FEATURE_THEMES[game as FeatureGame]
    return { mechanic: theme.pay === 'ways' ? 'ways' : 'freespins', rtpBp, theme: theme as FeatureTheme }
  }
  if (game in CASCADE_THEMES) {
    const { rtpBp, theme } = CASCADE_THEMES[game as CascadeGame]
    return { mechanic: 'cascade', rtpBp, theme: theme as CascadeTheme }
  }
  const { rtpBp, theme } = HOLD_THEMES[game as HoldGame]
  return { mechanic: 'holdwin', rtpBp, theme: theme as HoldTheme }
}

export const slotMechanic = (game: SlotGame): SlotMechanic => slotDef(game).mechanic
export const slotRtpBp = (game: SlotGame): number => slotDef(game).rtpBp
export const slotVolatility = (game: SlotGame) => slotDef(game).theme.volatility

/** Credits one total bet is worth: 20 on lines and hold-and-win, 100 on ways and cascades. */
export function slotCreditsPerBet(game: SlotGame): number {
  const def = slotDef(game)
  if (def.mechanic === 'ways' || def.mechanic === 'freespins') return creditsPerBet(def.theme)
  return def.mechanic === 'cascade' ? 100 : LINE_COUNT
}

/** Kuruş paid for `credits` on a stake of `stake` kuruş, rounded down. */
export const slotRoundPayout = (game: SlotGame, stake: bigint, credits: number): bigint =>
  (stake * BigInt(credits)) / BigInt(slotCreditsPerBet(game))

const lineSpinView = (s: SpinResult) => ({
  stops: s.stops,
  grid: s.grid,
  lines: s.lines,
  scatters: s.scatters,
  credits: s.credits,
})
const featureSpinView = (s: FeatureSpin) => ({
  stops: s.stops,
  grid: s.grid,
  lines: s.lines,
  ways: s.ways,
  scatters: s.scatters,
  credits: s.credits,
})

export interface SlotPlayed {
  credits: number
  /** The round's `result` as the page reads it (also stored in the game history). */
  result: Record<string, unknown>
  /** The verify API's answer: the paid spin's stops and grid, and every further step (see below). */
  verify: { stops: number[]; grid: number[][]; freeSpins: number[][] }
}

export function playSlotRound(game: SlotGame, floatAt: (i: number) => number): SlotPlayed {
  const def = slotDef(game)
  const per = slotCreditsPerBet(game)
  const multiplier = (credits: number) => credits / per
  switch (def.mechanic) {
    case 'lines': {
      const round = playRound(def.theme, floatAt)
      return {
        credits: round.credits,
        result: {
          mechanic: 'lines',
          base: lineSpinView(round.base),
          free: round.free.map(lineSpinView),
          freeMultiplier: def.theme.freeSpins.multiplier,
          credits: round.credits,
          multiplier: multiplier(round.credits),
        },
        verify: { stops: round.base.stops, grid: round.base.grid, freeSpins: round.free.map((f) => f.stops) },
      }
    }
    case 'ways':
    case 'freespins': {
      const round = playFeatureRound(def.theme, floatAt)
      return {
        credits: round.credits,
        result: {
          mechanic: def.mechanic,
          base: featureSpinView(round.base),
          free: round.free.map(featureSpinView),
          freeMultipliers: round.multipliers,
          credits: round.credits,
          multiplier: multiplier(round.credits),
        },
        verify: { stops: round.base.stops, grid: round.base.grid, freeSpins: round.free.map((f) => f.stops) },
      }
    }
    case 'cascade': {
      const round = playCascadeRound(def.theme, floatAt)
      const grid = def.theme.strips.map((strip, r) =>
        [0, 1, 2].map((row) => strip[(round.stops[r]! + row) % strip.length]!),
      )
      return {
        credits: round.credits,
        result: {
          mechanic: 'cascade',
          stops: round.stops,
          grid,
          steps: round.steps,
          final: round.final,
          credits: round.credits,
          multiplier: multiplier(round.credits),
        },
        // Each tumble's grid after the first evaluation, 15 symbols reel by reel.
        verify: { stops: round.stops, grid, freeSpins: round.steps.slice(1).map((s) => s.grid.flat()) },
      }
    }
    case 'holdwin': {
      const round = playHoldRound(def.theme, floatAt)
      return {
        credits: round.credits,
        result: {
          mechanic: 'holdwin',
          base: { stops: round.stops, grid: round.grid, lines: round.lines, credits: round.lineCredits },
          coins: round.coins,
          feature: round.feature,
          credits: round.credits,
          multiplier: multiplier(round.credits),
        },
        // Each respin: the cells that landed a coin and their credits, [cell, credits, cell, credits …].
        verify: {
          stops: round.stops,
          grid: round.grid,
          freeSpins: (round.feature?.respins ?? []).map((r) => r.landed.flatMap((l) => [l.cell, l.credits])),
        },
      }
    }
  }
}

/** The exact RTP and the figures behind it (bench/rtp prints them, a unit test holds rtpBp to it). */
export function slotExact(game: SlotGame): { rtp: number; figures: Record<string, number> } {
  const def = slotDef(game)
  const f: object =
    def.mechanic === 'lines'
      ? exactFigures(def.theme)
      : def.mechanic === 'cascade'
        ? cascadeFigures(def.theme)
        : def.mechanic === 'holdwin'
          ? holdFigures(def.theme)
          : featureFigures(def.theme)
  const figures = f as Record<string, number>
  return { rtp: figures.rtp!, figures }
}

/** What the slot page needs: symbols and pays, the mechanic's rules, RTP and volatility. */
export function slotPageData(game: SlotGame) {
  const def = slotDef(game)
  const base = {
    mechanic: def.mechanic,
    symbols: def.theme.symbols as readonly SlotSymbol[],
    volatility: def.theme.volatility,
    rtp: def.rtpBp / 100,
    creditsPerBet: slotCreditsPerBet(game),
    paylines:
      def.mechanic === 'lines' || def.mechanic === 'freespins' || def.mechanic === 'holdwin' ? PAYLINES : [],
  }
  switch (def.mechanic) {
    case 'lines':
      return { ...base, freeSpins: def.theme.freeSpins }
    case 'ways':
    case 'freespins':
      return { ...base, freeSpins: def.theme.freeSpins }
    case 'cascade':
      return { ...base, cascade: { multipliers: def.theme.multipliers, maxSteps: def.theme.maxSteps } }
    case 'holdwin':
      return {
        ...base,
        hold: {
          trigger: def.theme.trigger,
          respins: RESPINS,
          coinValues: def.theme.coinValues,
          grand: def.theme.grand,
        },
      }
  }
}
export type SlotPageData = ReturnType<typeof slotPageData>
