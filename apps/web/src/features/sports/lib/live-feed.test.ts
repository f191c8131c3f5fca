import { describe, expect, it } from 'vitest'
import type { SportsEvent, SportsEventDetail, SportsMarket } from '@galata/contract'
import {
  applyEventMessage,
  applyLiveList,
  clockText,
  createSeqTracker,
  groupLive,
  periodLabel,
  readEventMessage,
  readLiveList,
  secondsLeft,
  seqVerdict,
} from './live-feed'

const market = (id: number, status: SportsMarket['status'] = 'active'): SportsMarket => ({
  id,
  key: id === 1 ? '1x2' : 'ou',
  name: id === 1 ? 'Maç Sonucu' : 'Alt/Üst 2,5',
  line: null,
  status,
  phase: 'live',
  mbs: 1,
  outcomes: [
    { id: id * 10 + 1, key: 'a', name: 'A', odds: 2, result: 'pending' },
    { id: id * 10 + 2, key: 'b', name: 'B', odds: 1.8, result: 'pending' },
  ],
})

const event = (over: Partial<SportsEventDetail> = {}): SportsEventDetail => ({
  id: 7,
  sport: 'football',
  competition: { id: 1, name: 'Lig' },
  home: 'Ev',
  away: 'Deplasman',
  startAt: '2026-11-26T10:00:00.000Z',
  status: 'live',
  score: { home: 0, away: 0 },
  seedHash: 'h',
  live: { period: '1H', clock: 12, added: 0, stateVersion: 3, betStop: false },
  mainMarket: market(1),
  marketCount: 2,
  seed: null,
  markets: [market(1), market(2)],
  tracker: null,
  ...over,
})

describe('sequence numbers', () => {
  it('applies the next, ignores an old one, flags a gap', () => {
    expect(seqVerdict(null, 41)).toBe('apply')
    expect(seqVerdict(4, 5)).toBe('apply')
    expect(seqVerdict(5, 5)).toBe('stale')
    expect(seqVerdict(5, 3)).toBe('stale')
    expect(seqVerdict(5, 7)).toBe('gap')
  })

  it('tracks a topic: a gap moves the start on, a reset starts afresh', () => {
    const seq = createSeqTracker()
    expect(seq.take(10)).toBe('apply')
    expect(seq.take(11)).toBe('apply')
    expect(seq.take(11)).toBe('stale')
    expect(seq.take(14)).toBe('gap')
    expect(seq.take(15)).toBe('apply')
    seq.reset()
    expect(seq.take(3)).toBe('apply')
  })
})

describe('messages on the snapshot', () => {
  it('reads only well-formed messages', () => {
    expect(readEventMessage('Score', 'not json')).toBeNull()
    expect(readEventMessage('Score', '{"seq":1}')).toBeNull()
    expect(readEventMessage('Unknown', '{"seq":1,"eventId":7}')).toBeNull()
    expect(readEventMessage('BetStop', '{"seq":1,"eventId":7,"stateVersion":4}')).toMatchObject({
      command: 'BetStop',
    })
    expect(readLiveList('{"seq":2,"events":[]}')).toEqual({ seq: 2, events: [] })
    expect(readLiveList('[]')).toBeNull()
  })

  it('moves the score and clock', () => {
    const e = applyEventMessage(event(), {
      command: 'Score',
      seq: 1,
      eventId: 7,
      stateVersion: 4,
      score: { home: 1, away: 0 },
      period: '1H',
      clock: 23,
      added: 0,
    })
    expect(e.score).toEqual({ home: 1, away: 0 })
    expect(e.live).toMatchObject({ clock: 23, stateVersion: 4 })
  })

  it('suspends every active market on a bet stop and reopens on new prices', () => {
    const stopped = applyEventMessage(event(), {
      command: 'BetStop',
      seq: 1,
      eventId: 7,
      stateVersion: 4,
      reason: 'goal',
      until: '2026-11-26T10:30:05.000Z',
    })
    expect(stopped.live!.betStop).toBe(true)
    expect(stopped.markets.map((m) => m.status)).toEqual(['suspended', 'suspended'])
    expect(stopped.mainMarket!.status).toBe('suspended')
    const reopened = applyEventMessage(stopped, {
      command: 'OddsChanged',
      seq: 2,
      eventId: 7,
      stateVersion: 4,
      markets: [
        {
          id: 1,
          status: 'active',
          outcomes: [
            { id: 11, odds: 1.5 },
            { id: 12, odds: 2.6 },
          ],
        },
      ],
    })
    expect(reopened.live!.betStop).toBe(false)
    expect(reopened.markets[0]!.outcomes.map((o) => o.odds)).toEqual([1.5, 2.6])
    expect(reopened.markets[0]!.status).toBe('active')
    expect(reopened.mainMarket!.outcomes[0]!.odds).toBe(1.5)
    // A market the message does not name keeps its state.
    expect(reopened.markets[1]!.status).toBe('suspended')
  })

  it('leaves another event alone', () => {
    const e = event()
    expect(
      applyEventMessage(e, {
        command: 'BetStop',
        seq: 1,
        eventId: 8,
        stateVersion: 1,
        reason: 'goal',
        until: '',
      }),
    ).toBe(e)
  })

  it('updates the live list in place, or asks for a refetch when its members change', () => {
    const list: SportsEvent[] = [event()]
    const moved = applyLiveList(list, {
      seq: 3,
      events: [{ id: 7, score: { home: 0, away: 1 }, period: '2H', clock: 50 }],
    })
    expect(moved![0]!.score).toEqual({ home: 0, away: 1 })
    expect(moved![0]!.live!.period).toBe('2H')
    expect(applyLiveList(list, { seq: 4, events: [] })).toBeNull()
    expect(
      applyLiveList(list, {
        seq: 4,
        events: [
          { id: 7, score: null, period: null, clock: null },
          { id: 9, score: null, period: null, clock: null },
        ],
      }),
    ).toBeNull()
  })
})

describe('the scoreboard words', () => {
  it('names periods', () => {
    expect(periodLabel('1H')).toEqual({ key: 'live.period.1h' })
    expect(periodLabel('HT')).toEqual({ key: 'live.period.ht' })
    expect(periodLabel('Q3')).toEqual({ key: 'live.period.quarter', n: 3 })
    expect(periodLabel('OT1')).toEqual({ key: 'live.period.overtime', n: 1 })
    expect(periodLabel('S2')).toEqual({ key: 'live.period.set', n: 2 })
    expect(periodLabel('M1')).toEqual({ key: 'live.period.map', n: 1 })
    // Ice hockey: periods, one overtime, the shoot-out.
    expect(periodLabel('P2')).toEqual({ key: 'live.period.period', n: 2 })
    expect(periodLabel('OT')).toEqual({ key: 'live.period.ot' })
    expect(periodLabel('SO')).toEqual({ key: 'live.period.shootout' })
  })

  it('shows the clock the way a scoreboard does', () => {
    const live = { period: '1H', clock: 0, added: 0, stateVersion: 1, betStop: false }
    expect(clockText('football', live)).toBe("1'")
    expect(clockText('football', { ...live, clock: 37 })).toBe("37'")
    expect(clockText('football', { ...live, clock: 45, added: 2 })).toBe("45+2'")
    expect(clockText('football', { ...live, period: '2H', clock: 90, added: 4 })).toBe("90+4'")
    expect(clockText('football', { ...live, period: 'HT' })).toBeNull()
    expect(clockText('basketball', { ...live, period: 'Q2', clock: 7 })).toBe("7'")
    expect(clockText('tennis', { ...live, period: 'S1', clock: 20 })).toBeNull()
    expect(clockText('volleyball', { ...live, period: 'S3', clock: 70 })).toBeNull()
    expect(clockText('hockey', { ...live, period: 'P3', clock: 12 })).toBe("12'")
    expect(clockText('hockey', { ...live, period: 'SO', clock: 0 })).toBeNull()
  })

  it('groups by sport, e-sports together, in kick-off order', () => {
    const groups = groupLive([
      event({ id: 1, sport: 'lol' }),
      event({ id: 2, sport: 'football', startAt: '2026-11-26T10:05:00.000Z' }),
      event({ id: 3, sport: 'football' }),
      event({ id: 4, sport: 'cs2' }),
      event({ id: 5, sport: 'hockey' }),
      event({ id: 6, sport: 'volleyball' }),
    ])
    expect(groups.map((g) => [g.group, g.events.map((e) => e.id)])).toEqual([
      ['football', [3, 2]],
      ['volleyball', [6]],
      ['hockey', [5]],
      ['esports', [1, 4]],
    ])
  })

  it('counts a pending bet down in whole seconds', () => {
    const at = Date.parse('2026-11-26T10:00:06.000Z')
    expect(secondsLeft('2026-11-26T10:00:06.000Z', at - 5_200)).toBe(6)
    expect(secondsLeft('2026-11-26T10:00:06.000Z', at)).toBe(0)
    expect(secondsLeft('2026-11-26T10:00:06.000Z', at + 900)).toBe(0)
  })
})
