import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { tableTestKit } from '../../test/tables.js'
import { pageAsset } from '../../test/originals.js'
import { checkLedger } from '../wallet/index.js'
import { liveRoulette } from './games/live-roulette.js'
import { createTablesLoop, TABLE_LEASE_MS } from './rounds.loop.js'
import { VOID_AFTER_MS, scaledTimings, type TableEvent, type TablesDeps } from './rounds.service.js'
import * as roulette from '@galata/game-math/tables/roulette'

describe('shared-round tables: live roulette through the wallet (docs/shared-rounds.md)', () => {
  const t = useTestApp()
  const GAME = 'galata-live-roulette'
  const timing = scaledTimings(liveRoulette, 1)

  const kit = tableTestKit(t)
  const { call, tick, at, cashLira: cash } = kit
  const player = (lira: number) => kit.player(GAME, lira)
  const current = () => kit.current(GAME)
  /** Ticks to the start of a round's betting with its whole betting time ahead. */
  const openRound = () => kit.openRound(GAME)

  const betsOf = (roundId: number) =>
    rows<{ player_id: number; status: string; payout: string | null }>(
      t.app,
      sql`select player_id, status, payout from table_bets where round_id = ${roundId} order by id`,
    )
  const historyTypes = async (playerId: number) =>
    (
      await rows<{ type: number }>(
        t.app,
        sql`select type from game_transactions where player_id = ${playerId} order by id`,
      )
    ).map((r) => r.type)

  it('is listed under Live Casino, serves its page, and answers the public round API', async () => {
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/casino/games',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      payload: JSON.stringify({ live: true, search: 'roulette', skip: 0, take: 5 }),
    })
    expect(JSON.stringify(found.json().data)).toContain(GAME)
    const page = await t.app.inject({ method: 'GET', url: `/originals/${GAME}/?lang=en` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('not a studio broadcast')
    await pageAsset(t.app, page.body, 'live-roulette.js')
    await tick()
    const c = await current()
    expect(c.commit ?? c.next.commit).toMatch(/^[0-9a-f]{64}$/)
    expect((await call('GET', 'no-such-table/current')).statusCode).toBe(404)
    expect((await call('GET', `${GAME}/history?take=0`)).statusCode).toBe(400)
    expect((await call('GET', 'verify/abc')).statusCode).toBe(400)
    expect((await call('GET', 'verify/999999')).statusCode).toBe(404)
    expect((await call('GET', `${GAME}/state`, 'forged')).statusCode).toBe(401)
  })

  it('takes bets until the close, refuses a late one with the next round, settles each bet once', async () => {
    const a = await player(100)
    const b = await player(100)
    const round = await openRound()
    const red = await call('POST', `${GAME}/bet`, a.token(), {
      roundId: round.roundId,
      clientBetId: 'a1',
      bets: [
        { spot: 'red', amount: 10 },
        { spot: 'n:17', amount: 1 },
        { spot: 'nb:0', amount: 1 },
      ],
    })
    expect(red.statusCode, red.body).toBe(200)
    expect(red.json().data.balance).toBe(84)
    // The same client bet id again is the same bet: nothing more is taken.
    const replay = await call('POST', `${GAME}/bet`, a.token(), {
      roundId: round.roundId,
      clientBetId: 'a1',
      bets: [
        { spot: 'red', amount: 10 },
        { spot: 'n:17', amount: 1 },
        { spot: 'nb:0', amount: 1 },
      ],
    })
    expect(replay.statusCode).toBe(200)
    expect(await cash(a.playerId)).toBe(84)
    const bad = await call('POST', `${GAME}/bet`, b.token(), {
      roundId: round.roundId,
      clientBetId: 'b0',
      bets: [{ spot: 'n:1-5', amount: 1 }],
    })
    expect(bad.statusCode).toBe(400)
    expect(
      (
        await call('POST', `${GAME}/bet`, b.token(), {
          roundId: round.roundId,
          clientBetId: 'b1',
          bets: [{ spot: 'black', amount: 5 }],
        })
      ).statusCode,
    ).toBe(200)
    const state = (await call('GET', `${GAME}/state`, b.token())).json().data
    expect(state.current).toMatchObject({ roundId: round.roundId, players: 2, totalBets: 21 })
    expect(state.myBets[0]).toMatchObject({ clientBetId: 'b1', status: 'open', stake: 5 })

    // Late: by the server's clock, before any loop closed the round.
    t.clock.advance(round.closesAt - t.clock.now())
    const late = await call('POST', `${GAME}/bet`, b.token(), {
      roundId: round.roundId,
      clientBetId: 'b2',
      bets: [{ spot: 'red', amount: 5 }],
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('BETTING_CLOSED')
    expect(late.json().data.next.roundId).toBeGreaterThan(round.roundId)
    expect(await cash(b.playerId)).toBe(95)
    // A retry of a bet placed before the close (its first answer lost) is that bet, not a refusal.
    const retried = await call('POST', `${GAME}/bet`, b.token(), {
      roundId: round.roundId,
      clientBetId: 'b1',
      bets: [{ spot: 'black', amount: 5 }],
    })
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json().data.balance).toBe(95)
    expect(await cash(b.playerId)).toBe(95)

    await tick(1)
    expect((await current()).result).toBeNull()
    expect((await call('GET', `verify/${round.roundId}`)).json().code).toBe('ROUND_NOT_REVEALED')
    await at(round.closesAt + timing.reveal + 1)
    const [betA, betB] = await betsOf(round.roundId)
    const verify = (await call('GET', `verify/${round.roundId}`)).json().data
    expect(verify).toMatchObject({
      status: 'settled',
      commitMatches: true,
      closeValueMatches: true,
      matches: true,
    })
    expect(verify.commit).toBe(round.commit)
    expect(verify.betLines).toHaveLength(2)
    const pocket = verify.recomputedResult.pocket as number
    const expectA =
      roulette.spotReturn('red', 1000n, pocket) +
      roulette.spotReturn('n:17', 100n, pocket) +
      roulette.spotReturn('nb:0', 100n, pocket)
    const expectB = roulette.spotReturn('black', 500n, pocket)
    expect(BigInt(betA!.payout!)).toBe(expectA)
    expect(BigInt(betB!.payout!)).toBe(expectB)
    expect(await cash(a.playerId)).toBe(84 + Number(expectA) / 100)
    expect(await cash(b.playerId)).toBe(95 + Number(expectB) / 100)
    // More ticks change nothing.
    await tick(1000)
    await tick(1000)
    expect(await cash(a.playerId)).toBe(84 + Number(expectA) / 100)
    expect(await historyTypes(a.playerId)).toEqual(expectA > 0n ? [2, 1] : [2])
    const history = (await call('GET', `${GAME}/history?take=5`)).json().data.items
    expect(history.find((h: { roundId: number }) => h.roundId === round.roundId)).toMatchObject({
      status: 'settled',
      result: { pocket },
      closeValue: verify.closeValue,
    })
    expect((await current()).lastResults[0]).toBeTruthy()
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })

  it('a restart during the reveal: the next instance settles the round, each bet exactly once', async () => {
    const p = await player(100)
    const round = await openRound()
    await call('POST', `${GAME}/bet`, p.token(), {
      roundId: round.roundId,
      clientBetId: 'x',
      bets: [
        { spot: 'even', amount: 10 },
        { spot: 'odd', amount: 10 },
      ],
    })
    await at(round.closesAt + 1)
    const [row] = await rows<{ status: string }>(
      t.app,
      sql`select status from table_rounds where id = ${round.roundId}`,
    )
    expect(row!.status).toBe('revealing')
    // The running instance dies (no graceful stop); another boots.
    const events: TableEvent[] = []
    const deps: TablesDeps = {
      db: t.app.db,
      clock: t.clock,
      events: t.app.events,
      secret: t.config.ORIGINALS_SECRET,
      speed: 1,
      broadcast: async (_game, e) => void events.push(e),
    }
    const successor = createTablesLoop(deps, { instanceId: 'successor' })
    await successor.tick()
    expect(successor.isLeader(GAME)).toBe(false)
    t.clock.advance(TABLE_LEASE_MS + timing.reveal)
    await successor.tick()
    expect(successor.isLeader(GAME)).toBe(true)
    expect(events.some((e) => e.t === 'round.settled' && e.roundId === round.roundId)).toBe(true)
    const settledCash = await cash(p.playerId)
    // Even and odd: 20 staked, 20 back unless zero came up.
    expect([80, 100]).toContain(settledCash)
    // The old loop waking up and a third instance: nothing is paid twice.
    await t.app.tables.tick()
    const third = createTablesLoop(deps, { instanceId: 'third' })
    await successor.stop()
    await third.tick()
    await third.tick()
    expect(await cash(p.playerId)).toBe(settledCash)
    const wins = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from provider_transactions where tx_id like ${`table:${round.roundId}:%:win`}`,
    )
    expect(wins[0]!.n).toBe(1)
    await third.stop()
    expect((await checkLedger(t.app.db)).ok).toBe(true)
    t.clock.advance(TABLE_LEASE_MS + 1)
    await tick()
  })

  it('a round nobody closed on time is void: every stake refunded once', async () => {
    const p = await player(50)
    const round = await openRound()
    await call('POST', `${GAME}/bet`, p.token(), {
      roundId: round.roundId,
      clientBetId: 'v',
      bets: [{ spot: 'n:0', amount: 5 }],
    })
    expect(await cash(p.playerId)).toBe(45)
    // No instance ran the table through the close and long after.
    t.clock.advance(round.closesAt - t.clock.now() + VOID_AFTER_MS + 1)
    await tick()
    await tick(1000)
    const [row] = await rows<{ status: string }>(
      t.app,
      sql`select status from table_rounds where id = ${round.roundId}`,
    )
    expect(row!.status).toBe('void')
    expect(await cash(p.playerId)).toBe(50)
    expect((await betsOf(round.roundId)).map((b) => b.status)).toEqual(['refunded'])
    expect(await historyTypes(p.playerId)).toEqual([2, 3])
    const verify = (await call('GET', `verify/${round.roundId}`)).json().data
    expect(verify).toMatchObject({ status: 'void', commitMatches: true, recomputedResult: null })
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })
})
