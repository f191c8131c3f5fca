import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { tableTestKit } from '../../test/tables.js'
import { pageAsset } from '../../test/originals.js'
import { checkLedger } from '../wallet/index.js'
import { liveBaccarat } from './games/live-baccarat.js'
import { scaledTimings, type TableEvent } from './rounds.service.js'
import * as baccarat from '@galata/game-math/tables/baccarat'

describe('shared-round tables: Galata Live Baccarat through the wallet (docs/shared-rounds.md)', () => {
  const t = useTestApp()
  const GAME = 'galata-live-baccarat'
  const timing = scaledTimings(liveBaccarat, 1)

  const kit = tableTestKit(t)
  const { call, tick, at, cashLira: cash } = kit
  const player = (lira: number) => kit.player(GAME, lira)
  const openRound = () => kit.openRound(GAME)

  it('both card tables are live games in their filters and serve their pages', async () => {
    const live = await t.app.inject({
      method: 'POST',
      url: '/api/casino/games',
      headers: { 'content-type': 'application/json', 'x-locale': 'tr' },
      payload: JSON.stringify({ live: true, search: 'galata', skip: 0, take: 10 }),
    })
    const listed = JSON.stringify(live.json().data)
    expect(listed).toContain(GAME)
    expect(listed).toContain('galata-dragon-tiger')
    for (const [game, script, words] of [
      [GAME, 'live-baccarat.js', 'Banker 0,95:1'],
      ['galata-dragon-tiger', 'dragon-tiger.js', 'Tam Beraberlik 50:1'],
    ] as const) {
      const page = await t.app.inject({ method: 'GET', url: `/originals/${game}/` })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('stüdyo yayını değildir')
      expect(page.body).toContain(words)
      await pageAsset(t.app, page.body, script)
      await pageAsset(t.app, page.body, 'live-cards.css')
    }
  })

  it('takes baccarat bets, deals the cards on the topic, settles by the maths and verifies', async () => {
    const a = await player(100)
    const round = await openRound()
    const bets = [
      { spot: 'banker', amount: 10 },
      { spot: 'tie', amount: 1 },
      { spot: 'playerPair', amount: 2 },
      { spot: 'bankerPair', amount: 1.01 },
    ]
    const placed = await call('POST', `${GAME}/bet`, a.token(), {
      roundId: round.roundId,
      clientBetId: 'a1',
      bets,
    })
    expect(placed.statusCode, placed.body).toBe(200)
    expect(placed.json().data.balance).toBe(85.99)
    // A roulette spot is not a bet on this table.
    const bad = await call('POST', `${GAME}/bet`, a.token(), {
      roundId: round.roundId,
      clientBetId: 'a2',
      bets: [{ spot: 'red', amount: 1 }],
    })
    expect(bad.statusCode).toBe(400)
    expect(await cash(a.playerId)).toBe(85.99)

    const events: TableEvent[] = []
    const seen = t.app.realtime.publish
    t.app.realtime.publish = async (d) => {
      if ('topic' in d && d.topic?.includes(GAME)) events.push(JSON.parse(String(d.message)) as TableEvent)
      return seen.call(t.app.realtime, d)
    }
    try {
      for (let ms = round.closesAt + 1; ms <= round.closesAt + timing.reveal + 1; ms += 500) await at(ms)
    } finally {
      t.app.realtime.publish = seen
    }
    const verify = (await call('GET', `verify/${round.roundId}`)).json().data
    expect(verify).toMatchObject({
      status: 'settled',
      commitMatches: true,
      closeValueMatches: true,
      matches: true,
    })
    const coup = verify.recomputedResult as baccarat.BaccaratOutcome
    expect(coup.player.length + coup.banker.length).toBeGreaterThanOrEqual(4)
    // Replaying the coup from its own cards gives the stored totals and winner.
    const replay = baccarat.playCoup([
      coup.player[0]!,
      coup.banker[0]!,
      coup.player[1]!,
      coup.banker[1]!,
      ...(coup.player[2] !== undefined ? [coup.player[2]] : []),
      ...(coup.banker[2] !== undefined ? [coup.banker[2]] : []),
      0,
      0,
    ])
    expect(replay).toEqual(coup)
    // Each card went out as its own reveal step, in dealing order, then the result.
    const steps = events.filter((e) => e.t === 'round.reveal' && e.roundId === round.roundId)
    expect(steps.map((e) => e.step)).toEqual([
      ...Array(coup.player.length + coup.banker.length).fill('card'),
      'result',
    ])
    const expected = bets.reduce(
      (sum, b) => sum + baccarat.spotReturn(b.spot, BigInt(Math.round(b.amount * 100)), coup),
      0n,
    )
    const [bet] = await rows<{ status: string; payout: string }>(
      t.app,
      sql`select status, payout from table_bets where round_id = ${round.roundId}`,
    )
    expect(BigInt(bet!.payout)).toBe(expected)
    expect(bet!.status).toBe(expected > 0n ? 'won' : 'lost')
    expect(await cash(a.playerId)).toBe((8599 + Number(expected)) / 100)
    await tick(1000)
    expect(await cash(a.playerId)).toBe((8599 + Number(expected)) / 100)
    const history = (await call('GET', `${GAME}/history?take=5`)).json().data.items
    expect(history.find((h: { roundId: number }) => h.roundId === round.roundId).result).toEqual(coup)
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })
})
