import { desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { listen } from '../../test/hub.js'
import { gameTokenSigner, pageAsset } from '../../test/originals.js'
import { fundPlayer, insertTestPlayer } from '../../test/wallet.js'
import { aviatorRounds } from '../../db/schema/index.js'
import { checkLedger, getBalances } from '../wallet/index.js'
import { crashPointE2, flightDurationMs, sha256Hex, timeToReachMs } from './aviator.chain.js'
import { createAviatorLoop } from './aviator.loop.js'
import { BETTING_MS, LEASE_MS, PAUSE_MS, type AviatorEvent } from './aviator.service.js'

describe('Sky Aviator: shared crash rounds through the wallet, over the hub (docs/casino.md)', () => {
  const t = useTestApp()
  const GAME = 'galata-aviator'

  /** A player with `lira` of cash and a game token for Sky Aviator. */
  async function player(lira: number) {
    const playerId = await insertTestPlayer(t.app.db)
    await fundPlayer(t.app.db, playerId, { cash: BigInt(lira * 100) })
    const signer = await gameTokenSigner(t.app, playerId, GAME)
    return { playerId, token: signer.sign }
  }

  const call = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/originals/${GAME}/${path}`,
      headers: {
        'x-game-token': token,
        'x-locale': 'en',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    })

  const cash = async (playerId: number) => Number((await getBalances(t.app.db, playerId)).cash) / 100

  type Round = typeof aviatorRounds.$inferSelect
  const roundById = async (id: number) =>
    (await t.app.db.select().from(aviatorRounds).where(eq(aviatorRounds.id, id)))[0]!
  const latest = async () =>
    (await t.app.db.select().from(aviatorRounds).orderBy(desc(aviatorRounds.id)).limit(1))[0]!

  const tick = async (ms = 0) => {
    if (ms) t.clock.advance(ms)
    await t.app.aviator.tick()
  }

  /** Plays rounds out until one in its betting phase will crash at or above `minE2`. */
  async function bettingRoundCrashingAbove(minE2: number): Promise<Round> {
    for (let i = 0; i < 60; i++) {
      let r: Round | undefined = await latest()
      if (!r || r.phase === 'crashed' || r.phase === 'void') {
        await tick(PAUSE_MS)
        r = await latest()
      }
      if (r.phase === 'betting' && r.crashE2 >= minE2 && r.bettingEndsAt.getTime() - t.clock.now() > 4000)
        return r
      // Play it out: take off, fly to the crash.
      if (r.phase === 'betting') await tick(r.bettingEndsAt.getTime() - t.clock.now() + 1)
      r = await latest()
      await tick(flightDurationMs(r.crashE2) + 1)
    }
    throw new Error('no such round')
  }

  const betsOf = (roundId: number) =>
    rows<{ player_id: number; status: string; cashout_e2: number | null; payout: string | null }>(
      t.app,
      sql`select player_id, status, cashout_e2, payout from aviator_bets where round_id = ${roundId} order by id`,
    )

  it('is in the catalogue, found by the Aviator search, and serves its page and scripts', async () => {
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/casino/games',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ live: false, search: 'Aviator', skip: 0, take: 5 }),
    })
    expect(JSON.stringify(found.json().data)).toContain('galata-aviator')
    const page = await t.app.inject({ method: 'GET', url: '/originals/galata-aviator/?lang=en' })
    expect(page.statusCode).toBe(200)
    await pageAsset(t.app, page.body, 'aviator.js')
    expect(page.body).toContain('Cash Out')
    const tr = await t.app.inject({ method: 'GET', url: '/originals/galata-aviator/' })
    expect(tr.body).toContain('Bahis Yap')
    for (const file of ['originals.css', 'aviator.css']) await pageAsset(t.app, page.body, file)
    expect((await call('GET', 'state', 'forged.token')).statusCode).toBe(401)
  })

  it('bets, cashes out by the server clock, auto cashes out, loses at the crash; each bet settles once', async () => {
    const a = await player(100)
    const b = await player(100)
    const c = await player(100)
    const round = await bettingRoundCrashingAbove(300)
    const stateRes = await call('GET', 'state', a.token())
    const state = stateRes.json().data
    expect(state.round).toMatchObject({ id: round.id, phase: 'betting', crash: null, hash: null })
    expect(state.chain.terminalHash).toMatch(/^[0-9a-f]{64}$/)

    const first = await call('POST', 'bet', a.token(), { roundId: round.id, stake: 10 })
    expect(first.statusCode, first.body).toBe(200)
    const bet = await call('POST', 'bet', b.token(), { roundId: round.id, stake: 10, autoCashout: 1.5 })
    expect(bet.statusCode).toBe(200)
    expect(bet.json().data.balance).toBe(90)
    expect((await call('POST', 'bet', c.token(), { roundId: round.id, stake: 10 })).statusCode).toBe(200)
    // A second bet on the same (first) panel is refused; the second panel is the player's other bet.
    const again = await call('POST', 'bet', a.token(), { roundId: round.id, stake: 20 })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('ROUND_IN_PROGRESS')
    // Not before take-off.
    expect((await call('POST', 'cashout', a.token(), { roundId: round.id })).json().code).toBe(
      'ROUND_NOT_ACTIVE',
    )

    await tick(round.bettingEndsAt.getTime() - t.clock.now() + 1)
    expect((await latest()).phase).toBe('flying')
    // The plane took off: bets are closed.
    const late = await call('POST', 'bet', (await player(50)).token(), { roundId: round.id, stake: 1 })
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('BETTING_CLOSED')
    expect(late.json().message).toMatch(/closed/)

    // A cashes out at about 1.20× (the server's clock decides the multiplier).
    t.clock.advance(timeToReachMs(120))
    const out = await call('POST', 'cashout', a.token(), { roundId: round.id })
    expect(out.statusCode).toBe(200)
    const m = out.json().data.multiplier as number
    expect(m).toBeGreaterThanOrEqual(1.2)
    expect(m).toBeLessThan(1.3)
    expect(out.json().data.payout).toBe(Math.floor(10 * m * 100) / 100)
    // Twice is refused; the money moved once.
    const twice = await call('POST', 'cashout', a.token(), { roundId: round.id })
    expect(twice.statusCode).toBe(409)
    expect(await cash(a.playerId)).toBe(90 + out.json().data.payout)

    // B's auto cash-out at 1.50 is applied by the loop, exactly at 1.50.
    await tick(timeToReachMs(150) - timeToReachMs(120) + 50)
    expect(await cash(b.playerId)).toBe(105)

    // C waits too long: past the crash the server refuses, and the crash settles C as lost.
    const r = await latest()
    t.clock.advance(flightDurationMs(r.crashE2) - (t.clock.now() - r.flightStartedAt!.getTime()) + 5)
    expect((await call('POST', 'cashout', c.token(), { roundId: round.id })).json().code).toBe(
      'ROUND_NOT_ACTIVE',
    )
    await tick()
    const ended = await latest()
    expect(ended.phase).toBe('crashed')
    expect(crashPointE2(ended.hash)).toBe(ended.crashE2)
    const settled = await betsOf(round.id)
    expect(settled.map((s) => s.status)).toEqual(['won', 'won', 'lost'])
    expect(settled[1]!.cashout_e2).toBe(150)
    expect(await cash(c.playerId)).toBe(90)

    // Ticking again settles nothing twice.
    await tick()
    await tick(PAUSE_MS)
    expect(await cash(a.playerId)).toBe(90 + out.json().data.payout)
    expect(await cash(b.playerId)).toBe(105)
    expect(await cash(c.playerId)).toBe(90)

    // The ended round is public and verifiable; it links to the previous round (or the terminal hash).
    const after = (await call('GET', 'state', a.token())).json().data
    const chip = after.history.find((h: { id: number }) => h.id === round.id)
    expect(chip).toMatchObject({ crash: ended.crashE2 / 100, hash: ended.hash })
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/originals/galata-aviator/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ hash: ended.hash }),
    })
    expect(verify.json().data).toMatchObject({
      crash: ended.crashE2 / 100,
      previousHash: sha256Hex(ended.hash),
      reachesTerminal: true,
    })
    // Its SHA-256 is the previous round's hash (the chain's terminal hash for the first round).
    const prev = round.id > 1 ? await roundById(round.id - 1) : null
    expect(sha256Hex(ended.hash)).toBe(prev ? prev.hash : after.chain.terminalHash)
    expect(after.recent[0]).toMatchObject({ roundId: round.id, status: 'won' })

    // Game history: bet and win rows for A.
    const history = await rows<{ type: number }>(
      t.app,
      sql`select type from game_transactions where player_id = ${a.playerId} order by id`,
    )
    expect(history.map((h) => h.type)).toEqual([2, 1])
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })

  it('takes two bets of one player in a round (two panels), settles each on its own, refuses a third', async () => {
    const p = await player(100)
    const round = await bettingRoundCrashingAbove(200)
    const one = await call('POST', 'bet', p.token(), { roundId: round.id, stake: 10, slot: 1 })
    expect(one.statusCode, one.body).toBe(200)
    expect(one.json().data.myBet).toMatchObject({ slot: 1, stake: 10, status: 'open' })
    const two = await call('POST', 'bet', p.token(), { roundId: round.id, stake: 5, slot: 2 })
    expect(two.statusCode, two.body).toBe(200)
    expect(two.json().data).toMatchObject({ balance: 85, myBet: { slot: 2, stake: 5 } })
    // A retry of the same bet is the same bet (the wallet's idempotency): no third stake taken.
    const retry = await call('POST', 'bet', p.token(), { roundId: round.id, stake: 5, slot: 2 })
    expect(retry.statusCode).toBe(200)
    expect(retry.json().data.myBet.id).toBe(two.json().data.myBet.id)
    // A third bet in the round is refused with its own code, on either panel; no panel 3.
    for (const slot of [1, 2]) {
      const third = await call('POST', 'bet', p.token(), { roundId: round.id, stake: 20, slot })
      expect(third.statusCode).toBe(409)
      expect(third.json().code).toBe('BET_LIMIT_REACHED')
      expect(third.json().message).toMatch(/at most two bets/)
    }
    const panel3 = await call('POST', 'bet', p.token(), { roundId: round.id, stake: 1, slot: 3 })
    expect(panel3.statusCode).toBe(400)
    expect(panel3.json().code).toBe('VALIDATION_FAILED')
    expect(await cash(p.playerId)).toBe(85)
    const state = (await call('GET', 'state', p.token())).json().data
    expect(state.myBets.map((b: { slot: number; stake: number }) => [b.slot, b.stake])).toEqual([
      [1, 10],
      [2, 5],
    ])

    // In flight: panel 1 cashes out at about 1.20×, panel 2 stays in.
    await tick(round.bettingEndsAt.getTime() - t.clock.now() + 1)
    t.clock.advance(timeToReachMs(120))
    const out1 = await call('POST', 'cashout', p.token(), { roundId: round.id, slot: 1 })
    expect(out1.statusCode, out1.body).toBe(200)
    const m1 = out1.json().data.multiplier as number
    expect(m1).toBeGreaterThanOrEqual(1.2)
    expect(m1).toBeLessThan(1.3)
    expect((await betsOf(round.id)).map((b) => b.status)).toEqual(['won', 'open'])
    expect((await call('POST', 'cashout', p.token(), { roundId: round.id, slot: 1 })).json().code).toBe(
      'ROUND_NOT_ACTIVE',
    )
    // Panel 2 later, at its own multiplier.
    t.clock.advance(timeToReachMs(170) - timeToReachMs(120))
    const out2 = await call('POST', 'cashout', p.token(), { roundId: round.id, slot: 2 })
    expect(out2.statusCode, out2.body).toBe(200)
    const m2 = out2.json().data.multiplier as number
    expect(m2).toBeGreaterThanOrEqual(1.7)
    expect(out2.json().data.payout).toBe(Math.floor(5 * m2 * 100) / 100)
    const paid = 85 + out1.json().data.payout + out2.json().data.payout
    expect(await cash(p.playerId)).toBeCloseTo(paid, 2)

    // The crash settles nothing twice; each bet has its own bet and win in the wallet.
    await tick(flightDurationMs(round.crashE2) + 1)
    await tick()
    expect((await roundById(round.id)).phase).toBe('crashed')
    const settled = await betsOf(round.id)
    expect(settled.map((b) => [b.status, b.cashout_e2])).toEqual([
      ['won', Math.round(m1 * 100)],
      ['won', Math.round(m2 * 100)],
    ])
    expect(await cash(p.playerId)).toBeCloseTo(paid, 2)
    const moves = await rows<{ tx_id: string }>(
      t.app,
      sql`select tx_id from provider_transactions where provider = 'galata' and tx_id like ${`aviator:${round.id}:${p.playerId}:%`} order by tx_id`,
    )
    expect(moves.map((m) => m.tx_id)).toEqual([
      `aviator:${round.id}:${p.playerId}:2:bet`,
      `aviator:${round.id}:${p.playerId}:2:win`,
      `aviator:${round.id}:${p.playerId}:bet`,
      `aviator:${round.id}:${p.playerId}:win`,
    ])
    const mine = (await call('GET', 'state', p.token())).json().data.recent
    expect(mine.filter((b: { roundId: number }) => b.roundId === round.id)).toHaveLength(2)
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })

  it('answers bad input with a localized 400, never a 500', async () => {
    const p = await player(5)
    const round = await bettingRoundCrashingAbove(100)
    const cases: [unknown, number, string][] = [
      [{ roundId: round.id, stake: 0.01 }, 400, 'BET_OUT_OF_RANGE'],
      [{ roundId: round.id, stake: 20_000 }, 400, 'BET_OUT_OF_RANGE'],
      [{ roundId: round.id, stake: 1, autoCashout: 1 }, 400, 'VALIDATION_FAILED'],
      [{ roundId: round.id, stake: 1, autoCashout: 1.005 }, 400, 'VALIDATION_FAILED'],
      [{ roundId: round.id, stake: 'x' }, 400, 'VALIDATION_FAILED'],
      [{ roundId: round.id, stake: 1, extra: 1 }, 400, 'VALIDATION_FAILED'],
      [{ roundId: -1, stake: 1 }, 400, 'VALIDATION_FAILED'],
      ['{not json', 400, 'MALFORMED_REQUEST'],
      [{ roundId: round.id, stake: 6 }, 400, 'INSUFFICIENT_FUNDS'],
      [{ roundId: round.id + 999, stake: 1 }, 409, 'ROUND_NOT_ACTIVE'],
    ]
    for (const [body, status, code] of cases) {
      const res = await call('POST', 'bet', p.token(), body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().code).toBe(code)
      expect(res.json().message).toMatch(/[a-z]/)
    }
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/originals/galata-aviator/verify',
      headers: { 'content-type': 'application/json', 'x-locale': 'tr' },
      payload: JSON.stringify({ hash: 'nope' }),
    })
    expect(verify.statusCode).toBe(400)
    expect(await cash(p.playerId)).toBe(5)
  })

  it('settles a bet exactly once when cash-outs race each other and the crash', async () => {
    const p = await player(100)
    const round = await bettingRoundCrashingAbove(200)
    await call('POST', 'bet', p.token(), { roundId: round.id, stake: 10 })
    await tick(round.bettingEndsAt.getTime() - t.clock.now() + 1)
    t.clock.advance(timeToReachMs(150))
    const token = p.token()
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', 'cashout', token, { roundId: round.id })),
    )
    const okOnes = results.filter((r) => r.statusCode === 200)
    expect(okOnes.length).toBeGreaterThanOrEqual(1)
    // Every success is the same single payment (a replay answers the stored one).
    const payouts = new Set(okOnes.map((r) => r.json().data.payout))
    expect(payouts.size).toBe(1)
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json().code).toBe('ROUND_NOT_ACTIVE')
    const [payout] = [...payouts] as number[]
    expect(await cash(p.playerId)).toBe(90 + payout!)
    // Fly to the crash, and tick a few times: nothing more moves.
    const r = await latest()
    await tick(flightDurationMs(r.crashE2) + 1)
    await Promise.all([tick(), tick(), t.app.aviator.tick()])
    expect(await cash(p.playerId)).toBe(90 + payout!)
    const wins = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from provider_transactions where provider = 'galata' and tx_id like ${`aviator:${round.id}:${p.playerId}:%`}`,
    )
    // One bet and one win: every losing copy of the cash-out rolled back its claim.
    expect(Number(wins[0]!.n)).toBe(2)
    expect((await checkLedger(t.app.db)).ok).toBe(true)
  })

  it('refunds the open bets of a round cut short by a restart, exactly once; paid cash-outs stand', async () => {
    const stayer = await player(100)
    const leaver = await player(100)
    const round = await bettingRoundCrashingAbove(200)
    await call('POST', 'bet', stayer.token(), { roundId: round.id, stake: 10 })
    await call('POST', 'bet', leaver.token(), { roundId: round.id, stake: 10 })
    await tick(round.bettingEndsAt.getTime() - t.clock.now() + 1)
    t.clock.advance(timeToReachMs(130))
    expect((await call('POST', 'cashout', leaver.token(), { roundId: round.id })).statusCode).toBe(200)
    const leaverCash = await cash(leaver.playerId)

    // The instance running the loop dies mid-flight (no graceful stop); another one boots.
    const events: AviatorEvent[] = []
    const deps = {
      db: t.app.db,
      clock: t.clock,
      events: t.app.events,
      secret: t.config.ORIGINALS_SECRET,
      broadcast: async (e: AviatorEvent) => void events.push(e),
    }
    const successor = createAviatorLoop(deps, { instanceId: 'successor' })
    // While the old lease runs, the successor only follows.
    await successor.tick()
    expect(successor.isLeader()).toBe(false)
    t.clock.advance(LEASE_MS + 1000)
    await successor.tick()
    expect(successor.isLeader()).toBe(true)
    const voided = await roundById(round.id)
    expect(voided.phase).toBe('void')
    expect(events.some((e) => e.t === 'void')).toBe(true)
    expect(await cash(stayer.playerId)).toBe(100)
    expect(await cash(leaver.playerId)).toBe(leaverCash)
    expect((await betsOf(round.id)).map((b) => b.status)).toEqual(['refunded', 'won'])

    // Yet another restart, and the old loop waking up: nothing is refunded twice.
    const third = createAviatorLoop(deps, { instanceId: 'third' })
    await successor.stop()
    await third.tick()
    await t.app.aviator.tick()
    await third.tick()
    t.clock.advance(PAUSE_MS)
    await third.tick()
    expect(await cash(stayer.playerId)).toBe(100)
    expect(await cash(leaver.playerId)).toBe(leaverCash)
    // The next round runs under the new leader.
    expect((await latest()).phase).toBe('betting')
    await third.stop()
    const refunds = await rows<{ type: number }>(
      t.app,
      sql`select type from game_transactions where player_id = ${stayer.playerId} order by id`,
    )
    expect(refunds.map((r) => r.type)).toEqual([2, 3])
    expect((await checkLedger(t.app.db)).ok).toBe(true)
    // Hand the loop back to the app's own instance for the next test.
    t.clock.advance(LEASE_MS + 1000)
    await tick()
  })

  it('broadcasts the round over the hub to a page connected with its game token; no token, no socket', async () => {
    const base = await listen(t.app)
    const ws = base.replace('http', 'ws') + '/hub/frnotify'
    // Refused without a valid token (SECURITY.md).
    const refused = await new Promise<number>((resolve) => {
      const s = new WebSocket(`${ws}?access_token=forged.token`)
      s.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      s.on('open', () => resolve(101))
    })
    expect(refused).toBe(401)

    const p = await player(50)
    const socket = new WebSocket(`${ws}?access_token=${encodeURIComponent(p.token())}&locale=en`)
    const received: AviatorEvent[] = []
    socket.on('message', (data) => {
      for (const part of String(data).split('\u001e')) {
        if (!part) continue
        const rec = JSON.parse(part) as { type?: number; target?: string; arguments?: string[] }
        if (rec.type === 1 && rec.target === 'NotifyMessage' && rec.arguments?.[0] === 'Aviator')
          received.push(JSON.parse(rec.arguments[1]!) as AviatorEvent)
      }
    })
    await new Promise<void>((resolve) => socket.on('open', () => resolve()))
    socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + '\u001e')
    await new Promise((r) => setTimeout(r, 100))

    const round = await bettingRoundCrashingAbove(150)
    await call('POST', 'bet', p.token(), { roundId: round.id, stake: 2, autoCashout: 1.2 })
    await tick(round.bettingEndsAt.getTime() - t.clock.now() + 1)
    await tick(timeToReachMs(125))
    const r = await latest()
    await tick(flightDurationMs(r.crashE2) + 1)
    await new Promise((res) => setTimeout(res, 200))
    const kinds = received
      .filter((e) => (e.round as { id?: number } | undefined)?.id === round.id || e.roundId === round.id)
      .map((e) => e.t)
    expect(kinds).toContain('bet')
    expect(kinds).toContain('flight')
    expect(kinds).toContain('tick')
    expect(kinds).toContain('cashout')
    expect(kinds).toContain('crash')
    const crash = received.find((e) => e.t === 'crash' && (e.round as { id: number }).id === round.id)!
    expect(crash.round).toMatchObject({ crash: r.crashE2 / 100, hash: r.hash })
    // The take-off event carries what the page animates from.
    const flight = received.find((e) => e.t === 'flight' && (e.round as { id: number }).id === round.id)!
    expect(flight).toMatchObject({ k: 0.00006 })
    expect((flight.round as { flightStartedAt: number }).flightStartedAt).toBeGreaterThan(0)
    socket.close()
    expect(BETTING_MS).toBe(6000)
  })
})
