import type { LegSettlement } from './bet-math.js'
import { lineText, priced, type Market, type Text } from './market.js'
import type { Uniform } from './seed-stream.js'

/*
 * Tennis (research §6.4): a hierarchical Markov chain from the two serve-point chances. Points make
 * games (deuce in closed form), games make sets (tie-break at 6–6), sets make a best-of-3 or -5
 * match. The pricer computes the exact distribution of (winner, sets, total games, game margin) by
 * dynamic programming over sets; the simulator plays the same chain point by point.
 */

export interface TennisRating {
  serve: number
  return: number
}

/** The serve-point chances: A's on A's serve, B's on B's serve (an average returner wins 0.37). */
export function servePoints(a: TennisRating, b: TennisRating): { a: number; b: number } {
  const clamp = (p: number) => Math.min(0.85, Math.max(0.4, p))
  return { a: clamp(a.serve - (b.return - 0.37)), b: clamp(b.serve - (a.return - 0.37)) }
}

/** Hold a service game: G(p) = p⁴(1 + 4q + 10q²) + 20p³q³·p²/(1 − 2pq). */
export function holdProbability(p: number): number {
  const q = 1 - p
  return p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q)
}

/** Who serves point k (0-based) of a tie-break the first server opens: 0 = first server. */
const tieBreakServer = (k: number) => ((k + 1) >> 1) % 2

/** P(the player serving first wins a first-to-7 tie-break), serve-point chances p (first) and r (other). */
export function tieBreakProbability(p: number, r: number): number {
  const memo = new Map<string, number>()
  const win = (a: number, b: number): number => {
    if (a >= 7 && a - b >= 2) return 1
    if (b >= 7 && b - a >= 2) return 0
    if (a === 6 && b === 6) {
      // From 6–6 each pair of points has one serve each: the deuce closed form.
      const w = p * (1 - r)
      const l = (1 - p) * r
      return w / (w + l)
    }
    const key = `${a}:${b}`
    const hit = memo.get(key)
    if (hit !== undefined) return hit
    const pw = tieBreakServer(a + b) === 0 ? p : 1 - r
    const v = pw * win(a + 1, b) + (1 - pw) * win(a, b + 1)
    memo.set(key, v)
    return v
  }
  return win(0, 0)
}

/**
 * Final set scores (games of A, games of B) with their chances, given who served the set's first
 * game; `start` is the game score so far (live pricing starts a set part-way).
 */
export function setDistribution(
  pa: number,
  pb: number,
  aServesFirst: boolean,
  start: readonly [number, number] = [0, 0],
): Map<string, number> {
  const ha = holdProbability(pa)
  const hb = holdProbability(pb)
  const out = new Map<string, number>()
  const add = (k: string, v: number) => out.set(k, (out.get(k) ?? 0) + v)
  // Breadth over game scores: prob[a][b] of reaching a–b.
  const prob = new Map<string, number>([[`${start[0]}:${start[1]}`, 1]])
  for (let n = start[0] + start[1]; n <= 12; n++)
    for (let a = 0; a <= n; a++) {
      const b = n - a
      const v = prob.get(`${a}:${b}`)
      if (!v) continue
      if ((a >= 6 || b >= 6) && Math.abs(a - b) >= 2) {
        add(`${a}-${b}`, v)
        continue
      }
      if (a === 6 && b === 6) {
        const tb = aServesFirst ? tieBreakProbability(pa, pb) : 1 - tieBreakProbability(pb, pa)
        add('7-6', v * tb)
        add('6-7', v * (1 - tb))
        continue
      }
      const aServes = (n % 2 === 0) === aServesFirst
      const aWins = aServes ? ha : 1 - hb
      prob.set(`${a + 1}:${b}`, (prob.get(`${a + 1}:${b}`) ?? 0) + v * aWins)
      prob.set(`${a}:${b + 1}`, (prob.get(`${a}:${b + 1}`) ?? 0) + v * (1 - aWins))
    }
  return out
}

export interface TennisOutlook {
  /** P(A wins the match). */
  a: number
  /** Set scores from A's side ("2-1") with their chances. */
  sets: Map<string, number>
  /** Total games and game margin (A − B) distributions. */
  totalGames: Map<number, number>
  gameMargin: Map<number, number>
}

/** Where a match stands, for live pricing: sets won, the current set's games, finished sets' games. */
export interface TennisPosition {
  sets: [number, number]
  games: [number, number]
  /** Who served the current set's first game. */
  aServedFirstInSet: boolean
  /** Games of finished sets: their total and A's margin. */
  finishedGames: number
  finishedMargin: number
}

/**
 * The match distribution by dynamic programming over sets (state: sets won, who serves next), from
 * the start or from a position (docs/sportsbook.md: live prices; points inside the current game are ignored).
 */
export function tennisOutlook(
  pa: number,
  pb: number,
  bestOf: 3 | 5,
  aServesFirst = true,
  from?: TennisPosition,
): TennisOutlook {
  const need = (bestOf + 1) / 2
  const setCache = new Map<boolean, Map<string, number>>()
  let first = from ? setDistribution(pa, pb, from.aServedFirstInSet, from.games) : undefined
  const setsFor = (aFirst: boolean) => {
    if (first) {
      const d = first
      first = undefined
      return d
    }
    let d = setCache.get(aFirst)
    if (!d) setCache.set(aFirst, (d = setDistribution(pa, pb, aFirst)))
    return d
  }
  type State = { sa: number; sb: number; aFirst: boolean; total: number; margin: number; p: number }
  let frontier: State[] = [
    from
      ? {
          sa: from.sets[0],
          sb: from.sets[1],
          aFirst: from.aServedFirstInSet,
          total: from.finishedGames,
          margin: from.finishedMargin,
          p: 1,
        }
      : { sa: 0, sb: 0, aFirst: aServesFirst, total: 0, margin: 0, p: 1 },
  ]
  const out: TennisOutlook = { a: 0, sets: new Map(), totalGames: new Map(), gameMargin: new Map() }
  const add = <K>(m: Map<K, number>, k: K, v: number) => m.set(k, (m.get(k) ?? 0) + v)
  while (frontier.length > 0) {
    const next = new Map<string, State>()
    for (const s of frontier)
      for (const [score, ps] of setsFor(s.aFirst)) {
        const [ga, gb] = score.split('-').map(Number) as [number, number]
        const n: State = {
          sa: s.sa + (ga > gb ? 1 : 0),
          sb: s.sb + (ga > gb ? 0 : 1),
          // The receiver of a set's first game serves the next set's first game after an odd count.
          aFirst: (ga + gb) % 2 === 1 ? !s.aFirst : s.aFirst,
          total: s.total + ga + gb,
          margin: s.margin + ga - gb,
          p: s.p * ps,
        }
        if (n.sa === need || n.sb === need) {
          if (n.sa === need) out.a += n.p
          add(out.sets, `${n.sa}-${n.sb}`, n.p)
          add(out.totalGames, n.total, n.p)
          add(out.gameMargin, n.margin, n.p)
          continue
        }
        const key = `${n.sa}:${n.sb}:${n.aFirst}:${n.total}:${n.margin}`
        const prev = next.get(key)
        if (prev) prev.p += n.p
        else next.set(key, n)
      }
    frontier = [...next.values()]
  }
  return out
}

const t = (tr: string, en: string): Text => ({ tr, en })

function tail<K extends number>(m: Map<K, number>, pred: (k: K) => boolean): number {
  let s = 0
  for (const [k, v] of m) if (pred(k)) s += v
  return s
}

/** Match winner, set betting, two total-games lines and two game-handicap lines around the middle. */
export function priceTennis(o: TennisOutlook, bestOf: 3 | 5): Market[] {
  const need = (bestOf + 1) / 2
  const setKeys: string[] = []
  for (let l = 0; l < need; l++) setKeys.push(`${need}-${l}`)
  for (let w = need - 1; w >= 0; w--) setKeys.push(`${w}-${need}`)
  const median = (m: Map<number, number>) => {
    const keys = [...m.keys()].sort((a, b) => a - b)
    let c = 0
    for (const k of keys) if ((c += m.get(k)!) >= 0.5) return k
    return keys.at(-1)!
  }
  const mt = median(o.totalGames) + 0.5
  const mh = -median(o.gameMargin) + 0.5
  return priced([
    {
      key: 'ml',
      name: t('Maçı kazanan', 'Match winner'),
      family: 'main',
      outcomes: [
        { key: 'home', name: t('1', '1'), prob: o.a },
        { key: 'away', name: t('2', '2'), prob: 1 - o.a },
      ],
    },
    {
      key: 'sets',
      name: t('Set skoru', 'Set betting'),
      family: 'multi',
      outcomes: setKeys.map((k) => ({ key: k, name: t(k, k), prob: o.sets.get(k) ?? 0 })),
    },
    ...[mt - 2, mt + 2].map((l) => {
      const over = tail(o.totalGames, (k) => k > l)
      return {
        key: 'games',
        line: l,
        name: t(`Toplam oyun ${String(l).replace('.', ',')}`, `Total games ${l}`),
        family: 'line' as const,
        outcomes: [
          { key: 'under', name: t('Alt', 'Under'), prob: 1 - over },
          { key: 'over', name: t('Üst', 'Over'), prob: over },
        ],
      }
    }),
    ...[mh - 2, mh + 2].map((h) => {
      const p = tail(o.gameMargin, (k) => k + h > 0)
      return {
        key: 'ghcp',
        line: h,
        name: t(`Oyun handikapı (${lineText(h)})`, `Game handicap (${lineText(h)})`),
        family: 'line' as const,
        outcomes: [
          { key: 'home', name: t(`1 (${lineText(h)})`, `Player 1 (${lineText(h)})`), prob: p },
          { key: 'away', name: t(`2 (${lineText(-h)})`, `Player 2 (${lineText(-h)})`), prob: 1 - p },
        ],
      }
    }),
  ])
}

export interface TennisEvent {
  type: 'point' | 'game' | 'set' | 'match'
  at: number
  winner: 'home' | 'away'
  /** Sets won, games in the current set (after a set ends: the next set's 0–0), points in the game. */
  sets: [number, number]
  games: [number, number]
  points: [number, number]
  server: 'home' | 'away'
}

export interface TennisMatch {
  events: TennisEvent[]
  final: {
    sets: [number, number]
    setScores: Array<[number, number]>
    totalGames: number
    winner: 'home' | 'away'
  }
  duration: number
}

/** World-minutes a point takes on average, changeovers included. */
const POINT_MINUTES = 0.55

/** Plays a match point by point; home is A and serves first. */
export function simulateTennis(pa: number, pb: number, bestOf: 3 | 5, u: Uniform): TennisMatch {
  const need = (bestOf + 1) / 2
  const events: TennisEvent[] = []
  const sets: [number, number] = [0, 0]
  const setScores: Array<[number, number]> = []
  let aServesGame = true
  let at = 0
  let points = 0
  while (sets[0] < need && sets[1] < need) {
    const games: [number, number] = [0, 0]
    for (;;) {
      const tb = games[0] === 6 && games[1] === 6
      const firstServerIsA = aServesGame
      const pts: [number, number] = [0, 0]
      for (let k = 0; ; k++) {
        const aServes = tb ? (tieBreakServer(k) === 0) === firstServerIsA : aServesGame
        const aWins = u.next() < (aServes ? pa : 1 - pb)
        pts[aWins ? 0 : 1]++
        points++
        at = Math.round(points * POINT_MINUTES * 100) / 100
        const target = tb ? 7 : 4
        const done = (pts[0] >= target || pts[1] >= target) && Math.abs(pts[0] - pts[1]) >= 2
        events.push({
          type: 'point',
          at,
          winner: aWins ? 'home' : 'away',
          sets: [...sets],
          games: [...games],
          points: [...pts],
          server: aServes ? 'home' : 'away',
        })
        if (done) break
      }
      const aWonGame = pts[0] > pts[1]
      games[aWonGame ? 0 : 1]++
      aServesGame = !aServesGame
      const setOver = tb || ((games[0] >= 6 || games[1] >= 6) && Math.abs(games[0] - games[1]) >= 2)
      events.push({
        type: 'game',
        at,
        winner: aWonGame ? 'home' : 'away',
        sets: [...sets],
        games: [...games],
        points: [0, 0],
        server: aServesGame ? 'home' : 'away',
      })
      if (setOver) {
        sets[games[0] > games[1] ? 0 : 1]++
        setScores.push([...games])
        events.push({
          type: 'set',
          at,
          winner: games[0] > games[1] ? 'home' : 'away',
          sets: [...sets],
          games: [0, 0],
          points: [0, 0],
          server: aServesGame ? 'home' : 'away',
        })
        break
      }
    }
  }
  const winner = sets[0] === need ? 'home' : 'away'
  events.push({ type: 'match', at, winner, sets: [...sets], games: [0, 0], points: [0, 0], server: 'home' })
  const totalGames = setScores.reduce((s, [a, b]) => s + a + b, 0)
  return { events, final: { sets, setScores, totalGames, winner }, duration: at }
}

/** The match at `at` world-minutes after the first serve, as a position for live pricing. */
export function tennisStateAt(
  match: TennisMatch,
  at: number,
): TennisPosition & { points: [number, number]; isOver: boolean } {
  const pos = {
    sets: [0, 0] as [number, number],
    games: [0, 0] as [number, number],
    points: [0, 0] as [number, number],
  }
  let server: 'home' | 'away' = 'home'
  let finishedGames = 0
  let finishedMargin = 0
  let lastGames: [number, number] = [0, 0]
  let isOver = false
  for (const e of match.events) {
    if (e.at > at) break
    if (e.type === 'game') lastGames = e.games
    if (e.type === 'set') {
      finishedGames += lastGames[0] + lastGames[1]
      finishedMargin += lastGames[0] - lastGames[1]
    }
    if (e.type === 'match') isOver = true
    pos.sets = e.sets
    pos.games = e.games
    pos.points = e.type === 'point' ? e.points : [0, 0]
    server = e.server
  }
  // After a point the server is that point's; the set's first server follows from the games' parity.
  const n = pos.games[0] + pos.games[1]
  return {
    ...pos,
    aServedFirstInSet: (server === 'home') === (n % 2 === 0),
    finishedGames,
    finishedMargin,
    isOver,
  }
}

export function settleTennisOutcome(
  market: { key: string; line?: number },
  outcomeKey: string,
  r: TennisMatch['final'],
): LegSettlement {
  const won = (b: boolean): LegSettlement => ({ result: b ? 'won' : 'lost' })
  const line = market.line ?? 0
  switch (market.key) {
    case 'ml':
      return won(r.winner === outcomeKey)
    case 'sets':
      return won(`${r.sets[0]}-${r.sets[1]}` === outcomeKey)
    case 'games':
      return won(r.totalGames > line === (outcomeKey === 'over'))
    case 'ghcp': {
      const margin = r.setScores.reduce((s, [a, b]) => s + a - b, 0)
      return won(outcomeKey === 'home' ? margin + line > 0 : margin + line < 0)
    }
    default:
      throw new Error(`unknown tennis market ${market.key}`)
  }
}
