import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { launchedPlayer, pageAsset } from '../../test/originals.js'
import { checkLedger } from '../wallet/index.js'
import { hashServerSeed } from './fair.js'
import { verifyRound } from './originals.service.js'

describe('Galata Originals: launch, rounds through the wallet, provably fair (docs/casino.md)', () => {
  const t = useTestApp()
  const a = () => api(t.app)

  const player = (n: number, lira: number, game: string) => launchedPlayer(t.app, n, lira, game)

  const call = (method: 'GET' | 'POST', path: string, gameToken: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/originals/${path}`,
      headers: {
        'x-game-token': gameToken,
        'x-locale': 'en',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    })

  it('serves the game page and refuses the API without a valid token', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/originals/galata-dice/?lang=en' })
    expect(page.statusCode).toBe(200)
    await pageAsset(t.app, page.body, 'dice.js')
    await pageAsset(t.app, page.body, 'originals.css')
    expect(page.body).not.toMatch(/<script>(?!<)/)
    expect((await t.app.inject({ method: 'GET', url: '/originals/assets/dice.js' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/originals/nope/' })).statusCode).toBe(404)
    const res = await call('GET', 'galata-dice/state', 'forged.token')
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('GAME_SESSION_EXPIRED')
    const { gameToken } = await player(1, 10, 'galata-mines')
    // A token opens only its own game.
    expect((await call('GET', 'galata-dice/state', gameToken)).statusCode).toBe(401)
  })

  it('plays dice: debits, pays by the seeds, records history, and lets the player verify after rotating', async () => {
    const { token, gameToken } = await player(2, 100, 'galata-dice')
    const state = (await call('GET', 'galata-dice/state', gameToken)).json().data
    expect(state.balance).toBe(100)
    expect(state.seed.nonce).toBe(0)
    const hashBefore = state.seed.serverSeedHash

    let balance = 100
    const rounds = []
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', 'galata-dice/bet', gameToken, {
        stake: 2,
        target: 49.5,
        direction: 'under',
      })
      expect(res.statusCode, res.body).toBe(200)
      const d = res.json().data
      expect(d.round.status).toBe('settled')
      expect(d.round.nonce).toBe(i)
      const won = d.round.result.roll < 4950
      expect(d.round.payout).toBe(won ? 4 : 0)
      balance = Math.round((balance - 2 + d.round.payout) * 100) / 100
      expect(d.balance).toBe(balance)
      rounds.push(d.round)
    }

    // Rotating reveals the seed whose hash was shown before the first bet; every roll recomputes.
    const rotated = await call('POST', 'galata-dice/seed', gameToken, { clientSeed: 'my-own-seed' })
    expect(rotated.statusCode).toBe(200)
    const previous = rotated.json().data.previous
    expect(hashServerSeed(previous.serverSeed)).toBe(hashBefore)
    expect(previous.nonce).toBe(6)
    for (const r of rounds) {
      const v = verifyRound({
        game: 'galata-dice',
        serverSeed: previous.serverSeed,
        clientSeed: previous.clientSeed,
        nonce: r.nonce,
      })
      expect(v.roll).toBe(r.result.roll / 100)
    }
    expect(rotated.json().data.seed).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 })

    const history = (await a().post('transaction/games', {}, { token })).json().data
    const wins = rounds.filter((r) => r.payout > 0).length
    expect(history.total).toBe(6 + wins)
    expect(history.items[history.items.length - 1]).toMatchObject({
      type: 2,
      amount: 2,
      gameName: 'Galata Zar',
      balanceAfter: 98,
    })
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('refuses bad bets with a localized 400 and moves nothing', async () => {
    const { gameToken } = await player(3, 1, 'galata-dice')
    const bad = [
      { stake: 2, target: 50, direction: 'under' },
      { stake: 0.001, target: 50, direction: 'under' },
      { stake: 1, target: 0.5, direction: 'under' },
      { stake: 1, target: 50, direction: 'sideways' },
      { stake: 1, target: 50 },
      { stake: '1', target: 50, direction: 'under' },
      { stake: 0.05, target: 50, direction: 'under' },
    ]
    for (const body of bad) {
      const res = await call('POST', 'galata-dice/bet', gameToken, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().success).toBe(false)
    }
    expect(
      (await call('POST', 'galata-dice/bet', gameToken, { stake: 2, target: 50, direction: 'under' })).json()
        .code,
    ).toBe('INSUFFICIENT_FUNDS')
    const state = (await call('GET', 'galata-dice/state', gameToken)).json().data
    expect(state.balance).toBe(1)
    // A refused bet leaves the nonce where it was: the next bet still uses it.
    expect(state.seed.nonce).toBe(0)
    expect(state.recent).toEqual([])
  })

  it('plays mines to a cash-out and to a mine, settling each round once', async () => {
    const { gameToken } = await player(4, 50, 'galata-mines')
    const start = await call('POST', 'galata-mines/start', gameToken, { stake: 10, mines: 3 })
    expect(start.statusCode, start.body).toBe(200)
    const roundId = start.json().data.round.roundId
    expect(start.json().data.balance).toBe(40)
    expect((await call('POST', 'galata-mines/start', gameToken, { stake: 1, mines: 3 })).json().code).toBe(
      'ROUND_IN_PROGRESS',
    )
    // Seeds cannot rotate while a round is open: the server seed would give its mines away.
    expect((await call('POST', 'galata-mines/seed', gameToken, { clientSeed: 'x' })).json().code).toBe(
      'ROUND_IN_PROGRESS',
    )

    // Find safe tiles with the server's own secret (white-box): reveal two, then cash out.
    const [seed] = await rows<{ server_seed: string; client_seed: string }>(
      t.app,
      sql`select s.server_seed, s.client_seed from originals_rounds r join originals_seeds s on s.id = r.seed_id where r.id = ${roundId}`,
    )
    const mines = verifyRound({
      game: 'galata-mines',
      serverSeed: seed!.server_seed,
      clientSeed: seed!.client_seed,
      nonce: 0,
      mines: 3,
    }).mines!
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i))
    for (const tile of safe.slice(0, 2)) {
      const r = await call('POST', 'galata-mines/reveal', gameToken, { roundId, tile })
      expect(r.json().data.round.status).toBe('open')
    }
    const cash = await call('POST', 'galata-mines/cashout', gameToken, { roundId })
    expect(cash.statusCode, cash.body).toBe(200)
    // 0.99 · C(25,2)/C(22,2) = 0.99 · 300/231 = 1.2857 → 12.85
    expect(cash.json().data.round).toMatchObject({ status: 'settled', payout: 12.85 })
    expect(cash.json().data.balance).toBe(52.85)
    // A second cash-out (double click, retry) pays nothing more.
    expect((await call('POST', 'galata-mines/cashout', gameToken, { roundId })).json().code).toBe(
      'ROUND_NOT_ACTIVE',
    )

    const again = await call('POST', 'galata-mines/start', gameToken, { stake: 5, mines: 24 })
    const id2 = again.json().data.round.roundId
    const [seed2] = await rows<{ server_seed: string; client_seed: string }>(
      t.app,
      sql`select s.server_seed, s.client_seed from originals_rounds r join originals_seeds s on s.id = r.seed_id where r.id = ${id2}`,
    )
    const mines2 = verifyRound({
      game: 'galata-mines',
      serverSeed: seed2!.server_seed,
      clientSeed: seed2!.client_seed,
      nonce: 1,
      mines: 24,
    }).mines!
    const boom = await call('POST', 'galata-mines/reveal', gameToken, { roundId: id2, tile: mines2[0] })
    expect(boom.json().data.round).toMatchObject({ status: 'settled', payout: 0 })
    expect(boom.json().data.round.result.mines).toEqual(mines2)
    expect(boom.json().data.balance).toBe(47.85)
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('spins roulette with several bets from the board and pays 36/n per winning bet', async () => {
    const { gameToken } = await player(5, 100, 'galata-roulette')
    const bets = [
      { numbers: [17], amount: 1 },
      { numbers: [0, 1, 2, 3], amount: 1 },
      { numbers: Array.from({ length: 12 }, (_, i) => i + 1), amount: 2 },
    ]
    const res = await call('POST', 'galata-roulette/bet', gameToken, { bets })
    expect(res.statusCode, res.body).toBe(200)
    const { round, balance } = res.json().data
    const n = round.result.number
    const expected = (n === 17 ? 36 : 0) + ([0, 1, 2, 3].includes(n) ? 9 : 0) + (n >= 1 && n <= 12 ? 6 : 0)
    expect(round.payout).toBe(expected)
    expect(balance).toBe(100 - 4 + expected)
    const illegal = await call('POST', 'galata-roulette/bet', gameToken, {
      bets: [{ numbers: [1, 5], amount: 1 }],
    })
    expect(illegal.statusCode).toBe(400)
  })

  it('settles concurrent bets one at a time, never below zero', async () => {
    const { gameToken } = await player(6, 10, 'galata-dice')
    const answers2 = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', 'galata-dice/bet', gameToken, { stake: 2, target: 98.99, direction: 'over' }),
      ),
    )
    const placed = answers2.filter((r) => r.statusCode === 200).map((r) => r.json().data.round.nonce)
    // 10 ₺ of cash covers five 2 ₺ stakes; wins (1 % chance each) may fund one more.
    expect(placed.length).toBeGreaterThanOrEqual(5)
    expect(new Set(placed).size).toBe(placed.length)
    const refused = answers2.filter((r) => r.statusCode !== 200).map((r) => r.json().code)
    expect(refused.every((c) => c === 'INSUFFICIENT_FUNDS')).toBe(true)
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })
})
