import { describe, expect, it } from 'vitest'
import { cs2MapProbability } from './esports.js'
import { playFixture, priceFixture, type FixtureModel } from './fixture-book.js'
import { bookMargin, MARGIN_BAND_SLACK, MARGINS } from './margin.js'
import {
  cs2MapFrom,
  liveMoments,
  liveStateAt,
  marketIdentity,
  momentsBy,
  priceInPlay,
  type LiveMoment,
} from './live.js'
import type { Market } from './market.js'

const seed = (i: number) => i.toString(16).padStart(64, '0')
const football: FixtureModel = { sport: 'football', xg: { home: 1.6, away: 1.1 } }
const find = (ms: Market[], key: string, line?: number) => ms.find((m) => m.key === key && m.line === line)

function inBand(m: Market) {
  const margin = bookMargin(
    m.outcomes.map((o) => o.odds),
    m.winners,
  )
  expect(margin).toBeGreaterThanOrEqual(MARGINS[m.family] - 1e-9)
  expect(margin).toBeLessThanOrEqual(MARGINS[m.family] + MARGIN_BAND_SLACK)
}

describe('football in play', () => {
  const played = playFixture(football, seed(11))
  const pre = priceFixture(football)

  it('at kick-off is the pre-match book on every market it keeps, without the correct score', () => {
    const live = priceInPlay(football, played, 0)
    for (const m of live) {
      const twin = find(pre, m.key, m.line)!
      expect(twin, marketIdentity(m)).toBeDefined()
      expect(m.outcomes.map((o) => o.key)).toEqual(twin.outcomes.map((o) => o.key))
      if (m.key !== 'htft') expect(m.outcomes.map((o) => o.odds)).toEqual(twin.outcomes.map((o) => o.odds))
    }
    expect(find(live, 'cs')).toBeUndefined()
    expect(find(live, '1x2')).toBeDefined()
    expect(live.filter((m) => m.key === 'ah').length).toBe(pre.filter((m) => m.key === 'ah').length)
  })

  it('reprices from the score and the clock with the pre-match margins, and closes what is decided', () => {
    if (played.sport !== 'football') throw new Error('football')
    const m = played.match
    let sawSecondHalf = false
    for (let at = 0; at <= m.duration; at += 1) {
      const s = liveStateAt(played, at)
      const live = priceInPlay(football, played, at)
      for (const market of live) inBand(market)
      const total = s.score.home + s.score.away
      // An over/under line already passed, the half-time markets after the break: no longer offered.
      for (const market of live.filter((x) => x.key === 'ou')) expect(market.line!).toBeGreaterThan(total)
      if (s.period === '2H' || s.period === 'HT') {
        sawSecondHalf = true
        expect(find(live, 'ht')).toBeUndefined()
        expect(find(live, 'htft')).toBeUndefined()
      }
      if (s.score.home > 0 && s.score.away > 0) expect(find(live, 'btts')).toBeUndefined()
    }
    expect(sawSecondHalf).toBe(true)
    expect(priceInPlay(football, played, m.duration)).toEqual([])
    expect(liveStateAt(played, m.duration)).toMatchObject({ period: 'FT', isOver: true })
  })

  it('makes a side that leads late a strong favourite, less so with a red card', () => {
    // Find a match of the seed family that is 1–0 at the hour.
    for (let i = 1; i < 400; i++) {
      const p = playFixture(football, seed(i))
      const s = liveStateAt(p, 75)
      if (s.score.home !== 1 || s.score.away !== 0) continue
      const home = find(priceInPlay(football, p, 75), '1x2')!.outcomes[0]!.prob
      expect(home).toBeGreaterThan(0.75)
      return
    }
    throw new Error('no 1–0 at 75′ in 400 matches')
  })

  it('marks goals, penalties, red cards, VAR checks and dangerous attacks as bet stops', () => {
    const kinds = new Set<string>()
    let goals = 0
    let goalMoments = 0
    for (let i = 1; i <= 60; i++) {
      const p = playFixture(football, seed(i))
      if (p.sport !== 'football') throw new Error('football')
      const moments = liveMoments(p, seed(i))
      expect(liveMoments(p, seed(i))).toEqual(moments)
      for (let k = 1; k < moments.length; k++)
        expect(moments[k]!.at).toBeGreaterThanOrEqual(moments[k - 1]!.at)
      for (const m of moments) kinds.add(m.kind)
      goals += p.match.final.home + p.match.final.away
      goalMoments += moments.filter((m) => m.kind === 'goal' || m.kind === 'penalty').length
      const last: LiveMoment | undefined = moments.at(-1)
      if (last) expect(momentsBy(moments, last.at)).toBe(moments.length)
      expect(momentsBy(moments, -1)).toBe(0)
    }
    expect(goalMoments).toBeGreaterThanOrEqual(goals)
    for (const k of ['goal', 'penalty', 'red_card', 'var_check', 'danger']) expect(kinds).toContain(k)
  })
})

describe('other sports in play', () => {
  it('basketball: at the tip-off the pre-match book, later the leader is favoured', () => {
    const model: FixtureModel = { sport: 'basketball', ppp: { home: 1.1, away: 1.06 } }
    const played = playFixture(model, seed(3))
    const pre = priceFixture(model)
    const start = priceInPlay(model, played, 0)
    expect(find(start, 'ml')!.outcomes[0]!.prob).toBeCloseTo(find(pre, 'ml')!.outcomes[0]!.prob, 6)
    for (const m of start) expect(find(pre, m.key, m.line)).toBeDefined()
    const s = liveStateAt(played, 40)
    const late = find(priceInPlay(model, played, 40), 'ml')
    if (late && s.score.home !== s.score.away)
      expect(late.outcomes[0]!.prob > 0.5).toBe(s.score.home > s.score.away)
    expect(s.period).toMatch(/^Q\d$/)
  })

  it('basketball: a lopsided match without a pre-match winner market is priced in play without one', () => {
    const model: FixtureModel = { sport: 'basketball', ppp: { home: 1.3, away: 0.8 } }
    expect(find(priceFixture(model), 'ml')).toBeUndefined()
    const played = playFixture(model, seed(5))
    for (const at of [0, 20, 40]) expect(find(priceInPlay(model, played, at), 'ml')).toBeUndefined()
  })

  it('tennis: sets and games move the winner price; a finished match has none', () => {
    const model: FixtureModel = { sport: 'tennis', serve: { a: 0.66, b: 0.62 }, bestOf: 3 }
    const played = playFixture(model, seed(5))
    if (played.sport !== 'tennis') throw new Error('tennis')
    const pre = find(priceFixture(model), 'ml')!.outcomes[0]!.prob
    expect(find(priceInPlay(model, played, 0), 'ml')!.outcomes[0]!.prob).toBeCloseTo(pre, 6)
    const firstSet = played.match.events.find((e) => e.type === 'set')!
    const after = find(priceInPlay(model, played, firstSet.at), 'ml')
    if (after) expect(after.outcomes[0]!.prob > pre).toBe(firstSet.winner === 'home')
    expect(liveMoments(played, seed(5)).every((m) => m.kind === 'set')).toBe(true)
    expect(priceInPlay(model, played, played.match.duration)).toEqual([])
  })

  it('CS2: a map from its round score, the series from the maps won', () => {
    for (const p of [0.45, 0.5, 0.56]) {
      expect(cs2MapFrom(p, 0, 0)).toBeCloseTo(cs2MapProbability(p), 10)
      expect(cs2MapFrom(p, 12, 3)).toBeGreaterThan(0.95)
      expect(cs2MapFrom(p, 12, 13 - 1)).toBeCloseTo(cs2MapFrom(p, 15, 15), 10)
    }
    const model: FixtureModel = { sport: 'cs2', roundChances: [0.52, 0.5, 0.48] }
    const played = playFixture(model, seed(9))
    if (played.sport !== 'cs2') throw new Error('cs2')
    const live0 = priceInPlay(model, played, 0)
    expect(find(live0, 'map1')).toBeUndefined()
    const end = played.match.events.find((e) => e.type === 'map_end')!
    const ml = find(priceInPlay(model, played, end.at), 'ml')!.outcomes[0]!.prob
    expect(ml > find(live0, 'ml')!.outcomes[0]!.prob).toBe(end.side === 'home')
    expect(liveMoments(played, seed(9)).filter((m) => m.kind === 'map').length).toBe(
      played.match.final.maps.length,
    )
  })
})

describe('volleyball and ice hockey in play (docs/sportsbook.md "Volleyball", "Ice hockey")', () => {
  const volleyball: FixtureModel = { sport: 'volleyball', serve: { home: 0.42, away: 0.4 } }
  const hockey: FixtureModel = { sport: 'hockey', rates: { home: 3.1, away: 2.8 } }

  it('volleyball: sets and the set scores on the scoreboard, a bet stop per set, prices in band', () => {
    const played = playFixture(volleyball, seed(21))
    if (played.sport !== 'volleyball') throw new Error('volleyball')
    const moments = liveMoments(played, seed(21))
    expect(moments.map((m) => m.kind)).toEqual(played.match.final.setScores.map(() => 'set'))
    const mid = liveStateAt(played, moments[0]!.at + 5)
    expect(mid.period).toBe('S2')
    expect(mid.detail?.periods?.[0]).toEqual(played.match.final.setScores[0])
    for (const m of priceInPlay(volleyball, played, moments[0]!.at + 5)) inBand(m)
    const end = liveStateAt(played, played.match.duration)
    expect(end).toMatchObject({ period: 'FT', isOver: true })
    expect(end.detail?.periods).toEqual(played.match.final.setScores)
  })

  it('ice hockey: periods with their goals, a bet stop per goal, the 1X2 gone after regulation', () => {
    const played = playFixture(hockey, seed(22))
    if (played.sport !== 'hockey') throw new Error('hockey')
    const goals = played.match.events.filter((e) => e.type === 'goal')
    expect(liveMoments(played, seed(22)).map((m) => m.at)).toEqual(goals.map((g) => g.at))
    const p2 = liveStateAt(played, 23 + 10)
    expect(p2).toMatchObject({ period: 'P2', clock: 10 })
    expect(p2.detail?.periods).toHaveLength(2)
    for (const m of priceInPlay(hockey, played, 33)) inBand(m)
    const end = liveStateAt(played, played.match.duration)
    expect(end).toMatchObject({ period: 'FT', isOver: true })
    expect(end.score).toEqual({ home: played.match.final.home, away: played.match.final.away })
    expect(priceInPlay(hockey, played, played.match.duration)).toEqual([])
  })
})
