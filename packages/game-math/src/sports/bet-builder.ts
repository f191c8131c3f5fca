import { type Grid, resultOf, type ResultKey } from './dixon-coles.js'
import {
  CORRECT_SCORE_MAX,
  EH_LINES,
  GOAL_BANDS,
  OU_LINES,
  settleFootballOutcome,
  type FootballGrids,
  type FootballResult,
} from './football-prices.js'
import { BUILDER_MARGIN, MAX_OFFERED_PROB, MAX_ODDS, MIN_ODDS } from './margin.js'
import type { LegSettlement } from './bet-math.js'

/*
 * The bet builder (Maç Kombini, docs/sportsbook.md "Bet builder pricing"): several selections of one
 * football match in one leg, priced from the joint probability of all of them on the match's score
 * model — never by multiplying single prices, because the selections are correlated ("home wins"
 * and "over 2.5" are not independent).
 *
 * The joint model is a table over (first-half score, second-half goals): it starts from the
 * first-half grid times the second-half grid and is fitted (iterative proportional fitting) so its
 * full-time marginal is exactly the full-time Dixon–Coles grid and its half-time marginal exactly
 * the first-half grid — the two grids every single price is read off. So a builder of one
 * selection has the single market's fair probability, and a builder of full-time selections has
 * exactly the full-time grid's joint probability.
 */

/** One selection of a builder: a market of the match (key and line) and one of its outcomes. */
export interface BuilderSelection {
  market: string
  line?: number
  outcome: string
}

export type BuilderRefusal =
  /** A market the builder does not take (Asian lines push; corners and cards have no score model). */
  | 'unsupported'
  /** Two selections of one market (same key and line). */
  | 'same_market'
  /** The selections cannot all happen in one match. */
  | 'incompatible'
  /** Near-certain (below the 1.01 floor) or longer than the odds cap. */
  | 'out_of_range'

/** A score state of the joint table: the half-time score and the second half's goals. */
interface Cell {
  x1: number
  y1: number
  x2: number
  y2: number
}

/**
 * A selection as an event on the scores: the half-time score (h, a) and the full-time score (H, A).
 * `half` says which of them it reads, so a builder is summed over the smallest table that carries
 * every selection's scores (see `sumCells`).
 */
interface Event {
  half: 'ft' | 'ht' | 'both'
  holds: (h: number, a: number, H: number, A: number) => boolean
}

const isResult = (s: string): s is ResultKey => s === '1' || s === 'X' || s === '2'
const scoreKey = /^(\d)-(\d)$/
const onFt = (holds: (H: number, A: number) => boolean): Event => ({
  half: 'ft',
  holds: (_h, _a, H, A) => holds(H, A),
})

/** The selection's event on the joint table, or null when the builder does not take it. */
function eventOf(s: BuilderSelection): Event | null {
  switch (s.market) {
    case '1x2':
      return isResult(s.outcome) && s.line === undefined ? onFt((H, A) => resultOf(H, A) === s.outcome) : null
    case 'dc': {
      const excluded = { '1X': '2', '12': 'X', X2: '1' }[s.outcome]
      return excluded && s.line === undefined ? onFt((H, A) => resultOf(H, A) !== excluded) : null
    }
    case 'ou': {
      const line = s.line
      if (line === undefined || !(OU_LINES as readonly number[]).includes(line)) return null
      if (s.outcome === 'over') return onFt((H, A) => H + A > line)
      if (s.outcome === 'under') return onFt((H, A) => H + A < line)
      return null
    }
    case 'btts':
      if (s.line !== undefined || (s.outcome !== 'yes' && s.outcome !== 'no')) return null
      return onFt((H, A) => (H > 0 && A > 0) === (s.outcome === 'yes'))
    case 'eh': {
      const line = s.line
      if (line === undefined || !(EH_LINES as readonly number[]).includes(line) || !isResult(s.outcome))
        return null
      return onFt((H, A) => resultOf(H + line, A) === s.outcome)
    }
    case 'tg': {
      const band = GOAL_BANDS.find((b) => b.key === s.outcome)
      if (!band || s.line !== undefined) return null
      return onFt((H, A) => H + A >= band.lo && H + A <= band.hi)
    }
    case 'cs': {
      // Listed scores only: "any other" depends on which scores the market lists.
      const m = scoreKey.exec(s.outcome)
      if (!m || s.line !== undefined) return null
      const [h, a] = [Number(m[1]), Number(m[2])]
      if (h > CORRECT_SCORE_MAX || a > CORRECT_SCORE_MAX) return null
      return onFt((H, A) => H === h && A === a)
    }
    case 'ht':
      return isResult(s.outcome) && s.line === undefined
        ? { half: 'ht', holds: (h, a) => resultOf(h, a) === s.outcome }
        : null
    case 'htft': {
      const [first, full] = s.outcome.split('/')
      if (!first || !full || !isResult(first) || !isResult(full) || s.line !== undefined) return null
      return { half: 'both', holds: (h, a, H, A) => resultOf(h, a) === first && resultOf(H, A) === full }
    }
    default:
      return null
  }
}

/**
 * The fitted joint table of one match: its cells, and the tables a builder is summed over, in flat
 * columns (half-time score, full-time score, probability).
 */
export interface BuilderModel {
  cells: ReadonlyArray<Cell & { p: number }>
  tables: Record<Event['half'], Table>
}

/** Scores and probabilities in columns: (h, a) half-time, (H, A) full-time. */
interface Table {
  h: Int8Array
  a: Int8Array
  H: Int8Array
  A: Int8Array
  p: Float64Array
}

/** Iterations of the fit: it converges to about 1e-15 within a few dozen on every tested match. */
const FIT_ITERATIONS = 200
const FIT_TOLERANCE = 1e-15

/**
 * Fits the joint table to the match's full-time and first-half grids. Scores beyond the full-time
 * grid's size are left out, as the grid itself truncates them.
 */
export function builderModel(grids: FootballGrids): BuilderModel {
  const size = grids.ft.length
  const cells: Array<Cell & { p: number }> = []
  for (let x1 = 0; x1 < size; x1++)
    for (let y1 = 0; y1 < size; y1++)
      for (let x2 = 0; x1 + x2 < size; x2++)
        for (let y2 = 0; y1 + y2 < size; y2++) {
          const p = at(grids.firstHalf, x1, y1) * at(grids.secondHalf, x2, y2)
          if (p > 0) cells.push({ x1, y1, x2, y2, p })
        }
  const ftTarget = grids.ft
  const htTarget = grids.firstHalf
  for (let i = 0; i < FIT_ITERATIONS; i++) {
    const ftError = scaleTo(cells, ftTarget, (c) => [c.x1 + c.x2, c.y1 + c.y2])
    const htError = scaleTo(cells, htTarget, (c) => [c.x1, c.y1])
    if (Math.max(ftError, htError) < FIT_TOLERANCE) break
  }
  // Half-time selections read only the half-time result, so the tables keep one half-time score per
  // result (1–0, 0–0, 0–1): the whole table shrinks from about 4,400 cells to at most 363.
  const htOf = (c: Cell): [number, number] => (c.x1 > c.y1 ? [1, 0] : c.x1 === c.y1 ? [0, 0] : [0, 1])
  const grouped = (key: (c: Cell) => [number, number, number, number]) => {
    const sums = new Map<string, { h: number; a: number; H: number; A: number; p: number }>()
    for (const c of cells) {
      const [h, a, H, A] = key(c)
      const k = `${h},${a},${H},${A}`
      const row = sums.get(k)
      if (row) row.p += c.p
      else sums.set(k, { h, a, H, A, p: c.p })
    }
    return tableOf([...sums.values()])
  }
  return {
    cells,
    tables: {
      both: grouped((c) => [...htOf(c), c.x1 + c.x2, c.y1 + c.y2]),
      ft: grouped((c) => [-1, -1, c.x1 + c.x2, c.y1 + c.y2]),
      ht: grouped((c) => [...htOf(c), -1, -1]),
    },
  }
}

function tableOf(rows: Array<{ h: number; a: number; H: number; A: number; p: number }>): Table {
  return {
    h: Int8Array.from(rows, (r) => r.h),
    a: Int8Array.from(rows, (r) => r.a),
    H: Int8Array.from(rows, (r) => r.H),
    A: Int8Array.from(rows, (r) => r.A),
    p: Float64Array.from(rows, (r) => r.p),
  }
}

const at = (g: Grid, x: number, y: number) => g[x]?.[y] ?? 0

/** Scales the cells so their marginal over `key` is `target`; returns the largest error before. */
function scaleTo(
  cells: Array<Cell & { p: number }>,
  target: Grid,
  key: (c: Cell) => [number, number],
): number {
  const size = target.length
  const sums = Array.from({ length: size * size }, () => 0)
  for (const c of cells) {
    const [x, y] = key(c)
    sums[x * size + y]! += c.p
  }
  let error = 0
  for (let x = 0; x < size; x++)
    for (let y = 0; y < size; y++) error = Math.max(error, Math.abs(sums[x * size + y]! - at(target, x, y)))
  for (const c of cells) {
    const [x, y] = key(c)
    const s = sums[x * size + y]!
    c.p = s > 0 ? (c.p * at(target, x, y)) / s : 0
  }
  return error
}

export type BuilderCheck =
  { ok: true; events: Event[] } | { ok: false; refusal: BuilderRefusal; index?: number }

/**
 * The checks made before pricing: support, one selection per market. How many selections a builder
 * may hold is the slip's rule (`SPORTS_LIMITS.builderSelections*` in the contract).
 */
export function checkBuilder(selections: readonly BuilderSelection[]): BuilderCheck {
  const markets = new Set<string>()
  const events: Event[] = []
  for (const [index, s] of selections.entries()) {
    const market = `${s.market}@${s.line ?? ''}`
    if (markets.has(market)) return { ok: false, refusal: 'same_market', index }
    markets.add(market)
    const e = eventOf(s)
    if (!e) return { ok: false, refusal: 'unsupported', index }
    events.push(e)
  }
  return { ok: true, events }
}

/** The fair probability that every selection wins (no market checks). */
export function jointProbability(model: BuilderModel, selections: readonly BuilderSelection[]): number {
  const events = selections.map((s) => {
    const e = eventOf(s)
    if (!e) throw new Error(`the builder does not take ${s.market}/${s.outcome}`)
    return e
  })
  return sumCells(model, events)
}

/**
 * Σ p over the scores where every event holds: on the full-time marginal when every selection reads
 * only the full-time score (121 cells), on the half-time result's when only that (3), on the table
 * of half-time result × full-time score otherwise (at most 363): the same sum as over the whole
 * fitted table (about 4,400 cells), since these are its own marginals.
 */
function sumCells(model: BuilderModel, events: readonly Event[]): number {
  const halves = new Set(events.map((e) => e.half))
  const table = model.tables[halves.size === 1 && !halves.has('both') ? [...halves][0]! : 'both']
  const { h, a, H, A, p } = table
  let sum = 0
  next: for (let i = 0; i < p.length; i++) {
    for (const e of events) if (!e.holds(h[i]!, a[i]!, H[i]!, A[i]!)) continue next
    sum += p[i]!
  }
  return sum
}

export type BuilderPrice =
  { ok: true; prob: number; odds: number } | { ok: false; refusal: BuilderRefusal; index?: number }

/**
 * The builder's price: its fair joint probability, and decimal odds at BUILDER_MARGIN floored to
 * two decimals (the rounding is the house's). Refused when the selections cannot all happen, or when
 * the price would sit on the 1.01 floor or past the cap.
 */
export function priceBuilder(model: BuilderModel, selections: readonly BuilderSelection[]): BuilderPrice {
  const check = checkBuilder(selections)
  if (!check.ok) return check
  const prob = sumCells(model, check.events)
  // Structurally impossible (a 2-0 with both teams scoring): no cell holds them all.
  if (!(prob > 1e-12)) return { ok: false, refusal: 'incompatible' }
  const fairOdds = 1 / (prob * (1 + BUILDER_MARGIN))
  if (prob > MAX_OFFERED_PROB || fairOdds < MIN_ODDS || fairOdds > MAX_ODDS)
    return { ok: false, refusal: 'out_of_range' }
  return { ok: true, prob, odds: Math.floor(fairOdds * 100 + 1e-9) / 100 }
}

/**
 * A builder leg's result (docs/sportsbook.md "Bet builder settlement") from its selections' own
 * results and, once the match is over, the final score: a lost selection loses it; else a void one
 * (its market voided) voids the whole leg — the joint price cannot be split into the others' — and
 * a selection still pending keeps it pending; else `settleBuilder` on the final score decides.
 * Without a final score (a market voided before the result), all selections won wins it.
 */
export function builderLegResult(
  selections: readonly BuilderSelection[],
  results: readonly LegSettlement['result'][],
  final: FootballResult | null,
): LegSettlement['result'] {
  if (results.includes('lost')) return 'lost'
  if (results.includes('pending')) return 'pending'
  if (results.includes('void')) return 'void'
  if (final) return settleBuilder(selections, final).result
  return results.every((r) => r === 'won') ? 'won' : 'pending'
}

/** A builder leg wins when every selection wins; any lost selection loses it. */
export function settleBuilder(selections: readonly BuilderSelection[], r: FootballResult): LegSettlement {
  for (const s of selections) {
    const market = {
      key: s.market,
      outcomeKeys: [s.outcome],
      ...(s.line === undefined ? {} : { line: s.line }),
    }
    const leg = settleFootballOutcome(market, s.outcome, r)
    if (leg.result !== 'won') return { result: 'lost' }
  }
  return { result: 'won' }
}
