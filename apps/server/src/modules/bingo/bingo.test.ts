import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { column90 } from '@galata/game-math/tables/bingo'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { tableTestKit } from '../../test/tables.js'
import { pageAsset } from '../../test/originals.js'
import { staffMember } from '../../test/staff.js'
import { checkLedger, getBalances, toMinor } from '../wallet/index.js'
import * as q from '../rounds/index.js'
import { ROOM_90, outcomeOf, type BingoOutcome } from '../rounds/index.js'

describe('bingo rooms on the shared-round engine (docs/bingo.md)', () => {
  const t = useTestApp()
  const ROOM = 'galata-bingo-90'

  const kit = tableTestKit(t, '/api/bingo/')
  const { call, tick, at } = kit
  const player = (lira: number) => kit.player(ROOM, lira)
  const kurus = async (playerId: number) => (await getBalances(t.app.db, playerId)).cash
  const room = async () =>
    (await call('GET', 'rooms')).json().data.rooms.find((r: { room: string }) => r.room === ROOM)

  it('lists the rooms in the bingo category, serves the page, answers the public API', async () => {
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/casino/games',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      payload: JSON.stringify({ search: 'bingo', skip: 0, take: 10 }),
    })
    const listed = JSON.stringify(found.json().data)
    expect(listed).toContain('galata-bingo-90')
    expect(listed).toContain('galata-bingo-75')
    const [cat] = await rows<{ slug: string }>(
      t.app,
      sql`select c.slug from games g join casino_categories c on c.id = g.category_id where g.game_code = 'galata-bingo-75'`,
    )
    expect(cat!.slug).toBe('bingo')
    const page = await t.app.inject({ method: 'GET', url: `/originals/${ROOM}/?lang=en` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('strips of six')
    await pageAsset(t.app, page.body, 'bingo.js')
    await tick()
    const rooms = (await call('GET', 'rooms')).json().data.rooms
    expect(rooms.map((r: { kind: number }) => r.kind)).toEqual([90, 75])
    const r = rooms[0]
    expect(r).toMatchObject({
      ticketPrice: 0.5,
      ticketsPerStrip: 6,
      potSharePct: 70,
      guarantee: 50,
      guaranteeMinPlayers: 5,
      guaranteeMinTickets: 60,
      topUpCapPerPlayer: 10,
    })
    expect(r.jackpot).toBe(500)
    expect(r.jackpotCalls).toBe(50)
    expect(r.next.gameId).toBeGreaterThan(0)
    expect(r.next.commit).toMatch(/^[0-9a-f]{64}$/)
    expect(r.upcoming.length).toBeGreaterThanOrEqual(1)
    expect(rooms[1].next.pattern).toMatch(/^(line|T|L|X|blackout)$/)
    // The next game may already be selling (status `open`) by the time of this read.
    const next = (await call('GET', `games/${r.next.gameId}`)).json().data
    expect(['scheduled', 'open']).toContain(next.status)
    expect(next).toMatchObject({ calls: [], serverSeed: null })
    expect((await call('GET', 'games/999999')).statusCode).toBe(404)
    expect((await call('GET', 'games/abc')).statusCode).toBe(400)
    expect((await call('GET', `${ROOM}/state`, 'forged')).statusCode).toBe(401)
    expect([400, 404]).toContain((await call('GET', 'no-room/state', 'forged')).statusCode)
  })

  it('sells strips ahead until the close, calls the game, pays the pot split once, verifies', async () => {
    const a = await player(100)
    const b = await player(100)
    await tick()
    const r0 = await room()
    const gameId: number = r0.next.gameId
    const startsAt: number = r0.next.startsAt
    // Buy ahead: two strips (12 tickets) for the next game, and a replay of the same purchase.
    const buy = (p: typeof a, clientBetId: string, count: number, id = gameId) =>
      call('POST', `${ROOM}/buy`, p.token(), { gameId: id, clientBetId, count })
    const first = await buy(a, 'a1', 2)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data.balance).toBe(94)
    const tickets = first.json().data.tickets as { grid: number[][] }[]
    expect(tickets).toHaveLength(12)
    // Each strip holds 1–90 once.
    for (const strip of [tickets.slice(0, 6), tickets.slice(6)]) {
      const nums = strip.flatMap((x) => x.grid.flat().filter((n) => n > 0)).sort((p, q) => p - q)
      expect(nums).toEqual(Array.from({ length: 90 }, (_, i) => i + 1))
      for (const x of strip)
        for (let c = 0; c < 9; c++)
          for (const row of x.grid) if (row[c]) expect(column90(c)).toContain(row[c])
    }
    expect((await buy(a, 'a1', 2)).json().data.tickets).toEqual(tickets)
    expect(await kurus(a.playerId)).toBe(9_400n)
    expect((await buy(b, 'b1', 1)).statusCode).toBe(200)
    expect((await buy(b, 'b0', 11)).statusCode).toBe(400)
    const state = (await call('GET', `${ROOM}/state`, a.token())).json().data
    expect(state.tickets).toHaveLength(12)
    const r1 = await room()
    expect(r1.next).toMatchObject({ gameId, players: 2, tickets: 18 })
    // Sales 9 ₺: 70 % is 6.30 ₺. Two players and 18 tickets are below the guarantee's minimum
    // (docs/bingo.md "Pot and guarantee"), so the pot is the share of sales, not the 50 ₺.
    expect(r1.next).toMatchObject({ pot: 6.3, guaranteed: false })

    // Sales close by the server's clock: a late purchase is refused with the next game, nothing taken.
    t.clock.advance(startsAt - t.clock.now())
    const late = await buy(b, 'b2', 1)
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('BETTING_CLOSED')
    expect(late.json().data.next.roundId).toBeGreaterThan(gameId)
    expect(await kurus(b.playerId)).toBe(9_700n)

    // The close fixes the whole game; calls come one every 2.5 s.
    await tick(1)
    const live = (await call('GET', `games/${gameId}`)).json().data
    expect(live.status).toBe('revealing')
    expect(live.calls).toHaveLength(1)
    expect(live.verifyUrl).toBeNull()
    await tick(2_500 * 4)
    expect((await call('GET', `games/${gameId}`)).json().data.calls).toHaveLength(5)
    const [stored] = await rows<{
      outcome: { callsMade: number; payouts: Record<string, string>; pot: string }
    }>(t.app, sql`select outcome from table_rounds where id = ${gameId}`)
    const g = stored!.outcome
    expect(g.pot).toBe('630')
    await at(startsAt + (g.callsMade + 2) * 2_500)
    await tick(1)
    const over = (await call('GET', `games/${gameId}`)).json().data
    expect(over.status).toBe('settled')
    expect(over.calls).toHaveLength(g.callsMade)
    expect(over.stages.map((s: { stage: string }) => s.stage)).toEqual(['line', 'twoLines', 'fullHouse'])
    expect(over.stages.map((s: { prize: number }) => s.prize)).toEqual([0.94, 1.57, 3.79])
    expect(over.verification).toMatchObject({
      commitMatches: true,
      closeValueMatches: true,
      outcomeMatches: true,
    })
    expect(over.verification.callOrder.slice(0, g.callsMade)).toEqual(over.calls)
    expect(over.verification.betLines).toHaveLength(2)
    // Every ticket redrawn from the revealed seed: the 18 sold, A's 12 exactly as bought.
    expect(over.verification.tickets).toHaveLength(18)
    expect(over.verification.tickets.slice(0, 12)).toEqual(tickets)
    // The public verify page it links to, and the generic round verifier agreeing.
    expect(over.verifyUrl).toBe(`/originals/verify?round=${gameId}`)
    const page = await t.app.inject({ method: 'GET', url: over.verifyUrl })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('rvBingoTitle')
    const generic = await t.app.inject({ method: 'GET', url: `/api/rounds/verify/${gameId}` })
    expect(generic.json().data).toMatchObject({ commitMatches: true, closeValueMatches: true, matches: true })
    // Every stage won (someone always completes with all 90 balls), the pot paid in full, once.
    const paid = Object.values(g.payouts).reduce((s, v) => s + BigInt(v), 0n)
    const jackpot = over.jackpot.won ? BigInt(Math.round(over.jackpot.amount * 100)) : 0n
    expect(paid).toBe(630n + jackpot)
    const bets = await rows<{ id: number; player_id: number; payout: string }>(
      t.app,
      sql`select id, player_id, payout from table_bets where round_id = ${gameId} order by id`,
    )
    for (const bet of bets) expect(BigInt(bet.payout)).toBe(BigInt(g.payouts[String(bet.id)] ?? '0'))
    const payA = BigInt(bets.find((x) => Number(x.player_id) === a.playerId)!.payout)
    // The Top Winners card fills from these real wins (a purchase that won nothing writes no line).
    const top = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/topwinners',
      headers: { 'content-type': 'application/json', 'x-locale': 'tr' },
      payload: JSON.stringify({ isLive: false, count: 40 }),
    })
    const bingoWins = (top.json().data as { game: string; amount: number }[])
      .filter((w) => w.game === 'Boğaz 90 Tombala')
      .map((w) => w.amount)
    const paidWins = bets.filter((x) => BigInt(x.payout) > 0n).map((x) => Number(x.payout) / 100)
    expect(bingoWins.sort((p, q) => p - q)).toEqual(paidWins.sort((p, q) => p - q))
    expect(await kurus(a.playerId)).toBe(9_400n + payA)
    // More ticks pay nobody twice.
    await tick(5_000)
    await tick(5_000)
    expect(await kurus(a.playerId)).toBe(9_400n + payA)
    // The jackpot grew by 5 % of the sales (or restarted at its seed when won).
    const pool = (await room()).jackpot
    expect(pool).toBe(over.jackpot.won ? 500 + 0.45 : 500 + 0.45)
    const mine = (await call('GET', `${ROOM}/state`, a.token())).json().data.myGames
    expect(mine[0]).toMatchObject({ gameId, stake: 6, status: 'settled' })
    expect((await checkLedger(t.app.db)).ok).toBe(true)
    expect(ROOM_90.ticketsPerStrip).toBe(6)
  })

  it('a game with one purchase pays 70 % of its sales, never the guarantee', async () => {
    const lone = await player(100)
    await tick()
    const { gameId, startsAt } = (await room()).next as { gameId: number; startsAt: number }
    const bought = await call('POST', `${ROOM}/buy`, lone.token(), { gameId, clientBetId: 'lone', count: 1 })
    expect(bought.statusCode, bought.body).toBe(200)
    expect((await room()).next).toMatchObject({ gameId, players: 1, tickets: 6, pot: 2.1, guaranteed: false })
    await at(startsAt)
    await tick(1)
    const [stored] = await rows<{ outcome: { callsMade: number; pot: string; guaranteed: boolean } }>(
      t.app,
      sql`select outcome from table_rounds where id = ${gameId}`,
    )
    expect(stored!.outcome).toMatchObject({ pot: '210', guaranteed: false })
    await at(startsAt + (stored!.outcome.callsMade + 2) * 2_500)
    await tick(1)
    const over = (await call('GET', `games/${gameId}`)).json().data
    expect(over.status).toBe('settled')
    expect(over.verification.outcomeMatches).toBe(true)
    // A strip holds 1–90, so its tickets win every stage: the 2.10 ₺ pot (and the jackpot, when the
    // full house came within 50 calls), never the 50 ₺ guarantee.
    const jackpot = over.jackpot.won ? toMinor(over.jackpot.amount) : 0n
    expect(await kurus(lone.playerId)).toBe(10_000n - 300n + 210n + jackpot)
    expect((await checkLedger(t.app.db)).ok).toBe(true)

    // A game closed before the minimums stored no `guaranteed` and its pot lifted to the guarantee:
    // its verification recomputes it under the rules it was closed with.
    const r = (await q.findRound(t.app.db, gameId))!
    const before = outcomeOf(ROOM, gameId, r.serverSeed, r.closeValue!, {
      bets: await q.roundBets(t.app.db, gameId),
      pool: toMinor(over.jackpot.amount),
      // Any stored outcome without `guaranteed` (only its absence is read).
      stored: {} as BingoOutcome,
    })
    expect(before).toMatchObject({ pot: '5000' })
    expect(before).not.toHaveProperty('guaranteed')
    await t.app.db.execute(
      sql`update table_rounds set outcome = ${JSON.stringify(before)}::jsonb where id = ${gameId}`,
    )
    const old = (await call('GET', `games/${gameId}`)).json().data
    expect(old.pot).toBe(50)
    expect(old.verification.outcomeMatches).toBe(true)
    const generic = await t.app.inject({ method: 'GET', url: `/api/rounds/verify/${gameId}` })
    expect(generic.json().data).toMatchObject({ matches: true })
  })

  it('a room the operator closed says so on its page and sells nothing until it opens again', async () => {
    // docs/backoffice.md "Tables and rounds": the tables' switch, read by the bingo page's state.
    const risk = (await staffMember(t.app, ['risk'], 'bingorisk1')).token
    const bo = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/backoffice/rounds/tables/${ROOM}/${path}`,
        headers: { authorization: `Bearer ${risk}`, 'content-type': 'application/json', 'x-locale': 'en' },
        payload: JSON.stringify({ note: 'hall maintenance' }),
      })
    const p = await player(100)
    await tick()
    const state = async () => (await call('GET', `${ROOM}/state`, p.token())).json().data
    expect((await state()).room.tableClosed).toBe(false)
    expect((await room()).tableClosed).toBe(false)

    expect((await bo('close')).json()).toMatchObject({ data: { isOpen: false, changed: true } })
    expect((await state()).room.tableClosed).toBe(true)
    expect((await room()).tableClosed).toBe(true)
    const gameId: number = (await room()).next.gameId
    const refused = await call('POST', `${ROOM}/buy`, p.token(), { gameId, clientBetId: 'shut', count: 1 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('TABLE_CLOSED')
    expect(await kurus(p.playerId)).toBe(10_000n)
    // The notice's words reach the page in its language.
    for (const [lang, words] of [
      ['en', 'This room is closed for now and sells no tickets.'],
      ['tr', 'Bu salon şu anda kapalı ve bilet satmıyor.'],
    ]) {
      const page = await t.app.inject({ method: 'GET', url: `/originals/${ROOM}/?lang=${lang}` })
      expect(page.body).toContain(words)
    }

    expect((await bo('open')).json()).toMatchObject({ data: { isOpen: true, changed: true } })
    expect((await state()).room.tableClosed).toBe(false)
    const bought = await call('POST', `${ROOM}/buy`, p.token(), { gameId, clientBetId: 'open', count: 1 })
    expect(bought.statusCode, bought.body).toBe(200)
  })
})
