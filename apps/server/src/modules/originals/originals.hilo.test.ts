import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { launchedPlayer, pageAsset } from '../../test/originals.js'
import { checkLedger } from '../wallet/index.js'
import { hashServerSeed } from './fair.js'
import { hiloMultiplierE4, hiloRank, hiloWinningRanks } from '@galata/game-math/hilo'
import {
  ABANDONED_ROUND_MS,
  settleAbandonedRounds,
  verifyRound,
  type OriginalsDeps,
} from './originals.service.js'

/*
 * Galata Hi-Lo through the wallet (docs/casino.md), a multi-step round like mines: start, guesses that win
 * (chosen with the round's own cards, white-box), a cash-out paid at the exact multiplier, a wrong
 * guess that loses, the open round resumed from `state` after a reload, rotation refused while it is
 * open, an abandoned round cashed out or refunded once by the recovery job, localized 4xx for bad
 * moves, and a ledger that balances. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
describe('Galata Originals: hi-lo (docs/casino.md)', () => {
  const t = useTestApp()

  const call = (method: 'GET' | 'POST', path: string, gameToken: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/originals/${path}`,
      headers: {
        'x-game-token': gameToken,
        'x-locale': 'tr',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    })

  /** The round's cards from its seed (the server's secret: white-box). */
  async function cardsOf(roundId: number) {
    const [seed] = await rows<{ server_seed: string; client_seed: string; nonce: number }>(
      t.app,
      sql`select s.server_seed, s.client_seed, r.nonce from originals_rounds r join originals_seeds s on s.id = r.seed_id where r.id = ${roundId}`,
    )
    const v = verifyRound({
      game: 'galata-hilo',
      serverSeed: seed!.server_seed,
      clientSeed: seed!.client_seed,
      nonce: seed!.nonce,
    }) as { cards: number[] }
    return v.cards
  }

  /** The guess that wins on card i → i + 1, or null when neither does (never: one of them always wins). */
  function winningGuess(cards: number[], i: number): 'higher' | 'lower' {
    const r = hiloRank(cards[i]!)
    const n = hiloRank(cards[i + 1]!)
    if (r === 1) return n > 1 ? 'higher' : 'lower'
    if (r === 13) return n < 13 ? 'lower' : 'higher'
    return n >= r ? 'higher' : 'lower'
  }
  const losingGuess = (cards: number[], i: number) => {
    const r = hiloRank(cards[i]!)
    const n = hiloRank(cards[i + 1]!)
    // A guess that fails: the opposite of a winning one, unless both win (equal ranks mid-deck).
    if (n > r) return 'lower'
    if (n < r) return 'higher'
    return r === 1 ? 'higher' : r === 13 ? 'lower' : null
  }

  it('serves its page; plays a round to a cash-out, resumes it, refuses rotation and bad moves', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/originals/galata-hilo/?lang=tr' })
    expect(page.statusCode).toBe(200)
    await pageAsset(t.app, page.body, 'hilo.js')

    const { gameToken } = await launchedPlayer(t.app, 41, 50, 'galata-hilo')
    const hashBefore = (await call('GET', 'galata-hilo/state', gameToken)).json().data.seed.serverSeedHash
    const start = (await call('POST', 'galata-hilo/start', gameToken, { stake: 2 })).json()
    expect(start.success, JSON.stringify(start)).toBe(true)
    const round = start.data.round
    expect(round).toMatchObject({ status: 'open', stake: 2 })
    expect(start.data.balance).toBe(48)
    const cards = await cardsOf(round.roundId)
    expect(round.state.cards).toEqual([cards[0]])

    // A second round, a rotation and a cash-out before any correct guess are refused.
    expect((await call('POST', 'galata-hilo/start', gameToken, { stake: 1 })).json().code).toBe(
      'ROUND_IN_PROGRESS',
    )
    expect((await call('POST', 'galata-hilo/seed', gameToken, { clientSeed: 'x' })).json().code).toBe(
      'ROUND_IN_PROGRESS',
    )
    const early = await call('POST', 'galata-hilo/action', gameToken, {
      roundId: round.roundId,
      action: 'cashout',
    })
    expect(early.statusCode).toBe(400)
    for (const body of [
      { roundId: round.roundId, action: 'same' },
      { roundId: round.roundId },
      { roundId: 'x', action: 'higher' },
      { roundId: round.roundId + 999, action: 'higher' },
    ]) {
      const res = await call('POST', 'galata-hilo/action', gameToken, body)
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500)
      expect(res.json().message).toBeTruthy()
    }

    // Two winning guesses around a skip: the multiplier is the product, the edge taken once.
    const g1 = winningGuess(cards, 0)
    let d = (
      await call('POST', 'galata-hilo/action', gameToken, { roundId: round.roundId, action: g1 })
    ).json().data
    expect(d.round.state.cards).toEqual(cards.slice(0, 2))
    d = (
      await call('POST', 'galata-hilo/action', gameToken, { roundId: round.roundId, action: 'skip' })
    ).json().data
    const g2 = winningGuess(cards, 2)
    d = (await call('POST', 'galata-hilo/action', gameToken, { roundId: round.roundId, action: g2 })).json()
      .data
    expect(d.round.status).toBe('open')
    const e4 = hiloMultiplierE4([
      hiloWinningRanks(hiloRank(cards[0]!), g1),
      hiloWinningRanks(hiloRank(cards[2]!), g2),
    ])
    expect(d.round.state.multiplier).toBe(Number(e4) / 10_000)

    // A reload finds the open round with every card seen so far, and nothing more.
    const state = (await call('GET', 'galata-hilo/state', gameToken)).json().data
    expect(state.openRound.roundId).toBe(round.roundId)
    expect(state.openRound.state.cards).toEqual(cards.slice(0, 4))

    const paid = (
      await call('POST', 'galata-hilo/action', gameToken, { roundId: round.roundId, action: 'cashout' })
    ).json().data
    expect(paid.round.status).toBe('settled')
    expect(Math.round(paid.round.payout * 100)).toBe(Number((200n * e4) / 10_000n))
    expect(Math.round(paid.balance * 100)).toBe(4800 + Math.round(paid.round.payout * 100))
    // A second cash-out of the same round finds nothing open.
    expect(
      (
        await call('POST', 'galata-hilo/action', gameToken, { roundId: round.roundId, action: 'cashout' })
      ).json().code,
    ).toBe('ROUND_NOT_ACTIVE')
    const rotated = (await call('POST', 'galata-hilo/seed', gameToken, { clientSeed: 'next' })).json().data
    expect(hashServerSeed(rotated.previous.serverSeed)).toBe(hashBefore)
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('a wrong guess loses the stake; an abandoned round is settled once by the recovery job', async () => {
    const { gameToken } = await launchedPlayer(t.app, 42, 20, 'galata-hilo')
    // Play until a round offers a losing guess on its first card, and lose it.
    let lost = false
    for (let i = 0; i < 6 && !lost; i++) {
      const r = (await call('POST', 'galata-hilo/start', gameToken, { stake: 1 })).json().data.round
      const cards = await cardsOf(r.roundId)
      const bad = losingGuess(cards, 0)
      const action = bad ?? winningGuess(cards, 0)
      const d = (await call('POST', 'galata-hilo/action', gameToken, { roundId: r.roundId, action })).json()
        .data
      if (bad) {
        expect(d.round).toMatchObject({ status: 'settled', payout: 0 })
        expect(d.round.result.cards).toEqual(cards.slice(0, 2))
        lost = true
      } else await call('POST', 'galata-hilo/action', gameToken, { roundId: r.roundId, action: 'cashout' })
    }
    expect(lost).toBe(true)

    // One round left open with a correct guess (cashed out by the job), one with none (refunded).
    const deps = {
      db: t.app.db,
      clock: { now: () => Date.now() + ABANDONED_ROUND_MS + 60_000 },
      secret: t.app.config.ORIGINALS_SECRET,
      events: t.app.events,
    } as OriginalsDeps
    const a = (await call('POST', 'galata-hilo/start', gameToken, { stake: 1 })).json().data.round
    const cards = await cardsOf(a.roundId)
    await call('POST', 'galata-hilo/action', gameToken, {
      roundId: a.roundId,
      action: winningGuess(cards, 0),
    })
    expect(await settleAbandonedRounds(deps)).toBeGreaterThanOrEqual(1)
    expect(await settleAbandonedRounds(deps)).toBe(0)
    const b = (await call('POST', 'galata-hilo/start', gameToken, { stake: 1.5 })).json().data.round
    expect(await settleAbandonedRounds(deps)).toBe(1)
    const closed = await rows<{ id: number; status: string; payout: string }>(
      t.app,
      sql`select id, status, payout::text from originals_rounds where id in (${a.roundId}, ${b.roundId}) order by id`,
    )
    expect(closed.map((r) => r.status)).toEqual(['settled', 'refunded'])
    expect(Number(closed[0]!.payout)).toBeGreaterThan(100)
    expect(closed[1]!.payout).toBe('150')
    expect((await call('GET', 'galata-hilo/state', gameToken)).json().data.openRound).toBeNull()
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })
})
