import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { SIM_GAMES, drawRound, exactRtpBp } from '@galata/testkit'
import { ConfigError, loadConfig } from '../../config.js'
import { useTestApp } from '../../test/helper.js'
import { api, rows } from '../../test/accounts.js'
import { fundPlayer } from '../../test/wallet.js'
import { armSimFault, balanceKurus, lastSimCalls, playSimRound, postAs } from '../../test/simulator.js'
import { checkLedger } from '../wallet/index.js'

/*
 * Hub88 end to end through the aggregator simulator (docs/providers.md "Simulator"): the site
 * starts it as a child process with test key pairs, lists its demo games, launches them through
 * `casino/hub88launchurl` and `casino/launchurl` (the adapter's signed game-url call, answered by
 * the simulator), and the simulator's game page plays rounds whose money comes back as Hub88's
 * signed wallet callbacks, faults included. Real HTTP both ways, on PGlite or PostgreSQL.
 */

const t = useTestApp({ PROVIDER_SIMULATOR: 'on' })
let site = ''
let token = ''
let playerId = 0

const call = (path: string, body: unknown) => postAs(site, path, body, token)
const balance = () => balanceKurus(site, token)
const launch = async (gameCode: string, language: 'tr' | 'en' = 'en') => {
  const res = await call('casino/hub88launchurl', {
    platform: 1,
    gameCode,
    language,
    lobbyUrl: `${site}/casino/slot`,
  })
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true })
  return String(res.body.data)
}
const play = playSimRound
const arm = (fault: string) => armSimFault(t.app, fault)
const lastRound = async () => ({ calls: await lastSimCalls(t.app) })
const expectLedgerBalanced = async () => {
  const report = await checkLedger(t.app.db)
  expect(report.ok, JSON.stringify(report)).toBe(true)
}

beforeAll(async () => {
  expect(t.app.providerSimulator).not.toBeNull()
  site = await t.app.listen({ port: 0, host: '127.0.0.1' })
  site = site.replace('localhost', '127.0.0.1')
  token = (await api(t.app).register(3401)).token
  const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse3401'`)
  playerId = Number(row!.id)
  await fundPlayer(t.app.db, playerId, { cash: 10_000n })
}, 60_000)

describe('the simulator beside a demo site', () => {
  it('lists its games under Hub88 as demo content', async () => {
    const res = await fetch(`${site}/api/casino/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({ live: false, search: 'Star Fruits', skip: 0, take: 5 }),
    })
    const games = (
      (await res.json()) as {
        data: {
          gameCode: string
          providerName: string
          studio: string
          tags: string[]
          rtp: number
          imageUrl: string
        }[][]
      }
    ).data.flat()
    expect(games).toContainEqual(
      expect.objectContaining({
        gameCode: 'sim-star-fruits',
        providerName: 'hub88',
        studio: 'Hub88 Demo',
        tags: ['demo'],
        rtp: 95.9,
        imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      }),
    )
  })

  it('casino/hub88launchurl opens the game page in the asked language; a round moves the balance by what it says', async () => {
    const url = await launch('sim-star-fruits', 'en')
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/play\/[0-9a-f-]{36}$/)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Hub88 demo content')
    expect(await (await fetch(`${url}/state`)).json()).toEqual({ balance: 10_000 })

    const before = await balance()
    const round = await play(url, 200)
    expect(round).toMatchObject({ state: 'settled', status: 'RS_OK', stake: 200 })
    expect(round.net).toBe(round.win - 200)
    expect(round.balance).toBe(before + round.net)
    expect(await balance()).toBe(before + round.net)
    await expectLedgerBalanced()

    // The Turkish page, for the same player.
    const tr = await (await fetch(await launch('sim-high-low', 'tr'))).text()
    expect(tr).toContain('<html lang="tr">')
    expect(tr).toContain('Yüksek mi Alçak mı')
  })

  it('casino/launchurl opens the same game through the adapter', async () => {
    const res = await call('casino/launchurl', { code: 'sim-lucky-wheel', providerId: 2, isMobile: false })
    expect(res.body).toMatchObject({ success: true })
    expect(String(res.body.data)).toMatch(/\/play\/[0-9a-f-]{36}$/)
    const round = await play(String(res.body.data), 100)
    expect(round.state).toBe('settled')
  })

  it('refuses a lobby on another origin, an unknown game, and a player not logged in', async () => {
    const foreign = await call('casino/hub88launchurl', {
      platform: 2,
      gameCode: 'sim-star-fruits',
      language: 'tr',
      lobbyUrl: 'https://evil.example/casino',
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.code).toBe('VALIDATION_FAILED')
    const unknown = await call('casino/hub88launchurl', {
      platform: 1,
      gameCode: 'no-such-game',
      language: 'tr',
      lobbyUrl: `${site}/casino/slot`,
    })
    expect(unknown.body.code).toBe('GAME_NOT_FOUND')
    const anonymous = await fetch(`${site}/api/casino/hub88launchurl`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        platform: 1,
        gameCode: 'sim-star-fruits',
        language: 'tr',
        lobbyUrl: `${site}/casino/slot`,
      }),
    })
    expect(anonymous.status).toBe(401)
  })

  it('a stake the player cannot afford is refused with Hub88’s code and moves nothing', async () => {
    const poor = (await api(t.app).register(3402)).token
    const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse3402'`)
    await fundPlayer(t.app.db, Number(row!.id), { cash: 500n })
    const res = await fetch(`${site}/api/casino/hub88launchurl`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${poor}` },
      body: JSON.stringify({
        platform: 1,
        gameCode: 'sim-high-low',
        language: 'tr',
        lobbyUrl: `${site}/casino/slot`,
      }),
    })
    const url = String(((await res.json()) as { data: string }).data)
    const round = await play(url, 1_000)
    expect(round).toMatchObject({
      state: 'refused',
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      net: 0,
      balance: 500,
    })
    // Hub88 rolls back no bet refused for money (research §2.3).
    expect((await lastRound()).calls.map((c) => c.path)).toEqual(['/transaction/bet'])
    // A stake the game does not offer never reaches the wallet.
    const odd = await fetch(`${url}/round`, { method: 'POST', body: JSON.stringify({ stake: 3 }) })
    expect(odd.status).toBe(400)
    await expectLedgerBalanced()
  })
})

describe('faults on request', () => {
  it('a win sent twice is booked once', async () => {
    const url = await launch('sim-star-fruits')
    await arm('win-twice')
    const before = await balance()
    const round = await play(url)
    expect(round).toMatchObject({ state: 'settled', fault: 'win-twice' })
    const wins = (await lastRound()).calls.filter((c) => c.path === '/transaction/win')
    expect(wins).toHaveLength(2)
    expect(wins[0]!.transactionId).toBe(wins[1]!.transactionId)
    expect(wins.map((w) => w.status)).toEqual(['RS_OK', 'RS_OK'])
    expect(await balance()).toBe(before + round.net)
    await expectLedgerBalanced()
  })

  it('a rollback before its bet leaves a tombstone: the bet is refused, nothing moves', async () => {
    const url = await launch('sim-star-fruits')
    await arm('rollback-before-bet')
    const before = await balance()
    const round = await play(url)
    expect(round).toMatchObject({ state: 'cancelled', status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', net: 0 })
    expect((await lastRound()).calls.map((c) => `${c.path} ${c.status}`)).toEqual([
      '/transaction/rollback RS_OK',
      '/transaction/bet RS_ERROR_TRANSACTION_ROLLED_BACK',
      '/transaction/rollback RS_OK',
    ])
    expect(await balance()).toBe(before)
    await expectLedgerBalanced()
  })

  it('a win whose answer timed out is sent again and booked once', async () => {
    const url = await launch('sim-lucky-wheel')
    await arm('timeout-retry')
    const before = await balance()
    const round = await play(url)
    expect(round.state).toBe('settled')
    const wins = (await lastRound()).calls.filter((c) => c.path === '/transaction/win')
    expect(wins.map((w) => w.status)).toEqual(['timeout', 'RS_OK'])
    expect(await balance()).toBe(before + round.net)
    await expectLedgerBalanced()
  })

  it('a bet with a bad signature is refused and rolled back; nothing moves', async () => {
    const url = await launch('sim-high-low')
    await arm('bad-signature')
    const before = await balance()
    const round = await play(url)
    expect(round).toMatchObject({ state: 'cancelled', status: 'RS_ERROR_INVALID_SIGNATURE', net: 0 })
    expect(await balance()).toBe(before)
    await expectLedgerBalanced()
  })

  it('a win for a round the site never saw is refused; the real round still settles', async () => {
    const url = await launch('sim-star-fruits')
    await arm('unknown-round-win')
    const before = await balance()
    const round = await play(url)
    expect(round.state).toBe('settled')
    const wins = (await lastRound()).calls.filter((c) => c.path === '/transaction/win')
    expect(wins[0]!.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST')
    expect(wins[1]!.status).toBe('RS_OK')
    expect(await balance()).toBe(before + round.net)
    await expectLedgerBalanced()
  })

  it('a late rollback of a settled round answers RS_OK and reverses nothing', async () => {
    const url = await launch('sim-star-fruits')
    await arm('rollback-after-win')
    const before = await balance()
    const round = await play(url)
    expect(round).toMatchObject({ state: 'settled', fault: 'rollback-after-win' })
    expect((await lastRound()).calls.map((c) => `${c.path} ${c.status}`)).toEqual([
      '/transaction/bet RS_OK',
      '/transaction/win RS_OK',
      '/transaction/rollback RS_OK',
    ])
    expect(await balance()).toBe(before + round.net)
    await expectLedgerBalanced()
  })

  it('refuses an unknown fault', async () => {
    const res = await fetch(`${t.app.providerSimulator!.url}/faults`, {
      method: 'POST',
      body: JSON.stringify({ fault: 'meteor' }),
    })
    expect(res.status).toBe(400)
  })
})

describe('the simulator’s games', () => {
  it('declare the exact RTP of their paytables, and pay whole kuruş within it', () => {
    for (const game of SIM_GAMES) {
      expect(exactRtpBp(game), game.code).toBe(game.rtpBp)
      for (let i = 0; i < 200; i++) {
        const { win } = drawRound(game, 100, i % 2 ? 'high' : 'low')
        expect(Number.isInteger(win) && win >= 0 && win <= 4_200, game.code).toBe(true)
      }
    }
  })
})

describe('configuration', () => {
  it('runs by default in demo mode only; live mode refuses it', () => {
    expect(loadConfig({ SITE_MODE: 'demo' }).PROVIDER_SIMULATOR).toBe('on')
    expect(loadConfig({ SITE_MODE: 'demo', NODE_ENV: 'test' }).PROVIDER_SIMULATOR).toBe('off')
    expect(() => loadConfig({ SITE_MODE: 'live', PROVIDER_SIMULATOR: 'on' })).toThrow(ConfigError)
    expect(() => loadConfig({ SITE_MODE: 'live', PROVIDER_SIMULATOR: 'on' })).toThrow(/PROVIDER_SIMULATOR/)
  })
})
