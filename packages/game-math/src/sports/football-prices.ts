import {
  DEFAULT_RHO,
  dixonColesGrid,
  RESULTS,
  resultOf,
  shiftGrid,
  sumWhere,
  threeWay,
  type Grid,
  type ResultKey,
} from './dixon-coles.js'
import type { LegSettlement } from './bet-math.js'
import { lineText, priced, type Market, type MarketSpec, type Text } from './market.js'

/*
 * Football prices (research §6.2). Ratings give the expected goals λ (home) and μ (away); a
 * Dixon–Coles grid gives every full-time market; the first half has its own grid on 45% of the
 * goals, and HT/FT is the two halves' joint fitted to both marginals, so HT/FT agrees with the
 * 1X2 and the half-time result. The same functions price a match in play from its state (docs/sportsbook.md):
 * the grid of goals still to come, shifted by the score.
 */

export interface FootballRating {
  /** log scale: λ = exp(attack_home + defence_away + HOME_ADVANTAGE). */
  attack: number
  /** log scale, negative for a good defence. */
  defence: number
}

export const HOME_ADVANTAGE = 0.25
/** Share of the expected goals in the first half (later minutes carry more goals). */
export const FIRST_HALF_SHARE = 0.45
/** Red-card multipliers on the goal rate (research §6.3; tunable, not measured). */
export const RED_CARD_SHORT = 0.7
export const RED_CARD_OPPONENT = 1.2

export interface ExpectedGoals {
  home: number
  away: number
}

export function expectedGoals(home: FootballRating, away: FootballRating): ExpectedGoals {
  return {
    home: Math.exp(home.attack + away.defence + HOME_ADVANTAGE),
    away: Math.exp(away.attack + home.defence),
  }
}

const t = (tr: string, en: string): Text => ({ tr, en })

const RESULT_NAMES: Record<ResultKey, Text> = { '1': t('1', '1'), X: t('X', 'X'), '2': t('2', '2') }

export const OU_LINES = [0.5, 1.5, 2.5, 3.5, 4.5] as const
export const EH_LINES = [-2, -1, 1, 2] as const
export const GOAL_BANDS = [
  { key: '0-1', lo: 0, hi: 1 },
  { key: '2-3', lo: 2, hi: 3 },
  { key: '4-5', lo: 4, hi: 5 },
  { key: '6+', lo: 6, hi: Infinity },
] as const
/** Correct scores listed one by one; every other score is the outcome "other". */
export const CORRECT_SCORE_MAX = 4
/** Asian lines on offer: the few around the balanced line. */
const AH_LINES_SHOWN = 5

function resultMarket(
  key: string,
  name: Text,
  probs: Record<ResultKey, number>,
  family: 'main' | 'multi',
): MarketSpec {
  return {
    key,
    name,
    family,
    outcomes: RESULTS.map((r) => ({ key: r, name: RESULT_NAMES[r], prob: probs[r] })),
  }
}

function doubleChance(p: Record<ResultKey, number>): MarketSpec {
  return {
    key: 'dc',
    name: t('Çifte şans', 'Double chance'),
    family: 'main',
    winners: 2,
    outcomes: [
      { key: '1X', name: t('1-X', '1 or draw'), prob: p['1'] + p.X },
      { key: '12', name: t('1-2', '1 or 2'), prob: p['1'] + p['2'] },
      { key: 'X2', name: t('X-2', 'Draw or 2'), prob: p.X + p['2'] },
    ],
  }
}

function overUnder(grid: Grid, line: number): MarketSpec {
  const over = sumWhere(grid, (x, y) => x + y > line)
  return {
    key: 'ou',
    line,
    name: t(`Alt/Üst ${String(line).replace('.', ',')}`, `Over/under ${line}`),
    family: 'line',
    outcomes: [
      { key: 'under', name: t('Alt', 'Under'), prob: 1 - over },
      { key: 'over', name: t('Üst', 'Over'), prob: over },
    ],
  }
}

function bothScore(grid: Grid): MarketSpec {
  const yes = sumWhere(grid, (x, y) => x > 0 && y > 0)
  return {
    key: 'btts',
    name: t('Karşılıklı gol', 'Both teams to score'),
    family: 'line',
    outcomes: [
      { key: 'yes', name: t('KG Var', 'Yes'), prob: yes },
      { key: 'no', name: t('KG Yok', 'No'), prob: 1 - yes },
    ],
  }
}

function europeanHandicap(grid: Grid, h: number): MarketSpec {
  return {
    key: 'eh',
    line: h,
    name: t(`Handikaplı maç sonucu (${lineText(h)})`, `Handicap (${lineText(h)})`),
    family: 'multi',
    outcomes: RESULTS.map((r) => ({
      key: r,
      name: RESULT_NAMES[r],
      prob: sumWhere(grid, (x, y) => resultOf(x + h, y) === r),
    })),
  }
}

/** A quarter line splits the stake over the two neighbouring half/whole lines. */
export function splitLine(h: number): number[] {
  const quarters = Math.round(h * 4)
  return Math.abs(quarters) % 2 === 1 ? [(quarters - 1) / 4, (quarters + 1) / 4] : [h]
}

/**
 * Home's Asian line h: the fair "probability" is W/(W + L), where W and L sum the win and loss
 * chances of the (one or two) component lines; fair odds 1 + L/W, so a push returns the stake.
 */
export function asianProbability(grid: Grid, h: number): number {
  let w = 0
  let l = 0
  for (const line of splitLine(h)) {
    w += sumWhere(grid, (x, y) => x - y + line > 0)
    l += sumWhere(grid, (x, y) => x - y + line < 0)
  }
  return w / (w + l)
}

function asianHandicaps(grid: Grid): MarketSpec[] {
  const lines: number[] = []
  for (let q = -14; q <= 14; q++) lines.push(q / 4)
  return lines
    .map((h) => ({ h, p: asianProbability(grid, h) }))
    .sort((a, b) => Math.abs(a.p - 0.5) - Math.abs(b.p - 0.5))
    .slice(0, AH_LINES_SHOWN)
    .sort((a, b) => a.h - b.h)
    .map(({ h, p }) => ({
      key: 'ah',
      line: h,
      name: t(`Asya handikapı (${lineText(h)})`, `Asian handicap (${lineText(h)})`),
      family: 'line' as const,
      outcomes: [
        { key: 'home', name: t(`1 (${lineText(h)})`, `Home (${lineText(h)})`), prob: p },
        { key: 'away', name: t(`2 (${lineText(-h)})`, `Away (${lineText(-h)})`), prob: 1 - p },
      ],
    }))
}

function correctScore(grid: Grid): MarketSpec {
  const outcomes: MarketSpec['outcomes'] = []
  for (let x = 0; x <= CORRECT_SCORE_MAX; x++)
    for (let y = 0; y <= CORRECT_SCORE_MAX; y++)
      outcomes.push({ key: `${x}-${y}`, name: t(`${x}-${y}`, `${x}-${y}`), prob: grid[x]![y]! })
  outcomes.push({
    key: 'other',
    name: t('Diğer', 'Any other'),
    prob: sumWhere(grid, (x, y) => x > CORRECT_SCORE_MAX || y > CORRECT_SCORE_MAX),
  })
  // Scores too unlikely to price honestly (beyond the 500 cap) fold into "other".
  const shown = outcomes.filter((o) => o.key === 'other' || o.prob >= 0.004)
  const folded = outcomes.filter((o) => o.key !== 'other' && o.prob < 0.004).reduce((s, o) => s + o.prob, 0)
  const other = shown.find((o) => o.key === 'other')!
  other.prob += folded
  return { key: 'cs', name: t('Maç skoru', 'Correct score'), family: 'exotic', outcomes: shown }
}

function goalBands(grid: Grid): MarketSpec {
  return {
    key: 'tg',
    name: t('Toplam gol', 'Total goals'),
    family: 'multi',
    outcomes: GOAL_BANDS.map((b) => ({
      key: b.key,
      name: t(b.key, b.key),
      prob: sumWhere(grid, (x, y) => x + y >= b.lo && x + y <= b.hi),
    })),
  }
}

/**
 * P(HT result, FT result): the two halves' joint, then scaled (iterative proportional fitting) so
 * its rows are the first-half grid's result and its columns the full-time grid's 1X2.
 */
export function halfTimeFullTime(ft: Grid, firstHalf: Grid, secondHalf: Grid): number[][] {
  const joint = RESULTS.map(() => RESULTS.map(() => 0))
  for (let x1 = 0; x1 < firstHalf.length; x1++)
    for (let y1 = 0; y1 < firstHalf.length; y1++) {
      const p1 = firstHalf[x1]![y1]!
      // A live first half is a shifted grid: most of its cells are empty.
      if (p1 === 0) continue
      const h = RESULTS.indexOf(resultOf(x1, y1))
      for (let x2 = 0; x2 < secondHalf.length; x2++)
        for (let y2 = 0; y2 < secondHalf.length; y2++) {
          const f = RESULTS.indexOf(resultOf(x1 + x2, y1 + y2))
          joint[h]![f]! += p1 * secondHalf[x2]![y2]!
        }
    }
  const rows = RESULTS.map((r) => threeWay(firstHalf)[r])
  const cols = RESULTS.map((r) => threeWay(ft)[r])
  for (let it = 0; it < 50; it++) {
    for (let h = 0; h < 3; h++) {
      const s = joint[h]!.reduce((a, b) => a + b, 0)
      for (let f = 0; f < 3; f++) joint[h]![f]! *= rows[h]! / s
    }
    for (let f = 0; f < 3; f++) {
      const s = joint.reduce((a, row) => a + row[f]!, 0)
      for (let h = 0; h < 3; h++) joint[h]![f]! *= cols[f]! / s
    }
  }
  return joint
}

export interface FootballGrids {
  ft: Grid
  firstHalf: Grid
  secondHalf: Grid
}

export function footballGrids(xg: ExpectedGoals, rho = DEFAULT_RHO): FootballGrids {
  const s = FIRST_HALF_SHARE
  return {
    ft: dixonColesGrid(xg.home, xg.away, rho),
    firstHalf: dixonColesGrid(xg.home * s, xg.away * s, rho),
    secondHalf: dixonColesGrid(xg.home * (1 - s), xg.away * (1 - s), 0),
  }
}

/** Every pre-match football market, priced. */
export function priceFootball(xg: ExpectedGoals, rho = DEFAULT_RHO): Market[] {
  const g = footballGrids(xg, rho)
  const p = threeWay(g.ft)
  const htft = halfTimeFullTime(g.ft, g.firstHalf, g.secondHalf)
  return priced([
    resultMarket('1x2', t('Maç sonucu', 'Match result'), p, 'main'),
    doubleChance(p),
    ...OU_LINES.map((l) => overUnder(g.ft, l)),
    bothScore(g.ft),
    ...EH_LINES.map((h) => europeanHandicap(g.ft, h)),
    ...asianHandicaps(g.ft),
    correctScore(g.ft),
    resultMarket('ht', t('İlk yarı sonucu', 'Half-time result'), threeWay(g.firstHalf), 'multi'),
    {
      key: 'htft',
      name: t('İY/MS', 'Half-time/full-time'),
      family: 'exotic',
      outcomes: RESULTS.flatMap((h, i) =>
        RESULTS.map((f, j) => ({ key: `${h}/${f}`, name: t(`${h}/${f}`, `${h}/${f}`), prob: htft[i]![j]! })),
      ),
    },
    goalBands(g.ft),
  ])
}

// ---------------------------------------------------------------------------------------------
// In play (docs/sportsbook.md): the same markets from the state.

export interface FootballLiveState {
  /** Minutes of play elapsed, 0–90 (stoppage time counts as the half's last minute). */
  minute: number
  home: number
  away: number
  homeRed: number
  awayRed: number
}

/** The share of a match's expected goals still to come after `minute` (the simulator's rate shape). */
export function remainingShare(minute: number): number {
  const m = Math.min(90, Math.max(0, minute))
  const first = FIRST_HALF_SHARE * Math.max(0, (45 - m) / 45)
  const second = (1 - FIRST_HALF_SHARE) * Math.min(1, (90 - m) / 45)
  return first + second
}

/** The goal-rate multipliers of a side given both sides' red cards. */
export function redCardFactor(ownRed: number, opponentRed: number): number {
  return RED_CARD_SHORT ** ownRed * RED_CARD_OPPONENT ** opponentRed
}

/** The grid of final scores from a live state. */
export function liveGrid(xg: ExpectedGoals, s: FootballLiveState, rho = DEFAULT_RHO): Grid {
  const r = remainingShare(s.minute)
  const rest = dixonColesGrid(
    xg.home * r * redCardFactor(s.homeRed, s.awayRed),
    xg.away * r * redCardFactor(s.awayRed, s.homeRed),
    rho,
  )
  return shiftGrid(rest, s.home, s.away)
}

/** Full-time markets in play: 1X2, double chance, the over/under lines still open, BTTS. */
export function priceFootballLive(xg: ExpectedGoals, s: FootballLiveState, rho = DEFAULT_RHO): Market[] {
  const grid = liveGrid(xg, s, rho)
  const p = threeWay(grid)
  return priced([
    resultMarket('1x2', t('Maç sonucu', 'Match result'), p, 'main'),
    doubleChance(p),
    ...OU_LINES.filter((l) => l > s.home + s.away).map((l) => overUnder(grid, l)),
    ...(s.home > 0 && s.away > 0 ? [] : [bothScore(grid)]),
  ])
}

// ---------------------------------------------------------------------------------------------
// Settlement: each outcome's result from the final (and half-time) score.

export interface FootballResult {
  home: number
  away: number
  htHome: number
  htAway: number
}

const won = (b: boolean): LegSettlement => ({ result: b ? 'won' : 'lost' })

/** One Asian component line from the backed side's goal difference. */
function asianPart(d: number): 'won' | 'void' | 'lost' {
  return d > 0 ? 'won' : d === 0 ? 'void' : 'lost'
}

export function settleAsian(h: number, side: 'home' | 'away', r: FootballResult): LegSettlement {
  const diff = r.home - r.away
  const parts = splitLine(h).map((line) => asianPart(side === 'home' ? diff + line : -(diff + line)))
  if (parts.length === 1) return { result: parts[0]! }
  const [a, b] = parts as ['won' | 'void' | 'lost', 'won' | 'void' | 'lost']
  if (a === b) return { result: a }
  if (a === 'lost' || b === 'lost') return { result: a === 'won' || b === 'won' ? 'lost' : 'half_lost' }
  return { result: 'half_won' }
}

/**
 * The result of one outcome of a football market. `outcomeKeys` are the market's outcomes (the
 * correct-score "other" wins when the score is not listed).
 */
export function settleFootballOutcome(
  market: { key: string; line?: number; outcomeKeys: readonly string[] },
  outcomeKey: string,
  r: FootballResult,
): LegSettlement {
  const total = r.home + r.away
  const line = market.line ?? 0
  switch (market.key) {
    case '1x2':
      return won(resultOf(r.home, r.away) === outcomeKey)
    case 'dc':
      return won(outcomeKey.includes(resultOf(r.home, r.away)))
    case 'ou':
      return won(outcomeKey === 'over' ? total > line : total < line)
    case 'btts':
      return won((r.home > 0 && r.away > 0) === (outcomeKey === 'yes'))
    case 'eh':
      return won(resultOf(r.home + line, r.away) === outcomeKey)
    case 'ah':
      return settleAsian(line, outcomeKey === 'home' ? 'home' : 'away', r)
    case 'cs': {
      const key = `${r.home}-${r.away}`
      return won(outcomeKey === (market.outcomeKeys.includes(key) ? key : 'other'))
    }
    case 'ht':
      return won(resultOf(r.htHome, r.htAway) === outcomeKey)
    case 'htft':
      return won(`${resultOf(r.htHome, r.htAway)}/${resultOf(r.home, r.away)}` === outcomeKey)
    case 'tg': {
      const band = GOAL_BANDS.find((b) => b.key === outcomeKey)
      return won(band !== undefined && total >= band.lo && total <= band.hi)
    }
    default:
      throw new Error(`unknown football market ${market.key}`)
  }
}
