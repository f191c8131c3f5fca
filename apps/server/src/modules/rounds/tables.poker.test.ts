import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as tcp from '@galata/game-math/tables/three-card-poker'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { tableTestKit } from '../../test/tables.js'
import { pageAsset } from '../../test/originals.js'
import { checkLedger } from '../wallet/index.js'
import { threeCardPoker } from './games/three-card-poker.js'
import { scaledTimings } from './rounds.service.js'

describe('shared-round tables: Galata Three Card Poker with Play / Fold (docs/shared-rounds.md)', () => {
  const t = useTestApp()
  const GAME = 'galata-three-card-poker'
  const timing = scaledTimings(threeCardPoker, 1)

  const kit = tableTestKit(t)
  const { call, tick, at, cashLira: cash } = kit
  const player = (lira: number) => kit.player(GAME, lira)
  /** The next round open for bets (the kit's, once the table has its next round scheduled). */
  async function openRound() {
    for (let i = 0; i < 20; i++) {
      await tick(i ? 1000 : 0)
      const cur = await kit.current(GAME)
      if (cur && (cur.next || cur.opensAt > t.clock.now())) break
    }
    return kit.openRound(GAME)
  }
  const bet = (
    token: string,
    roundId: number,
    clientBetId: string,
    bets: { spot: string; amount: number }[],
  ) => call('POST', `${GAME}/bet`, token, { roundId, clientBetId, bets })
  const act = (token: string, roundId: number, betId: number, action: string, step = 1) =>
    call('POST', `${GAME}/action`, token, { roundId, betId, step, action })

  it('is a live game in the Poker filter and serves its page with the rules and RTPs', async () => {
    const live = await t.app.inject({
      method: 'POST',
      url: '/api/casino/games',
      headers: { 'content-type': 'application/json', 'x-locale': 'tr' },
      payload: JSON.stringify({ live: true, search: 'poker', skip: 0, take: 10 }),
    })
    const listed = live.json().data.flat() as { gameCode: string; rtp?: number }[]
    expect(listed.map((g) => g.gameCode)).toEqual([GAME])
    for (const [lang, words] of [
      ['tr', 'stüdyo yayını değildir'],
      ['en', 'not a studio broadcast'],
    ] as const) {
      const page = await t.app.inject({ method: 'GET', url: `/originals/${GAME}/?lang=${lang}` })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain(words)
      expect(page.body).toContain('Pair Plus')
      expect(page.body).toContain('Q-6-4')
      await pageAsset(t.app, page.body, 'three-card-poker.js')
      await pageAsset(t.app, page.body, 'three-card-poker.css')
    }
  })

  it('plays, folds, folds by timeout, refuses a late action, settles by the maths and verifies', async () => {
    const a = await player(100) // Ante 10 + Pair Plus 5, plays
    const b = await player(100) // Ante 10, folds
    const c = await player(100) // Ante 10, says nothing: folds at the timeout
    const d = await player(100) // Pair Plus 5 only: no decision
    const round = await openRound()
    const placed = {
      a: await bet(a.token(), round.roundId, 'a1', [
        { spot: 'ante', amount: 10 },
        { spot: 'pairPlus', amount: 5 },
      ]),
      b: await bet(b.token(), round.roundId, 'b1', [{ spot: 'ante', amount: 10 }]),
      c: await bet(c.token(), round.roundId, 'c1', [{ spot: 'ante', amount: 10 }]),
      d: await bet(d.token(), round.roundId, 'd1', [{ spot: 'pairPlus', amount: 5 }]),
    }
    for (const r of Object.values(placed)) expect(r.statusCode, r.body).toBe(200)
    const id = (k: keyof typeof placed) => placed[k].json().data.bet.id as number
    // Nothing to decide before the close.
    expect((await act(a.token(), round.roundId, id('a'), 'play')).json().code).toBe('DECISION_CLOSED')

    await at(round.closesAt + 1)
    // The player hand is public in the decision step; the dealer's cards are not.
    const state = (await call('GET', `${GAME}/state`, a.token())).json().data
    const mine = state.decisions.find((x: { betId: number }) => x.betId === id('a'))
    expect(mine).toMatchObject({ step: 1, allowed: ['play', 'fold'], actions: [] })
    expect(mine.view.player).toHaveLength(3)
    expect(mine.view.dealer).toBeUndefined()
    expect((await kit.current(GAME)).result).toBeNull()
    const dOnly = (await call('GET', `${GAME}/state`, d.token())).json().data.decisions
    expect(dOnly.filter((x: { allowed: string[] }) => x.allowed.length > 0)).toEqual([])
    expect((await act(a.token(), round.roundId, id('a'), 'hit')).json().code).toBe('ACTION_NOT_ALLOWED')

    const played = await act(a.token(), round.roundId, id('a'), 'play')
    expect(played.statusCode, played.body).toBe(200)
    // The Play stake (= the Ante) went through the wallet: 100 − 15 − 10.
    expect(played.json().data.balance).toBe(75)
    expect((await act(a.token(), round.roundId, id('a'), 'play')).json().data.replayed).toBe(true)
    expect((await act(a.token(), round.roundId, id('a'), 'fold')).statusCode).toBe(409)
    expect((await act(b.token(), round.roundId, id('b'), 'fold')).statusCode).toBe(200)
    expect(await cash(b.playerId)).toBe(90)
    // Someone else's bet is not yours to decide.
    expect((await act(b.token(), round.roundId, id('c'), 'play')).statusCode).toBe(404)

    // After the window: DECISION_CLOSED, and c folded by default.
    await at(round.closesAt + timing.decide + 1)
    const late = await act(c.token(), round.roundId, id('c'), 'play')
    expect(late.json().code).toBe('DECISION_CLOSED')
    expect(await cash(c.playerId)).toBe(90)

    for (
      let ms = round.closesAt + timing.decide;
      ms <= round.closesAt + timing.decide + timing.reveal + 1;
      ms += 500
    )
      await at(ms)
    const verify = (await call('GET', `verify/${round.roundId}`)).json().data
    expect(verify).toMatchObject({
      status: 'settled',
      commitMatches: true,
      closeValueMatches: true,
      matches: true,
      payoutsMatch: true,
    })
    expect(verify.actionLines).toEqual([`${id('a')}:1:play`, `${id('b')}:1:fold`])
    const o = verify.recomputedResult as tcp.TcpOutcome
    expect(tcp.playHands(o.player, o.dealer)).toEqual(o)

    const expected = {
      a: tcp.anteReturn(1000n, 'play', o) + tcp.pairPlusReturn(500n, o),
      b: 0n,
      c: 0n,
      d: tcp.pairPlusReturn(500n, o),
    }
    const paid = await rows<{ id: number | string; payout: string; status: string }>(
      t.app,
      sql`select id, payout, status from table_bets where round_id = ${round.roundId} order by id`,
    )
    for (const k of ['a', 'b', 'c', 'd'] as const) {
      const row = paid.find((p) => Number(p.id) === id(k))!
      expect(BigInt(row.payout), k).toBe(expected[k])
      expect(row.status).toBe(expected[k] > 0n ? 'won' : 'lost')
    }
    expect(await cash(a.playerId)).toBe((7500 + Number(expected.a)) / 100)
    expect(await cash(d.playerId)).toBe((9500 + Number(expected.d)) / 100)
    // More ticks pay nobody twice.
    await tick(2000)
    expect(await cash(a.playerId)).toBe((7500 + Number(expected.a)) / 100)
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })

  it('a Play the balance cannot cover is refused and the hand folds', async () => {
    const e = await player(10)
    const round = await openRound()
    const placed = await bet(e.token(), round.roundId, 'e1', [{ spot: 'ante', amount: 10 }])
    expect(placed.statusCode, placed.body).toBe(200)
    await at(round.closesAt + 1)
    const refused = await act(e.token(), round.roundId, placed.json().data.bet.id, 'play')
    expect(refused.statusCode).toBeGreaterThanOrEqual(400)
    expect(refused.statusCode).toBeLessThan(500)
    expect(refused.json().code).toBe('INSUFFICIENT_FUNDS')
    expect(await cash(e.playerId)).toBe(0)
    for (let ms = round.closesAt + 1; ms <= round.closesAt + timing.decide + timing.reveal + 1; ms += 1000)
      await at(ms)
    const [row] = await rows<{ payout: string }>(
      t.app,
      sql`select payout from table_bets where id = ${placed.json().data.bet.id}`,
    )
    expect(Number(row!.payout)).toBe(0)
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })
})
