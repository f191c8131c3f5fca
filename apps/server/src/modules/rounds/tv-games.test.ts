import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as keno from '@galata/game-math/tables/keno-tv'
import * as lucky7 from '@galata/game-math/tables/lucky7'
import * as wheel from '@galata/game-math/tables/money-wheel'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { tableTestKit } from '../../test/tables.js'
import { gameTokenSigner, pageAsset } from '../../test/originals.js'
import { fundPlayer, insertTestPlayer } from '../../test/wallet.js'
import { checkLedger, getBalances } from '../wallet/index.js'
import { TABLES } from './registry.js'
import { SCHEDULE_AHEAD, scaledTimings } from './rounds.service.js'

// The TV draw shows on the shared-round engine (docs/tv-games.md): catalogue, pages, schedule, a
// ticket of each game settled as the maths says, the verify endpoint and page.
describe('TV games on the shared-round engine (docs/tv-games.md)', () => {
  const t = useTestApp()

  const { call, tick, at, current, openRound } = tableTestKit(t)
  const cash = async (playerId: number) => (await getBalances(t.app.db, playerId)).cash

  it('lists the three under TV games, serves their pages and publishes the next draws', async () => {
    const listed = await rows<{ game_code: string }>(
      t.app,
      sql`select g.game_code from games g join casino_categories c on c.id = g.category_id
          where c.slug = 'tvbets' order by g.sort`,
    )
    expect(listed.map((r) => r.game_code)).toEqual(['galata-keno-tv', 'galata-money-wheel', 'galata-lucky-7'])
    for (const [game, script] of [
      ['galata-keno-tv', 'keno-tv.js'],
      ['galata-money-wheel', 'money-wheel.js'],
      ['galata-lucky-7', 'lucky-7.js'],
    ] as const) {
      const page = await t.app.inject({ method: 'GET', url: `/originals/${game}/?lang=tr` })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('stüdyo yayını değildir')
      await pageAsset(t.app, page.body, script)
      await pageAsset(t.app, page.body, 'tv-games.css')
    }
    await tick()
    const c = await current('galata-keno-tv')
    const period = scaledTimings(TABLES['galata-keno-tv'], 1).period
    expect(c.schedule).toHaveLength(SCHEDULE_AHEAD)
    // The slots to open after now, epoch-aligned (the first is the next round's whatever the phase).
    expect(c.schedule[0].opensAt).toBe((Math.floor(c.now / period) + 1) * period)
    if (c.next) expect(c.schedule[0].opensAt).toBe(c.next.opensAt)
    expect(c.schedule[1].opensAt - c.schedule[0].opensAt).toBe(period)
    expect(c.schedule[0].closesAt - c.schedule[0].opensAt).toBe(30_000)
    // After a slot's close too (its draw running, or no round for it), the next slot comes first.
    const slot = Math.floor(t.clock.now() / period) * period
    await at(slot + 30_000 + 1)
    const later = await current('galata-keno-tv')
    expect(later.schedule[0].opensAt).toBe(slot + period)
    const verifyPage = await t.app.inject({ method: 'GET', url: '/originals/verify?lang=en&round=1' })
    expect(verifyPage.body).toContain('Verify a shared round')
  })

  it('a keno ticket, a wheel bet and Lucky 7 markets settle as the maths says; verify reproduces each', async () => {
    const cases = [
      { game: 'galata-keno-tv', bets: [{ spot: 'k:3-17-45-62-80', amount: 2 }] },
      {
        game: 'galata-money-wheel',
        bets: [
          { spot: 'w:1', amount: 1 },
          { spot: 'w:10', amount: 1 },
        ],
      },
      {
        game: 'galata-lucky-7',
        bets: [
          { spot: 'sum:over', amount: 1 },
          { spot: 'in:7', amount: 1 },
          { spot: 'first:black', amount: 1 },
        ],
      },
    ] as const
    const returnOf = (game: string, spot: string, chip: bigint, result: never) =>
      game === 'galata-keno-tv'
        ? keno.spotReturn(spot, chip, result)
        : game === 'galata-money-wheel'
          ? wheel.spotReturn(spot, chip, result)
          : lucky7.spotReturn(spot, chip, result)
    for (const c of cases) {
      const playerId = await insertTestPlayer(t.app.db)
      await fundPlayer(t.app.db, playerId, { cash: 10_000n })
      const token = (await gameTokenSigner(t.app, playerId, c.game)).sign
      const round = await openRound(c.game)
      const bad = await call('POST', `${c.game}/bet`, token(), {
        roundId: round.roundId,
        clientBetId: 'bad',
        bets: [{ spot: 'k:0', amount: 1 }],
      })
      expect(bad.statusCode).toBe(400)
      const bet = await call('POST', `${c.game}/bet`, token(), {
        roundId: round.roundId,
        clientBetId: 'tv1',
        bets: c.bets,
      })
      expect(bet.statusCode, bet.body).toBe(200)
      const stake = c.bets.reduce((s, b) => s + BigInt(b.amount * 100), 0n)
      expect(await cash(playerId)).toBe(10_000n - stake)
      await at(round.closesAt + 1)
      await at(round.revealEndsAt + 1)
      const verify = (await call('GET', `verify/${round.roundId}`)).json().data
      expect(verify, c.game).toMatchObject({
        gameCode: c.game,
        status: 'settled',
        commitMatches: true,
        closeValueMatches: true,
        matches: true,
      })
      expect(verify.betLines).toHaveLength(1)
      const expected = c.bets.reduce(
        (s, b) => s + returnOf(c.game, b.spot, BigInt(b.amount * 100), verify.recomputedResult as never),
        0n,
      )
      expect(await cash(playerId), c.game).toBe(10_000n - stake + expected)
      const history = (await call('GET', `${c.game}/history?take=3`)).json().data.items
      expect(history[0]).toMatchObject({ roundId: round.roundId, result: verify.storedResult })
    }
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })
})
