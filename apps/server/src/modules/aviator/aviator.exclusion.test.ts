import { desc, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aviatorRounds } from '../../db/schema/index.js'
import { useTestApp } from '../../test/helper.js'
import { rows } from '../../test/accounts.js'
import { player } from '../../test/players.js'
import { flightDurationMs, timeToReachMs } from './aviator.chain.js'
import { PAUSE_MS, refundBetsBeforeTakeOff, type AviatorDeps } from './aviator.service.js'
import { checkLedger, getBalances, toMinor } from '../wallet/index.js'

/*
 * Sky Aviator bets when a self-exclusion or time-out begins (docs/player-protection.md "The
 * exclusion register"): a bet in a round still in its betting phase is refunded once and leaves the
 * round; a bet in a round already flying stands. The refund racing the round's take-off pays once.
 * On PGlite and (TEST_DATABASE_URL) PostgreSQL, where the race runs on real connections.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '5000', AUTH_ADDRESS_BUDGET: '5000' })
const GAME = 'galata-aviator'

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

let n = 0
/** A signed-up player with `lira` of cash and Sky Aviator game tokens. */
const registered = (lira: number) => player(t.app, { signUp: `av${n++}`, cash: toMinor(lira), game: GAME })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const cash = async (id: number) => (await getBalances(t.app.db, id)).cash

const call = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
  t.app.inject({
    method,
    url: `/api/originals/${GAME}/${path}`,
    headers: {
      'x-game-token': token,
      'x-locale': 'en',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  })

type Round = typeof aviatorRounds.$inferSelect
const latest = async () =>
  (await t.app.db.select().from(aviatorRounds).orderBy(desc(aviatorRounds.id)).limit(1))[0]!
const tick = async (ms = 0) => {
  if (ms) t.clock.advance(ms)
  await t.app.aviator.tick()
}

/** Plays rounds out until one in its betting phase will not crash at take-off. */
async function bettingRound(): Promise<Round> {
  for (let i = 0; i < 60; i++) {
    let r: Round | undefined = await latest().catch(() => undefined)
    if (!r || r.phase === 'crashed' || r.phase === 'void') {
      await tick(PAUSE_MS)
      r = await latest()
    }
    if (r.phase === 'betting' && r.crashE2 >= 150 && r.bettingEndsAt.getTime() - t.clock.now() > 4000)
      return r
    if (r.phase === 'betting') await tick(r.bettingEndsAt.getTime() - t.clock.now() + 1)
    r = await latest()
    await tick(flightDurationMs(r.crashE2) + 1)
  }
  throw new Error('no such round')
}

/** Takes off, then flies the round to its crash. */
async function playOut(round: Round) {
  const now = t.clock.now()
  if (now <= round.bettingEndsAt.getTime()) await tick(round.bettingEndsAt.getTime() - now + 1)
  else await tick()
  await tick(flightDurationMs(round.crashE2) + 1)
  expect((await latest()).phase).toBe('crashed')
}

const betRow = async (roundId: number, playerId: number) =>
  (
    await rows<{ status: string; payout: string | null }>(
      t.app,
      sql`select status, payout::text from aviator_bets where round_id = ${roundId} and player_id = ${playerId}`,
    )
  )[0]

/** The wallet's settlements of a player's bet in a round (a win, a loss's zero win, a refund). */
async function settlements(roundId: number, playerId: number) {
  const [row] = await rows<{ n: string }>(
    t.app,
    sql`select count(*)::text as n from provider_transactions
         where tx_id in (${`aviator:${roundId}:${playerId}:win`}, ${`aviator:${roundId}:${playerId}:refund`})`,
  )
  return Number(row!.n)
}

function deps(): AviatorDeps {
  return {
    db: t.app.db,
    clock: t.app.clock,
    events: t.app.events,
    secret: t.app.config.ORIGINALS_SECRET,
    broadcast: async () => {},
  }
}

describe('Sky Aviator bets when the exclusion starts', () => {
  it('a bet in the betting window is refunded once and is not in the round', async () => {
    const a = await registered(100)
    const round = await bettingRound()
    // An auto cash-out at 1.01× would pay as soon as the plane leaves, were the bet still in.
    const placed = await call('POST', 'bet', a.gameToken(), {
      roundId: round.id,
      stake: 10,
      autoCashout: 1.01,
    })
    expect(placed.statusCode, placed.body).toBe(200)
    expect(await cash(a.id)).toBe(toMinor(90))

    const ex = await a.http.post('customer/rg/selfexclusion', { period: '6m' }, { token: a.token })
    expect(ex.json().success, ex.body).toBe(true)
    await vi.waitFor(async () => expect(await cash(a.id)).toBe(toMinor(100)))
    expect(await betRow(round.id, a.id)).toEqual({ status: 'refunded', payout: '1000' })

    // The round takes off and crashes without it: no auto cash-out, no loss, no second refund.
    await playOut(round)
    expect(await betRow(round.id, a.id)).toEqual({ status: 'refunded', payout: '1000' })
    expect(await cash(a.id)).toBe(toMinor(100))
    expect(await settlements(round.id, a.id)).toBe(1)
    expect(await refundBetsBeforeTakeOff(deps(), a.id)).toBe(0)
  })

  it('both bets of the two panels in the betting window are refunded, each once', async () => {
    const a = await registered(100)
    const round = await bettingRound()
    for (const [slot, stake] of [
      [1, 10],
      [2, 4],
    ] as const) {
      const placed = await call('POST', 'bet', a.gameToken(), { roundId: round.id, stake, slot })
      expect(placed.statusCode, placed.body).toBe(200)
    }
    expect(await cash(a.id)).toBe(toMinor(86))
    const ex = await a.http.post('customer/rg/selfexclusion', { period: '6m' }, { token: a.token })
    expect(ex.json().success, ex.body).toBe(true)
    await vi.waitFor(async () => expect(await cash(a.id)).toBe(toMinor(100)))
    await playOut(round)
    const bets = await rows<{ slot: number; status: string; payout: string }>(
      t.app,
      sql`select slot, status, payout::text from aviator_bets where round_id = ${round.id} and player_id = ${a.id} order by slot`,
    )
    expect(bets).toEqual([
      { slot: 1, status: 'refunded', payout: '1000' },
      { slot: 2, status: 'refunded', payout: '400' },
    ])
    expect(await cash(a.id)).toBe(toMinor(100))
    expect(await refundBetsBeforeTakeOff(deps(), a.id)).toBe(0)
  })

  it('a bet in a round already flying stands and its auto cash-out pays', async () => {
    const a = await registered(100)
    const round = await bettingRound()
    const placed = await call('POST', 'bet', a.gameToken(), {
      roundId: round.id,
      stake: 10,
      autoCashout: 1.2,
    })
    expect(placed.statusCode, placed.body).toBe(200)
    await tick(round.bettingEndsAt.getTime() - t.clock.now() + 1)
    expect((await latest()).phase).toBe('flying')

    const to = await a.http.post('customer/rg/timeout', { period: '24h' }, { token: a.token })
    expect(to.json().success, to.body).toBe(true)
    // The event's handler and a direct call alike leave the flying bet alone.
    expect(await refundBetsBeforeTakeOff(deps(), a.id)).toBe(0)
    expect(await betRow(round.id, a.id)).toEqual({ status: 'open', payout: null })
    expect(await cash(a.id)).toBe(toMinor(90))
    // The restriction ended the player's sessions, so a cash-out by hand is refused like any game call.
    t.clock.advance(timeToReachMs(110))
    const out = await call('POST', 'cashout', a.gameToken(), { roundId: round.id })
    expect(out.statusCode).toBe(401)
    expect(out.json().code).toBe('GAME_SESSION_EXPIRED')

    // Its auto cash-out (1.20×, under this round's crash point) pays as usual, once.
    await tick(flightDurationMs(round.crashE2) + 1)
    expect((await latest()).phase).toBe('crashed')
    expect(await betRow(round.id, a.id)).toEqual({ status: 'won', payout: '1200' })
    expect(await cash(a.id)).toBe(toMinor(102))
    expect(await settlements(round.id, a.id)).toBe(1)
  })

  it('a race of the refund with the round taking off pays once', async () => {
    let refunded = 0
    let stood = 0
    for (let i = 0; i < 12; i++) {
      const a = await registered(100)
      const round = await bettingRound()
      const placed = await call('POST', 'bet', a.gameToken(), { roundId: round.id, stake: 10 })
      expect(placed.statusCode, placed.body).toBe(200)
      // The betting window is over: the next step takes off, racing the refund.
      t.clock.advance(round.bettingEndsAt.getTime() - t.clock.now() + 1)
      // Staggered so that either side comes first on some of the runs.
      const [, count] = await Promise.all([
        t.app.aviator.tick(),
        i % 2 === 0
          ? refundBetsBeforeTakeOff(deps(), a.id)
          : sleep(i >> 1).then(() => refundBetsBeforeTakeOff(deps(), a.id)),
      ])
      expect((await latest()).phase).toBe('flying')
      await tick(flightDurationMs(round.crashE2) + 1)
      expect((await latest()).phase).toBe('crashed')
      const row = await betRow(round.id, a.id)
      if (count === 1) {
        refunded++
        expect(row).toEqual({ status: 'refunded', payout: '1000' })
        expect(await cash(a.id)).toBe(toMinor(100))
      } else {
        stood++
        expect(count).toBe(0)
        // No auto cash-out: the bet flew and was lost at the crash.
        expect(row).toEqual({ status: 'lost', payout: '0' })
        expect(await cash(a.id)).toBe(toMinor(90))
      }
      expect(await settlements(round.id, a.id)).toBe(1)
      expect(await refundBetsBeforeTakeOff(deps(), a.id)).toBe(0)
    }
    expect(refunded + stood).toBe(12)
  })
})
