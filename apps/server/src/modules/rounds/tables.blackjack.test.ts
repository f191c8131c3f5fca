import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as ibj from '@galata/game-math/tables/infinite-blackjack'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { pageAsset } from '../../test/originals.js'
import { tableTestKit } from '../../test/tables.js'
import { checkLedger } from '../wallet/index.js'
import { infiniteBlackjack } from './games/infinite-blackjack.js'
import { createTablesLoop, TABLE_LEASE_MS } from './rounds.loop.js'
import { scaledTimings, type TableEvent, type TablesDeps } from './rounds.service.js'

/** A card of rank r (0 = ace … 12 = king); values 2…9 are rank value − 1. */
const v = (value: number) => value - 1
const K = 12

describe('Galata Infinite Blackjack: decisions on the shared-round engine (docs/shared-rounds.md)', () => {
  const t = useTestApp()
  const GAME = 'galata-infinite-blackjack'
  const timing = scaledTimings(infiniteBlackjack, 1)
  const kit = tableTestKit(t)
  const { call, tick, at, cashLira: cash } = kit
  const player = (lira: number) => kit.player(GAME, lira)
  const openRound = () => kit.openRound(GAME)
  const bet = (token: string, roundId: number, clientBetId: string, main: number, pair = 0) =>
    call('POST', `${GAME}/bet`, token, {
      roundId,
      clientBetId,
      bets: [{ spot: 'main', amount: main }, ...(pair ? [{ spot: 'pair', amount: pair }] : [])],
    })
  const act = (token: string, body: Record<string, unknown>) => call('POST', `${GAME}/action`, token, body)
  const roundRow = async (id: number) =>
    (
      await rows<{ status: string; outcome: ibj.IbjOutcome | null }>(
        t.app,
        sql`select status, outcome from table_rounds where id = ${id}`,
      )
    )[0]!
  const payouts = async (roundId: number) =>
    (
      await rows<{ client_bet_id: string; payout: string | null }>(
        t.app,
        sql`select client_bet_id, payout from table_bets where round_id = ${roundId} order by id`,
      )
    ).map((r) => [r.client_bet_id, r.payout === null ? null : Number(r.payout)])

  it('is listed under Live Casino → Blackjack and serves its page with the honest host note', async () => {
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/casino/games',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      payload: JSON.stringify({ live: true, search: 'blackjack', skip: 0, take: 5 }),
    })
    expect(JSON.stringify(found.json().data)).toContain(GAME)
    const page = await t.app.inject({ method: 'GET', url: `/originals/${GAME}/?lang=en` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('not a studio broadcast')
    await pageAsset(t.app, page.body, 'infinite-blackjack.js')
    const tr = await t.app.inject({ method: 'GET', url: `/originals/${GAME}/` })
    expect(tr.body).toContain('stüdyo yayını değildir')
  })

  it('hit, stand, double and the timeout: each paid from the shared cards and its own actions', async () => {
    const a = await player(100)
    const b = await player(100)
    const c = await player(10)
    const d = await player(100)
    const round = await openRound()
    const id = round.roundId
    for (const [p, name, main, pair] of [
      [a, 'a', 10, 0],
      [b, 'b', 10, 0],
      [c, 'c', 10, 0],
      [d, 'd', 10, 5],
    ] as const)
      expect((await bet(p.token(), id, name, main, pair)).statusCode).toBe(200)
    // No decision before the close.
    const early = await act(a.token(), { roundId: id, clientBetId: 'a', step: 1, action: 'hit' })
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('DECISION_CLOSED')
    expect(early.json().message).toContain('default move')

    await at(round.closesAt + 1)
    expect((await roundRow(id)).status).toBe('revealing')
    // The shared deal, fixed here so the test knows it: 5 + 6 against a dealer 10 (then 7 = 17);
    // the step cards 9, K, 2, 3.
    const o: ibj.IbjOutcome = { player: [v(5), v(6)], dealer: [v(10), v(7)], hits: [v(9), K, v(2), v(3)] }
    await t.app.db.execute(
      sql`update table_rounds set outcome = ${JSON.stringify(o)}::jsonb where id = ${id}`,
    )

    const state = (await call('GET', `${GAME}/state`, a.token())).json().data
    expect(state.timings.decide).toEqual({ steps: 4, window: timing.window })
    expect(state.decisions[0]).toMatchObject({
      clientBetId: 'a',
      step: 1,
      allowed: ['hit', 'stand', 'double'],
      actions: [],
      view: { cards: [v(5), v(6)], total: 11 },
    })
    const hit = await act(a.token(), { roundId: id, clientBetId: 'a', step: 1, action: 'hit' })
    expect(hit.statusCode, hit.body).toBe(200)
    // The card a hit draws is public at the next step: not in the answer yet.
    expect(hit.json().data).toMatchObject({
      replayed: false,
      decision: { actions: ['hit'], allowed: [], view: { total: 11 } },
    })
    const again = await act(a.token(), { roundId: id, clientBetId: 'a', step: 1, action: 'hit' })
    expect(again.json().data.replayed).toBe(true)
    const other = await act(a.token(), { roundId: id, clientBetId: 'a', step: 1, action: 'stand' })
    expect(other.json().code).toBe('CONFLICT')
    const ahead = await act(a.token(), { roundId: id, clientBetId: 'a', step: 2, action: 'stand' })
    expect(ahead.json().code).toBe('DECISION_CLOSED')
    const bad = await act(a.token(), { roundId: id, clientBetId: 'a', step: 1, action: 'split' })
    expect(bad.json().code).toBe('CONFLICT')
    const notYours = await act(b.token(), { roundId: id, clientBetId: 'a', step: 1, action: 'stand' })
    expect(notYours.statusCode).toBe(404)

    // c staked all it had: a double cannot overdraw, and nothing of it is stored.
    const broke = await act(c.token(), { roundId: id, clientBetId: 'c', step: 1, action: 'double' })
    expect(broke.statusCode).toBe(400)
    expect(broke.json().code).toBe('INSUFFICIENT_FUNDS')
    expect(await cash(c.playerId)).toBe(0)
    const dd = await act(d.token(), { roundId: id, clientBetId: 'd', step: 1, action: 'double' })
    expect(dd.statusCode, dd.body).toBe(200)
    expect(dd.json().data).toMatchObject({ balance: 75, decision: { stake: 25, actions: ['double'] } })

    // Step 2: a sees its 9 (20) and stands; d doubled and has nothing left to decide.
    await at(round.closesAt + timing.window + 1)
    const late = await act(c.token(), { roundId: id, clientBetId: 'c', step: 1, action: 'stand' })
    expect(late.json().code).toBe('DECISION_CLOSED')
    const a2 = (await call('GET', `${GAME}/state`, a.token())).json().data.decisions[0]
    expect(a2).toMatchObject({ step: 2, allowed: ['hit', 'stand'], view: { total: 20 } })
    expect(
      (await act(a.token(), { roundId: id, clientBetId: 'a', step: 2, action: 'stand' })).statusCode,
    ).toBe(200)
    const dNow = await act(d.token(), { roundId: id, clientBetId: 'd', step: 2, action: 'hit' })
    expect(dNow.json().code).toBe('ACTION_NOT_ALLOWED')
    expect(dNow.json().message).toBe('This move is not available for this hand now.')

    await at(round.closesAt + timing.decide + timing.reveal + 1)
    expect((await roundRow(id)).status).toBe('settled')
    // a: 20 against 17 → 20 back; b and c stood on 11 by the timeout → 0; d doubled to 20 → 40, no pair.
    expect(await payouts(id)).toEqual([
      ['a', 2000],
      ['b', 0],
      ['c', 0],
      ['d', 4000],
    ])
    expect(await cash(a.playerId)).toBe(110)
    expect(await cash(b.playerId)).toBe(90)
    expect(await cash(d.playerId)).toBe(115)
    // Every stake in the game history: d's bet, its double, its win.
    const types = await rows<{ type: number }>(
      t.app,
      sql`select type from game_transactions where player_id = ${d.playerId} order by id`,
    )
    expect(types.map((r) => r.type)).toEqual([2, 2, 1])
    await tick(1000)
    expect(await cash(d.playerId)).toBe(115)
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })

  it('a restart during the decisions: the next instance settles with the stored actions, once; verify reproduces', async () => {
    const p = await player(100)
    const q = await player(100)
    const round = await openRound()
    await bet(p.token(), round.roundId, 'p', 10, 1)
    await bet(q.token(), round.roundId, 'q', 10)
    await at(round.closesAt + 1)
    const o = (await roundRow(round.roundId)).outcome!
    const allowed = ibj.allowedActions(o, [])
    if (allowed.includes('hit')) {
      const r = await act(p.token(), {
        roundId: round.roundId,
        betId: undefined,
        clientBetId: 'p',
        step: 1,
        action: 'hit',
      })
      expect(r.statusCode, r.body).toBe(200)
    }
    // The running instance dies; another takes the table over once the lease has lapsed.
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
    t.clock.advance(TABLE_LEASE_MS + 1)
    await successor.tick()
    expect(successor.isLeader(GAME)).toBe(true)
    expect(events.some((e) => e.t === 'round.decision' && e.roundId === round.roundId)).toBe(true)
    t.clock.advance(round.closesAt + timing.decide + timing.reveal + 1 - t.clock.now())
    await successor.tick()
    expect(events.some((e) => e.t === 'round.settled' && e.roundId === round.roundId)).toBe(true)
    // p hit once (then the timeout stood), q stood by the timeout.
    const pActions = allowed.includes('hit')
      ? ibj.allowedActions(o, ['hit']).length > 0
        ? ['hit', 'stand']
        : ['hit']
      : []
    const expectP = ibj.mainReturn(1000n, o, pActions) + ibj.pairReturn(100n, o)
    const expectQ = ibj.mainReturn(1000n, o, allowed.length ? ['stand'] : [])
    const paid = await payouts(round.roundId)
    expect(paid).toEqual([
      ['p', Number(expectP)],
      ['q', Number(expectQ)],
    ])
    // The old instance waking up and a third one: nobody is paid twice.
    await t.app.tables.tick()
    const third = createTablesLoop(deps, { instanceId: 'third' })
    await successor.stop()
    await third.tick()
    expect(await cash(p.playerId)).toBe(89 + Number(expectP) / 100)
    const wins = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from provider_transactions where tx_id like ${`table:${round.roundId}:%:win`}`,
    )
    expect(wins[0]!.n).toBe(2)
    await third.stop()
    const verify = (await call('GET', `verify/${round.roundId}`)).json().data
    expect(verify).toMatchObject({
      status: 'settled',
      commitMatches: true,
      closeValueMatches: true,
      matches: true,
      payoutsMatch: true,
    })
    expect(verify.actionLines).toHaveLength(allowed.includes('hit') ? 1 : 0)
    expect((await checkLedger(t.app.db)).ok).toBe(true)
    t.clock.advance(TABLE_LEASE_MS + 1)
    await tick()
  })
})
