import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { egtXml, readEgtXml } from '@galata/testkit'
import { loadConfig } from '../../config.js'
import { providerRegistry, wantsSimulator } from '../../providers/index.js'
import { useTestApp } from '../../test/helper.js'
import { api, rows } from '../../test/accounts.js'
import { fundPlayer } from '../../test/wallet.js'
import { expectProviderLedger } from '../../test/provider-contract.js'
import {
  armSimFault,
  balanceKurus,
  lastSimCalls,
  playSimRound,
  type SimCallLog,
} from '../../test/simulator.js'

/*
 * EGT end to end through the aggregator simulator (docs/providers.md "Simulator", EGT): the site
 * starts it as a child process with EGT test credentials made at boot, lists EGT's demo game,
 * launches it through `casino/egtlaunchurl` (the adapter's GetGameUrl call with our credentials,
 * answered in XML by the simulator), and the simulator's game page plays rounds whose money comes
 * back as EGT's XML wallet calls (Authenticate, WithdrawAndDeposit; Withdraw and Deposit for the
 * faults about a win or a cancel), faults included. Real HTTP both
 * ways, on PGlite or PostgreSQL; after each money case the provider ledger check.
 */

const GAME = 'sim-tulip-wheel'
const t = useTestApp({ PROVIDER_SIMULATOR: 'on' })
let site = ''
let token = ''
let playerId = 0

const launch = async (as: string, body: { platform: 1 | 2; language: 'tr' | 'en' }) => {
  const res = await fetch(`${site}/api/casino/egtlaunchurl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${as}`, 'x-locale': 'tr' },
    body: JSON.stringify({ ...body, gameCode: GAME, lobbyUrl: `${site}/casino/games` }),
  })
  const json = (await res.json()) as { success: boolean; code?: string; data: unknown }
  expect(json, JSON.stringify(json)).toMatchObject({ success: true })
  return String(json.data)
}
/** A launch in English whose page has loaded: its first call (Authenticate) is done. */
const opened = async () => {
  const url = await launch(token, { platform: 1, language: 'en' })
  expect(await (await fetch(`${url}/state`)).json()).toMatchObject({ balance: expect.any(Number) })
  return url
}
const balance = () => balanceKurus(site, token)
const play = playSimRound
const arm = (fault: string) => armSimFault(t.app, fault)
const lastCalls = () => lastSimCalls(t.app)
const said = (calls: SimCallLog[]) => calls.map((c) => `${c.path} ${c.status}`)

beforeAll(async () => {
  expect(t.app.providerSimulator?.egt).not.toBeNull()
  site = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1')
  token = (await api(t.app).register(3451)).token
  const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse3451'`)
  playerId = Number(row!.id)
  await fundPlayer(t.app.db, playerId, { cash: 10_000n })
}, 60_000)

describe('EGT through the simulator beside a demo site', () => {
  it('lists EGT’s own demo game under EGT, badged as demo content', async () => {
    const res = await fetch(`${site}/api/casino/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({ live: false, search: 'Tulip Wheel', skip: 0, take: 5 }),
    })
    const games = ((await res.json()) as { data: Record<string, unknown>[][] }).data.flat()
    expect(games).toEqual([
      expect.objectContaining({
        gameCode: GAME,
        providerName: 'egt',
        studio: 'EGT Digital Demo',
        tags: ['demo'],
        rtp: 95,
        imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      }),
    ])
  })

  it('casino/egtlaunchurl opens the page; Authenticate binds EGT’s session; a round moves the balance by what it says', async () => {
    const url = await launch(token, { platform: 1, language: 'en' })
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/play\/[0-9a-f-]{36}$/)
    const html = await (await fetch(url)).text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('EGT demo content')
    expect(html).toContain('8 of the 16 segments are empty')

    // The page's first call: EGT's Authenticate with the launch's DefenceCode, which binds its SessionId.
    expect(await (await fetch(`${url}/state`)).json()).toEqual({ balance: 10_000 })
    const bound = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from provider_sessions where provider = 'egt' and player_id = ${playerId}`,
    )
    expect(bound[0]!.n).toBe(1)
    // Later calls name only that SessionId (GetPlayerBalance).
    expect(await (await fetch(`${url}/state`)).json()).toEqual({ balance: 10_000 })

    const before = await balance()
    const round = await play(url, 200)
    expect(round).toMatchObject({ state: 'settled', status: '1000 OK', stake: 200 })
    expect(round.net).toBe(round.win - 200)
    expect(round.balance).toBe(before + round.net)
    expect(await balance()).toBe(before + round.net)
    // An instant round is one WithdrawAndDeposit: its bet and its win booked together.
    const calls = await lastCalls()
    expect(said(calls)).toEqual(['/WithdrawAndDeposit 1000 OK'])
    const betId = calls[0]!.transactionId
    const booked = await rows<{ tx_id: string; op: string }>(
      t.app,
      sql`select tx_id, op from provider_transactions where provider = 'egt' and tx_id in (${betId}, ${`${betId}/win`}) order by tx_id`,
    )
    expect(booked).toEqual([
      { tx_id: betId, op: 'bet' },
      { tx_id: `${betId}/win`, op: 'win' },
    ])
    await expectProviderLedger(t, 'egt')

    // The Turkish page, on a phone.
    const tr = await (await fetch(await launch(token, { platform: 2, language: 'tr' }))).text()
    expect(tr).toContain('<html lang="tr">')
    expect(tr).toContain('Lale Çarkı')
    expect(tr).toContain('EGT demo içeriği')
  })

  it('the simulator answers GetGameUrl in XML, and refuses a request without our credentials', async () => {
    const egt = t.app.providerSimulator!.egt!
    const ask = async (password: string) => {
      const res = await fetch(`${t.app.providerSimulator!.url}/GetGameUrl`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: egtXml('GetGameUrlRequest', {
          UserName: egt.username,
          Password: password,
          PortalCode: egt.portalCode,
          PlayerId: playerId,
          DefenceCode: 'x',
          GameId: GAME,
          Language: 'tr',
          CloseUrl: `${site}/casino/games`,
        }),
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
      return readEgtXml(await res.text())
    }
    expect(await ask('wrong')).toMatchObject({ root: 'GetGameUrlResponse', ErrorCode: '3000' })
    expect(await ask(egt.password)).toMatchObject({
      ErrorCode: '1000',
      GameUrl: expect.stringMatching(/\/play\/[0-9a-f-]{36}$/),
    })
  })

  it('a stake the player cannot afford is refused 3100 and never cancelled; nothing moves', async () => {
    const poor = (await api(t.app).register(3452)).token
    const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse3452'`)
    await fundPlayer(t.app.db, Number(row!.id), { cash: 500n })
    const url = await launch(poor, { platform: 1, language: 'tr' })
    const round = await play(url, 1_000)
    expect(round).toMatchObject({ state: 'refused', status: '3100 Insufficient funds', net: 0, balance: 500 })
    expect(round.message).toBe('Bakiyeniz bu bahis için yetersiz.')
    // The page never asked its balance: the game authenticates before its first bet.
    expect(said(await lastCalls())).toEqual([
      '/Authenticate 1000 OK',
      '/WithdrawAndDeposit 3100 Insufficient funds',
    ])
    await expectProviderLedger(t, 'egt')
  })
})

describe('EGT faults on request', () => {
  it('a Deposit sent twice is booked once', async () => {
    const url = await opened()
    await arm('win-twice')
    const before = await balance()
    const round = await play(url)
    expect(round).toMatchObject({ state: 'settled', fault: 'win-twice' })
    const deposits = (await lastCalls()).filter((c) => c.path === '/Deposit')
    expect(deposits.map((d) => d.status)).toEqual(['1000 OK', '1000 OK'])
    expect(deposits[0]!.transactionId).toBe(deposits[1]!.transactionId)
    expect(await balance()).toBe(before + round.net)
    await expectProviderLedger(t, 'egt')
  })

  it('a cancel before its Withdraw leaves a tombstone: the bet is refused, cancelled again, nothing moves', async () => {
    const url = await opened()
    await arm('rollback-before-bet')
    const before = await balance()
    const round = await play(url)
    expect(round).toMatchObject({ state: 'cancelled', status: '3000 Transaction cancelled', net: 0 })
    const calls = await lastCalls()
    expect(said(calls)).toEqual([
      '/Deposit ROUND_CANCEL 1000 OK',
      '/Withdraw 3000 Transaction cancelled',
      '/Deposit ROUND_CANCEL 1000 OK',
    ])
    // The cancel names the Withdraw by its TransferId (docs/providers.md "EGT", rollbacks).
    expect(new Set(calls.map((c) => c.transactionId)).size).toBe(1)
    expect(await balance()).toBe(before)
    await expectProviderLedger(t, 'egt')
  })

  it('a WithdrawAndDeposit whose answer timed out is sent again with its TransferId and booked once', async () => {
    const url = await opened()
    await arm('timeout-retry')
    const before = await balance()
    const round = await play(url)
    expect(round.state).toBe('settled')
    const sent = await lastCalls()
    expect(said(sent)).toEqual(['/WithdrawAndDeposit timeout', '/WithdrawAndDeposit 1000 OK'])
    expect(sent[0]!.transactionId).toBe(sent[1]!.transactionId)
    expect(await balance()).toBe(before + round.net)
    await expectProviderLedger(t, 'egt')
  })

  it('a Withdraw with a password the site never gave is refused 3000 and cancelled; nothing moves', async () => {
    const url = await opened()
    await arm('bad-signature')
    const before = await balance()
    const round = await play(url)
    expect(round).toMatchObject({ state: 'cancelled', status: '3000 Authentication failed', net: 0 })
    expect(said(await lastCalls())).toEqual([
      '/Withdraw 3000 Authentication failed',
      '/Deposit ROUND_CANCEL 1000 OK',
    ])
    expect(await balance()).toBe(before)
    await expectProviderLedger(t, 'egt')
  })

  it('a Deposit for a round the site never saw is refused 3000; the real round still settles', async () => {
    const url = await opened()
    await arm('unknown-round-win')
    const before = await balance()
    const round = await play(url)
    expect(round.state).toBe('settled')
    const deposits = (await lastCalls()).filter((c) => c.path === '/Deposit')
    expect(deposits.map((d) => d.status)).toEqual(['3000 Bet was not placed', '1000 OK'])
    expect(await balance()).toBe(before + round.net)
    await expectProviderLedger(t, 'egt')
  })
})

describe('EGT simulated only while its settings are absent', () => {
  const real = {
    EGT_USERNAME: 'egt-real',
    EGT_PASSWORD: 'real-password',
    EGT_PORTAL_CODE: 'GalataTRY',
    EGT_API_URL: 'https://egt.example/api',
  }
  const simulated = {
    username: 'galata-demo',
    password: 'sim',
    portalCode: 'GalataDemoTRY',
    apiUrl: 'http://x',
  }
  /** Whether the registry's EGT adapter takes these credentials (its wallet's check). */
  const takes = (config: ReturnType<typeof loadConfig>, creds: { username: string; password: string }) =>
    providerRegistry(config, { hub88: null, egt: simulated }).egt!.wallet!.verify(
      Buffer.from(egtXml('GetPlayerBalanceRequest', { UserName: creds.username, Password: creds.password })),
      {},
    )

  it('the registry falls back to the simulator’s credentials, never over a real configuration', () => {
    expect(takes(loadConfig({}), simulated)).toBe(true)
    const live = loadConfig(real)
    expect(takes(live, simulated)).toBe(false)
    expect(takes(live, { username: real.EGT_USERNAME, password: real.EGT_PASSWORD })).toBe(true)
  })

  it('the simulator runs while Hub88 or EGT is simulated; the demo site gave EGT’s to the adapter', () => {
    const demo = { SITE_MODE: 'demo', PROVIDER_SIMULATOR: 'on' } as const
    expect(wantsSimulator(loadConfig({ ...demo, ...real }))).toBe(true)
    expect(wantsSimulator(loadConfig({ ...demo }))).toBe(true)
    expect(t.app.providerSimulator!.egt).toMatchObject({
      username: 'galata-demo',
      portalCode: 'GalataDemoTRY',
      apiUrl: t.app.providerSimulator!.url,
    })
  })
})
