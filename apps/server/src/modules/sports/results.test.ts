import { describe, expect, it } from 'vitest'
import {
  playFixture,
  settleOutcome,
  type FixtureModel,
  type PlayedFixture,
} from '@galata/game-math/sports/index'
import type { EventResult } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { overlayResult, operatorResult, playedResult, toWin } from './results.js'

/*
 * An operator's result for volleyball and ice hockey (results.ts; docs/sportsbook.md "Volleyball",
 * "Ice hockey"): what is accepted, and how the overlay settles each rule (regulation vs overtime).
 */

const hockey: FixtureModel = { sport: 'hockey', rates: { home: 3, away: 2.8 } }
const volleyball: FixtureModel = { sport: 'volleyball', serve: { home: 0.41, away: 0.4 } }
const seed = '3'.repeat(64)
const fails = (fn: () => unknown, field: string) => {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(AppError)
    expect((e as AppError).errors).toHaveProperty(field)
    return
  }
  throw new Error('accepted')
}
const input = (r: Partial<EventResult> & { home: number; away: number }) => r as EventResult

describe('ice hockey results', () => {
  const played = playFixture(hockey, seed)
  const before = playedResult(played)

  it("stores the simulator's regulation score beside the final", () => {
    if (played.sport !== 'hockey') throw new Error('hockey')
    expect(before).toEqual({
      home: played.match.final.home,
      away: played.match.final.away,
      regHome: played.match.final.regulation[0],
      regAway: played.match.final.regulation[1],
    })
    expect(toWin(hockey)).toBe(0)
  })

  it('takes an overtime or shoot-out win as the level regulation plus one, and nothing else', () => {
    expect(operatorResult(hockey, input({ home: 3, away: 2, regHome: 2, regAway: 2 }), before)).toEqual({
      home: 3,
      away: 2,
      regHome: 2,
      regAway: 2,
    })
    // A two-goal margin cannot have gone to overtime: the regulation score is the final.
    expect(operatorResult(hockey, input({ home: 5, away: 1 }), { home: 0, away: 0 })).toMatchObject({
      regHome: 5,
      regAway: 1,
    })
    fails(() => operatorResult(hockey, input({ home: 2, away: 2 }), before), 'away')
    fails(() => operatorResult(hockey, input({ home: 4, away: 3 }), { home: 9, away: 9 }), 'regHome')
    fails(
      () => operatorResult(hockey, input({ home: 4, away: 2, regHome: 3, regAway: 3 }), before),
      'regHome',
    )
    fails(
      () => operatorResult(hockey, input({ home: 3, away: 2, regHome: 3, regAway: 1 }), before),
      'regHome',
    )
    fails(() => operatorResult(hockey, input({ home: 3, away: 2, htHome: 1 }), before), 'htHome')
  })

  it('settles 1X2 on the regulation and the money line with overtime after an overlay', () => {
    const r = overlayResult(played, { home: 2, away: 3, regHome: 2, regAway: 2 })
    const m = (key: string, outcomeKeys: string[], line?: number) => ({
      key,
      outcomeKeys,
      ...(line ? { line } : {}),
    })
    expect(settleOutcome(r, m('1x2', ['1', 'X', '2']), 'X').result).toBe('won')
    expect(settleOutcome(r, m('ml', ['home', 'away']), 'away').result).toBe('won')
    expect(settleOutcome(r, m('tot', ['under', 'over'], 5.5), 'under').result).toBe('won')
    expect(settleOutcome(r, m('pl', ['home', 'away'], 1.5), 'home').result).toBe('won')
  })
})

describe('volleyball results', () => {
  const played: PlayedFixture = playFixture(volleyball, seed)
  const before = playedResult(played)

  it('takes a finished best of five and refuses sets, half-times and regulation scores', () => {
    expect(toWin(volleyball)).toBe(3)
    expect(operatorResult(volleyball, input({ home: before.home, away: before.away }), before)).toEqual(
      before,
    )
    expect(operatorResult(volleyball, input({ home: 3, away: 2 }), { home: 0, away: 3 })).toEqual({
      home: 3,
      away: 2,
    })
    fails(() => operatorResult(volleyball, input({ home: 3, away: 3 }), before), 'away')
    fails(() => operatorResult(volleyball, input({ home: 2, away: 1 }), before), 'away')
    fails(() => operatorResult(volleyball, input({ home: 3, away: 0, sets: [[6, 4]] }), before), 'sets')
    fails(() => operatorResult(volleyball, input({ home: 3, away: 0, regHome: 1 }), before), 'regHome')
  })

  it('settles the set markets on the corrected sets', () => {
    const r = overlayResult(played, { home: 2, away: 3 })
    expect(settleOutcome(r, { key: 'sets', outcomeKeys: ['2-3'] }, '2-3').result).toBe('won')
    expect(settleOutcome(r, { key: 'tsets', line: 4.5, outcomeKeys: ['under', 'over'] }, 'over').result).toBe(
      'won',
    )
    expect(settleOutcome(r, { key: 'ml', outcomeKeys: ['home', 'away'] }, 'home').result).toBe('lost')
  })
})
