import { sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SIM_GAMES, exactRtpBp } from '@galata/testkit'
import { loadConfig } from '../../config.js'
import { providerRegistry } from '../../providers/index.js'
import { useTestApp } from '../../test/helper.js'
import { api, rows } from '../../test/accounts.js'
import { expectProviderLedger } from '../../test/provider-contract.js'
import { fundPlayer } from '../../test/wallet.js'
import { armSimFault, balanceKurus, lastSimCalls, playSimRound, postAs } from '../../test/simulator.js'

/*
 * EveryMatrix end to end through the aggregator simulator (docs/providers.md "Simulator"): the site
 * starts it as a child process with test credentials, lists its demo game, and `casino/emlaunchurl`
 * answers the adapter's loader url, which the simulator serves: the loader starts the session with
 * GetAccount on `_sid` and redirects to the game page, whose rounds come back as EveryMatrix's
 * `ApiRequest` wallet calls, faults included. Real HTTP both ways, on PGlite or PostgreSQL.
 */

const GAME = 'sim-bosphorus-wheel'
const t = useTestApp({ PROVIDER_SIMULATOR: 'on' })
let site = ''
let token = ''

afterEach(() => expectProviderLedger(t, 'everymatrix'))

const call = (path: string, body: unknown, as = token, locale = 'en') => postAs(site, path, body, as, locale)
const balance = () => balanceKurus(site, token)
/** The loader url `casino/emlaunchurl` answers. */
const loaderUrl = async (as = token, locale = 'en') => {
  const res = await call('casino/emlaunchurl', { code: GAME, productId: 1 }, as, locale)
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true })
  return String(res.body.data)
}
/** Opens the loader as the player's browser does: on to the game page. */
const open = async (loader: string) => {
  const res = await fetch(loader)
  expect(res.status, await res.clone().text()).toBe(200)
  expect(res.redirected).toBe(true)
  return { url: res.url, html: await res.text() }
}
const launch = async (as = token, locale = 'en') => (await open(await loaderUrl(as, locale))).url
const play = (pageUrl: string, stake = 100) => playSimRound(pageUrl, stake)
const arm = (fault: string) => armSimFault(t.app, fault)
const lastCalls = () => lastSimCalls(t.app)

beforeAll(async () => {
  expect(t.app.providerSimulator?.everymatrix).toBeTruthy()
  site = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1')
  token = (await api(t.app).register(3501)).token
  const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse3501'`)
  await fundPlayer(t.app.db, Number(row!.id), { cash: 10_000n })
}, 60_000)

describe('EveryMatrix through the simulator', () => {
  it('lists its own game under EveryMatrix as demo content, once', async () => {
    const res = await fetch(`${site}/api/casino/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({ live: false, search: 'Wheel', skip: 0, take: 20 }),
    })
    const games = (
      (await res.json()) as {
        data: { gameCode: string; providerName: string; studio: string; tags: string[]; rtp: number }[][]
      }
    ).data.flat()
    expect(games.filter((g) => g.gameCode === GAME)).toEqual([
      expect.objectContaining({
        providerName: 'everymatrix',
        studio: 'EveryMatrix Demo',
        tags: ['demo'],
        rtp: 95,
      }),
    ])
    // Hub88's wheel stays Hub88's: no game is listed under two providers.
    expect(games.find((g) => g.gameCode === 'sim-lucky-wheel')?.providerName).toBe('hub88')
  })

  it('casino/emlaunchurl answers the loader; it starts the session with GetAccount and opens the page; a round moves the balance by what it says', async () => {
    const loader = await loaderUrl()
    const sim = new URL(t.app.providerSimulator!.url)
    const u = new URL(loader)
    expect(u.origin + u.pathname).toBe(`${sim.origin}/Loader/Start/1/${GAME}`)
    expect(u.searchParams.get('funMode')).toBe('false')
    expect(u.searchParams.get('casinolobbyurl')).toBe(`${site}/casino/slot`)
    const page = await open(loader)
    expect(page.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/play\/[0-9a-f-]{36}$/)
    expect(page.html).toContain('<html lang="en">')
    expect(page.html).toContain('Bosphorus Wheel')
    expect(page.html).toContain('EveryMatrix demo content')
    expect(page.html).toContain('8 of the 16 segments are empty')
    expect(await (await fetch(`${page.url}/state`)).json()).toEqual({ balance: 10_000 })

    const before = await balance()
    const round = await play(page.url, 200)
    expect(round).toMatchObject({ state: 'settled', status: '0', stake: 200 })
    expect(round.net).toBe(round.win - 200)
    expect(round.balance).toBe(before + round.net)
    expect(await balance()).toBe(before + round.net)
    expect((await lastCalls()).map((c) => `${c.path} ${c.status}`)).toEqual([
      'WalletDebit/wager 0',
      'WalletCredit/result 0',
    ])

    const tr = await open(await loaderUrl(token, 'tr'))
    expect(tr.html).toContain('<html lang="tr">')
    expect(tr.html).toContain('Boğaz Çarkı')
    expect(tr.html).toContain('EveryMatrix demo içeriği')
  })

  it('casino/launchurl opens the same game through the adapter', async () => {
    const res = await call('casino/launchurl', { code: GAME, providerId: 6, isMobile: false })
    expect(res.body).toMatchObject({ success: true })
    const round = await play((await open(String(res.body.data))).url, 100)
    expect(round.state).toBe('settled')
  })

  it('the loader refuses another operator, another provider’s game, fun mode and a token the site does not know', async () => {
    const loader = new URL(await loaderUrl())
    const variant = async (change: (u: URL) => void) => {
      const u = new URL(loader)
      change(u)
      const res = await fetch(u, { redirect: 'manual' })
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      return res.status
    }
    expect(await variant((u) => (u.pathname = `/Loader/Start/2/${GAME}`))).toBe(404)
    expect(await variant((u) => (u.pathname = '/Loader/Start/1/sim-lucky-wheel'))).toBe(404)
    expect(await variant((u) => u.searchParams.set('funMode', 'true'))).toBe(400)
    expect(await variant((u) => u.searchParams.set('_sid', 'not-a-token'))).toBe(403)
    expect(await variant((u) => u.searchParams.delete('casinolobbyurl'))).toBe(400)
    // The real loader still opens.
    expect((await fetch(loader, { redirect: 'manual' })).status).toBe(302)
  })

  it('a stake the player cannot afford is refused with 104, not rolled back, and moves nothing', async () => {
    const poor = (await api(t.app).register(3502)).token
    const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse3502'`)
    await fundPlayer(t.app.db, Number(row!.id), { cash: 500n })
    const round = await play(await launch(poor), 1_000)
    expect(round).toMatchObject({ state: 'refused', status: '104', net: 0, balance: 500 })
    expect(round.message).toBe('Your balance is too low for this stake.')
    expect((await lastCalls()).map((c) => c.path)).toEqual(['WalletDebit/wager'])
  })
})

describe('faults in EveryMatrix’s terms', () => {
  it('a result sent twice is booked once', async () => {
    const url = await launch()
    await arm('win-twice')
    const before = await balance()
    const round = await play(url)
    expect(round.state).toBe('settled')
    const results = (await lastCalls()).filter((c) => c.path === 'WalletCredit/result')
    expect(results.map((r) => r.status)).toEqual(['0', '0'])
    expect(results[0]!.transactionId).toBe(results[1]!.transactionId)
    expect(await balance()).toBe(before + round.net)
  })

  it('a rollback before its wager leaves a tombstone: the wager is refused 107 and rolled back; nothing moves', async () => {
    const url = await launch()
    await arm('rollback-before-bet')
    const before = await balance()
    const round = await play(url)
    expect(round).toMatchObject({ state: 'cancelled', status: '107', net: 0 })
    expect((await lastCalls()).map((c) => `${c.path} ${c.status}`)).toEqual([
      'WalletCredit/rollback 0',
      'WalletDebit/wager 107',
      'WalletCredit/rollback 0',
    ])
    expect(await balance()).toBe(before)
  })

  it('a result whose answer timed out is sent again and booked once', async () => {
    const url = await launch()
    await arm('timeout-retry')
    const before = await balance()
    const round = await play(url)
    expect(round.state).toBe('settled')
    const results = (await lastCalls()).filter((c) => c.path === 'WalletCredit/result')
    expect(results.map((r) => r.status)).toEqual(['timeout', '0'])
    expect(await balance()).toBe(before + round.net)
  })

  it('a wager with a password the site never issued is refused 101 writing nothing, then rolled back; nothing moves', async () => {
    const url = await launch()
    await arm('bad-signature')
    const before = await balance()
    const round = await play(url)
    expect(round).toMatchObject({ state: 'cancelled', status: '101', net: 0 })
    expect((await lastCalls()).map((c) => `${c.path} ${c.status}`)).toEqual([
      'WalletDebit/wager 101',
      'WalletCredit/rollback 0',
    ])
    expect(await balance()).toBe(before)
  })

  it('a result for a round the site never saw is refused 108; the real round still settles', async () => {
    const url = await launch()
    await arm('unknown-round-win')
    const before = await balance()
    const round = await play(url)
    expect(round.state).toBe('settled')
    const results = (await lastCalls()).filter((c) => c.path === 'WalletCredit/result')
    expect(results.map((r) => r.status)).toEqual(['108', '0'])
    expect(await balance()).toBe(before + round.net)
  })
})

describe('EveryMatrix’s demo game and configuration', () => {
  it('declares the exact RTP of its paytable', () => {
    const game = SIM_GAMES.find((g) => g.code === GAME)!
    expect(exactRtpBp(game)).toBe(9500)
    expect(game.rtpBp).toBe(9500)
  })

  it('real EVERYMATRIX_ settings are never replaced by the simulator’s', async () => {
    const real = loadConfig({
      EVERYMATRIX_OPERATOR_ID: '2077',
      EVERYMATRIX_LOGIN: 'em-real',
      EVERYMATRIX_PASSWORD: 'em-real-password-0123',
      EVERYMATRIX_LAUNCH_URL: 'https://casino.everymatrix.test',
    })
    const launched = await providerRegistry(real, t.app.providerSimulator).everymatrix!.launch({
      playerId: 1,
      sessionId: 's',
      sessionEndsAt: Number.POSITIVE_INFINITY,
      gameCode: GAME,
      language: 'en',
      isMobile: false,
      lobbyUrl: 'https://galata.test/casino/slot',
      now: Date.now(),
    })
    expect(launched).toMatchObject({
      kind: 'url',
      url: expect.stringMatching(/^https:\/\/casino\.everymatrix\.test\/Loader\/Start\/2077\//),
    })
    // Without them, the simulator's loader.
    const demo = providerRegistry(loadConfig({}), t.app.providerSimulator).everymatrix
    expect(demo?.isConfigured).toBe(true)
    expect(providerRegistry(loadConfig({}), null).everymatrix).toBeNull()
  })
})
