import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { launchedPlayer, pageAsset } from '../../test/originals.js'
import { checkLedger } from '../wallet/index.js'
import { hashServerSeed } from './fair.js'
import { kenoHits, kenoMultiplierE4 } from '@galata/game-math/keno'
import { plinkoMultiplierE4 } from '@galata/game-math/plinko'
import { SCRATCH_PRIZES, scratchReads } from '@galata/game-math/scratch'
import { towerMultiplierE4 } from '@galata/game-math/tower'
import {
  ABANDONED_ROUND_MS,
  settleAbandonedRounds,
  verifyRound,
  type OriginalsDeps,
} from './originals.service.js'
import { towerTrapsOf } from './play/tower.js'

/*
 * The instant games (docs/casino.md) through the wallet: plinko, keno and limbo rounds debit, pay by the
 * seeds (each payout recomputed here from the revealed server seed), land in the game history, refuse bad
 * input with a localized 4xx and leave a ledger that balances.
 */
describe('Galata Originals: instant games (docs/casino.md)', () => {
  const t = useTestApp()

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

  const kurus = (lira: number) => Math.round(lira * 100)

  /** Plays `bodies` in order; checks every answer's balance; rotates and verifies every round. */
  async function playAndVerify(n: number, game: string, path: string, bodies: Record<string, unknown>[]) {
    const { gameToken } = await launchedPlayer(t.app, n, 100, game)
    const state = (await call('GET', `${game}/state`, gameToken)).json().data
    let balance = kurus(state.balance)
    const played = []
    for (const [i, body] of bodies.entries()) {
      const res = await call('POST', `${game}/${path}`, gameToken, body)
      expect(res.statusCode, res.body).toBe(200)
      const d = res.json().data
      expect(d.round).toMatchObject({ status: 'settled', nonce: i, game })
      balance = balance - kurus(d.round.stake) + kurus(d.round.payout)
      expect(kurus(d.balance)).toBe(balance)
      played.push(d.round)
    }
    const rotated = (await call('POST', `${game}/seed`, gameToken, { clientSeed: 'fresh' })).json().data
    expect(hashServerSeed(rotated.previous.serverSeed)).toBe(state.seed.serverSeedHash)
    const verified = played.map((r) =>
      verifyRound({
        game: game as never,
        serverSeed: rotated.previous.serverSeed,
        clientSeed: rotated.previous.clientSeed,
        nonce: r.nonce,
      }),
    )
    const [history] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from game_transactions gt join games g on g.id = gt.game_id where g.game_code = ${game}`,
    )
    // One bet line per round, one win line per paying round.
    expect(history!.n).toBe(played.length + played.filter((r) => r.payout > 0).length)
    return { gameToken, played, verified }
  }

  async function refuses(gameToken: string, path: string, bodies: unknown[]) {
    for (const body of bodies) {
      const res = await call('POST', path, gameToken, body)
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500)
      expect(res.json().success).toBe(false)
      expect(res.json().message).toBeTruthy()
    }
  }

  it('serves the three pages with their bundles and lists them in the games area with tags', async () => {
    for (const [game, script] of [
      ['galata-plinko', 'plinko.js'],
      ['galata-keno', 'keno.js'],
      ['galata-limbo', 'limbo.js'],
    ]) {
      const page = await t.app.inject({ method: 'GET', url: `/originals/${game}/?lang=en` })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('"rules":"Rules"')
      await pageAsset(t.app, page.body, script!)
      await pageAsset(t.app, page.body, 'instant.css')
    }
    const listed = await rows<{ game_code: string; tags: string[]; rtp_bp: number; slug: string }>(
      t.app,
      sql`select g.game_code, g.tags, g.rtp_bp, c.slug from games g join casino_categories c on c.id = g.category_id
          where g.game_code in ('galata-plinko','galata-keno','galata-limbo') order by g.game_code`,
    )
    expect(listed.map((g) => [g.game_code, g.slug, g.rtp_bp, g.tags.includes('new')])).toEqual([
      ['galata-keno', 'games', 9900, true],
      ['galata-limbo', 'games', 9900, true],
      ['galata-plinko', 'games', 9900, true],
    ])
  })

  it('plinko: drops pay the landed box, the path verifies, bad bets are refused', async () => {
    const bodies = Array.from({ length: 10 }, (_, i) => ({
      stake: 1.5,
      rows: 8 + (i % 9),
      risk: (['low', 'medium', 'high'] as const)[i % 3],
    }))
    const { gameToken, played, verified } = await playAndVerify(31, 'galata-plinko', 'drop', bodies)
    for (const [i, r] of played.entries()) {
      const path = (verified[i] as { path: number[] }).path.slice(0, r.params.rows)
      expect(path).toEqual(r.result.path)
      const bin = path.reduce((a: number, b: number) => a + b, 0)
      expect(r.result.bin).toBe(bin)
      expect(kurus(r.payout)).toBe(
        Number((150n * plinkoMultiplierE4(r.params.rows, r.params.risk, bin)) / 10_000n),
      )
    }
    await refuses(gameToken, 'galata-plinko/drop', [
      { stake: 1, rows: 7, risk: 'low' },
      { stake: 1, rows: 17, risk: 'low' },
      { stake: 1, rows: 12, risk: 'wild' },
      { stake: 1, rows: 12.5, risk: 'low' },
      { stake: 0.05, rows: 12, risk: 'low' },
      { stake: 20_000, rows: 12, risk: 'low' },
      { stake: 1, rows: 12 },
      { stake: 1, rows: 12, risk: 'low', extra: 1 },
    ])
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('keno: a draw pays by the hits, verifies, and refuses duplicate or out-of-range picks', async () => {
    const bodies = Array.from({ length: 10 }, (_, i) => ({
      stake: 2,
      picks: Array.from({ length: i + 1 }, (_, k) => 1 + ((k * 7 + i) % 40)),
    }))
    const { gameToken, played, verified } = await playAndVerify(32, 'galata-keno', 'bet', bodies)
    for (const [i, r] of played.entries()) {
      const drawn = (verified[i] as { drawn: number[] }).drawn
      expect(drawn).toEqual(r.result.drawn)
      const hits = kenoHits(r.params.picks, drawn)
      expect(r.result.hits).toBe(hits)
      expect(kurus(r.payout)).toBe(Number((200n * kenoMultiplierE4(r.params.picks.length, hits)) / 10_000n))
    }
    await refuses(gameToken, 'galata-keno/bet', [
      { stake: 1, picks: [] },
      { stake: 1, picks: [3, 3] },
      { stake: 1, picks: [0] },
      { stake: 1, picks: [41] },
      { stake: 1, picks: [1.5] },
      { stake: 1, picks: Array.from({ length: 11 }, (_, k) => k + 1) },
      { stake: 1, picks: 'all' },
      { stake: 1 },
    ])
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('limbo: wins exactly when the result reaches the target, verifies, refuses bad targets', async () => {
    const targets = [1.01, 1.5, 2, 1.01, 3.33, 1.1, 10, 1.01, 1.2, 1.01]
    const bodies = targets.map((target) => ({ stake: 1, target }))
    const { gameToken, played, verified } = await playAndVerify(33, 'galata-limbo', 'bet', bodies)
    for (const [i, r] of played.entries()) {
      const result = (verified[i] as { result: number }).result
      expect(kurus(result)).toBe(r.result.result)
      const win = r.result.result >= r.params.target
      expect(r.result.isWin).toBe(win)
      expect(kurus(r.payout)).toBe(win ? r.params.target : 0)
    }
    await refuses(gameToken, 'galata-limbo/bet', [
      { stake: 1, target: 1 },
      { stake: 1, target: 1.005 },
      { stake: 1, target: 10_000.01 },
      { stake: 1, target: 'x' },
      { stake: 1 },
    ])
    // A token for another game is refused before the body is read.
    const other = await launchedPlayer(t.app, 34, 10, 'galata-dice')
    expect(
      (await call('POST', 'galata-limbo/bet', other.gameToken, { stake: 1, target: 2 })).statusCode,
    ).toBe(401)
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('coin flip: a right call pays 1.96×, the coin verifies, bad calls are refused', async () => {
    // 32 flips: all on one face has odds of 2 in 2³², where 12 failed about once in 2,000 runs.
    const bodies = Array.from({ length: 32 }, (_, i) => ({ stake: 2.5, side: i % 3 ? 'heads' : 'tails' }))
    const { gameToken, played, verified } = await playAndVerify(35, 'galata-coinflip', 'bet', bodies)
    for (const [i, r] of played.entries()) {
      const coin = (verified[i] as { coin: string }).coin
      expect(r.result.coin).toBe(coin)
      expect(r.result.isWin).toBe(coin === r.params.side)
      expect(kurus(r.payout)).toBe(coin === r.params.side ? 490 : 0)
    }
    // Both sides came up: the seeds are not stuck on one face.
    expect(new Set(played.map((r) => r.result.coin)).size).toBe(2)
    await refuses(gameToken, 'galata-coinflip/bet', [
      { stake: 1, side: 'edge' },
      { stake: 1 },
      { stake: 0.05, side: 'heads' },
      { stake: 1, side: 'heads', extra: 1 },
    ])
    const page = await t.app.inject({ method: 'GET', url: '/originals/galata-coinflip/?lang=tr' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('"heads":"Tura"')
    await pageAsset(t.app, page.body, 'coinflip.js')
    const [row] = await rows<{ rtp_bp: number; slug: string }>(
      t.app,
      sql`select g.rtp_bp, c.slug from games g join casino_categories c on c.id = g.category_id
          where g.game_code = 'galata-coinflip'`,
    )
    expect(row).toEqual({ rtp_bp: 9800, slug: 'games' })
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('scratch: the card pays its published prize, lays out as it, verifies', async () => {
    const bodies = Array.from({ length: 15 }, () => ({ stake: 2 }))
    const { gameToken, played, verified } = await playAndVerify(36, 'galata-scratch', 'buy', bodies)
    for (const [i, r] of played.entries()) {
      const v = verified[i] as { cells: number[]; multiplier: number }
      expect(r.result.cells).toEqual(v.cells)
      expect(r.result.multiplier).toBe(v.multiplier)
      expect(scratchReads(r.result.cells)).toBe(r.result.prize)
      const e4 = r.result.prize >= 0 ? SCRATCH_PRIZES[r.result.prize]!.multiplierE4 : 0n
      expect(kurus(r.payout)).toBe(Number((200n * e4) / 10_000n))
    }
    await refuses(gameToken, 'galata-scratch/buy', [{}, { stake: 0.05 }, { stake: 1, extra: 1 }])
    const page = await t.app.inject({ method: 'GET', url: '/originals/galata-scratch/?lang=en' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('"scratch_crown":"Crown"')
    await pageAsset(t.app, page.body, 'scratch.js')
    const [row] = await rows<{ rtp_bp: number; slug: string }>(
      t.app,
      sql`select g.rtp_bp, c.slug from games g join casino_categories c on c.id = g.category_id
          where g.game_code = 'galata-scratch'`,
    )
    expect(row).toEqual({ rtp_bp: 9700, slug: 'games' })
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('tower: climbs by the seeds’ traps, cashes out at the floor’s multiplier, verifies', async () => {
    const { gameToken } = await launchedPlayer(t.app, 37, 100, 'galata-tower')
    const state = (await call('GET', 'galata-tower/state', gameToken)).json().data
    const play = async (path: string, body: unknown) => {
      const res = await call('POST', `galata-tower/${path}`, gameToken, body)
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data
    }
    const settled = []
    // Medium (3 doors): always door 0, cash out after two floors when still standing.
    for (let n = 0; n < 8; n++) {
      let d = await play('start', { stake: 1, difficulty: 'medium' })
      const roundId = d.round.roundId
      if (n === 0) {
        await refuses(gameToken, 'galata-tower/start', [{ stake: 1, difficulty: 'medium' }])
        await refuses(gameToken, 'galata-tower/action', [
          { roundId, action: 'cashout' },
          { roundId, action: 'pick', door: 3 },
          { roundId, action: 'pick' },
        ])
      }
      while (d.round.status === 'open' && d.round.state.picks.length < 2)
        d = await play('action', { roundId, action: 'pick', door: 0 })
      if (d.round.status === 'open') d = await play('action', { roundId, action: 'cashout' })
      expect(d.round.status).toBe('settled')
      settled.push(d.round)
    }
    const rotated = (await call('POST', 'galata-tower/seed', gameToken, { clientSeed: 'fresh' })).json().data
    expect(hashServerSeed(rotated.previous.serverSeed)).toBe(state.seed.serverSeedHash)
    for (const r of settled) {
      const v = verifyRound({
        game: 'galata-tower',
        serverSeed: rotated.previous.serverSeed,
        clientSeed: rotated.previous.clientSeed,
        nonce: r.nonce,
      }) as { traps: { medium: number[] } }
      expect(r.result.traps).toEqual(v.traps.medium)
      const picks: number[] = r.result.picks
      const lost = picks.some((door, floor) => v.traps.medium[floor] === door)
      expect(kurus(r.payout)).toBe(
        lost ? 0 : Number((100n * towerMultiplierE4('medium', picks.length)) / 10_000n),
      )
    }
    await refuses(gameToken, 'galata-tower/start', [{ stake: 1, difficulty: 'insane' }, { stake: 1 }])
    const page = await t.app.inject({ method: 'GET', url: '/originals/galata-tower/?lang=tr' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('"towerFloor":"Kat"')
    await pageAsset(t.app, page.body, 'tower.js')
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('tower: an open round resumes from state; an abandoned one is cashed out or refunded once', async () => {
    const { gameToken } = await launchedPlayer(t.app, 38, 100, 'galata-tower')
    const play = async (path: string, body: unknown) =>
      (await call('POST', `galata-tower/${path}`, gameToken, body)).json().data
    /** The round's trap doors, read the way verify.ts does from its seed row (white-box). */
    async function trapsOf(roundId: number) {
      const [seed] = await rows<{ server_seed: string; client_seed: string; nonce: number }>(
        t.app,
        sql`select s.server_seed, s.client_seed, r.nonce from originals_rounds r join originals_seeds s on s.id = r.seed_id where r.id = ${roundId}`,
      )
      return towerTrapsOf(seed!.server_seed, seed!.client_seed, seed!.nonce, 'easy')
    }

    // A round with one floor climbed (a door that is not the trap), then left: a reload finds it.
    const a = (await play('start', { stake: 2, difficulty: 'easy' })).round
    const safe = ((await trapsOf(a.roundId))[0]! + 1) % 4
    expect((await play('action', { roundId: a.roundId, action: 'pick', door: safe })).round.status).toBe(
      'open',
    )
    const resumed = (await call('GET', 'galata-tower/state', gameToken)).json().data.openRound
    expect(resumed).toMatchObject({ roundId: a.roundId, status: 'open' })
    expect(resumed.state.picks).toEqual([safe])

    const deps = {
      db: t.app.db,
      clock: { now: () => Date.now() + ABANDONED_ROUND_MS + 60_000 },
      secret: t.app.config.ORIGINALS_SECRET,
      events: t.app.events,
    } as OriginalsDeps
    // The job cashes the climbed floor out at its multiplier, once.
    expect(await settleAbandonedRounds(deps)).toBeGreaterThanOrEqual(1)
    expect(await settleAbandonedRounds(deps)).toBe(0)
    // A round left before the first floor is refunded, once.
    const b = (await play('start', { stake: 1.5, difficulty: 'easy' })).round
    expect(await settleAbandonedRounds(deps)).toBe(1)
    expect(await settleAbandonedRounds(deps)).toBe(0)
    const closed = await rows<{ status: string; payout: string }>(
      t.app,
      sql`select status, payout::text from originals_rounds where id in (${a.roundId}, ${b.roundId}) order by id`,
    )
    expect(closed).toEqual([
      { status: 'settled', payout: String((200n * towerMultiplierE4('easy', 1)) / 10_000n) },
      { status: 'refunded', payout: '150' },
    ])
    expect((await call('GET', 'galata-tower/state', gameToken)).json().data.openRound).toBeNull()
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })
})
