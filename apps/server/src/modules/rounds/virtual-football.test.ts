import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { tableTestKit } from '../../test/tables.js'
import { gameTokenSigner, pageAsset } from '../../test/originals.js'
import { fundPlayer, insertTestPlayer } from '../../test/wallet.js'
import { checkLedger } from '../wallet/index.js'
import { virtualFootball } from './games/virtual-football.js'
import { scaledTimings } from './rounds.service.js'
import * as vf from '@galata/game-math/tables/virtual-football'

describe('shared-round tables: the virtual football leagues through the wallet (docs/virtual-sports.md)', () => {
  const t = useTestApp()
  const GAME = 'galata-virtual-football'
  const timing = scaledTimings(virtualFootball, 1)

  const kit = tableTestKit(t)
  const { call, at, cashLira: cash } = kit
  const current = () => kit.current(GAME)
  const league = vf.leagueOf(GAME)

  it('both leagues are listed under Virtual Sports and serve their page', async () => {
    for (const [game, name] of [
      [GAME, 'Galata Virtual Super League'],
      ['galata-virtual-continental', 'Galata Virtual Continental League'],
    ] as const) {
      const found = await t.app.inject({
        method: 'POST',
        url: '/api/casino/games',
        headers: { 'content-type': 'application/json', 'x-locale': 'en' },
        payload: JSON.stringify({ search: name, skip: 0, take: 5 }),
      })
      expect(JSON.stringify(found.json().data)).toContain(game)
      const page = await t.app.inject({ method: 'GET', url: `/originals/${game}/?lang=en` })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('a simulation decided by a random number generator')
      expect(page.body).toContain(name)
      await pageAsset(t.app, page.body, 'virtual-football.js')
    }
  })

  it('shows the fixture and prices with the round, takes a 1X2 bet and settles it by the maths', async () => {
    const playerId = await insertTestPlayer(t.app.db)
    await fundPlayer(t.app.db, playerId, { cash: 10_000n })
    const token = (await gameTokenSigner(t.app, playerId, GAME)).sign
    await kit.openRound(GAME)
    const round = await current()
    expect(round.status).toBe('open')
    // The match day is a pure function of the round id (a restart shows the same matches and prices).
    const day = vf.matchDayFor(league, round.roundId)
    expect(round.fixture.matches).toHaveLength(vf.VF_MATCHES)
    round.fixture.matches.forEach((m: { home: { code: string }; prices: object }, i: number) =>
      expect(m).toMatchObject({ home: { code: day[i]!.home.code }, prices: day[i]!.prices }),
    )
    expect(round.next.fixture.matches[2].prices).toEqual(
      vf.matchDayFor(league, round.next.roundId)[2]!.prices,
    )

    const bad = await call('POST', `${GAME}/bet`, token(), {
      roundId: round.roundId,
      clientBetId: 'v0',
      bets: [{ spot: '1:cs:7-7', amount: 1 }],
    })
    expect(bad.statusCode).toBe(400)
    const bet = await call('POST', `${GAME}/bet`, token(), {
      roundId: round.roundId,
      clientBetId: 'v1',
      bets: [
        { spot: '1:1x2:1', amount: 10 },
        { spot: '1:1x2:x', amount: 5 },
        { spot: '4:btts:yes', amount: 5 },
      ],
    })
    expect(bet.statusCode, bet.body).toBe(200)
    expect(bet.json().data.balance).toBe(80)

    await at(round.closesAt + 1)
    expect((await current()).result).toBeNull()
    await at(round.closesAt + timing.reveal + 1)
    const verify = (await call('GET', `verify/${round.roundId}`)).json().data
    expect(verify).toMatchObject({
      status: 'settled',
      commitMatches: true,
      closeValueMatches: true,
      matches: true,
    })
    const match = verify.recomputedResult as vf.VfOutcome
    expect(match.matches).toHaveLength(vf.VF_MATCHES)
    for (const m of match.matches) expect(m.goals).toHaveLength(m.score[0] + m.score[1])
    const expected =
      vf.spotReturn('1:1x2:1', 1000n, match) +
      vf.spotReturn('1:1x2:x', 500n, match) +
      vf.spotReturn('4:btts:yes', 500n, match)
    const [row] = await rows<{ payout: string }>(
      t.app,
      sql`select payout from table_bets where round_id = ${round.roundId}`,
    )
    expect(BigInt(row!.payout)).toBe(expected)
    expect(await cash(playerId)).toBe(80 + Number(expected) / 100)
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })
})
