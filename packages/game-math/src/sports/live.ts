import {
  basketballModel,
  HALF_BREAK,
  QUARTER_BREAK,
  QUARTER_MINUTES,
  QUARTERS,
  type BasketballMatch,
} from './basketball.js'
import { normalCdf } from './normal.js'
import {
  DEFAULT_RHO,
  dixonColesGrid,
  resultOf,
  RESULTS,
  shiftGrid,
  sumWhere,
  threeWay,
  type Grid,
} from './dixon-coles.js'
import { esportsStateAt, priceSeries, cs2MapProbability, type EsportsMatch } from './esports.js'
import {
  asianProbability,
  EH_LINES,
  FIRST_HALF_SHARE,
  GOAL_BANDS,
  halfTimeFullTime,
  liveGrid,
  OU_LINES,
  priceFootball,
  redCardFactor,
  type ExpectedGoals,
} from './football-prices.js'
import { footballStateAt, type FootballMatch, type Side } from './football-sim.js'
import { priceFixture, type FixtureModel, type PlayedFixture } from './fixture-book.js'
import { lineText, priced, type Market, type MarketSpec, type Text } from './market.js'
import { deriveSeed, SeedStream } from './seed-stream.js'
import { tennisOutlook, tennisStateAt, type TennisMatch } from './tennis.js'
import { hockeyStateAt, PERIOD_MINUTES, priceHockeyLive } from './hockey.js'
import { priceVolleyballLive, volleyballStateAt } from './volleyball.js'

/*
 * In play (docs/sportsbook.md; research §4, §6.3–6.4). Three pure functions the server's live job calls on
 * each pass, all reading the played match only up to `at` (world-minutes since the start), so a
 * price never knows the future:
 *   - `liveStateAt`: the scoreboard (period, clock, score);
 *   - `liveMoments`: the dangerous moments of the timeline, each a bet stop;
 *   - `priceInPlay`: every market that still means something, repriced from the state by the same
 *     model and margins (MARGINS families) as pre-match, on the pre-match lines, so a stored market
 *     keeps its identity (key + line) from kick-off to the whistle. A market absent from the answer
 *     (decided already, or one outcome impossible or near-certain) is closed for the rest of play.
 */

export type LiveMomentKind = 'goal' | 'penalty' | 'red_card' | 'var_check' | 'danger' | 'set' | 'map'

export interface LiveMoment {
  at: number
  kind: LiveMomentKind
  side?: Side
}

export interface LiveState {
  /**
   * football 1H/HT/2H/FT; basketball Q1–Q4, OT1…, FT; tennis and volleyball S1…, FT; ice hockey
   * P1–P3, OT, SO, FT; e-sports M1…, FT.
   */
  period: string
  /** Minutes of the period's clock shown (football: the match minute; others: minutes played). */
  clock: number
  /** Football stoppage minutes shown as 45+n / 90+n. */
  added: number
  /** Goals, points, sets or maps. */
  score: { home: number; away: number }
  /**
   * Tennis games and points of the current set; volleyball points of the current set; e-sports
   * rounds or kills of the current map; `periods`: volleyball's points of each set and ice
   * hockey's goals of each period, the current one last.
   */
  detail?: {
    games?: [number, number]
    points?: [number, number]
    map?: [number, number]
    periods?: Array<[number, number]>
  }
  isOver: boolean
}

/** Share of goals and red cards that a VAR check follows (a bet stop of its own, half a minute on). */
export const VAR_CHECK_SHARE = 0.25
const VAR_CHECK_AFTER = 0.5

// ---------------------------------------------------------------------------------------------
// The scoreboard

function basketballMinutes(match: BasketballMatch, at: number): { period: number; played: number } {
  let breaks = 0
  let period = 1
  for (const e of match.events) {
    if (e.type !== 'quarter_end' || e.at >= at) continue
    const length = e.period === 2 ? HALF_BREAK : QUARTER_BREAK
    breaks += Math.min(length, at - e.at)
    period = e.period + 1
  }
  return { period, played: Math.max(0, at - breaks) }
}

export function liveStateAt(played: PlayedFixture, at: number): LiveState {
  switch (played.sport) {
    case 'football': {
      const s = footballStateAt(played.match, at)
      return {
        period: s.period === 'pre' ? '1H' : s.period,
        clock: s.clock,
        added: s.added,
        score: { home: s.home, away: s.away },
        isOver: s.period === 'FT',
      }
    }
    case 'basketball': {
      const m = played.match
      let last = m.events[0]!
      for (const e of m.events) if (e.at <= at) last = e
      const isOver = last.type === 'full_time'
      const { period, played: minutes } = basketballMinutes(m, at)
      const regulation = QUARTERS * QUARTER_MINUTES
      const inPeriod =
        period <= QUARTERS
          ? minutes - (period - 1) * QUARTER_MINUTES
          : minutes - regulation - (period - 5) * 5
      return {
        period: isOver ? 'FT' : period <= QUARTERS ? `Q${period}` : `OT${period - QUARTERS}`,
        clock: Math.max(0, Math.floor(inPeriod)),
        added: 0,
        score: { ...last.score },
        isOver,
      }
    }
    case 'tennis': {
      const s = tennisStateAt(played.match, at)
      return {
        period: s.isOver ? 'FT' : `S${s.sets[0] + s.sets[1] + 1}`,
        clock: Math.floor(Math.max(0, at)),
        added: 0,
        score: { home: s.sets[0], away: s.sets[1] },
        detail: { games: [...s.games], points: [...s.points] },
        isOver: s.isOver,
      }
    }
    case 'volleyball': {
      const s = volleyballStateAt(played.match, at)
      return {
        period: s.isOver ? 'FT' : `S${s.set + 1}`,
        clock: Math.floor(Math.max(0, at)),
        added: 0,
        score: { home: s.sets[0], away: s.sets[1] },
        detail: {
          points: [...s.points],
          periods: s.isOver ? s.setScores : [...s.setScores, [...s.points]],
        },
        isOver: s.isOver,
      }
    }
    case 'hockey': {
      const s = hockeyStateAt(played.match, at)
      const index = s.period === 'OT' || s.period === 'SO' ? 3 : Number(s.period[1]) - 1
      return {
        period: s.isOver ? 'FT' : s.period,
        clock: s.period === 'SO' ? 0 : Math.floor(s.minute - index * PERIOD_MINUTES),
        added: 0,
        score: { home: s.score[0], away: s.score[1] },
        detail: { periods: s.periods.map((x) => [...x]) },
        isOver: s.isOver,
      }
    }
    case 'cs2':
    case 'lol': {
      const s = esportsStateAt(played.match, at)
      return {
        period: s.isOver ? 'FT' : `M${s.map + 1}`,
        clock: Math.floor(Math.max(0, at)),
        added: 0,
        score: { home: s.series[0], away: s.series[1] },
        detail: { map: [...s.mapScore] },
        isOver: s.isOver,
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Bet stops

function footballMoments(match: FootballMatch, seedHex: string): LiveMoment[] {
  // VAR checks do not change the match: they come from a stream of their own, derived from the
  // match seed, so the match's draws (and its verify page) are the same as without them.
  const u = new SeedStream(deriveSeed(seedHex, 'var'))
  const out: LiveMoment[] = []
  for (const e of match.events) {
    if (!e.isDangerous) continue
    const side = e.side
    const kind: LiveMomentKind =
      e.type === 'goal'
        ? e.penalty
          ? 'penalty'
          : 'goal'
        : e.type === 'penalty_missed'
          ? 'penalty'
          : e.type === 'red'
            ? 'red_card'
            : 'danger'
    out.push({ at: e.at, kind, ...(side ? { side } : {}) })
    if ((e.type === 'goal' || e.type === 'red') && u.next() < VAR_CHECK_SHARE)
      out.push({ at: e.at + VAR_CHECK_AFTER, kind: 'var_check', ...(side ? { side } : {}) })
  }
  return out.sort((a, b) => a.at - b.at)
}

/**
 * The moments that stop live betting, in time order: football's goals, penalties, red cards, VAR
 * checks and dangerous attacks; the end of a tennis or volleyball set; an ice hockey goal; the end
 * of an e-sports map. Basketball
 * has none: its prices move every minute and the odds-change policy guards a pending bet.
 */
export function liveMoments(played: PlayedFixture, seedHex: string): LiveMoment[] {
  switch (played.sport) {
    case 'football':
      return footballMoments(played.match, seedHex)
    case 'basketball':
      return []
    case 'tennis':
      return played.match.events
        .filter((e) => e.type === 'set')
        .map((e) => ({ at: e.at, kind: 'set' as const, side: e.winner }))
    case 'volleyball':
      return played.match.events
        .filter((e) => e.type === 'set')
        .map((e) => ({ at: e.at, kind: 'set' as const, ...(e.side ? { side: e.side } : {}) }))
    case 'hockey':
      return played.match.events
        .filter((e) => e.type === 'goal')
        .map((e) => ({ at: e.at, kind: 'goal' as const, ...(e.side ? { side: e.side } : {}) }))
    case 'cs2':
    case 'lol':
      return played.match.events
        .filter((e) => e.type === 'map_end')
        .map((e) => ({ at: e.at, kind: 'map' as const, ...(e.side ? { side: e.side } : {}) }))
  }
}

/** How many bet stops have happened by `at` (the moments are in time order). */
export function momentsBy(moments: readonly LiveMoment[], at: number): number {
  let n = 0
  while (n < moments.length && moments[n]!.at <= at) n++
  return n
}

// ---------------------------------------------------------------------------------------------
// Prices

const t = (tr: string, en: string): Text => ({ tr, en })

/**
 * The pre-match book of a model (its lines, names and families), kept for the live events of the
 * moment: a live pass reprices every live event each world-minute, and the pre-match book of a
 * football match costs tens of milliseconds.
 */
const preBooks = new Map<string, Market[]>()
function preMatch(model: FixtureModel): Market[] {
  const key = JSON.stringify(model)
  let book = preBooks.get(key)
  if (!book) {
    if (preBooks.size >= 1000) preBooks.delete(preBooks.keys().next().value!)
    preBooks.set(key, (book = priceFixture(model)))
  }
  return book
}

/** The lines the pre-match book offered for `key` (in-play prices stay on them). */
const linesOf = (pre: readonly Market[], key: string) =>
  pre.filter((m) => m.key === key && m.line !== undefined).map((m) => m.line!)

/** A two-way market shaped like its pre-match twin (same key, line, names, family). */
function twoWay(twin: Market, probFirst: number): MarketSpec {
  const [a, b] = twin.outcomes as [Market['outcomes'][number], Market['outcomes'][number]]
  return {
    key: twin.key,
    ...(twin.line !== undefined ? { line: twin.line } : {}),
    name: twin.name,
    family: twin.family,
    outcomes: [
      { key: a.key, name: a.name, prob: probFirst },
      { key: b.key, name: b.name, prob: 1 - probFirst },
    ],
  }
}

/** Football in play: the full-time grid of goals to come shifted by the score (football-prices). */
export function priceFootballInPlay(
  xg: ExpectedGoals,
  match: FootballMatch,
  at: number,
  rho = DEFAULT_RHO,
): Market[] {
  const s = footballStateAt(match, at)
  if (s.period === 'FT') return []
  const grid = liveGrid(xg, s, rho)
  const pre = rho === DEFAULT_RHO ? preMatch({ sport: 'football', xg }) : priceFootball(xg, rho)
  const twin = (key: string, line?: number) => pre.find((m) => m.key === key && m.line === line)
  const p = threeWay(grid)
  const specs: MarketSpec[] = []
  const result = (key: string, probs: Record<'1' | 'X' | '2', number>) => {
    const m = twin(key)!
    specs.push({
      key,
      name: m.name,
      family: m.family,
      outcomes: RESULTS.map((r) => ({ key: r, name: t(r, r), prob: probs[r] })),
    })
  }
  result('1x2', p)
  specs.push({
    key: 'dc',
    name: twin('dc')!.name,
    family: 'main',
    winners: 2,
    outcomes: twin('dc')!.outcomes.map((o) => ({
      key: o.key,
      name: o.name,
      prob: [...o.key].reduce((sum, r) => sum + p[r as '1' | 'X' | '2'], 0),
    })),
  })
  for (const line of OU_LINES) {
    const m = twin('ou', line)
    if (m) specs.push(twoWay(m, 1 - sumWhere(grid, (x, y) => x + y > line)))
  }
  const btts = twin('btts')
  if (btts)
    specs.push(
      twoWay(
        btts,
        sumWhere(grid, (x, y) => x > 0 && y > 0),
      ),
    )
  for (const h of EH_LINES) {
    const m = twin('eh', h)
    if (m)
      specs.push({
        key: 'eh',
        line: h,
        name: m.name,
        family: m.family,
        outcomes: RESULTS.map((r) => ({
          key: r,
          name: t(r, r),
          prob: sumWhere(grid, (x, y) => resultOf(x + h, y) === r),
        })),
      })
  }
  for (const h of linesOf(pre, 'ah')) specs.push(twoWay(twin('ah', h)!, asianProbability(grid, h)))
  const tg = twin('tg')!
  specs.push({
    key: 'tg',
    name: tg.name,
    family: tg.family,
    outcomes: GOAL_BANDS.map((b) => ({
      key: b.key,
      name: t(b.key, b.key),
      prob: sumWhere(grid, (x, y) => x + y >= b.lo && x + y <= b.hi),
    })),
  })
  // The half-time markets only while the first half is played; at half time they are decided.
  if (s.period === '1H') {
    const firstHalfLeft = FIRST_HALF_SHARE * Math.max(0, (45 - s.minute) / 45)
    const h = xg.home * redCardFactor(s.homeRed, s.awayRed)
    const a = xg.away * redCardFactor(s.awayRed, s.homeRed)
    const firstHalf: Grid = shiftGrid(
      dixonColesGrid(h * firstHalfLeft, a * firstHalfLeft, rho),
      s.home,
      s.away,
    )
    const secondHalf = dixonColesGrid(h * (1 - FIRST_HALF_SHARE), a * (1 - FIRST_HALF_SHARE), 0)
    result('ht', threeWay(firstHalf))
    const htft = halfTimeFullTime(grid, firstHalf, secondHalf)
    specs.push({
      key: 'htft',
      name: twin('htft')!.name,
      family: 'exotic',
      outcomes: RESULTS.flatMap((x, i) =>
        RESULTS.map((y, j) => ({ key: `${x}/${y}`, name: t(`${x}/${y}`, `${x}/${y}`), prob: htft[i]![j]! })),
      ),
    })
  }
  // The correct score closes at kick-off: its outcomes were folded for the pre-match grid.
  return priced(specs)
}

/** Basketball in play: the rest of regulation as the same normal process, on the pre-match lines. */
function priceBasketballInPlay(
  ppp: { home: number; away: number },
  match: BasketballMatch,
  at: number,
): Market[] {
  const s = liveStateAt({ sport: 'basketball', match }, at)
  if (s.isOver) return []
  const full = basketballModel(ppp)
  const { played } = basketballMinutes(match, at)
  const regulation = QUARTERS * QUARTER_MINUTES
  const left = Math.max(0, regulation - played) / regulation
  const md = s.score.home - s.score.away + full.marginMean * left
  const mt = s.score.home + s.score.away + full.totalMean * left
  // In overtime the rest is an overtime's worth: the floor keeps it priceable.
  const sd = Math.max(3, full.marginSd * Math.sqrt(left))
  const pre = preMatch({ sport: 'basketball', ppp })
  const specs: MarketSpec[] = []
  // A lopsided match is offered without its winner market (prices out of the book's bounds):
  // what the pre-match book left out stays out in play.
  const ml = pre.find((m) => m.key === 'ml')
  if (ml) specs.push(twoWay(ml, normalCdf(md / sd)))
  for (const h of linesOf(pre, 'hcp'))
    specs.push(
      twoWay(
        pre.find((m) => m.key === 'hcp' && m.line === h)!,
        normalCdf((md + h) / sd),
      ),
    )
  for (const l of linesOf(pre, 'tot')) {
    const over = 1 - normalCdf((l - mt) / sd)
    specs.push(
      twoWay(
        pre.find((m) => m.key === 'tot' && m.line === l)!,
        1 - over,
      ),
    )
  }
  return priced(specs)
}

/** Tennis in play: the set-by-set outlook from the current sets and games, on the pre-match lines. */
function priceTennisInPlay(
  model: Extract<FixtureModel, { sport: 'tennis' }>,
  match: TennisMatch,
  at: number,
): Market[] {
  const pos = tennisStateAt(match, at)
  if (pos.isOver) return []
  const o = tennisOutlook(model.serve.a, model.serve.b, model.bestOf, true, pos)
  const pre = preMatch(model)
  const tail = (m: Map<number, number>, pred: (k: number) => boolean) =>
    [...m].reduce((s, [k, v]) => s + (pred(k) ? v : 0), 0)
  const ml = pre.find((m) => m.key === 'ml')
  const specs: MarketSpec[] = ml ? [twoWay(ml, o.a)] : []
  const sets = pre.find((m) => m.key === 'sets')
  if (sets)
    specs.push({
      key: 'sets',
      name: sets.name,
      family: sets.family,
      outcomes: sets.outcomes.map((x) => ({ key: x.key, name: x.name, prob: o.sets.get(x.key) ?? 0 })),
    })
  for (const l of linesOf(pre, 'games'))
    specs.push(
      twoWay(
        pre.find((m) => m.key === 'games' && m.line === l)!,
        1 - tail(o.totalGames, (k) => k > l),
      ),
    )
  for (const h of linesOf(pre, 'ghcp'))
    specs.push(
      twoWay(
        pre.find((m) => m.key === 'ghcp' && m.line === h)!,
        tail(o.gameMargin, (k) => k + h > 0),
      ),
    )
  return priced(specs)
}

/**
 * A CS2 map from a round score (MR12, first to 13; overtime blocks of six, first to four, a 3–3
 * starting another block), by the same round chance p as the pre-match price.
 */
export function cs2MapFrom(p: number, a: number, b: number): number {
  const q = 1 - p
  const ot = (p ** 4 * (1 + 4 * q + 10 * q * q)) / (1 - 20 * p ** 3 * q ** 3)
  const memo = new Map<string, number>()
  const walk = (x: number, y: number, target: number, tie: number): number => {
    if (x === target) return 1
    if (y === target) return 0
    if (x === tie && y === tie) return ot
    const key = `${x}:${y}`
    let v = memo.get(key)
    if (v === undefined)
      memo.set(key, (v = p * walk(x + 1, y, target, tie) + q * walk(x, y + 1, target, tie)))
    return v
  }
  if (a + b <= 24) return walk(a, b, 13, 12)
  const block = Math.floor((a + b - 24) / 6)
  return walk(a - 12 - 3 * block, b - 12 - 3 * block, 4, 3)
}

/**
 * E-sports in play: the series from the maps won; a CS2 map in progress from its round score, a
 * LoL map at its pre-match chance (its kill lead is not modelled). "Map 1 winner" closes at the start.
 */
function priceEsportsInPlay(model: FixtureModel, match: EsportsMatch, at: number): Market[] {
  const s = esportsStateAt(match, at)
  if (s.isOver) return []
  const chances =
    model.sport === 'cs2'
      ? model.roundChances.map((p, i) =>
          i === s.map ? cs2MapFrom(p, s.mapScore[0], s.mapScore[1]) : cs2MapProbability(p),
        )
      : model.sport === 'lol'
        ? Array.from({ length: model.bestOf }, () => model.mapChance)
        : []
  return priceSeries(chances, s.series).filter((m) => m.key !== 'map1')
}

/** Every market still open at `at`, repriced from the state (the server keeps the stored twins). */
export function priceInPlay(model: FixtureModel, played: PlayedFixture, at: number): Market[] {
  if (model.sport === 'football' && played.sport === 'football')
    return priceFootballInPlay(model.xg, played.match, at)
  if (model.sport === 'basketball' && played.sport === 'basketball')
    return priceBasketballInPlay(model.ppp, played.match, at)
  if (model.sport === 'tennis' && played.sport === 'tennis') return priceTennisInPlay(model, played.match, at)
  if (model.sport === 'volleyball' && played.sport === 'volleyball')
    return priceVolleyballLive(model.serve, played.match, at)
  if (model.sport === 'hockey' && played.sport === 'hockey')
    return priceHockeyLive(model.rates, played.match, at)
  if ((model.sport === 'cs2' || model.sport === 'lol') && (played.sport === 'cs2' || played.sport === 'lol'))
    return priceEsportsInPlay(model, played.match, at)
  throw new Error(`model ${model.sport} does not fit the played ${played.sport}`)
}

/** A market's identity across pre-match and in play. */
export const marketIdentity = (m: { key: string; line?: number | null }) =>
  m.line === undefined || m.line === null ? m.key : `${m.key}@${lineText(m.line)}`
