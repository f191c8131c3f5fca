import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signDigitainMessage, startDigitainApi, digitainTimestampOf } from '@galata/testkit'
import { loadConfig } from '../../config.js'
import { providerRegistry } from '../../providers/index.js'
import { useTestApp } from '../../test/helper.js'
import { api, rows } from '../../test/accounts.js'
import { fundPlayer } from '../../test/wallet.js'
import { armSimFault, balanceKurus, playSimRound, postAs } from '../../test/simulator.js'
import { expectProviderLedger } from '../../test/provider-contract.js'

/*
 * Digitain end to end through the aggregator simulator (docs/providers.md "Simulator"): the demo
 * site gives the simulator a fresh Digitain key at boot, lists Digitain's own demo game, launches it
 * through `casino/dtlaunchurl` (the adapter's signed `creategamesession`, answered by the simulator),
 * and the game page's rounds come back as Digitain's signed wallet callbacks (`betwin`, or `bet` and
 * `win`, `refund`), faults included, each with the ledger checked. Real HTTP both ways.
 */

const t = useTestApp({ PROVIDER_SIMULATOR: 'on' })
const GAME = 'sim-crystal-wheel'
let site = ''
let token = ''

const post = (path: string, body: unknown, bearer = token, locale = 'tr') =>
  postAs(site, path, body, bearer, locale)
const balance = (bearer = token) => balanceKurus(site, bearer)
const launch = async (locale = 'en', bearer = token) => {
  const res = await post('casino/dtlaunchurl', { code: GAME }, bearer, locale)
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true })
  return String(res.body.data)
}
const play = (pageUrl: string, stake = 100) => playSimRound(pageUrl, stake)
const simulator = () => t.app.providerSimulator!
const arm = (fault: string) => armSimFault(t.app, fault)
type Call = { path: string; status: string; transactionId: string }
const lastCalls = async () => {
  const res = await fetch(`${simulator().url}/rounds`)
  return ((await res.json()) as { provider: string; calls: Call[] }[]).at(-1)!
}
const trail = async () => (await lastCalls()).calls.map((c) => `${c.path} ${c.status}`)

beforeAll(async () => {
  expect(t.app.providerSimulator?.digitain).toBeTruthy()
  site = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1')
  token = (await api(t.app).register(3501)).token
  const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse3501'`)
  await fundPlayer(t.app.db, Number(row!.id), { cash: 10_000n })
}, 60_000)

describe('Digitain in the simulator beside a demo site', () => {
  it('lists Digitain’s own demo game under Digitain, once', async () => {
    const res = await fetch(`${site}/api/casino/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({ live: false, search: 'Crystal Wheel', skip: 0, take: 5 }),
    })
    const games = (
      (await res.json()) as {
        data: { gameCode: string; providerName: string; studio: string; rtp: number }[][]
      }
    ).data.flat()
    expect(games.filter((g) => g.gameCode === GAME)).toEqual([
      expect.objectContaining({ providerName: 'digitain', studio: 'Digitain Demo', rtp: 97.5 }),
    ])
    // Hub88's demo games are not Digitain's: dtlaunchurl does not open them.
    const hub88Game = await post('casino/dtlaunchurl', { code: 'sim-star-fruits' })
    expect(hub88Game.body.code).toBe('GAME_NOT_FOUND')
  })

  it('casino/dtlaunchurl opens the page in the player’s language; a round is one betwin', async () => {
    const url = await launch('en')
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/play\/[0-9a-f-]{36}$/)
    const html = await (await fetch(url)).text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('Digitain demo content')
    expect(html).toContain('8 of the 16 segments are empty; the others pay 1.2 to 3.2 times the stake.')
    expect(await (await fetch(`${url}/state`)).json()).toEqual({ balance: 10_000 })

    const before = await balance()
    const round = await play(url, 200)
    expect(round).toMatchObject({ state: 'settled', status: '1', stake: 200 })
    expect(round.net).toBe(round.win - 200)
    expect(round.balance).toBe(before + round.net)
    expect(await balance()).toBe(before + round.net)
    expect(await trail()).toEqual(['/betwin 1'])
    await expectProviderLedger(t, 'digitain')

    const tr = await (await fetch(await launch('tr'))).text()
    expect(tr).toContain('<html lang="tr">')
    expect(tr).toContain('Kristal Çark')
    expect(tr).toContain('Digitain demo içeriği')
  })

  it('refuses a launch not signed with the key, from another operator, or for another game', async () => {
    const timestamp = digitainTimestampOf(Date.now())
    const { operatorId, secretKey } = simulator().digitain!
    const body = {
      operatorId,
      timestamp,
      signature: signDigitainMessage(secretKey, timestamp, operatorId),
      token: 'x',
      playerId: '1',
      gameId: GAME,
      currencyId: 'TRY',
      language: 'tr',
      deviceType: 1,
      lobbyUrl: `${site}/casino/games`,
    }
    const ask = async (b: unknown) => {
      const res = await fetch(`${simulator().url}/creategamesession`, {
        method: 'POST',
        body: JSON.stringify(b),
      })
      return (await res.json()) as { errorCode: number; url?: string }
    }
    expect(await ask(body)).toMatchObject({ errorCode: 1, url: expect.stringMatching(/\/play\//) })
    expect(
      await ask({ ...body, signature: signDigitainMessage('another key', timestamp, operatorId) }),
    ).toEqual({
      errorCode: 12,
    })
    expect(await ask({ ...body, operatorId: 'someone' })).toEqual({ errorCode: 15 })
    expect(await ask({ ...body, gameId: 'sim-star-fruits' })).toEqual({ errorCode: 11 })
    expect(await ask({ ...body, currencyId: 'EUR' })).toEqual({ errorCode: 16 })
  })

  it('a stake the player cannot afford is refused 6 and moves nothing; no refund follows', async () => {
    const poor = (await api(t.app).register(3502)).token
    const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse3502'`)
    await fundPlayer(t.app.db, Number(row!.id), { cash: 500n })
    const url = await launch('tr', poor)
    const round = await play(url, 1_000)
    expect(round).toMatchObject({ state: 'refused', status: '6', net: 0, balance: 500 })
    expect(await trail()).toEqual(['/betwin 6'])
    expect(await balance(poor)).toBe(500)
    await expectProviderLedger(t, 'digitain')
  })
})

describe('Digitain faults on request', () => {
  // Each fault, in Digitain's terms (docs/providers.md "Simulator", Digitain's faults): the calls it
  // makes with the operator's errorCodes, the round's end, and whether the round's money moved.
  const cases: {
    fault: string
    why: string
    calls: string[]
    state: string
    status: string
    sameTx?: [number, number]
  }[] = [
    {
      fault: 'win-twice',
      why: 'the round as bet then win, the win sent again with its txId, booked once',
      calls: ['/bet 1', '/win 1', '/win 1'],
      state: 'settled',
      status: '1',
      sameTx: [1, 2],
    },
    {
      fault: 'rollback-before-bet',
      why: 'the refund leaves a tombstone, the bet is refused 14, nothing moves',
      calls: ['/refund 1', '/bet 14'],
      state: 'cancelled',
      status: '14',
    },
    {
      fault: 'timeout-retry',
      why: 'a betwin whose answer was lost is sent again and booked once',
      calls: ['/betwin timeout', '/betwin 1'],
      state: 'settled',
      status: '1',
      sameTx: [0, 1],
    },
    {
      fault: 'bad-signature',
      why: 'a betwin signed with another key is refused 12, writing nothing',
      calls: ['/betwin 12'],
      state: 'refused',
      status: '12',
    },
    {
      fault: 'unknown-round-win',
      why: 'one win batch: the stray item refused 7, the real win booked',
      calls: ['/bet 1', '/win 7', '/win 1'],
      state: 'settled',
      status: '1',
    },
  ]
  for (const { fault, why, calls, state, status, sameTx } of cases)
    it(`${fault}: ${why}`, async () => {
      const url = await launch()
      await arm(fault)
      const before = await balance()
      const round = await play(url)
      expect(round).toMatchObject({ state, status })
      expect(round.net).toBe(state === 'settled' ? round.win - round.stake : 0)
      expect(await trail()).toEqual(calls)
      // A call sent again goes with the same transaction id.
      const ids = (await lastCalls()).calls.map((c) => c.transactionId)
      if (sameTx) expect(ids[sameTx[0]]).toBe(ids[sameTx[1]])
      expect(round.balance).toBe(before + round.net)
      expect(await balance()).toBe(before + round.net)
      await expectProviderLedger(t, 'digitain')
    })
})

describe('Digitain configuration', () => {
  it('real DIGITAIN_ settings are never replaced by the simulator’s', async () => {
    const real = await startDigitainApi('op-real', 'k'.repeat(32))
    try {
      const config = loadConfig({
        DIGITAIN_OPERATOR_ID: 'op-real',
        DIGITAIN_SECRET_KEY: 'k'.repeat(32),
        DIGITAIN_API_URL: real.url,
      })
      const registry = providerRegistry(config, {
        hub88: simulator().hub88,
        digitain: simulator().digitain,
      })
      const launched = await registry.digitain!.launch({
        playerId: 1,
        sessionId: 's',
        sessionEndsAt: Date.now() + 60_000,
        gameCode: GAME,
        language: 'tr',
        isMobile: false,
        lobbyUrl: 'http://127.0.0.1/casino/games',
        now: Date.now(),
      })
      expect(launched).toMatchObject({
        kind: 'url',
        url: expect.stringMatching(/^https:\/\/rgs\.digitain\.test\//),
      })
      expect(real.requests).toHaveLength(1)
      // Without them, the simulator's stand in.
      expect(providerRegistry(loadConfig({}), simulator()).digitain?.isConfigured).toBe(true)
      expect(providerRegistry(loadConfig({}), { hub88: simulator().hub88 }).digitain).toBeNull()
    } finally {
      await real.close()
    }
  })
})
