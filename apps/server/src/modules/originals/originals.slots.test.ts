import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { launchedPlayer, pageAsset } from '../../test/originals.js'
import { checkLedger } from '../wallet/index.js'
import { hashServerSeed } from './fair.js'
import {
  ABANDONED_ROUND_MS,
  settleAbandonedRounds,
  verifyRound,
  type OriginalsDeps,
} from './originals.service.js'

describe('Galata Originals: slots and blackjack through the wallet (docs/casino.md)', () => {
  const t = useTestApp()

  const player = (n: number, lira: number, game: string) => launchedPlayer(t.app, n, lira, game)

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

  it('serves the slot and blackjack pages with their scripts and lists them in the catalogue', async () => {
    for (const [game, script] of [
      ['galata-bazaar', 'slots.js'],
      ['galata-bosphorus', 'slots.js'],
      ['galata-anatolia', 'slots.js'],
      ['galata-blackjack', 'blackjack.js'],
    ]) {
      const page = await t.app.inject({ method: 'GET', url: `/originals/${game}/?lang=tr` })
      expect(page.statusCode).toBe(200)
      await pageAsset(t.app, page.body, script!)
    }
    const [count] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from games where game_code in ('galata-bazaar','galata-bosphorus','galata-anatolia','galata-blackjack')`,
    )
    expect(count!.n).toBe(4)
  })

  it('spins a slot: debits, pays by the seeds, verifies after rotation, refuses bad stakes with a 400', async () => {
    const { gameToken } = await player(21, 100, 'galata-anatolia')
    const state = (await call('GET', 'galata-anatolia/state', gameToken)).json().data
    const hashBefore = state.seed.serverSeedHash
    let balance = 100
    const rounds = []
    for (let i = 0; i < 8; i++) {
      const res = await call('POST', 'galata-anatolia/spin', gameToken, { stake: 2 })
      expect(res.statusCode, res.body).toBe(200)
      const d = res.json().data
      expect(d.round).toMatchObject({ status: 'settled', nonce: i, stake: 2 })
      expect(d.round.result.base.grid).toHaveLength(5)
      expect(d.round.payout).toBe(Math.floor((200 * d.round.result.credits) / 20) / 100)
      balance = Math.round((balance - 2 + d.round.payout) * 100) / 100
      expect(d.balance).toBe(balance)
      rounds.push(d.round)
    }
    for (const body of [{ stake: 0.05 }, { stake: 'x' }, {}, { stake: 1, lines: 5 }, { stake: 20_000 }]) {
      const res = await call('POST', 'galata-anatolia/spin', gameToken, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().success).toBe(false)
      expect(res.json().message).toBeTruthy()
    }
    // Another slot's route with this token, and a non-slot game, are refused.
    expect((await call('POST', 'galata-bazaar/spin', gameToken, { stake: 1 })).statusCode).toBe(401)
    expect((await call('POST', 'galata-dice/spin', gameToken, { stake: 1 })).statusCode).toBe(404)

    const rotated = (await call('POST', 'galata-anatolia/seed', gameToken, { clientSeed: 'mine' })).json()
      .data
    expect(hashServerSeed(rotated.previous.serverSeed)).toBe(hashBefore)
    for (const r of rounds) {
      const v = verifyRound({
        game: 'galata-anatolia',
        serverSeed: rotated.previous.serverSeed,
        clientSeed: rotated.previous.clientSeed,
        nonce: r.nonce,
      }) as { grid: number[][]; credits: number }
      expect(v.grid).toEqual(r.result.base.grid)
      expect(v.credits).toBe(r.result.credits)
    }
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/originals/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        game: 'galata-bazaar',
        serverSeed: rotated.previous.serverSeed,
        clientSeed: 'x',
        nonce: 1,
      }),
    })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().data.stops).toHaveLength(5)
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('spins every newer mechanic through the wallet, pays floor(stake · credits / creditsPerBet), verifies', async () => {
    // docs/casino.md: one game per mechanic (ways, rising free spins, cascades, hold and win).
    const games = [
      ['galata-silkroad', 100],
      ['galata-maiden', 20],
      ['galata-topkapi', 100],
      ['galata-ottoman-gold', 20],
    ] as const
    for (const [i, [game, per]] of games.entries()) {
      const page = await t.app.inject({ method: 'GET', url: `/originals/${game}/?lang=en` })
      expect(page.statusCode).toBe(200)
      await pageAsset(t.app, page.body, 'slots.js')
      const { gameToken } = await player(40 + i, 50, game)
      let balance = 50
      const rounds = []
      for (let k = 0; k < 4; k++) {
        const res = await call('POST', `${game}/spin`, gameToken, { stake: 1.37 })
        expect(res.statusCode, res.body).toBe(200)
        const d = res.json().data
        expect(d.round.status).toBe('settled')
        expect(d.round.payout).toBe(Math.floor((137 * d.round.result.credits) / per) / 100)
        balance = Math.round((balance - 1.37 + d.round.payout) * 100) / 100
        expect(d.balance).toBe(balance)
        rounds.push(d.round)
      }
      const rotated = (await call('POST', `${game}/seed`, gameToken, { clientSeed: 'c' + i })).json().data
      for (const r of rounds) {
        const v = verifyRound({
          game,
          serverSeed: rotated.previous.serverSeed,
          clientSeed: rotated.previous.clientSeed,
          nonce: r.nonce,
        }) as { credits: number; stops: number[] }
        expect(v.credits).toBe(r.result.credits)
        expect(v.stops).toHaveLength(5)
      }
    }
    const [count] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from games where category_id is not null and game_code like 'galata-%' and game_code in (${sql.join(
        ['galata-silkroad', 'galata-maiden', 'galata-topkapi', 'galata-ottoman-gold'].map((g) => sql`${g}`),
        sql`, `,
      )})`,
    )
    expect(count!.n).toBe(4)
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  /** The round's shoe (white-box: the server seed is still secret to the player). */
  async function shoeOfRound(roundId: number) {
    const [seed] = await rows<{ server_seed: string; client_seed: string; nonce: number }>(
      t.app,
      sql`select s.server_seed, s.client_seed, r.nonce from originals_rounds r join originals_seeds s on s.id = r.seed_id where r.id = ${roundId}`,
    )
    return verifyRound({
      game: 'galata-blackjack',
      serverSeed: seed!.server_seed,
      clientSeed: seed!.client_seed,
      nonce: seed!.nonce,
    }) as { shoe: string[] }
  }

  it('plays blackjack rounds to the end, doubling and splitting when allowed; resumes an open round', async () => {
    const { gameToken } = await player(22, 500, 'galata-blackjack')
    let balance = 500
    let played = 0
    for (let i = 0; i < 12; i++) {
      const start = await call('POST', 'galata-blackjack/start', gameToken, { stake: 5 })
      expect(start.statusCode, start.body).toBe(200)
      let d = start.json().data
      const shoe = await shoeOfRound(d.round.roundId)
      expect(shoe.shoe).toHaveLength(24)
      if (d.round.status === 'open') {
        // The hole card is not shown while the round is open.
        expect(d.round.state.dealer).toHaveLength(1)
        expect(d.round.state.pending).toBeUndefined()
        // A second round cannot start; a reload finds this one.
        expect((await call('POST', 'galata-blackjack/start', gameToken, { stake: 5 })).json().code).toBe(
          'ROUND_IN_PROGRESS',
        )
        const again = (await call('GET', 'galata-blackjack/state', gameToken)).json().data
        expect(again.openRound.roundId).toBe(d.round.roundId)
        expect(again.openRound.state.hands).toEqual(d.round.state.hands)
      }
      let guard = 0
      while (d.round.status === 'open' && guard++ < 10) {
        const actions: string[] = d.round.state.actions
        const action = actions.includes('split')
          ? 'split'
          : actions.includes('double') && i % 2
            ? 'double'
            : 'stand'
        const res = await call('POST', 'galata-blackjack/action', gameToken, {
          roundId: d.round.roundId,
          action,
        })
        expect(res.statusCode, res.body).toBe(200)
        d = res.json().data
      }
      expect(d.round.status).toBe('settled')
      expect(d.round.result.outcomes.length).toBeGreaterThan(0)
      balance = Math.round((balance - d.round.stake + d.round.payout) * 100) / 100
      expect(d.balance).toBe(balance)
      expect(d.round.payout).toBe(Math.round(d.round.result.multiplier * 5 * 100) / 100)
      played++
    }
    expect(played).toBe(12)
    // A move on a closed round, a bad action: 409 / 400, never 500.
    const bad = await call('POST', 'galata-blackjack/action', gameToken, { roundId: 999999, action: 'hit' })
    expect(bad.statusCode).toBe(409)
    const bad2 = await call('POST', 'galata-blackjack/action', gameToken, { roundId: 1, action: 'surrender' })
    expect(bad2.statusCode).toBe(400)
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('settles an abandoned blackjack round at boot exactly once (every hand stands)', async () => {
    const { gameToken, playerId } = await player(23, 50, 'galata-blackjack')
    // Deal until a round stays open (no blackjack at the deal).
    let open = null
    for (let i = 0; i < 10 && !open; i++) {
      const d = (await call('POST', 'galata-blackjack/start', gameToken, { stake: 1 })).json().data
      if (d.round.status === 'open') open = d.round
    }
    expect(open).not.toBeNull()
    const deps = {
      db: t.app.db,
      clock: { now: () => Date.now() + ABANDONED_ROUND_MS + 60_000 },
      secret: t.app.config.ORIGINALS_SECRET,
      events: t.app.events,
    } as OriginalsDeps
    expect(await settleAbandonedRounds(deps)).toBeGreaterThanOrEqual(1)
    // A second boot (or instance) finds nothing more to do.
    expect(await settleAbandonedRounds(deps)).toBe(0)
    const [row] = await rows<{ status: string; payout: string; n: number }>(
      t.app,
      sql`select status, payout::text, (select count(*)::int from game_transactions where round_id = ${String(open!.roundId)} and type = 1) as n from originals_rounds where id = ${open!.roundId}`,
    )
    expect(row!.status).toBe('settled')
    expect(row!.n).toBeLessThanOrEqual(1)
    const state = (await call('GET', 'galata-blackjack/state', gameToken)).json().data
    expect(state.openRound).toBeNull()
    expect(playerId).toBeGreaterThan(0)
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })
})
