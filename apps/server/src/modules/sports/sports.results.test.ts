import { afterEach, describe, expect, it } from 'vitest'
import type { SportsTicket } from '@galata/contract'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'

/*
 * Operator results beyond football (docs/sportsbook.md): a trader enters the headline score of basketball
 * (points), tennis (sets, with the games of each set) and e-sports (maps, with the first map's
 * winner); each is checked against the sport and re-settles the tickets by the difference.
 */

const t = useTestApp()
const k = sportsKit(t)
const TL = 100n

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

async function setup(sport: 'basketball' | 'tennis' | 'cs2', legs: Array<[string, string]>) {
  const p = await k.player(100n * TL)
  const trader = await k.player(0n, 'trader')
  const approver = await k.player(0n, 'trader')
  const eventId = await k.seedEvent({ sport })
  const tickets: number[] = []
  for (const [market, key] of legs) {
    const o = await k.outcome(eventId, market, key)
    const res = await k
      .http()
      .post(
        'sports/bets',
        { kind: 'single', legs: [{ outcomeId: o.id, odds: o.odds }], stake: 10, placementKey: k.key() },
        { token: p.token },
      )
    expect(res.statusCode, res.body).toBe(200)
    tickets.push(res.json<{ data: SportsTicket }>().data.id)
  }
  // The simulator's own result first, as the job's whistle settles it.
  await k.finish(eventId, null)
  // Every result after the whistle corrects a settled event: asked by one trader, approved by another.
  const result = (body: object) => k.correct(eventId, body, trader, approver)
  const status = async (id: number) =>
    (await k.http().get(`sports/bets/${id}`, { token: p.token })).json<{ data: SportsTicket }>().data
  return { p, result, status, tickets }
}

const refused = async (res: Awaited<ReturnType<ReturnType<typeof k.http>['post']>>, field: string) => {
  expect(res.statusCode, res.body).toBe(400)
  const body = res.json<{ code: string; errors?: Record<string, string> }>()
  expect(body.code).toBe('VALIDATION_FAILED')
  expect(Object.keys(body.errors ?? {})).toContain(field)
}

describe('operator results per sport', () => {
  it('basketball: points, no draw, re-settled by the difference', async () => {
    const { p, result, status, tickets } = await setup('basketball', [['ml', 'home']])
    expect((await result({ home: 88, away: 80 })).statusCode).toBe(200)
    expect(await status(tickets[0]!)).toMatchObject({ status: 'won' })
    const won = await k.cash(p.id)
    expect(won).toBeGreaterThan(90n * TL)
    expect((await result({ home: 80, away: 88 })).statusCode).toBe(200)
    expect(await status(tickets[0]!)).toMatchObject({ status: 'lost', payout: 0 })
    expect(await k.cash(p.id)).toBe(90n * TL)
    await refused(await result({ home: 80, away: 80 }), 'away')
    await refused(await result({ home: 90, away: 80, htHome: 40 }), 'htHome')
    await refused(await result({ home: 301, away: 80 }), 'home')
    // Points above football's 99 are a basketball score.
    expect((await result({ home: 104, away: 99 })).statusCode).toBe(200)
    expect(await status(tickets[0]!)).toMatchObject({ status: 'won' })
  })

  it('tennis: sets with the games of each set; the game markets follow them', async () => {
    const { result, status, tickets } = await setup('tennis', [
      ['ml', 'home'],
      ['sets', '2-1'],
    ])
    const threeSets = {
      home: 2,
      away: 1,
      sets: [
        [6, 4],
        [3, 6],
        [7, 6],
      ],
    }
    expect((await result(threeSets)).statusCode).toBe(200)
    expect(await status(tickets[0]!)).toMatchObject({ status: 'won' })
    expect(await status(tickets[1]!)).toMatchObject({ status: 'won' })
    // A changed headline needs its sets; impossible scores and sets are refused.
    await refused(await result({ home: 0, away: 2 }), 'sets')
    await refused(await result({ home: 2, away: 2 }), 'away')
    await refused(
      await result({
        home: 3,
        away: 0,
        sets: [
          [6, 0],
          [6, 0],
          [6, 0],
        ],
      }),
      'home',
    )
    await refused(
      await result({
        home: 2,
        away: 0,
        sets: [
          [6, 5],
          [6, 4],
        ],
      }),
      'sets',
    )
    await refused(
      await result({
        home: 2,
        away: 0,
        sets: [
          [6, 4],
          [4, 6],
        ],
      }),
      'sets',
    )
    await refused(await result({ home: 2, away: 1, htHome: 1 }), 'htHome')
    expect(
      (
        await result({
          home: 0,
          away: 2,
          sets: [
            [4, 6],
            [6, 7],
          ],
        })
      ).statusCode,
    ).toBe(200)
    expect(await status(tickets[0]!)).toMatchObject({ status: 'lost' })
    expect(await status(tickets[1]!)).toMatchObject({ status: 'lost' })
    // The same headline again keeps the stored sets.
    const again = await result({ home: 0, away: 2 })
    expect(again.json<{ data: { tickets: number } }>().data.tickets).toBe(0)
  })

  it('e-sports: maps with the first map; map 1 settles from it', async () => {
    const { result, status, tickets } = await setup('cs2', [
      ['ml', 'home'],
      ['map1', 'away'],
    ])
    await refused(await result({ home: 2, away: 0, firstMap: 'away' }), 'firstMap')
    await refused(await result({ home: 2, away: 2, firstMap: 'home' }), 'away')
    await refused(await result({ home: 2, away: 1, sets: [[6, 4]] }), 'sets')
    expect((await result({ home: 2, away: 1, firstMap: 'away' })).statusCode).toBe(200)
    expect(await status(tickets[0]!)).toMatchObject({ status: 'won' })
    expect(await status(tickets[1]!)).toMatchObject({ status: 'won' })
    expect((await result({ home: 2, away: 1, firstMap: 'home' })).statusCode).toBe(200)
    expect(await status(tickets[0]!)).toMatchObject({ status: 'won' })
    expect(await status(tickets[1]!)).toMatchObject({ status: 'lost', payout: 0 })
  })

  it('football keeps its goals limit and refuses the other sports’ fields', async () => {
    const trader = await k.player(0n, 'trader')
    const eventId = await k.seedEvent()
    await k.finish(eventId, { home: 1, away: 0, htHome: 0, htAway: 0 })
    const post = (body: object) =>
      k.http().post(`backoffice/sports/events/${eventId}/result`, body, { token: trader.token })
    await refused(await post({ home: 100, away: 0 }), 'home')
    await refused(await post({ home: 1, away: 0, firstMap: 'home' }), 'firstMap')
    await refused(await post({ home: 1, away: 0, sets: [[6, 4]] }), 'sets')
    expect((await post({ home: 2, away: 0 })).statusCode).toBe(200)
  })
})
