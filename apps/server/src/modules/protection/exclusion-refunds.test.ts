import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { gameTokenSigner } from '../../test/originals.js'
import { sportsKit } from '../../test/sports.js'
import { tableTestKit } from '../../test/tables.js'
import { checkLedger, getBalances, toMinor } from '../wallet/index.js'

/*
 * When a self-exclusion or time-out begins (docs/player-protection.md "The exclusion register"),
 * purchases for games that have not started are refunded at once and leave the game: bingo strips
 * for games still on sale, a table bet in the round still taking bets, a live bet still waiting
 * for acceptance. On PGlite and (TEST_DATABASE_URL) PostgreSQL.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '5000', AUTH_ADDRESS_BUDGET: '5000' })
const ROOM = 'galata-bingo-90'
const bingo = tableTestKit(t, '/api/bingo/')
const tables = tableTestKit(t)
const sports = sportsKit(t)

afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

let n = 0
const cash = async (id: number) => (await getBalances(t.app.db, id)).cash

describe('purchases for games after the exclusion starts', () => {
  it('bingo strips for games not yet started are refunded at once and are not in the game', async () => {
    const a = await player(t.app, { signUp: `rf${n++}`, cash: toMinor(100) })
    const other = await bingo.player(ROOM, 100)
    await bingo.tick()
    const room = (await bingo.call('GET', 'rooms'))
      .json()
      .data.rooms.find((r: { room: string }) => r.room === ROOM)
    const gameId: number = room.next.gameId
    const signer = await gameTokenSigner(t.app, a.id, ROOM)
    const buy = await bingo.call('POST', `${ROOM}/buy`, signer.sign(), {
      gameId,
      clientBetId: 'x1',
      count: 2,
    })
    expect(buy.statusCode, buy.body).toBe(200)
    expect(await cash(a.id)).toBe(toMinor(94))
    const kept = await bingo.call('POST', `${ROOM}/buy`, other.token(), {
      gameId,
      clientBetId: 'o1',
      count: 1,
    })
    expect(kept.statusCode, kept.body).toBe(200)

    const ex = await a.http.post('customer/rg/selfexclusion', { period: '6m' }, { token: a.token })
    expect(ex.json().success, ex.body).toBe(true)
    await vi.waitFor(async () => expect(await cash(a.id)).toBe(toMinor(100)))
    const [bet] = await rows<{ status: string }>(
      t.app,
      sql`select status from table_bets where player_id = ${a.id} and round_id = ${gameId}`,
    )
    expect(bet!.status).toBe('refunded')

    // The game plays without the refunded strips and verifies.
    for (let i = 0; i < 200; i++) {
      await bingo.tick(5_000)
      const g = (await bingo.call('GET', `games/${gameId}`)).json().data
      if (g.status === 'settled') break
    }
    const done = (await bingo.call('GET', `games/${gameId}`)).json().data
    expect(done.status).toBe('settled')
    const verify = (await t.app.inject({ method: 'GET', url: `/api/rounds/verify/${gameId}` })).json().data
    expect(verify).toMatchObject({ commitMatches: true, closeValueMatches: true })
    // Only the other player's purchase is a line of the game (the close value, tickets, prizes).
    expect(done.verification).toMatchObject({ closeValueMatches: true, outcomeMatches: true })
    expect(done.verification.betLines).toHaveLength(1)
    expect(done.verification.betLines[0]).toContain(':o1:')
    expect(await cash(a.id)).toBe(toMinor(100))
  })

  it('a table bet in the round still taking bets is refunded; a time-out does it too', async () => {
    const a = await player(t.app, { signUp: `rf${n++}`, cash: toMinor(100) })
    const GAME = 'galata-live-roulette'
    const round = await tables.openRound(GAME)
    const signer = await gameTokenSigner(t.app, a.id, GAME)
    const placed = await tables.call('POST', `${GAME}/bet`, signer.sign(), {
      roundId: round.roundId,
      clientBetId: 'r1',
      bets: [{ spot: 'red', amount: 10 }],
    })
    expect(placed.statusCode, placed.body).toBe(200)
    expect(await cash(a.id)).toBe(toMinor(90))
    const to = await a.http.post('customer/rg/timeout', { period: '24h' }, { token: a.token })
    expect(to.json().success, to.body).toBe(true)
    await vi.waitFor(async () => expect(await cash(a.id)).toBe(toMinor(100)))
    // The round closes and settles; the refunded bet is paid nothing more.
    await tables.at(round.revealEndsAt + 1)
    await tables.tick(60_000)
    expect(await cash(a.id)).toBe(toMinor(100))
    const verify = (await t.app.inject({ method: 'GET', url: `/api/rounds/verify/${round.roundId}` })).json()
      .data
    expect(verify).toMatchObject({ commitMatches: true, closeValueMatches: true })
  })

  it('a live bet still pending is rejected and its stake returned once', async () => {
    const p = await sports.player(100n * 100n)
    const eventId = await sports.seedEvent({ startInMinutes: 60 })
    const o = await sports.outcome(eventId, '1x2', '1')
    const res = await sports
      .http()
      .post(
        'sports/bets',
        { kind: 'single', legs: [{ outcomeId: o.id, odds: o.odds }], stake: 10, placementKey: sports.key() },
        { token: p.token },
      )
    expect(res.statusCode, res.body).toBe(200)
    const id = res.json().data.id as number
    // Held as a live bet is held: pending, its acceptance a while off.
    await t.app.db.execute(
      sql`update sports_tickets set status = 'pending', accept_at = ${new Date(t.clock.now() + 60_000)} where id = ${id}`,
    )
    expect(await cash(p.id)).toBe(90n * 100n)
    const ex = await sports.http().post('customer/rg/selfexclusion', { period: '6m' }, { token: p.token })
    expect(ex.json().success, ex.body).toBe(true)
    await vi.waitFor(async () => expect(await cash(p.id)).toBe(100n * 100n))
    const [row] = await rows<{ status: string; reject_reason: string }>(
      t.app,
      sql`select status, reject_reason from sports_tickets where id = ${id}`,
    )
    expect(row).toMatchObject({ status: 'rejected', reject_reason: 'self_excluded' })
  })
})
