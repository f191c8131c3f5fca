import type { LegSettlement } from './bet-math.js'
import { lineText, priced, type Market, type Text } from './market.js'
import { normalCdf } from './normal.js'
import type { Uniform } from './seed-stream.js'

/*
 * Basketball (research §6.4). The simulator plays possessions: each side has POSSESSIONS_PER_MINUTE
 * a minute and a possession scores 0, 1, 2 or 3 points with chances set by the side's points per
 * possession m. The pricing model is the normal approximation of that same process: margin
 * D ~ N(μ_d, σ_d²) and total T ~ N(μ_t, σ_t²) with means and variances computed from it (σ_d ≈ 15
 * here, the brief's ~12 is for the NBA's slower scoring), so the model is the world's own.
 */

export const QUARTERS = 4
export const QUARTER_MINUTES = 10
export const OVERTIME_MINUTES = 5
export const POSSESSIONS_PER_MINUTE = 2
/** Points per possession between average sides, and the home edge. */
export const BASE_PPP = 1.08
export const HOME_EDGE_PPP = 0.03
const P1 = 0.05
const P3 = 0.12
/** World-minutes of breaks: between quarters, at half time. */
export const QUARTER_BREAK = 2
export const HALF_BREAK = 10

export interface BasketballRating {
  offence: number
  defence: number
}

export interface PointsPerPossession {
  home: number
  away: number
}

export function pointsPerPossession(home: BasketballRating, away: BasketballRating): PointsPerPossession {
  return {
    home: BASE_PPP + home.offence - away.defence + HOME_EDGE_PPP,
    away: BASE_PPP + away.offence - home.defence,
  }
}

/** The chances of 0, 1, 2, 3 points on one possession with mean m. */
export function possessionOutcome(m: number): [number, number, number, number] {
  const p2 = (m - P1 - 3 * P3) / 2
  return [1 - P1 - p2 - P3, P1, p2, P3]
}

function moments(m: number): { mean: number; variance: number } {
  const p = possessionOutcome(m)
  const mean = p[1] + 2 * p[2] + 3 * p[3]
  return { mean, variance: p[1] + 4 * p[2] + 9 * p[3] - mean * mean }
}

export interface BasketballModel {
  marginMean: number
  marginSd: number
  totalMean: number
  totalSd: number
}

export function basketballModel(ppp: PointsPerPossession): BasketballModel {
  const n = QUARTERS * QUARTER_MINUTES * POSSESSIONS_PER_MINUTE
  const h = moments(ppp.home)
  const a = moments(ppp.away)
  const sd = Math.sqrt(n * (h.variance + a.variance))
  return { marginMean: n * (h.mean - a.mean), marginSd: sd, totalMean: n * (h.mean + a.mean), totalSd: sd }
}

const t = (tr: string, en: string): Text => ({ tr, en })
const half = (x: number) => Math.round(x - 0.5) + 0.5

/** Match winner (overtime included), three handicap lines and three total lines around the model. */
export function priceBasketball(model: BasketballModel): Market[] {
  const { marginMean: md, marginSd: sd, totalMean: mt, totalSd: st } = model
  const home = normalCdf(md / sd)
  const centre = half(-md)
  const total = half(mt)
  return priced([
    {
      key: 'ml',
      name: t('Maç sonucu (uzatmalar dahil)', 'Match winner (incl. overtime)'),
      family: 'main',
      outcomes: [
        { key: 'home', name: t('1', '1'), prob: home },
        { key: 'away', name: t('2', '2'), prob: 1 - home },
      ],
    },
    ...[centre - 4, centre, centre + 4].map((h) => {
      const p = normalCdf((md + h) / sd)
      return {
        key: 'hcp',
        line: h,
        name: t(`Handikap (${lineText(h)})`, `Handicap (${lineText(h)})`),
        family: 'line' as const,
        outcomes: [
          { key: 'home', name: t(`1 (${lineText(h)})`, `Home (${lineText(h)})`), prob: p },
          { key: 'away', name: t(`2 (${lineText(-h)})`, `Away (${lineText(-h)})`), prob: 1 - p },
        ],
      }
    }),
    ...[total - 6, total, total + 6].map((l) => {
      const over = 1 - normalCdf((l - mt) / st)
      return {
        key: 'tot',
        line: l,
        name: t(`Toplam sayı ${String(l).replace('.', ',')}`, `Total points ${l}`),
        family: 'line' as const,
        outcomes: [
          { key: 'under', name: t('Alt', 'Under'), prob: 1 - over },
          { key: 'over', name: t('Üst', 'Over'), prob: over },
        ],
      }
    }),
  ])
}

/** In play (docs/sportsbook.md): the rest of regulation as the same normal process, shifted by the score. */
export function priceBasketballLive(
  ppp: PointsPerPossession,
  state: { minute: number; home: number; away: number },
): Market[] {
  const full = basketballModel(ppp)
  const left = Math.max(0, QUARTERS * QUARTER_MINUTES - state.minute) / (QUARTERS * QUARTER_MINUTES)
  const lead = state.home - state.away
  return priceBasketball({
    marginMean: lead + full.marginMean * left,
    // A small floor keeps the last seconds priceable (the market closes before it matters).
    marginSd: Math.max(1, full.marginSd * Math.sqrt(left)),
    totalMean: state.home + state.away + full.totalMean * left,
    totalSd: Math.max(1, full.totalSd * Math.sqrt(left)),
  })
}

export interface BasketballEvent {
  type: 'tipoff' | 'score' | 'quarter_end' | 'full_time'
  at: number
  period: number
  side?: 'home' | 'away'
  points?: number
  score: { home: number; away: number }
}

export interface BasketballMatch {
  events: BasketballEvent[]
  final: { home: number; away: number; quarters: Array<{ home: number; away: number }> }
  duration: number
}

export function simulateBasketball(ppp: PointsPerPossession, u: Uniform): BasketballMatch {
  const score = { home: 0, away: 0 }
  const events: BasketballEvent[] = [{ type: 'tipoff', at: 0, period: 1, score: { ...score } }]
  const quarters: Array<{ home: number; away: number }> = []
  const dist = { home: possessionOutcome(ppp.home), away: possessionOutcome(ppp.away) }
  let at = 0
  for (let period = 1; period <= QUARTERS || score.home === score.away; period++) {
    const start = { ...score }
    const minutes = period <= QUARTERS ? QUARTER_MINUTES : OVERTIME_MINUTES
    for (let m = 0; m < minutes; m++) {
      at++
      for (let k = 0; k < POSSESSIONS_PER_MINUTE; k++)
        for (const side of ['home', 'away'] as const) {
          const v = u.next()
          const p = dist[side]
          const points = v < p[0] ? 0 : v < p[0] + p[1] ? 1 : v < p[0] + p[1] + p[2] ? 2 : 3
          if (points === 0) continue
          score[side] += points
          events.push({ type: 'score', at, period, side, points, score: { ...score } })
        }
    }
    quarters.push({ home: score.home - start.home, away: score.away - start.away })
    events.push({ type: 'quarter_end', at, period, score: { ...score } })
    at += period === 2 ? HALF_BREAK : QUARTER_BREAK
  }
  at -= QUARTER_BREAK
  events.push({ type: 'full_time', at, period: quarters.length, score: { ...score } })
  return { events, final: { ...score, quarters }, duration: at }
}

export function basketballStateAt(match: BasketballMatch, at: number) {
  let last: BasketballEvent = match.events[0]!
  for (const e of match.events) if (e.at <= at) last = e
  return {
    period: last.period,
    home: last.score.home,
    away: last.score.away,
    isOver: last.type === 'full_time',
  }
}

export function settleBasketballOutcome(
  market: { key: string; line?: number },
  outcomeKey: string,
  r: { home: number; away: number },
): LegSettlement {
  const line = market.line ?? 0
  const won = (b: boolean): LegSettlement => ({ result: b ? 'won' : 'lost' })
  const d = r.home - r.away
  switch (market.key) {
    case 'ml':
      return won(d > 0 === (outcomeKey === 'home'))
    case 'hcp': {
      const v = outcomeKey === 'home' ? d + line : -(d + line)
      return v === 0 ? { result: 'void' } : won(v > 0)
    }
    case 'tot': {
      const total = r.home + r.away
      return total === line ? { result: 'void' } : won(total > line === (outcomeKey === 'over'))
    }
    default:
      throw new Error(`unknown basketball market ${market.key}`)
  }
}
