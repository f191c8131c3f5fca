import type { LegSettlement } from './bet-math.js'
import { lineText, priced, type Market, type MarketSpec, type Text } from './market.js'
import type { Uniform } from './seed-stream.js'

/*
 * E-sports (research §6.4): series of maps, best of 1, 3 or 5. A map's chance comes from Elo-style
 * ratings; for the CS2-like title each map is played round by round (MR12, first to 13; overtime
 * MR3, first to 4 of 6, again at 3–3) from a per-round chance, and the map chance is the brief's
 * closed form of that same chain. LoL-like maps are won whole with the map chance and told through
 * kills and objectives. Series markets come from an exact DP over maps in their order.
 */

/** Elo scale for a map (LoL) and for a CS2 round (a round is much closer to a coin than a map). */
export const MAP_ELO_SCALE = 400
export const ROUND_ELO_SCALE = 1600

export const eloChance = (ra: number, rb: number, scale: number) => 1 / (1 + 10 ** ((rb - ra) / scale))

/** CS2 map from the round chance p: Σ_{k≤11} C(12+k,k)p¹³qᵏ + C(24,12)p¹²q¹²·P_OT. */
export function cs2MapProbability(p: number): number {
  const q = 1 - p
  let s = 0
  let c = 1
  for (let k = 0; k <= 11; k++) {
    if (k > 0) c = (c * (12 + k)) / k
    s += c * p ** 13 * q ** k
  }
  const ot = (p ** 4 * (1 + 4 * q + 10 * q * q)) / (1 - 20 * p ** 3 * q ** 3)
  return s + 2704156 * p ** 12 * q ** 12 * ot
}

export interface SeriesOutlook {
  /** Map scores from home's side ("2-1") with their chances. */
  scores: Map<string, number>
  home: number
}

/** The series by DP over maps in order (each map its own chance), from a map score (live). */
export function seriesOutlook(
  mapChances: readonly number[],
  start: readonly [number, number] = [0, 0],
): SeriesOutlook {
  const bestOf = mapChances.length
  const need = (bestOf + 1) / 2
  const scores = new Map<string, number>()
  const walk = (a: number, b: number, p: number) => {
    if (a === need || b === need) {
      scores.set(`${a}-${b}`, (scores.get(`${a}-${b}`) ?? 0) + p)
      return
    }
    const m = mapChances[a + b]!
    walk(a + 1, b, p * m)
    walk(a, b + 1, p * (1 - m))
  }
  walk(start[0], start[1], 1)
  let home = 0
  for (const [k, v] of scores) if (Number(k.split('-')[0]) === need) home += v
  return { scores, home }
}

const t = (tr: string, en: string): Text => ({ tr, en })

/** Series markets; with `start` (maps won so far) the same markets in play, map 1 only before it. */
export function priceSeries(
  mapChances: readonly number[],
  start: readonly [number, number] = [0, 0],
): Market[] {
  const bestOf = mapChances.length
  const o = seriesOutlook(mapChances, start)
  const need = (bestOf + 1) / 2
  const mapsPlayed = (k: string) => k.split('-').reduce((s, x) => s + Number(x), 0)
  const margin = (k: string) => {
    const [a, b] = k.split('-').map(Number) as [number, number]
    return a - b
  }
  const sum = (pred: (k: string) => boolean) => [...o.scores].reduce((s, [k, v]) => s + (pred(k) ? v : 0), 0)
  const specs: MarketSpec[] = [
    {
      key: 'ml',
      name: t('Maçı kazanan', 'Match winner'),
      family: 'main',
      outcomes: [
        { key: 'home', name: t('1', '1'), prob: o.home },
        { key: 'away', name: t('2', '2'), prob: 1 - o.home },
      ],
    },
  ]
  if (bestOf > 1) {
    const keys = [...o.scores.keys()].sort((x, y) => margin(y) - margin(x))
    specs.push({
      key: 'mapscore',
      name: t('Harita skoru', 'Correct map score'),
      family: 'multi',
      outcomes: keys.map((k) => ({ key: k, name: t(k, k), prob: o.scores.get(k)! })),
    })
    if (start[0] + start[1] === 0)
      specs.push({
        key: 'map1',
        name: t('1. haritayı kazanan', 'Map 1 winner'),
        family: 'main',
        outcomes: [
          { key: 'home', name: t('1', '1'), prob: mapChances[0]! },
          { key: 'away', name: t('2', '2'), prob: 1 - mapChances[0]! },
        ],
      })
    // ±0.5 would be the match winner again; the handicaps start at 1.5 maps.
    for (let h = -(need - 0.5); h <= need - 0.5; h++) {
      if (Math.abs(h) < 1.5) continue
      const p = sum((k) => margin(k) + h > 0)
      specs.push({
        key: 'mhcp',
        line: h,
        name: t(`Harita handikapı (${lineText(h)})`, `Map handicap (${lineText(h)})`),
        family: 'line',
        outcomes: [
          { key: 'home', name: t(`1 (${lineText(h)})`, `Home (${lineText(h)})`), prob: p },
          { key: 'away', name: t(`2 (${lineText(-h)})`, `Away (${lineText(-h)})`), prob: 1 - p },
        ],
      })
    }
    for (let l = need + 0.5; l < bestOf; l++) {
      const over = sum((k) => mapsPlayed(k) > l)
      specs.push({
        key: 'maps',
        line: l,
        name: t(`Toplam harita ${String(l).replace('.', ',')}`, `Total maps ${l}`),
        family: 'line',
        outcomes: [
          { key: 'under', name: t('Alt', 'Under'), prob: 1 - over },
          { key: 'over', name: t('Üst', 'Over'), prob: over },
        ],
      })
    }
  }
  return priced(specs)
}

export interface EsportsEvent {
  type: 'round' | 'kill' | 'objective' | 'map_end' | 'series_end'
  at: number
  map: number
  side?: 'home' | 'away'
  /** Rounds (CS2) or kills (LoL) in the current map, and maps won. */
  mapScore: [number, number]
  series: [number, number]
}

export interface EsportsMatch {
  events: EsportsEvent[]
  final: { series: [number, number]; maps: Array<[number, number]>; winner: 'home' | 'away' }
  duration: number
}

const ROUND_MINUTES = 1.75
const MAP_BREAK = 6

/** CS2: each map round by round from its round chance. */
export function simulateCs2(roundChances: readonly number[], u: Uniform): EsportsMatch {
  const need = (roundChances.length + 1) / 2
  const series: [number, number] = [0, 0]
  const maps: Array<[number, number]> = []
  const events: EsportsEvent[] = []
  let at = 0
  for (let map = 0; series[0] < need && series[1] < need; map++) {
    const r: [number, number] = [0, 0]
    const p = roundChances[map]!
    const over = () => {
      if (r[0] + r[1] < 24) return r[0] === 13 || r[1] === 13
      // Overtime blocks of six: first to four in the block; 3–3 starts another.
      const extra = r[0] + r[1] - 24
      const block = Math.floor(extra / 6)
      const a = r[0] - 12 - 3 * block
      const b = r[1] - 12 - 3 * block
      return a === 4 || b === 4
    }
    while (!over()) {
      const home = u.next() < p
      r[home ? 0 : 1]++
      at = Math.round((at + ROUND_MINUTES) * 100) / 100
      events.push({
        type: 'round',
        at,
        map,
        side: home ? 'home' : 'away',
        mapScore: [...r],
        series: [...series],
      })
    }
    series[r[0] > r[1] ? 0 : 1]++
    maps.push(r)
    events.push({
      type: 'map_end',
      at,
      map,
      side: r[0] > r[1] ? 'home' : 'away',
      mapScore: [...r],
      series: [...series],
    })
    at += MAP_BREAK
  }
  at -= MAP_BREAK
  const winner = series[0] === need ? 'home' : 'away'
  events.push({
    type: 'series_end',
    at,
    map: maps.length - 1,
    side: winner,
    mapScore: [0, 0],
    series: [...series],
  })
  return { events, final: { series, maps, winner }, duration: at }
}

/** LoL: the map's winner from its chance, then its story (kills, objectives) over 25–40 minutes. */
export function simulateLol(mapChance: number, bestOf: number, u: Uniform): EsportsMatch {
  const need = (bestOf + 1) / 2
  const series: [number, number] = [0, 0]
  const maps: Array<[number, number]> = []
  const events: EsportsEvent[] = []
  let at = 0
  for (let map = 0; series[0] < need && series[1] < need; map++) {
    const homeWins = u.next() < mapChance
    const length = 25 + Math.floor(u.next() * 16)
    const kills: [number, number] = [0, 0]
    for (let m = 1; m <= length; m++) {
      // The side that will win the map fights a little better: its kills come faster.
      for (const side of ['home', 'away'] as const) {
        const winning = (side === 'home') === homeWins
        const v = u.next()
        if (v < (winning ? 0.55 : 0.38)) {
          kills[side === 'home' ? 0 : 1]++
          events.push({ type: 'kill', at: at + m, map, side, mapScore: [...kills], series: [...series] })
        } else if (v > 0.97)
          events.push({ type: 'objective', at: at + m, map, side, mapScore: [...kills], series: [...series] })
      }
    }
    at += length
    series[homeWins ? 0 : 1]++
    maps.push(kills)
    events.push({
      type: 'map_end',
      at,
      map,
      side: homeWins ? 'home' : 'away',
      mapScore: [...kills],
      series: [...series],
    })
    at += MAP_BREAK
  }
  at -= MAP_BREAK
  const winner = series[0] === need ? 'home' : 'away'
  events.push({
    type: 'series_end',
    at,
    map: maps.length - 1,
    side: winner,
    mapScore: [0, 0],
    series: [...series],
  })
  return { events, final: { series, maps, winner }, duration: at }
}

export function settleSeriesOutcome(
  market: { key: string; line?: number },
  outcomeKey: string,
  r: EsportsMatch['final'],
  /** CS2 maps are won on rounds, LoL maps by the recorded map winner order. */
  mapWinners: ReadonlyArray<'home' | 'away'>,
): LegSettlement {
  const won = (b: boolean): LegSettlement => ({ result: b ? 'won' : 'lost' })
  const line = market.line ?? 0
  const margin = r.series[0] - r.series[1]
  switch (market.key) {
    case 'ml':
      return won(r.winner === outcomeKey)
    case 'mapscore':
      return won(`${r.series[0]}-${r.series[1]}` === outcomeKey)
    case 'map1':
      return won(mapWinners[0] === outcomeKey)
    case 'mhcp':
      return won(outcomeKey === 'home' ? margin + line > 0 : margin + line < 0)
    case 'maps':
      return won(r.series[0] + r.series[1] > line === (outcomeKey === 'over'))
    default:
      throw new Error(`unknown e-sports market ${market.key}`)
  }
}

/** The series at `at` world-minutes: maps won, the current map's rounds or kills (live pricing). */
export function esportsStateAt(m: EsportsMatch, at: number) {
  let series: [number, number] = [0, 0]
  let mapScore: [number, number] = [0, 0]
  let map = 0
  let isOver = false
  for (const e of m.events) {
    if (e.at > at) break
    series = e.series
    map = e.type === 'map_end' ? e.map + 1 : e.map
    mapScore = e.type === 'map_end' ? [0, 0] : e.mapScore
    if (e.type === 'series_end') isOver = true
  }
  return { series, map, mapScore, isOver }
}

/** Who won each map of a finished series, from its log. */
export function mapWinnersOf(m: EsportsMatch): Array<'home' | 'away'> {
  return m.events.filter((e) => e.type === 'map_end').map((e) => e.side!)
}
